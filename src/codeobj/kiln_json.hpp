// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The JSON parse behind kiln's readers of its own files (kiln_section.cpp).
#include <llvm/Support/JSON.h>

namespace kiln::codeobj {

// llvm::json::parse's value (or error) for `text`, with each array of kernels or tune results
// parsed element by element: LLVM's parser copies every element of an array each time it grows.
llvm::Expected<llvm::json::Value> parse_json(llvm::StringRef text);

}  // namespace kiln::codeobj
