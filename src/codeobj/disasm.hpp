// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A kernel's machine code from an AMD code object, through LLVM's AMDGPU disassembler in-process
// (no external tool), as llvm-objdump prints it; instructions that touch scratch memory (where
// VGPRs spill, and private arrays live) and SGPR spills to VGPR lanes are marked.
#include <string>
#include <string_view>

#include "util/result.hpp"

namespace kiln::codeobj {

struct Disassembly {
    std::string text;         // one instruction a line: "  0x1900  s_load_dwordx2 s[0:1], s[0:1], 0x0"
    std::size_t instructions = 0;
    std::size_t scratch = 0;  // instructions marked as scratch accesses
    std::size_t lane_spills = 0;  // v_writelane / v_readlane (SGPR spills to VGPR lanes, or lane access)
};

// `kernel`'s code (its function symbol) in the code object `elf`; an error when the object has no
// such kernel or the bytes do not decode.
Result<Disassembly> disassemble_amdgpu(std::string_view elf, const std::string& kernel);

}  // namespace kiln::codeobj
