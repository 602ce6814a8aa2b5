// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The PTX ISA version of a target's PTX. LLVM writes the SM's minimum (7.8 for sm_90), which every
// ptxas that knows the SM takes, and selects no instruction that needs more. What the ISA version
// still limits is ptxas's own: a kernel's parameters above 4352 bytes need PTX ISA 8.1 (ptxas 12.1
// or later; up to 32764 bytes from then on). kiln raises `.version` to what the PTX needs, only
// then and only that far, so the PTX, the cubin's cache key and the cubin stay what they were for
// every other build, and equal whichever ptxas new enough compiles it (nvcc writes its own newest
// version instead; the cubins ptxas 13.0 makes of one kernel under 7.8, 8.1 and 9.0 are equal).
// Inline assembly may need a newer ISA too, which LLVM does not read: when ptxas refuses the PTX
// for it, the version ptxas names (raise_for_ptxas).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cuda/toolkit.hpp"
#include "util/result.hpp"

namespace kiln::cuda {

// The newest PTX ISA version `toolkit`'s ptxas takes, times ten (78 for CUDA 11.8, 90 for 13.0);
// for a release newer than kiln knows, the newest kiln knows; 0 before CUDA 11.0.
int newest_ptx_isa(const Toolkit& toolkit);

// The combined PTX (its one `.version` line first, combine_ptx) with the version its kernels
// need; an error naming the kernel, what it needs and the way out when `toolkit` is too old.
Result<std::string> fit_ptx_version(std::string ptx, const Toolkit& toolkit);

// The PTX with the version ptxas's `log` of it asks for ("Feature 'cp.async.bulk' requires PTX ISA
// .version 8.0 or later": inline assembly, such as CUDA 12+'s libcu++ headers write for the PTX
// ISA of their own release), the highest it names; nullopt when it names none above the PTX's own
// or one `toolkit`'s ptxas does not take.
std::optional<std::string> raise_for_ptxas(const std::string& ptx, std::string_view log, const Toolkit& toolkit);

// Each `.entry` of `ptx` with the bytes of its parameters as ptxas lays them out (each at its
// alignment: `.align N` before the type, else the type's size; `.ptr .align N` is the pointee's).
struct EntryParams {
    std::string name;
    std::size_t bytes = 0;
};
std::vector<EntryParams> entry_parameter_bytes(std::string_view ptx);

}  // namespace kiln::cuda
