// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Running another program: kiln's subprocesses are the CUDA toolkit's ptxas and nvdisasm and
// kiln tune --measure's runner and its build script, each started with posix_spawn (no shell).
#include <span>
#include <string>
#include <vector>

namespace kiln::util {

// Runs argv (argv[0] a path) with stdout and stderr into one pipe, and `fds[i]` as descriptor
// 3 + i (so its path is /proc/self/fd/<3 + i>); the exit status (-1 when it could not start, 128 +
// the signal when one ended it) and the output.
int run_process(const std::vector<std::string>& argv, std::span<const int> fds, std::string& output);

}  // namespace kiln::util
