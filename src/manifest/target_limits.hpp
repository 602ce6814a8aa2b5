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
    bool wave32_only = false;              // gfx12.5: no wave64 (gfx10 to gfx12 run both)
    std::uint32_t max_vgprs = 0;           // per lane: arch VGPRs + AGPRs (unified register file)
    std::uint32_t max_arch_vgprs = 0;      // architectural VGPRs alone
    std::uint32_t max_sgprs = 0;           // addressable SGPRs per wave
    std::uint32_t max_agprs = 0;
    std::uint32_t lds_bytes = 0;           // LDS per workgroup (and per CU); NVIDIA: shared memory per block, opted in
    std::uint32_t max_workgroup_size = 0;
    // NVIDIA (sm_NN) only.
    std::uint32_t max_blocks_per_sm = 0;
    std::uint32_t max_threads_per_sm = 0;
    std::uint32_t min_registers = 0, max_registers = 0;  // what ptxas honours in .maxnreg
    bool clusters = false;                 // thread block clusters (sm_90 and later)
};

}  // namespace kiln::manifest
