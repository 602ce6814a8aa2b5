// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln internal-llvm-worker OPTION...`: kiln's executable as one of its own worker processes
// (src/worker), where clang and LLVM run. A hidden row of the command table, as `clang -cc1` is
// clang's: kiln starts it, users do not.
#include "tool/commands.hpp"

#include "compile/compile.hpp"

namespace kiln::tool {

int llvm_worker(const Args& args) { return compile::run_worker(args); }

}  // namespace kiln::tool
