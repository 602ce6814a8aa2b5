// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Reads kiln's metadata back from a code object's .kiln section (docs/metadata.md).
#include <optional>
#include <string_view>

#include "codeobj/kernel_record.hpp"
#include "util/result.hpp"

namespace kiln::codeobj {

// nullopt when the code object has no .kiln section (not built by kiln); an error when the
// section is there but malformed or of an unknown version.
// `section`: another section's name (the host entry's ".kiln.<entry ID>" for NVIDIA code objects).
Result<std::optional<CodeObjectRecord>> read_kiln_section(std::string_view elf, std::string_view section = k_metadata_section);

// The section's text (JSON) as a record; an error for anything kiln would not have written.
Result<CodeObjectRecord> parse_kiln_metadata(std::string_view text);

// A build's report (NAME.json, format "kiln-report") or `kiln inspect --json` (format
// "kiln-inspect", version 3): the bundle's name (inspect: the path it read) and every target's
// records, each kernel read as strictly as a .kiln section's. Errors say what is wrong, without a
// "the file" prefix.
struct KilnReport {
    std::string bundle;
    std::vector<CodeObjectRecord> targets;
    std::vector<std::string> sources;  // inspect: where each target was read; else empty
};
Result<KilnReport> parse_kiln_report(std::string_view text);

// The results a `kiln tune --emit-runner` runner wrote (format "kiln-tune-results", version 1):
// per variant its median, min and max milliseconds, or why it did not run.
struct TuneTiming {
    std::string kernel, variant, error;
    std::int64_t block = 0, grid = 0, repeat = 0;
    double median_ms = 0, min_ms = 0, max_ms = 0;
};
struct TuneResults {
    std::string bundle, device, target;
    std::int64_t driver = 0;
    std::vector<TuneTiming> timings;
};
Result<TuneResults> parse_tune_results(std::string_view text);

}  // namespace kiln::codeobj
