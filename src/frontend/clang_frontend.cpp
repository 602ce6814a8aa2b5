// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// clang in-process, as TOOLCHAIN.md records: the driver builds the device job
// (`-x hip --offload-arch=gfx942 --cuda-device-only`, or `-x cl` for OpenCL), the cc1 arguments
// become a CompilerInvocation, and EmitLLVMOnlyAction returns the module. Optimization is left to
// kiln (-O3 with -disable-llvm-passes), so manifest attributes are applied before it; device
// libraries are linked by kiln (-nogpulib). A HIP source's prelude comes from a precompiled header
// shared by the sources with the same target, options and leading includes (see Prelude).
#include "frontend/clang_frontend.hpp"
#include "frontend/cuda_extras.hpp"
#include "frontend/cuda_headers.hpp"
#include "frontend/cuda_retry.hpp"
#include "frontend/leading_includes.hpp"
#include "util/file_hash.hpp"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Job.h>
#include <clang/Driver/Tool.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendActions.h>
#include <clang/Lex/HeaderSearchOptions.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Frontend/Utils.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/Support/VirtualOutputBackend.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <utility>
#include <vector>

namespace kiln::frontend {

namespace {

constexpr const char* k_hip_wrapper = "__clang_hip_runtime_wrapper.h";
// Files that exist only in a compilation's in-memory file system: the prelude's main file and its
// precompiled header. Never reported as dependencies.
constexpr std::string_view k_virtual_dir = "/kiln-virtual/";
const std::string k_prelude_source = std::string(k_virtual_dir) + "hip-prelude.hip";
const std::string k_prelude_pch = std::string(k_virtual_dir) + "hip-prelude.pch";
// ROCm 5.x's HIP headers call two functions that clang's HIP wrapper used to declare and clang 22's
// does not (amd_hip_fp16.h: "use of undeclared identifier '__llvm_amdgcn_rcp_f16'"): for those
// headers only, kiln declares them, on clang 22's builtin, after the wrapper.
const std::string k_hip_compat = std::string(k_virtual_dir) + "kiln-hip5-compat.h";
// CUDA's documented device functions clang 22 lacks (cuda_extras.hpp), for every CUDA source.
const std::string k_cuda_extras = std::string(k_virtual_dir) + "kiln-cuda-extras.h";
// A HIP source's CUDA compile (HIP's NVIDIA platform): after the extras (cuda_headers.hpp).
const std::string k_hip_nvidia = std::string(k_virtual_dir) + "kiln-hip-nvidia.h";
// Host headers of the host compiler's that clang lacks, each a file that includes the host
// compiler's own (omp.h: gcc_omp), searched last in CUDA sources.
const std::string k_host_headers = std::string(k_virtual_dir) + "host-headers";
constexpr std::string_view k_hip_compat_text =
    "#pragma once\n"
    "#include <__clang_hip_runtime_wrapper.h>\n"
    "extern \"C\" {\n"
    "__device__ inline __attribute__((const)) _Float16 __llvm_amdgcn_rcp_f16(_Float16 __x) { return __builtin_amdgcn_rcph(__x); }\n"
    "typedef _Float16 __kiln_2f16 __attribute__((ext_vector_type(2)));\n"
    "__device__ inline __attribute__((const)) __kiln_2f16 __llvm_amdgcn_rcp_2f16(__kiln_2f16 __x) {\n"
    "    return __kiln_2f16{(_Float16)__builtin_amdgcn_rcph(__x.x), (_Float16)__builtin_amdgcn_rcph(__x.y)};\n"
    "}\n"
    "}\n";

// Every file the preprocessor reads, system headers included, for the depfile.
class AllDependencies : public clang::DependencyCollector {
public:
    bool needSystemDependencies() override { return true; }
};

// The real file system, noting every path that was looked for and not found: the include search's
// misses, which a cached result must find still missing (a new header there would shadow one).
class MissRecordingFileSystem final : public llvm::vfs::ProxyFileSystem {
public:
    MissRecordingFileSystem() : ProxyFileSystem(llvm::vfs::getRealFileSystem()) {}
    llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine& path) override {
        auto r = ProxyFileSystem::status(path);
        if (!r) note(path, r.getError());
        return r;
    }
    llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine& path) override {
        auto r = ProxyFileSystem::openFileForRead(path);
        if (!r) note(path, r.getError());
        return r;
    }
    bool exists(const llvm::Twine& path) override {
        auto r = status(path);
        return static_cast<bool>(r);
    }
    std::vector<std::filesystem::path> misses() const { return {m_misses.begin(), m_misses.end()}; }

private:
    void note(const llvm::Twine& path, std::error_code ec) {
        if (ec != std::errc::no_such_file_or_directory) return;
        llvm::SmallString<256> p;
        path.toVector(p);
        if (makeAbsolute(p)) return;
        if (!llvm::StringRef(p).starts_with(k_virtual_dir)) m_misses.insert(std::string(p));
    }
    std::set<std::string> m_misses;
};

