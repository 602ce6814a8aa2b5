#pragma once
// HIP and OpenCL through clang in-process. The only translation unit that includes clang headers.
#include <memory>

#include "frontend/frontend.hpp"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace kiln::frontend {

// Unoptimized device IR of `request.source` for one target, in `ctx`; nullptr with errors filled.
std::unique_ptr<llvm::Module> compile_with_clang(const Request& request, llvm::LLVMContext& ctx, Output& result);

}  // namespace kiln::frontend
