#include "emit/table.hpp"

#include <algorithm>
#include <array>

namespace kiln::emit {

std::string format_table(const std::vector<TableRow>& rows) {
    constexpr std::size_t k_cols = 8;
    const std::array<std::string, k_cols> head = {"kernel", "target", "VGPRs", "SGPRs", "AGPRs", "LDS", "scratch", "spills"};
    std::vector<std::array<std::string, k_cols>> cells;
    cells.push_back(head);
    for (const auto& r : rows) {
        cells.push_back({r.kernel, r.target, std::to_string(r.vgprs), std::to_string(r.sgprs), std::to_string(r.agprs),
                         std::to_string(r.lds), std::to_string(r.scratch), std::to_string(r.spills)});
    }
    std::array<std::size_t, k_cols> width{};
    for (const auto& row : cells)
        for (std::size_t c = 0; c < k_cols; ++c) width[c] = std::max(width[c], row[c].size());
    std::string out;
    for (const auto& row : cells) {
        std::string line;
        for (std::size_t c = 0; c < k_cols; ++c) {
            // Names left-aligned, numbers right-aligned.
            std::string pad(width[c] - row[c].size(), ' ');
            line += c < 2 ? row[c] + pad : pad + row[c];
            if (c + 1 < k_cols) line += "  ";
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }
    return out;
}

}  // namespace kiln::emit