// Keeps what clang writes (the prelude's precompiled header) in memory.
class MemoryOutputFile final : public llvm::RTTIExtends<MemoryOutputFile, llvm::vfs::OutputFileImpl> {
public:
    static char ID;
    explicit MemoryOutputFile(std::string& kept) : m_kept(kept) {}
    llvm::Error keep() override {
        m_kept.assign(m_data.data(), m_data.size());
        return llvm::Error::success();
    }
    llvm::Error discard() override { return llvm::Error::success(); }
    llvm::raw_pwrite_stream& getOS() override { return m_os; }

private:
    std::string& m_kept;
    llvm::SmallVector<char, 0> m_data;
    llvm::raw_svector_ostream m_os{m_data};
};
char MemoryOutputFile::ID = 0;

class MemoryOutputs final : public llvm::vfs::OutputBackend {
public:
    std::string kept;

protected:
    llvm::IntrusiveRefCntPtr<llvm::vfs::OutputBackend> cloneImpl() const override {
        return llvm::IntrusiveRefCntPtr<llvm::vfs::OutputBackend>(const_cast<MemoryOutputs*>(this));
    }
    llvm::Expected<std::unique_ptr<llvm::vfs::OutputFileImpl>> createFileImpl(llvm::StringRef,
                                                                              std::optional<llvm::vfs::OutputConfig>) override {
        return std::make_unique<MemoryOutputFile>(kept);
    }
};

// clang's text diagnostics, collected.
struct Printed {
    std::string text;
    llvm::raw_string_ostream os{text};
    clang::DiagnosticOptions options;
    clang::TextDiagnosticPrinter printer{os, options};
    Printed() {
        options.ShowColors = false;
        options.ShowOptionNames = true;  // "[-Wunused-variable]", as clang prints it
    }
    std::string take() {
        os.flush();
        return std::move(text);
    }
};

