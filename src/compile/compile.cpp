// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// One (kernel, target) from IR to a relocatable AMDGPU object, or to PTX for NVIDIA:
//   split    keep the kernel, drop every other kernel, internalize the rest so O3 can drop dead code
//   rename   the manifest's kernel name replaces the source symbol (one function, several variants)
//   attrs    resolved fn_attrs; built-ins only where the source has no value, manifest values always
//   O3       LLVM's default per-module pipeline with the AMDGPU target machine
//   codegen  AMDGPU object for the target ID (features such as xnack- through subtarget features);
//            NVPTX: PTX for the SM (ptxas makes a target's kernels one cubin: pipeline/nvptx.cpp)
// LLVM's errors (e.g. "local memory (98304) exceeds limit (65536)") are collected, never printed,
// and fail the job: codegen would otherwise go on and write an object anyway. Finding the kernel:
// symbols.cpp; the object cache's keys and entries: object_cache.cpp; llvm_args: llvm_options.cpp.
#include "compile/compile.hpp"

#include <llvm/ADT/SmallVector.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Operator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Passes/StandardInstrumentations.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ModuleUtils.h>
#include <llvm/TargetParser/TargetParser.h>
#include <llvm/TargetParser/Triple.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <mutex>

#include "cache/cache.hpp"
#include "frontend/frontend.hpp"
#include "util/file_hash.hpp"
#include "util/strings.hpp"
#include "compile/internal.hpp"
#include "compile/worker.hpp"

