// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the offload-binary reader (a host object's .llvm.offloading section, which
// `kiln inspect` reads). Run: scripts/fuzz.sh offload.
#include <cstddef>
#include <cstdint>

#include "codeobj/offload_binary.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto images = kiln::codeobj::read_offload_binaries(std::string_view(reinterpret_cast<const char*>(data), size));
    if (images)
        for (const auto& i : *images) (void)(kiln::codeobj::image_kind_name(i.image_kind) + kiln::codeobj::offload_kind_name(i.offload_kind));
    return 0;
}
