// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// NVIDIA GPUs (sm_80 and later, cubins from ptxas): CUDA's occupancy, NVIDIA's resource names.
#include "target/backend.hpp"

namespace kiln::target::nvptx {

const Backend& backend();

// The inputs of CUDA's model for an NVIDIA kernel's record, launched as the loader launches it:
// its carveout (default: the driver's), and its maximum dynamic shared size (default: raised to
// the launch's need above 48 KiB). Counts beyond any kernel's are clamped.
occupancy::cuda::Input occupancy_input(const codeobj::KernelRecord& record, const std::string& target_id);

// The instruction mix of a kernel's PTX (ptx_mix.cpp).
codeobj::InstructionMix ptx_instruction_mix(std::string_view ptx);

}  // namespace kiln::target::nvptx