namespace kiln::compile {

namespace {

std::string triple_of(const manifest::TargetId& t) { return std::string(t.facts().triple); }
std::string target_name(const manifest::TargetId& t) { return std::string(t.facts().llvm_target); }


// The passes whose remarks --remarks passes through: the AMDGPU resource summary per kernel and
// the register allocator's spill and reload counts.
bool remark_pass(llvm::StringRef pass) { return pass == "kernel-resource-usage" || pass == "regalloc"; }

struct CollectingHandler final : llvm::DiagnosticHandler {
    CompileResult* out;
    bool remarks = false;
    CollectingHandler(CompileResult* r, bool with_remarks) : out(r), remarks(with_remarks) {}
    bool isAnalysisRemarkEnabled(llvm::StringRef pass) const override { return remarks && remark_pass(pass); }
    bool isMissedOptRemarkEnabled(llvm::StringRef pass) const override { return remarks && remark_pass(pass); }
    bool isPassedOptRemarkEnabled(llvm::StringRef) const override { return false; }
    bool isAnyRemarkEnabled() const override { return remarks; }
    bool handleDiagnostics(const llvm::DiagnosticInfo& di) override {
        auto sev = di.getSeverity();
        const bool remark = sev == llvm::DS_Remark && remarks;
        if (sev != llvm::DS_Error && sev != llvm::DS_Warning && !remark) return true;
        std::string text;
        llvm::raw_string_ostream os(text);
        llvm::DiagnosticPrinterRawOStream printer(os);
        if (remark) {
            // The message alone, after its pass: "kernel-resource-usage: VGPRs: 148".
            // (The context hands every remark to the handler; its filters are not consulted.)
            const auto* opt = llvm::dyn_cast<llvm::DiagnosticInfoOptimizationBase>(&di);
            if (opt && remark_pass(opt->getPassName())) {
                std::string msg = opt->getMsg();
                msg.erase(0, msg.find_first_not_of(' '));
                os << opt->getPassName() << ": " << msg;
                out->remarks.push_back(text);
            }
            return true;
        }
        di.print(printer);
        // Diagnostics without a debug location print a placeholder position; it says nothing.
        constexpr std::string_view k_no_location = "<unknown>:0:0: ";
        if (text.starts_with(k_no_location)) text.erase(0, k_no_location.size());
        (sev == llvm::DS_Error ? out->errors : out->warnings).push_back(text);
        return true;
    }
};

}  // namespace

void initialize_targets() {
    static std::once_flag once;
    std::call_once(once, [] {
        LLVMInitializeAMDGPUTargetInfo();
        LLVMInitializeAMDGPUTarget();
        LLVMInitializeAMDGPUTargetMC();
        LLVMInitializeAMDGPUAsmPrinter();
        LLVMInitializeAMDGPUAsmParser();
        LLVMInitializeNVPTXTargetInfo();
        LLVMInitializeNVPTXTarget();
        LLVMInitializeNVPTXTargetMC();
        LLVMInitializeNVPTXAsmPrinter();
    });
}

namespace {

// The target ID's features as LLVM's feature string: "+sramecc,-xnack".
std::string target_features(const manifest::TargetId& target) {
    std::string features;
    for (const auto& f : target.features) features += (features.empty() ? "" : ",") + f;
    return features;
}

// The target as a kernel compiles for it: the target ID's features, and wavefrontsize64 for a
// kernel whose wavefront_size is 64 on gfx10 and later (where 32 is the default).
manifest::TargetId compiled_target(const manifest::TargetId& target, const manifest::ResolvedKernel& k) {
    manifest::TargetId t = target;
    if (!t.nvidia() && k.wavefront_size.value == 64 && llvm::AMDGPU::getIsaVersion(t.processor).Major >= 10)
        t.features.push_back("+wavefrontsize64");
    return t;
}

std::unique_ptr<llvm::TargetMachine> make_target_machine(const manifest::TargetId& target, std::string& error) {
    llvm::Triple triple(triple_of(target));
    const llvm::Target* t = llvm::TargetRegistry::lookupTarget(triple, error);
    if (!t) return nullptr;
    llvm::TargetOptions options;
    return std::unique_ptr<llvm::TargetMachine>(t->createTargetMachine(
        triple, target.processor, target_features(target), options,
        target.nvidia() ? std::optional<llvm::Reloc::Model>() : llvm::Reloc::PIC_, std::nullopt, llvm::CodeGenOptLevel::Aggressive));
}

// This thread's target machine for `target`, made once and reused job after job (making one costs
// about as much as compiling a small kernel: 9% of a cold build's time when each job made its
// own, twice). Each module sets the options it changes (apply_backend_options) before use.
llvm::TargetMachine* thread_target_machine(const manifest::TargetId& target, std::string& error) {
    thread_local std::map<std::string, std::unique_ptr<llvm::TargetMachine>> machines;
    std::string key = target.processor;
    for (const auto& f : target.features) key += "," + f;
    std::unique_ptr<llvm::TargetMachine>& tm = machines[key];
    if (!tm) tm = make_target_machine(target, error);
    if (!tm) {
        machines.erase(key);
        return nullptr;
    }
    return tm.get();
}

void apply_backend_options(const llvm::Module& m, llvm::TargetMachine& tm);

// The module as the target machine compiles it, named so that no path lands in the object.
void set_module_target(llvm::Module& m, llvm::TargetMachine& tm, int code_object_version, const std::string& name) {
    m.setTargetTriple(tm.getTargetTriple());
    m.setDataLayout(tm.createDataLayout());
    if (tm.getTargetTriple().isAMDGPU())
        m.setModuleFlag(llvm::Module::Error, "amdhsa_code_object_version", static_cast<std::uint32_t>(code_object_version * 100));
    m.setModuleIdentifier(name);
    m.setSourceFileName(name);
    apply_backend_options(m, tm);
}

// Fusion of floating-point operations and the code generator's level are target options, which
// the front end recorded in the module.
void apply_backend_options(const llvm::Module& m, llvm::TargetMachine& tm) {
    const frontend::BackendOptions o = frontend::backend_options(m);
    tm.Options.AllowFPOpFusion = o.fast_fp_fusion ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Standard;
    constexpr llvm::CodeGenOptLevel k_levels[] = {llvm::CodeGenOptLevel::None, llvm::CodeGenOptLevel::Less,
                                                  llvm::CodeGenOptLevel::Default, llvm::CodeGenOptLevel::Aggressive};
    tm.setOptLevel(k_levels[o.opt_level]);
}

// HIP's `__device__` and `__constant__` variables (clang marks them externally_initialized): the
// host reads and writes them by name (hipModuleGetGlobal, hipMemcpyToSymbol), so each is defined
// once per code object, in the source's globals object (compile_globals), and every kernel module
// refers to it as an external declaration. One copy per kernel would split the state and hide it
// from the host.
bool host_visible(const llvm::GlobalVariable& g) {
    return g.isExternallyInitialized() && !g.isDeclaration() && !g.hasLocalLinkage();
}


// Other mutable globals visible outside the module (IR from other front ends) would be state shared
// by all of the source's kernels that kiln cannot place: refused.
std::optional<std::string> shared_mutable_global(const llvm::Module& m) {
    for (const llvm::GlobalVariable& g : m.globals()) {
        if (g.isDeclaration() || g.hasLocalLinkage() || g.isConstant() || g.getName().starts_with("llvm.")) continue;
        if (host_visible(g)) continue;
        if (g.getAddressSpace() == 3) continue;  // LDS is per workgroup, never shared across kernels
        if (g.getName().starts_with("__hip_cuid_")) continue;  // clang's compilation-unit tag, never accessed
        return "mutable global '" + g.getName().str() + "' is visible outside its module; kiln compiles each kernel "
               "apart and cannot share it between kernels yet: give it internal linkage or make it constant";
    }
    return std::nullopt;
}

// Whether the program may write through `v` (a global or an address derived from it): any use
// but a load, through casts and GEPs, counts.
bool may_write(const llvm::Value& v) {
    for (const llvm::User* u : v.users()) {
        if (llvm::isa<llvm::LoadInst>(u)) continue;
        if (llvm::isa<llvm::GEPOperator>(u) || llvm::isa<llvm::BitCastOperator>(u) || llvm::isa<llvm::AddrSpaceCastOperator>(u)) {
            if (may_write(*u)) return true;
            continue;
        }
        return true;
    }
    return false;
}

// File-`static` and anonymous-namespace `__device__` variables: one object per code object in
// clang's, shared by every kernel of the source, though the host cannot name them. So those the
// source may write are defined once, in the globals object, under a name of the source's own
// (shared_internal_name), and each kernel refers to them; a copy per kernel would split their
// state (kernel A's store unseen by kernel B, which O3 then folds to the initializer). Read-only
// ones stay copies: they equal their initializer wherever they are. LDS (addrspace 3) is per
// workgroup and private memory (5) per thread: neither is shared.
// (`maybe_shared_internal` asks without the uses, for a module whose functions are not read.)
bool maybe_shared_internal(const llvm::GlobalVariable& g) {
    return g.hasLocalLinkage() && !g.isDeclaration() && !g.isConstant() && !g.getName().starts_with("llvm.") &&
           g.getAddressSpace() != 3 && g.getAddressSpace() != 5;
}
bool shared_internal(const llvm::GlobalVariable& g) { return maybe_shared_internal(g) && may_write(g); }

// A name valid in ELF and PTX, unique to the source (its bitcode's hash) and the variable.
std::string shared_internal_name(const llvm::GlobalVariable& g, const std::string& source_hash) {
    std::string name = "__kiln_static_" + source_hash.substr(0, 16) + "_";
    for (char c : g.getName()) name += std::isalnum(static_cast<unsigned char>(c)) || c == '_' ? c : '$';
    return name;
}

// The source's shared internal variables named as the globals object defines them, visible to the
// link but not exported from the code object: those variables.
std::vector<llvm::GlobalVariable*> expose_shared_internal(llvm::Module& m, const std::string& source_hash) {
    std::vector<llvm::GlobalVariable*> shared;
    for (llvm::GlobalVariable& g : m.globals())
        if (shared_internal(g)) shared.push_back(&g);
    for (llvm::GlobalVariable* g : shared) {
        g->setName(shared_internal_name(*g, source_hash));
        g->setLinkage(llvm::GlobalValue::ExternalLinkage);
        g->setVisibility(llvm::GlobalValue::HiddenVisibility);
        g->setDSOLocal(true);
    }
    return shared;
}

// The source's host-visible variables and the `exposed` ones become declarations, defined by the
// globals object.
void declare_defined_once(llvm::Module& m, const std::vector<llvm::GlobalVariable*>& exposed) {
    for (llvm::GlobalVariable& g : m.globals()) {
        if (!host_visible(g) && std::find(exposed.begin(), exposed.end(), &g) == exposed.end()) continue;
        g.setInitializer(nullptr);
        g.setComdat(nullptr);
        g.setLinkage(llvm::GlobalValue::ExternalLinkage);
    }
    llvm::removeFromUsedLists(m, [](llvm::Constant* c) {
        auto* g = llvm::dyn_cast<llvm::GlobalValue>(c->stripPointerCasts());
        return g && g->isDeclaration();
    });
}

// Removes what nothing uses any more (O3's GlobalOpt would drop it first thing), so the module,
// and with it the second cache key, depends on what is kept alone.
void drop_unused(llvm::Module& m) {
    for (bool erased = true; erased;) {
        erased = false;
        llvm::SmallVector<llvm::GlobalValue*> dead;
        for (llvm::GlobalValue& g : m.global_values())
            if (g.hasLocalLinkage() && !g.isDeclaration() && g.use_empty()) dead.push_back(&g);
        for (llvm::GlobalValue* g : dead) g->eraseFromParent();
        erased = !dead.empty();
    }
}

// Keeps what `kept` says as the module's only visible symbols: every other kernel goes, the rest
// becomes internal and leaves its COMDAT group (each object's copies of templates, and a kernel
// that several manifest kernels take as variants, are its own: lld would keep one group of a name
// and discard the others' code), and what nothing uses any more is dropped.
void keep_only(llvm::Module& m, const std::function<bool(const llvm::GlobalValue&)>& kept) {
    llvm::SmallVector<llvm::Function*> other_kernels;
    for (llvm::Function& f : m)
        if (!kept(f) && !f.isDeclaration() && is_kernel(f)) other_kernels.push_back(&f);
    for (llvm::Function* f : other_kernels) {
        f->replaceAllUsesWith(llvm::PoisonValue::get(f->getType()));
        f->eraseFromParent();
    }
    for (llvm::GlobalValue& g : m.global_values()) {
        if (kept(g) || g.isDeclaration() || g.hasLocalLinkage() || g.getName().starts_with("llvm.")) continue;
        g.setLinkage(llvm::GlobalValue::InternalLinkage);
        g.setVisibility(llvm::GlobalValue::DefaultVisibility);
    }
    for (llvm::GlobalObject& g : m.global_objects()) g.setComdat(nullptr);
    drop_unused(m);
}

// Keeps `kernel` as the module's only kernel; the source's host-visible and shared internal
// variables become declarations (the globals object defines them).
void split_out(llvm::Module& m, llvm::Function& kernel, const std::string& source_hash) {
    declare_defined_once(m, expose_shared_internal(m, source_hash));
    keep_only(m, [&](const llvm::GlobalValue& g) { return &g == &kernel; });
}

// The optimization clang 22 runs for a HIP device compile (clang's EmitAssemblyHelper) at the
// front end's level (-O3 unless clang_args say otherwise): PipelineTuningOptions as clang's
// CodeGenOptions set them (at -O2 and above the driver asks for loop and SLP vectorization and cc1
// unrolls; LLVM's defaults leave SLP off), and the standard instrumentation, whose optnone handling
// keeps passes off `optnone` functions (ROCm's printf and assert code, users' optnone).
void optimize(llvm::Module& m, llvm::TargetMachine& tm) {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    const frontend::BackendOptions o = frontend::backend_options(m);
    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = o.unroll;
    tuning.LoopInterleaving = o.unroll;
    tuning.LoopVectorization = o.vectorize_loops;
    tuning.SLPVectorization = o.vectorize_slp;
    llvm::PassInstrumentationCallbacks callbacks;
    llvm::StandardInstrumentations instrumentation(m.getContext(), /*DebugLogging=*/false);
    instrumentation.registerCallbacks(callbacks, &mam);
    llvm::PassBuilder pb(&tm, tuning, std::nullopt, &callbacks);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    const llvm::OptimizationLevel level = o.opt_level == 0   ? llvm::OptimizationLevel::O0
                                          : o.opt_level == 1 ? llvm::OptimizationLevel::O1
                                          : o.opt_level == 3 ? llvm::OptimizationLevel::O3
                                          : o.size_level == 1 ? llvm::OptimizationLevel::Os
                                          : o.size_level == 2 ? llvm::OptimizationLevel::Oz
                                                              : llvm::OptimizationLevel::O2;
    llvm::ModulePassManager mpm =
        o.opt_level == 0 ? pb.buildO0DefaultPipeline(level) : pb.buildPerModuleDefaultPipeline(level);
    mpm.run(m, mam);
}

// Internal symbols get the module's name as a prefix ("tile_fma$helper"): a target's kernels'
// PTX goes into one module for ptxas (cuda::combine_ptx), where two kernels' copies of a helper
// must not clash. So do the declarations of dynamic shared memory (`extern __shared__ float
// tile[]`, Triton's @global_smem): each names the launch's dynamic shared base, whatever it is
// called, and in one module one kernel's `tile` would clash with a kernel named `tile`, or two
// declarations of one name with different alignments. '$' is valid in PTX names and cannot come
// from C or C++.
void make_internal_names_unique(llvm::Module& m) {
    // The module's source_filename is the kernel's name (set_module_target), and bitcode keeps it
    // (a worker's module is named by the buffer it was read from).
    const std::string prefix = m.getSourceFileName() + "$";
    for (llvm::GlobalValue& g : m.global_values()) {
        if (g.getName().starts_with("llvm.")) continue;
        const bool dynamic_shared = g.isDeclaration() && g.getAddressSpace() == 3 && llvm::isa<llvm::GlobalVariable>(g);
        if (g.hasLocalLinkage() || dynamic_shared) g.setName(prefix + g.getName());
    }
}

// O3, then codegen into result.object: an AMDGPU relocatable object, or on NVPTX the PTX text
// (ptxas compiles a target's PTX as one module later, whole-program as nvcc and Triton do: its
// relocatable mode allocates registers differently). False (with LLVM's errors in `result`) on
// failure; LLVM still writes PTX after an error diagnostic (an attribute it could not read), so
// any error fails the job.
std::string module_text(const llvm::Module& m) {
    std::string text;
    llvm::raw_string_ostream os(text);
    m.print(os, nullptr);
    return text;
}

bool optimize_and_emit(llvm::Module& m, llvm::TargetMachine& tm, CompileResult& result, bool save_temps,
                       const std::function<void(const char*)>& on_stage) {
    if (save_temps) result.temps.emplace_back("pre.ll", module_text(m));
    on_stage("optimizer");
    optimize(m, tm);
    if (!result.ok()) return false;
    const bool nvptx = tm.getTargetTriple().isNVPTX();
    if (nvptx) make_internal_names_unique(m);
    on_stage("codegen");
    if (save_temps) {
        result.temps.emplace_back("opt.ll", module_text(m));
        if (!nvptx) {
            // The assembly from a copy (codegen changes the module it runs on), verbose: with LLVM's
            // per-kernel resource comments ("; NumVgprs: 148", "; Occupancy: 3"), as llc writes them.
            std::unique_ptr<llvm::Module> copy = llvm::CloneModule(m);
            llvm::SmallVector<char, 0> text;
            llvm::raw_svector_ostream os(text);
            llvm::legacy::PassManager pm;
            const bool verbose = tm.Options.MCOptions.AsmVerbose;
            tm.Options.MCOptions.AsmVerbose = true;
            if (!tm.addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
                pm.run(*copy);
                result.temps.emplace_back("s", std::string(text.begin(), text.end()));
            }
            tm.Options.MCOptions.AsmVerbose = verbose;
        }
    }
    llvm::SmallVector<char, 0> buffer;
    llvm::raw_svector_ostream os(buffer);
    llvm::legacy::PassManager pm;
    if (tm.addPassesToEmitFile(pm, os, nullptr, nvptx ? llvm::CodeGenFileType::AssemblyFile : llvm::CodeGenFileType::ObjectFile)) {
        result.errors.push_back(nvptx ? "the NVPTX target cannot emit PTX" : "the AMDGPU target cannot emit an object file");
        return false;
    }
    pm.run(m);
    if (!result.ok()) return false;
    result.object.assign(buffer.begin(), buffer.end());
    if (save_temps && nvptx) result.temps.emplace_back("ptx", result.object);
    return true;
}


// The source's module in `ctx`, from the front end's bitcode.
Result<std::unique_ptr<llvm::Module>> parse_bitcode(const std::string& bitcode, llvm::LLVMContext& ctx) {
    auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "source"), ctx);
    if (!m) return make_error("unreadable front-end bitcode: " + llvm::toString(m.takeError()));
    return std::move(*m);
}

