// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// `kiln tune` (tune.cpp): the variants of a tune build, ranked per (kernel, target) by the sweep's
// objective from their records. The build itself is `build()` with BuildOptions::tune set.
#include <vector>

#include "emit/tune_report.hpp"
#include "pipeline/build.hpp"

namespace kiln::pipeline {

// One table per tuned kernel and target it is built for, rows best first; they point into `report`.
std::vector<emit::TuneTable> tune_tables(const BuildReport& report);

// NAME.tuned.toml (docs/tuning.md): the pick of every table, and the earlier picks of kernels and
// targets not swept this time as they were; tables sorted by kernel, then target.
std::string tuned_toml(const BuildReport& report, const std::vector<emit::TuneTable>& tables, const std::string& manifest_name);

}  // namespace kiln::pipeline
