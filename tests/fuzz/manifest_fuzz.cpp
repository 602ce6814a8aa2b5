// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the manifest loader: the input as kiln.toml, through manifest::load, which
// `kiln build`, `explain` and `tune` call first (TOML++ compiled in, header-only, so its parser is
// instrumented too). Run: scripts/fuzz.sh manifest.
#include <cstddef>
#include <cstdint>

#include "diag/diagnostics.hpp"
#include "fuzz_file.hpp"
#include "manifest/manifest.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto path = kiln::fuzz::input_file(std::string_view(reinterpret_cast<const char*>(data), size), "kiln.toml");
    kiln::diag::Diagnostics diags;
    (void)kiln::manifest::load(path, diags);
    return 0;
}
