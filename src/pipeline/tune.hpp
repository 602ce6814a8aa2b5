// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// `kiln tune` (tune.cpp): the variants of a tune build, ranked per (kernel, target) by the sweep's
// objective from their records. The build itself is `build()` with BuildOptions::tune set.
#include <filesystem>
#include <optional>
#include <vector>

#include "codeobj/kiln_section.hpp"
#include "emit/tune_report.hpp"
#include "pipeline/build.hpp"

namespace kiln::pipeline {

// One table per tuned kernel and target it is built for, rows best first; they point into `report`.
// With a runner's `results`, the table of their target is ranked by median time (variants not
// run last, in the off-line order) and says which variant the off-line objective picks.
std::vector<emit::TuneTable> tune_tables(const BuildReport& report, const codeobj::TuneResults* results = nullptr);

// NAME.tuned.toml (docs/tuning.md): the pick of every table, and the earlier picks of kernels and
// targets not swept this time as they were; tables sorted by kernel, then target.
std::string tuned_toml(const BuildReport& report, const std::vector<emit::TuneTable>& tables, const std::string& manifest_name);

// The runner's C++ source for the bundle `ns` (runner.cpp).
std::string runner_source(const BuildReport& report, const std::string& ns);

// kiln tune --emit-runner DIR: the tune build's bundle and loader header, runner.cpp and build.sh
// written into DIR (runner.cpp: every variant with a [kernels.NAME.bench] timed on the GPU it runs
// on, results.json written for --results).
std::optional<std::filesystem::path> emit_runner(const BuildReport& report, const std::filesystem::path& dir, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