// The driver's language arguments: one function per clang language a backend compiles a source as
// (target::Backend::clang_language). `target`: the target ID, "gfx942:xnack-".
//
// CUDA for an NVIDIA SM: clang links libdevice itself (-mlink-builtin-bitcode) from the
// installation. The PTX version it asks for (from the CUDA version) is dropped with the source's
// other subtarget features when the kernel compiles (compile.cpp). A CUDA newer than clang 22
// knows (12.9) is used as clang uses it, without its warning.
//
// Host code never blocks the device build (issue 37): clang checks a .cu's host functions in its
// device compile too, where CUDA's math wrappers give `isfinite` and `max` device overloads only,
// so host code that nvcc and g++ accept failed ("no matching function for call to 'isfinite'").
// -fgpu-defer-diag defers such errors to the functions this compile emits (kernels and what they
// call), as clang's HIP toolchain can; an error in device code is still one. omp.h, which nvcc's
// host compiler has and clang has only with libomp, is GCC's, searched last (after clang's and
// the system's headers).
//
// A HIP source for an NVIDIA SM (r.hip_nvidia) is CUDA as hipcc makes it (nvcc -x cu): HIP's
// headers select their NVIDIA platform themselves under clang's CUDA mode; kiln adds their
// directory and its own HIP-on-NVIDIA header (cuda_headers.hpp).
std::vector<std::string> cuda_args(const Request& r) {
    std::vector<std::string> a = {"-x", "cuda", "--cuda-gpu-arch=" + r.processor, "--cuda-device-only",
                                  "-std=" + (r.std.empty() ? "c++17" : r.std), "-Wno-unknown-cuda-version", "-fgpu-defer-diag"};
    if (!gcc_omp().empty()) a.insert(a.end(), {"-idirafter", k_host_headers});
    if (!r.cuda_path.empty()) a.push_back("--cuda-path=" + r.cuda_path.string());
    a.insert(a.end(), {"-include", k_cuda_extras});
    if (!r.hip_nvidia.empty()) a.insert(a.end(), {"-include", k_hip_nvidia});
    // CUDA 12.8+ and 13 keep libcu++, CUB and Thrust in include/cccl, which nvcc adds to the
    // search itself (its nvcc.profile): <cooperative_groups.h> includes <cuda/std/type_traits>.
    // Before the toolkit's other headers, as nvcc has it. The toolkit's headers themselves come
    // before the system's: clang searches --cuda-path's last, after /usr/local/include, where
    // another CUDA's headers may be (as `nvcc -isystem $CUDA_PATH/include` does for hipcc).
    std::error_code ec;
    if (const auto cccl = r.cuda_path / "include" / "cccl"; !r.cuda_path.empty() && std::filesystem::is_directory(cccl, ec))
        a.insert(a.end(), {"-isystem", cccl.string()});
    if (!r.cuda_path.empty()) a.insert(a.end(), {"-isystem", (r.cuda_path / "include").string()});
    if (!r.hip_nvidia.empty() && r.hip_nvidia != "/usr/include") a.insert(a.end(), {"-isystem", r.hip_nvidia.string()});
    return a;
}

std::vector<std::string> hip_args(const Request& r, const std::string& target) {
    std::vector<std::string> a = {"-x", "hip", "--offload-arch=" + target, "--cuda-device-only", "-nogpulib",
                                  "--rocm-path=" + r.rocm->root.string(), "-std=" + (r.std.empty() ? "c++17" : r.std),
                                  // Debian's HIP 5.2 headers predate clang's removal of this macro.
                                  "-D__AMDGCN_WAVEFRONT_SIZE=" + std::string(wave32(r) ? "32" : "64"),
                                  // clang's launch bounds for kernels without __launch_bounds__ become
                                  // "1,2048", which no source can mean (1024 is the limit), so kiln can tell
                                  // them from an explicit __launch_bounds__(1024) and drop them.
                                  "--gpu-max-threads-per-block=" + std::string(k_hip_unset_launch_bounds_max),
                                  // The kernels' argument names in the code object's metadata (.args[].name):
                                  // the loader header's typed launch takes them (issue 33, item 6).
                                  "-fhip-kernel-arg-name"};
    if (r.rocm->hip5_headers()) a.insert(a.end(), {"-include", k_hip_compat});
    // clang's driver adds the ROCm prefix's headers with -idirafter, after /usr/include: with a
    // distribution's HIP headers installed, <hip/...> would resolve to those whatever
    // --rocm-path says. The chosen installation's headers come first.
    std::error_code ec;
    if (const auto inc = r.rocm->root / "include"; r.rocm->root != "/usr" && std::filesystem::is_directory(inc, ec))
        a.insert(a.end(), {"-isystem", inc.string()});
    return a;
}

std::vector<std::string> opencl_args(const Request& r, const std::string& target) {
    return {"-x", "cl", "-cl-std=" + (r.std.empty() ? "CL2.0" : r.std), "-target", "amdgcn-amd-amdhsa",
            "-mcpu=" + target, "-nogpulib", "-Xclang", "-finclude-default-header"};
}


