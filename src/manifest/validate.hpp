// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Per-target checks of a resolved kernel, before anything is compiled: every fn_attrs value
// (form and range on this target), the min_blocks_per_cu intent, dynamic LDS. Errors point at the
// manifest value with a caret and say the accepted form or range.
#include "diag/diagnostics.hpp"
#include "manifest/resolve.hpp"
#include "manifest/target_limits.hpp"

namespace kiln::manifest {

void validate(const ResolvedKernel& k, const TargetLimits& limits, diag::Diagnostics& diags);

}  // namespace kiln::manifest
