// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the HTML report's translation units share (html_report.cpp: the page; html_diff.cpp: the
// diff; html_chart.cpp: the curves): escaping, number formatting, the page, the curves.
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>

#include "codeobj/kernel_record.hpp"
#include "emit/html_report.hpp"
#include "target/backend.hpp"
#include "target/curve.hpp"

namespace kiln::emit::html {

inline std::string esc(std::string_view s) {
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

inline std::string num(std::int64_t n) { return std::to_string(n); }

// One decimal, as "%.1f" writes it for the chart's coordinates (0 to a few thousand), without
// printf's floating-point formatting: a 10,000-kernel report draws 30,000 charts.
inline std::string fixed(double v) {
    const long long tenths = std::llround(v * 10);
    const long long whole = (tenths < 0 ? -tenths : tenths) / 10;
    return (tenths < 0 ? "-" : "") + std::to_string(whole) + "." + static_cast<char>('0' + (tenths < 0 ? -tenths : tenths) % 10);
}

inline std::string blocks_text(int blocks) { return blocks < 0 ? "n/a" : num(blocks); }

inline std::int64_t spills(const std::string& target, const codeobj::KernelRecord& k) {
    return target::backend_for(target).spills(k.resources);
}

// Spills are unknown for cubins kiln did not build (ptxas's log says them, the cubin does not).
inline bool spills_known(const ReportTarget& t) { return t.by_kiln || target::facts_of(t.target).spills_in_code_object; }

// The whole page around `body`: the head, the style, the header with `subtitle` (HTML), the script.
std::string page(const std::string& title, const std::string& subtitle, std::string body);

// The style rules the charts rely on (text anchors, the hover targets' extent), for the page.
std::string chart_style();

// One occupancy curve as an inline SVG: resident waves (warps) against the resource, occupancy in
// percent on the right, blocks per CU (SM) on each step. With `before`, that build's curve is
// drawn under it (the diff). `residency` names the waves: "waves/SIMD", "warps/SM".
std::string chart(const target::Curve& c, const codeobj::KernelRecord& r, std::string_view residency,
                  const target::Curve* before = nullptr);

}  // namespace kiln::emit::html
