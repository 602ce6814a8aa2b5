// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/target.hpp"

#include <kiln/runtime/target_id.hpp>

namespace kiln::target {
namespace {

constexpr Facts k_facts[] = {
    {Kind::amdgpu, "amdgpu", "AMD", "AMDGPU", "amdgcn-amd-amdhsa", runtime::k_hip_entry_prefix, "ROCm", "CU",
     "waves/SIMD", "waves_per_simd", "VGPRs", "scratch", "LDS", "", true, true, false},
    {Kind::nvptx, "nvptx", "NVIDIA", "NVPTX", "nvptx64-nvidia-cuda", runtime::k_nvidia_entry_prefix, "CUDA", "SM",
     "warps/SM", "warps_per_sm", "registers", "local", "shared", " B", false, false, true},
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
