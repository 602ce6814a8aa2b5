// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The build's phases besides compiling (build.cpp runs them): where a build keeps its outputs and
// its state, and whether they are current (build_state.cpp); writing the outputs as one set
// (publish.cpp). Internal to the pipeline.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostics.hpp"
#include "pipeline/build.hpp"
#include "pipeline/code_object.hpp"
#include "pipeline/plan.hpp"

namespace kiln::pipeline {

// Where a build writes: -o, else build/ beside the manifest.
std::filesystem::path output_dir(const BuildOptions& options);

// The outputs in `dir` of the bundle `name`: bundle, loader header, report, depfile, and with
// --report html the HTML report.
std::vector<std::filesystem::path> output_files(const std::filesystem::path& dir, const std::string& name, bool html);

// Where a build keeps its outputs and its own state beside them.
struct StatePaths {
    std::filesystem::path out_dir;
    std::filesystem::path stamp;       // the stamp: every input and output with its stat and MD5
    std::filesystem::path jobs_state;  // what decided each job (--explain)
    std::filesystem::path summary;     // the last build's table
    std::string options_key;           // everything besides the input files that decides the outputs
};

StatePaths state_paths(const BuildOptions& options);

// The last build's report when its stamp says nothing changed; kiln tune always plans (its table
// needs the sweeps; the compiles come from the cache), and a shard writes no outputs, so it has no
// stamp to go by.
std::optional<BuildReport> up_to_date(const BuildOptions& options, const StatePaths& paths);

// The jobs' state file's text (a line per job: what decided it); with `explain`, why each job that
// compiled had to, against the state the last build left in `file`.
std::string jobs_state_of(const std::vector<Job>& jobs, int cov, const std::filesystem::path& file, bool explain,
                          std::vector<std::string>& explanations);

// Writes the outputs (the bundle: host entry first, empty as hipcc's unless it carries NVIDIA
// metadata, then one entry per target; the loader header, the report, the depfile, the HTML
// report) and kiln's state beside them (the jobs' state, the summary, the stamp last) as one set:
// all or nothing. False, with the error, on failure.
bool publish(const BuildOptions& options, const StatePaths& paths, const Plan& plan, const CodeObjects& made,
             const std::string& jobs_state_text, BuildReport& report, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