// The driver's device compile job as cc1 arguments; false with the reason in `printed`.
bool cc1_args(const Request& r, target::ClangLanguage lang, Printed& printed, std::vector<std::string>& out) {
    llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs> ids(new clang::DiagnosticIDs());
    clang::DiagnosticsEngine diags(ids, printed.options, &printed.printer, /*ShouldOwnClient=*/false);
    const std::vector<std::string> args = driver_args(r, lang);
    std::vector<const char*> argv;
    for (const auto& s : args) argv.push_back(s.c_str());
    // The driver itself warns about a CUDA newer than clang knows (-Wno-unknown-cuda-version
    // reaches only cc1): kiln uses it as clang does, without the warning on every build.
    diags.setSeverityForGroup(clang::diag::Flavor::WarningOrError, "unknown-cuda-version", clang::diag::Severity::Ignored);
    clang::driver::Driver driver(KILN_CLANG_EXECUTABLE, "x86_64-pc-linux-gnu", diags, "kiln");
    driver.setCheckInputsExist(true);
    std::unique_ptr<clang::driver::Compilation> compilation(driver.BuildCompilation(argv));
    if (!compilation || diags.hasErrorOccurred()) {
        printed.os << "clang could not set up the compilation\n";
        return false;
    }
    for (const auto& job : compilation->getJobs())
        if (llvm::StringRef(job.getCreator().getName()) == "clang") out.assign(job.getArguments().begin(), job.getArguments().end());
    if (out.empty()) printed.os << "clang's driver produced no compile job\n";
    if (lang == target::ClangLanguage::cuda) raise_ptx_feature(out, r.processor);
    return !out.empty();
}

// The prelude's compile job: the source's, with a main file of its own and a precompiled header as
// output. Nothing of the source remains, so every source with the same target and options gets
// the same arguments (without_project: in every project). Empty when the job does not have the
// expected shape.
std::vector<std::string> prelude_args(const std::vector<std::string>& cc1) {
    std::vector<std::string> a = cc1;
    const auto emit = std::find(a.begin(), a.end(), "-emit-llvm-bc");
    const auto wrapper = std::find(a.begin(), a.end(), k_hip_wrapper);
    if (a.size() < 3 || a[a.size() - 3] != "-x" || emit == a.end() || wrapper == a.end()) return {};
    *emit = "-emit-pch";
    a.back() = k_prelude_source;
    for (std::size_t i = 0; i + 1 < a.size(); ++i) {
        if (a[i] == "-main-file-name") a[i + 1] = "hip-prelude.hip";
        if (a[i] == "-o") a[i + 1] = k_prelude_pch;
        // The compilation unit's ID, from the source's path: it names the source's own device
        // globals when they are generated, which a header does not do.
        if (llvm::StringRef(a[i]).starts_with("-cuid=")) a[i] = "-cuid=kiln-hip-prelude";
    }
    return without_project(a);
}

// Runs cc1 `args` with `action`, reading through the real file system plus `memory`, reporting to
// `printed`. Every file read (but the in-memory ones) goes to `dependencies`.
bool execute(const std::vector<std::string>& args, clang::FrontendAction& action, Printed& printed,
             llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> memory,
             const std::function<void(clang::CompilerInvocation&)>& adjust, std::vector<std::filesystem::path>& dependencies,
             std::vector<std::filesystem::path>& absent, llvm::IntrusiveRefCntPtr<llvm::vfs::OutputBackend> outputs = nullptr) {
    llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs> ids(new clang::DiagnosticIDs());
    clang::DiagnosticsEngine diags(ids, printed.options, &printed.printer, /*ShouldOwnClient=*/false);
    std::vector<const char*> argv;
    for (const auto& s : args) argv.push_back(s.c_str());
    auto invocation = std::make_shared<clang::CompilerInvocation>();
    if (!clang::CompilerInvocation::CreateFromArgs(*invocation, argv, diags)) {
        printed.os << "clang rejected its own arguments\n";
        return false;
    }
    invocation->getDiagnosticOpts().ShowColors = false;
    // -mllvm options (the driver adds -amdgpu-internalize-symbols for HIP) would be parsed into
    // LLVM's global option registry, which is not thread-safe; kiln internalizes by itself.
    invocation->getFrontendOpts().LLVMArgs.clear();
    // A precompiled header is checked against its inputs by content, not only by time stamp.
    invocation->getHeaderSearchOpts().ValidateASTInputFilesContent = true;
    adjust(*invocation);

    clang::CompilerInstance ci(invocation);
    llvm::IntrusiveRefCntPtr<MissRecordingFileSystem> real(new MissRecordingFileSystem());
    llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> fs(new llvm::vfs::OverlayFileSystem(real));
    fs->pushOverlay(memory);
    ci.createVirtualFileSystem(fs);
    ci.createDiagnostics(&printed.printer, /*ShouldOwnClient=*/false);
    if (outputs) ci.setOutputManager(outputs);
    // "N warnings generated." would go straight to stderr; the diagnostics themselves are in `printed`.
    ci.setVerboseOutputStream(std::make_unique<llvm::raw_null_ostream>());
    auto deps = std::make_shared<AllDependencies>();
    ci.addDependencyCollector(deps);
    const bool ran = ci.ExecuteAction(action) && !ci.getDiagnostics().hasErrorOccurred();
    for (const auto& d : deps->getDependencies())
        if (!llvm::StringRef(d).starts_with(k_virtual_dir)) dependencies.push_back(d);
    absent = real->misses();
    return ran;
}