// The attributes the kernel ends up with: a built-in default yields to a value the source already
// has (origin "source", the source's value); everything else is applied as resolved.
std::vector<manifest::ResolvedAttr> effective_attributes(const llvm::Function& fn,
                                                         const std::vector<manifest::ResolvedAttr>& attrs) {
    std::vector<manifest::ResolvedAttr> out;
    // ptxas refuses .maxntid beside .reqntid: the built-in bound yields to a required block too.
    const bool required_block = fn.hasFnAttribute("nvvm.reqntid") ||
                                std::any_of(attrs.begin(), attrs.end(), [](const auto& a) { return a.name == "nvvm.reqntid"; });
    for (const auto& a : attrs) {
        if (a.yields_to_source() && a.name == "nvvm.maxntid" && required_block) continue;
        manifest::ResolvedAttr e = a;
        if (a.yields_to_source() && fn.hasFnAttribute(a.name)) {
            e.value = fn.getFnAttribute(a.name).getValueAsString().str();
            e.origin = manifest::Origin::source;
            e.pos = {};
        }
        out.push_back(std::move(e));
    }
    return out;
}

// The source's own target-cpu / target-features (Triton's and hipcc's IR carry them; clang's HIP
// front end writes its own): LLVM would take the subtarget from them, not from the target
// machine, and compile another GPU's code under this target's name.
struct SourceTarget {
    std::string cpu, features;  // on the kernel; empty when absent
    std::string differs;        // why they are not what the target ID means; empty when they agree
};

