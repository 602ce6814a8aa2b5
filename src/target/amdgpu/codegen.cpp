// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// AMD's codegen (target/codegen.hpp): AMDGPU's limits as LLVM 22 knows them, a relocatable object
// (position-independent, as lld links it into a code object) with the code object version as a
// module flag, wave64 on gfx10 and later as a subtarget feature. LLVM's TargetParser says which
// processors and features exist and each one's ISA version; the register, wave and LDS figures
// follow LLVM 22's AMDGPU backend (AMDGPUBaseInfo, which is not public API), per family.
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/TargetParser/TargetParser.h>

#include <algorithm>
#include <tuple>

#include "target/codegen.hpp"
#include "util/strings.hpp"

namespace kiln::target::amdgpu {

namespace {

// AMDGPUBaseInfo of LLVM 22: getMaxWavesPerEU (8 with gfx90a instructions, 10 before gfx10, 20 on
// gfx10.1, 16 from gfx10.3), getEUsPerCU (4: kiln builds in WGP mode, LLVM's default), the
// wavefront size (32 on gfx10+, whose target IDs have no wave64 feature), getAddressableNumSGPRs
// (102 on gfx9, 106 from gfx10), getAddressableNumVGPRs (512 unified with gfx90a instructions,
// else 256 architectural; gfx908's 256 AGPRs are a file of their own) and
// FeatureAddressableLocalMemorySize (65536; 163840 on gfx950). gfx12.5 (gfx1250, gfx1251):
// FeatureISAVersion12_50_Common's CU mode (4 SIMDs), wave32 alone (no FeatureSupportsWave64:
// clang refuses -mwavefrontsize64), Feature1024AddressableVGPRs and
// FeatureAddressableLocalMemorySize327680.
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
    if (v.Major == 12 && v.Minor == 5) {
        l.wave32_only = true;
        l.max_vgprs = l.max_arch_vgprs = 1024;
        l.lds_bytes = 327680;
    }
    return l;
}

// The error for a processor LLVM does not know, naming those it knows that kiln builds (gfx9 and
// later) in ISA order (gfx90a after gfx909, gfx1010 after gfx950), then the generic
// targets.
std::string unknown_processor(const std::string& p) {
    llvm::SmallVector<llvm::StringRef> all;
    llvm::AMDGPU::fillValidArchListAMDGCN(all);
    std::vector<std::string> known, generic;
    for (auto a : all) {
        const auto k = llvm::AMDGPU::parseArchAMDGCN(a);
        const auto v = llvm::AMDGPU::getIsaVersion(a);
        if (v.Major < 9) continue;
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
    return message;
}

class AmdgpuCodegen final : public Codegen {
public:
    const Facts& facts() const override { return target::facts(Kind::amdgpu); }

    void initialize_llvm() const override {
        LLVMInitializeAMDGPUTargetInfo();
        LLVMInitializeAMDGPUTarget();
        LLVMInitializeAMDGPUTargetMC();
        LLVMInitializeAMDGPUAsmPrinter();
        LLVMInitializeAMDGPUAsmParser();
    }

    Result<manifest::TargetLimits> limits(const manifest::TargetId& target) const override {
        const std::string& p = target.processor;
        llvm::AMDGPU::GPUKind kind = llvm::AMDGPU::parseArchAMDGCN(p);
        if (kind == llvm::AMDGPU::GK_NONE) return make_error(unknown_processor(p));
        // A generic target's limits are its ISA version's (gfx9-4-generic: 9.4.0, gfx942's file and
        // LDS; gfx11-generic: 11.0.3), which every processor it runs on has.
        const llvm::AMDGPU::IsaVersion v = llvm::AMDGPU::getIsaVersion(p);
        if (v.Major < 9) return make_error("kiln builds for gfx9 and later (ROCm's range); '" + p + "' is a gfx" + std::to_string(v.Major));
        unsigned attrs = llvm::AMDGPU::getArchAttrAMDGCN(kind);
        for (const auto& f : target.features) {
            std::string name = f.substr(1);
            bool supported = (name == "xnack" && (attrs & llvm::AMDGPU::FEATURE_XNACK)) ||
                             (name == "sramecc" && (attrs & llvm::AMDGPU::FEATURE_SRAMECC));
            if (!supported) return make_error("'" + p + "' has no '" + name + "' feature");
        }
        return limits_of(p, v);
    }

    // wavefrontsize64 for a kernel whose wavefront_size is 64 on gfx10 and later (where 32 is the
    // default; gfx9 has wave64 alone).
    std::vector<std::string> kernel_features(const manifest::TargetId& target, std::int64_t wavefront_size) const override {
        if (wavefront_size == 64 && llvm::AMDGPU::getIsaVersion(target.processor).Major >= 10) return {"+wavefrontsize64"};
        return {};
    }

    std::optional<llvm::Reloc::Model> relocation_model() const override { return llvm::Reloc::PIC_; }

    void set_module_flags(llvm::Module& m, int code_object_version) const override {
        m.setModuleFlag(llvm::Module::Error, "amdhsa_code_object_version", static_cast<std::uint32_t>(code_object_version * 100));
    }

    std::string comparable_features(const std::string& features) const override { return features; }
    void prepare(llvm::Module&, const manifest::ResolvedKernel&) const override {}
    std::vector<std::string> llvm_options(const manifest::ResolvedKernel&) const override { return {}; }
    // AMDGPU's target keeps per-thread arrays in registers itself (its TTI's private-array unroll
    // threshold, AMDGPUPromoteAlloca).
    void add_passes(llvm::PassBuilder&, bool) const override {}
    void before_codegen(llvm::Module&) const override {}

    // A relocatable object (lld links a target's kernels into one code object); --save-temps adds
    // the assembly with LLVM's per-kernel resource comments ("; NumVgprs: 148", "; Occupancy: 3").
    // The temps are an object's listing (.s), not a file to assemble alone.
    std::string temp_note(std::string_view) const override { return {}; }
    Output output() const override {
        return {llvm::CodeGenFileType::ObjectFile, "s", "the AMDGPU target cannot emit an object file"};
    }

    std::optional<Advice> advice(const manifest::TargetId&, std::span<const std::string>, const std::string&) const override {
        return std::nullopt;
    }
};

}  // namespace

const Codegen& codegen() {
    static const AmdgpuCodegen c;
    return c;
}

}  // namespace kiln::target::amdgpu
