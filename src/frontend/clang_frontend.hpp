#pragma once
// HIP and OpenCL through clang in-process. The only translation unit that includes clang headers.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "frontend/frontend.hpp"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace kiln::frontend {

// clang's implicit HIP prelude (`-include __clang_hip_runtime_wrapper.h`: the C++ and math headers,
// about a second of parsing) as a precompiled header. It depends only on the target and the
// options, so one serves every HIP source of a build; `cc1_args` (the prelude's own compile job,
// without anything of the source) identify it.
struct Prelude {
    std::string pch;                                  // empty when it could not be built
    std::vector<std::filesystem::path> dependencies;  // every header it read
};
using PreludeProvider = std::function<std::shared_ptr<const Prelude>(const std::vector<std::string>& cc1_args)>;

// Builds the prelude that `cc1_args` describe.
Prelude build_prelude(const std::vector<std::string>& cc1_args);

// Unoptimized device IR of `request.source` for one target, in `ctx`; nullptr with errors filled.
// HIP sources take the prelude from `prelude`, always, so the IR never depends on the cache's state
// (a precompiled header changes the order in which clang emits a few functions).
std::unique_ptr<llvm::Module> compile_with_clang(const Request& request, llvm::LLVMContext& ctx, Output& result,
                                                 const PreludeProvider& prelude);

}  // namespace kiln::frontend
