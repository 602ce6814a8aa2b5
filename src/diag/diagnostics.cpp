// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "diag/diagnostics.hpp"

#include <algorithm>
#include <string_view>
#include <tuple>

namespace kiln::diag {

void Diagnostics::add(Severity s, SourcePos pos, std::string message) {
    if (m_truncated) return;
    if (s == Severity::warning && m_werror) {
        s = Severity::error;
        message.insert(std::min(message.find('\n'), message.size()), " [--werror]");
    }
    // A value shared by several kernels or targets can fail the same way for each: say it once,
    // with its notes once.
    if (s == Severity::note) {
        if (m_dropping_notes) return;
    } else {
        m_dropping_notes = std::any_of(m_diagnostics.begin(), m_diagnostics.end(), [&](const Diagnostic& d) {
            return d.severity == s && d.message == message && d.pos.file == pos.file && d.pos.line == pos.line &&
                   d.pos.column == pos.column;
        });
        if (m_dropping_notes) return;
    }
    if (s == Severity::error && m_error_count == k_error_limit) {
        m_truncated = true;
        Diagnostic stop;
        stop.severity = Severity::note;
        stop.message = "too many errors; stopping after " + std::to_string(k_error_limit);
        m_diagnostics.push_back(std::move(stop));
        return;
    }
    if (s == Severity::error) ++m_error_count;
    m_diagnostics.push_back({s, std::move(pos), std::move(message)});
}

void Diagnostics::sort_by_position(std::size_t first) {
    using Group = std::vector<Diagnostic>;
    std::vector<Group> groups;
    for (std::size_t i = first; i < m_diagnostics.size(); ++i) {
        if (groups.empty() || m_diagnostics[i].severity != Severity::note) groups.emplace_back();
        groups.back().push_back(std::move(m_diagnostics[i]));
    }
    std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) {
        const SourcePos& x = a.front().pos;
        const SourcePos& y = b.front().pos;
        return std::tie(x.file, x.line, x.column) < std::tie(y.file, y.line, y.column);
    });
    m_diagnostics.resize(first);
    for (auto& g : groups)
        for (auto& d : g) m_diagnostics.push_back(std::move(d));
}

static std::string_view line_of(std::string_view text, std::uint32_t line) {
    std::size_t start = 0;
    for (std::uint32_t i = 1; i < line; ++i) {
        start = text.find('\n', start);
        if (start == std::string_view::npos) return {};
        ++start;
    }
    std::size_t end = text.find('\n', start);
    std::string_view l = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    return l;
}

std::string Diagnostics::render(const Diagnostic& d, bool color) const {
    static constexpr std::string_view k_labels[] = {"error", "warning", "note"};
    // clang's colours: the place bold, errors bold red, warnings bold magenta, notes bold black,
    // the message bold, the caret bold green.
    static constexpr std::string_view k_colors[] = {"\033[0;1;31m", "\033[0;1;35m", "\033[0;1;30m"};
    const std::string_view bold = color ? "\033[1m" : "", reset = color ? "\033[0m" : "";
    std::string out(bold);
    if (d.pos.known()) {
        out += d.pos.file + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": ";
    } else if (!d.pos.file.empty()) {
        out += d.pos.file + ": ";
    } else {
        out += "kiln: ";
    }
    if (color) out += k_colors[static_cast<int>(d.severity)];
    out += k_labels[static_cast<int>(d.severity)];
    out += ": ";
    out += color ? std::string(reset) + std::string(bold) : "";
    out += d.message + std::string(reset) + "\n";
    // Notes point back at the error's position; quoting the line again adds nothing.
    if (d.severity == Severity::note || !d.pos.known()) return out;
    auto src = m_sources.find(d.pos.file);
    if (src == m_sources.end()) return out;
    std::string_view text = line_of(src->second, d.pos.line);
    std::string number = std::to_string(d.pos.line);
    std::string gutter(std::max<std::size_t>(number.size(), 4), ' ');
    out += gutter.substr(number.size()) + number + " | " + std::string(text) + "\n";
    std::string marker;
    for (std::uint32_t i = 1; i < d.pos.column && i - 1 < text.size(); ++i) marker += text[i - 1] == '\t' ? '\t' : ' ';
    if (color) marker += "\033[0;1;32m";
    marker += '^';
    if (d.pos.length > 1) marker += std::string(d.pos.length - 1, '~');
    out += gutter + " | " + marker + std::string(reset) + "\n";
    return out;
}

SourcePos Diagnostics::element(const SourcePos& array, std::string_view value) const {
    auto src = m_sources.find(array.file);
    if (!array.known() || src == m_sources.end()) return array;
    const std::string& text = src->second;
    std::size_t offset = 0;
    for (std::uint32_t line = 1; line < array.line && offset != std::string::npos; ++line) {
        offset = text.find('\n', offset);
        if (offset != std::string::npos) ++offset;
    }
    if (offset == std::string::npos) return array;
    offset += array.column - 1;
    std::size_t best = std::string::npos;
    for (char quote : {'"', '\''}) {
        const std::string quoted = quote + std::string(value) + quote;
        best = std::min(best, text.find(quoted, offset));
    }
    if (best == std::string::npos) return array;
    SourcePos at = array;
    at.line = static_cast<std::uint32_t>(1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(best), '\n'));
    const std::size_t line_start = text.rfind('\n', best == 0 ? 0 : best - 1);
    at.column = static_cast<std::uint32_t>(best - (line_start == std::string::npos || best == 0 ? 0 : line_start + 1) + 1);
    at.length = static_cast<std::uint32_t>(value.size() + 2);
    return at;
}

std::string Diagnostics::render_all(bool color) const {
    std::string out;
    for (const auto& d : m_diagnostics) out += render(d, color);
    return out;
}

}  // namespace kiln::diag
