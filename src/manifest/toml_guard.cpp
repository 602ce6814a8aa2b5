// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A one-pass scan of the TOML text that knows strings and comments (where any character is
// text) from the rest, and of the rest: table headers at the start of a line, and values (after
// '=', up to the end of the line, arrays and inline tables spanning lines).
#include "manifest/toml_guard.hpp"

#include <string>
#include <string_view>
#include <utility>

namespace kiln::manifest {

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool key_start(char c) {
    return digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-' || c == '"' || c == '\'';
}
// A date (YYYY-MM-DD) starts at `i` of `t`, not in the middle of a word or number.
bool date_at(std::string_view t, std::size_t i) {
    if (t.size() - i < 10 || (i > 0 && (digit(t[i - 1]) || t[i - 1] == '-' || t[i - 1] == '.'))) return false;
    for (std::size_t k = 0; k < 10; ++k)
        if ((k == 4 || k == 7) ? t[i + k] != '-' : !digit(t[i + k])) return false;
    return true;
}

// The code point of the UTF-8 sequence at `i` (0xFFFD when it is not one).
char32_t code_point(std::string_view t, std::size_t i) {
    const auto b = [&](std::size_t k) { return i + k < t.size() ? static_cast<unsigned char>(t[i + k]) : 0u; };
    if (b(0) < 0x80) return b(0);
    if ((b(0) & 0xe0) == 0xc0 && (b(1) & 0xc0) == 0x80) return (b(0) & 0x1fu) << 6 | (b(1) & 0x3fu);
    if ((b(0) & 0xf0) == 0xe0 && (b(1) & 0xc0) == 0x80 && (b(2) & 0xc0) == 0x80)
        return (b(0) & 0x0fu) << 12 | (b(1) & 0x3fu) << 6 | (b(2) & 0x3fu);
    return 0xfffd;
}
// TOML++ 3.3.0's is_non_ascii_horizontal_whitespace reaches TOML_UNREACHABLE for these.
bool unreachable_whitespace(char32_t c) { return c >= 0xa1 && c <= 0x499; }
// What ends a bare value (a number, a date, true) when TOML++ scans it.
bool value_terminator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ']' || c == '}' || c == '#'; }

// A bare value at `i` (a number, a date, true): TOML++ scans it up to a terminator (through
// quotes and brackets, which it is invalid with) testing each character for whitespace. What it
// cannot read there, and the column (from `i`) where that is.
//
// TOML++ 3.3.0 also reads on past a blank after a bare value that may be a date with a blank for
// its 'T' (a digit first, ten characters with '_' not counted, '-' the fifth and the eighth): the
// blank, one digit, and then scans asserting (in a release build, assuming) that what follows is
// not a terminator. A date followed by a blank and a single digit ("3979-06-[a 5 ", "397=-06-[a 5 ",
// found by fuzzing) is invalid TOML whatever it holds, so kiln refuses every such value.
std::optional<std::pair<std::size_t, std::string>> bare_value_hazard(std::string_view t, std::size_t i) {
    std::size_t columns = 0, end = i;
    std::string chars;  // as TOML++ collects them: '_' left out
    for (; end < t.size() && !value_terminator(t[end]); ++end) {
        if (static_cast<unsigned char>(t[end]) >= 0x80) return std::pair{columns, std::string("a character that is not ASCII in a value")};
        if (t[end] != '_') chars += t[end];
        ++columns;
    }
    const bool date_with_blank = digit(t[i]) && chars.size() == 10 && chars[4] == '-' && chars[7] == '-' && end + 1 < t.size() &&
                                 t[end] == ' ' && digit(t[end + 1]) && (end + 2 == t.size() || value_terminator(t[end + 2]));
    if (date_with_blank) return std::pair{columns, std::string("a date followed by a blank and one digit (TOML++ 3.3.0 cannot read it)")};
    return std::nullopt;
}

}  // namespace

