// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/json.hpp"

#include <cstdio>

namespace kiln::emit {

std::string json_quote(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
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
                } else {
                    out += c;
                }
        }
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
