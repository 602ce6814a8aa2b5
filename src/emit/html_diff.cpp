// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln report OLD NEW`: how each (kernel, target) moved between two builds. One row per pair with
// each figure before and after, coloured by direction, and every setting that changed (the cause
// beside the effect): fn_attrs, the launch (block size, dynamic LDS, NVIDIA's carveout and opt-in
// maximum) and the compile settings the records carry (defines, llvm_args, ...). The state a row
// gets is read from the same figures its cells show, so a red cell is never "unchanged". Below the
// table, each changed pair's curves with the earlier build's drawn under them.
#include <algorithm>
#include <array>
#include <map>

#include "emit/html_common.hpp"

namespace kiln::emit {

namespace {

using codeobj::KernelRecord;
using html::esc;
using html::num;

struct Pair {
    const ReportTarget *t_before = nullptr, *t_after = nullptr;
    const ReportKernel *before = nullptr, *after = nullptr;
};

// The kernels of two reports matched by (source, kernel, target), in first-seen order; a source
// differs between two builds only for inspect inputs.
struct Pairs {
    std::vector<std::tuple<std::string, std::string, std::string>> keys;
    std::vector<Pair> pairs;
};

Pairs pairs_of(const Report& before, const Report& after) {
    Pairs out;
    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> index;
    auto add = [&](const Report& r, bool is_after) {
        for (const auto& t : r.targets) {
            for (const auto& k : t.kernels) {
                auto key = std::make_tuple(t.source, k.name, t.target);
                auto [it, fresh] = index.try_emplace(key, out.pairs.size());
                if (fresh) {
                    out.pairs.emplace_back();
                    out.keys.push_back(key);
                }
                Pair& p = out.pairs[it->second];
                (is_after ? p.t_after : p.t_before) = &t;
                (is_after ? p.after : p.before) = &k;
            }
        }
    };
    add(before, false);
    add(after, true);
    return out;
}

// One column of the diff: a figure before and after; `unknown` replaces both where set.
struct Figure {
    std::int64_t before = 0, after = 0;
    bool higher_is_better = false;
    std::string unknown;
    bool moved() const { return unknown.empty() && before != after; }
};

enum Column { registers, sgprs, spill, lds, scratch, blocks, waves, column_count };

std::array<Figure, column_count> figures(const Pair& p, const std::string& target) {
    const target::Backend& backend = target::backend_for(target);
    const bool scalar = backend.facts().scalar_registers;
    const KernelRecord& kb = *p.before->record;
    const KernelRecord& ka = *p.after->record;
    const auto& b = kb.resources;
    const auto& a = ka.resources;
    const bool known = kb.hip.blocks_per_cu >= 0 && ka.hip.blocks_per_cu >= 0;
    const std::string occupancy_unknown = known ? "" : html::blocks_text(kb.hip.blocks_per_cu) + " / " + html::blocks_text(ka.hip.blocks_per_cu);
    return {{
        {backend.registers(b), backend.registers(a), false, ""},
        {scalar ? b.sgpr_count : 0, scalar ? a.sgpr_count : 0, false, scalar ? "" : "-"},
        {html::spills(target, kb), html::spills(target, ka), false, html::spills_known(*p.t_before) && html::spills_known(*p.t_after) ? "" : "n/a"},
        {std::int64_t{b.group_segment_fixed_size} + kb.dynamic_lds, std::int64_t{a.group_segment_fixed_size} + ka.dynamic_lds, false, ""},
        {b.private_segment_fixed_size, a.private_segment_fixed_size, false, ""},
        {kb.hip.blocks_per_cu, ka.hip.blocks_per_cu, true, occupancy_unknown},
        {kb.hip.waves_per_simd, ka.hip.waves_per_simd, true, occupancy_unknown},
    }};
}

// Every setting that differs between the two records, as list items: attributes, the launch and
// the manifest's compile settings.
std::string setting_changes(const KernelRecord& before, const KernelRecord& after) {
    std::string changes;
    auto item = [&](const std::string& name, const std::string& from, const std::string& to) {
        if (from == to) return;
        if (from.empty()) changes += "<li>" + esc(name) + " = " + esc(to) + " (new)</li>";
        else if (to.empty()) changes += "<li>" + esc(name) + " = " + esc(from) + " (removed)</li>";
        else changes += "<li>" + esc(name) + ": " + esc(from) + " &#8594; " + esc(to) + "</li>";
    };
    // Attributes by backend and name; compile settings by key.
    auto compare = [&](const std::map<std::string, std::pair<std::string, std::string>>& named) {
        for (const auto& [name, values] : named) item(name, values.first, values.second);
    };
    std::map<std::string, std::pair<std::string, std::string>> attrs, settings;
    for (const auto& at : before.attrs) attrs[at.name].first = at.value;
    for (const auto& at : after.attrs) attrs[at.name].second = at.value;
    for (const auto& [key, value] : before.settings) settings[key].first = value;
    for (const auto& [key, value] : after.settings) settings[key].second = value;
    compare(attrs);
    auto launch = [](std::int64_t v, std::int64_t unset) { return v == unset ? std::string("default") : num(v); };
    item("block", num(before.block_size), num(after.block_size));
    item("dynamic LDS", num(before.dynamic_lds), num(after.dynamic_lds));
    item("shared_carveout", launch(before.shared_carveout, -1), launch(after.shared_carveout, -1));
    item("max_dynamic_lds", launch(before.max_dynamic_lds, -1), launch(after.max_dynamic_lds, -1));
    compare(settings);
    return changes;
}

// Worse (fewer resident waves, or more spills or failed expectations for no more waves) first,
// then mixed (more waves bought with spills, or fewer spills paid for with waves), better, other
// resource changes, settings that changed nothing ("no effect"), unchanged; added and removed last.
enum Rank { worse, mixed, better, changed, no_effect, unchanged, added_or_removed, rank_count };
constexpr const char* k_state[] = {"worse", "mixed", "better", "changed", "no effect", "unchanged"};

Rank rank(const Pair& p, const std::array<Figure, column_count>& f) {
    const std::int64_t dw = f[waves].moved() ? f[waves].after - f[waves].before : 0;
    const std::int64_t ds = f[spill].moved() ? f[spill].after - f[spill].before : 0;
    const std::size_t vb = p.before->violations.size(), va = p.after->violations.size();
    const bool costlier = ds > 0 || va > vb, cheaper = ds < 0 || va < vb;
    if ((dw > 0 && costlier) || (dw < 0 && cheaper)) return mixed;
    if (dw < 0 || costlier) return worse;
    if (dw > 0 || cheaper) return better;
    if (std::any_of(f.begin(), f.end(), [](const Figure& x) { return x.moved(); })) return changed;
    if (!setting_changes(*p.before->record, *p.after->record).empty()) return no_effect;
    return unchanged;
}

// "128 → 96" with the change coloured by whether it is good.
std::string cell(const Figure& f) {
    if (!f.unknown.empty()) return "<td class=\"same\" data-sort=\"0\">" + esc(f.unknown) + "</td>";
    if (!f.moved()) return "<td class=\"same\" data-sort=\"0\">" + num(f.after) + "</td>";
    const bool good = (f.after > f.before) == f.higher_is_better;
    return "<td class=\"" + std::string(good ? "up" : "down") + "\" data-sort=\"" + num(f.after - f.before) + "\">" + num(f.before) +
           " &#8594; " + num(f.after) + "</td>";
}

// A pair's cells after its state; for an added or removed kernel, its blocks and registers.
std::string diff_cells(const Pair& p, const std::string& target) {
    if (!p.before || !p.after) {
        const ReportKernel& k = p.after ? *p.after : *p.before;
        return "<td colspan=\"8\" class=\"same\">" + std::string(p.after ? "new: " : "was: ") + html::blocks_text(k.record->hip.blocks_per_cu) +
               " blocks, " + num(target::backend_for(target).registers(k.record->resources)) + " " +
               std::string(target::facts_of(target).registers) + "</td></tr>\n";
    }
    std::string cells;
    for (const Figure& f : figures(p, target)) cells += cell(f);
    const std::string changes = setting_changes(*p.before->record, *p.after->record);
    return cells + "<td>" + (changes.empty() ? std::string() : "<ul class=\"facts\" style=\"display:block\">" + changes + "</ul>") +
           "</td></tr>\n";
}

// The after build's curves with the before build's under them, for a pair that changed.
std::string overlay(const Pair& p, const std::string& name, const std::string& target, const char* state) {
    std::string charts;
    for (const target::Curve& c : p.after->curves) {
        const auto b = std::find_if(p.before->curves.begin(), p.before->curves.end(),
                                    [&](const target::Curve& x) { return x.resource == c.resource; });
        charts += html::chart(c, *p.after->record, target::facts_of(target).residency, b == p.before->curves.end() ? nullptr : &*b);
    }
    if (charts.empty()) return "";
    return "<section class=\"kernel\" data-kernel=\"" + esc(name) + "\"><div class=\"target\" data-target=\"" + esc(target) + "\"><h3>" +
           esc(name) + " &#183; " + esc(target) + "<span class=\"occ\">" + state + "</span></h3><div class=\"charts\">" + charts +
           "</div></div></section>\n";
}

}  // namespace

std::string html_diff(const Report& before, const Report& after) {
    const Pairs matched = pairs_of(before, after);
    const std::vector<Pair>& pairs = matched.pairs;
    std::vector<Rank> ranks;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const Pair& p = pairs[i];
        ranks.push_back(p.before && p.after ? rank(p, figures(p, std::get<2>(matched.keys[i]))) : added_or_removed);
    }
    std::vector<std::size_t> order(pairs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return ranks[x] < ranks[y]; });
    int counts[rank_count] = {};
    std::string rows, curves;
    int n = 0;
    for (std::size_t i : order) {
        const Pair& p = pairs[i];
        const auto& [source, name, target] = matched.keys[i];
        const Rank rk = ranks[i];
        ++counts[rk];
        const char* state = rk == added_or_removed ? (p.after ? "added" : "removed") : k_state[rk];
        rows += "<tr data-kernel=\"" + esc(name) + "\" data-target=\"" + esc(target) + "\" data-state=\"" + state +
                "\"><td class=\"kname\" data-sort=\"" + num(n++) + "\">" + esc(name) +
                (source.empty() ? "" : "<span class=\"src\">" + esc(source) + "</span>") + "</td><td>" + esc(target) + "</td><td data-sort=\"" +
                state + "\">" + state + "</td>";
        rows += diff_cells(p, target);
        if (rk < no_effect) curves += overlay(p, name, target, state);
    }
    std::string body = "<h2>Changes</h2>\n<table class=\"sortable\" id=\"diff\"><thead><tr><th>kernel</th><th>target</th><th>change</th>"
                       "<th>VGPRs/regs</th><th>SGPRs</th><th>spills</th><th title=\"LDS (shared memory) bytes per block: static + dynamic\">LDS s+d</th>"
                       "<th>scratch/local</th><th>blocks/CU|SM</th><th title=\"resident waves per SIMD (warps per SM)\">waves|warps</th>"
                       "<th>settings changed</th></tr></thead><tbody>\n" +
                       rows + "</tbody></table>\n";
    body += "<p class=\"legend\">LDS s+d: LDS (shared memory) bytes per block, static + dynamic, as in kiln's build table. "
            "Green: better (fewer registers, spills or bytes; more blocks or waves); red: worse. Worse rows first "
            "(fewer resident waves, or more spills for no more waves), then mixed ones (more waves bought with spills, or the reverse), "
            "better, changed (resources moved, occupancy did not), no effect (settings changed, nothing they produce did), "
            "unchanged. Settings: attributes, the launch, and the manifest's compile settings (defines, llvm_args, ...).</p>\n";
    if (!curves.empty())
        body += "<h2>Curves of what changed</h2>\n<p class=\"legend\">The new build's curves (resident waves; blocks on each step) "
                "with the old build's dashed beneath, <span style=\"color:#7b8591\">&#9675;</span> its kernel.</p>\n" + curves;
    const std::string subtitle = esc(before.origin) + " &#8594; " + esc(after.origin) + " &#183; " + num(counts[worse]) + " worse &#183; " +
                                 num(counts[mixed]) + " mixed &#183; " + num(counts[better]) + " better &#183; " + num(counts[changed]) +
                                 " changed resources, same occupancy &#183; " + num(counts[no_effect]) + " no effect &#183; " +
                                 num(counts[unchanged]) + " unchanged &#183; " + num(counts[added_or_removed]) + " added or removed";
    return html::page("kiln report: " + before.title + (before.title == after.title ? "" : " vs " + after.title) + " (diff)", subtitle,
                      std::move(body));
}

}  // namespace kiln::emit