// What the source says on `fn`, and whether LLVM would read it as another subtarget than `target`
// (another processor, or feature bits that differ).
SourceTarget source_target(const llvm::Function& fn, const manifest::TargetId& target, const llvm::TargetMachine& tm) {
    SourceTarget s;
    if (fn.hasFnAttribute("target-cpu")) s.cpu = fn.getFnAttribute("target-cpu").getValueAsString().str();
    if (fn.hasFnAttribute("target-features")) s.features = fn.getFnAttribute("target-features").getValueAsString().str();
    if (!s.cpu.empty() && s.cpu != target.processor) {
        s.differs = "target-cpu '" + s.cpu + "'";
        return s;
    }
    if (s.features.empty()) return s;
    const llvm::Triple& triple = tm.getTargetTriple();
    // NVPTX: a PTX ISA version (+ptx88, which clang's CUDA mode sets from the CUDA version) is not
    // another GPU; kiln drops it so LLVM writes the SM's minimum PTX, which every ptxas that knows
    // the SM accepts (clang's 8.8 for CUDA 13 headers would be too new for Debian's ptxas 11.8).
    std::string compared = s.features;
    if (triple.isNVPTX()) {
        compared.clear();
        for (llvm::StringRef f : llvm::split(s.features, ','))
            if (!f.trim().drop_front().starts_with("ptx")) compared += (compared.empty() ? "" : ",") + f.trim().str();
        if (compared.empty()) return s;
    }
    std::unique_ptr<llvm::MCSubtargetInfo> ours(
        tm.getTarget().createMCSubtargetInfo(triple, target.processor, target_features(target)));
    // Names LLVM does not know are left out of the comparison (it would print a warning for each)
    // and named in the message.
    std::string known, unknown;
    for (llvm::StringRef f : llvm::split(compared, ',')) {
        f = f.trim();
        if (f.size() < 2) continue;
        const auto all = ours->getAllProcessorFeatures();
        const bool found = std::any_of(all.begin(), all.end(), [&](const auto& kv) { return f.drop_front() == kv.Key; });
        std::string& list = found ? known : unknown;
        if (!list.empty()) list += ',';
        list += f.str();
    }
    std::unique_ptr<llvm::MCSubtargetInfo> theirs(tm.getTarget().createMCSubtargetInfo(triple, target.processor, known));
    std::string changed;
    for (const auto& kv : ours->getAllProcessorFeatures()) {
        const bool a = ours->getFeatureBits()[kv.Value], b = theirs->getFeatureBits()[kv.Value];
        if (a == b) continue;
        if (!changed.empty()) changed += ", ";
        changed += b ? '+' : '-';
        changed += kv.Key;
    }
    if (!changed.empty()) s.differs = "target-features with " + changed;
    if (!unknown.empty()) s.differs += std::string(s.differs.empty() ? "" : " and ") + "features LLVM does not know (" + unknown + ")";
    return s;
}

