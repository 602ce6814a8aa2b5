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

// The report of a build or an inspection; it points into `from`, which must outlive it.
emit::Report report_of(const BuildReport& from, const std::string& title, const std::string& origin);

// What `kiln report` reads: a build report (NAME.json, format kiln-report) or any GPU binary
// `kiln inspect` reads. `title` gets the bundle's name (or the file's).
std::optional<BuildReport> load_report_input(const std::filesystem::path& path, std::string& title, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
