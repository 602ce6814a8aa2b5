// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/json.hpp"

#include <cstdio>

namespace kiln::emit {

namespace {

// The length of the well-formed UTF-8 sequence at the start of `s` (RFC 3629: no overlong forms,
// no surrogates, nothing past U+10FFFF), or 0.
std::size_t utf8_sequence(std::string_view s) {
    const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char lead = b(0);
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xbf;  // the second byte's range
    if (lead >= 0xc2 && lead <= 0xdf) n = 2;
    else if (lead >= 0xe0 && lead <= 0xef) n = 3, lo = lead == 0xe0 ? 0xa0 : 0x80, hi = lead == 0xed ? 0x9f : 0xbf;
    else if (lead >= 0xf0 && lead <= 0xf4) n = 4, lo = lead == 0xf0 ? 0x90 : 0x80, hi = lead == 0xf4 ? 0x8f : 0xbf;
    else return 0;
    if (s.size() < n || b(1) < lo || b(1) > hi) return 0;
    for (std::size_t i = 2; i < n; ++i)
        if (b(i) < 0x80 || b(i) > 0xbf) return 0;
    return n;
}

}  // namespace

std::string json_quote(std::string_view s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            case '\r': out += "\\r"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                    out += buf;
                } else if (static_cast<unsigned char>(c) < 0x80) {
                    out += c;
                } else if (const std::size_t n = utf8_sequence(s.substr(i)); n > 0) {
                    out.append(s.data() + i, n);
                    i += n;
                    continue;
                } else {
                    // Bytes from hostile files (a bundle entry ID, a note's string) need not be
                    // text: JSON must be UTF-8, so each byte that is not is U+FFFD.
                    out += "\\ufffd";
                }
        }
        ++i;
    }
    return out + "\"";
}

void JsonWriter::newline() {
    m_out += '\n';
    m_out.append(2 * m_first.size(), ' ');
}

void JsonWriter::before_value() {
    if (m_after_key) {
        m_after_key = false;
        return;
    }
    if (m_first.empty()) return;
    if (!m_first.back()) m_out += ",";
    m_first.back() = false;
    newline();
}

JsonWriter& JsonWriter::begin_object() {
    before_value();
    m_out += "{";
    m_first.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_object() { return close('}'); }

JsonWriter& JsonWriter::close(char bracket) {
    bool empty = m_first.back();
    m_first.pop_back();
    if (!empty) newline();
    m_out += bracket;
    return *this;
}

JsonWriter& JsonWriter::begin_array() {
    before_value();
    m_out += "[";
    m_first.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_array() { return close(']'); }

JsonWriter& JsonWriter::key(std::string_view k) {
    before_value();
    m_out += json_quote(k) + ": ";
    m_after_key = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view s) {
    before_value();
    m_out += json_quote(s);
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t n) {
    before_value();
    m_out += std::to_string(n);
    return *this;
}

JsonWriter& JsonWriter::value(bool b) {
    before_value();
    m_out += b ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::value(double d) {
    before_value();
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6f", d);  // microseconds of milliseconds: what a runner measures
    std::string t = buf;
    while (t.size() > 1 && t.back() == '0' && t[t.size() - 2] != '.') t.pop_back();
    m_out += t;
    return *this;
}

JsonWriter& JsonWriter::null() {
    before_value();
    m_out += "null";
    return *this;
}

}  // namespace kiln::emit
