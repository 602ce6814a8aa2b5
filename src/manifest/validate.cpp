// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "manifest/validate.hpp"

#include "manifest/registry.hpp"

namespace kiln::manifest {

namespace {

// The maximum of the resolved amdgpu-flat-work-group-size, or the block size when that is malformed
// (the malformed value gets its own error).
std::int64_t max_flat_workgroup_size(const ResolvedKernel& k) {
    if (const ResolvedAttr* a = k.find_attr("amdgpu", "amdgpu-flat-work-group-size")) {
        auto v = parse_int_list(a->value);
        if (v && v->size() == 2) return (*v)[1];
    }
    return k.block_size.value;
}

}  // namespace

void validate(const ResolvedKernel& k, const TargetLimits& limits, diag::Diagnostics& diags) {
    const AttrContext ctx{limits, k.target_id, k.block_size.value, max_flat_workgroup_size(k)};
    for (const ResolvedAttr& a : k.attrs) {
        if (!a.checked) continue;
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
                                           std::to_string(limits.lds_bytes) + " bytes of LDS on " + k.target_id);
    if (k.language.value.empty())
        diags.error(k.source.pos, "source '" + k.source.value.filename().string() +
                                      "' has an unknown kind; kiln reads .ll, .bc (LLVM IR), .hip, .cpp, .cc, .cxx, .cu "
                                      "(HIP) and .cl (OpenCL), or set 'language' (hip, cuda, opencl, ir)");
    if (k.language.value == "ir") {
        if (!k.defines.value.empty()) diags.warning(k.defines.pos, "'defines' has no effect on LLVM IR sources");
        if (!k.clang_args.value.empty()) diags.warning(k.clang_args.pos, "'clang_args' has no effect on LLVM IR sources");
        if (!k.include_dirs.value.empty()) diags.warning(k.include_dirs.pos, "'include_dirs' has no effect on LLVM IR sources");
        if (!k.std.value.empty()) diags.warning(k.std.pos, "'std' has no effect on LLVM IR sources");
    }
}

}  // namespace kiln::manifest
