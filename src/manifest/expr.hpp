// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The integer expressions of a bench table (docs/tuning.md): grid = "cdiv(M, BLOCK_M) *
// cdiv(N, BLOCK_N)", count = "M * K". Decimal integers, names, + - * / % (integer: / and %
// truncate, as C's), unary minus, parentheses, cdiv(a, b) (Triton's ceiling division), min(a, b)
// and max(a, b). Every step is checked for overflow and division by zero.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::manifest {

struct ExprError {
    std::size_t offset = 0;  // into the expression's text
    std::size_t length = 1;  // of what it is about (a name's length)
    std::string message;
};

struct ExprResult {
    std::int64_t value = 0;
    std::optional<ExprError> error;
};

// A name's value, or nothing where the name means nothing.
using ExprLookup = std::function<std::optional<std::int64_t>(std::string_view name)>;

// The value of `text`, names resolved by `lookup`; an unknown name or a bad step is the error.
ExprResult evaluate(std::string_view text, const ExprLookup& lookup);

// The names `text` uses and where (offsets), or its syntax error; nothing is evaluated.
struct ExprNames {
    std::vector<std::pair<std::string, std::size_t>> names;
    std::optional<ExprError> error;
};
ExprNames names_in(std::string_view text);

}  // namespace kiln::manifest
