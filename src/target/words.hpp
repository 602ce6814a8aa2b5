// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the backends' expectation checks share: their wording, and the counting of min_blocks_per_cu
// and of the upper bounds.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"

namespace kiln::target {

// "1 block/CU", "2 blocks/CU".
inline std::string plural(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// min_blocks_per_cu against the record: counted in `checked` when set; without a model for the
// target, a line in `misses` saying it cannot be checked. The count wanted when the kernel falls
// short of it (the backend says why), else nothing.
inline std::optional<std::int64_t> blocks_short(const codeobj::KernelRecord& k, const std::string& who, std::size_t& checked,
                                                std::vector<std::string>& misses) {
    if (!k.expect.min_blocks_per_cu) return std::nullopt;
    ++checked;
    const std::int64_t want = *k.expect.min_blocks_per_cu;
    if (k.hip.blocks_per_cu < 0) {
        misses.push_back(who + "min_blocks_per_cu = " + std::to_string(want) + " cannot be checked: " + k.hip.source);
        return std::nullopt;
    }
    return k.hip.blocks_per_cu < want ? std::optional<std::int64_t>(want) : std::nullopt;
}

// An upper bound of the expectations (max_vgprs, max_spills, ...) against its figure: counted in
// `checked` when set, and a line in `misses` when exceeded ("gemm gfx942: 148 VGPRs, expected <= 128").
inline void check_at_most(const std::optional<std::int64_t>& limit, std::int64_t value, const char* what, const std::string& who,
                          std::size_t& checked, std::vector<std::string>& misses) {
    if (!limit) return;
    ++checked;
    if (value > *limit) misses.push_back(who + std::to_string(value) + " " + what + ", expected <= " + std::to_string(*limit));
}

}  // namespace kiln::target