// Every function gets the target ID's processor and features: the manifest's target wins.
void pin_target(llvm::Module& m, const manifest::TargetId& target) {
    const std::string features = target_features(target);
    for (llvm::Function& f : m) {
        f.removeFnAttr("target-cpu");
        f.removeFnAttr("target-features");
        if (f.isDeclaration()) continue;
        f.addFnAttr("target-cpu", target.processor);
        if (!features.empty()) f.addFnAttr("target-features", features);
    }
}

// fast_math = true for an IR source: every floating-point operation of the module gets LLVM's
// fast-math flags. HIP and OpenCL sources had clang's -ffast-math / -cl-fast-relaxed-math in the
// front end instead, which flag the source's operations and leave the device libraries' alone, as
// clang does (flagging those too changed 10 of 48 resources in tests/data/parity_libs).
void set_fast_math(llvm::Module& m) {
    for (llvm::Function& f : m)
        for (llvm::Instruction& i : llvm::instructions(f))
            if (llvm::isa<llvm::FPMathOperator>(i)) i.setFast(true);
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

// Turns the parsed source into the kernel's own module, ready for O3: the error, if any.
// `source_cpu`: the kernel's target-cpu in the source, if it had one.
std::optional<std::string> prepare_module(llvm::Module& m, const manifest::ResolvedKernel& k, const manifest::TargetId& target,
                                          llvm::TargetMachine& tm, int code_object_version, const std::string& source_hash,
                                          CompileResult& result, std::string& source_cpu) {
    std::string source = "'";
    source += k.source.value.string();
    source += '\'';
    const std::string source_triple = m.getTargetTriple().str();
    if (!source_triple.empty() && llvm::Triple(source_triple).getArch() != tm.getTargetTriple().getArch())
        return "source " + source + " is for '" + source_triple + "', not " + triple_of(target) + " (" + target.id.value + ")";

    auto found = find_kernel(m, k.symbol.value, k.source.value);
    if (!found) return found.error();
    llvm::Function* fn = *found;
    if (auto problem = shared_mutable_global(m)) return problem;

    set_module_target(m, tm, code_object_version, k.name);

    split_out(m, *fn, source_hash);
    const SourceTarget st = source_target(*fn, target, tm);
    source_cpu = st.cpu;
    if (!st.differs.empty())
        result.warnings.push_back("the source asks for " + st.differs + "; kiln compiles it for " + target.id.value +
                                  ", the manifest's target, and replaced the source's target-cpu and target-features");
    pin_target(m, target);
    result.source_warnings = result.warnings.size();
    fn->setLinkage(llvm::GlobalValue::ExternalLinkage);
    if (fn->getName() != k.name) {
        if (llvm::GlobalValue* clash = m.getNamedValue(k.name)) clash->setName(k.name + ".kiln.renamed");
        fn->setName(k.name);
    }
    result.applied = effective_attributes(*fn, k.attrs);
    for (const auto& a : result.applied)
        if (a.origin != manifest::Origin::source) fn->addFnAttr(a.name, a.value);
    if (k.fast_math.value && k.language.value == "ir") set_fast_math(m);
    if (target.nvidia()) answer_prec_sqrt(m, !k.fast_math.value);

    std::string verify_errors;
    llvm::raw_string_ostream verify_os(verify_errors);
    if (llvm::verifyModule(m, &verify_os)) return "invalid IR in " + source + ": " + verify_errors;
    return std::nullopt;
}

// NVIDIA's arch-specific instructions (wgmma, setmaxnreg, ...) exist on the 'a' target alone
// (sm_90a), and LLVM cannot select them for the plain SM. When LLVM's fatal error names an NVVM
// intrinsic and `selects_on_a` says the kernel compiles for the 'a' target, the error says what to
// do (LLVM itself decides which instructions those are: no list of kiln's), in place of the warning
// that the source's target-cpu was replaced.
void explain_arch_specific(CompileResult& r, const manifest::TargetId& target, const std::string& source_cpu,
                           const std::function<bool(const manifest::TargetId&)>& selects_on_a) {
    constexpr std::string_view k_cannot_select = "Cannot select: intrinsic %llvm.nvvm.";
    if (!target.nvidia() || target.processor.ends_with('a')) return;
    const auto e = std::find_if(r.errors.begin(), r.errors.end(), [&](const std::string& x) { return x.find(k_cannot_select) != std::string::npos; });
    if (e == r.errors.end()) return;
    manifest::TargetId arch = target;
    arch.processor += 'a';
    arch.id.value = arch.processor;
    if (!selects_on_a(arch)) return;
    const std::size_t at = e->find(k_cannot_select);
    std::string intrinsic = e->substr(at + k_cannot_select.size() - std::string_view("llvm.nvvm.").size());
    intrinsic = intrinsic.substr(0, intrinsic.find_first_of(" \n"));
    *e = "the kernel uses '" + intrinsic + "', an arch-specific instruction of " + arch.processor + " that " + target.processor +
         " does not have (LLVM: " + e->substr(at) + "); " +
         (source_cpu == arch.processor ? "the source was written for " + arch.processor + " (its target-cpu): " : std::string()) +
         "list the target '" + arch.processor + "' in [bundle] targets";
    r.warnings.erase(r.warnings.begin(), r.warnings.begin() + static_cast<std::ptrdiff_t>(r.source_warnings));
    r.source_warnings = 0;
}




// The module's bitcode, use-list order kept (a worker's code is then what this process's would be).
std::string bitcode_of(const llvm::Module& m) {
    std::string bitcode;
    llvm::raw_string_ostream os(bitcode);
    llvm::WriteBitcodeToFile(m, os, /*ShouldPreserveUseListOrder=*/true);
    os.flush();
    return bitcode;
}


}  // namespace


