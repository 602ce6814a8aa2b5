// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What LLVM 22 knows about a target ID, for checking a manifest before compiling.
#include "manifest/manifest.hpp"
#include "manifest/target_limits.hpp"
#include "util/result.hpp"

namespace kiln::compile {

// The target's limits. An error when LLVM does not know the processor (naming the gfx9 and later
// ones it knows), for processors before gfx9, or when the processor lacks a requested feature. Occupancy may still be "n/a" (occupancy::has_model).
Result<manifest::TargetLimits> target_limits(const manifest::TargetId& target);

}  // namespace kiln::compile
