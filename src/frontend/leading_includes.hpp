// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The part of a HIP source that can go into its precompiled prelude (clang_frontend.hpp), and
// the arguments that key the prelude.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::frontend {

// The source's leading lines that only include headers by `#include <...>`, with blank and `//`
// comment lines between them: their length in bytes, ending at a line start (0: none), and the
// prelude text for them: the same lines with comments blanked, so line numbers stay and only what
// matters keys the prelude. Angle-bracket includes are not searched for beside the including
// file, so they mean the same in the prelude's main file as in the source. Anything else (a
// macro, a "quoted" include, a block comment, a continued line, a last line without a newline)
// ends the run.
struct LeadingIncludes {
    std::size_t size = 0;
    std::string text;
};
LeadingIncludes leading_includes(std::string_view source);

// The prelude's arguments without the project's directory DIR (the -f*-prefix-map=DIR=./ kiln
// adds, which rewrite __FILE__ and debug paths under DIR) and kiln's working directory
// (-fcoverage-compilation-dir), when no header the prelude can read is named through either: no
// argument names a path under DIR, every search path is absolute, and no file an -include names
// relatively is in the working directory (clang looks there first). Then the projects on a machine
// share one prelude per target and options (the cache checks its files on each use), not one per
// project and working directory. Else `a` as it is.
std::vector<std::string> without_project(const std::vector<std::string>& a);

}  // namespace kiln::frontend
