// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A kernel's machine code from an AMD code object, through LLVM's AMDGPU disassembler (no external
// tool), as llvm-objdump prints it; instructions that touch scratch memory (where VGPRs spill, and
// private arrays live) and SGPR spills to VGPR lanes are marked.
#include <string>
#include <string_view>

#include "util/result.hpp"
#include "worker/worker.hpp"

namespace kiln::codeobj {

struct Disassembly {
    std::string text;         // one instruction a line: "  0x1900  s_load_dwordx2 s[0:1], s[0:1], 0x0"
    std::size_t instructions = 0;
    std::size_t scratch = 0;  // instructions marked as scratch accesses
    std::size_t lane_spills = 0;  // v_writelane / v_readlane (SGPR spills to VGPR lanes, or lane access)
};

// `kernel`'s code (its function symbol) in the code object `elf`; an error when the object has no
// such kernel or the bytes do not decode. In this process: what a worker runs, and the fuzz target.
Result<Disassembly> disassemble_amdgpu(std::string_view elf, const std::string& kernel);

// The same in one of kiln's worker processes (disasm_worker.cpp), as `kiln disasm` runs it: LLVM
// 22's AMDGPU disassembler and instruction printer are not safe on hostile bytes (docs/fuzzing.md),
// so a crash there ends a worker, not kiln, and is this kernel's error: "kernel 'k': LLVM crashed
// (stage: AMDGPU disassembler): its worker process was killed by signal 11 (SIGSEGV) ...".
Result<Disassembly> disassemble_amdgpu_isolated(std::string_view elf, const std::string& kernel);

// The worker's side of it. Registered by the program's worker::serve (compile::run_worker).
worker::Fields disasm_job(worker::Fields&& request, worker::Channel& channel);

}  // namespace kiln::codeobj
