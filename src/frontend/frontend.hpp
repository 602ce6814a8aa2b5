// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Front ends: a source file for one target -> unoptimized LLVM IR, as bitcode so every kernel of
// the source can be compiled from it in its own LLVMContext. .ll/.bc are parsed; .hip and .cl go
// through clang in-process (libclang-cpp), with ROCm's device libraries linked when the code calls
// into them. Runs once per (source, target, options).
#include <atomic>
#include <filesystem>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "worker/worker.hpp"

namespace kiln::cache {
class Cache;
}
namespace kiln::util {
class KeyBuilder;
}
namespace llvm {
class Module;
}

namespace kiln::frontend {

// code_object: a code object built elsewhere, packaged as it is (pipeline::read_prebuilt reads it;
// run() never sees one).
enum class Language { llvm_ir, hip, opencl, code_object };
// A manifest language ("hip", "cuda", "opencl", "ir", "object"); CUDA is built as HIP, as hipcc
// builds .cu, except where the target's backend builds it as CUDA (NVIDIA's: clang_language in
// clang_frontend.hpp).
Language language_named(std::string_view name);
// Whether clang reads the language (HIP, CUDA, OpenCL).
inline bool is_clang(Language l) { return l == Language::hip || l == Language::opencl; }

// Where a ROCm (or Debian's split ROCm) installation keeps what kiln needs.
struct Rocm {
    std::filesystem::path root;         // --rocm-path for clang
    std::filesystem::path device_libs;  // directory of ocml.bc, ockl.bc, oclc_*.bc, hip.bc
    std::string hip_version;            // of its headers, include/hip/hip_version.h; empty when unknown
    std::string release;                // the ROCm release (rocm_version.h, .info/version, core-X.Y); empty when unknown
    std::string found_by;               // "ROCM_PATH", "HIP_PATH", "--rocm-path", "the default places", ...
    std::string device_libs_by;         // "--rocm-device-lib-path" or "device_lib_path" when given; empty: the root's
    // "ROCm: /opt/rocm (ROCm 6.2.0, from ROCM_PATH; HIP 6.2.41133; device libraries
    // /opt/rocm/amdgcn/bitcode)", as the build says which installation it used (after a build, and
    // beside front-end errors).
    std::string summary() const;
    // Whether its HIP headers are ROCm 5's (or of an unknown version: Debian's are 5.2), which
    // need kiln's compatibility header with clang 22.
    bool hip5_headers() const { return hip_version.empty() || hip_version.starts_with("5."); }
};

// What the installation lacks, said after clang's errors `text` (notes, or empty).
std::string rocm_hints(const std::string& text, const Rocm& rocm);

// Where to look, in this order (docs/rocm.md): the path the user gave (--rocm-path, else [bundle]
// rocm_path), else $ROCM_PATH, $HIP_PATH (HIP's root; a ROCm 5 <rocm>/hip stands for <rocm>),
// $hip_DIR (<prefix>/lib/cmake/hip, as CMake's find_package takes it): the first that is set is
// the only one tried, and a wrong one is an error, never a fall-back. None set: /opt/rocm (with
// the ROCm Core SDK's links), then Debian's /usr, the first that holds the device libraries.
struct RocmSearch {
    std::string explicit_path;  // from the manifest or --rocm-path; empty when not given
    std::string explicit_by;    // "--rocm-path" or "rocm_path"
    std::string device_libs;    // --rocm-device-lib-path or [bundle] device_lib_path; empty: the root's
    std::string device_libs_by;
    bool hip_headers = false;   // HIP sources: the installation must hold HIP's headers
    bool root_only = false;     // only the installation (HIP version, runtime): no device libraries needed
};
// The installation, or false with `error`; `warnings` name what is set and not used (an
// environment variable naming another installation).
bool find_rocm(const RocmSearch& search, Rocm& out, std::vector<std::string>& warnings, std::string& error);

struct Prelude;

// The precompiled HIP preludes of one build (see clang_frontend.hpp): each is built, or read from
// the cache, once and shared by every front end that needs it, across threads.
// `beside`: the build's front ends leave cores idle. Then a prelude the cache does not have is not
// built first: the front ends that ask for it compile their sources without one (Prelude::direct;
// the same bytes), and it is built on an idle core beside them, for the cache only (with no cache,
// or a read-only one, not at all). Built first, then read, it costs a HIP source's front end more
// than parsing its headers once (2.5 s against 1.75 s for a 1,000-member family, issue 32).
// `alone` (no other front end of the build can use the prelude) with no cache that keeps it (none,
// or a read-only one): not built either, whatever `beside` (tests/data/hip's four single-use
// preludes, --no-cache -j2: 3.9 s built and read, 2.9-3.2 s without).
// Neither with debug information (cc1's -debug-info-kind): clang's DWARF differs with a precompiled
// header, and the bytes must not depend on -j or the cache. The destructor waits for the preludes
// built beside.
class Preludes {
public:
    explicit Preludes(bool beside = false) : m_beside(beside) {}
    std::shared_ptr<const Prelude> get(const std::vector<std::string>& cc1_args, const std::string& text, cache::Cache* cache,
                                       bool alone = false);
    int built() const { return m_built; }
    int from_cache() const { return m_from_cache; }
    // Whether a prelude built now outlives the build: a cache that stores.
    static bool kept(const cache::Cache* cache);

private:
    const bool m_beside;
    std::mutex m_mutex;
    std::map<std::string, std::shared_future<std::shared_ptr<const Prelude>>> m_entries;
    std::atomic<int> m_built{0}, m_from_cache{0};
    std::vector<std::future<void>> m_built_beside;  // last member: destroyed (waited for) first
};

struct Request {
    std::filesystem::path source;
    Language language = Language::llvm_ir;
    std::string processor;              // "gfx942"
    std::vector<std::string> features;  // "+xnack", "-sramecc"
    std::vector<std::string> defines;
    std::vector<std::filesystem::path> include_dirs;
    std::string std;                    // language standard for HIP, e.g. "c++17"
    bool fast_math = false;
    // CUDA: nvcc's --ftz (denormals flushed) and --fmad (multiply-adds contracted).
    bool ftz = false, fmad = true;
    int code_object_version = 5;
    const Rocm* rocm = nullptr;         // needed for .hip and .cl
    cache::Cache* cache = nullptr;      // front-end results, checked against every file they read
    Preludes* preludes = nullptr;       // shared by a build's front ends; null: this request's own
    // No other front end of the build can share this one's HIP prelude (Preludes::get): with no
    // cache to keep it for later builds, the source is compiled without one.
    bool prelude_alone = false;
    std::vector<std::string> clang_args = {};  // the manifest's front-end flags, after kiln's own
    // Template specializations the manifest names ("reduce_sum<256, float>"), instantiated by kiln
    // (HIP only): the source is read with a line per specialization appended, which takes its
    // address, so clang emits the kernel whether or not the source instantiates it.
    std::vector<std::string> instantiate = {};
    // NVIDIA targets (processor "sm_NN"): a .cu source is CUDA for the SM, through clang's CUDA
    // mode with this CUDA installation's headers and libdevice (empty: clang looks for one).
    std::filesystem::path cuda_path = {};
    // A HIP source for an NVIDIA target: the include directory with HIP's NVIDIA headers
    // (hip/nvidia_detail), built as hipcc's NVIDIA platform builds it (cuda_headers.hpp); empty
    // for every other source.
    std::filesystem::path hip_nvidia = {};
    bool wave64 = false;  // the kernel's wavefront_size = 64 (-mwavefrontsize64: gfx10+ run 32 otherwise)
    // The manifest's directory (absolute): paths under it reach the output as relative to it
    // ("./k.hip" in __FILE__ and assert messages), so a checkout elsewhere gives the same bytes.
    std::filesystem::path base_dir = {};
};

// The request's options (language, target, defines, search paths, flags: not its source) as the
// front-end cache key holds them.
void add_options(util::KeyBuilder& key, const Request& r);

// Marks each HIP request that no other of `requests` can share a prelude with (Request::
// prelude_alone): none with the same target, options and leading includes (leading_includes.hpp;
// it reads the sources). Only where `cache` keeps no prelude (Preludes::kept): elsewhere nothing.
void mark_alone_preludes(std::vector<Request>& requests, const cache::Cache* cache);

struct Output {
    std::string bitcode;                               // empty on failure, and for a code object
    std::string code_object;                           // a prebuilt code object's bytes, as read
    std::string bitcode_hash;                          // SHA-256 of the bitcode, hex
    std::vector<std::string> errors;                   // compiler-style, with the source's file:line:col
    std::vector<std::string> warnings;
    std::vector<std::filesystem::path> dependencies;   // every file read: the source and its headers
    // Every path the include search looked for and did not find (sorted, unique): a file created
    // at one of them would shadow a header that was read, so cached results check they still
    // do not exist.
    std::vector<std::filesystem::path> absent;
    bool cache_hit = false;
    bool ok() const { return errors.empty(); }
};

Output run(const Request& request);

// The command an editor's clang (clangd, clang-check) runs for a request, for compile_commands.json:
// the front end's exact driver arguments with clang's own path first, kiln's in-memory headers as
// files under `header_dir` (`files`: each path and the text to write there). No arguments for an
// LLVM IR source.
struct EditorCommand {
    std::vector<std::string> arguments;
    std::vector<std::pair<std::filesystem::path, std::string>> files;
};
EditorCommand editor_command(const Request& request, const std::filesystem::path& header_dir);

// The front end's jobs in kiln's worker processes (isolated.cpp): a source through clang, and a
// precompiled prelude. Registered by the program's worker::serve (compile::run_worker).
worker::Fields frontend_job(worker::Fields&& request, worker::Channel& channel);
worker::Fields prelude_job(worker::Fields&& request, worker::Channel& channel);

// Before front ends run: their cache entries that the local cache lacks are asked of the
// remotes at once, in two batches (the manifests, then the results of the candidates whose files
// match), rather than two round trips per front end on the build's threads. Nothing without
// remotes.
void prefetch(const std::vector<Request>& requests);

// How clang's backend would optimize and generate a front end's module, from its options
// (EmitAssemblyHelper: the -O level, PipelineTuningOptions from CodeGenOptions, FP fusion Fast
// only under -ffp-contract=fast, which -ffast-math implies). The front end records them in the
// module (named metadata !kiln.backend), the compile step applies them. A module without them
// (an IR source) gets the defaults: -O3 as clang runs it for HIP.
struct BackendOptions {
    int opt_level = 3;   // -O0 .. -O3
    int size_level = 0;  // 1: -Os, 2: -Oz (with opt_level 2)
    bool unroll = true, vectorize_loops = true, vectorize_slp = true;
    bool fast_fp_fusion = false;
    // The module is Triton's IR, which Triton's own LLVM O3 already optimized: kiln's optimization
    // is Triton's backend's (its functions always inlined, no other pass) before codegen. Set by
    // the IR front end where it recognizes Triton's IR; the kernel's ir_pipeline decides.
    bool triton = false;
    bool operator==(const BackendOptions&) const = default;
};
void set_backend_options(llvm::Module& m, const BackendOptions& options);
BackendOptions backend_options(const llvm::Module& m);
// IR Triton made (docs/triton.md): MLIR's LLVM dialect module whose compile unit Triton produced
// (line tables on, Triton's default), or that declares Triton's shared-memory base `global_smem`.
bool is_triton_ir(const llvm::Module& m);

// `path` relative to `base` (the manifest's directory) when it lies under it ("k.hip",
// "inc/k.h"); nothing when it does not, or for an empty base. What keeps outputs and cache entries
// the same from a checkout elsewhere (docs/cache.md).
std::optional<std::filesystem::path> under_base(const std::filesystem::path& path, const std::filesystem::path& base);
// `base` with a trailing '/', the start of every path under it; empty for an empty base.
std::string base_prefix(const std::filesystem::path& base);

// Whether the request compiles for 32-lane waves: gfx10 and later, unless it asks for wave64 (a
// target ID has no wave size feature: it is the kernel's wavefront_size).
bool wave32(const Request& request);

}  // namespace kiln::frontend
