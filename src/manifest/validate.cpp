// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "manifest/validate.hpp"

#include "manifest/registry.hpp"

#include <algorithm>

namespace kiln::manifest {

namespace {

// The maximum of the resolved amdgpu-flat-work-group-size, or the block size when that is malformed
// (the malformed value gets its own error).
std::int64_t max_flat_workgroup_size(const ResolvedKernel& k) {
    if (const ResolvedAttr* a = k.find_attr("amdgpu", "amdgpu-flat-work-group-size")) {
        auto v = parse_int_list(a->value);
        if (v && v->size() == 2) return (*v)[1];
    }
    // NVIDIA: the block the kernel is bounded to (reqntid, else maxntid), as the product of its dimensions.
    for (const char* name : {"nvvm.reqntid", "nvvm.maxntid"}) {
        const ResolvedAttr* a = k.find_attr("nvptx", name);
        auto v = a ? parse_int_list(a->value) : std::nullopt;
        if (!v || v->empty() || v->size() > 3) continue;
        std::int64_t product = 1;
        for (auto n : *v) product *= std::clamp<std::int64_t>(n, 0, 1024);
        return product;
    }
    return k.block_size.value;
}

}  // namespace

void validate(const ResolvedKernel& k, const TargetLimits& target_limits, diag::Diagnostics& diags) {
    // A wave size the target runs: 64 only on gfx9, 32 only on NVIDIA, either on gfx10 and later.
    TargetLimits limits = target_limits;
    if (k.wavefront_size.origin != Origin::builtin && k.wavefront_size.value != limits.wavefront_size) {
        if (limits.max_blocks_per_sm)
            diags.error(k.wavefront_size.pos, "wavefront_size = " + std::to_string(k.wavefront_size.value) + " on " + k.target_id +
                                                  ": NVIDIA warps are 32 threads (set it in the kernel's AMD target tables)");
        else if (limits.wavefront_size == 64)
            diags.error(k.wavefront_size.pos, "wavefront_size = " + std::to_string(k.wavefront_size.value) + " on " + k.target_id +
                                                  ": gfx9 processors run 64-thread waves only (wave32 is gfx10 and later)");
        else
            limits.wavefront_size = static_cast<std::uint32_t>(k.wavefront_size.value);
    }
    const AttrContext ctx{limits, k.target_id, k.block_size.value, max_flat_workgroup_size(k)};
    for (const ResolvedAttr& a : k.attrs) {
        if (!a.checked) continue;
        if (a.origin == Origin::intent && a.backend == "nvptx") {
            const std::int64_t blocks = std::stoll(a.value);
            if (blocks > limits.max_blocks_per_sm || blocks * ctx.max_flat_workgroup_size > limits.max_threads_per_sm)
                diags.error(a.pos, "min_blocks_per_cu = " + a.value + " cannot be resident on " + k.target_id + ": an SM holds " +
                                       std::to_string(limits.max_blocks_per_sm) + " blocks and " +
                                       std::to_string(limits.max_threads_per_sm) + " threads, and a block has up to " +
                                       std::to_string(ctx.max_flat_workgroup_size));
            continue;
        }
        if (a.origin == Origin::intent) {
            const std::int64_t waves = std::stoll(a.value);
            if (waves > limits.max_waves_per_eu)
                diags.error(a.pos, "min_blocks_per_cu = " + std::to_string(k.min_blocks_per_cu->value) + " needs " +
                                       std::to_string(waves) + " waves per EU with " + std::to_string(k.block_size.value) +
                                       "-thread blocks; " + k.target_id + " runs at most " +
                                       std::to_string(limits.max_waves_per_eu));
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
                                      "(HIP) and .cl (OpenCL), or set 'language' (hip, cuda, opencl, ir)");
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
    if (limits.max_blocks_per_sm && !k.language.value.empty() && k.language.value != "ir" && k.language.value != "cuda")
        diags.error(k.source.pos, "source '" + k.source.value.filename().string() + "' is " + k.language.value + "; for " +
                                      k.target_id + " kiln builds CUDA (.cu) and LLVM IR (.ll, .bc for nvptx64-nvidia-cuda): give the "
                                      "kernel such a source for NVIDIA targets in [kernels." + k.name + ".target." + k.target_id + "]");
    if (k.language.value == "ir") {
        if (!k.defines.value.empty()) diags.warning(k.defines.pos, "'defines' has no effect on LLVM IR sources");
        if (!k.clang_args.value.empty()) diags.warning(k.clang_args.pos, "'clang_args' has no effect on LLVM IR sources");
        if (!k.include_dirs.value.empty()) diags.warning(k.include_dirs.pos, "'include_dirs' has no effect on LLVM IR sources");
        if (!k.std.value.empty()) diags.warning(k.std.pos, "'std' has no effect on LLVM IR sources");
    }
}

}  // namespace kiln::manifest
