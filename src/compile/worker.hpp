// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Optimization and code generation run in kiln's worker processes (worker/worker.hpp), never in
// kiln's: an LLVM fatal error ("Cannot select"), an abort, a segfault or a stack overflow while
// compiling one kernel ends that worker, and becomes that kernel's error; the other kernels
// compile on. Internal to the compile module.
#include <functional>
#include <string>
#include <vector>

#include "compile/compile.hpp"

namespace kiln::compile {

// What a worker does with a request (emit.cpp): O3 and codegen of `bitcode`, a prepared
// module, for `target` (its features as compiled). `on_stage` is called with "optimizer", then
// "codegen".
CompileResult emit_here(const std::string& bitcode, const manifest::TargetId& target, bool temps, bool remarks,
                        const std::function<void(const char*)>& on_stage);

// `bitcode` optimized and code-generated in a worker with `llvm_args`: the result, or the errors
// saying what failed where ("LLVM fatal error (stage: codegen): Cannot select: ...", "LLVM crashed
// (stage: optimizer): its worker process was killed by signal 11 (SIGSEGV)").
CompileResult emit_isolated(const std::string& bitcode, const manifest::TargetId& target, const std::vector<std::string>& llvm_args,
                            bool temps, bool remarks);

}  // namespace kiln::compile
