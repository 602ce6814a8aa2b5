// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/code_object.hpp"

namespace kiln::pipeline {

std::unique_ptr<CodeObjectStep> make_step(const StepContext& c, const manifest::TargetId& t) {
    switch (t.backend) {
        case target::Kind::amdgpu: return amdgpu_step(c, t);
        case target::Kind::nvptx: return nvptx_step(c, t);
    }
    return amdgpu_step(c, t);
}

}  // namespace kiln::pipeline
