// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A minimal JSON writer: keys in the order written, so output is deterministic.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::emit {

class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view k);
    JsonWriter& value(std::string_view s);
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(std::int64_t n);
    JsonWriter& value(bool b);
    JsonWriter& value(double d);  // six decimals, trailing zeros dropped
    JsonWriter& null();
    // Two-space indented text with a final newline.
    std::string str() const { return m_out + "\n"; }

private:
    void before_value();
    JsonWriter& close(char bracket);
    void newline();
    std::string m_out;
    std::vector<bool> m_first;  // per open container: nothing written in it yet
    bool m_after_key = false;
};

// `s` as a JSON string: quotes, backslashes and control characters escaped, well-formed UTF-8
// kept, every other byte (not UTF-8: a hostile file's bytes) written as \ufffd, so that the
// output is always valid JSON.
std::string json_quote(std::string_view s);

}  // namespace kiln::emit