// The in-memory files of a compile: kiln's compatibility header, the prelude, synthesized libraries.
llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> memory_files(const Prelude& prelude,
                                                                    const std::vector<DeviceLibrary>& libraries = {}) {
    llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> memory(new llvm::vfs::InMemoryFileSystem());
    for (const auto& lib : libraries)
        if (lib.path.empty()) {
            const std::string path = std::string(k_virtual_dir) + lib.name;
            memory->addFile(path, 0, llvm::MemoryBuffer::getMemBuffer(lib.bitcode, path, /*RequiresNullTerminator=*/false));
        }
    for (const auto& [path, text] : virtual_headers()) memory->addFile(path, 0, llvm::MemoryBuffer::getMemBufferCopy(text, path));
    memory->addFile(k_prelude_source, 0, llvm::MemoryBuffer::getMemBuffer(prelude.text, k_prelude_source));
    if (!prelude.pch.empty())
        memory->addFile(k_prelude_pch, 0, llvm::MemoryBuffer::getMemBuffer(prelude.pch, k_prelude_pch, /*RequiresNullTerminator=*/false));
    return memory;
}

// A CUDA compile's in-memory layer also holds clang's headers kiln reads corrected (cuda_headers.hpp).
void add_fixed_headers(const Request& r, const std::vector<std::string>& cc1, llvm::vfs::InMemoryFileSystem& memory) {
    for (auto& [path, text] : fixed_cuda_headers(cc1, r.hip_nvidia))
        memory.addFile(path, 0, llvm::MemoryBuffer::getMemBufferCopy(text, path));
}

// The prelude of a HIP source's compile job `cc1`: with the source's leading includes, else the
// implicit one alone, else none (a prelude that cannot be built cleanly is left out and the source's
// own compile reports why; one the build has not built yet, Prelude::direct, too). `leading`: the
// includes it holds, empty without them.
std::shared_ptr<const Prelude> source_prelude(const Request& request, const std::vector<std::string>& cc1, LeadingIncludes& leading,
                                              const PreludeProvider& provide) {
    std::shared_ptr<const Prelude> prelude;
    if (std::vector<std::string> p = prelude_args(cc1); !p.empty()) {
        if (auto source = llvm::MemoryBuffer::getFile(request.source.string())) leading = leading_includes((*source)->getBuffer());
        if (leading.size) prelude = provide(p, leading.text);
        if (!prelude || (prelude->pch.empty() && !prelude->direct)) {
            leading = {};
            prelude = provide(p, "");
        }
        if (prelude->pch.empty()) {
            leading = {};
            prelude.reset();
        }
    }
    return prelude;
}

// The source as it is, then a line per specialization the manifest names, in the in-memory layer
// over the real file: clang reads both under the source's own path, so its line numbers hold.
// False with the error in `result` when the source cannot be read.
bool add_instantiations(const Request& request, llvm::vfs::InMemoryFileSystem& memory, Output& result) {
    auto source = llvm::MemoryBuffer::getFile(request.source.string());
    if (!source) {
        result.errors.push_back("cannot read '" + request.source.string() + "'");
        return false;
    }
    std::string text = (*source)->getBuffer().str();
    text += "\n// kiln: the specializations the manifest names\n";
    for (std::size_t i = 0; i < request.instantiate.size(); ++i)
        text += "static auto* const __kiln_instance_" + std::to_string(i) + " [[maybe_unused]] = &" + request.instantiate[i] + ";\n";
    // A relative source path resolves against the process's directory, as on the real disk.
    std::error_code ec;
    memory.setCurrentWorkingDirectory(std::filesystem::current_path(ec).string());
    const std::string path = std::filesystem::absolute(request.source, ec).string();
    memory.addFile(path, 0, llvm::MemoryBuffer::getMemBufferCopy(text, path));
    return true;
}

