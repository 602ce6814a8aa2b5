// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The HTML occupancy report. One page, nothing fetched: CSS in a <style>, charts as inline SVG,
// sorting by a few lines of inline script (the page reads the same without it). Every string from
// a record is escaped: kernel names and attribute values come from files kiln did not write.
// The output is a function of the report alone (no clock, no paths besides those given), so the
// same build writes the same bytes.
//
// Layout: a header with counts; the overview, one row per kernel (and per source, for inputs
// holding several bundles) and one column per target, each cell coloured by occupancy and badged
// with spills, scratch, failed expectations and the limiter, failing kernels first; then one
// section per kernel with, per target, its figures, the next step, step curves against VGPRs
// (registers), LDS (shared memory) and block size (html_chart.cpp), and its attributes with their
// origins. The diff of two reports is html_diff.cpp's.
#include "emit/html_report.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "emit/html_common.hpp"
#include "emit/table.hpp"
#include "target/backend.hpp"
#include "util/parallel.hpp"

namespace kiln::emit {

namespace {

using codeobj::KernelRecord;

using html::blocks_text;
using html::esc;
using html::num;
using html::spills;
using html::spills_known;

// Occupancy in percent of the target's most resident waves (warps), -1 when unknown.
int percent(const ReportKernel& k) {
    if (k.record->hip.blocks_per_cu < 0 || k.max_waves <= 0) return -1;
    return static_cast<int>(100LL * k.record->hip.waves_per_simd / k.max_waves);  // as the table: rounded down
}

// A cell whose kernel spills or keeps local memory (scratch): the spill badge's orange, deeper.
constexpr const char* k_traffic_colour = "#f5cba7";

// Red (0 %) through amber to green (100 %); grey where there is no model.
std::string colour(int pct) {
    if (pct < 0) return "#e6e6e6";
    return "hsl(" + num(pct * 120 / 100) + ",62%,84%)";
}

std::string badge(const char* cls, const std::string& text, const std::string& title = "") {
    return "<span class=\"badge " + std::string(cls) + "\"" + (title.empty() ? "" : " title=\"" + esc(title) + "\"") + ">" +
           esc(text) + "</span>";
}

std::string badges(const ReportTarget& t, const ReportKernel& k, bool with_limiter) {
    const target::Facts& f = target::facts_of(t.target);
    const KernelRecord& r = *k.record;
    std::string out;
    if (!k.violations.empty()) {
        std::string all;
        for (const auto& v : k.violations) all += (all.empty() ? "" : "\n") + v;
        out += badge("fail", "expect failed", all);
    }
    if (spills_known(t) && spills(t.target, r)) out += badge("spill", "spills " + num(spills(t.target, r)) + std::string(f.spill_unit));
    if (r.resources.private_segment_fixed_size)
        out += badge("scratch", std::string(f.private_memory) + " " + num(r.resources.private_segment_fixed_size) + " B");
    if (with_limiter && r.hip.blocks_per_cu >= 0 && r.hip.limiter != occupancy::Limiter::none)
        out += badge("limiter", occupancy::limiter_name(r.hip.limiter), "limited by " + std::string(occupancy::limiter_name(r.hip.limiter)));
    return out;
}


// ---- page ------------------------------------------------------------------------------------

const char* k_style = R"(
:root{--fg:#1d232b;--muted:#5d6773;--line:#d9dee4;--accent:#2f5fd0;--bad:#c0392b;--warn:#b9770e}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--fg);margin:0;background:#f6f7f9}
header{background:#1d232b;color:#fff;padding:18px 28px}
header h1{margin:0;font-size:20px;font-weight:600}
header p{margin:4px 0 0;color:#c5ccd5}
main{padding:18px 28px 40px}
h2{font-size:17px;margin:26px 0 10px}
table{border-collapse:collapse;background:#fff}
th,td{border:1px solid var(--line);padding:6px 9px;text-align:left;vertical-align:top}
th{background:#eef1f5;font-weight:600;white-space:nowrap}
table.sortable th{cursor:pointer;user-select:none}
table.sortable th:after{content:" \2195";color:#9aa4af;font-weight:400}
td.cell{min-width:150px}
td.cell .big{font-size:18px;font-weight:600}
td.cell .sub{color:var(--muted);font-size:12px}
td.none{color:var(--muted);background:#fafafa}
td.kname a{color:var(--fg);font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:13px;text-decoration:none}
td.kname .src{display:block;color:var(--muted);font-size:11px}
.badge{display:inline-block;border-radius:9px;padding:0 7px;margin:2px 3px 0 0;font-size:11px;line-height:17px;white-space:nowrap;background:#fff;border:1px solid var(--line)}
.badge.fail{background:var(--bad);color:#fff;border-color:var(--bad)}
.badge.spill{background:#fdebd0;border-color:#f0b27a;color:#7e5109}
.badge.scratch{background:#f4ecf7;border-color:#c39bd3;color:#5b2c6f}
.badge.limiter{color:var(--muted)}
.badge.assumed{background:#fef9e7;border-color:#f7dc6f}
.legend{color:var(--muted);font-size:12px;margin:6px 0 0}
.legend i{display:inline-block;width:28px;height:10px;vertical-align:middle;margin:0 3px}
section.kernel{background:#fff;border:1px solid var(--line);border-radius:6px;padding:4px 18px 12px;margin:14px 0}
section.kernel h2{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:15px}
.target{border-top:1px solid var(--line);padding:8px 0 4px}
.target h3{font-size:14px;margin:6px 0}
.target h3 .occ{font-weight:400;color:var(--muted);margin-left:8px}
.facts{display:flex;flex-wrap:wrap;gap:4px 18px;margin:4px 0;padding:0;list-style:none;font-size:13px}
.facts b{font-weight:600}
.next-step{margin:4px 0;color:var(--accent)}
ul.violations{margin:4px 0;padding-left:18px;color:var(--bad)}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:10px;margin:8px 0}
svg.curve{background:#fbfcfd;border:1px solid var(--line);border-radius:4px;display:block}
svg .grid{stroke:#e8ebef;stroke-width:1;fill:none}
svg .xtick{stroke:#9aa4af;stroke-width:1;fill:none}
svg .tick,svg .here{font-size:10px;fill:var(--muted)}
svg .steplabel{font-size:9.5px;fill:#7b8591}
svg .steplabel.short{fill:var(--bad);font-weight:600}
svg .here{fill:var(--accent);font-weight:600}
svg .axis{font-size:11px;fill:var(--fg)}
svg .note{font-size:10px}
svg text.next{fill:var(--accent)}
svg .step{fill:none;stroke:#1d232b;stroke-width:1.8}
svg .hover{fill:transparent}
svg .hover:hover{fill:rgba(47,95,208,.08)}
svg line.next{stroke:var(--accent);stroke-dasharray:4 3}
svg line.expect{stroke:var(--bad);stroke-dasharray:2 2;stroke-width:1.5}
svg .point{fill:var(--accent);stroke:#fff;stroke-width:1.5}
svg .step.before{stroke:#9aa4af;stroke-dasharray:5 3;stroke-width:1.6}
svg .point.before{fill:#fff;stroke:#7b8591;stroke-width:1.5}
svg .arch{fill:#5d8ad8}
svg .agpr{fill:#e67e22}
details{margin:6px 0}
summary{cursor:pointer;color:var(--muted)}
table.attrs td,table.attrs th{font-size:12px;padding:3px 8px}
table.attrs td.v{font-family:ui-monospace,"DejaVu Sans Mono",monospace}
.up{color:#1e8449;font-weight:600}
.down{color:var(--bad);font-weight:600}
.same{color:var(--muted)}
ul.notes{color:var(--muted);font-size:12px;padding-left:18px}
)";

// Click a heading to sort by it (again: the other way); "#sort=N" in the address sorts the first
// table by column N on load, "#sort=-N" the other way.
const char* k_script = R"(
function kilnSort(t,i,up){
  var body=t.tBodies[0],rows=Array.prototype.slice.call(body.rows);
  t.tHead.rows[0].cells[i].setAttribute("data-dir",up?"up":"down");
  rows.sort(function(a,b){
    var x=a.cells[i]?a.cells[i].getAttribute("data-sort")||"":"",y=b.cells[i]?b.cells[i].getAttribute("data-sort")||"":"";
    var nx=parseFloat(x),ny=parseFloat(y),c=(isNaN(nx)||isNaN(ny))?x.localeCompare(y):nx-ny;
    return up?c:-c;
  });
  rows.forEach(function(r){body.appendChild(r);});
}
document.querySelectorAll("table.sortable").forEach(function(t){
  Array.prototype.forEach.call(t.tHead.rows[0].cells,function(th,i){
    th.addEventListener("click",function(){kilnSort(t,i,th.getAttribute("data-dir")!=="up");});
  });
});
var kilnHash=/^#sort=(-?)(\d+)$/.exec(location.hash),kilnFirst=document.querySelector("table.sortable");
if(kilnHash&&kilnFirst&&+kilnHash[2]<kilnFirst.tHead.rows[0].cells.length)kilnSort(kilnFirst,+kilnHash[2],kilnHash[1]!=="-");
)";

}  // namespace

std::string html::page(const std::string& title, const std::string& subtitle, std::string body) {
    // Around the body in place: a 10,000-kernel page is 140 MB, and each copy of it costs.
    body.insert(0, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                   "<meta name=\"generator\" content=\"kiln " KILN_VERSION "\">\n<title>" +
                       esc(title) + "</title>\n<style>" + k_style + chart_style() + "</style>\n</head>\n<body>\n<header><h1>" + esc(title) + "</h1><p>" +
                       subtitle + "</p></header>\n<main>\n");
    body.append("</main>\n<script>").append(k_script).append("</script>\n</body>\n</html>\n");
    return body;  // moved (returning append's reference copied the page)
}

namespace {

// A row of the overview: one kernel of one source, its entry per target column.
struct Row {
    std::string source, name;
    std::map<std::size_t, std::pair<const ReportTarget*, const ReportKernel*>> cells;  // by column
    int failing = 0, spilling = 0;
    std::string anchor;
};

struct Grid {
    std::vector<std::string> columns;  // distinct targets, in the order met
    std::vector<Row> rows;             // failing first, then spilling, then as met
};

Grid grid(const Report& r) {
    Grid g;
    std::map<std::pair<std::string, std::string>, std::size_t> row_of;
    for (const auto& t : r.targets) {
        auto col = std::find(g.columns.begin(), g.columns.end(), t.target);
        const std::size_t c = static_cast<std::size_t>(col - g.columns.begin());
        if (col == g.columns.end()) g.columns.push_back(t.target);
        for (const auto& k : t.kernels) {
            auto [it, fresh] = row_of.try_emplace({t.source, k.name}, g.rows.size());
            if (fresh) g.rows.push_back({t.source, k.name, {}, 0, 0, "k" + num(static_cast<std::int64_t>(g.rows.size()))});
            Row& row = g.rows[it->second];
            if (!row.cells.count(c)) row.cells[c] = {&t, &k};
            row.failing += !k.violations.empty();
            row.spilling += spills_known(t) && spills(t.target, *k.record) > 0;
        }
    }
    std::stable_sort(g.rows.begin(), g.rows.end(), [](const Row& a, const Row& b) {
        if ((a.failing > 0) != (b.failing > 0)) return a.failing > 0;
        return (a.spilling > 0) > (b.spilling > 0);
    });
    return g;
}

std::string overview(const Grid& g) {
    std::string s = "<h2>Overview</h2>\n<table class=\"sortable\" id=\"overview\"><thead><tr><th>kernel</th>";
    for (const auto& c : g.columns) s += "<th>" + esc(c) + "</th>";
    s += "</tr></thead><tbody>\n";
    int order = 0;
    for (const Row& row : g.rows) {
        s += "<tr data-kernel=\"" + esc(row.name) + "\"><td class=\"kname\" data-sort=\"" + num(order++) + "\"><a href=\"#" +
             row.anchor + "\">" + esc(row.name) + "</a>" + (row.source.empty() ? "" : "<span class=\"src\">" + esc(row.source) + "</span>") +
             "</td>";
        for (std::size_t c = 0; c < g.columns.size(); ++c) {
            auto it = row.cells.find(c);
            if (it == row.cells.end()) {
                s += "<td class=\"none\" data-sort=\"-2\">&#8212;</td>";
                continue;
            }
            const auto& [t, k] = it->second;
            const KernelRecord& r = *k->record;
            const int pct = percent(*k);
            // Spills, or per-thread arrays in local memory (scratch), colour the cell whatever the
            // occupancy: memory traffic the waves do not hide (issue 33, item 10).
            const bool traffic = (spills_known(*t) && spills(t->target, r) > 0) || r.resources.private_segment_fixed_size > 0;
            s += "<td class=\"cell" + std::string(traffic ? " traffic" : "") + "\" data-target=\"" + esc(t->target) + "\" data-blocks=\"" +
                 num(r.hip.blocks_per_cu) + "\" data-sort=\"" + num(pct) + "\" style=\"background:" + (traffic ? k_traffic_colour : colour(pct)) +
                 "\"" + (traffic ? " title=\"spills or local memory: memory traffic the occupancy does not hide\"" : "") +
                 "><span class=\"big\">" +
                 blocks_text(r.hip.blocks_per_cu) + "</span> <span class=\"sub\">blocks/" + std::string(target::facts_of(t->target).unit);
            if (pct >= 0) s += " &#183; " + num(pct) + " %";
            s += "</span><br>" + badges(*t, *k, true);
            if (!t->by_kiln) s += badge("assumed", "block " + num(r.block_size) + "?", "launch unknown: the kernel's largest block assumed");
            s += "</td>";
        }
        s += "</tr>\n";
    }
    s += "</tbody></table>\n<p class=\"legend\">Cells: blocks per CU (SM) at the recorded launch and occupancy as a share of the "
         "target's resident waves (warps); <i style=\"background:" + colour(0) + "\"></i>0 % <i style=\"background:" + colour(50) +
         "\"></i>50 % <i style=\"background:" + colour(100) + "\"></i>100 %. Click a heading to sort.</p>\n";
    return s;
}

std::string fact(const char* name, const std::string& value) { return "<li>" + std::string(name) + " <b>" + esc(value) + "</b></li>"; }

std::string target_section(const ReportTarget& t, const ReportKernel& k) {
    const KernelRecord& r = *k.record;
    const auto& res = r.resources;
    const target::Backend& backend = target::backend_for(t.target);
    const target::Facts& f = backend.facts();
    const int pct = percent(k);
    std::string s = "<div class=\"target\" data-target=\"" + esc(t.target) + "\" data-blocks=\"" + num(r.hip.blocks_per_cu) +
                    "\" data-vgprs=\"" + num(backend.registers(res)) + "\"><h3>" + esc(t.target) +
                    "<span class=\"occ\">" + blocks_text(r.hip.blocks_per_cu) + " blocks/" + std::string(f.unit);
    if (pct >= 0)
        s += " &#183; " + num(r.hip.waves_per_simd) + " " + std::string(f.residency) + " &#183; " + num(pct) + " % &#183; limited by " +
             esc(occupancy::limiter_name(r.hip.limiter));
    s += " &#183; " + esc(r.hip.source) + "</span></h3>" + badges(t, k, false) + "<ul class=\"facts\">";
    for (const auto& [name, value] : backend.resource_facts(r, spills_known(t))) s += fact(name.c_str(), value);
    s += fact("block", num(r.block_size) + (t.by_kiln ? "" : " (assumed: the largest the kernel allows)")) +
         fact("max block", num(res.max_flat_workgroup_size)) + "</ul>";
    if (const std::string next = next_step_text(r.hip.next); !next.empty()) s += "<p class=\"next-step\">next step: " + esc(next) + "</p>";
    if (!k.violations.empty()) {
        s += "<ul class=\"violations\">";
        for (const auto& v : k.violations) s += "<li>" + esc(v) + "</li>";
        s += "</ul>";
    }
    if (!k.curves.empty()) {
        s += "<div class=\"charts\">";
        for (const auto& c : k.curves) s += html::chart(c, r, f.residency);
        s += "</div>";
    }
    if (!r.attrs.empty()) {
        s += "<details><summary>attributes (" + num(static_cast<std::int64_t>(r.attrs.size())) +
             ")</summary><table class=\"attrs\"><thead><tr><th>backend</th><th>attribute</th><th>value</th><th>origin</th><th>manifest</th></tr></thead><tbody>";
        for (const auto& a : r.attrs)
            s += "<tr><td>" + esc(a.backend) + "</td><td class=\"v\">" + esc(a.name) + "</td><td class=\"v\">" + esc(a.value) + "</td><td>" +
                 esc(a.origin) + "</td><td>" + (a.line ? "line " + num(a.line) + ":" + num(a.column) : std::string()) + "</td></tr>";
        s += "</tbody></table></details>";
    }
    return s + "</div>\n";
}

std::string subtitle_of(const Report& r, std::size_t kernels, std::size_t failing, std::size_t spilling) {
    std::set<std::string> targets;
    for (const auto& t : r.targets) targets.insert(t.target);
    std::string s = esc(r.origin) + " &#183; " + num(static_cast<std::int64_t>(kernels)) + (kernels == 1 ? " kernel" : " kernels") +
                    " &#183; " + num(static_cast<std::int64_t>(targets.size())) + (targets.size() == 1 ? " target" : " targets");
    s += " &#183; " + num(static_cast<std::int64_t>(failing)) + " failing an expectation &#183; " +
         num(static_cast<std::int64_t>(spilling)) + " spilling &#183; kiln " KILN_VERSION;
    return s;
}

std::string notes(const Report& r) {
    if (r.notes.empty()) return "";
    std::string s = "<ul class=\"notes\">";
    for (const auto& n : r.notes) s += "<li>" + esc(n) + "</li>";
    return s + "</ul>\n";
}

}  // namespace

std::string html_report(const Report& report) {
    const Grid g = grid(report);
    std::size_t failing = 0, spilling = 0;
    std::string body;
    body.reserve(g.rows.size() * g.columns.size() * 16384 + 65536);  // about what a kernel and target take, charts included
    body += overview(g);
    body += "<h2>Kernels</h2>\n<p class=\"legend\">Curves, as Nsight Compute's: resident waves per SIMD (warps per SM; "
            "occupancy % on the right) as one resource varies, the others as recorded, each step labelled with the blocks per CU "
            "(SM) it holds (red: fewer than expected); <span style=\"color:#2f5fd0\">&#9679;</span> the kernel, <span style=\"color:#2f5fd0\">- -</span> the next "
            "step, <span style=\"color:#c0392b\">&#183;&#183;</span> an expectation; under unified VGPRs, "
            "<span style=\"color:#5d8ad8\">&#9644;</span> architectural VGPRs and <span style=\"color:#e67e22\">&#9644;</span> AGPRs. "
            "Hover a step for its range.</p>\n";
    // The kernels' sections, written on every core in chunks of 256 rows and put in order.
    constexpr std::size_t k_chunk = 256;
    std::vector<std::string> chunks((g.rows.size() + k_chunk - 1) / k_chunk);
    util::parallel_chunks(g.rows.size(), k_chunk, [&](std::size_t first, std::size_t last) {
        std::string& s = chunks[first / k_chunk];
        for (std::size_t i = first; i < last; ++i) {
            const Row& row = g.rows[i];
            s += "<section class=\"kernel\" id=\"" + row.anchor + "\" data-kernel=\"" + esc(row.name) + "\"><h2>" + esc(row.name) + "</h2>";
            if (!row.source.empty()) s += "<p class=\"legend\">" + esc(row.source) + "</p>";
            for (const auto& [col, cell] : row.cells) s += target_section(*cell.first, *cell.second);
            s += "</section>\n";
        }
    });
    for (std::string& chunk : chunks) {
        body += chunk;
        std::string().swap(chunk);
    }
    for (const Row& row : g.rows) {
        failing += row.failing > 0;
        spilling += row.spilling > 0;
    }
    body += notes(report);
    return html::page("kiln report: " + report.title, subtitle_of(report, g.rows.size(), failing, spilling), std::move(body));
}

}  // namespace kiln::emit
