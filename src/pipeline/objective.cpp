// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The speed estimate (docs/tuning.md, "The speed objective"). The work of a sweep's problem is
// the same for every variant; a variant splits it into `grid` blocks. Each CU (SM) takes
// ceil(grid / units) of them, `blocks_per_unit` at a time: full rounds of that many blocks, then
// a last round of the rest (wave quantization: a last round with few blocks costs nearly as much
// as a full one). A round of n blocks of w waves each takes n x (its blocks' work) / R(n w): R,
// the share of the CU's issue rate n w resident waves reach, w / (w + 2) (few waves already hide
// most latency: fitted on the corpus). A block's work is its share of the problem, divided by the
// share of its loops' instructions that are multiply-adds (a GEMM tile that loads less per FMA
// does more per instruction issued), plus a fixed cost per block (launch, prologue, a block's
// epilogue and atomics: 1 % of a CU's share at 64 waves), plus the time its slot stands empty
// while the CU refills it, which the other resident blocks hide: the same 1 % divided by the
// blocks per CU (on the corpus, large blocks with few per CU lost up to 3.4x on a transpose and
// 1.2x on a stencil that nothing else in the estimate saw). Spills and per-thread arrays in local
// memory (scratch) double the estimate. Without a grid, a variant is taken to fill the device
// with full rounds.
#include "pipeline/objective.hpp"

#include <limits>

namespace kiln::pipeline {

namespace {

constexpr double k_half_waves = 2.0;        // waves at which R reaches one half
constexpr double k_block_overhead = 0.01;   // a block's fixed cost, in units of a CU's share at 64 waves
constexpr double k_refill = 0.01;           // a block's refill gap, the same units, hidden by the others
constexpr double k_memory_traffic = 2.0;    // the factor for spills or local memory

double issue_share(double waves) { return waves / (waves + k_half_waves); }

}  // namespace

double estimated_time(const SpeedInputs& in) {
    if (in.blocks_per_unit <= 0 || in.block_size <= 0) return std::numeric_limits<double>::infinity();
    const double waves_per_block = static_cast<double>((in.block_size + in.wave_size - 1) / in.wave_size);
    const std::int64_t per_round = in.blocks_per_unit;
    double efficiency = 1.0;  // multiply-adds per instruction of the mix, where there are any
    if (in.mix.known && in.mix.fma > 0)
        efficiency = static_cast<double>(in.mix.fma) / static_cast<double>(in.mix.fma + in.mix.shared_loads + in.mix.global_loads);
    double t = 0;
    if (in.grid > 0 && in.units > 0) {
        const double units = in.units;
        const double block = 1.0 / (static_cast<double>(in.grid) * efficiency) + k_block_overhead / (units * 64.0) +
                             k_refill / (units * 64.0 * static_cast<double>(per_round));
        const std::int64_t on_busiest = (in.grid + in.units - 1) / in.units;
        const std::int64_t full = on_busiest / per_round, rest = on_busiest % per_round;
        t = static_cast<double>(full * per_round) * block / issue_share(static_cast<double>(per_round) * waves_per_block);
        if (rest > 0) t += static_cast<double>(rest) * block / issue_share(static_cast<double>(rest) * waves_per_block);
    } else {
        t = 1.0 / (efficiency * issue_share(static_cast<double>(per_round) * waves_per_block));
    }
    return in.memory_traffic ? t * k_memory_traffic : t;
}

}  // namespace kiln::pipeline