// The source's compile as kiln runs it: the device libraries linked as -mlink-builtin-bitcode
// links them and, with a prelude, its precompiled header in place of the includes it holds.
void adjust_compile(clang::CompilerInvocation& invocation, const std::vector<DeviceLibrary>& libraries, bool prelude,
                    const LeadingIncludes& leading) {
    for (const auto& lib : libraries) {
        clang::CodeGenOptions::BitcodeFileToLink link;
        link.Filename = lib.path.empty() ? std::string(k_virtual_dir) + lib.name : lib.path.string();
        link.PropagateAttrs = link.Internalize = true;
        link.LinkFlags = llvm::Linker::Flags::LinkOnlyNeeded;
        invocation.getCodeGenOpts().LinkBitcodeFiles.push_back(std::move(link));
    }
    if (!prelude) return;
    auto& pp = invocation.getPreprocessorOpts();
    std::erase(pp.Includes, k_hip_wrapper);
    std::erase(pp.Includes, k_hip_compat);  // in the prelude too
    pp.ImplicitPCHInclude = k_prelude_pch;
    // The leading includes are in the prelude: the lexer starts after them.
    pp.PrecompiledPreambleBytes = {static_cast<unsigned>(leading.size), true};
}

}  // namespace

target::ClangLanguage clang_language(const Request& r) {
    return target::backend_for(r.processor).clang_language(r.language == Language::opencl ? "opencl" : "hip");
}

Prelude build_prelude(const std::vector<std::string>& cc1_args, const std::string& text) {
    Prelude prelude;
    prelude.text = text;
    Printed printed;
    llvm::IntrusiveRefCntPtr<MemoryOutputs> outputs(new MemoryOutputs());
    clang::GeneratePCHAction action;
    const bool ran = execute(cc1_args, action, printed, memory_files(prelude), [](clang::CompilerInvocation&) {},
                             prelude.dependencies, prelude.absent, outputs);
    if (ran && printed.take().empty()) prelude.pch = std::move(outputs->kept);
    return prelude;
}

namespace {

// The module clang made, with the backend options it was compiled with recorded in it.
std::unique_ptr<llvm::Module> take_module(clang::EmitLLVMOnlyAction& action, const BackendOptions& backend, const Request& request,
                                          Output& result) {
    std::unique_ptr<llvm::Module> module = action.takeModule();
    if (!module) result.errors.push_back("clang produced no module for '" + request.source.string() + "'");
    else set_backend_options(*module, backend);
    return module;
}

// A CUDA source clang refused (`errors`: what it printed) compiled again where nvcc builds it: with
// the refused __shared__ variables as storage (cuda_retry.hpp), then, if that fails too, without
// the bodies of host-only functions, whose errors become warnings at their places. Null when
// neither builds.
std::unique_ptr<llvm::Module> retry_cuda(const Request& request, const std::vector<std::string>& args,
                                         const std::vector<DeviceLibrary>& libraries, const SharedRewrites& rewrites, std::string errors,
                                         const BackendOptions& backend, llvm::LLVMContext& ctx, Output& result) {
    const Prelude none;
    auto memory = memory_files(none, libraries);
    std::error_code ec;
    memory->setCurrentWorkingDirectory(std::filesystem::current_path(ec).string());
    for (const auto& [path, text] : rewrites.files) memory->addFile(path, 0, llvm::MemoryBuffer::getMemBufferCopy(text, path));
    add_fixed_headers(request, args, *memory);
    if (!request.instantiate.empty() && !rewrites.files.contains(std::filesystem::absolute(request.source, ec).string()) &&
        !add_instantiations(request, *memory, result))
        return nullptr;
    for (const bool skip : {false, true}) {
        if (!skip && rewrites.files.empty()) continue;
        CudaAction action(&ctx, skip, nullptr);
        Printed printed;
        std::vector<std::filesystem::path> dependencies, absent;
        const bool ran = execute(args, action, printed, memory,
                                 [&](clang::CompilerInvocation& invocation) {
                                     adjust_compile(invocation, libraries, false, {});
                                     invocation.getFrontendOpts().SkipFunctionBodies = skip;
                                 },
                                 dependencies, absent);
        std::string text = printed.take();
        if (!ran) {
            errors = std::move(text);
            continue;
        }
        result.warnings.insert(result.warnings.end(), rewrites.warnings.begin(), rewrites.warnings.end());
        if (skip) {
            for (const std::string_view kind : {": fatal error: ", ": error: "})
                for (std::size_t at; (at = errors.find(kind)) != std::string::npos;) errors.replace(at, kind.size(), ": warning: ");
            result.warnings.push_back(errors + "note: kiln built '" + request.source.string() +
                                      "' without the bodies of its host-only functions, which clang refused (the warnings above; nvcc's "
                                      "host compiler may accept them): kernels that only those functions instantiate are not built");
        }
        if (!text.empty()) result.warnings.push_back(text);
        return take_module(action, backend, request, result);
    }
    return nullptr;
}

}  // namespace

