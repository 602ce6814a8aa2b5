// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln explain's part of the pipeline: a kernel's settings as a build would resolve them, with the
// attributes its source already sets (the text is emit/explain.cpp's).
#include <algorithm>

#include "cache/cache.hpp"
#include "compile/compile.hpp"
#include "pipeline/build.hpp"
#include "pipeline/plan.hpp"
#include "util/parallel.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

std::optional<std::vector<manifest::ResolvedKernel>> explain(const ExplainOptions& options, diag::Diagnostics& diags) {
    // The front ends' cache (the default one) makes this quick after a build.
    // None usable: explain reruns the front ends.
    auto cache = options.cache_dir.empty() ? Result<cache::Cache>(make_error("no cache")) : cache::Cache::open(options.cache_dir);
    std::optional<Plan> plan =
        make_plan({.manifest = options.manifest, .rocm_path = options.rocm_path, .jobs = util::default_jobs(), .cache = cache ? &*cache : nullptr},
                  diags);
    if (!plan) return std::nullopt;
    const manifest::Manifest& m = plan->manifest;
    if (!m.find_kernel(options.kernel)) {
        std::vector<std::string> names;
        for (const auto& k : m.kernels) names.push_back(k.name.value);
        diags.error(diag::SourcePos{m.path.string()}, "no kernel '" + options.kernel + "' in the manifest");
        if (auto near = util::closest_match(options.kernel, names))
            diags.note(diag::SourcePos{m.path.string()}, "did you mean '" + *near + "'?");
        return std::nullopt;
    }
    if (options.target && std::none_of(m.bundle.targets.begin(), m.bundle.targets.end(),
                                       [&](const auto& t) { return t.id.value == *options.target; })) {
        diags.error(diag::SourcePos{m.path.string()}, "the bundle has no target '" + *options.target + "'");
        return std::nullopt;
    }
    std::vector<manifest::ResolvedKernel> out;
    for (Job& job : plan->jobs) {
        if (job.kernel.name != options.kernel || (options.target && *options.target != job.target->id.value)) continue;
        auto attrs = compile::effective_attributes(job.kernel, job.source->bitcode);
        if (!attrs) {
            diags.error(job.kernel.pos, "kernel '" + job.kernel.name + "' for " + job.target->id.value + ": " + attrs.error());
            return std::nullopt;
        }
        job.kernel.attrs = std::move(attrs).value();
        if (job.target->facts().hip_runtime_occupancy) {
            const auto& given = m.bundle.hip_profile;
            job.kernel.hip_profile = manifest::Setting<std::string>{
                hip_profile_summary(*plan), given.pos.known() ? manifest::Origin::bundle : manifest::Origin::builtin, given.pos};
        }
        out.push_back(std::move(job.kernel));
    }
    return out;
}

}  // namespace kiln::pipeline
