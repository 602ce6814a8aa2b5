// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Target limits: LLVM's TargetParser says which processors and features exist and each one's ISA
// version; the register, wave and LDS figures follow LLVM 22's AMDGPU backend (AMDGPUBaseInfo,
// which is not public API), per family.
#include "compile/target_info.hpp"

#include <llvm/ADT/SmallVector.h>
#include <llvm/TargetParser/TargetParser.h>

#include <algorithm>
#include <tuple>

#include <kiln/occupancy.hpp>

#include "util/strings.hpp"

namespace kiln::compile {

namespace {

// AMDGPUBaseInfo of LLVM 22: getMaxWavesPerEU (8 with gfx90a instructions, 10 before gfx10, 20 on
// gfx10.1, 16 from gfx10.3), getEUsPerCU (4: kiln builds in WGP mode, LLVM's default), the
// wavefront size (32 on gfx10+, whose target IDs have no wave64 feature), getAddressableNumSGPRs
// (102 on gfx9, 106 from gfx10), getAddressableNumVGPRs (512 unified with gfx90a instructions,
// else 256 architectural; gfx908's 256 AGPRs are a file of their own) and
// FeatureAddressableLocalMemorySize (65536; 163840 on gfx950).
manifest::TargetLimits limits_of(const std::string& processor, const llvm::AMDGPU::IsaVersion& v) {
    manifest::TargetLimits l;
    l.processor = processor;
    l.max_workgroup_size = 1024;
    l.simds_per_cu = 4;
    l.lds_bytes = processor == "gfx950" ? 163840 : 65536;
    l.max_arch_vgprs = 256;
    const bool gfx90a_insts = v.Major == 9 && ((v.Minor == 0 && v.Stepping == 10) || v.Minor >= 4);
    if (v.Major == 9) {
        l.wavefront_size = 64;
        l.max_waves_per_eu = gfx90a_insts ? 8 : 10;
        l.max_sgprs = 102;
        l.max_vgprs = gfx90a_insts ? 512 : 256;
        l.max_agprs = gfx90a_insts || (v.Minor == 0 && v.Stepping == 8) ? 256 : 0;
    } else {
        l.wavefront_size = 32;
        l.max_waves_per_eu = v.Major == 10 && v.Minor < 3 ? 20 : 16;
        l.max_sgprs = 106;
        l.max_vgprs = 256;
        l.max_agprs = 0;
    }
    return l;
}

// NVIDIA: the device constants of CUDA's model (include/kiln/occupancy.hpp; sm_90a is sm_90's
// hardware with its architecture-specific instructions, ptxas 12 and later), and the .maxnreg
// range ptxas honours (below 24 it raises the count to 24, above 255 it ignores it: seen with
// ptxas 13.0 for sm_90; docs/nvidia.md).
Result<manifest::TargetLimits> nvidia_limits(const std::string& p) {
    constexpr const char* k_known[] = {"sm_80", "sm_86", "sm_89", "sm_90", "sm_90a"};
    if (std::find(std::begin(k_known), std::end(k_known), p) == std::end(k_known)) {
        std::string message = "unknown or unsupported NVIDIA target '" + p + "'";
        if (auto near = util::closest_match(p, std::vector<std::string>(std::begin(k_known), std::end(k_known))))
            message += "; did you mean '" + *near + "'?";
        return make_error(message + " kiln builds sm_80, sm_86, sm_89, sm_90 and sm_90a (CUDA's occupancy is modelled for those)");
    }
    const occupancy::cuda::Params c = occupancy::cuda::params(occupancy::cuda::arch_from_name(p.c_str()));
    manifest::TargetLimits l;
    l.processor = p;
    l.max_workgroup_size = static_cast<std::uint32_t>(c.max_threads_per_block);
    l.lds_bytes = static_cast<std::uint32_t>(c.smem_per_block_optin);
    l.max_blocks_per_sm = static_cast<std::uint32_t>(c.max_blocks_per_sm);
    l.max_threads_per_sm = static_cast<std::uint32_t>(c.max_threads_per_sm);
    l.min_registers = 24;
    l.max_registers = 255;
    l.clusters = p.rfind("sm_90", 0) == 0;
    l.wavefront_size = 32;
    return l;
}

}  // namespace

Result<manifest::TargetLimits> target_limits(const manifest::TargetId& target) {
    if (target.nvidia()) return nvidia_limits(target.processor);
    const std::string& p = target.processor;
    llvm::AMDGPU::GPUKind kind = llvm::AMDGPU::parseArchAMDGCN(p);
    if (kind == llvm::AMDGPU::GK_NONE) {
        llvm::SmallVector<llvm::StringRef> all;
        llvm::AMDGPU::fillValidArchListAMDGCN(all);
        // The ones kiln builds, in ISA order (gfx90a after gfx909, gfx1010 after gfx950).
        std::vector<std::string> known, generic;
        for (auto a : all) {
            const auto k = llvm::AMDGPU::parseArchAMDGCN(a);
            const auto v = llvm::AMDGPU::getIsaVersion(a);
            if (v.Major < 9 || (v.Major == 12 && v.Minor >= 5)) continue;
            (k >= llvm::AMDGPU::GK_AMDGCN_GENERIC_FIRST ? generic : known).push_back(a.str());
        }
        auto isa = [](const std::string& a) {
            const auto v = llvm::AMDGPU::getIsaVersion(a);
            return std::tuple(v.Major, v.Minor, v.Stepping);
        };
        for (auto* list : {&known, &generic}) {
            std::sort(list->begin(), list->end(), [&](const auto& a, const auto& b) { return isa(a) < isa(b); });
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
        std::string message = "unknown processor '" + p + "'";
        std::vector<std::string> all_known = known;
        all_known.insert(all_known.end(), generic.begin(), generic.end());
        if (auto near = util::closest_match(p, all_known)) message += "; did you mean '" + *near + "'?";
        message += " kiln builds for these processors LLVM 22 knows:";
        for (const auto& g : known) {
            message += ' ';
            message += g;
        }
        message += ", and the generic targets";
        for (const auto& g : generic) {
            message += ' ';
            message += g;
        }
        return make_error(message);
    }
    // A generic target's limits are its ISA version's (gfx9-4-generic: 9.4.0, gfx942's file and
    // LDS; gfx11-generic: 11.0.3), which every processor it runs on has.
    const llvm::AMDGPU::IsaVersion v = llvm::AMDGPU::getIsaVersion(p);
    if (v.Major < 9) return make_error("kiln builds for gfx9 and later (ROCm's range); '" + p + "' is a gfx" + std::to_string(v.Major));
    if (v.Major == 12 && v.Minor >= 5)
        return make_error("kiln knows no limits for '" + p + "' (gfx12.5 has other register and LDS sizes) yet");
    unsigned attrs = llvm::AMDGPU::getArchAttrAMDGCN(kind);
    for (const auto& f : target.features) {
        std::string name = f.substr(1);
        bool supported = (name == "xnack" && (attrs & llvm::AMDGPU::FEATURE_XNACK)) ||
                         (name == "sramecc" && (attrs & llvm::AMDGPU::FEATURE_SRAMECC));
        if (!supported) return make_error("'" + p + "' has no '" + name + "' feature");
    }
    return limits_of(p, v);
}

}  // namespace kiln::compile
