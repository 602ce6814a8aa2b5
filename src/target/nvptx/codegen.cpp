// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// NVIDIA's codegen (target/codegen.hpp): the SMs kiln builds and their limits, PTX text (ptxas
// makes a target's kernels one cubin later: nvptx/code_object.cpp), libdevice's __CUDA_PREC_SQRT
// answered per kernel, loops over per-thread arrays unrolled (private_arrays.hpp), internal names
// made unique for the target's one PTX module, and the advice to list the 'a' target (sm_90a) for
// a kernel that uses its arch-specific instructions.
#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/IntrinsicsNVPTX.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>

#include <algorithm>
#include <cstdint>
#include <functional>

#include <kiln/occupancy.hpp>

#include "target/codegen.hpp"
#include "target/private_arrays.hpp"
#include "util/strings.hpp"

namespace kiln::target::nvptx {

namespace {

// The device constants of CUDA's model (include/kiln/occupancy.hpp; sm_90a is sm_90's hardware
// with its architecture-specific instructions, ptxas 12 and later), and the .maxnreg range ptxas
// honours (below 24 it raises the count to 24, above 255 it ignores it: seen with ptxas 13.0 for
// sm_90; docs/nvidia.md).
Result<manifest::TargetLimits> limits_of(const std::string& p) {
    constexpr const char* k_known[] = {"sm_80",  "sm_86",  "sm_89",  "sm_90",  "sm_90a", "sm_100", "sm_100a", "sm_103",
                                       "sm_103a", "sm_110", "sm_110a", "sm_120", "sm_120a", "sm_121", "sm_121a"};
    if (std::find(std::begin(k_known), std::end(k_known), p) == std::end(k_known)) {
        std::string message = "unknown or unsupported NVIDIA target '" + p + "'";
        if (auto near = util::closest_match(p, std::vector<std::string>(std::begin(k_known), std::end(k_known))))
            message += "; did you mean '" + *near + "'?";
        return make_error(message + " kiln builds sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120 and sm_121, and the 'a' "
                                    "targets of sm_90 and later (CUDA's occupancy is modelled for those)");
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
    l.clusters = occupancy::cuda::arch_from_name(p.c_str()).major >= 9;
    l.wavefront_size = 32;
    return l;
}

// nvcc's -prec-sqrt (true by default, false under --use_fast_math): libdevice's sqrtf asks
// __nvvm_reflect("__CUDA_PREC_SQRT"), which LLVM 22's NVVMReflect answers 0 unless a process-global
// option says otherwise, and clang 22 does not say (LLVM issue 131749): sqrtf became
// sqrt.approx.f32 where nvcc gives sqrt.rn.f32. kiln answers it per kernel, before O3; the pass
// answers the rest (__CUDA_FTZ, __CUDA_ARCH) as before.
void answer_prec_sqrt(llvm::Module& m, bool precise) {
    for (const char* name : {"__nvvm_reflect", "llvm.nvvm.reflect"}) {
        llvm::Function* reflect = m.getFunction(name);
        if (!reflect) continue;
        llvm::SmallVector<llvm::CallInst*> answered;
        for (llvm::User* u : reflect->users()) {
            auto* call = llvm::dyn_cast<llvm::CallInst>(u);
            if (!call || call->getCalledFunction() != reflect || call->arg_size() != 1) continue;
            auto* str = llvm::dyn_cast<llvm::GlobalVariable>(call->getArgOperand(0)->stripPointerCasts());
            auto* text = str && str->hasInitializer() ? llvm::dyn_cast<llvm::ConstantDataSequential>(str->getInitializer()) : nullptr;
            if (text && text->isCString() && text->getAsCString() == "__CUDA_PREC_SQRT") answered.push_back(call);
        }
        for (llvm::CallInst* call : answered) {
            call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), precise ? 1 : 0));
            call->eraseFromParent();
        }
    }
}

