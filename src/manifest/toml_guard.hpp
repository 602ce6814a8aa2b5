// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Checks before TOML++ parses a manifest. TOML++ 3.3.0 (Debian 12's) reaches undefined behaviour
// on some malformed inputs: its parser asserts what its callers should have checked, and in a
// release build an assertion is an `assume`, an unchecked unreachable point. Found by fuzzing
// (docs/fuzzing.md):
//   - a non-ASCII character outside strings and comments (U+00A1..U+0499: its whitespace table
//     reaches TOML_UNREACHABLE); TOML 1.0 allows none there anyway
//   - a table header without a key: `[#`, `[ =`, `[[\n` (parse_key assumes a key character)
//   - a date whose `T` is not followed by a time: `e=1979-05-27T:` (parse_time assumes a digit)
//   - '}' where an array element should be: `e=[}1`, `e=[1,}` (parse_value assumes a value)
//   - a non-ASCII character in a bare value, which TOML++ scans up to a terminator, through
//     quotes and brackets (`e=12[7"\u00cb"`: the same whitespace table)
//   - a character of U+00A1..U+0499 after a backslash in a multi-line basic string, blanks and
//     line breaks between: valid TOML, refused with the advice to write it as a \u escape
// Each is a TOML error either way: found here, it is kiln's error, with a defined result.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace kiln::manifest {

struct TomlHazard {
    std::size_t line = 0, column = 0;  // 1-based; columns count characters
    std::string what;
};

// The first construct of `text` TOML++ cannot be trusted with, or nothing.
std::optional<TomlHazard> toml_hazard(std::string_view text);

}  // namespace kiln::manifest
