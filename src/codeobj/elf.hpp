// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A strict reader of an ELF64 little-endian file's section table, for files kiln treats as hostile
// (cubins, host objects and libraries carrying HIP fat binaries): every offset, size and name is
// checked against the file before it is used. No LLVM.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::codeobj {

inline constexpr std::uint16_t k_em_amdgpu = 224;

struct ElfSection {
    std::string name;
    std::uint32_t type = 0;
    std::uint64_t flags = 0, offset = 0, size = 0;
    std::uint32_t link = 0, info = 0;
    std::uint64_t entsize = 0;
    std::string_view data;  // empty for NOBITS
};

// The fields of an ELF64 file header kiln reads; all zero for anything that is not ELF64.
struct Elf64Header {
    std::uint16_t type = 0;     // e_type: 1 relocatable, 2 executable
    std::uint16_t machine = 0;  // e_machine
    std::uint32_t flags = 0;    // e_flags
};
Elf64Header elf64_header(std::string_view file);

// e_machine of an ELF64 file, or 0 for anything else.
inline std::uint16_t elf64_machine(std::string_view file) { return elf64_header(file).machine; }

// The sections of an ELF64 little-endian file, in header order, names resolved.
Result<std::vector<ElfSection>> elf64_sections(std::string_view elf);

}  // namespace kiln::codeobj