std::unique_ptr<llvm::Module> compile_with_clang(const Request& request, const std::vector<DeviceLibrary>& libraries,
                                                 llvm::LLVMContext& ctx, Output& result, const PreludeProvider& provide) {
    const target::ClangLanguage lang = clang_language(request);
    if (lang == target::ClangLanguage::none) {
        result.errors.push_back("'" + request.source.string() + "': kiln builds no such source for " + request.processor);
        return nullptr;
    }
    Printed printed;
    std::vector<std::string> args;
    if (!cc1_args(request, lang, printed, args)) {
        result.errors.push_back(printed.take());
        return nullptr;
    }
    std::shared_ptr<const Prelude> prelude;
    LeadingIncludes leading;
    // HIP's prelude (the HIP wrapper's and the source's leading includes). Instantiations go after
    // the source's last line, so its leading includes, which the prelude holds, stay as they are.
    if (lang == target::ClangLanguage::hip) prelude = source_prelude(request, args, leading, provide);

    // A CUDA source's compile finds, when it fails, the __shared__ variables a second one changes.
    SharedRewrites rewrites;
    std::unique_ptr<clang::EmitLLVMOnlyAction> action = lang == target::ClangLanguage::cuda
                                                            ? std::make_unique<CudaAction>(&ctx, false, &rewrites)
                                                            : std::make_unique<clang::EmitLLVMOnlyAction>(&ctx);
    BackendOptions backend;
    // The in-memory files refer to the prelude's bytes: it must outlive the compile.
    const Prelude none;
    auto memory = memory_files(prelude ? *prelude : none, libraries);
    if (!request.instantiate.empty() && !add_instantiations(request, *memory, result)) return nullptr;
    if (lang == target::ClangLanguage::cuda) add_fixed_headers(request, args, *memory);
    const bool ran = execute(args, *action, printed, memory,
                             [&](clang::CompilerInvocation& invocation) {
                                 const auto& cg = invocation.getCodeGenOpts();
                                 backend = {static_cast<int>(cg.OptimizationLevel), static_cast<int>(cg.OptimizeSize),
                                            static_cast<bool>(cg.UnrollLoops), static_cast<bool>(cg.VectorizeLoop),
                                            static_cast<bool>(cg.VectorizeSLP),
                                            invocation.getLangOpts().getDefaultFPContractMode() == clang::LangOptions::FPM_Fast};
                                 adjust_compile(invocation, libraries, prelude != nullptr, leading);
                             },
                             result.dependencies, result.absent);
    for (const auto& lib : libraries)
        if (!lib.path.empty()) result.dependencies.push_back(lib.path);
    // The prelude's headers were found before this compile: their misses are this result's too.
    if (prelude) {
        result.absent.insert(result.absent.end(), prelude->absent.begin(), prelude->absent.end());
        std::sort(result.absent.begin(), result.absent.end());
        result.absent.erase(std::unique(result.absent.begin(), result.absent.end()), result.absent.end());
    }
    std::string text = printed.take();
    // Notes in headers name the file that included them: the source, not the prelude's stand-in.
    for (std::size_t at; (at = text.find(k_prelude_source)) != std::string::npos;)
        text.replace(at, k_prelude_source.size(), request.source.string());
    if (!ran && lang == target::ClangLanguage::cuda)
        if (auto module = retry_cuda(request, args, libraries, rewrites, text, backend, ctx, result)) return module;
    if (!ran) {
        result.errors.push_back(text.empty() ? "clang failed on '" + request.source.string() + "'" : text + (request.rocm ? rocm_hints(text, *request.rocm) : ""));
        return nullptr;
    }
    if (!text.empty()) result.warnings.push_back(text);
    return take_module(*action, backend, request, result);
}

