// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/backend.hpp"

#include "target/amdgpu/amdgpu.hpp"
#include "target/nvptx/nvptx.hpp"

namespace kiln::target {

const Backend& backend(Kind kind) {
    switch (kind) {
        case Kind::amdgpu: return amdgpu::backend();
        case Kind::nvptx: return nvptx::backend();
    }
    return amdgpu::backend();
}

}  // namespace kiln::target
