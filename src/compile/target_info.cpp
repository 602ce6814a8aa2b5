// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Target limits: LLVM's TargetParser says which processors and features exist; the register, wave
// and LDS figures of gfx942/gfx950 are manifest::mi300_family_limits().
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
    return manifest::mi300_family_limits(p);
}

}  // namespace kiln::compile
