// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The kiln commands: each parses its arguments, calls the library, prints, returns the exit code
// (0 ok, 1 user error, 2 internal error).
#include <string>
#include <vector>

namespace kiln::tool {

using Args = std::vector<std::string>;

int build(const Args& args);
int inspect(const Args& args);
int disasm(const Args& args);
int explain(const Args& args);
int check(const Args& args);
int report(const Args& args);
int tune(const Args& args);
int occupancy(const Args& args);
int cache(const Args& args);
int version();  // "kiln 0.1.0 (LLVM 22.1.x)"
// `kiln internal-llvm-worker OPTION...`: kiln's executable as one of its worker processes, where
// clang and LLVM run (src/worker). Hidden: kiln starts it, users do not.
int llvm_worker(const Args& args);

}  // namespace kiln::tool
