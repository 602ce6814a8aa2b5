// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The target machine a kernel compiles with: LLVM's targets registered once per process, the
// target as a kernel compiles for it (the target ID's features and the kernel's own, such as
// AMD's wave64), one machine per thread and target reused job after job, and a module set up for
// it. What differs between backends is asked of target::Codegen (target/codegen.hpp).
#include <llvm/IR/Module.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/TargetParser/Triple.h>

#include <map>
#include <mutex>

#include "compile/internal.hpp"
#include "frontend/frontend.hpp"
#include "target/codegen.hpp"

namespace kiln::compile {

void initialize_targets() {
    static std::once_flag once;
    std::call_once(once, [] {
        for (const target::Facts& f : target::all()) target::codegen(f.kind).initialize_llvm();
    });
}

const target::Codegen& codegen_of(const manifest::TargetId& target) { return target::codegen(target.backend); }

std::string target_features(const manifest::TargetId& target) {
    std::string features;
    for (const auto& f : target.features) features += (features.empty() ? "" : ",") + f;
    return features;
}

manifest::TargetId compiled_target(const manifest::TargetId& target, const manifest::ResolvedKernel& k) {
    manifest::TargetId t = target;
    for (std::string& f : codegen_of(t).kernel_features(t, k.wavefront_size.value)) t.features.push_back(std::move(f));
    return t;
}

std::unique_ptr<llvm::TargetMachine> make_target_machine(const manifest::TargetId& target, std::string& error) {
    llvm::Triple triple{std::string(target.facts().triple)};
    const llvm::Target* t = llvm::TargetRegistry::lookupTarget(triple, error);
    if (!t) return nullptr;
    llvm::TargetOptions options;
    return std::unique_ptr<llvm::TargetMachine>(t->createTargetMachine(triple, target.processor, target_features(target), options,
                                                                       codegen_of(target).relocation_model(), std::nullopt,
                                                                       llvm::CodeGenOptLevel::Aggressive));
}

std::string cannot_create(const manifest::TargetId& target, const std::string& error) {
    return "cannot create the " + std::string(target.facts().llvm_target) + " target machine: " + error;
}

// Making a target machine costs about as much as compiling a small kernel: 9% of a cold build's
// time when each job made its own, twice.
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

void set_module_target(llvm::Module& m, llvm::TargetMachine& tm, const manifest::TargetId& target, int code_object_version,
                       const std::string& name) {
    m.setTargetTriple(tm.getTargetTriple());
    m.setDataLayout(tm.createDataLayout());
    codegen_of(target).set_module_flags(m, code_object_version);
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

}  // namespace kiln::compile
