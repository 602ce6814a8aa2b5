// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// O3 and codegen of a kernel's prepared module, in a worker process (worker.hpp): LLVM's default
// per-module pipeline as clang runs it for a device compile, then the backend's output (an
// object, or assembly text a later step assembles: target::Codegen::output). LLVM's diagnostics
// are collected into the result, never printed; an error fails the job, since codegen would go on
// and write an object anyway.
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Passes/StandardInstrumentations.h>
#include <llvm/Transforms/IPO/AlwaysInliner.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <map>
#include <memory>
#include <tuple>

#include "compile/internal.hpp"
#include "compile/worker.hpp"
#include "frontend/frontend.hpp"
#include "target/codegen.hpp"
#include "target/private_arrays.hpp"

namespace kiln::compile {

namespace {

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
                // With debug lines, the source place first: "FILE:LINE:COL: " (build.cpp puts
                // the remark there).
                if (opt->isLocationAvailable())
                    os << opt->getAbsolutePath() << ":" << opt->getLocation().getLine() << ":" << opt->getLocation().getColumn() << ": ";
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

void collect_diagnostics(llvm::LLVMContext& ctx, CompileResult& result, bool remarks) {
    ctx.setDiagnosticHandler(std::make_unique<CollectingHandler>(&result, remarks));
}

namespace {

// The optimization clang 22 runs for a HIP device compile (clang's EmitAssemblyHelper) at the
// front end's level (-O3 unless clang_args say otherwise): PipelineTuningOptions as clang's
// CodeGenOptions set them (at -O2 and above the driver asks for loop and SLP vectorization and cc1
// unrolls; LLVM's defaults leave SLP off), and the standard instrumentation, whose optnone handling
// keeps passes off `optnone` functions (ROCm's printf and assert code, users' optnone); plus the
// passes the backend adds (target::Codegen::add_passes).
void optimize(llvm::Module& m, llvm::TargetMachine& tm, const target::Codegen& codegen) {
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
    codegen.add_passes(pb, tuning.LoopUnrolling);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    if (o.triton) {
        // Triton's backend (translate_to_asm in Triton's llvm.cc): every function not marked
        // noinline always inlined, then the inliner, no other pass; Triton's own O3 made the IR.
        for (llvm::Function& f : m)
            if (!f.isDeclaration() && !f.hasFnAttribute(llvm::Attribute::NoInline)) f.addFnAttr(llvm::Attribute::AlwaysInline);
        llvm::ModulePassManager mpm;
        mpm.addPass(llvm::AlwaysInlinerPass());
        mpm.run(m, mam);
        return;
    }
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

std::string module_text(const llvm::Module& m) {
    std::string text;
    llvm::raw_string_ostream os(text);
    m.print(os, nullptr);
    return text;
}

// LLVM's verbose assembly of `m`, written from a copy (codegen changes the module it runs on):
// with its per-kernel resource comments, as llc writes them; nothing when the target cannot.
std::optional<std::string> verbose_assembly(const llvm::Module& m, llvm::TargetMachine& tm) {
    std::unique_ptr<llvm::Module> copy = llvm::CloneModule(m);
    llvm::SmallVector<char, 0> text;
    llvm::raw_svector_ostream os(text);
    llvm::legacy::PassManager pm;
    const bool verbose = tm.Options.MCOptions.AsmVerbose;
    tm.Options.MCOptions.AsmVerbose = true;
    std::optional<std::string> out;
    if (!tm.addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
        pm.run(*copy);
        out.emplace(text.begin(), text.end());
    }
    tm.Options.MCOptions.AsmVerbose = verbose;
    return out;
}

// The code generator's passes for `tm` at its current level (apply_backend_options sets it per
// module) and output type, writing into `buffer`: made once per thread and reused module after
// module, as llc's -compile-twice runs one pass manager twice (each run initializes and finalizes
// every pass; the object streamer resets after writing). Making it (addPassesToEmitFile: about
// 150 passes scheduled) was a fifth of a small kernel's compile.
struct CodegenPipeline {
    llvm::SmallVector<char, 0> buffer;
    llvm::raw_svector_ostream os{buffer};
    llvm::legacy::PassManager pm;
};

CodegenPipeline* thread_codegen_pipeline(llvm::TargetMachine& tm, llvm::CodeGenFileType type) {
    using Key = std::tuple<const llvm::TargetMachine*, llvm::CodeGenOptLevel, llvm::CodeGenFileType, llvm::FPOpFusion::FPOpFusionMode>;
    thread_local std::map<Key, std::unique_ptr<CodegenPipeline>> pipelines;
    const Key key{&tm, tm.getOptLevel(), type, tm.Options.AllowFPOpFusion};
    std::unique_ptr<CodegenPipeline>& p = pipelines[key];
    if (!p) {
        p = std::make_unique<CodegenPipeline>();
        if (tm.addPassesToEmitFile(p->pm, p->os, nullptr, type)) {
            pipelines.erase(key);
            return nullptr;
        }
    }
    return p.get();
}

// A kernel's module between its two halves (emit_batch_here): parsed in a context of its own
// (whose diagnostics go to `result`), O3 run, and the target machine's settings it was optimized
// with, restored for its codegen (apply_backend_options sets them per module).
struct Emission {
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> module;
    llvm::TargetMachine* tm = nullptr;
    llvm::CodeGenOptLevel level{};
    llvm::FPOpFusion::FPOpFusionMode fusion{};
    CompileResult result;
};

// The first half: the module parsed, the backend's options applied, O3 (then the checks and
// changes before codegen). False (with the errors in e.result) when the job ends here.
bool optimize_half(Emission& e, const EmitJob& job, bool temps, bool remarks, const std::function<void(const char*)>& on_stage) {
    std::string error;
    e.tm = thread_target_machine(job.target, error);
    if (!e.tm) {
        e.result.errors.push_back(cannot_create(job.target, error));
        return false;
    }
    collect_diagnostics(e.ctx, e.result, remarks);
    auto module = parse_bitcode(job.bitcode, e.ctx);
    if (!module) {
        e.result.errors.push_back(module.error());
        return false;
    }
    e.module = std::move(*module);
    llvm::Module& m = *e.module;
    m.setDataLayout(e.tm->createDataLayout());  // this worker's (its llvm_args may change it: nvptx-short-ptr)
    apply_backend_options(m, *e.tm);
    e.level = e.tm->getOptLevel();
    e.fusion = e.tm->Options.AllowFPOpFusion;
    const target::Codegen& codegen = codegen_of(job.target);
    if (temps) e.result.temps.emplace_back("pre.ll", module_text(m));
    on_stage("optimizer");
    optimize(m, *e.tm, codegen);
    if (!e.result.ok()) return false;
    e.result.private_arrays = target::arrays_in_memory(m);
    codegen.before_codegen(m);
    return true;
}

// The second half: codegen into result.object, as the backend writes it (an object, or assembly
// text that a later step assembles: target::Codegen::output). LLVM still writes PTX after an
// error diagnostic (an attribute it could not read), so any error fails the job.
void codegen_half(Emission& e, const EmitJob& job, bool temps, const std::function<void(const char*)>& on_stage) {
    llvm::Module& m = *e.module;
    llvm::TargetMachine& tm = *e.tm;
    tm.setOptLevel(e.level);
    tm.Options.AllowFPOpFusion = e.fusion;
    const target::Codegen& codegen = codegen_of(job.target);
    on_stage("codegen");
    const target::Codegen::Output output = codegen.output();
    const bool assembly = output.type == llvm::CodeGenFileType::AssemblyFile;
    if (temps) {
        e.result.temps.emplace_back("opt.ll", module_text(m));
        // An object's assembly is written beside it; assembly output is its own temp (below).
        if (!assembly)
            if (auto text = verbose_assembly(m, tm)) e.result.temps.emplace_back(std::string(output.temp_suffix), std::move(*text));
    }
    CodegenPipeline* pipeline = thread_codegen_pipeline(tm, output.type);
    if (!pipeline) {
        e.result.errors.emplace_back(output.cannot_emit);
        return;
    }
    pipeline->pm.run(m);
    if (e.result.ok()) e.result.object.assign(pipeline->buffer.begin(), pipeline->buffer.end());
    pipeline->buffer.clear();
    if (e.result.ok() && temps && assembly)
        e.result.temps.emplace_back(std::string(output.temp_suffix), codegen.temp_note(e.result.object) + e.result.object);
}

}  // namespace

std::vector<CompileResult> emit_batch_here(const std::vector<EmitJob>& jobs, bool temps, bool remarks,
                                           const std::function<void(const char*)>& on_stage) {
    // Every module's O3, then every module's codegen: each module is compiled as it would be alone
    // (its own context, the pipelines and settings of a job of its own), but the code generator's
    // passes run back to back, not after the optimizer's each time: a 1,000-kernel build's
    // workers spent a fifth less time so (issue 32; docs/performance.md).
    std::vector<std::unique_ptr<Emission>> emissions;
    std::vector<bool> optimized;
    for (const EmitJob& job : jobs) {
        emissions.push_back(std::make_unique<Emission>());
        optimized.push_back(optimize_half(*emissions.back(), job, temps, remarks, on_stage));
    }
    std::vector<CompileResult> results;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        Emission& e = *emissions[i];
        if (optimized[i]) codegen_half(e, jobs[i], temps, on_stage);
        results.push_back(std::move(e.result));
        emissions[i].reset();
    }
    return results;
}

void emit_in_worker(const std::vector<EmitJob>& jobs, const std::vector<std::string>& llvm_args, bool temps, bool remarks,
                    std::span<CompileResult* const> results) {
    std::vector<CompileResult> emitted = emit_isolated(jobs, llvm_args, temps, remarks);
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        CompileResult& result = *results[i];
        result.object = std::move(emitted[i].object);
        for (auto list : {&CompileResult::errors, &CompileResult::warnings, &CompileResult::remarks})
            (result.*list).insert((result.*list).end(), (emitted[i].*list).begin(), (emitted[i].*list).end());
        result.temps.insert(result.temps.end(), emitted[i].temps.begin(), emitted[i].temps.end());
        result.private_arrays = std::move(emitted[i].private_arrays);
    }
}

bool emit_in_worker(const std::string& bitcode, const manifest::TargetId& target, const std::vector<std::string>& llvm_args,
                    bool temps, bool remarks, CompileResult& result) {
    CompileResult* const out[] = {&result};
    emit_in_worker({EmitJob{bitcode, target}}, llvm_args, temps, remarks, out);
    return result.ok();
}

}  // namespace kiln::compile
