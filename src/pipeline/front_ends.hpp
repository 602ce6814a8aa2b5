// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The plan's second half (make_plan, plan.cpp, calls it): the front ends, once per (source,
// target, front-end options), in parallel (front_ends.cpp); then every kernel looked up in its
// front end's output, `symbol = "*"` expanded and the specializations kiln must instantiated
// (kernels.cpp). Internal to the pipeline.
#include <functional>
#include <string>

#include "compile/compile.hpp"
#include "diag/diagnostics.hpp"
#include "frontend/frontend.hpp"
#include "pipeline/plan.hpp"

namespace kiln::pipeline {

// `symbol = "*"`: the entry stands for every kernel of its source.
inline constexpr std::string_view k_every_kernel = "*";

// The front ends of the plan's jobs, their words reported at their places, then the kernels looked
// up (look_up_kernels). A front end that only a sweep's variants use fails those variants, not the
// build.
void run_front_ends(Plan& plan, const PlanOptions& options, diag::Diagnostics& diags);

// The place "FILE:LINE:COL" that ends just before `at` in `line` (clang's diagnostics, LLVM's
// remarks: "FILE:LINE:COL: ..."); nullopt when there is none.
std::optional<diag::SourcePos> place_before(const std::string& line, std::size_t at);

// A front end's errors or warnings, as clang's diagnostics at their places in the source (each
// with a note naming the manifest's kernel), other text at the kernel.
void report_compiler_text(diag::Diagnostics& diags, diag::Severity severity, const std::string& text, const Job& j);

// A code object built elsewhere as a job's source (prebuilt.cpp): its bytes, checked to be a code
// object of the job's target with kernels; else its errors.
frontend::Output read_prebuilt(const Job& j);

// Its kernels as `symbol` looks them up (a bound below 1024 threads, the kernel's own, as its
// launch bound).
std::vector<compile::SourceKernel> prebuilt_kernels(std::string_view code_object);

// Each target with a kernel from a code object built elsewhere: every kernel of the target from
// that object (a bundle entry is one code object); else an error at each other kernel's source.
void check_prebuilt_entries(const Plan& plan, diag::Diagnostics& diags);

// The request that runs a job's front end: with its template family's members to instantiate (an
// instantiating rerun adds the other names it must).
using RequestOf = std::function<frontend::Request(const Job&)>;

// Whether kiln instantiates `j`'s symbol when its HIP source does not: a template-id
// ("reduce_sum<256, float>"), not a signature or a mangled name.
bool instantiable(const Job& j);

// Every job's symbol looked up in its front end's output (each output read once, in parallel);
// template-ids a HIP source does not instantiate get its front end again, instantiating them;
// `symbol = "*"` entries become one kernel per kernel of their source.
void look_up_kernels(Plan& plan, const PlanOptions& options, const RequestOf& request, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
