// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Layering: for one (kernel, target), built-in backend defaults < [defaults] < [kernels.NAME] <
// [kernels.NAME.target.ID], each resolved value remembering where it came from.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "manifest/manifest.hpp"

namespace kiln::manifest {

// Where a resolved value came from. `source`: a built-in default yielded to a value already in
// the kernel source. `intent`: lowered from min_blocks_per_cu. `target`: set from the target ID
// whatever the source says (target-cpu, target-features). `tuned`: a pick of NAME.tuned.toml.
enum class Origin { builtin, defaults, kernel, kernel_target, source, intent, target, tuned, bundle };
// The last of Origin's values, for readers of stored origins (a cache entry's attributes).
inline constexpr Origin k_last_origin = Origin::bundle;
const char* origin_name(Origin o);

template <class T>
struct Setting {
    T value{};
    Origin origin = Origin::builtin;
    SourcePos pos;  // unknown for built-ins
};

struct ResolvedAttr {
    std::string backend;
    std::string name;
    std::string value;
    Origin origin = Origin::builtin;
    SourcePos pos;         // the value in the manifest; unknown for built-ins
    bool checked = true;   // false: from unchecked_fn_attrs, applied as given
    std::string replaced;  // origin target: the different value the source had, which kiln replaced

    // Built-in defaults yield to a value already in the kernel source; manifest values replace it.
    bool yields_to_source() const { return origin == Origin::builtin; }
};

struct ResolvedExpectations {
    std::optional<Setting<std::int64_t>> min_blocks_per_cu;
    std::optional<Setting<std::int64_t>> max_vgprs;
    std::optional<Setting<std::int64_t>> max_sgprs;
    std::optional<Setting<std::int64_t>> max_spills;
    std::optional<Setting<std::int64_t>> max_scratch;
};

struct ResolvedKernel {
    std::string name;
    SourcePos pos;  // the kernel's name in its table header
    std::string target_id;
    Setting<std::filesystem::path> source;
    Setting<std::string> symbol;
    Setting<std::int64_t> block_size;
    Setting<std::int64_t> dynamic_lds;
    std::optional<Setting<std::int64_t>> shared_carveout;  // NVIDIA launch settings (no effect on AMD targets)
    std::optional<Setting<std::int64_t>> max_dynamic_lds;
    // AMD targets, for kiln explain: the HIP profile of the figures and why it is the one
    // ("6.4 (HIP of ROCm 6.4 ...; the profile of HIP 6.4.43482 in /opt/rocm)"; [bundle] when given).
    std::optional<Setting<std::string>> hip_profile;
    Setting<std::vector<std::string>> defines;
    Setting<std::vector<std::string>> clang_args;  // after kiln's own, so they win where they overlap
    Setting<std::vector<std::string>> llvm_args;   // LLVM options for this kernel's optimization and codegen
    Setting<std::vector<std::filesystem::path>> include_dirs;
    Setting<bool> fast_math;
    // nvcc's numerics (CUDA sources): built-in from fast_math as --use_fast_math sets them (ftz on,
    // precise division and square root off), fmad on.
    Setting<bool> ftz, prec_div, prec_sqrt, fmad;
    Setting<std::int64_t> wavefront_size;  // the target's (builtin) unless a layer sets it
    Setting<std::string> std;  // empty: the language's default (c++17 for HIP)
    Setting<std::string> language;  // hip, cuda, opencl, ir, object; empty: unknown (an error)
    // LLVM IR: "kiln" or "triton" (KernelSettings::ir_pipeline); a built-in "kiln" becomes
    // "triton", origin `source`, where the IR is Triton's (the plan, after its front end).
    Setting<std::string> ir_pipeline;
    std::optional<Setting<std::int64_t>> min_blocks_per_cu;
    std::optional<Setting<std::vector<std::string>>> args;
    ResolvedExpectations expect;
    std::vector<ResolvedAttr> attrs;  // sorted by backend, then name; the target's backend only
    // Tables of another backend the kernel's layers have (fn_attrs.amdgpu on an NVIDIA target),
    // not applied: "fn_attrs.amdgpu" with the position of its first value.
    std::vector<std::pair<std::string, SourcePos>> not_applied;
    // The NAME.tuned.toml pick applied (none: no pick for this kernel and target), and each of its
    // keys the manifest has changed since (those are the manifest's: "amdgpu-waves-per-eu is now
    // '3' (it was '2' when the pick was made)").
    const TunedPick* tuned = nullptr;
    std::vector<std::string> tuned_overruled;

