// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the bundle reader: clang++-22 -fsanitize=fuzzer,address (built by CMake
// when clang's fuzzer runtime is installed; run: build/tests/bundle_fuzzer tests/fuzz/corpus).
#include <cstddef>
#include <cstdint>

#include "exercise_bundle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    kiln::fuzz::exercise_bundle(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
