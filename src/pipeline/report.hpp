// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The HTML report's figures (report.cpp): each kernel's step curves from the occupancy model, its
// failed expectations, and `kiln report`'s inputs (a build's NAME.json, or anything inspect reads).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostics.hpp"
#include "emit/html_report.hpp"
#include "pipeline/build.hpp"

namespace kiln::pipeline {

// Blocks per CU (SM) of the kernel as recorded, against VGPRs (registers), LDS (shared memory,
// static + dynamic) and block size, each swept over its whole range with the other resources
// as recorded; empty without a model for the target.
std::vector<emit::Curve> occupancy_curves(const codeobj::KernelRecord& k, const std::string& target);

// The most waves per SIMD (NVIDIA: warps per SM) the target holds, for occupancy percentages.
int max_waves(const codeobj::KernelRecord& k, const std::string& target);

// The report of a build or an inspection; it points into `from`, which must outlive it.
emit::Report report_of(const BuildReport& from, const std::string& title, const std::string& origin);

// What `kiln report` reads: a build report (NAME.json, format kiln-report) or any GPU binary
// `kiln inspect` reads. `title` gets the bundle's name (or the file's).
std::optional<BuildReport> load_report_input(const std::filesystem::path& path, std::string& title, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
