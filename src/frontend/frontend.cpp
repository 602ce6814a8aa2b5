// The front-end step: any source to bitcode for one target. For clang sources, ROCm's device
// libraries are linked (only what the code needs) when the module calls functions it does not
// define. Debian's device libraries lack oclc_isa_version_942/950 and ABI version 600; each such
// control library is one constant, synthesized in memory.
#include "frontend/frontend.hpp"

#include <llvm/IR/CallingConv.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include "frontend/clang_frontend.hpp"
#include "frontend/ir_reader.hpp"

namespace kiln::frontend {

namespace fs = std::filesystem;

namespace {

bool calls_undefined(const llvm::Module& m) {
    for (const llvm::Function& f : m)
        if (f.isDeclaration() && !f.isIntrinsic() && !f.use_empty()) return true;
    return false;
}

// An oclc control library: one constant, as the device-libs files define it:
//   @NAME = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 VALUE
std::unique_ptr<llvm::Module> control_constant(const llvm::Module& like, const std::string& name, int value,
                                               llvm::LLVMContext& ctx) {
    auto m = std::make_unique<llvm::Module>(name, ctx);
    m->setTargetTriple(like.getTargetTriple());
    m->setDataLayout(like.getDataLayout());
    auto* type = llvm::Type::getInt32Ty(ctx);
    auto* g = new llvm::GlobalVariable(*m, type, /*isConstant=*/true, llvm::GlobalValue::LinkOnceODRLinkage,
                                       llvm::ConstantInt::get(type, value), name, nullptr,
                                       llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/4);
    g->setVisibility(llvm::GlobalValue::HiddenVisibility);
    g->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Local);
    return m;
}

// Links ocml, ockl, the language's library and the oclc control libraries, each only for what is used.
bool link_device_libs(llvm::Module& m, const Request& r, Language lang, Output& result) {
    const fs::path& dir = r.rocm->device_libs;
    const std::string isa = r.processor.substr(3);  // "942"
    const int isa_version = std::stoi(isa.substr(0, isa.size() - 2)) * 1000 + std::stoi(isa.substr(isa.size() - 2), nullptr, 16);
    struct Lib {
        std::string file;
        std::string constant;  // synthesized when the file is missing; empty: required
        int value = 0;
    };
    std::vector<Lib> libs = {{lang == Language::hip ? "hip.bc" : "opencl.bc", "", 0},
                             {"ocml.bc", "", 0},
                             {"ockl.bc", "", 0},
                             {"oclc_isa_version_" + isa + ".bc", "__oclc_ISA_version", isa_version},
                             {"oclc_abi_version_" + std::to_string(r.code_object_version * 100) + ".bc", "__oclc_ABI_version",
                              r.code_object_version * 100},
                             {std::string("oclc_daz_opt_") + "off.bc", "", 0},
                             {std::string("oclc_unsafe_math_") + (r.fast_math ? "on" : "off") + ".bc", "", 0},
                             {std::string("oclc_finite_only_") + (r.fast_math ? "on" : "off") + ".bc", "", 0},
                             {"oclc_correctly_rounded_sqrt_on.bc", "", 0},
                             {"oclc_wavefrontsize64_on.bc", "", 0}};
    llvm::Linker linker(m);
    for (const Lib& lib : libs) {
        const fs::path path = dir / lib.file;
        std::unique_ptr<llvm::Module> lm;
        std::error_code ec;
        if (fs::is_regular_file(path, ec)) {
            llvm::SMDiagnostic err;
            lm = llvm::parseIRFile(path.string(), err, m.getContext());
            if (!lm) {
                result.errors.push_back("cannot read device library '" + path.string() + "': " + err.getMessage().str());
                return false;
            }
        } else if (!lib.constant.empty()) {
            lm = control_constant(m, lib.constant, lib.value, m.getContext());
        } else {
            result.errors.push_back("the device library '" + path.string() + "' is missing");
            return false;
        }
        lm->setTargetTriple(m.getTargetTriple());
        lm->setDataLayout(m.getDataLayout());
        if (linker.linkInModule(std::move(lm), llvm::Linker::Flags::LinkOnlyNeeded)) {
            result.errors.push_back("linking the device library '" + lib.file + "' failed");
            return false;
        }
    }
    return true;
}

// clang gives every kernel without launch bounds amdgpu-flat-work-group-size "1,1024" (HIP) or
// "1,256" (OpenCL). That default is not the author's choice: dropping it lets kiln's built-in
// "B,B" from the manifest's block_size apply, while __launch_bounds__ values stay (source wins).
void drop_default_launch_bounds(llvm::Module& m, Language lang) {
    const char* k_default = lang == Language::hip ? "1,1024" : "1,256";
    for (llvm::Function& f : m) {
        if (f.getCallingConv() != llvm::CallingConv::AMDGPU_KERNEL) continue;
        llvm::Attribute a = f.getFnAttribute("amdgpu-flat-work-group-size");
        if (a.isValid() && a.getValueAsString() == k_default) f.removeFnAttr("amdgpu-flat-work-group-size");
    }
}

}  // namespace

Output run(const Request& r) {
    Output result;
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m;
    const Language lang = language_of(r.source);
    if (lang == Language::llvm_ir) {
        result.dependencies.push_back(r.source);
        auto read = read_ir(r.source, ctx);
        if (!read) {
            result.errors.push_back(read.error());
            return result;
        }
        m = std::move(read).value();
    } else {
        m = compile_with_clang(r, ctx, result);
        if (!m) return result;
        drop_default_launch_bounds(*m, lang);
        if (calls_undefined(*m) && !link_device_libs(*m, r, lang, result)) return result;
    }
    llvm::raw_string_ostream os(result.bitcode);
    llvm::WriteBitcodeToFile(*m, os);
    os.flush();
    return result;
}

}  // namespace kiln::frontend
