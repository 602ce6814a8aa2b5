// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the .kiln section reader and the readers of kiln's own JSON read back
// (NAME.json and inspect --json for `kiln report`, a tune runner's results.json): the input as the
// text of each. Run: scripts/fuzz.sh kiln_section.
#include <cstddef>
#include <cstdint>

#include "codeobj/kiln_section.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)kiln::codeobj::parse_kiln_metadata(text);
    (void)kiln::codeobj::parse_kiln_report(text);
    (void)kiln::codeobj::parse_tune_results(text);
    return 0;
}
