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

std::string next_step_text(const occupancy::NextStep& n) {
    if (n.blocks == 0) return "";
    const std::string for_n = " for " + std::to_string(n.blocks) + " blocks";
    switch (n.resource) {
        case occupancy::Limiter::vgprs: return "<= " + std::to_string(n.at_most) + " VGPRs" + for_n;
        case occupancy::Limiter::sgprs: return "<= " + std::to_string(n.at_most) + " SGPRs" + for_n;
        case occupancy::Limiter::lds: return "<= " + std::to_string(n.at_most) + " bytes of LDS (static + dynamic)" + for_n;
        case occupancy::Limiter::registers: return "<= " + std::to_string(n.at_most) + " registers" + for_n;
        case occupancy::Limiter::shared:
            return "<= " + std::to_string(n.at_most) + " bytes of shared memory (static + dynamic)" + for_n;
        case occupancy::Limiter::block_size: return "a block of <= " + std::to_string(n.at_most) + " threads" + for_n;
        default: return "";
    }
}

std::string format_table(const std::vector<TableRow>& rows) {
    const bool nvidia = std::any_of(rows.begin(), rows.end(), [](const TableRow& r) { return r.nvidia; });
    const bool amd = std::any_of(rows.begin(), rows.end(), [](const TableRow& r) { return !r.nvidia; });
    std::vector<std::vector<std::string>> cells = {{"kernel", "target", nvidia ? "VGPRs/regs" : "VGPRs", "SGPRs", "AGPRs", "LDS",
                                                    "scratch", "spills", "block", nvidia ? "blocks/CU|SM" : "blocks/CU",
                                                    amd && nvidia ? "waves|warps" : nvidia ? "warps/SM" : "waves/SIMD",
                                                    "occupancy", "limiter", "next step"}};
    // Spills and scratch are marked with '!': memory traffic the registers could not hold.
    auto marked = [](std::uint32_t v, const char* unit) { return std::to_string(v) + unit + (v ? "!" : ""); };
    for (const auto& r : rows) {
        const bool known = r.blocks_per_cu >= 0;
        cells.push_back({r.kernel, r.target, std::to_string(r.vgprs), r.nvidia ? "-" : std::to_string(r.sgprs),
                         r.nvidia ? "-" : std::to_string(r.agprs), std::to_string(r.lds), marked(r.scratch, ""),
                         r.spills_unknown ? "n/a" : marked(r.spills, r.nvidia ? "B" : ""),
                         std::to_string(r.block) + (r.block_assumed ? "*" : ""), known ? std::to_string(r.blocks_per_cu) : "n/a",
                         known && r.max_waves > 0 ? std::to_string(r.waves) + "/" + std::to_string(r.max_waves) : "n/a",
                         known && r.max_waves > 0 ? std::to_string(100 * r.waves / r.max_waves) + "%" : "n/a",
                         known ? r.limiter : "no model", known ? r.next : ""});
    }
    return format_columns(cells, "LLRRRRRRRRRRLL");
}

}  // namespace kiln::emit
