// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The codegen switch (codegen.hpp): each backend's implementation is in its folder.
#include "target/codegen.hpp"

namespace kiln::target {

namespace amdgpu {
const Codegen& codegen();  // amdgpu/codegen.cpp
}
namespace nvptx {
const Codegen& codegen();  // nvptx/codegen.cpp
}

const Codegen& codegen(Kind kind) {
    switch (kind) {
        case Kind::amdgpu: return amdgpu::codegen();
        case Kind::nvptx: return nvptx::codegen();
    }
    return amdgpu::codegen();
}

}  // namespace kiln::target