CompileResult emit_here(const std::string& bitcode, const manifest::TargetId& target, bool temps, bool remarks,
                        const std::function<void(const char*)>& on_stage) {
    CompileResult result;
    std::string error;
    llvm::TargetMachine* tm = thread_target_machine(target, error);
    if (!tm) {
        result.errors.push_back(std::string("cannot create the ") + target_name(target) + " target machine: " + error);
        return result;
    }
    llvm::LLVMContext ctx;
    ctx.setDiagnosticHandler(std::make_unique<CollectingHandler>(&result, remarks));
    auto module = parse_bitcode(bitcode, ctx);
    if (!module) {
        result.errors.push_back(module.error());
        return result;
    }
    apply_backend_options(**module, *tm);
    optimize_and_emit(**module, *tm, result, temps, on_stage);
    return result;
}

namespace {

// O3 and codegen of a prepared module in a worker (worker.hpp), its results added to `result`.
bool emit(const std::string& bitcode, const manifest::TargetId& target, const std::vector<std::string>& llvm_args, bool temps,
          bool remarks, CompileResult& result) {
    CompileResult emitted = emit_isolated(bitcode, target, llvm_args, temps, remarks);
    result.object = std::move(emitted.object);
    for (auto list : {&CompileResult::errors, &CompileResult::warnings, &CompileResult::remarks})
        (result.*list).insert((result.*list).end(), (emitted.*list).begin(), (emitted.*list).end());
    result.temps.insert(result.temps.end(), emitted.temps.begin(), emitted.temps.end());
    return result.ok();
}

}  // namespace

