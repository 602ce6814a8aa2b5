// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The manifest data model (format version 1). Every value keeps the position it was written at,
// so any later stage (validation, layering, compile errors, `kiln explain`) can point back into
// the manifest. docs/manifest.md describes the language.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostics.hpp"
#include "target/target.hpp"

namespace kiln::manifest {

using diag::SourcePos;

template <class T>
struct Located {
    T value{};
    SourcePos pos;
};

struct FnAttr {
    Located<std::string> name;
    Located<std::string> value;
};

// The attributes of one backend table, e.g. fn_attrs.amdgpu, in manifest order.
struct BackendAttrs {
    Located<std::string> backend;
    std::vector<FnAttr> attrs;
};

// The [kernels.NAME.expect] table: limits `kiln check` verifies on the compiled kernel.
struct Expectations {
    std::optional<Located<std::int64_t>> min_blocks_per_cu;
    std::optional<Located<std::int64_t>> max_vgprs;
    std::optional<Located<std::int64_t>> max_sgprs;
    std::optional<Located<std::int64_t>> max_spills;
    std::optional<Located<std::int64_t>> max_scratch;
};

// Settings that [defaults], [kernels.NAME] and [kernels.NAME.target.ID] may give; unset fields
// inherit from the layer below.
struct KernelSettings {
    std::optional<Located<std::filesystem::path>> source;  // absolute, resolved against the manifest
    std::optional<Located<std::string>> symbol;
    std::optional<Located<std::int64_t>> block_size;
    std::optional<Located<std::int64_t>> dynamic_lds;
    std::optional<Located<std::int64_t>> shared_carveout;  // NVIDIA: preferred carveout percent; none: the driver's default
    std::optional<Located<std::int64_t>> max_dynamic_lds;  // NVIDIA: MAX_DYNAMIC_SHARED_SIZE_BYTES the loader sets
    std::optional<Located<std::vector<std::string>>> defines;
    std::optional<Located<std::vector<std::string>>> clang_args;  // front-end flags for HIP/OpenCL
    std::optional<Located<std::vector<std::string>>> llvm_args;   // LLVM options for optimization and codegen
    std::optional<Located<std::vector<std::filesystem::path>>> include_dirs;  // absolute
    std::optional<Located<bool>> fast_math;
    // nvcc's numerics options for CUDA sources (--ftz, --prec-div, --prec-sqrt, --fmad); none: from
    // fast_math as nvcc's --use_fast_math sets them.
    std::optional<Located<bool>> ftz, prec_div, prec_sqrt, fmad;
    std::optional<Located<std::int64_t>> wavefront_size;  // 32 or 64 (gfx10+ run both); none: the target's
    std::optional<Located<std::int64_t>> min_blocks_per_cu;  // the portable intent
    std::optional<Located<std::vector<std::string>>> args;  // C++ types of the explicit arguments
    std::optional<Located<std::string>> std;                // language standard for .hip/.cl
    std::optional<Located<std::string>> language;           // hip, cuda, opencl, ir, object; default from the extension
    // LLVM IR: "kiln" (kiln's O3, then codegen) or "triton" (Triton's backend: the IR is already
    // optimized; codegen with Triton's options); default "triton" for IR Triton made, else "kiln".
    std::optional<Located<std::string>> ir_pipeline;
    Expectations expect;
    std::vector<BackendAttrs> fn_attrs;
    std::vector<BackendAttrs> unchecked_fn_attrs;  // applied as given, with a warning
};

// Which of LLVM's GPU backends builds a target: amdgpu for gfx processors, nvptx for sm_NN.
using Backend = target::Kind;

// A target ID such as "gfx942:sramecc+:xnack-", or an NVIDIA SM such as "sm_90".
struct TargetId {
    Located<std::string> id;
    std::string processor;              // "gfx942", "sm_90"
    std::vector<std::string> features;  // LLVM subtarget features: "+sramecc", "-xnack" (none on NVIDIA)
    Backend backend = Backend::amdgpu;
    const target::Facts& facts() const { return target::facts(backend); }
};

// One value of a tuning axis: what it sets, read as if written in the kernel's table.
struct TuneValue {
    KernelSettings settings;  // only the axis's key set
    std::string text;         // as shown: 256, 2,4, [TILE=8]
    SourcePos pos;
    std::string toml;         // as TOML writes it: 256, "2,4", ["TILE=8"]
};

// One axis of [kernels.NAME.tune]: a kernel setting and the values it takes.
struct TuneAxis {
    Located<std::string> key;        // "block_size", "fn_attrs.amdgpu.amdgpu-waves-per-eu"
    std::optional<Backend> backend;  // fn_attrs.<backend>: it varies that backend's targets only
    std::vector<TuneValue> values;
};

// [kernels.NAME.tune] (docs/tuning.md): the sweep `kiln tune` builds and ranks.
struct Tune {
    SourcePos pos;
    std::vector<TuneAxis> axes;  // in key order
    Located<std::string> objective{"speed", {}};
    // `points`: explicit combinations, one value index per axis (none: the cross product);
    // `exclude`: partial ones (an index per axis, or none for any value) that are left out.
    std::vector<Located<std::vector<std::size_t>>> points;
    std::vector<Located<std::vector<std::optional<std::size_t>>>> exclude;
};

// One argument of a benchmark launch: a device buffer (element type, count, fill) or a scalar.
struct BenchArg {
    SourcePos pos;
    std::string buffer;     // element type: "float", "double", "int", "uint"; empty for a scalar
    std::int64_t count = 0;
    std::string fill;       // "zero", "one", "random" (deterministic)
    std::string scalar;     // "int", "uint", "float", "double" for a scalar; "null": a null pointer
    std::string value;      // the scalar's value as written
};

// Bytes of one element of a bench buffer of type `buffer` (0: a scalar argument).
inline std::int64_t bench_element_size(const std::string& buffer) { return buffer.empty() ? 0 : buffer == "double" ? 8 : 4; }

// An integer or an expression (manifest/expr.hpp) of a bench table, as written: `grid = 1056`,
// `grid = "cdiv(M, BLOCK_M)"`. Offset i of `text` is at column pos.column + quote + i.
struct BenchExpr {
    std::string text;
    SourcePos pos;
    std::uint32_t quote = 0;  // 1: a TOML string, 0: an integer
    SourcePos at(std::size_t offset) const {
        SourcePos p = pos;
        if (p.known()) p.column += quote + static_cast<std::uint32_t>(offset);
        return p;
    }
};

// [kernels.NAME.bench] (docs/tuning.md): how `kiln tune --emit-runner`'s runner launches the
// kernel's variants: a grid of `grid` blocks (x[, y[, z]]), or of ceil(`threads` / block size)
// blocks; grids are expressions of the `sizes`, the variant's block_size and its defines (NAME=V),
// evaluated per variant and target; buffer counts and integer scalars of the sizes only.
struct Bench {
    SourcePos pos;
    std::vector<std::pair<std::string, std::int64_t>> sizes;
    std::vector<BenchExpr> grid;  // empty: `threads`
    std::optional<BenchExpr> threads;
    std::vector<BenchArg> args;
    std::int64_t warmup = 3, repeat = 21;
};

// A pick of `kiln tune --write`, from NAME.tuned.toml beside the manifest (docs/tuning.md).
struct TunedPick {
    Located<std::string> kernel;  // positions in the .tuned.toml file
    Located<std::string> target;
    KernelSettings values;        // read as the kernel's table would be
    // Per key of `values` ("block_size", "fn_attrs.amdgpu.amdgpu-waves-per-eu"), the manifest's
    // value when the pick was made ("" where it gave none): a manifest since changed wins.
    std::vector<std::pair<std::string, std::string>> was;
    std::string source_md5;       // of the kernel's source then
    std::string objective, variant;
    std::string text;             // its table as written in the file (kept when another kernel is re-tuned)
};

struct TargetOverride {
    Located<std::string> target;  // a target ID of [bundle] targets
    KernelSettings settings;
};

// `instantiate = { T = ["float", "__half"], BLOCK = [256, 512] }` (docs/manifest.md): one kernel
// per combination, its `symbol` (and `name`) patterns over the parameters ("reduce_sum<{BLOCK},
// {T}>"); `[kernels.NAME.instances.MEMBER]` tables override one member's settings.
struct Instantiate {
    SourcePos pos;
    struct Param {
        Located<std::string> name;
        std::vector<Located<std::string>> values;  // as written: "float", 256 -> "256"
    };
    std::vector<Param> params;  // in key order
    std::optional<Located<std::string>> name;  // the members' names; default NAME_{P1}_{P2}...
    std::vector<std::pair<Located<std::string>, KernelSettings>> overrides;  // per member name
};

struct Kernel {
    Located<std::string> name;  // position of NAME in the [kernels.NAME] header
    KernelSettings settings;
    std::vector<TargetOverride> targets;
    std::optional<Located<std::vector<std::string>>> only_targets;  // `targets`: built for these only; none: all
    std::optional<Tune> tune;
    std::optional<Bench> bench;
    // `variants = "all"`: kiln build keeps every variant of the tune sweep in the bundle, a family
    // in the loader header (docs/tuning.md).
    std::optional<Located<std::string>> variants;
    std::optional<Instantiate> instantiate;
    bool has_errors = false;  // its tables had errors (a partial load keeps it, for the other kernels' sake)
};

enum class HipProfile { v6_4, v6_1, trap };
const char* hip_profile_name(HipProfile p);

// The warning for a NAME.tuned.toml pick whose kernel the manifest does not have.
std::string unknown_pick_message(const std::string& kernel);

struct Bundle {
    Located<std::string> name;
    std::vector<TargetId> targets;
    Located<int> code_object_version{5, {}};
    Located<std::string> compress{"none", {}};
    Located<int> ccob_version{3, {}};  // compressed bundle format version, 2 or 3
    Located<HipProfile> hip_profile{HipProfile::v6_4, {}};
    std::optional<Located<std::string>> rocm_path;        // absolute
    std::optional<Located<std::string>> device_lib_path;  // absolute: ROCm's amdgcn/bitcode directory
    std::optional<Located<std::string>> cuda_path;        // absolute: a CUDA toolkit (bin/ptxas) for NVIDIA targets
    Located<std::string> expect{"error", {}};  // a failed expectation fails the build ("error") or warns ("warn")
    // The (kernel, target) builds one tune sweep or template family may expand to, counted before
    // anything is built (--max-variants overrides it).
    Located<std::int64_t> max_variants{10000, {}};
};

// The most [bundle] max_variants (and --max-variants) may be.
inline constexpr std::int64_t k_max_variants_limit = 100'000'000;

struct Manifest {
    std::filesystem::path path;  // the manifest file itself
    std::filesystem::path dir;   // relative paths in it resolve against this
    Bundle bundle;
    KernelSettings defaults;
    std::vector<Kernel> kernels;  // in manifest order
    std::filesystem::path tuned_path;  // NAME.tuned.toml beside the manifest (read when it exists)
    std::vector<TunedPick> tuned;      // its picks

    const Kernel* find_kernel(std::string_view name) const;
};

// Whether kernel `k` is built for `target` (its `targets`, else every target of the bundle).
bool builds_for(const Kernel& k, const TargetId& target);

// Parses a manifest and checks its schema. Reports every problem it finds to `diags` (all of
// them, in file order) and returns nothing when there was any error, except: with `partial`, errors
// confined to kernels' own tables leave those kernels marked (has_errors) and the manifest is
// returned, so later checks (per-target values, symbols) can report the other kernels' problems
// in the same run. Attribute values are checked per target afterwards, by validate() (validate.hpp).
std::optional<Manifest> load(const std::filesystem::path& path, diag::Diagnostics& diags, bool partial = false);

// Splits a target ID into processor and subtarget features; nullopt when malformed. "sm_" names
// are NVIDIA targets (no features).
std::optional<TargetId> parse_target_id(const std::string& id);

}  // namespace kiln::manifest
