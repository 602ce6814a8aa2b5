// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The .llvm.offloading reader against hostile bytes, under AddressSanitizer and UBSan (this test
// compiles src/codeobj/offload_binary.cpp itself): a section of two offload binaries laid out as
// LLVM's OffloadBinary writes them, read back; then every truncation, every byte set to 0x00, 0xff
// and 0x7f, and every 64-bit field at an 8-byte offset set to hostile values. Nothing may crash;
// whatever the reader accepts lies inside the section.
#include <gtest/gtest.h>

#include <cstring>

#include "codeobj/offload_binary.hpp"

namespace kiln::codeobj {

namespace {

void put(std::string& b, std::size_t at, std::uint64_t v, int bytes) { std::memcpy(&b[at], &v, static_cast<std::size_t>(bytes)); }

// One binary: header, entry, a string table of "triple" and "arch", the strings, the image.
std::string binary(const std::string& image, const std::string& triple, const std::string& arch, std::uint16_t kind,
                   std::uint16_t offload) {
    const std::string strings = std::string("triple\0", 7) + triple + '\0' + std::string("arch\0", 5) + arch + '\0';
    const std::size_t table = 32 + 40, strs = table + 32, img = (strs + strings.size() + 7) / 8 * 8;
    std::string b(img + (image.size() + 7) / 8 * 8, '\0');
    std::memcpy(&b[0], "\x10\xff\x10\xad", 4);
    put(b, 4, 1, 4);
    put(b, 8, b.size(), 8);
    put(b, 16, 32, 8);
    put(b, 24, 40, 8);
    put(b, 32, kind, 2);
    put(b, 34, offload, 2);
    put(b, 40, table, 8);
    put(b, 48, 2, 8);
    put(b, 56, img, 8);
    put(b, 64, image.size(), 8);
    put(b, table, strs, 8);
    put(b, table + 8, strs + 7, 8);
    put(b, table + 16, strs + 8 + triple.size(), 8);
    put(b, table + 24, strs + 8 + triple.size() + 5, 8);
    std::memcpy(&b[strs], strings.data(), strings.size());
    std::memcpy(&b[img], image.data(), image.size());
    return b;
}

std::string sample() {
    return binary("\x7f" "ELF-object-bytes", "amdgcn-amd-amdhsa", "gfx942", 1, 4) +
           binary("BC\xc0\xde-ir", "amdgcn-amd-amdhsa", "gfx90a", 2, 4);
}

void exercise(const std::string& section, std::size_t& accepted) {
    auto r = read_offload_binaries(section);
    if (!r) {
        EXPECT_FALSE(r.error().empty());
        return;
    }
    ++accepted;
    for (const auto& img : *r) {
        ASSERT_GE(img.image.data(), section.data());
        ASSERT_LE(img.image.data() + img.image.size(), section.data() + section.size());
        (void)image_kind_name(img.image_kind);
        (void)offload_kind_name(img.offload_kind);
    }
}

}  // namespace

TEST(OffloadCorpus, ReadsWhatLlvmWrites) {
    auto r = read_offload_binaries(sample());
    ASSERT_TRUE(r) << r.error();
    ASSERT_EQ(r->size(), 2u);
    EXPECT_EQ((*r)[0].triple, "amdgcn-amd-amdhsa");
    EXPECT_EQ((*r)[0].arch, "gfx942");
    EXPECT_EQ((*r)[0].image, std::string_view("\x7f" "ELF-object-bytes"));
    EXPECT_EQ(image_kind_name((*r)[0].image_kind), "object");
    EXPECT_EQ(offload_kind_name((*r)[0].offload_kind), "hip");
    EXPECT_EQ((*r)[1].arch, "gfx90a");
    EXPECT_EQ(image_kind_name((*r)[1].image_kind), "LLVM IR");
    EXPECT_EQ((*r)[1].offset, 168u);  // the first binary's size: 72 header + entry, 32 table, 37 strings, 17 image, padded
    auto cut = read_offload_binaries(sample().substr(0, 100));
    ASSERT_FALSE(cut);
    EXPECT_EQ(cut.error(), "offload binary at section offset 0: its size 168 does not fit the 100 bytes left in the section");
}

TEST(OffloadCorpus, EveryMutationIsReadOrRefusedNeverACrash) {
    const std::string good = sample();
    std::size_t inputs = 0, accepted = 0;
    for (std::size_t n = 0; n <= good.size(); ++n, ++inputs) exercise(good.substr(0, n), accepted);
    for (std::size_t at = 0; at < good.size(); ++at)
        for (char c : {'\x00', '\xff', '\x7f'}) {
            std::string m = good;
            m[at] = c;
            exercise(m, accepted);
            ++inputs;
        }
    const std::uint64_t hostile[] = {0, 1, 8, 0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull, good.size(), good.size() + 1, 0xfffffff0ull};
    for (std::size_t at = 0; at + 8 <= good.size(); at += 8)
        for (std::uint64_t v : hostile) {
            std::string m = good;
            put(m, at, v, 8);
            exercise(m, accepted);
            ++inputs;
        }
    EXPECT_GT(inputs, 1000u);
    EXPECT_GT(accepted, 1u);
}

}  // namespace kiln::codeobj
