// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Plain-text tables: the resource summary of `kiln build` and `kiln inspect`, and `kiln explain`.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <kiln/occupancy.hpp>

#include "target/target.hpp"

namespace kiln::emit {

struct TableRow {
    std::string kernel;
    std::string target;
    std::uint32_t vgprs = 0;
    std::uint32_t sgprs = 0;
    std::uint32_t agprs = 0;
    std::uint32_t lds = 0;      // LDS (shared memory) bytes per block: static + the launch's dynamic
    std::uint32_t scratch = 0;  // bytes per work-item
    std::uint32_t spills = 0;   // VGPR + SGPR spills
    std::uint32_t block = 0;    // launch block size
    bool block_assumed = false;  // not known (a code object kiln did not build): the kernel's maximum
    bool spills_unknown = false;  // a cubin kiln did not build: only ptxas's log says its spills
    int blocks_per_cu = 0;      // HIP's occupancy at that block size; -1: no model (n/a)
    std::string limiter;
    // The row's backend. Without scalar registers (NVIDIA), `vgprs` holds the registers per
    // thread, `spills` the spill store bytes, and SGPRs and AGPRs are "-".
    target::Kind backend = target::Kind::amdgpu;
    // Resident waves per SIMD (NVIDIA: warps per SM) at those blocks, and the most the target holds
    // (max_waves 0: unknown); what the next block needs ("<= 128 VGPRs for 4 blocks"), or empty.
    int waves = 0, max_waves = 0;
    std::string next;
};

// "<= 128 VGPRs for 4 blocks" (NVIDIA: registers, shared memory, threads); empty for no step.
std::string next_step_text(const occupancy::NextStep& n);

std::string format_table(const std::vector<TableRow>& rows);

// A format_table text coloured for a terminal, each cell in place (the columns stay aligned): a
// cell marked '!' (spills, scratch) bold red, an occupancy of 100% green and one below 50% yellow.
// Other text as it was.
std::string color_table(const std::string& table);

// Aligned columns, two spaces apart; `align` has one letter per column, 'R' for right-aligned
// (numbers), anything else or nothing for left-aligned. Trailing blanks are trimmed; `indent`
// starts every line. A cell longer than `widest` does not widen its column (it overflows, on its
// own line only).
std::string format_columns(const std::vector<std::vector<std::string>>& rows, std::string_view align,
                           const std::string& indent = "", std::size_t widest = SIZE_MAX);

}  // namespace kiln::emit