std::string llvm_version() { return "LLVM " LLVM_VERSION_STRING; }


CompileResult compile_kernel(const CompileRequest& req) {
    CompileResult result;
    // A hit needs no LLVM work at all: the key is a function of the inputs, and the entry holds the
    // attributes the kernel was compiled with beside the object. On a miss, the kernel's own module
    // is a second key (module_key).
    if (req.cache) {
        result.key = object_key(req);
        if (auto payload = req.save_temps || req.remarks ? std::nullopt : req.cache->get(result.key)) {
            if (decode_entry(*payload, result)) {
                result.cache_hit = true;
                return result;
            }
        }
    }
    initialize_targets();
    std::string error;
    const manifest::TargetId target = compiled_target(*req.target, *req.kernel);
    llvm::TargetMachine* tm = thread_target_machine(target, error);
    if (!tm) {
        result.errors.push_back(std::string("cannot create the ") + target_name(target) + " target machine: " + error);
        return result;
    }

    llvm::LLVMContext ctx;
    ctx.setDiagnosticHandler(std::make_unique<CollectingHandler>(&result, req.remarks));
    auto module = parse_bitcode(*req.bitcode, ctx);
    if (!module) {
        result.errors.push_back(module.error());
        return result;
    }
    llvm::Module& m = **module;
    std::string source_cpu;
    if (auto problem = prepare_module(m, *req.kernel, target, *tm, req.code_object_version, req.source_hash, result, source_cpu)) {
        result.errors.push_back(*problem);
        return result;
    }
    std::string second_key;
    const std::string bitcode = bitcode_of(m);
    if (req.cache) {
        second_key = module_key(bitcode, req);
        if (auto payload = req.save_temps || req.remarks ? std::nullopt : req.cache->get(second_key)) {
            CompileResult stored;
            if (decode_entry(*payload, stored)) {
                // The object and LLVM's warnings are the same; the attributes' origins and positions,
                // and what is said about the source, are this build's.
                result.object = std::move(stored.object);
                result.warnings.insert(result.warnings.end(), stored.warnings.begin() + stored.source_warnings,
                                       stored.warnings.end());
                result.cache_hit = true;
                req.cache->put(result.key, encode_entry(result));
                return result;
            }
        }
    }

    if (!emit(bitcode, target, req.kernel->llvm_args.value, req.save_temps, req.remarks, result)) {
        // Whether the kernel compiles for the 'a' target: prepared again for it, and emitted.
        explain_arch_specific(result, target, source_cpu, [&](const manifest::TargetId& arch) {
            std::string ignored;
            auto arch_tm = make_target_machine(arch, ignored);
            if (!arch_tm) return false;
            llvm::LLVMContext arch_ctx;
            auto again = parse_bitcode(*req.bitcode, arch_ctx);
            CompileResult trial;
            std::string cpu;
            if (!again || prepare_module(**again, *req.kernel, arch, *arch_tm, req.code_object_version, req.source_hash, trial, cpu))
                return false;
            return emit(bitcode_of(**again), arch, req.kernel->llvm_args.value, false, false, trial);
        });
        return result;
    }
    if (req.cache) {
        const std::string entry = encode_entry(result);
        req.cache->put(result.key, entry);
        req.cache->put(second_key, entry);
    }
    return result;
}

