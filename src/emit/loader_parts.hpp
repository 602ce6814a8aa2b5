// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the loader header's writer (loader_header.cpp) shares with its part for families
// (loader_family.cpp).
#include <string>

#include "emit/loader_header.hpp"

namespace kiln::emit {

// `s` as a C++ string literal.
std::string c_string(const std::string& s);

// NAME_family: a family's tables, look-ups, choice and launch (and, for a template family, its
// typed lookup after it; members of types the header cannot know are behind `types_macro`).
std::string family_struct(const LoaderFamily& f, const std::string& types_macro);

}  // namespace kiln::emit
