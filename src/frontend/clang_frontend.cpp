// clang in-process, as TOOLCHAIN.md records: the driver builds the device job
// (`-x hip --offload-arch=gfx942 --cuda-device-only`, or `-x cl` for OpenCL), the cc1 arguments
// become a CompilerInvocation, and EmitLLVMOnlyAction returns the module. Optimization is left to
// kiln (-O3 with -disable-llvm-passes), so manifest attributes are applied before it; device
// libraries are linked by kiln (-nogpulib).
#include "frontend/clang_frontend.hpp"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Job.h>
#include <clang/Driver/Tool.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Frontend/Utils.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/Support/raw_ostream.h>

namespace kiln::frontend {

namespace {

// Every file the preprocessor reads, system headers included, for the depfile.
class AllDependencies : public clang::DependencyCollector {
public:
    bool needSystemDependencies() override { return true; }
};

std::vector<std::string> driver_args(const Request& r, Language lang) {
    std::vector<std::string> a = {"clang++"};
    std::string target = r.processor;
    for (const auto& f : r.features) target += ":" + f.substr(1) + f[0];
    if (lang == Language::hip) {
        a.insert(a.end(), {"-x", "hip", "--offload-arch=" + target, "--cuda-device-only", "-nogpulib",
                           "--rocm-path=" + r.rocm->root.string(), "-std=" + (r.std.empty() ? "c++17" : r.std),
                           // Debian's HIP 5.2 headers predate clang's removal of this macro.
                           "-D__AMDGCN_WAVEFRONT_SIZE=64"});
    } else {
        a.insert(a.end(), {"-x", "cl", "-cl-std=" + (r.std.empty() ? "CL2.0" : r.std), "-target", "amdgcn-amd-amdhsa",
                           "-mcpu=" + target, "-nogpulib", "-Xclang", "-finclude-default-header"});
    }
    a.insert(a.end(), {"-O3", "-Xclang", "-disable-llvm-passes", "-emit-llvm", "-c",
                       "-mcode-object-version=" + std::to_string(r.code_object_version)});
    if (r.fast_math) a.push_back(lang == Language::hip ? "-ffast-math" : "-cl-fast-relaxed-math");
    for (const auto& d : r.defines) a.push_back("-D" + d);
    for (const auto& i : r.include_dirs) a.push_back("-I" + i.string());
    a.push_back(r.source.string());
    a.push_back("-o");
    a.push_back("/dev/null");
    return a;
}

}  // namespace

std::unique_ptr<llvm::Module> compile_with_clang(const Request& request, llvm::LLVMContext& ctx, Output& result) {
    const Language lang = language_of(request.source);
    std::string printed;
    llvm::raw_string_ostream os(printed);
    clang::DiagnosticOptions diag_options;
    diag_options.ShowColors = false;
    // Declared first so it outlives every engine that reports to it.
    auto printer = std::make_unique<clang::TextDiagnosticPrinter>(os, diag_options);
    llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs> ids(new clang::DiagnosticIDs());
    clang::DiagnosticsEngine driver_diags(ids, diag_options, printer.get(), /*ShouldOwnClient=*/false);

    auto fail = [&](const std::string& fallback) -> std::unique_ptr<llvm::Module> {
        os.flush();
        result.errors.push_back(printed.empty() ? fallback : printed);
        return nullptr;
    };

    std::vector<std::string> args = driver_args(request, lang);
    std::vector<const char*> argv;
    for (const auto& s : args) argv.push_back(s.c_str());
    clang::driver::Driver driver(KILN_CLANG_EXECUTABLE, "x86_64-pc-linux-gnu", driver_diags, "kiln");
    driver.setCheckInputsExist(true);
    std::unique_ptr<clang::driver::Compilation> compilation(driver.BuildCompilation(argv));
    if (!compilation || driver_diags.hasErrorOccurred()) return fail("clang could not set up the compilation");
    const clang::driver::Command* cc1 = nullptr;
    for (const auto& job : compilation->getJobs())
        if (llvm::StringRef(job.getCreator().getName()) == "clang") cc1 = &job;
    if (!cc1) return fail("clang's driver produced no compile job");

    auto invocation = std::make_shared<clang::CompilerInvocation>();
    if (!clang::CompilerInvocation::CreateFromArgs(*invocation, cc1->getArguments(), driver_diags))
        return fail("clang rejected its own arguments");
    invocation->getDiagnosticOpts().ShowColors = false;
    // -mllvm options (the driver adds -amdgpu-internalize-symbols for HIP) would be parsed into
    // LLVM's global option registry, which is not thread-safe; kiln internalizes by itself.
    invocation->getFrontendOpts().LLVMArgs.clear();

    clang::CompilerInstance ci(invocation);
    ci.createVirtualFileSystem(llvm::vfs::getRealFileSystem());
    ci.createDiagnostics(printer.get(), /*ShouldOwnClient=*/false);
    auto deps = std::make_shared<AllDependencies>();
    ci.addDependencyCollector(deps);
    clang::EmitLLVMOnlyAction action(&ctx);
    const bool ran = ci.ExecuteAction(action);
    os.flush();
    for (const auto& d : deps->getDependencies()) result.dependencies.push_back(d);
    if (!ran || ci.getDiagnostics().hasErrorOccurred()) return fail("clang failed on '" + request.source.string() + "'");
    if (!printed.empty()) result.warnings.push_back(printed);
    std::unique_ptr<llvm::Module> module = action.takeModule();
    if (!module) result.errors.push_back("clang produced no module for '" + request.source.string() + "'");
    return module;
}

}  // namespace kiln::frontend
