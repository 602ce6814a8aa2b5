// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Reads an NVIDIA cubin (ELF64, e_machine EM_CUDA) with kiln's own strict reader: every offset,
// size and count is checked against the file before it is used. Per kernel (a function symbol
// marked as an entry): REGCOUNT and FRAME_SIZE from .nv.info, MAX_THREADS / REQNTID and the
// parameters (KPARAM_INFO) from .nv.info.<kernel>, the static shared memory from the size of
// .nv.shared.<kernel> (on sm_90 less the 1 KiB the driver reserves, which ptxas adds to the
// section when the cubin refers to .nv.reservedSmem), barriers from .text.<kernel>'s flags.
// docs/nvidia.md has the layout.
#include <string>
#include <string_view>

#include "codeobj/code_object.hpp"
#include "util/result.hpp"

namespace kiln::codeobj {

inline constexpr std::uint16_t k_em_cuda = 190;

// Whether the bytes start like a cubin (ELF64, EM_CUDA): cheap, for picking a reader.
bool is_cubin(std::string_view elf);

// The cubin's kernels (in symbol table order) and its SM as "sm_90" in CodeObjectInfo::target.
// Parameters come as value_kind "by_value" with their offsets and sizes (a cubin does not say
// which are pointers; the PTX does: see mark_pointer_params).
Result<CodeObjectInfo> read_cubin(std::string_view elf);

// Marks the parameters PTX declares as `.ptr` (LLVM writes `.param .u64 .ptr ...` for pointer
// arguments) as "global_buffer" in `kernel`, by position in the entry's parameter list.
void mark_pointer_params(std::string_view ptx, KernelInfo& kernel);

}  // namespace kiln::codeobj
