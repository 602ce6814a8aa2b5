// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Front end for LLVM IR sources: .ll (text) and .bc (bitcode) parsed into a module.
#include <filesystem>
#include <memory>

#include "util/result.hpp"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace kiln::frontend {

// Errors read "FILE:LINE:COL: message" for text IR.
Result<std::unique_ptr<llvm::Module>> read_ir(const std::filesystem::path& path, llvm::LLVMContext& ctx);

}  // namespace kiln::frontend
