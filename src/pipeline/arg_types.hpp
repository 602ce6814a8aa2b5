// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The manifest's `args = ["const float*", "float*", "int"]` checked against a kernel's metadata,
// so the loader header can declare a typed launch.
#include <optional>
#include <string>
#include <vector>

#include "codeobj/code_object.hpp"

namespace kiln::pipeline {

// Size in bytes and pointer-ness of a C++ type spelled as in a kernel signature; nullopt when
// kiln does not know it (structs: pass a pointer, or leave `args` out for run-time checks).
struct ArgType {
    std::uint32_t size = 0;
    bool pointer = false;
};
std::optional<ArgType> parse_arg_type(const std::string& type);


// The explicit (non-hidden) arguments of a kernel.
std::vector<codeobj::ArgInfo> explicit_args(const codeobj::KernelInfo& k);

// Why the declared types do not fit the kernel, or nothing.
std::optional<std::string> check_arg_types(const std::vector<std::string>& types, const std::vector<codeobj::ArgInfo>& args);

}  // namespace kiln::pipeline
