// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A one-pass scan of the TOML text that knows strings and comments (where any character is
// text) from the rest, and of the rest: table headers at the start of a line, and values (after
// '=', up to the end of the line, arrays and inline tables spanning lines).
#include "manifest/toml_guard.hpp"

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

}  // namespace

std::optional<TomlHazard> toml_hazard(std::string_view t) {
    enum class In { code, comment, basic, literal, ml_basic, ml_literal } in = In::code;
    std::size_t line = 1, column = 1, skip = 0;
    int depth = 0;           // the [ and { open in the current value
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
            if (c == '\n') {
                if (depth == 0) value = false, line_start = true;
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
            } else if (c == '=' && depth == 0) {
                value = true;
            } else if (value && (c == '[' || c == '{')) {
                ++depth;
            } else if (value && (c == ']' || c == '}') && depth > 0) {
                --depth;
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