CompileResult compile_globals(const std::string& bitcode, const std::string& source_hash, const manifest::TargetId& target,
                              int code_object_version, cache::Cache* cache) {
    CompileResult result;
    // Most sources have none: a lazy read sees the globals without materializing any function.
    {
        llvm::LLVMContext ctx;
        auto lazy = llvm::getLazyBitcodeModule(llvm::MemoryBufferRef(bitcode, "source"), ctx);
        if (!lazy) {
            result.errors.push_back("unreadable front-end bitcode: " + llvm::toString(lazy.takeError()));
            return result;
        }
        if (std::none_of((*lazy)->global_begin(), (*lazy)->global_end(),
                         [](const llvm::GlobalVariable& g) { return host_visible(g) || maybe_shared_internal(g); }))
            return result;
    }
    if (cache) {
        util::KeyBuilder key = cache::versioned_key("kiln-globals", LLVM_VERSION_STRING);
        key.add(target.id.value).add(std::to_string(code_object_version)).add(source_hash);
        result.key = key.hex();
        if (auto payload = cache->get(result.key); payload && decode_entry(*payload, result)) {
            result.cache_hit = true;
            return result;
        }
    }
    initialize_targets();
    std::string error;
    auto tm = make_target_machine(target, error);
    if (!tm) {
        result.errors.push_back(std::string("cannot create the ") + target_name(target) + " target machine: " + error);
        return result;
    }
    llvm::LLVMContext ctx;
    ctx.setDiagnosticHandler(std::make_unique<CollectingHandler>(&result, false));
    auto module = parse_bitcode(bitcode, ctx);
    if (!module) {
        result.errors.push_back(module.error());
        return result;
    }
    llvm::Module& m = **module;
    // Only the host-visible and shared internal variables stay visible (and what their
    // initializers refer to).
    const std::vector<llvm::GlobalVariable*> exposed = expose_shared_internal(m, source_hash);
    keep_only(m, [&](const llvm::GlobalValue& g) {
        auto* v = llvm::dyn_cast<llvm::GlobalVariable>(&g);
        return v && (host_visible(*v) || std::find(exposed.begin(), exposed.end(), v) != exposed.end());
    });
    // Internal variables that are never written leave nothing to define: no object (cached too).
    if (std::none_of(m.global_begin(), m.global_end(), [](const llvm::GlobalVariable& g) { return !g.isDeclaration(); })) {
        if (cache) cache->put(result.key, encode_entry(result));
        return result;
    }
    set_module_target(m, *tm, code_object_version, "globals_" + source_hash.substr(0, 12));
    pin_target(m, target);
    if (!emit(bitcode_of(m), target, {}, false, false, result)) return result;
    if (cache) cache->put(result.key, encode_entry(result));
    return result;
}

Result<std::vector<manifest::ResolvedAttr>> effective_attributes(const manifest::ResolvedKernel& kernel,
                                                                const std::string& bitcode) {
    llvm::LLVMContext ctx;
    auto module = parse_bitcode(bitcode, ctx);
    if (!module) return make_error(module.error());
    auto fn = find_kernel(**module, kernel.symbol.value, kernel.source.value);
    if (!fn) return make_error(fn.error());
    std::vector<manifest::ResolvedAttr> attrs = effective_attributes(**fn, kernel.attrs);
    // target-cpu and target-features always come from the target ID (and wavefront_size); say what
    // the source had.
    auto target = manifest::parse_target_id(kernel.target_id);
    if (target) target = compiled_target(*target, kernel);
    initialize_targets();
    std::string error;
    auto tm = target ? make_target_machine(*target, error) : nullptr;
    if (!tm) return make_error("cannot create the target machine for " + kernel.target_id + ": " + error);
    const SourceTarget st = source_target(**fn, *target, *tm);
    auto pinned = [&](const char* name, std::string value, const std::string& source_value) {
        manifest::ResolvedAttr a{std::string(target->facts().name), name, std::move(value), manifest::Origin::target, {}, true, {}};
        if (!source_value.empty() && source_value != a.value) a.replaced = source_value;
        attrs.push_back(std::move(a));
    };
    pinned("target-cpu", target->processor, st.cpu);
    pinned("target-features", target_features(*target), st.features);
    return attrs;
}



}  // namespace kiln::compile
