// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln's cubin reader against hostile bytes, under AddressSanitizer and UBSan (this test compiles
// src/codeobj/cubin.cpp itself): two real cubins (ptxas 13.0 for sm_90, ELF ABI 8; Debian's ptxas
// 11.8 for sm_80, ABI 7) read as ptxas -v says, then every truncation, every byte set to 0x00,
// 0xff and 0x7f, and every 32-bit field at a 4-byte offset set to hostile values. Nothing may
// crash; whatever the reader accepts has figures CUDA's model can take.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <sstream>

#include <kiln/occupancy.hpp>

#include "codeobj/cubin.hpp"

namespace kiln::codeobj {

namespace {

std::string data(const std::string& name) {
    std::ifstream in(std::string(KILN_SOURCE_DIR) + "/tests/data/cubin/" + name, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void exercise(const std::string& bytes, std::size_t& accepted) {
    auto r = read_cubin(bytes);
    if (!r) return;
    ++accepted;
    for (const auto& k : r->kernels) {
        occupancy::cuda::Input in;
        in.arch = occupancy::cuda::arch_from_name(r->target.c_str());
        in.registers = static_cast<int>(std::min<std::uint32_t>(k.registers, 1 << 20));
        in.static_shared = static_cast<int>(std::min<std::uint32_t>(k.group_segment_fixed_size, 1 << 30));
        in.block_size = static_cast<int>(std::min<std::uint32_t>(k.max_flat_workgroup_size, 1024));
        in.barriers = static_cast<int>(std::min<std::uint32_t>(k.barriers, 64));
        (void)occupancy::cuda::max_blocks_per_sm(in);
        EXPECT_LE(k.max_flat_workgroup_size, 1024u);
        EXPECT_GE(k.registers, 1u);
        for (const auto& a : k.args) EXPECT_LE(a.size, 1u << 14);
    }
}

void mutate_all(const std::string& good, std::size_t& accepted) {
    for (std::size_t n = 0; n < good.size(); ++n) exercise(good.substr(0, n), accepted);
    for (std::size_t i = 0; i < good.size(); ++i)
        for (char c : {'\x00', '\xff', '\x7f'}) {
            std::string b = good;
            b[i] = c;
            exercise(b, accepted);
        }
    for (std::size_t i = 0; i + 4 <= good.size(); i += 4)
        for (std::uint32_t v : {0u, 1u, 0x7fffffffu, 0x80000000u, 0xffffffffu, static_cast<std::uint32_t>(good.size())}) {
            std::string b = good;
            std::memcpy(b.data() + i, &v, 4);
            exercise(b, accepted);
        }
}

}  // namespace

TEST(CubinCorpus, RealCubinsReadAsPtxasSays) {
    const std::string sm90 = data("block_sum.sm_90.ptxas13.cubin"), sm80 = data("block_sum.sm_80.ptxas118.cubin");
    ASSERT_TRUE(is_cubin(sm90) && is_cubin(sm80));
    auto a = read_cubin(sm90);
    ASSERT_TRUE(a.ok()) << a.error();
    EXPECT_EQ(a->target, "sm_90");
    ASSERT_EQ(a->kernels.size(), 1u);
    const KernelInfo& k = a->kernels[0];
    // ptxas -v: "Used 10 registers, used 1 barriers, 1024 bytes smem" (the section holds 2048).
    EXPECT_EQ(k.name, "block_sum");
    EXPECT_EQ(k.registers, 10u);
    EXPECT_EQ(k.barriers, 1u);
    EXPECT_EQ(k.group_segment_fixed_size, 1024u);
    EXPECT_EQ(k.max_flat_workgroup_size, 256u);
    ASSERT_EQ(k.args.size(), 3u);
    EXPECT_EQ(k.args[1].offset, 8u);
    EXPECT_EQ(k.args[2].size, 4u);
    auto b = read_cubin(sm80);
    ASSERT_TRUE(b.ok()) << b.error();
    EXPECT_EQ(b->target, "sm_80");
    ASSERT_EQ(b->kernels.size(), 1u);
    // ptxas 11.8 -v: "Used 10 registers, 1024 bytes smem"; its barriers are in .text's flags.
    EXPECT_EQ(b->kernels[0].registers, 10u);
    EXPECT_EQ(b->kernels[0].group_segment_fixed_size, 1024u);
    EXPECT_EQ(b->kernels[0].barriers, 1u);
}

TEST(CubinCorpus, EveryMutationIsReadOrRefusedNeverACrash) {
    for (const char* name : {"block_sum.sm_90.ptxas13.cubin", "block_sum.sm_80.ptxas118.cubin"}) {
        const std::string good = data(name);
        std::size_t accepted = 0;
        mutate_all(good, accepted);
        EXPECT_GT(accepted, 0u) << name;  // many bytes (code, padding) do not matter to the reader
    }
    EXPECT_FALSE(read_cubin("").ok());
    EXPECT_FALSE(read_cubin(std::string(64, '\0')).ok());
}

}  // namespace kiln::codeobj
