// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What a target allows, as the registry checks need it. The numbers come from LLVM (the compile
// module fills this in, see compile/target_info.hpp); the manifest module itself stays free of LLVM.
#include <cstdint>
#include <string>

namespace kiln::manifest {

struct TargetLimits {
    std::string processor;                 // "gfx942"
    std::uint32_t max_waves_per_eu = 0;    // waves per SIMD
    std::uint32_t simds_per_cu = 0;        // execution units per compute unit
    std::uint32_t wavefront_size = 0;
    std::uint32_t max_vgprs = 0;           // per lane: arch VGPRs + AGPRs (unified register file)
    std::uint32_t max_arch_vgprs = 0;      // architectural VGPRs alone
    std::uint32_t max_sgprs = 0;           // addressable SGPRs per wave
    std::uint32_t max_agprs = 0;
    std::uint32_t lds_bytes = 0;           // LDS per workgroup (and per CU)
    std::uint32_t max_workgroup_size = 0;
};

// gfx942 and gfx950 as LLVM 22's AMDGPU backend defines them (AMDGPUBaseInfo: getMaxWavesPerEU = 8
// with gfx90a instructions, getAddressableNumSGPRs = 102, getAddressableNumVGPRs = 512 with a
// unified register file: up to 256 arch VGPRs and 256 AGPRs; FeatureAddressableLocalMemorySize
// 65536 / 163840). LLVM does not expose these in its public headers.
inline TargetLimits mi300_family_limits(const std::string& processor) {
    TargetLimits l;
    l.processor = processor;
    l.max_waves_per_eu = 8;
    l.simds_per_cu = 4;
    l.wavefront_size = 64;
    l.max_vgprs = 512;
    l.max_arch_vgprs = 256;
    l.max_agprs = 256;
    l.max_sgprs = 102;
    l.lds_bytes = processor == "gfx950" ? 163840 : 65536;
    l.max_workgroup_size = 1024;
    return l;
}

}  // namespace kiln::manifest
