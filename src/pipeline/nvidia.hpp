// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// NVIDIA targets' code objects (docs/nvidia.md): a target's kernels' PTX, the device variables'
// first, as one module (cuda::combine_ptx) compiled by one whole-program ptxas run. ptxas compiles
// each entry function on its own, so each kernel's code is what ptxas makes of it alone, and
// kiln's figures equal a by-hand ptxas -v of that kernel. Cached by the combined PTX and the ptxas
// (path and version) that compiles it.
#include <optional>
#include <string>
#include <vector>

#include "cache/cache.hpp"
#include "cuda/toolkit.hpp"
#include "diag/diagnostics.hpp"
#include "manifest/manifest.hpp"
#include "pipeline/plan.hpp"

namespace kiln::pipeline {

struct Cubin {
    std::string cubin, log, ptx;  // the target's cubin, ptxas's -v log, the PTX it compiled
};

// The cubin of target `t` from its jobs' PTX; nothing, with the errors in `diags`, on failure.
// With `sweeps` (kiln tune, `variants = "all"`): when ptxas fails, each variant's PTX is compiled alone, the variants ptxas
// refuses are dropped from `jobs` (rows of their tables, fail_variant) and the rest compiled again.
std::optional<Cubin> nvidia_code_object(const manifest::Manifest& m, const manifest::TargetId& t, std::vector<Job>& jobs,
                                        const cuda::Toolkit& toolkit, cache::Cache* cache, std::vector<manifest::Sweep>* sweeps,
                                        diag::Diagnostics& diags);

}  // namespace kiln::pipeline
