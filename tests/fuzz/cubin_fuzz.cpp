// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the cubin reader (`kiln inspect` of a cubin, an NVIDIA bundle entry).
// Run: scripts/fuzz.sh cubin.
#include <cstddef>
#include <cstdint>

#include "codeobj/cubin.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    (void)kiln::codeobj::read_cubin(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
