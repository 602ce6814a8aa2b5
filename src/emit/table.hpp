#pragma once
// Plain-text tables: the resource summary of `kiln build` and `kiln inspect`, and `kiln explain`.
#include <cstdint>
#include <string>
#include <vector>

namespace kiln::emit {

struct TableRow {
    std::string kernel;
    std::string target;
    std::uint32_t vgprs = 0;
    std::uint32_t sgprs = 0;
    std::uint32_t agprs = 0;
    std::uint32_t lds = 0;      // static LDS bytes
    std::uint32_t scratch = 0;  // bytes per work-item
    std::uint32_t spills = 0;   // VGPR + SGPR spills
};

std::string format_table(const std::vector<TableRow>& rows);

// Aligned columns, two spaces apart; the first `left` columns left-aligned, the rest right-aligned.
// Trailing blanks are trimmed; `indent` starts every line.
std::string format_columns(const std::vector<std::vector<std::string>>& rows, std::size_t left,
                           const std::string& indent = "");

}  // namespace kiln::emit
