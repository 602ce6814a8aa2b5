// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/target.hpp"

#include <kiln/runtime/target_id.hpp>

namespace kiln::target {
namespace {

constexpr Facts k_facts[] = {
    {.kind = Kind::amdgpu,
     .name = "amdgpu",
     .llvm_target = "AMDGPU",
     .triple = "amdgcn-amd-amdhsa",
     .bundle_prefix = runtime::k_hip_entry_prefix,
     .target_id_features = true,
     .new_driver_prefix = "hip-amdgcn-amd-amdhsa--",
     .unit = "CU",
     .residency = "waves/SIMD",
     .residency_key = "waves_per_simd",
     .registers = "VGPRs",
     .private_memory = "scratch",
     .shared_memory = "LDS",
     .spill_unit = "",
     .spills_in_code_object = true,
     .pointers_in_code_object = true,
     .scalar_registers = true,
     .record_in_host_entry = false,
     .clang_sources_need_rocm = true,
     .needs_cuda_toolkit = false,
     .hip_runtime_occupancy = true},
    {.kind = Kind::nvptx,
     .name = "nvptx",
     .llvm_target = "NVPTX",
     .triple = "nvptx64-nvidia-cuda",
     .bundle_prefix = runtime::k_nvidia_entry_prefix,
     .target_id_features = false,
     .new_driver_prefix = "",
     .unit = "SM",
     .residency = "warps/SM",
     .residency_key = "warps_per_sm",
     .registers = "registers",
     .private_memory = "local",
     .shared_memory = "shared",
     .spill_unit = " B",
     .spills_in_code_object = false,
     .pointers_in_code_object = false,
     .scalar_registers = false,
     .record_in_host_entry = true,
     .clang_sources_need_rocm = false,
     .needs_cuda_toolkit = true,
     .hip_runtime_occupancy = false},
};

}  // namespace

std::span<const Facts> all() { return k_facts; }

const Facts& facts(Kind k) { return k_facts[static_cast<int>(k)]; }

Kind kind_of(std::string_view target_id) {
    return target_id.starts_with("sm_") ? Kind::nvptx : Kind::amdgpu;
}

const Facts* named(std::string_view name) {
    for (const Facts& f : k_facts)
        if (f.name == name) return &f;
    return nullptr;
}

}  // namespace kiln::target
