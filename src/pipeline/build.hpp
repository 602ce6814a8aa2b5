// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The build, top to bottom: load, resolve, compile, link, read, write. And `inspect`, which reads
// a bundle back into the same report.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"
#include "diag/diagnostics.hpp"
#include "cache/cache.hpp"
#include "cache/config.hpp"
#include "emit/table.hpp"
#include "manifest/resolve.hpp"
#include "manifest/tune.hpp"

namespace kiln::pipeline {

struct BuildOptions {
    std::filesystem::path manifest;
    std::optional<std::filesystem::path> output_dir;  // default: build/ beside the manifest
    std::optional<std::string> rocm_path = std::nullopt;             // --rocm-path; beats the manifest's rocm_path
    std::optional<std::string> device_lib_path;       // --rocm-device-lib-path; beats [bundle] device_lib_path
    std::optional<std::string> cuda_path;             // --cuda-path; beats [bundle] cuda_path, $CUDA_PATH, ...
    std::vector<std::string> targets;                 // --targets: build only these of the manifest's targets
    unsigned jobs = 1;                                // -j: compile jobs at once
    std::optional<std::string> expect_name;           // --expect-name: the bundle name a caller (CMake) assumed
    bool explain = false;                             // --explain: say why each job ran
    bool werror = false;                              // --werror (the caller's Diagnostics turn warnings into errors)
    std::optional<std::string> expect;                // --expect=error|warn; beats [bundle] expect
    std::optional<std::filesystem::path> save_temps;  // --save-temps DIR: every kernel's IR and assembly there
    bool remarks = false;                             // --remarks: LLVM's resource and register-allocation remarks
    bool html_report = false;                         // --report html: NAME.html, the occupancy report, too
    bool compile_commands = false;                    // --compile-commands: compile_commands.json beside the outputs
    std::optional<std::vector<std::string>> tune;     // kiln tune: build these kernels' variants (plan.hpp)
    // --shard I/N: compile only share I (1-based) of N of the jobs into the cache and write no
    // outputs; a build without it then assembles them from the cache (docs/cache.md).
    std::optional<std::pair<unsigned, unsigned>> shard;
    std::optional<std::int64_t> max_variants;  // --max-variants: over [bundle] max_variants
    // The cache's settings (cache/config.hpp: --cache, --no-cache, --remote-cache, the environment,
    // kiln.conf): its directory, disable/read-only, compression, size limit, remotes, keys.
    cache::Settings cache;
};

// What checking a manifest and running its front ends needs.
struct PlanOptions {
    std::filesystem::path manifest;
    std::optional<std::string> rocm_path = std::nullopt;
    std::optional<std::string> device_lib_path = std::nullopt;  // --rocm-device-lib-path
    std::vector<std::string> targets = {};  // empty: all of the manifest's
    unsigned jobs = 1;
    cache::Cache* cache = nullptr;     // front-end results
    std::optional<std::string> cuda_path = std::nullopt;  // --cuda-path
    // kiln tune: the manifest's kernels replaced by the variants of these (empty: every kernel
    // with a tune table); targets no variant is built for are left out.
    std::optional<std::vector<std::string>> tune = std::nullopt;
    std::optional<std::pair<unsigned, unsigned>> shard = std::nullopt;  // --shard I/N: this share of the jobs only
    std::optional<std::int64_t> max_variants = std::nullopt;            // --max-variants, over the manifest's
    // A line for the user as the front ends start and as each ends (kiln build's progress).
    std::function<void(const std::string&)> on_status = nullptr;
    // --compile-commands: the front ends' commands written here (compile_commands.json) before they run.
    std::optional<std::filesystem::path> compile_commands = std::nullopt;
};

// One finished compile job, for progress lines such as "[3/6] gfx942 saxpy 0.41s"; or, with
// `status`, a line of the front ends' ("front end 1/2: gfx942 k.hip 5.91s").
struct Progress {
    std::size_t done = 0;
    std::size_t total = 0;
    std::string target;
    std::string kernel;
    double seconds = 0;
    bool ok = true;  // false: the job failed; its errors are in the diagnostics
    bool cached = false;  // the object came from the cache
    std::string status;
};

struct BuildStats {
    std::size_t compiled = 0;    // (kernel, target) jobs compiled
    std::size_t cache_hits = 0;  // ... taken from the cache
    std::size_t corrupt_entries = 0;
    std::size_t front_ends = 0;      // (source, target) front-end runs
    std::size_t front_end_hits = 0;  // ... taken from the cache
    int preludes_built = 0;          // precompiled HIP preludes built for the front ends that ran
    int preludes_from_cache = 0;     // ... taken from the cache
    std::size_t pruned = 0;          // cache entries removed to keep the cache within its limit
    // Seconds per phase, for --time-report.
    double plan_seconds = 0;     // manifest, targets, resolution, front ends, symbols
    double compile_seconds = 0;  // kernels (cache lookups included)
    double link_seconds = 0;     // links, metadata, occupancy
    double write_seconds = 0;    // bundle, header, report, depfile, stamp
};

struct BuildReport {
    std::filesystem::path bundle_path;
    bool bundle_changed = false;  // false: the bundle already held these bytes and was left alone
    std::filesystem::path header_path;  // the loader header, NAME.hpp
    bool header_changed = false;
    std::filesystem::path depfile_path;  // NAME.d: every input read
    std::filesystem::path report_path;   // NAME.json: the kernels, resources, occupancy, attributes
    bool report_changed = false;
    std::filesystem::path html_path;     // NAME.html with --report html
    bool html_changed = false;
    bool up_to_date = false;             // nothing needed doing: no front end or compile ran
    // --shard: the share's jobs went into the cache, nothing was written; of how many in all.
    bool shard_only = false;
    std::size_t all_jobs = 0;
    // Per remote cache: "remote cache URL: 3 hits, 1 miss, ..." (URL with credentials masked).
    std::vector<std::string> remote_lines;
    std::vector<std::string> explanations;  // --explain: one line per job that ran
    std::vector<codeobj::CodeObjectRecord> targets;  // per target: kernels with occupancy
    bool launch_given = false;  // inspect --block/--dynamic-lds: no block is assumed
    // inspect: where each of `targets` was read (a file, and inside it the bundle or section), when
    // that is not simply the one bundle file given.
    std::vector<std::string> sources;
    std::vector<manifest::Sweep> sweeps;             // kiln tune: the sweeps whose variants were built
    std::vector<manifest::TunedPick> previous_picks; // ... and NAME.tuned.toml's picks before
    std::vector<std::string> notes;                  // e.g. where the occupancy figures come from
    std::string summary;  // the table and the notes, as printed; an up-to-date build gives the last build's
    BuildStats stats;
};

std::optional<BuildReport> build(const BuildOptions& options, diag::Diagnostics& diags,
                                 const std::function<void(const Progress&)>& on_progress);

// The outputs a build of the manifest writes: bundle, loader header, report, depfile, and the
// HTML report with --report html (for
// `kiln build --print-outputs`: CMake asks kiln rather than reading TOML itself).
std::optional<std::vector<std::filesystem::path>> output_paths(const BuildOptions& options, diag::Diagnostics& diags);

// Reads GPU binaries (inspect.cpp): a bundle written by kiln or clang-offload-bundler (plain or
// compressed), a raw AMD code object (.hsaco, hipcc --genco), a cubin, a host object, executable or
// shared library carrying HIP fat binaries (.hip_fatbin: every bundle in it), or a directory
// (every such file in it, recursively). Every code object's kernels, with kiln's records where
// kiln built them, else resources read from the code and the launch block assumed to be the
// kernel's maximum.
std::optional<BuildReport> inspect(const std::filesystem::path& path, diag::Diagnostics& diags);
// The same for bytes in memory (a Triton kernel's compiled.asm["hsaco"], Python's kiln.inspect),
// named `name` in messages.
std::optional<BuildReport> inspect_bytes(std::string_view bytes, const std::string& name, diag::Diagnostics& diags);

// inspect --block/--dynamic-lds: every kernel's figures again for that launch (a value not given
// stays the record's, or the kernel's maximum block), from its resources by kiln's models; the
// table then marks no block as assumed. A block above a kernel's own maximum is a warning (the
// runtime refuses that launch) and answered anyway.
void relaunch(BuildReport& report, const std::filesystem::path& path, std::optional<std::int64_t> block, std::optional<std::int64_t> dynamic_lds,
              diag::Diagnostics& diags);

// `kiln disasm`: KERNEL's machine code in each code object of a bundle (or a raw code object,
// or a cubin) that has it, `target` only when given: AMD through LLVM's disassembler; NVIDIA
// through the CUDA toolkit's nvdisasm where it has one. A heading line per code object.
std::optional<std::string> disassemble(const std::filesystem::path& file, const std::string& kernel,
                                       const std::optional<std::string>& target, diag::Diagnostics& diags);

struct ExplainOptions {
    std::filesystem::path manifest;
    std::optional<std::string> rocm_path = std::nullopt;
    std::string kernel;
    std::optional<std::string> target;  // all targets when unset
    std::filesystem::path cache_dir;    // the front ends' cache (the settings' cache_dir); empty: none
};

// The kernel's resolved settings and attributes per target, with their origins; attributes as
// they would be compiled (a built-in that yields to the source shows the source's value).
std::optional<std::vector<manifest::ResolvedKernel>> explain(const ExplainOptions& options, diag::Diagnostics& diags);

std::vector<emit::TableRow> table_rows(const BuildReport& report);

// The compiler kiln was built with, e.g. "LLVM 22.1.0" (for --version).
std::string llvm_version();

}  // namespace kiln::pipeline
