// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// libFuzzer target for the AMDGPU metadata note: the input is the note's MsgPack, placed into a
// minimal gfx942 code object (as tests/fuzz/note_object.py makes) and read by read_code_object, so
// that mutations work on the MsgPack document, not on the ELF around it. Seeds: the notes of real
// code objects (tests/fuzz/corpus-note), dictionary note.dict. Run: scripts/fuzz.sh note.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "codeobj/code_object.hpp"

namespace {

void put(std::string& b, std::size_t at, std::uint64_t v, std::size_t n) { std::memcpy(b.data() + at, &v, n); }

std::string code_object(std::string_view desc) {
    const std::size_t note_off = 64 + 56, padded = (desc.size() + 3) & ~std::size_t{3};
    const std::size_t note_size = 12 + 8 + padded;
    const std::string shstrtab("\0.note\0.shstrtab\0", 17);
    const std::size_t str_off = note_off + note_size, sh_off = (str_off + shstrtab.size() + 7) & ~std::size_t{7};
    std::string b(sh_off + 3 * 64, '\0');
    std::memcpy(b.data(), "\x7f" "ELF\x02\x01\x01\x40\x03", 9);
    put(b, 16, 3, 2), put(b, 18, 224, 2), put(b, 20, 1, 4), put(b, 32, 64, 8), put(b, 40, sh_off, 8);
    put(b, 48, 0x54c, 4), put(b, 52, 64, 2), put(b, 54, 56, 2), put(b, 56, 1, 2), put(b, 58, 64, 2), put(b, 60, 3, 2), put(b, 62, 2, 2);
    put(b, 64, 4, 4), put(b, 68, 4, 4), put(b, 72, note_off, 8), put(b, 80, note_off, 8), put(b, 88, note_off, 8);
    put(b, 96, note_size, 8), put(b, 104, note_size, 8), put(b, 112, 4, 8);
    put(b, note_off, 7, 4), put(b, note_off + 4, desc.size(), 4), put(b, note_off + 8, 32, 4);
    std::memcpy(b.data() + note_off + 12, "AMDGPU", 7);
    std::memcpy(b.data() + note_off + 20, desc.data(), desc.size());
    std::memcpy(b.data() + str_off, shstrtab.data(), shstrtab.size());
    const std::size_t s1 = sh_off + 64, s2 = sh_off + 128;
    put(b, s1, 1, 4), put(b, s1 + 4, 7, 4), put(b, s1 + 8, 2, 8), put(b, s1 + 16, note_off, 8), put(b, s1 + 24, note_off, 8);
    put(b, s1 + 32, note_size, 8), put(b, s1 + 48, 4, 8);
    put(b, s2, 7, 4), put(b, s2 + 4, 3, 4), put(b, s2 + 24, str_off, 8), put(b, s2 + 32, shstrtab.size(), 8), put(b, s2 + 48, 1, 8);
    return b;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 1 << 20) return 0;
    (void)kiln::codeobj::read_code_object(code_object(std::string_view(reinterpret_cast<const char*>(data), size)));
    return 0;
}
