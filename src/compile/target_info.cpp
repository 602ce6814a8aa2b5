// Target limits. LLVM's TargetParser says which processors and features exist; the register,
// wave and LDS figures of gfx942/gfx950 are those of LLVM's AMDGPU backend (AMDGPUBaseInfo:
// getMaxWavesPerEU = 8 with gfx90a instructions, getAddressableNumSGPRs = 102,
// getAddressableNumVGPRs = 512 with a unified register file: up to 256 arch VGPRs and 256 AGPRs;
// FeatureAddressableLocalMemorySize65536 / 163840), which LLVM does not expose in its public headers.
#include "compile/target_info.hpp"

#include <llvm/ADT/SmallVector.h>
#include <llvm/TargetParser/TargetParser.h>

#include <algorithm>

namespace kiln::compile {

Result<manifest::TargetLimits> target_limits(const manifest::TargetId& target) {
    const std::string& p = target.processor;
    llvm::AMDGPU::GPUKind kind = llvm::AMDGPU::parseArchAMDGCN(p);
    if (kind == llvm::AMDGPU::GK_NONE) {
        llvm::SmallVector<llvm::StringRef> all;
        llvm::AMDGPU::fillValidArchListAMDGCN(all);
        std::vector<std::string> gfx9;
        for (auto a : all)
            if (a.starts_with("gfx9")) gfx9.push_back(a.str());
        std::sort(gfx9.begin(), gfx9.end());
        gfx9.erase(std::unique(gfx9.begin(), gfx9.end()), gfx9.end());
        std::string list;
        for (const auto& g : gfx9) list += (list.empty() ? "" : ", ") + g;
        return make_error("unknown processor '" + p + "'; LLVM 22 knows these gfx9 processors: " + list);
    }
    if (p != "gfx942" && p != "gfx950")
        return make_error("kiln has no occupancy model for '" + p + "'; it builds for gfx942 and gfx950");
    unsigned attrs = llvm::AMDGPU::getArchAttrAMDGCN(kind);
    for (const auto& f : target.features) {
        std::string name = f.substr(1);
        bool supported = (name == "xnack" && (attrs & llvm::AMDGPU::FEATURE_XNACK)) ||
                         (name == "sramecc" && (attrs & llvm::AMDGPU::FEATURE_SRAMECC));
        if (!supported) return make_error("'" + p + "' has no '" + name + "' feature");
    }
    manifest::TargetLimits l;
    l.processor = p;
    l.max_waves_per_eu = 8;
    l.simds_per_cu = 4;
    l.wavefront_size = 64;
    l.max_vgprs = 512;
    l.max_arch_vgprs = 256;
    l.max_agprs = 256;
    l.max_sgprs = 102;
    l.lds_bytes = p == "gfx950" ? 163840 : 65536;
    l.max_workgroup_size = 1024;
    return l;
}

}  // namespace kiln::compile
