// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The HTML report's occupancy curves, read as Nsight Compute's "impact of varying" charts: the
// y axis is what the user decides on, resident waves per SIMD (warps per SM), from 0 to the most
// the target holds (100 %, the right axis); blocks per CU (SM), what the waves come from, label
// each step. The x axis has ticks at powers of two; the kernel's own value is marked, with the
// next step and any expectation. The SVG scales to its column (viewBox, width 100 %).
#include <algorithm>
#include <cmath>

#include "emit/html_common.hpp"

namespace kiln::emit::html {

namespace {

constexpr int k_width = 420, k_height = 236, k_left = 40, k_right = 40, k_top = 22, k_bottom = 40;

struct Axes {
    int lo, hi;
    double y_max;
    double x(double v) const {
        const double span = static_cast<double>(hi) - lo + 1;
        return k_left + (v - lo) / span * (k_width - k_left - k_right);
    }
    double y(double w) const { return k_top + (1.0 - w / y_max) * (k_height - k_top - k_bottom); }
};

// A coordinate: one decimal, none where it is whole.
std::string coord(double v) {
    std::string s = fixed(v);
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
    return s;
}

// A tick label: bytes in K where they are whole kibibytes ("48K"), other values as they are.
std::string tick_text(int v, bool bytes) {
    if (bytes && v >= 1024 && v % 1024 == 0) return num(v / 1024) + "K";
    return num(v);
}

// The x ticks: multiples of the smallest power of two that leaves at most eight of them.
std::vector<int> x_ticks(int lo, int hi) {
    long long step = 1;
    while ((hi - lo) / step > 8) step *= 2;
    std::vector<int> out;
    for (long long v = (lo + step - 1) / step * step; v <= hi; v += step) out.push_back(static_cast<int>(v));
    return out;
}

// A text, anchored by its class (the page's style: middle unless `l` or `pct`); the page is
// written for 10,000 kernels too, so nothing is said twice that the style can say once.
std::string text(double x, double y, const char* cls, const std::string& body) {
    return "<text class=\"" + std::string(cls) + "\" x=\"" + coord(x) + "\" y=\"" + coord(y) + "\">" + body + "</text>";
}

std::string line(const char* cls, double x1, double y1, double x2, double y2, const std::string& title = "") {
    std::string s = "<line class=\"" + std::string(cls) + "\" x1=\"" + coord(x1) + "\" x2=\"" + coord(x2) + "\" y1=\"" + coord(y1) +
                    "\" y2=\"" + coord(y2) + "\"";
    return title.empty() ? s + "/>" : s + "><title>" + esc(title) + "</title></line>";
}

int percent_of(int waves, int max_waves) { return max_waves > 0 ? static_cast<int>(100LL * waves / max_waves) : 0; }

// The curve's steps as an SVG path of waves.
std::string step_path(const target::Curve& c, const Axes& a) {
    std::string path;  // the steps are contiguous: across, then up or down to the next
    for (const auto& st : c.steps) {
        const std::string y = coord(a.y(st.at.waves));
        path += path.empty() ? "M" + coord(a.x(st.from)) + " " + y : "V" + y;
        path += "H" + coord(a.x(st.to + 1.0));
    }
    return path;
}

}  // namespace

std::string chart_style() {
    // The hover targets span the plot's height (from k_top to the x axis): said once, here.
    return "svg text{text-anchor:middle}svg text.l{text-anchor:end}svg text.pct{text-anchor:start}svg .hover{y:" + num(k_top) +
           "px;height:" + num(k_height - k_top - k_bottom) + "px}\n";
}

std::string chart(const target::Curve& c, const codeobj::KernelRecord& r, std::string_view residency, const target::Curve* before) {
    const int expect_blocks = r.expect.min_blocks_per_cu ? static_cast<int>(*r.expect.min_blocks_per_cu) : -1;
    int top = std::max({1, c.max_waves, c.at_point.waves});
    for (const auto& st : c.steps) top = std::max(top, st.at.waves);
    const int lo = before ? std::min(c.lo, before->lo) : c.lo;
    const int hi = std::max({c.hi, c.at, before ? std::max(before->hi, before->at) : 0});
    const Axes a{lo, hi, top * 1.08};
    const bool bytes = c.resource.find("bytes") != std::string::npos;
    const std::string res = esc(c.resource);
    std::string s = "<svg class=\"curve\" viewBox=\"0 0 " + num(k_width) + " " + num(k_height) + "\" width=\"100%\" role=\"img\" data-resource=\"" +
                    res + "\" data-waves=\"" + num(c.at_point.waves) + "\" data-blocks=\"" + num(c.at_point.blocks) + "\">";
    s += "<title>" + esc(residency) + " and blocks against " + res + "</title>";
    // Grid: quarters of the target's most waves, waves on the left, percent on the right.
    std::string grid;
    for (int q = 0; q <= 4; ++q) {
        const double w = c.max_waves * q / 4.0, y = a.y(w);
        grid += "M" + num(k_left) + " " + coord(y) + "H" + num(k_width - k_right);
        s += text(k_left - 5, y + 3.5, "tick l", w == std::floor(w) ? num(static_cast<int>(w)) : fixed(w));
        s += text(k_width - k_right + 5, y + 3.5, "tick pct", num(q * 25) + "%");
    }
    s += "<path class=\"grid\" d=\"" + grid + "\"/>";
    s += "<text class=\"axis\" transform=\"translate(11 " + coord(a.y(c.max_waves / 2.0)) + ") rotate(-90)\">" + esc(residency) + "</text>";
    // x ticks; one the kernel's own label (below, in colour) would collide with is left out.
    const double base = a.y(0), at_x = (a.x(c.at) + a.x(c.at + 1.0)) / 2;
    std::string marks;
    for (const int v : x_ticks(lo, hi)) {
        const double x = a.x(v);
        marks += "M" + coord(x) + " " + coord(base) + "v3";
        if (std::abs(x - at_x) > 22) s += text(x, base + 14, "tick", tick_text(v, bytes));
    }
    s += "<path class=\"xtick\" d=\"" + marks + "\"/>";
    s += text((k_left + k_width - k_right) / 2.0, k_height - 6, "axis", res);
    // The AGPR split of unified VGPRs: a bar under the axis, architectural VGPRs then AGPRs.
    if (c.split >= 0 && c.split < c.at) {
        const std::string y = coord(base + 2);
        s += "<rect class=\"arch\" x=\"" + coord(a.x(a.lo)) + "\" y=\"" + y + "\" width=\"" + coord(a.x(c.split) - a.x(a.lo)) +
             "\" height=\"3\"><title>architectural VGPRs: " + num(c.split) + "</title></rect>";
        s += "<rect class=\"agpr\" x=\"" + coord(a.x(c.split)) + "\" y=\"" + y + "\" width=\"" + coord(a.x(c.at + 1) - a.x(c.split)) +
             "\" height=\"3\"><title>AGPRs: " + num(c.at - c.split) + " (from " + num(c.split) + ")</title></rect>";
    }
    // The earlier build's curve under this one, with its point.
    if (before && !before->steps.empty()) {
        s += "<path class=\"step before\" d=\"" + step_path(*before, a) + "\"><title>before</title></path>";
        s += "<circle class=\"point before\" cx=\"" + coord((a.x(before->at) + a.x(before->at + 1.0)) / 2) + "\" cy=\"" +
             coord(a.y(before->at_point.waves)) + "\" r=\"4\"><title>before: " + num(before->at) + " " + res + ", " +
             num(before->at_point.waves) + " " + esc(residency) + ", " + num(before->at_point.blocks) + " blocks</title></circle>";
    }
    // Hover targets and step labels (blocks, where the step is wide enough), then the curve.
    for (const auto& st : c.steps) {
        const double x0 = a.x(st.from), x1 = a.x(st.to + 1.0);
        s += "<rect class=\"hover\" x=\"" + coord(x0) + "\" width=\"" + coord(std::max(x1 - x0, 0.5)) + "\"><title>" + res + " " +
             num(st.from) + (st.to != st.from ? "&#8211;" + num(st.to) : "") +
             ": " + num(st.at.waves) + " " + esc(residency) + " (" + num(percent_of(st.at.waves, c.max_waves)) + " %), " + num(st.at.blocks) +
             " blocks</title></rect>";
        if (x1 - x0 >= 34) {
            const bool short_of = expect_blocks >= 0 && st.at.blocks < expect_blocks;
            s += text((x0 + x1) / 2, a.y(st.at.waves) - 4, short_of ? "steplabel short" : "steplabel", num(st.at.blocks) + " blk");
        }
    }
    if (!c.steps.empty()) s += "<path class=\"step\" d=\"" + step_path(c, a) + "\"/>";
    // The next step and the expectations.
    if (c.next_at >= 0 && c.next.blocks > 0) {
        const double x = a.x(c.next_at + 1.0);
        s += line("next", x, k_top, x, base);
        s += text(x, k_top - 6, "note next",
                  "&#8804; " + tick_text(c.next_at, bytes) + ": " + num(c.next.waves) + " " + esc(residency) + ", " + num(c.next.blocks) + " blk");
    }
    if (c.expect_at >= 0) {
        const double x = a.x(c.expect_at + 1.0);
        s += line("expect", x, k_top, x, base, "expect: at most " + num(c.expect_at));
    }
    // At least N blocks, as waves, where the axis keeps the block (elsewhere the step labels say it).
    if (expect_blocks >= 0 && c.waves_per_block > 0) {
        const int w = static_cast<int>((static_cast<long long>(expect_blocks) * c.waves_per_block + c.simds - 1) / c.simds);
        s += line("expect", k_left, a.y(w), k_width - k_right, a.y(w),
                  "expect: at least " + num(expect_blocks) + " blocks (" + num(w) + " " + std::string(residency) + ")");
    }
    // The kernel's own point.
    s += "<circle class=\"point\" cx=\"" + coord(at_x) + "\" cy=\"" + coord(a.y(c.at_point.waves)) + "\" r=\"4.5\"><title>this kernel: " +
         num(c.at) + " " + res + ", " + num(c.at_point.waves) + " " + esc(residency) + " (" +
         num(percent_of(c.at_point.waves, c.max_waves)) + " %), " + num(c.at_point.blocks) + " blocks</title></circle>";
    s += text(at_x, base + 14, "here", tick_text(c.at, bytes));
    return s + "</svg>";
}

}  // namespace kiln::emit::html
