// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What `kiln tune` prints: per (kernel, target), the sweep's variants ranked by its objective, as
// text and as JSON (format kiln-tune, version 1; docs/tuning.md).
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"

namespace kiln::emit {

struct TuneRow {
    std::string variant;                  // "tile_fma_v2"
    std::vector<std::string> values;      // per axis of the table, the variant's value
    const codeobj::KernelRecord* record = nullptr;
    std::vector<std::string> violations;  // failed expectations
    bool baseline = false;                // the kernel as the manifest gives it
    std::int64_t grid = 0;                // blocks its bench launches (0: no bench table)
    int units = 0;                        // CUs (SMs) the speed estimate assumes
    std::int64_t bench_bytes = 0;         // bytes of the bench's buffers (0: no bench table)
    std::int64_t cache = 0;               // L1 bytes per CU (SM) of that device
    double estimate = 0;                  // the speed objective's relative time (occupancy::estimated_time)
    // Measured (kiln tune --results): milliseconds per launch, or why it did not run.
    bool measured = false;
    double median_ms = 0, min_ms = 0, max_ms = 0;
    std::string run_error;
};

struct TuneFailed {
    std::string variant;
    std::vector<std::string> values;
    std::string error;  // why the target refused it
};

struct TuneTable {
    std::string kernel, target, objective;
    std::vector<std::string> axes;  // the axes that vary this target
    std::vector<TuneRow> rows;      // best first: rows[0] is the pick
    std::vector<TuneFailed> failed; // not built for this target
    // Ranked by measured time: where, and which variant the off-line objective had picked.
    std::string measured_on;        // "NVIDIA H200, driver 13000"; empty: ranked off-line
    std::string offline_objective, offline_pick;
};

std::string tune_text(const std::vector<TuneTable>& tables);
std::string tune_json(const std::vector<TuneTable>& tables);

}  // namespace kiln::emit
