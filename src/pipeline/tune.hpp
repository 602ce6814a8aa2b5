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

}  // namespace kiln::pipeline