    const ResolvedAttr* find_attr(std::string_view backend, std::string_view name) const;
};

// What a resolved setting decides (for_each_setting's third argument).
enum class SettingKind {
    identity,       // source, language, symbol
    launch,         // block_size, dynamic_lds, shared_carveout, max_dynamic_lds, hip_profile, args
    compile,        // what the front end and LLVM make of the source
    nvcc_numerics,  // ftz, prec_div, prec_sqrt, fmad: compile settings where the source builds as CUDA
    ir_pipeline,    // a compile setting of an LLVM IR source
    expectation,    // expect.*
};

// Calls f(key, setting, kind) for every setting of a resolved kernel by its manifest key, optional
// ones only when set, in the order `kiln explain` lists them. The one list of a kernel's
// settings: kiln explain shows them, a record keeps the compile settings a layer set.
template <class F>
void for_each_setting(const ResolvedKernel& k, F f) {
    f("source", k.source, SettingKind::identity);
    f("language", k.language, SettingKind::identity);
    f("ir_pipeline", k.ir_pipeline, SettingKind::ir_pipeline);
    f("symbol", k.symbol, SettingKind::identity);
    f("block_size", k.block_size, SettingKind::launch);
    f("dynamic_lds", k.dynamic_lds, SettingKind::launch);
    f("defines", k.defines, SettingKind::compile);
    f("clang_args", k.clang_args, SettingKind::compile);
    f("llvm_args", k.llvm_args, SettingKind::compile);
    f("include_dirs", k.include_dirs, SettingKind::compile);
    f("std", k.std, SettingKind::compile);
    f("fast_math", k.fast_math, SettingKind::compile);
    f("ftz", k.ftz, SettingKind::nvcc_numerics);
    f("prec_div", k.prec_div, SettingKind::nvcc_numerics);
    f("prec_sqrt", k.prec_sqrt, SettingKind::nvcc_numerics);
    f("fmad", k.fmad, SettingKind::nvcc_numerics);
    f("wavefront_size", k.wavefront_size, SettingKind::compile);
    if (k.shared_carveout) f("shared_carveout", *k.shared_carveout, SettingKind::launch);
    if (k.max_dynamic_lds) f("max_dynamic_lds", *k.max_dynamic_lds, SettingKind::launch);
    if (k.hip_profile) f("hip_profile", *k.hip_profile, SettingKind::launch);
    if (k.min_blocks_per_cu) f("min_blocks_per_cu", *k.min_blocks_per_cu, SettingKind::compile);
    if (k.args) f("args", *k.args, SettingKind::launch);
    if (k.expect.min_blocks_per_cu) f("expect.min_blocks_per_cu", *k.expect.min_blocks_per_cu, SettingKind::expectation);
    if (k.expect.max_vgprs) f("expect.max_vgprs", *k.expect.max_vgprs, SettingKind::expectation);
    if (k.expect.max_sgprs) f("expect.max_sgprs", *k.expect.max_sgprs, SettingKind::expectation);
    if (k.expect.max_spills) f("expect.max_spills", *k.expect.max_spills, SettingKind::expectation);
    if (k.expect.max_scratch) f("expect.max_scratch", *k.expect.max_scratch, SettingKind::expectation);
}

// The source languages a manifest names: "hip", "cuda" (built as HIP, as hipcc builds .cu),
// "opencl", "ir" (LLVM IR, .ll text or .bc bitcode), "object" (a code object built elsewhere:
// packaged as it is, docs/prebuilt.md).
std::span<const std::string_view> known_languages();
// The values of `ir_pipeline`.
inline constexpr std::string_view k_ir_pipelines[] = {"kiln", "triton"};
// The language a source's extension implies, as hipcc reads extensions: .hip .cpp .cc .cxx HIP,
// .cu CUDA (HIP), .cl OpenCL, .ll .bc IR, .hsaco .co .cubin object; empty for any other.
std::string language_of_extension(const std::filesystem::path& source);

// Launch block size when no layer gives one (Triton's 4 warps of 64).
inline constexpr std::int64_t k_default_block_size = 256;

// amdgpu-waves-per-eu minimum that keeps `blocks` blocks of `block_size` threads resident per CU.
std::int64_t intent_waves_per_eu(std::int64_t blocks, std::int64_t block_size, std::uint32_t simds_per_cu,
                                 std::uint32_t wavefront_size);

// `simds_per_cu` and `wavefront_size` are the target's (TargetLimits): the intent lowering's, and
// the kernel's wave size unless a layer sets `wavefront_size`.
ResolvedKernel resolve(const Manifest& m, const Kernel& k, const TargetId& target, std::uint32_t simds_per_cu,
                       std::uint32_t wavefront_size);

// A resolved setting as text, by a tune axis's key ("block_size", "defines",
// "fn_attrs.amdgpu.amdgpu-waves-per-eu"): what NAME.tuned.toml's `was` records; "" when unset.
std::string resolved_value(const ResolvedKernel& r, const std::string& key);

// The keys a KernelSettings of a tune value or pick sets, as tune axes name them.
std::vector<std::string> settings_keys(const KernelSettings& s);

}  // namespace kiln::manifest