// nvcc's --prec-div=true: a single-precision division is div.rn whatever the fast-math flags
// clang put on it (-ffast-math marks it approximate: div.approx).
void precise_divisions(llvm::Module& m) {
    for (llvm::Function& f : m)
        for (llvm::Instruction& i : llvm::instructions(f))
            if (i.getOpcode() == llvm::Instruction::FDiv && i.getType()->getScalarType()->isFloatTy()) {
                i.setHasApproxFunc(false);
                i.setHasAllowReciprocal(false);
            }
}

// nvcc's --use_fast_math computes expf, exp10f, log10f, tanf and powf as CUDA's __expf, __exp10f,
// __log10f, __tanf and __powf; clang's CUDA headers make only sinf, cosf, logf and log2f (and
// sincosf) approximate under fast math. kiln gives libdevice's functions for the others, which the
// front end linked in, the bodies nvcc's PTX has: ex2.approx(x * log2(e)), ex2.approx(x *
// log2(10)), lg2.approx(x) * log10(2), div.approx(sin.approx(x), cos.approx(x)), ex2.approx(y *
// lg2.approx(x)); the .ftz forms under ftz, as nvcc's.
void fast_math_functions(llvm::Module& m, bool ftz) {
    llvm::LLVMContext& ctx = m.getContext();
    auto constant = [&](std::uint32_t bits) {
        return llvm::ConstantFP::get(ctx, llvm::APFloat(llvm::APFloat::IEEEsingle(), llvm::APInt(32, bits)));
    };
    using Id = llvm::Intrinsic::ID;
    const Id ex2 = ftz ? llvm::Intrinsic::nvvm_ex2_approx_ftz : llvm::Intrinsic::nvvm_ex2_approx;
    const Id lg2 = ftz ? llvm::Intrinsic::nvvm_lg2_approx_ftz_f : llvm::Intrinsic::nvvm_lg2_approx_f;
    const Id sin = ftz ? llvm::Intrinsic::nvvm_sin_approx_ftz_f : llvm::Intrinsic::nvvm_sin_approx_f;
    const Id cos = ftz ? llvm::Intrinsic::nvvm_cos_approx_ftz_f : llvm::Intrinsic::nvvm_cos_approx_f;
    const Id div = ftz ? llvm::Intrinsic::nvvm_div_approx_ftz_f : llvm::Intrinsic::nvvm_div_approx_f;
    auto define = [&](const char* name, const std::function<llvm::Value*(llvm::IRBuilder<>&, llvm::Function&)>& body) {
        llvm::Function* f = m.getFunction(name);
        if (!f || f->isDeclaration() || !f->getReturnType()->isFloatTy()) return;
        const llvm::GlobalValue::LinkageTypes linkage = f->getLinkage();
        f->deleteBody();
        f->setLinkage(linkage);
        llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", f));
        b.CreateRet(body(b, *f));
    };
    auto call = [&](llvm::IRBuilder<>& b, Id id, llvm::ArrayRef<llvm::Value*> args) -> llvm::Value* {
        const bool overloaded = id == llvm::Intrinsic::nvvm_ex2_approx_ftz || id == llvm::Intrinsic::nvvm_ex2_approx;
        return b.CreateIntrinsic(id, overloaded ? llvm::ArrayRef<llvm::Type*>{b.getFloatTy()} : llvm::ArrayRef<llvm::Type*>{}, args);
    };
    define("__nv_expf", [&](auto& b, auto& f) { return call(b, ex2, {b.CreateFMul(f.getArg(0), constant(0x3FB8AA3B))}); });
    define("__nv_exp10f", [&](auto& b, auto& f) { return call(b, ex2, {b.CreateFMul(f.getArg(0), constant(0x40549A78))}); });
    define("__nv_log10f", [&](auto& b, auto& f) { return b.CreateFMul(call(b, lg2, {f.getArg(0)}), constant(0x3E9A209B)); });
    define("__nv_tanf", [&](auto& b, auto& f) { return call(b, div, {call(b, sin, {f.getArg(0)}), call(b, cos, {f.getArg(0)})}); });
    define("__nv_powf", [&](auto& b, auto& f) { return call(b, ex2, {b.CreateFMul(f.getArg(1), call(b, lg2, {f.getArg(0)}))}); });
}

