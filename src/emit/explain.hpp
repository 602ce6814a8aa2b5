// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// `kiln explain`: a kernel's resolved settings and attributes per target, each with its value,
// origin and manifest position; as text or JSON.
#include <string>
#include <vector>

#include "manifest/resolve.hpp"

namespace kiln::emit {

std::string explain_text(const std::vector<manifest::ResolvedKernel>& per_target);
std::string explain_json(const std::vector<manifest::ResolvedKernel>& per_target);

}  // namespace kiln::emit
