// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/strings.hpp"

#include <cstdio>
#include <algorithm>
#include <vector>

namespace kiln::util {

std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

template <class S>
static std::optional<std::string> closest(std::string_view word, std::span<const S> candidates) {
    // Accept up to a third of the word's length in edits (at least one, at most three).
    std::size_t limit = std::clamp<std::size_t>(word.size() / 3, 1, 3);
    std::optional<std::string> best;
    std::size_t best_distance = limit + 1;
    for (const auto& c : candidates) {
        std::size_t d = edit_distance(word, c);
        if (d < best_distance) {
            best_distance = d;
            best = std::string(c);
        }
    }
    return best;
}

std::optional<std::string> closest_match(std::string_view word, std::span<const std::string_view> candidates) {
    return closest(word, candidates);
}

std::optional<std::string> closest_match(std::string_view word, std::span<const std::string> candidates) {
    return closest(word, candidates);
}

std::optional<std::uint64_t> parse_decimal(std::string_view text) {
    if (text.empty() || text.size() > 20) return std::nullopt;
    std::uint64_t n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
        if (n > (UINT64_MAX - digit) / 10) return std::nullopt;
        n = n * 10 + digit;
    }
    return n;
}

std::optional<std::uint64_t> parse_size(std::string_view text) {
    std::size_t at = 0;
    std::uint64_t whole = 0, frac = 0, frac_scale = 1;
    bool digits = false;
    for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, digits = true) {
        const auto digit = static_cast<std::uint64_t>(text[at] - '0');
        if (whole > (UINT64_MAX - digit) / 10) return std::nullopt;
        whole = whole * 10 + digit;
    }
    if (at < text.size() && text[at] == '.') {
        ++at;
        for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, digits = true)
            if (frac_scale < 1000000000000ull) frac = frac * 10 + static_cast<std::uint64_t>(text[at] - '0'), frac_scale *= 10;
    }
    if (!digits) return std::nullopt;
    std::string_view unit = text.substr(at);
    if (unit.size() > 1 && unit.back() == 'B') unit.remove_suffix(1);
    else if (unit == "B") unit = {};
    std::uint64_t scale = 1;
    if (!unit.empty()) {
        const std::string_view prefixes = "kMGT";
        std::size_t p = prefixes.find(unit[0] == 'K' ? 'k' : unit[0]);
        if (p == std::string_view::npos || unit.size() > 2 || (unit.size() == 2 && unit[1] != 'i')) return std::nullopt;
        const std::uint64_t base = unit.size() == 2 ? 1024 : 1000;
        for (std::size_t i = 0; i <= p; ++i) scale *= base;
    }
    if (whole > UINT64_MAX / scale) return std::nullopt;
    const std::uint64_t bytes = whole * scale;
    // The fraction's share, rounded down: frac / frac_scale of scale (scale <= 2^40, frac_scale <= 10^12).
    const unsigned __int128 part = static_cast<unsigned __int128>(frac) * scale / frac_scale;
    if (part > UINT64_MAX - bytes) return std::nullopt;
    return bytes + static_cast<std::uint64_t>(part);
}

std::optional<std::string_view> PayloadReader::line() {
    const std::size_t end = m_text.find('\n', m_at);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string_view l = m_text.substr(m_at, end - m_at);
    m_at = end + 1;
    return l;
}

std::optional<std::uint64_t> PayloadReader::number() {
    const auto l = line();
    const auto n = l ? parse_decimal(*l) : std::nullopt;
    return n && *n <= m_text.size() ? n : std::nullopt;
}

std::optional<std::string_view> PayloadReader::bytes(std::uint64_t n) {
    if (n > m_text.size() - m_at) return std::nullopt;
    const std::string_view b = m_text.substr(m_at, n);
    m_at += n;
    return b;
}

std::string toml_quote(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20 || u == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", u);
            out += buf;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string toml_key(std::string_view s) {
    const bool bare = !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    return bare ? std::string(s) : toml_quote(s);
}

std::string printable(std::string_view text, std::size_t most) {
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < most; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c >= 0x20 && c < 0x7f) || c == '\n' || c == '\t') {
            out += static_cast<char>(c);
        } else {
            constexpr char k_hex[] = "0123456789abcdef";
            out += "\\x";
            out += k_hex[c >> 4];
            out += k_hex[c & 15];
        }
    }
    if (text.size() > most) out += "... (" + std::to_string(text.size()) + " bytes in all)";
    return out;
}

std::string_view trim(std::string_view s) {
    constexpr std::string_view k_space = " \t\r\n";
    const std::size_t first = s.find_first_not_of(k_space);
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(k_space) - first + 1);
}

}  // namespace kiln::util