// Internal symbols get the module's name as a prefix ("tile_fma$helper"): a target's kernels'
// PTX goes into one module for ptxas (cuda::combine_ptx), where two kernels' copies of a helper
// must not clash. So do the declarations of dynamic shared memory (`extern __shared__ float
// tile[]`, Triton's @global_smem): each names the launch's dynamic shared base, whatever it is
// called, and in one module one kernel's `tile` would clash with a kernel named `tile`, or two
// declarations of one name with different alignments. '$' is valid in PTX names and cannot come
// from C or C++.
void make_internal_names_unique(llvm::Module& m) {
    // The module's source_filename is the kernel's name (compile's set_module_target), and bitcode
    // keeps it (a worker's module is named by the buffer it was read from).
    const std::string prefix = m.getSourceFileName() + "$";
    for (llvm::GlobalValue& g : m.global_values()) {
        if (g.getName().starts_with("llvm.")) continue;
        const bool dynamic_shared = g.isDeclaration() && g.getAddressSpace() == 3 && llvm::isa<llvm::GlobalVariable>(g);
        if (g.hasLocalLinkage() || dynamic_shared) g.setName(prefix + g.getName());
    }
}

class NvptxCodegen final : public Codegen {
public:
    const Facts& facts() const override { return target::facts(Kind::nvptx); }

    void initialize_llvm() const override {
        LLVMInitializeNVPTXTargetInfo();
        LLVMInitializeNVPTXTarget();
        LLVMInitializeNVPTXTargetMC();
        LLVMInitializeNVPTXAsmPrinter();
    }

    Result<manifest::TargetLimits> limits(const manifest::TargetId& target) const override { return limits_of(target.processor); }
    std::vector<std::string> kernel_features(const manifest::TargetId&, std::int64_t) const override { return {}; }
    std::optional<llvm::Reloc::Model> relocation_model() const override { return std::nullopt; }
    void set_module_flags(llvm::Module&, int) const override {}

    // A PTX ISA version (+ptx88, which clang's CUDA mode sets from the CUDA version) is not another
    // GPU; kiln drops it so LLVM writes the SM's minimum PTX, which every ptxas that knows the SM
    // accepts (clang's 8.8 for CUDA 13 headers would be too new for Debian's ptxas 11.8). A newer
    // one only where ptxas needs it for a kernel: cuda/ptx_version.hpp.
    std::string comparable_features(const std::string& features) const override {
        std::string compared;
        for (llvm::StringRef f : llvm::split(features, ','))
            if (!f.trim().drop_front().starts_with("ptx")) compared += (compared.empty() ? "" : ",") + f.trim().str();
        return compared;
    }

    // nvcc's numerics: --prec-sqrt through libdevice's reflect; --prec-div=true keeps a division
    // precise under fast_math (clang's -ffast-math marks it approximate), --prec-div=false without
    // fast_math is div.full (an LLVM option: llvm_options). IR sources keep fast_math's alone.
    void prepare(llvm::Module& m, const manifest::ResolvedKernel& k) const override {
        const bool cuda = k.language.value == "cuda";
        // Triton's IR keeps Triton's numerics: libdevice's reflect answered as Triton's backend
        // leaves it (no __CUDA_PREC_SQRT: sqrt.approx).
        if (k.ir_pipeline.value == "triton") return;
        answer_prec_sqrt(m, cuda ? k.prec_sqrt.value : !k.fast_math.value);
        if (cuda && k.prec_div.value) precise_divisions(m);
        if (cuda && k.fast_math.value) fast_math_functions(m, k.ftz.value);
    }
    std::vector<std::string> llvm_options(const manifest::ResolvedKernel& k) const override {
        constexpr std::string_view k_div = "-nvptx-prec-divf32";
        const bool own = std::any_of(k.llvm_args.value.begin(), k.llvm_args.value.end(),
                                     [&](const std::string& a) { return a.starts_with(k_div); });
        // Triton's IR as Triton's NVIDIA backend compiles it (backends/nvidia/compiler.py): 32-bit
        // pointers to shared, const and local memory (its IR's data layout), wide multiply-adds.
        if (k.ir_pipeline.value == "triton") return {"-nvptx-short-ptr", "-nvptx-mad-wide-opt"};
        if (k.language.value != "cuda" || k.prec_div.value || k.fast_math.value || own) return {};
        return {std::string(k_div) + "=1"};  // div.full.f32, as nvcc's --prec-div=false
    }
    // Loops that index per-thread arrays unrolled as AMDGPU's target does, so the arrays leave
    // local memory as they do with nvcc (private_arrays.hpp); before LLVM's full unroll, which
    // runs next in the same loop pipeline.
    void add_passes(llvm::PassBuilder& pb, bool unroll) const override {
        if (!unroll) return;
        pb.registerLateLoopOptimizationsEPCallback(
            [](llvm::LoopPassManager& lpm, llvm::OptimizationLevel) { lpm.addPass(PrivateArrayUnroll()); });
    }
    void before_codegen(llvm::Module& m) const override { make_internal_names_unique(m); }