std::optional<TomlHazard> toml_hazard(std::string_view t) {
    enum class In { code, comment, basic, literal, ml_basic, ml_literal } in = In::code;
    std::size_t line = 1, column = 1, skip = 0;
    std::string open;        // the [ and { open in the current value, innermost last
    bool element = false;    // in an array, after '[' or ',': an element (or ']') comes next
    bool value_start = false;  // after '=', or where an array element comes: a value starts next
    bool value = false;      // after a key's '=' (to the end of the line, or of its brackets)
    bool line_start = true;  // nothing but blanks before on this line, outside any value
    // A run of quotes at `i` (a multi-line string's end may hold 1 or 2 more before its 3).
    auto run = [&](std::size_t i, char q) {
        std::size_t n = 0;
        while (i + n < t.size() && t[i + n] == q && n < 5) ++n;
        return n;
    };
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        const auto at = [&](std::size_t ahead, std::string what) {
            return TomlHazard{line, column + ahead, std::move(what)};
        };
        if (skip) {
            --skip;
        } else if (in == In::basic || in == In::ml_basic) {
            if (c == '\\' && in == In::ml_basic) {
                // TOML++ skips the blanks and line breaks after a backslash testing each character,
                // the first other one too, for whitespace.
                std::size_t k = i + 1;
                while (k < t.size() && (t[k] == ' ' || t[k] == '\t' || t[k] == '\r' || t[k] == '\n')) ++k;
                if (k < t.size() && unreachable_whitespace(code_point(t, k))) {
                    std::size_t line_k = line, column_k = column;
                    for (std::size_t j = i; j < k; ++j) {
                        if (t[j] == '\n') ++line_k, column_k = 1;
                        else ++column_k;
                    }
                    return TomlHazard{line_k, column_k,
                                      "a character of U+00A1..U+0499 after a backslash in a multi-line string (TOML++ 3.3.0 "
                                      "cannot read it there); write it as a \\u escape"};
                }
            }
            if (c == '\\') skip = 1;
            else if (in == In::basic && (c == '"' || c == '\n')) in = In::code;
            else if (in == In::ml_basic && c == '"' && run(i, '"') >= 3) in = In::code, skip = run(i, '"') - 1;
        } else if (in == In::literal || in == In::ml_literal) {
            if (in == In::literal && (c == '\'' || c == '\n')) in = In::code;
            else if (in == In::ml_literal && c == '\'' && run(i, '\'') >= 3) in = In::code, skip = run(i, '\'') - 1;
        } else if (in == In::comment && c != '\n') {
        } else {
            in = In::code;
            if (static_cast<unsigned char>(c) >= 0x80) return at(0, "a character that is not ASCII outside a string or a comment");
            if (element && c == '}') return at(0, "'}' where an array element should be");
            if (value_start && c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '"' && c != '\'' && c != '[' && c != '{' &&
                !value_terminator(c))
                if (auto hazard = bare_value_hazard(t, i)) return at(hazard->first, std::move(hazard->second));
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#') element = false, value_start = false;
            if (c == '\n') {
                if (open.empty()) value = false, line_start = true;
            } else if (c == '#') {
                in = In::comment;
            } else if (c == '"') {
                in = run(i, '"') >= 3 ? In::ml_basic : In::basic;
                if (in == In::ml_basic) skip = 2;
            } else if (c == '\'') {
                in = run(i, '\'') >= 3 ? In::ml_literal : In::literal;
                if (in == In::ml_literal) skip = 2;
            } else if (c == '[' && line_start) {
                std::size_t k = i + 1;
                if (k < t.size() && t[k] == '[') ++k;
                while (k < t.size() && (t[k] == ' ' || t[k] == '\t')) ++k;
                if (k == t.size() || (!key_start(t[k]) && t[k] != ']')) return at(k - i, "a table header without a key");
            } else if (c == '=') {
                if (open.empty()) value = true;
                value_start = true;
            } else if (value && (c == '[' || c == '{')) {
                open += c;
                element = value_start = c == '[';
            } else if (value && (c == ']' || c == '}') && !open.empty()) {
                open.pop_back();
            } else if (value && c == ',' && !open.empty() && open.back() == '[') {
                element = value_start = true;
            } else if (value && date_at(t, i) && i + 10 < t.size() && (t[i + 10] == 'T' || t[i + 10] == 't') &&
                       (i + 11 == t.size() || !digit(t[i + 11]))) {
                return at(10, "a date whose 'T' is not followed by a time");
            }
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') line_start = false;
        }
        if (c == '\n') line = line + 1, column = 1;
        else if ((static_cast<unsigned char>(c) & 0xc0) != 0x80) ++column;
    }
    return std::nullopt;
}

}  // namespace kiln::manifest
