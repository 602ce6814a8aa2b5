// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the AMD code-object reader: the input as an ELF file through
// read_code_object (`kiln inspect` of a .hsaco), its .kiln section, and `kiln disasm` of its first
// kernel: disassemble_amdgpu in this process (kiln runs it in a worker process, where a crash of
// LLVM's disassembler or printer is that kernel's error), so the fuzzer sees such crashes.
// Run: scripts/fuzz.sh code_object.
#include <cstddef>
#include <cstdint>

#include "codeobj/code_object.hpp"
#include "codeobj/disasm.hpp"
#include "codeobj/kiln_section.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view elf(reinterpret_cast<const char*>(data), size);
    auto info = kiln::codeobj::read_code_object(elf);
    if (!info) return 0;
    (void)kiln::codeobj::read_kiln_section(elf);
    if (!info->kernels.empty()) (void)kiln::codeobj::disassemble_amdgpu(elf, info->kernels.front().name);
    return 0;
}
