// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include "manifest/toml_guard.hpp"

namespace kiln::manifest {

namespace {
std::string hazard(std::string_view text) {
    auto h = toml_hazard(text);
    return h ? std::to_string(h->line) + ":" + std::to_string(h->column) + ": " + h->what : "none";
}
}  // namespace

// The three inputs fuzzing found TOML++ 3.3.0 reaching undefined behaviour on.
TEST(TomlGuard, FindsWhatTomlPlusPlusCannotParse) {
    EXPECT_EQ(hazard("[#"), "1:2: a table header without a key");
    EXPECT_EQ(hazard("e=1979-05-27T:"), "1:13: a date whose 'T' is not followed by a time");
    EXPECT_EQ(hazard("\xd2\x8f"), "1:1: a character that is not ASCII outside a string or a comment");
    // Their relatives: other table headers without a key, a date at the end, a lower-case 't'.
    EXPECT_EQ(hazard("[a]\nx = 1\n[[ =\n"), "3:4: a table header without a key");
    EXPECT_EQ(hazard("[ \n"), "1:3: a table header without a key");
    EXPECT_EQ(hazard("d = [1979-05-27t]"), "1:16: a date whose 'T' is not followed by a time");
    EXPECT_EQ(hazard("d = 1979-05-27T"), "1:15: a date whose 'T' is not followed by a time");
    EXPECT_EQ(hazard("a = \"\xc3\xa9\" \xc3\xa9"), "1:9: a character that is not ASCII outside a string or a comment");
    // Found by the next fuzz run: '}' where an array element should be (parse_value assumes a value).
    EXPECT_EQ(hazard("e=[}1"), "1:4: '}' where an array element should be");
    // What may be a date, then a blank and one digit: TOML++'s date-time scan asserts
    // (tests/fuzz/regressions/manifest/toml_date_start_not_date.toml, toml_date_blank_digit.toml).
    // Dates and date-times with a blank pass.
    const std::string blank_digit = "a date followed by a blank and one digit (TOML++ 3.3.0 cannot read it)";
    EXPECT_EQ(hazard("e=3979-06-[a 5 "), "1:13: " + blank_digit);
    EXPECT_EQ(hazard("e=1979-06-{a 5 "), "1:13: " + blank_digit);
    EXPECT_EQ(hazard("e=397=-06-[a 5 "), "1:13: " + blank_digit);
    EXPECT_EQ(hazard("e=1979-06-1_2 5,"), "1:14: " + blank_digit);
    EXPECT_EQ(hazard("d = 1979-05-27 5"), "1:15: " + blank_digit);
    EXPECT_EQ(hazard("d = 1979-05-27 \nl = [1979-05-27 ]\nm = 1979-05-27 07:32:00"), "none");
    EXPECT_EQ(hazard("d = 1979-05-27T07:32:00.5-07:00\nl = 1979-05-27 07:32:00\nz = [1979-05-27Z, 1979-05-27]"), "none");
    EXPECT_EQ(hazard("e=[1,}"), "1:6: '}' where an array element should be");
    EXPECT_EQ(hazard("e=[ # c\n}"), "2:1: '}' where an array element should be");
    EXPECT_EQ(hazard("e={a=[}]}"), "1:7: '}' where an array element should be");
    EXPECT_EQ(hazard("e=[[}]]"), "1:5: '}' where an array element should be");
    // Then: a bare value TOML++ scans through quotes up to a terminator ('12[7"...\xc3\x8b'), and
    // the character after a backslash's line break in a multi-line string (valid TOML).
    EXPECT_EQ(hazard("e=12[7\"ab\xc3\x8b\""), "1:10: a character that is not ASCII in a value");
    EXPECT_EQ(hazard("e = [1, 2\xc3\xa9]"), "1:10: a character that is not ASCII in a value");
    EXPECT_EQ(hazard("a = \"\"\"x\\\n   \xc3\xa9\"\"\""),
              "2:4: a character of U+00A1..U+0499 after a backslash in a multi-line string (TOML++ 3.3.0 cannot read it "
              "there); write it as a \\u escape");
    EXPECT_EQ(hazard("a = \"\"\"x\\ \xd2\x8f\"\"\""),
              "1:11: a character of U+00A1..U+0499 after a backslash in a multi-line string (TOML++ 3.3.0 cannot read it "
              "there); write it as a \\u escape");
}

// What is valid TOML is never flagged: non-ASCII in every kind of string and in comments, '['
// that opens an array (also at the start of a line inside one), dates with times, '#' in strings.
TEST(TomlGuard, LeavesValidTomlAlone) {
    EXPECT_EQ(hazard("# \xd2\x8f comment\n[bundle]\nname = \"\xd2\x8f\" # \xc3\xa9\n"), "none");
    EXPECT_EQ(hazard("a = '\xd2\x8f'\nb = \"\"\"\n\xd2\x8f \\\"\"\" \"\"\"\nc = '''\xd2\x8f'' '''\nd = \"\"\"x\"\"\"\"\"\n"), "none");
    EXPECT_EQ(hazard("a = [\n  [1, 2], # [#\n  [3],\n]\n[ \"quoted\" ]\n[[ 'arr' ]]\n[x.y]\n"), "none");
    EXPECT_EQ(hazard("a = 1979-05-27T07:32:00Z\nb = 1979-05-27 07:32:00\nc = 1979-05-27\nd = \"1979-05-27T:\"\n"), "none");
    EXPECT_EQ(hazard("a = { b = [1, {c = 2}], d = \"[#\" }\n[t]\n"), "none");
    EXPECT_EQ(hazard("a = [ {b = 1}, { c = [] }, ]\nb = [1 ]\nc = { d = 1 }\n"), "none");
    // Non-ASCII after a line-ending backslash outside U+00A1..U+0499, or in a single-line string.
    EXPECT_EQ(hazard("a = \"\"\"x\\\n  \xe2\x82\xac\"\"\"\nb = \"\\u00e9 \xc3\xa9\"\n"), "none");
    EXPECT_EQ(hazard("k = \"a\\\\\" \n[h]\n"), "none");
}

}  // namespace kiln::manifest
