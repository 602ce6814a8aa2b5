// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "codeobj/elf.hpp"

#include <cstdio>
#include <cstring>

namespace kiln::codeobj {

namespace {
constexpr std::uint32_t k_sht_symtab = 2, k_sht_dynsym = 11, k_sht_nobits = 8;
constexpr std::uint64_t k_sym_size = 24;  // sizeof(Elf64_Sym)

std::string hex(std::uint64_t v) {
    char b[24];
    std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
    return b;
}

struct Reader {
    std::string_view b;
    bool ok = true;
    template <class T>
    T at(std::uint64_t off) {
        T v{};
        if (off > b.size() || sizeof(T) > b.size() - off) {
            ok = false;
            return v;
        }
        std::memcpy(&v, b.data() + off, sizeof v);
        return v;
    }
};
}  // namespace

Elf64Header elf64_header(std::string_view file) {
    Elf64Header h;
    if (file.size() < 64 || file.compare(0, 4, "\x7f" "ELF") != 0 || file[4] != 2) return h;
    std::memcpy(&h.type, file.data() + 16, 2);
    std::memcpy(&h.machine, file.data() + 18, 2);
    std::memcpy(&h.flags, file.data() + 48, 4);
    return h;
}

Result<std::vector<ElfSection>> elf64_sections(std::string_view elf) {
    if (elf64_machine(elf) == 0) return make_error("not an ELF64 file");
    if (elf[5] != 1) return make_error("not a little-endian ELF file");
    Reader r{elf};
    const auto shoff = r.at<std::uint64_t>(40);
    const auto shentsize = r.at<std::uint16_t>(58), shnum = r.at<std::uint16_t>(60), shstrndx = r.at<std::uint16_t>(62);
    if (shentsize != 64 || shnum == 0 || shstrndx >= shnum || shoff > elf.size() || std::uint64_t{shnum} * 64 > elf.size() - shoff)
        return make_error("malformed section header table");
    std::vector<ElfSection> sections(shnum);
    for (std::size_t i = 0; i < shnum; ++i) {
        const std::uint64_t h = shoff + i * 64;
        ElfSection& s = sections[i];
        s.type = r.at<std::uint32_t>(h + 4);
        s.flags = r.at<std::uint64_t>(h + 8);
        s.offset = r.at<std::uint64_t>(h + 24);
        s.size = r.at<std::uint64_t>(h + 32);
        s.link = r.at<std::uint32_t>(h + 40);
        s.info = r.at<std::uint32_t>(h + 44);
        s.entsize = r.at<std::uint64_t>(h + 56);
    }
    // The names first (.shstrtab checked on its own), so that every later error names its section.
    const ElfSection& names = sections[shstrndx];
    const bool no_bytes = names.type == 0 || names.type == k_sht_nobits;
    if (!no_bytes && (names.offset > elf.size() || names.size > elf.size() - names.offset))
        return make_error("section " + std::to_string(shstrndx) + " (.shstrtab) lies outside the file");
    const std::string_view shstr = no_bytes ? std::string_view() : elf.substr(names.offset, names.size);
    for (std::size_t i = 0; i < shnum; ++i) {
        const std::uint32_t name = r.at<std::uint32_t>(shoff + i * 64);
        if (name >= shstr.size() && !(name == 0 && shstr.empty()))
            return make_error("section " + std::to_string(i) + " has a name outside .shstrtab");
        const std::size_t end = shstr.find('\0', name);
        if (end == std::string_view::npos) return make_error("unterminated section name");
        sections[i].name = std::string(shstr.substr(name, end - name));
    }
    for (std::size_t i = 0; i < shnum; ++i) {
        ElfSection& s = sections[i];
        const std::string what = s.name.empty() ? "section " + std::to_string(i) : s.name;
        const std::uint64_t size_field = shoff + i * 64 + 32;  // where sh_size is
        if (s.type != k_sht_nobits && s.type != 0) {
            if (s.offset > elf.size() || s.size > elf.size() - s.offset)
                return make_error("invalid " + what + " size " + hex(s.size) + " at offset " + std::to_string(size_field) +
                                  ": the section would end past the " + std::to_string(elf.size()) + "-byte file");
            s.data = elf.substr(s.offset, s.size);
        }
        // Symbol tables are walked entry by entry: their entry size is the ELF64 symbol's, and
        // their size a whole number of entries.
        if ((s.type == k_sht_symtab || s.type == k_sht_dynsym) && (s.entsize != k_sym_size || s.size % k_sym_size != 0))
            return make_error("invalid " + what + " size " + hex(s.size) + " at offset " + std::to_string(size_field) +
                              " (entry size " + std::to_string(s.entsize) + "): not a whole number of " +
                              std::to_string(k_sym_size) + "-byte symbols");
    }
    if (!r.ok) return make_error("truncated ELF file");
    return sections;
}

}  // namespace kiln::codeobj
