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

// A kernel's prepared module (bitcode) and the target it is compiled for (its features as
// compiled).
struct EmitJob {
    std::string bitcode;
    manifest::TargetId target;
};

// What a worker does with a request (emit.cpp): O3 and codegen of each job's module, a result per
// job, in order. `on_stage` is called with "optimizer", then "codegen", for each.
std::vector<CompileResult> emit_batch_here(const std::vector<EmitJob>& jobs, bool temps, bool remarks,
                                           const std::function<void(const char*)>& on_stage);

// The jobs optimized and code-generated in one worker with `llvm_args`: a result per job. When
// the worker fails (a crash, LLVM's fatal error, a timeout), each job is run again in a worker of
// its own, so the one that failed gets the error and the others their objects; a job alone gets
// the errors saying what failed where ("LLVM fatal error (stage: codegen): Cannot select: ...",
// "LLVM crashed (stage: optimizer): its worker process was killed by signal 11 (SIGSEGV)").
std::vector<CompileResult> emit_isolated(const std::vector<EmitJob>& jobs, const std::vector<std::string>& llvm_args, bool temps,
                                         bool remarks);

}  // namespace kiln::compile
