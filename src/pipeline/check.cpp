// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/check.hpp"

#include "pipeline/build.hpp"
#include "pipeline/stamp.hpp"
#include "target/backend.hpp"

namespace kiln::pipeline {

std::optional<CheckResult> check(const CheckOptions& options, diag::Diagnostics& diags) {
    const std::filesystem::path& bundle = options.bundle;
    if (options.manifest)
        if (auto why = stamp_stale(stamp_path(bundle.parent_path(), *options.manifest))) {
            diags.error(diag::SourcePos{bundle.string()}, "not the build of '" + options.manifest->string() + "' as it is now (" + *why +
                                                              "): its expectations may be others; build it again");
            return std::nullopt;
        }
    auto report = inspect(bundle, diags);
    if (!report) return std::nullopt;
    CheckResult result;
    for (const auto& t : report->targets) {
        if (t.kiln_version.empty()) {
            diags.error(diag::SourcePos{bundle.string()}, "the code object for " + t.target +
                                                              " carries no kiln metadata (not built by kiln): nothing to check");
            return std::nullopt;
        }
        if (options.target && *options.target != t.target) continue;
        for (const auto& k : t.kernels) {
            if (options.kernel && *options.kernel != k.resources.name) continue;
            ++result.kernels;
            for (auto& v : target::backend_for(t.target).check(k, t.target, result.expectations)) result.violations.push_back(std::move(v));
        }
    }
    if (result.kernels == 0 && (options.kernel || options.target)) {
        diags.error(diag::SourcePos{bundle.string()}, "no kernel '" + options.kernel.value_or("*") + "' for target '" +
                                                          options.target.value_or("*") + "' in the bundle");
        return std::nullopt;
    }
    return result;
}

}  // namespace kiln::pipeline
