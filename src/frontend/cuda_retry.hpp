// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// CUDA sources clang refuses where nvcc builds them: the compile action that, on failure, finds
// what a second compile can change, and the changes themselves (clang_frontend.cpp runs them).
//  - A __shared__ variable of a type with a constructor or destructor that does something
//    (`__shared__ cuda::barrier<cuda::thread_scope_block> bar;`, CUDA's documented idiom): nvcc
//    warns and runs neither; clang refuses it ("initialization is not supported for __shared__
//    variables"). kiln declares in its place shared storage of the type's size and alignment and a
//    reference of the variable's name to it: the same memory, nothing run, as with nvcc.
//  - Host code clang refuses as it parses: the bodies of host-only functions are skipped.
#include <clang/CodeGen/CodeGenAction.h>

#include <map>
#include <string>
#include <vector>

namespace kiln::frontend {

class RefusedAt;

// The sources as a second compile reads them: the new text of each file changed, by path.
struct SharedRewrites {
    std::map<std::string, std::string> files;
    // "FILE:LINE:COL: warning: ..." for each variable changed.
    std::vector<std::string> warnings;
};

// EmitLLVMOnly for a CUDA source. `skip_host_bodies`: the bodies of functions neither __device__
// nor __global__ are skipped (constexpr ones and those with a deduced return type clang never
// skips). `rewrites`, when given and the compile fails: the function-scope __shared__ variables
// clang refused for their construction, each rewritten in its file.
class CudaAction final : public clang::EmitLLVMOnlyAction {
public:
    CudaAction(llvm::LLVMContext* ctx, bool skip_host_bodies, SharedRewrites* rewrites);
    ~CudaAction() override;

protected:
    std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance& ci, llvm::StringRef file) override;

private:
    bool skip_host_bodies_;
    SharedRewrites* rewrites_;
    std::unique_ptr<RefusedAt> refused_;
};

}  // namespace kiln::frontend
