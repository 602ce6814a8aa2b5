// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/table.hpp"

#include <algorithm>

namespace kiln::emit {

std::string format_columns(const std::vector<std::vector<std::string>>& rows, std::string_view align, const std::string& indent) {
    std::vector<std::size_t> width;
    for (const auto& row : rows) {
        if (width.size() < row.size()) width.resize(row.size());
        for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
    }
    std::string out;
    for (const auto& row : rows) {
        std::string line = indent;
        for (std::size_t c = 0; c < row.size(); ++c) {
            std::string pad(width[c] - row[c].size(), ' ');
            line += c < align.size() && align[c] == 'R' ? pad + row[c] : row[c] + pad;
            if (c + 1 < row.size()) line += "  ";
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }
    return out;
}

std::string format_table(const std::vector<TableRow>& rows) {
    const bool nvidia = std::any_of(rows.begin(), rows.end(), [](const TableRow& r) { return r.nvidia; });
    std::vector<std::vector<std::string>> cells = {{"kernel", "target", nvidia ? "VGPRs/regs" : "VGPRs", "SGPRs", "AGPRs", "LDS",
                                                    "scratch", "spills", "block", nvidia ? "blocks/CU|SM" : "blocks/CU", "limiter"}};
    for (const auto& r : rows) {
        cells.push_back({r.kernel, r.target, std::to_string(r.vgprs), r.nvidia ? "-" : std::to_string(r.sgprs),
                         r.nvidia ? "-" : std::to_string(r.agprs), std::to_string(r.lds), std::to_string(r.scratch),
                         r.spills_unknown ? "n/a" : std::to_string(r.spills) + (r.nvidia ? "B" : ""), std::to_string(r.block) + (r.block_assumed ? "*" : ""),
                         r.blocks_per_cu < 0 ? "n/a" : std::to_string(r.blocks_per_cu), r.blocks_per_cu < 0 ? "no model" : r.limiter});
    }
    return format_columns(cells, "LLRRRRRRRRL");
}

}  // namespace kiln::emit