    // PTX text: ptxas compiles a target's PTX as one module later, whole-program as nvcc and
    // Triton do (its relocatable mode allocates registers differently).
    Output output() const override { return {llvm::CodeGenFileType::AssemblyFile, "ptx", "the NVPTX target cannot emit PTX"}; }
    // A kernel's PTX declares its source's __device__ and __constant__ variables .extern: ptxas on
    // the file alone warns and defines them zeroed ("Unresolved extern variable ... ignoring
    // extern qualifier"), where the bundle's cubin has their initializers.
    std::string temp_note(std::string_view ptx) const override {
        if (ptx.find(".extern .const") == std::string_view::npos && ptx.find(".extern .global") == std::string_view::npos) return {};
        return "// kiln: the variables declared .extern below are the source's __device__ and __constant__ variables, defined\n"
               "// once per target in the PTX of the source's device variables; the bundle's cubin (one ptxas run over every\n"
               "// module of the target) has their initializers. ptxas on this file alone defines them zeroed.\n";
    }

    // NVIDIA's arch-specific instructions (wgmma, setmaxnreg, ...) exist on the 'a' target alone
    // (sm_90a), and LLVM cannot select them for the plain SM. When LLVM's fatal error names an NVVM
    // intrinsic, the advice is to list the 'a' target (LLVM itself decides which instructions
    // those are, when compile/ tries it: no list of kiln's).
    std::optional<Advice> advice(const manifest::TargetId& target, std::span<const std::string> errors,
                                 const std::string& source_cpu) const override {
        constexpr std::string_view k_cannot_select = "Cannot select: intrinsic %llvm.nvvm.";
        if (target.processor.ends_with('a')) return std::nullopt;
        const auto e = std::find_if(errors.begin(), errors.end(), [&](const std::string& x) { return x.find(k_cannot_select) != std::string::npos; });
        if (e == errors.end()) return std::nullopt;
        Advice a{target, static_cast<std::size_t>(e - errors.begin()), {}};
        manifest::TargetId& arch = a.target;
        arch.processor += 'a';
        arch.id.value = arch.processor;
        const std::size_t at = e->find(k_cannot_select);
        std::string intrinsic = e->substr(at + k_cannot_select.size() - std::string_view("llvm.nvvm.").size());
        intrinsic = intrinsic.substr(0, intrinsic.find_first_of(" \n"));
        a.message = "the kernel uses '" + intrinsic + "', an arch-specific instruction of " + arch.processor + " that " +
                    target.processor + " does not have (LLVM: " + e->substr(at) + "); " +
                    (source_cpu == arch.processor ? "the source was written for " + arch.processor + " (its target-cpu): " : std::string()) +
                    "list the target '" + arch.processor + "' in [bundle] targets";
        return a;
    }
};

}  // namespace

const Codegen& codegen() {
    static const NvptxCodegen c;
    return c;
}

}  // namespace kiln::target::nvptx
