// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Target limits: each backend's, as LLVM and kiln know them (target::Codegen::limits:
// target/amdgpu/codegen.cpp, target/nvptx/codegen.cpp).
#include "compile/target_info.hpp"

#include "compile/internal.hpp"
#include "target/codegen.hpp"

namespace kiln::compile {

Result<manifest::TargetLimits> target_limits(const manifest::TargetId& target) {
    return codegen_of(target).limits(target);
}

}  // namespace kiln::compile
