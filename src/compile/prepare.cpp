// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A kernel's module, prepared from its source's for O3 (in kiln's process, so the prepared
// module's bitcode can be the second cache key):
//   split    keep the kernel, drop every other kernel, internalize the rest (split.cpp)
//   target   the target ID's processor and features on every function: the manifest's target
//            wins over the source's own target-cpu / target-features, with a warning when they differ
//   rename   the manifest's kernel name replaces the source symbol (one function, several variants)
//   attrs    resolved fn_attrs; built-ins only where the source has no value, manifest values always
//   backend  what the backend adds before O3 (target::Codegen::prepare)
// and the attributes a kernel would get, for `kiln explain`.
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Triple.h>

#include <algorithm>
#include <map>
#include <mutex>

#include "compile/internal.hpp"
#include "frontend/frontend.hpp"
#include "target/codegen.hpp"

namespace kiln::compile {

namespace {

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

// How `compared` (a source's target-features, as the backend compares them) differs from what kiln
// compiles `target` with: "" when LLVM reads them as the same subtarget. Two subtargets made and
// compared per (target, features), once per process: a source's kernels share their features.
std::string feature_difference(const manifest::TargetId& target, const llvm::TargetMachine& tm, const std::string& compared) {
    static std::mutex mutex;
    static std::map<std::string, std::string> known_differences;
    const std::string key = tm.getTargetTriple().str() + "|" + target.processor + "|" + target_features(target) + "|" + compared;
    {
        std::lock_guard lock(mutex);
        if (auto it = known_differences.find(key); it != known_differences.end()) return it->second;
    }
    const llvm::Triple& triple = tm.getTargetTriple();
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
    std::string differs;
    if (!changed.empty()) differs = "target-features with " + changed;
    if (!unknown.empty()) differs += std::string(differs.empty() ? "" : " and ") + "features LLVM does not know (" + unknown + ")";
    std::lock_guard lock(mutex);
    known_differences.emplace(key, differs);
    return differs;
}

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
    // What is not a subtarget (NVIDIA's PTX ISA version) is left out.
    const std::string compared = codegen_of(target).comparable_features(s.features);
    if (compared.empty()) return s;
    s.differs = feature_difference(target, tm, compared);
    return s;
}

    
}  // namespace

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

namespace {

// fast_math = true for an IR source: every floating-point operation of the module gets LLVM's
// fast-math flags. HIP and OpenCL sources had clang's -ffast-math / -cl-fast-relaxed-math in the
// front end instead, which flag the source's operations and leave the device libraries' alone, as
// clang does (flagging those too changed 10 of 48 resources in tests/data/parity_libs).
void set_fast_math(llvm::Module& m) {
    for (llvm::Function& f : m)
        for (llvm::Instruction& i : llvm::instructions(f))
            if (llvm::isa<llvm::FPMathOperator>(i)) i.setFast(true);
}

}  // namespace

// Turns the parsed source (`whole_source`; else the kernel's module a SourceSplit made of it) into
// the kernel's own module, ready for O3: the error, if any. `source_cpu`: the kernel's target-cpu
// in the source, if it had one.
std::optional<std::string> prepare_module(llvm::Module& m, const manifest::ResolvedKernel& k, const manifest::TargetId& target,
                                          llvm::TargetMachine& tm, int code_object_version, const std::string& source_hash,
                                          bool whole_source, CompileResult& result, std::string& source_cpu) {
    std::string source = "'";
    source += k.source.value.string();
    source += '\'';
    const std::string source_triple = m.getTargetTriple().str();
    if (!source_triple.empty() && llvm::Triple(source_triple).getArch() != tm.getTargetTriple().getArch())
        return "source " + source + " is for '" + source_triple + "', not " + std::string(target.facts().triple) + " (" + target.id.value + ")";

    auto found = find_kernel(m, k.symbol.value, k.source.value);
    if (!found) return found.error();
    llvm::Function* fn = *found;
    if (auto problem = whole_source ? shared_mutable_global(m) : std::nullopt) return problem;

    // The kernel's IR pipeline (docs/triton.md): Triton's IR goes through Triton's backend, with
    // its fusion of floating-point operations.
    if (k.language.value == "ir") {
        frontend::BackendOptions o = frontend::backend_options(m);
        o.triton = k.ir_pipeline.value == "triton";
        if (o.triton) o.fast_fp_fusion = true;
        frontend::set_backend_options(m, o);
    }
    set_module_target(m, tm, target, code_object_version, k.name);

    if (whole_source) split_out(m, *fn, source_hash);
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
    codegen_of(target).prepare(m, k);

    std::string verify_errors;
    llvm::raw_string_ostream verify_os(verify_errors);
    if (llvm::verifyModule(m, &verify_os)) return "invalid IR in " + source + ": " + verify_errors;
    return std::nullopt;
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
