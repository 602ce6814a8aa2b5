// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "manifest/validate.hpp"

#include "manifest/registry.hpp"

#include <algorithm>

namespace kiln::manifest {

namespace {

// The largest block the kernel's attributes allow (attrs_max_block), or the block size when they
// do not say (a malformed value gets its own error).
std::int64_t max_flat_workgroup_size(const ResolvedKernel& k) {
    for (std::string_view backend : known_backends())
        if (auto v = attrs_max_block(backend, k)) return *v;
    return k.block_size.value;
}

// A code object built elsewhere (language "object") is packaged as it is: a setting that needs
// compiling, given for the kernel itself (its table, its target table, a tune value or pick), is an
// error at the setting. [defaults] apply to the kernels kiln compiles.
void prebuilt_settings(const ResolvedKernel& k, diag::Diagnostics& diags) {
    const auto own = [](Origin o) { return o == Origin::kernel || o == Origin::kernel_target || o == Origin::tuned; };
    const std::string why = " needs compiling; kernel '" + k.name + "' comes from '" + k.source.value.filename().string() +
                            "', a code object built elsewhere, which kiln packages as it is (docs/prebuilt.md)";
    const auto check = [&](const auto& setting, const char* key) {
        if (own(setting.origin)) diags.error(setting.pos, "'" + std::string(key) + "'" + why);
    };
    check(k.defines, "defines");
    check(k.clang_args, "clang_args");
    check(k.llvm_args, "llvm_args");
    check(k.include_dirs, "include_dirs");
    check(k.std, "std");
    check(k.fast_math, "fast_math");
    check(k.ftz, "ftz");
    check(k.prec_div, "prec_div");
    check(k.prec_sqrt, "prec_sqrt");
    check(k.fmad, "fmad");
    check(k.wavefront_size, "wavefront_size");
    check(k.ir_pipeline, "ir_pipeline");
    if (k.min_blocks_per_cu) check(*k.min_blocks_per_cu, "min_blocks_per_cu");
    for (const ResolvedAttr& a : k.attrs)
        if (own(a.origin)) diags.error(a.pos, "'fn_attrs." + a.backend + "." + a.name + "'" + why);
}

}  // namespace

void validate(const ResolvedKernel& k, const TargetLimits& target_limits, diag::Diagnostics& diags) {
    // A wave size the target runs: 64 only on gfx9, 32 only on NVIDIA and gfx12.5, either on gfx10 to gfx12.
    TargetLimits limits = target_limits;
    if (k.wavefront_size.origin != Origin::builtin && k.wavefront_size.value != limits.wavefront_size) {
        if (limits.max_blocks_per_sm)
            diags.error(k.wavefront_size.pos, "wavefront_size = " + std::to_string(k.wavefront_size.value) + " on " + k.target_id +
                                                  ": NVIDIA warps are 32 threads (set it in the kernel's AMD target tables)");
        else if (limits.wavefront_size == 64)
            diags.error(k.wavefront_size.pos, "wavefront_size = " + std::to_string(k.wavefront_size.value) + " on " + k.target_id +
                                                  ": gfx9 processors run 64-thread waves only (wave32 is gfx10 and later)");
        else if (limits.wave32_only)
            diags.error(k.wavefront_size.pos, "wavefront_size = " + std::to_string(k.wavefront_size.value) + " on " + k.target_id +
                                                  ": gfx12.5 processors run 32-thread waves only (LLVM has no wave64 for them)");
        else
            limits.wavefront_size = static_cast<std::uint32_t>(k.wavefront_size.value);
    }
    const bool object = k.language.value == "object";
    if (object) prebuilt_settings(k, diags);
    if (object && limits.max_blocks_per_sm && k.expect.max_spills)
        diags.error(k.expect.max_spills->pos, "expect.max_spills cannot be checked on " + k.target_id + " for kernel '" + k.name +
                                                  "': a cubin does not state its spills (ptxas's log does, and '" +
                                                  k.source.value.filename().string() + "' was built elsewhere); max_scratch bounds its local memory");
    const AttrContext ctx{limits, k.target_id, k.block_size.value, max_flat_workgroup_size(k)};
    for (const ResolvedAttr& a : k.attrs) {
        if (!a.checked || object) continue;  // a code object's attributes are what it was built with
        if (a.origin == Origin::intent) {
            if (auto problem = intent_problem(a, k, limits, ctx.max_flat_workgroup_size)) diags.error(a.pos, *problem);
            continue;
        }
        AttrContext at = ctx;
        at.target_table = a.origin == Origin::kernel_target;
        if (auto problem = check_attr_value(a.backend, a.name, a.value, at)) {
            // A built-in is derived from block_size; point there when the manifest gave one.
            diags.error(a.origin == Origin::builtin ? k.block_size.pos : a.pos, *problem);
        }
    }
    if (k.dynamic_lds.value > limits.lds_bytes)
        diags.error(k.dynamic_lds.pos, "dynamic_lds " + std::to_string(k.dynamic_lds.value) + " exceeds the " +
                                           std::to_string(limits.lds_bytes) + " bytes of " +
                                           (limits.max_blocks_per_sm ? "shared memory per block" : "LDS") + " on " + k.target_id);
    if (k.language.value.empty())
        diags.error(k.source.pos, "source '" + k.source.value.filename().string() +
                                      "' has an unknown kind; kiln reads .ll, .bc (LLVM IR), .hip, .cpp, .cc, .cxx, .cu "
                                      "(HIP), .cl (OpenCL) and .hsaco, .co, .cubin (code objects built elsewhere), or set 'language' (hip, cuda, opencl, ir, "
                                      "object)");
    // NVIDIA launch settings: the opted-in maximum must hold the launch's dynamic shared memory and
    // fit the device's per-block maximum.
    if (limits.max_blocks_per_sm && k.max_dynamic_lds) {
        const std::int64_t m = k.max_dynamic_lds->value;
        if (m < k.dynamic_lds.value)
            diags.error(k.max_dynamic_lds->pos, "max_dynamic_lds " + std::to_string(m) + " is below the launch's dynamic_lds " +
                                                    std::to_string(k.dynamic_lds.value) + ": the launch would fail");
        else if (m > limits.lds_bytes)
            diags.error(k.max_dynamic_lds->pos, "max_dynamic_lds " + std::to_string(m) + " exceeds the " + std::to_string(limits.lds_bytes) +
                                                    " bytes of shared memory a block can opt in to on " + k.target_id);
    }
    if (limits.max_blocks_per_sm && k.expect.max_sgprs)
        diags.error(k.expect.max_sgprs->pos, "expect.max_sgprs has no meaning on " + k.target_id +
                                                 " (NVIDIA kernels have no SGPRs); max_vgprs bounds the registers per thread there");
    // HIP builds for NVIDIA as hipcc's NVIDIA platform builds it: as CUDA, over HIP's NVIDIA headers.
    const bool as_cuda = k.language.value == "cuda" || (limits.max_blocks_per_sm && k.language.value == "hip");
    if (limits.max_blocks_per_sm && !k.language.value.empty() && k.language.value != "ir" && !as_cuda && !object)
        diags.error(k.source.pos, "source '" + k.source.value.filename().string() + "' is " + k.language.value + "; for " +
                                      k.target_id + " kiln builds CUDA (.cu), HIP (.hip) and LLVM IR (.ll, .bc for nvptx64-nvidia-cuda): "
                                      "give the kernel such a source for NVIDIA targets in [kernels." + k.name + ".target." + k.target_id + "]");
    if (k.language.value == "ir") {
        if (!k.defines.value.empty()) diags.warning(k.defines.pos, "'defines' has no effect on LLVM IR sources");
        if (!k.clang_args.value.empty()) diags.warning(k.clang_args.pos, "'clang_args' has no effect on LLVM IR sources");
        if (!k.include_dirs.value.empty()) diags.warning(k.include_dirs.pos, "'include_dirs' has no effect on LLVM IR sources");
        if (!k.std.value.empty()) diags.warning(k.std.pos, "'std' has no effect on LLVM IR sources");
    } else if (k.ir_pipeline.origin != Origin::builtin && !object && !k.language.value.empty()) {
        diags.warning(k.ir_pipeline.pos, "'ir_pipeline' has effect on LLVM IR sources only; kernel '" + k.name + "' is " + k.language.value);
    }
    // nvcc's numerics options: sources built as CUDA only (fast_math covers the others).
    struct Numeric {
        const Setting<bool>* setting;
        const char* key;
        const char* nvcc;
    };
    if (!as_cuda && !k.language.value.empty() && !object)
        for (const Numeric& n : {Numeric{&k.ftz, "ftz", "--ftz"}, Numeric{&k.prec_div, "prec_div", "--prec-div"},
                                 Numeric{&k.prec_sqrt, "prec_sqrt", "--prec-sqrt"}, Numeric{&k.fmad, "fmad", "--fmad"}})
            if (n.setting->origin != Origin::builtin)
                diags.warning(n.setting->pos, "'" + std::string(n.key) + "' (nvcc's " + n.nvcc + ") has effect on sources built as CUDA only (CUDA, and HIP for NVIDIA targets); kernel '" +
                                                  k.name + "' is " + k.language.value);
}

}  // namespace kiln::manifest
