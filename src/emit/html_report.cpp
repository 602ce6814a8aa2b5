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
// (registers), LDS (shared memory) and block size, and its attributes with their origins.
#include "emit/html_report.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "emit/table.hpp"
#include "target/backend.hpp"

namespace kiln::emit {

namespace {

using codeobj::KernelRecord;

std::string esc(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string num(std::int64_t n) { return std::to_string(n); }


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

std::int64_t spills(const std::string& target, const KernelRecord& k) { return target::backend_for(target).spills(k.resources); }

// Spills are unknown for cubins kiln did not build (ptxas's log says them, the cubin does not).
bool spills_known(const ReportTarget& t) { return t.by_kiln || target::facts_of(t.target).spills_in_code_object; }

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

std::string blocks_text(int blocks) { return blocks < 0 ? "n/a" : num(blocks); }

// ---- charts ----------------------------------------------------------------------------------

constexpr int k_width = 330, k_height = 190, k_left = 38, k_right = 12, k_top = 16, k_bottom = 32;

struct Axes {
    int lo, hi, y_max;
    double x(double v) const {
        const double span = static_cast<double>(hi) - lo + 1;
        return k_left + (v - lo) / span * (k_width - k_left - k_right);
    }
    double y(double b) const { return k_top + (1.0 - b / y_max) * (k_height - k_top - k_bottom); }
};

std::string fixed(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// 65536 -> "64K" on the axis (bytes are multiples of 1024 at the ends that matter).
std::string short_num(int v) {
    if (v >= 10240 && v % 1024 == 0) return num(v / 1024) + "K";
    return num(v);
}

std::string chart(const target::Curve& c, const KernelRecord& r) {
    const int expect_blocks = r.expect.min_blocks_per_cu ? static_cast<int>(*r.expect.min_blocks_per_cu) : -1;
    int y_max = std::max({1, c.at_blocks, c.next_blocks, expect_blocks});
    for (const auto& s : c.steps) y_max = std::max(y_max, s.blocks);
    y_max += y_max < 8 ? 1 : y_max / 8;
    const Axes a{c.lo, std::max(c.hi, c.at), y_max};
    std::string s = "<svg class=\"curve\" viewBox=\"0 0 " + num(k_width) + " " + num(k_height) + "\" width=\"" + num(k_width) +
                    "\" height=\"" + num(k_height) + "\" role=\"img\" data-resource=\"" + esc(c.resource) + "\">";
    s += "<title>blocks per CU against " + esc(c.resource) + "</title>";
    // Grid and y labels.
    const int step = y_max <= 10 ? 1 : (y_max + 4) / 5;
    for (int b = 0; b <= y_max; b += step) {
        const std::string y = fixed(a.y(b));
        s += "<line class=\"grid\" x1=\"" + num(k_left) + "\" x2=\"" + num(k_width - k_right) + "\" y1=\"" + y + "\" y2=\"" + y + "\"/>";
        s += "<text class=\"tick\" x=\"" + num(k_left - 5) + "\" y=\"" + fixed(a.y(b) + 3.5) + "\" text-anchor=\"end\">" + num(b) + "</text>";
    }
    const std::string base = fixed(a.y(0));
    // x labels: the ends and the kernel's value.
    auto x_label = [&](int v, const char* anchor, const char* cls) {
        s += "<text class=\"" + std::string(cls) + "\" x=\"" + fixed(a.x(v)) + "\" y=\"" + fixed(a.y(0) + 14) + "\" text-anchor=\"" +
             anchor + "\">" + short_num(v) + "</text>";
    };
    // An end label the kernel's own (below, in colour) would collide with is left out.
    const double at_x = a.x(c.at);
    if (at_x - a.x(a.lo) > 24) x_label(a.lo, "start", "tick");
    if (a.x(a.hi) - at_x > 24) x_label(a.hi, "end", "tick");
    s += "<text class=\"axis\" x=\"" + fixed((k_left + k_width - k_right) / 2.0) + "\" y=\"" + num(k_height - 4) +
         "\" text-anchor=\"middle\">" + esc(c.resource) + "</text>";
    // The AGPR split of unified VGPRs: a bar under the axis, architectural VGPRs then AGPRs.
    if (c.split >= 0 && c.split < c.at) {
        const std::string y = fixed(a.y(0) + 2);
        s += "<rect class=\"arch\" x=\"" + fixed(a.x(a.lo)) + "\" y=\"" + y + "\" width=\"" + fixed(a.x(c.split) - a.x(a.lo)) +
             "\" height=\"3\"><title>architectural VGPRs: " + num(c.split) + "</title></rect>";
        s += "<rect class=\"agpr\" x=\"" + fixed(a.x(c.split)) + "\" y=\"" + y + "\" width=\"" + fixed(a.x(c.at + 1) - a.x(c.split)) +
             "\" height=\"3\"><title>AGPRs: " + num(c.at - c.split) + " (from " + num(c.split) + ")</title></rect>";
    }
    // Hover targets, one per step, then the curve itself.
    std::string path;
    for (const auto& st : c.steps) {
        const double x0 = a.x(st.from), x1 = a.x(st.to + 1.0);
        s += "<rect class=\"hover\" x=\"" + fixed(x0) + "\" y=\"" + num(k_top) + "\" width=\"" + fixed(std::max(x1 - x0, 0.5)) +
             "\" height=\"" + fixed(a.y(0) - k_top) + "\"><title>" + esc(c.resource) + " " + num(st.from) +
             (st.to != st.from ? "&#8211;" + num(st.to) : "") + ": " + num(st.blocks) + " blocks</title></rect>";
        path += (path.empty() ? "M" : "L") + fixed(x0) + " " + fixed(a.y(st.blocks)) + "L" + fixed(x1) + " " + fixed(a.y(st.blocks));
    }
    if (!path.empty()) s += "<path class=\"step\" d=\"" + path + "\"/>";
    // The next step and the expectations.
    if (c.next_at >= 0 && c.next_blocks > 0) {
        const std::string x = fixed(a.x(c.next_at + 1.0));
        s += "<line class=\"next\" x1=\"" + x + "\" x2=\"" + x + "\" y1=\"" + num(k_top) + "\" y2=\"" + base + "\"/>";
        s += "<text class=\"note next\" x=\"" + x + "\" y=\"" + num(k_top - 4) + "\" text-anchor=\"middle\">&#8804; " +
             short_num(c.next_at) + " for " + num(c.next_blocks) + "</text>";
    }
    if (c.expect_at >= 0) {
        const std::string x = fixed(a.x(c.expect_at + 1.0));
        s += "<line class=\"expect\" x1=\"" + x + "\" x2=\"" + x + "\" y1=\"" + num(k_top) + "\" y2=\"" + base +
             "\"><title>expect: at most " + num(c.expect_at) + "</title></line>";
    }
    if (expect_blocks >= 0) {
        const std::string y = fixed(a.y(expect_blocks));
        s += "<line class=\"expect\" x1=\"" + num(k_left) + "\" x2=\"" + num(k_width - k_right) + "\" y1=\"" + y + "\" y2=\"" + y +
             "\"><title>expect: at least " + num(expect_blocks) + " blocks</title></line>";
    }
    // The kernel's own point.
    const double px = (a.x(c.at) + a.x(c.at + 1.0)) / 2;
    s += "<circle class=\"point\" cx=\"" + fixed(px) + "\" cy=\"" + fixed(a.y(c.at_blocks)) + "\" r=\"4.5\"><title>this kernel: " +
         num(c.at) + " " + esc(c.resource) + ", " + num(c.at_blocks) + " blocks</title></circle>";
    s += "<text class=\"here\" x=\"" + fixed(px) + "\" y=\"" + fixed(a.y(0) + 14) + "\" text-anchor=\"middle\">" + short_num(c.at) + "</text>";
    return s + "</svg>";
}

// ---- page ------------------------------------------------------------------------------------

const char* k_style = R"(
:root{--fg:#1d232b;--muted:#5d6773;--line:#d9dee4;--accent:#2f5fd0;--bad:#c0392b;--warn:#b9770e}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--fg);margin:0;background:#f6f7f9}
header{background:#1d232b;color:#fff;padding:18px 28px}
header h1{margin:0;font-size:20px;font-weight:600}
header p{margin:4px 0 0;color:#c5ccd5}
main{padding:18px 28px 40px;max-width:1400px}
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
.charts{display:flex;flex-wrap:wrap;gap:10px;margin:8px 0}
svg.curve{background:#fbfcfd;border:1px solid var(--line);border-radius:4px}
svg .grid{stroke:#e8ebef;stroke-width:1}
svg .tick,svg .here{font-size:10px;fill:var(--muted)}
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

std::string page(const std::string& title, const std::string& subtitle, const std::string& body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta name=\"generator\" content=\"kiln " KILN_VERSION "\">\n<title>" +
           esc(title) + "</title>\n<style>" + k_style + "</style>\n</head>\n<body>\n<header><h1>" + esc(title) + "</h1><p>" +
           subtitle + "</p></header>\n<main>\n" + body + "</main>\n<script>" + k_script + "</script>\n</body>\n</html>\n";
}

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
        for (const auto& c : k.curves) s += chart(c, r);
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
    std::string body = overview(g);
    body += "<h2>Kernels</h2>\n<p class=\"legend\">Curves: blocks per CU (SM) as one resource varies, the others as "
            "recorded; <span style=\"color:#2f5fd0\">&#9679;</span> the kernel, <span style=\"color:#2f5fd0\">- -</span> the next "
            "step, <span style=\"color:#c0392b\">&#183;&#183;</span> an expectation; under unified VGPRs, "
            "<span style=\"color:#5d8ad8\">&#9644;</span> architectural VGPRs and <span style=\"color:#e67e22\">&#9644;</span> AGPRs. "
            "Hover a step for its range.</p>\n";
    for (const Row& row : g.rows) {
        failing += row.failing > 0;
        spilling += row.spilling > 0;
        body += "<section class=\"kernel\" id=\"" + row.anchor + "\" data-kernel=\"" + esc(row.name) + "\"><h2>" + esc(row.name) + "</h2>";
        if (!row.source.empty()) body += "<p class=\"legend\">" + esc(row.source) + "</p>";
        for (const auto& [c, cell] : row.cells) body += target_section(*cell.first, *cell.second);
        body += "</section>\n";
    }
    body += notes(report);
    return page("kiln report: " + report.title, subtitle_of(report, g.rows.size(), failing, spilling), body);
}

namespace {

// "128 → 96" with the change coloured: `better` says which direction is good.
std::string moved(std::int64_t before, std::int64_t after, bool higher_is_better, const std::string& unknown = "") {
    if (!unknown.empty()) return "<td class=\"same\" data-sort=\"0\">" + esc(unknown) + "</td>";
    if (before == after) return "<td class=\"same\" data-sort=\"0\">" + num(after) + "</td>";
    const bool good = (after > before) == higher_is_better;
    return "<td class=\"" + std::string(good ? "up" : "down") + "\" data-sort=\"" + num(after - before) + "\">" + num(before) +
           " &#8594; " + num(after) + "</td>";
}

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

// Worse (fewer blocks, or more spills or failed expectations for no more blocks) first, then
// mixed (more blocks bought with spills, or fewer spills paid for with blocks), better, other
// resource changes, unchanged; added and removed last.
enum Rank { worse, mixed, better, changed, unchanged, added_or_removed, rank_count };

Rank rank(const Pair& p) {
    if (!p.before || !p.after) return added_or_removed;
    const int db = p.after->record->hip.blocks_per_cu - p.before->record->hip.blocks_per_cu;
    const std::int64_t ds = spills(p.t_after->target, *p.after->record) - spills(p.t_before->target, *p.before->record);
    const bool costlier = ds > 0 || p.after->violations.size() > p.before->violations.size();
    const bool cheaper = ds < 0 || p.after->violations.size() < p.before->violations.size();
    if ((db > 0 && costlier) || (db < 0 && cheaper)) return mixed;
    if (db < 0 || costlier) return worse;
    if (db > 0 || cheaper) return better;
    const auto& a = p.after->record->resources;
    const auto& b = p.before->record->resources;
    if (a.vgpr_count != b.vgpr_count || a.registers != b.registers || a.sgpr_count != b.sgpr_count ||
        a.group_segment_fixed_size != b.group_segment_fixed_size || a.private_segment_fixed_size != b.private_segment_fixed_size)
        return changed;
    return unchanged;
}

// What changed in the attributes and the block size (the cause, next to the effect), as list items.
std::string attribute_changes(const KernelRecord& before, const KernelRecord& after) {
    std::map<std::string, std::string> old_attrs;
    for (const auto& at : before.attrs) old_attrs[at.backend + "." + at.name] = at.value;
    std::string changes;
    for (const auto& at : after.attrs) {
        const std::string key = at.backend + "." + at.name;
        auto it = old_attrs.find(key);
        if (it == old_attrs.end()) changes += "<li>" + esc(at.name) + " = " + esc(at.value) + " (new)</li>";
        else if (it->second != at.value) changes += "<li>" + esc(at.name) + ": " + esc(it->second) + " &#8594; " + esc(at.value) + "</li>";
        if (it != old_attrs.end()) old_attrs.erase(it);
    }
    for (const auto& [key, value] : old_attrs) changes += "<li>" + esc(key.substr(key.find('.') + 1)) + " = " + esc(value) + " (removed)</li>";
    if (before.block_size != after.block_size)
        changes += "<li>block " + num(before.block_size) + " &#8594; " + num(after.block_size) + "</li>";
    return changes;
}

// A pair's cells after its state: each figure before and after, and the attributes changed; for
// an added or removed kernel, its blocks and registers.
std::string diff_cells(const Pair& p, const std::string& target) {
    if (!p.before || !p.after) {
        const ReportKernel& k = p.after ? *p.after : *p.before;
        return "<td colspan=\"6\" class=\"same\">" + std::string(p.after ? "new: " : "was: ") + blocks_text(k.record->hip.blocks_per_cu) +
               " blocks, " + num(target::backend_for(target).registers(k.record->resources)) + " " +
               std::string(target::facts_of(target).registers) + "</td></tr>\n";
    }
    const target::Backend& backend = target::backend_for(target);
    const bool sgprs = backend.facts().scalar_registers;
    const auto& b = p.before->record->resources;
    const auto& a = p.after->record->resources;
    std::string cells = moved(backend.registers(b), backend.registers(a), false);
    cells += moved(sgprs ? b.sgpr_count : 0, sgprs ? a.sgpr_count : 0, false, sgprs ? "" : "-");
    cells += moved(spills(target, *p.before->record), spills(target, *p.after->record), false,
                   spills_known(*p.t_before) && spills_known(*p.t_after) ? "" : "n/a");
    cells += moved(std::int64_t{b.group_segment_fixed_size} + p.before->record->dynamic_lds,
                   std::int64_t{a.group_segment_fixed_size} + p.after->record->dynamic_lds, false);
    cells += moved(b.private_segment_fixed_size, a.private_segment_fixed_size, false);
    const int bb = p.before->record->hip.blocks_per_cu, ab = p.after->record->hip.blocks_per_cu;
    cells += moved(bb, ab, true, bb < 0 || ab < 0 ? blocks_text(bb) + " / " + blocks_text(ab) : "");
    const std::string changes = attribute_changes(*p.before->record, *p.after->record);
    return cells + "<td>" + (changes.empty() ? std::string() : "<ul class=\"facts\" style=\"display:block\">" + changes + "</ul>") +
           "</td></tr>\n";
}

}  // namespace

std::string html_diff(const Report& before, const Report& after) {
    const Pairs matched = pairs_of(before, after);
    const std::vector<Pair>& pairs = matched.pairs;
    std::vector<std::size_t> order(pairs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return rank(pairs[x]) < rank(pairs[y]); });
    int counts[rank_count] = {};
    std::string rows;
    int n = 0;
    for (std::size_t i : order) {
        const Pair& p = pairs[i];
        const auto& [source, name, target] = matched.keys[i];
        const Rank rk = rank(p);
        ++counts[rk];
        static const char* k_state[] = {"worse", "mixed", "better", "changed", "unchanged"};
        const char* state = rk == added_or_removed ? (p.after ? "added" : "removed") : k_state[rk];
        rows += "<tr data-kernel=\"" + esc(name) + "\" data-target=\"" + esc(target) + "\" data-state=\"" + state +
                "\"><td class=\"kname\" data-sort=\"" + num(n++) + "\">" + esc(name) +
                (source.empty() ? "" : "<span class=\"src\">" + esc(source) + "</span>") + "</td><td>" + esc(target) + "</td><td data-sort=\"" +
                state + "\">" + state + "</td>";
        rows += diff_cells(p, target);
    }
    std::string body = "<h2>Changes</h2>\n<table class=\"sortable\" id=\"diff\"><thead><tr><th>kernel</th><th>target</th><th>change</th>"
                       "<th>VGPRs/regs</th><th>SGPRs</th><th>spills</th><th>LDS (static + dynamic)</th><th>scratch/local</th>"
                       "<th>blocks/CU|SM</th><th>attributes changed</th></tr></thead><tbody>\n" +
                       rows + "</tbody></table>\n";
    body += "<p class=\"legend\">Green: better (fewer registers, spills or bytes; more blocks); red: worse. Worse rows first, then "
            "mixed ones (more blocks bought with spills, or the reverse).</p>\n";
    const std::string subtitle = esc(before.origin) + " &#8594; " + esc(after.origin) + " &#183; " + num(counts[worse]) + " worse &#183; " +
                                 num(counts[mixed]) + " mixed &#183; " + num(counts[better]) + " better &#183; " + num(counts[changed]) +
                                 " changed resources, same occupancy &#183; " + num(counts[unchanged]) + " unchanged &#183; " +
                                 num(counts[added_or_removed]) + " added or removed";
    return page("kiln report: " + before.title + (before.title == after.title ? "" : " vs " + after.title) + " (diff)", subtitle, body);
}

}  // namespace kiln::emit
