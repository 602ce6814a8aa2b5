// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace kiln::util {

// Levenshtein distance, for "did you mean" suggestions.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word`, if it is close enough to be a plausible typo.
std::optional<std::string> closest_match(std::string_view word, std::span<const std::string_view> candidates);
std::optional<std::string> closest_match(std::string_view word, std::span<const std::string> candidates);

// A TOML basic string: "..." with backslash, quote and control characters escaped.
std::string toml_quote(std::string_view s);

// A TOML key: bare when it can be ([A-Za-z0-9_-]+), else quoted.
std::string toml_key(std::string_view s);

// A non-negative decimal integer, all of `text` (no sign, space or suffix), overflow checked.
std::optional<std::uint64_t> parse_decimal(std::string_view text);

// `s` without the spaces, tabs, carriage returns and newlines at either end.
std::string_view trim(std::string_view s);

// Another program's output as a message may quote it: bytes other than printable ASCII, tab and
// newline as \xNN, cut after `most` bytes with "... (N bytes in all)".
std::string printable(std::string_view text, std::size_t most = 400);

// A size as ccache writes them: a number (decimals allowed: "1.5") and a unit: none (bytes), k (or
// K), M, G, T (powers of 1000) or Ki, Mi, Gi, Ti (powers of 1024), optionally followed by B
// ("10GB", "1.5GiB"); the bytes, rounded down, or nothing for anything else (or above 2^64 - 1).
std::optional<std::uint64_t> parse_size(std::string_view text);

// Reads a cache payload front to back (lines, counts, sized runs of bytes), every read bounds
// checked: nullopt when what was asked for is not there. A payload is hostile input.
class PayloadReader {
public:
    explicit PayloadReader(std::string_view text) : m_text(text) {}
    std::optional<std::string_view> line();
    // A decimal line; a count or size larger than the whole payload is a lie, and nullopt.
    std::optional<std::uint64_t> number();
    std::optional<std::string_view> bytes(std::uint64_t n);
    std::size_t offset() const { return m_at; }

private:
    std::string_view m_text;
    std::size_t m_at = 0;
};

}  // namespace kiln::util