// The clang driver's arguments for a request (the editor's command too: editor.cpp).
std::vector<std::string> driver_args(const Request& r, target::ClangLanguage lang) {
    std::vector<std::string> a = {"clang++"};
    std::string target = r.processor;
    for (const auto& f : r.features) target += ":" + f.substr(1) + f[0];
    const std::vector<std::string> language = lang == target::ClangLanguage::cuda  ? cuda_args(r)
                                              : lang == target::ClangLanguage::hip ? hip_args(r, target)
                                                                                   : opencl_args(r, target);
    a.insert(a.end(), language.begin(), language.end());
    a.insert(a.end(), {"-O3", "-Xclang", "-disable-llvm-passes", "-emit-llvm", "-c"});
    const std::vector<std::string> own = target::backend_for(r.processor).clang_target_args(r.code_object_version, r.wave64);
    a.insert(a.end(), own.begin(), own.end());
    if (const std::string base = base_prefix(r.base_dir); !base.empty() && base.find('=') == std::string::npos) {
        a.push_back("-ffile-prefix-map=" + base + "=./");
        // Debug information's compilation directory: the manifest's, '.' (else kiln's working directory).
        a.push_back("-fdebug-compilation-dir=.");
        // clang's HIP compilation-unit ID (__hip_cuid_...) hashes the source's absolute path by
        // default: from its path under the manifest's directory instead.
        if (const auto rel = under_base(r.source, r.base_dir); rel && lang == target::ClangLanguage::hip)
            a.push_back("-cuid=" + util::md5_hex(rel->string() + "\n" + r.processor).substr(0, 16));
    }
    if (r.fast_math) a.push_back(lang == target::ClangLanguage::opencl ? "-cl-fast-relaxed-math" : "-ffast-math");
    // nvcc's numerics (CUDA): --use_fast_math's approximate sinf, cosf, logf, log2f (clang's CUDA
    // headers map only those; expf, powf, tanf stay precise), --ftz, --fmad=false.
    if (lang == target::ClangLanguage::cuda) {
        if (r.fast_math) a.push_back("-fgpu-approx-transcendentals");
        if (r.ftz) a.push_back("-fgpu-flush-denormals-to-zero");
        if (!r.fmad) a.push_back("-ffp-contract=off");
    }
    for (const auto& d : r.defines) a.push_back("-D" + d);
    for (const auto& i : r.include_dirs) a.push_back("-I" + i.string());
    a.insert(a.end(), r.clang_args.begin(), r.clang_args.end());
    a.push_back(r.source.string());
    a.push_back("-o");
    a.push_back("/dev/null");
    return a;
}

std::vector<std::pair<std::string, std::string>> virtual_headers() {
    std::vector<std::pair<std::string, std::string>> files = {{k_hip_compat, std::string(k_hip_compat_text)},
                                                              {k_cuda_extras, std::string(k_cuda_extras_text)},
                                                              {k_hip_nvidia, std::string(k_hip_nvidia_text)}};
    if (!gcc_omp().empty()) files.emplace_back(k_host_headers + "/omp.h", "#include \"" + gcc_omp().string() + "\"\n");
    return files;
}

std::string_view virtual_dir() { return k_virtual_dir; }

}  // namespace kiln::frontend
