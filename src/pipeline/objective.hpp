// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// kiln's off-line speed estimate of a sweep's variant (objective "speed", kiln tune's default): a
// relative time, comparable between the variants of one sweep on one target (the same problem),
// from what kiln knows without a GPU. docs/tuning.md derives it and gives its regret on the H100
// sweep corpus (tests/data/tune_corpus/, checked by tune_objective_test).
#include <cstdint>

#include "codeobj/kernel_record.hpp"

namespace kiln::pipeline {

struct SpeedInputs {
    std::int64_t block_size = 0;
    int blocks_per_unit = 0;        // resident blocks per CU (SM); 0: cannot launch
    std::int64_t grid = 0;          // blocks launched (the sweep's bench grid); 0: unknown
    int units = 0;                  // CUs (SMs) of the reference device; 0: unknown
    int wave_size = 32;             // threads per wave (warp)
    bool memory_traffic = false;    // spills, or per-thread arrays in local memory (scratch)
    codeobj::InstructionMix mix;
};

// The estimated time, in units where only ratios between variants of one sweep mean anything;
// infinity for a variant that cannot launch.
double estimated_time(const SpeedInputs& in);

}  // namespace kiln::pipeline
