// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// AMD GPUs (gfx9 and later, AMDHSA code objects): HIP's occupancy, AMD's resource names.
#include "target/backend.hpp"

namespace kiln::target::amdgpu {

const Backend& backend();

// The input of HIP's occupancy model (include/kiln/occupancy.hpp) for a record as launched.
occupancy::Input occupancy_input(const codeobj::KernelRecord& r, const std::string& target_id);

}  // namespace kiln::target::amdgpu
