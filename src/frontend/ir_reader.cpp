// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "frontend/ir_reader.hpp"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace kiln::frontend {

Result<std::unique_ptr<llvm::Module>> read_ir(const std::filesystem::path& path, llvm::LLVMContext& ctx) {
    llvm::SMDiagnostic err;
    std::unique_ptr<llvm::Module> m = llvm::parseIRFile(path.string(), err, ctx);
    if (!m) {
        std::string msg;
        llvm::raw_string_ostream os(msg);
        if (err.getLineNo() > 0) os << err.getFilename() << ":" << err.getLineNo() << ":" << (err.getColumnNo() + 1) << ": ";
        else os << path.string() << ": ";
        os << err.getMessage();
        return make_error(msg);
    }
    return m;
}

}  // namespace kiln::frontend
