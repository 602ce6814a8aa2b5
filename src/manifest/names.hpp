// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Names the manifest gives become C++ names in the generated loader header (the bundle name is its
// namespace, a macro and symbol prefix and the output file stem; each kernel name a struct, a
// member and a method). A name that C++, the C library, GNU mode or HIP already use, or that the
// header itself defines, would make the header fail to compile in the user's program: refused at
// the name, with the reason.
#include <optional>
#include <string>
#include <string_view>

namespace kiln::manifest {

// Letters, digits and '_', not starting with a digit (what C++ and the manifest's names need).
bool is_identifier(std::string_view s);

// Why `name` cannot be the bundle's name; nothing when it can.
std::optional<std::string> bundle_name_problem(std::string_view name);

// Why `name` cannot be a kernel's name; nothing when it can.
std::optional<std::string> kernel_name_problem(std::string_view name);
// A kernel name derived from a source's kernel (`symbol = "*"`), rewritten until it is usable: runs
// of '_' one '_' and none at the ends ('__' and '_X' are reserved), then, if still refused, with
// "_kernel" after it (a keyword, a macro) or "k_" before it (a HIP API name: "hip_sgemm", a digit).
std::string usable_kernel_name(std::string_view derived);

// Longest bundle name: NAME plus kiln's suffixes must fit a file name (255 bytes).
inline constexpr std::size_t k_max_bundle_name = 200;

}  // namespace kiln::manifest
