// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/table.hpp"

#include <algorithm>
#include <cctype>

namespace kiln::emit {

std::string format_columns(const std::vector<std::vector<std::string>>& rows, std::string_view align, const std::string& indent,
                           std::size_t widest) {
    std::vector<std::size_t> width;
    for (const auto& row : rows) {
        if (width.size() < row.size()) width.resize(row.size());
        for (std::size_t c = 0; c < row.size(); ++c)
            if (row[c].size() <= widest) width[c] = std::max(width[c], row[c].size());
    }
    std::string out;
    for (const auto& row : rows) {
        std::string line = indent;
        for (std::size_t c = 0; c < row.size(); ++c) {
            std::string pad(width[c] > row[c].size() ? width[c] - row[c].size() : 0, ' ');
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

namespace {

// The heads of the columns whose words differ between backends, for the backends of `rows`: AMD's
// words (the table's first heads) with other backends' after them ("VGPRs/regs", "blocks/CU|SM");
// the residency column in the words of the one backend there is, else each backend's first word
// ("waves|warps").
struct Heads {
    std::string registers = "VGPRs", blocks = "blocks/CU", residency;
};

Heads heads_of(const std::vector<TableRow>& rows) {
    Heads h;
    std::vector<const target::Facts*> present;
    for (const target::Facts& f : target::all())
        if (std::any_of(rows.begin(), rows.end(), [&](const TableRow& r) { return r.backend == f.kind; })) present.push_back(&f);
    if (present.empty()) present.push_back(&target::facts(target::Kind::amdgpu));  // an empty table: AMD's heads
    for (const target::Facts* f : present) {
        if (!f->scalar_registers) h.registers = "VGPRs/regs";
        if (f->unit != "CU") h.blocks += "|" + std::string(f->unit);
    }
    if (present.size() == 1) h.residency = present.front()->residency;
    for (std::size_t i = 0; i < present.size() && present.size() > 1; ++i)
        h.residency += (i ? "|" : "") + std::string(present[i]->residency.substr(0, present[i]->residency.find('/')));
    return h;
}

}  // namespace

std::string format_table(const std::vector<TableRow>& rows) {
    const Heads h = heads_of(rows);
    std::vector<std::vector<std::string>> cells = {{"kernel", "target", h.registers, "SGPRs", "AGPRs", "LDS s+d", "scratch", "spills", "block",
                                                    h.blocks, h.residency, "occupancy", "limiter", "next step"}};
    // Spills and scratch are marked with '!': memory traffic the registers could not hold.
    auto marked = [](std::uint32_t v, const char* unit) { return std::to_string(v) + unit + (v ? "!" : ""); };
    for (const auto& r : rows) {
        const bool known = r.blocks_per_cu >= 0;
        const target::Facts& f = target::facts(r.backend);
        std::string spill_unit(f.spill_unit);  // " B" after a count, "B" in a cell
        spill_unit.erase(0, spill_unit.find_first_not_of(' '));
        cells.push_back({r.kernel, r.target, std::to_string(r.vgprs), f.scalar_registers ? std::to_string(r.sgprs) : "-",
                         f.scalar_registers ? std::to_string(r.agprs) : "-", std::to_string(r.lds), marked(r.scratch, ""),
                         r.spills_unknown ? "n/a" : marked(r.spills, spill_unit.c_str()),
                         std::to_string(r.block) + (r.block_assumed ? "*" : ""), known ? std::to_string(r.blocks_per_cu) : "n/a",
                         known && r.max_waves > 0 ? std::to_string(r.waves) + "/" + std::to_string(r.max_waves) : "n/a",
                         known && r.max_waves > 0 ? std::to_string(100 * r.waves / r.max_waves) + "%" : "n/a",
                         known ? r.limiter : "no model", known ? r.next : ""});
    }
    return format_columns(cells, "LLRRRRRRRRRRLL");
}

std::string color_table(const std::string& table) {
    constexpr std::string_view red = "\033[1;31m", green = "\033[32m", yellow = "\033[33m", reset = "\033[0m";
    std::string out;
    std::size_t at = 0;
    bool header = true;
    while (at < table.size()) {
        std::size_t end = table.find('\n', at);
        if (end == std::string::npos) end = table.size();
        const std::string_view line(table.data() + at, end - at);
        std::string colored;
        for (std::size_t i = 0; i < line.size();) {
            if (line[i] == ' ') {
                colored += ' ';
                ++i;
                continue;
            }
            const std::size_t stop = std::min(line.find(' ', i), line.size());
            const std::string_view cell = line.substr(i, stop - i);
            std::string_view color;
            if (!header && cell.size() > 1 && cell.back() == '!') color = red;
            else if (!header && cell.size() > 1 && cell.back() == '%' && std::isdigit(static_cast<unsigned char>(cell.front())))
                color = cell == "100%" ? green : std::stoi(std::string(cell)) < 50 ? yellow : std::string_view{};
            if (color.empty()) colored += cell;
            else (colored += color) += std::string(cell) + std::string(reset);
            i = stop;
        }
        out += colored;
        if (end < table.size()) out += '\n';
        at = end + 1;
        header = false;
    }
    return out;
}

}  // namespace kiln::emit
