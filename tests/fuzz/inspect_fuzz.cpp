// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for `kiln inspect FILE --json` as a whole: the input as a file, through
// pipeline::inspect's dispatch (bundle, compressed bundle, AMD code object, cubin, host ELF with
// .hip_fatbin or .llvm.offloading) and the JSON it writes. Run: scripts/fuzz.sh inspect.
#include <cstddef>
#include <cstdint>

#include "diag/diagnostics.hpp"
#include "emit/metadata.hpp"
#include "fuzz_file.hpp"
#include "pipeline/build.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto path = kiln::fuzz::input_file(std::string_view(reinterpret_cast<const char*>(data), size), "input");
    kiln::diag::Diagnostics diags;
    auto report = kiln::pipeline::inspect(path, diags);
    if (report) (void)kiln::emit::inspect_json(path.string(), report->targets, report->sources);
    return 0;
}
