// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Small wording helpers the backends' messages share.
#include <cstdint>
#include <string>

namespace kiln::target {

// "1 block/CU", "2 blocks/CU".
inline std::string plural(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace kiln::target
