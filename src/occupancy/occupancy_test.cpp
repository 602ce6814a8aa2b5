// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The HIP occupancy model: OCCUPANCY.md's worked examples and more (each limiter, each profile,
// rounding edges, LDS over capacity, block sizes out of range), checked at compile time too.
#include <gtest/gtest.h>

#include <kiln/occupancy.hpp>

namespace kiln::occupancy {

namespace {

struct Case {
    Arch arch;
    int v, s, l, d, b;
    int blocks;
    Limiter limiter;
    Profile profile = Profile::v6_4;
};

Result run(const Case& c) { return max_blocks_per_cu({c.arch, c.v, c.s, c.l, c.b, c.d, c.profile}); }

// The model is constexpr: a loader header can put figures in static tables.
static_assert(max_blocks_per_cu({Arch::gfx942, 200, 40, 0, 256, 0, Profile::v6_4}).blocks_per_cu == 2);
static_assert(max_blocks_per_cu({Arch::gfx950, 16, 16, 16384, 128, 0, Profile::v6_4}).blocks_per_cu == 10);

}  // namespace

TEST(Occupancy, WorkedExamplesOfTheHipProfile) {
    const Case cases[] = {
        {Arch::gfx942, 8, 16, 0, 0, 256, 8, Limiter::waves},
        {Arch::gfx942, 64, 32, 0, 0, 128, 16, Limiter::waves},
        {Arch::gfx942, 200, 40, 0, 0, 256, 2, Limiter::vgprs},
        {Arch::gfx942, 20, 128, 0, 0, 64, 24, Limiter::sgprs},
        {Arch::gfx942, 16, 16, 16384, 0, 128, 4, Limiter::lds},
        {Arch::gfx950, 16, 16, 16384, 0, 128, 10, Limiter::lds},
        {Arch::gfx942, 16, 16, 8192, 65536, 64, 0, Limiter::lds},
        {Arch::gfx942, 16, 16, 0, 0, 1100, 0, Limiter::block_size},
        {Arch::gfx942, 16, 16, 0, 0, 65, 16, Limiter::waves},
    };
    for (const Case& c : cases) {
        Result r = run(c);
        EXPECT_EQ(r.status, Status::ok);
        EXPECT_EQ(r.blocks_per_cu, c.blocks) << "V=" << c.v << " S=" << c.s << " L=" << c.l << " B=" << c.b;
        EXPECT_EQ(r.limiter, c.limiter) << "V=" << c.v << " S=" << c.s << " L=" << c.l << " B=" << c.b;
    }
}

TEST(Occupancy, RoundingEdges) {
    // VGPRs round up to 8: 64 -> 8 waves, 65 -> 72 -> 7 waves.
    EXPECT_EQ(run({Arch::gfx942, 64, 16, 0, 0, 64, 32, Limiter::waves}).blocks_per_cu, 32);
    EXPECT_EQ(run({Arch::gfx942, 65, 16, 0, 0, 64, 28, Limiter::vgprs}).blocks_per_cu, 28);
    EXPECT_EQ(run({Arch::gfx942, 65, 16, 0, 0, 64, 28, Limiter::vgprs}).limiter, Limiter::vgprs);
    // 512 VGPRs is one wave; 513 is an error, as in HIP.
    EXPECT_EQ(run({Arch::gfx942, 512, 16, 0, 0, 256, 1, Limiter::vgprs}).blocks_per_cu, 1);
    EXPECT_EQ(run({Arch::gfx942, 513, 16, 0, 0, 256, 0, Limiter::none}).status, Status::too_many_vgprs);
    // SGPRs round up to 16: 100 -> 112 -> 7 waves; 96 -> 8.
    EXPECT_EQ(run({Arch::gfx942, 8, 100, 0, 0, 64, 0, Limiter::none}).blocks_per_cu, 28);
    EXPECT_EQ(run({Arch::gfx942, 8, 96, 0, 0, 64, 0, Limiter::none}).blocks_per_cu, 32);
    // Zero registers mean no register bound.
    EXPECT_EQ(run({Arch::gfx942, 0, 0, 0, 0, 64, 0, Limiter::none}).blocks_per_cu, 32);
    // Block sizes round up to whole waves: 1 -> 64, 1024 -> 16 waves.
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 0, 0, 1, 0, Limiter::none}).blocks_per_cu, 32);
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 0, 0, 1024, 0, Limiter::none}).blocks_per_cu, 2);
    // LDS in raw bytes, no granule: 65536 / 21845 = 3.
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 21845, 0, 64, 0, Limiter::none}).blocks_per_cu, 3);
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 0, 65536, 64, 0, Limiter::none}).blocks_per_cu, 1);
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 0, 65537, 64, 0, Limiter::none}).blocks_per_cu, 0);
    EXPECT_EQ(run({Arch::gfx950, 8, 16, 0, 163840, 64, 0, Limiter::none}).blocks_per_cu, 1);
}

TEST(Occupancy, ErrorsAsInHip) {
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 0, 0, 0, 0, Limiter::none}).status, Status::invalid_block_size);
    EXPECT_EQ(run({Arch::gfx942, 8, 16, 0, 0, -64, 0, Limiter::none}).status, Status::invalid_block_size);
    EXPECT_EQ(run({Arch::unknown, 8, 16, 0, 0, 64, 0, Limiter::none}).status, Status::unknown_arch);
    // Above 1024 threads: success with 0 blocks.
    Result big = run({Arch::gfx942, 8, 16, 0, 0, 1025, 0, Limiter::none});
    EXPECT_EQ(big.status, Status::ok);
    EXPECT_EQ(big.blocks_per_cu, 0);
}

TEST(Occupancy, Profiles) {
    // 6.1 counts gfx950's VGPR file as 256 in granules of 4: 200 VGPRs -> 1 wave, 257 -> error.
    EXPECT_EQ(run({Arch::gfx950, 200, 40, 0, 0, 256, 0, Limiter::none, Profile::v6_1}).blocks_per_cu, 1);
    EXPECT_EQ(run({Arch::gfx950, 200, 40, 0, 0, 256, 0, Limiter::none, Profile::v6_4}).blocks_per_cu, 2);
    EXPECT_EQ(run({Arch::gfx950, 257, 40, 0, 0, 256, 0, Limiter::none, Profile::v6_1}).status, Status::too_many_vgprs);
    EXPECT_EQ(run({Arch::gfx950, 130, 16, 0, 0, 64, 0, Limiter::none, Profile::v6_1}).blocks_per_cu, 4);   // 256/132 = 1
    EXPECT_EQ(run({Arch::gfx950, 100, 16, 0, 0, 64, 0, Limiter::none, Profile::v6_1}).blocks_per_cu, 8);   // 256/100 = 2
    // 6.1 leaves gfx942 alone.
    EXPECT_EQ(run({Arch::gfx942, 200, 40, 0, 0, 256, 0, Limiter::none, Profile::v6_1}).blocks_per_cu, 2);
    // trap charges 16 more SGPRs: 96 -> 112 -> 7 waves; 128 -> 144 -> 5 waves.
    EXPECT_EQ(run({Arch::gfx942, 8, 96, 0, 0, 64, 0, Limiter::none, Profile::trap}).blocks_per_cu, 28);
    EXPECT_EQ(run({Arch::gfx942, 20, 128, 0, 0, 64, 0, Limiter::none, Profile::trap}).blocks_per_cu, 20);
    EXPECT_EQ(run({Arch::gfx942, 20, 128, 0, 0, 64, 0, Limiter::none, Profile::trap}).limiter, Limiter::sgprs);
}

TEST(Occupancy, WavesPerSimdAndNextStep) {
    Result r = run({Arch::gfx942, 200, 40, 0, 0, 256, 0, Limiter::none});
    EXPECT_EQ(r.waves_per_simd, 2);
    EXPECT_EQ(r.next.blocks, 3);
    EXPECT_EQ(r.next.resource, Limiter::vgprs);
    EXPECT_EQ(r.next.at_most, 168);  // "<= 168 VGPRs for 3 blocks"
    Result g = run({Arch::gfx942, 264, 40, 0, 0, 256, 0, Limiter::none});
    EXPECT_EQ(g.blocks_per_cu, 1);
    EXPECT_EQ(g.next.at_most, 256);
    Result s = run({Arch::gfx942, 20, 128, 0, 0, 64, 0, Limiter::none});
    EXPECT_EQ(s.next.blocks, 25);
    EXPECT_EQ(s.next.resource, Limiter::sgprs);
    EXPECT_EQ(s.next.at_most, 112);  // 800 / 7 waves = 114 -> 112
    Result l = run({Arch::gfx942, 16, 16, 16384, 0, 128, 0, Limiter::none});
    EXPECT_EQ(l.next.blocks, 5);
    EXPECT_EQ(l.next.at_most, 13107);
    // At 8 of 8 waves no smaller block is a next step: 9 blocks of 192 (3 waves) would hold 27
    // waves where 8 blocks of 256 hold 32 (issue 30).
    Result w = run({Arch::gfx942, 8, 16, 0, 0, 256, 0, Limiter::none});
    EXPECT_EQ(w.limiter, Limiter::waves);
    EXPECT_EQ(w.next.blocks, 0);
    EXPECT_EQ(w.next.resource, Limiter::none);
    // At 8 waves per SIMD registers have no next step.
    Result full = run({Arch::gfx942, 72, 16, 0, 0, 64, 0, Limiter::none});
    EXPECT_EQ(full.blocks_per_cu, 28);
    EXPECT_EQ(full.next.blocks, 29);
    EXPECT_EQ(full.next.at_most, 64);
}

TEST(Occupancy, RequirementForAGivenBlockCount) {
    NextStep n = requirement({Arch::gfx942, 264, 40, 0, 256, 0, Profile::v6_4}, 2);
    EXPECT_EQ(n.blocks, 2);
    EXPECT_EQ(n.resource, Limiter::vgprs);
    EXPECT_EQ(n.at_most, 256);
    EXPECT_EQ(requirement({Arch::gfx942, 264, 40, 0, 256, 0, Profile::v6_4}, 4).at_most, 128);
    EXPECT_EQ(requirement({Arch::gfx942, 264, 40, 0, 256, 0, Profile::v6_4}, 9).blocks, 0);  // beyond 8 waves
    EXPECT_EQ(requirement({Arch::gfx942, 16, 16, 30000, 64, 0, Profile::v6_4}, 4).at_most, 16384);
    // Beyond any CU (every block takes a wave), and hostile counts: no step, no overflow.
    EXPECT_EQ(requirement({Arch::gfx942, 264, 40, 0, 256, 0, Profile::v6_4}, 2147483647).blocks, 0);
    EXPECT_EQ(requirement({Arch::gfx942, 16, 16, 30000, 64, 0, Profile::v6_4}, 33).blocks, 0);
    EXPECT_EQ(requirement({Arch::gfx942, 16, 16, 30000, 64, 0, Profile::v6_4}, 0).blocks, 0);
}

TEST(Occupancy, HardwareEstimateIsSeparate) {
    // 16 workgroups per CU when a workgroup has several waves; HIP says 16 for 128 threads too.
    Input in{Arch::gfx942, 16, 16, 0, 128, 0, Profile::v6_4};
    EXPECT_EQ(max_blocks_per_cu(in).blocks_per_cu, 16);
    in.block_size = 65;  // two waves
    EXPECT_EQ(hardware_blocks_per_cu(in).blocks_per_cu, 16);
    in.block_size = 64;  // one wave: no workgroup cap
    EXPECT_EQ(max_blocks_per_cu(in).blocks_per_cu, 32);
    EXPECT_EQ(hardware_blocks_per_cu(in).blocks_per_cu, 32);
    // LDS granule: 5000 bytes -> 5120 allocated: HIP 13 blocks, hardware 12.
    Input lds{Arch::gfx942, 16, 16, 5000, 64, 0, Profile::v6_4};
    EXPECT_EQ(max_blocks_per_cu(lds).blocks_per_cu, 13);
    EXPECT_EQ(hardware_blocks_per_cu(lds).blocks_per_cu, 12);
    EXPECT_EQ(hardware_blocks_per_cu(lds).limiter, Limiter::lds);
    Input many{Arch::gfx942, 8, 16, 0, 128, 0, Profile::v6_4};
    EXPECT_EQ(hardware_blocks_per_cu(many).limiter, Limiter::waves);
}

TEST(Occupancy, PotentialBlockSizeAndGrid) {
    // 8 waves per SIMD: 32 waves per CU; the best block is 1024 threads, 2 per CU.
    Potential p = max_potential_block_size({Arch::gfx942, 8, 16, 0, 0, 0, Profile::v6_4}, 0, find_device("MI300X")->compute_units);
    EXPECT_EQ(p.block_size, 1024);
    EXPECT_EQ(p.grid, 304 * 2);
    // 200 VGPRs: 2 waves per SIMD, 8 per CU: best 512, one block per CU.
    Potential q = max_potential_block_size({Arch::gfx942, 200, 40, 0, 0, 0, Profile::v6_4}, 0, 304);
    EXPECT_EQ(q.block_size, 512);
    EXPECT_EQ(q.grid, 304);
    // A block limit of 100 rounds to 128: 16 blocks per CU, LDS allows 4.
    Potential r = max_potential_block_size({Arch::gfx942, 8, 16, 16384, 0, 0, Profile::v6_4}, 100, 80);
    EXPECT_EQ(r.block_size, 128);
    EXPECT_EQ(r.grid, 80 * 4);
    EXPECT_EQ(find_device("MI355X")->compute_units, 256);
    EXPECT_EQ(find_device("MI308X")->arch, Arch::gfx942);
    EXPECT_EQ(find_device("H100"), nullptr);
}

TEST(Occupancy, Names) {
    EXPECT_EQ(arch_from_name("gfx942:sramecc+:xnack-"), Arch::gfx942);
    EXPECT_EQ(arch_from_name("gfx950"), Arch::gfx950);
    EXPECT_EQ(arch_from_name("gfx90a"), Arch::gfx90a);
    EXPECT_EQ(arch_from_name("gfx90a:xnack+"), (Arch{9, 0, 10}));
    EXPECT_EQ(arch_from_name("gfx1100"), Arch::gfx1100);
    EXPECT_EQ(arch_from_name("gfx1151"), (Arch{11, 5, 1}));
    EXPECT_EQ(arch_from_name("gfx1201"), (Arch{12, 0, 1}));
    for (const char* bad : {"gfx9-4-generic", "gfx", "gfx9", "gfx12345", "gfx9g2", "sm_90", "", "gfx0942"})
        EXPECT_EQ(arch_from_name(bad), Arch::unknown) << bad;
    EXPECT_TRUE(has_model(Arch::gfx908));
    EXPECT_TRUE(has_model(arch_from_name("gfx1036")));
    EXPECT_FALSE(has_model(arch_from_name("gfx1201")));
    EXPECT_FALSE(has_model(Arch::unknown));
    Profile p{};
    EXPECT_TRUE(profile_from_name("trap", p));
    EXPECT_EQ(p, Profile::trap);
    EXPECT_FALSE(profile_from_name("6.2", p));
}

// Other processors, worked by hand from HIP's rules (CLR rocdevice.cpp, hip_platform.cpp; see
// docs/occupancy.md): the VGPR file and granule per ISA version, 16 waves and 2 SIMDs per CU and
// no SGPR limit on gfx10+, wave64 halving the file there.
TEST(Occupancy, WorkedExamplesOfOtherProcessors) {
    struct Case {
        Arch arch;
        int v, s, l, b, wave, blocks;
        Limiter limiter;
    };
    const Arch gfx1102{11, 0, 2}, gfx1010{10, 1, 0}, gfx1151{11, 5, 1}, gfx1150{11, 5, 0};
    for (const Case& c : {
             // gfx908: 256 VGPRs / granule 4, 800 SGPRs, 8 waves x 4 SIMDs, wave64, 64 KiB LDS.
             Case{Arch::gfx908, 128, 32, 0, 256, 64, 2, Limiter::vgprs},     // 256/128 = 2 waves per SIMD
             Case{Arch::gfx908, 24, 16, 0, 64, 64, 32, Limiter::waves},      // 256/24 = 10 > 8
             Case{Arch::gfx908, 20, 128, 0, 64, 64, 24, Limiter::sgprs},     // 800/128 = 6
             Case{Arch::gfx908, 16, 16, 16384, 128, 64, 4, Limiter::lds},
             // gfx90a: 512 / 8, like gfx942.
             Case{Arch::gfx90a, 128, 32, 0, 256, 64, 4, Limiter::vgprs},     // 512/128 = 4
             // gfx1030, wave32: 1024 / 16, 16 waves x 2 SIMDs.
             Case{Arch::gfx1030, 64, 16, 0, 256, 32, 4, Limiter::waves},     // 1024/64 = 16: 32 waves = 1024 threads
             Case{Arch::gfx1030, 100, 16, 0, 256, 32, 2, Limiter::vgprs},    // 1024/112 = 9: 18 waves = 576 threads
             Case{Arch::gfx1030, 8, 500, 0, 64, 32, 16, Limiter::waves},     // SGPRs never limit on gfx10+
             Case{gfx1010, 100, 16, 0, 256, 32, 2, Limiter::vgprs},          // 1024/104 = 9 (granule 8)
             // gfx1100/1101 and gfx1151: 1536 / 24; gfx1102 and gfx1150: 1024 / 16.
             Case{Arch::gfx1100, 100, 16, 0, 256, 32, 3, Limiter::vgprs},    // 1536/120 = 12: 24 waves = 768 threads
             Case{Arch::gfx1100, 100, 16, 0, 256, 64, 3, Limiter::vgprs},    // wave64: 768/108 = 7: 14 waves = 896
             Case{gfx1151, 100, 16, 0, 256, 32, 3, Limiter::vgprs},
             Case{gfx1102, 100, 16, 0, 256, 32, 2, Limiter::vgprs},          // 1024/112 = 9
             Case{gfx1150, 100, 16, 0, 256, 32, 2, Limiter::vgprs},
             Case{Arch::gfx1100, 16, 16, 16384, 128, 32, 4, Limiter::lds},
         }) {
        Input in{c.arch, c.v, c.s, c.l, c.b, 0, Profile::v6_4, c.wave};
        const Result r = max_blocks_per_cu(in);
        EXPECT_EQ(r.status, Status::ok);
        EXPECT_EQ(r.blocks_per_cu, c.blocks) << c.arch.major << "." << c.arch.minor << "." << c.arch.stepping << " V=" << c.v;
        EXPECT_EQ(r.limiter, c.limiter) << c.arch.major << "." << c.arch.minor << "." << c.arch.stepping << " V=" << c.v;
    }
    // gfx908's file is 256: V = 257 is HIP's error; no model for gfx12 or generic targets.
    EXPECT_EQ(max_blocks_per_cu({Arch::gfx908, 257, 16, 0, 64, 0, Profile::v6_4}).status, Status::too_many_vgprs);
    EXPECT_EQ(max_blocks_per_cu({arch_from_name("gfx1201"), 8, 16, 0, 64, 0, Profile::v6_4}).status, Status::unknown_arch);
    EXPECT_EQ(max_blocks_per_cu({arch_from_name("gfx9-4-generic"), 8, 16, 0, 64, 0, Profile::v6_4}).status, Status::unknown_arch);
    // The hardware estimate's rules are gfx94x/gfx950's only.
    EXPECT_EQ(hardware_blocks_per_cu({Arch::gfx90a, 8, 16, 0, 64, 0, Profile::v6_4}).status, Status::unknown_arch);
    EXPECT_EQ(find_device("MI250X")->compute_units, 110);
    EXPECT_EQ(max_potential_block_size({Arch::gfx90a, 128, 32, 0, 0, 0, Profile::v6_4}, 0, 110).grid, 110 * 1);
}

// Numbers from files and command lines are hostile: no overflow, no division by zero.
TEST(Occupancy, HostileInputsNeitherOverflowNorDivideByZero) {
    constexpr int big = 2147483647;
    // 2 GiB of LDS in two halves: the sum overflows an int; HIP sums in size_t and gets 0 blocks.
    Input lds{Arch::gfx942, 8, 16, 1073741824, 256, 1073741824, Profile::v6_4};
    Result r = max_blocks_per_cu(lds);
    EXPECT_EQ(r.status, Status::ok);
    EXPECT_EQ(r.blocks_per_cu, 0);
    EXPECT_EQ(r.limiter, Limiter::lds);
    EXPECT_EQ(hardware_blocks_per_cu(lds).blocks_per_cu, 0);
    EXPECT_EQ(max_potential_block_size(lds, 0, 304).grid, 0);
    // Register counts far beyond the files: no rounding overflow.
    EXPECT_EQ(max_blocks_per_cu({Arch::gfx942, big, 16, 0, 256, 0, Profile::v6_4}).status, Status::too_many_vgprs);
    Result sg = max_blocks_per_cu({Arch::gfx942, 8, big, 0, 256, 0, Profile::v6_4});
    EXPECT_EQ(sg.status, Status::ok);
    EXPECT_EQ(sg.blocks_per_cu, 0);  // HIP's answer: no wave fits
    EXPECT_EQ(sg.limiter, Limiter::sgprs);
    // No wave fits: no potential block size (it used to divide by zero).
    EXPECT_EQ(max_potential_block_size({Arch::gfx942, 8, 900, 0, 256, 0, Profile::v6_4}, 0, 304).status, Status::too_many_sgprs);
    EXPECT_EQ(max_potential_block_size({Arch::gfx942, 8, big, 0, 256, 0, Profile::v6_4}, 0, 304).status, Status::too_many_sgprs);
    // Negative counts are invalid, never "no limit".
    for (Input in : {Input{Arch::gfx942, -1, 16, 0, 256, 0, Profile::v6_4}, Input{Arch::gfx942, 8, -5, 0, 256, 0, Profile::v6_4},
                     Input{Arch::gfx942, 8, 16, -1, 256, 0, Profile::v6_4}, Input{Arch::gfx942, 8, 16, 0, 256, -big, Profile::v6_4}}) {
        EXPECT_EQ(max_blocks_per_cu(in).status, Status::invalid_resources);
        EXPECT_EQ(hardware_blocks_per_cu(in).status, Status::invalid_resources);
        EXPECT_EQ(max_potential_block_size(in, 0, 304).status, Status::invalid_resources);
    }
    EXPECT_EQ(max_blocks_per_cu({Arch::gfx942, 8, 16, 0, big, 0, Profile::v6_4}).blocks_per_cu, 0);
}

}  // namespace kiln::occupancy

// CUDA's model (cuOccupancyMaxActiveBlocksPerMultiprocessor): one hand-worked case per limiter,
// carveout step and the opt-in shared limit (the arithmetic is in each comment).
namespace kiln::occupancy::cuda {

namespace {
// 64 registers on an H200: 16/8/4/2/1 blocks at 64..1024 threads, as the driver answered (NVIDIA.md).
static_assert(max_blocks_per_sm({Arch::sm_90, 64, 0, 256}).blocks_per_sm == 4);
static_assert(arch_from_name("sm_90") == Arch::sm_90 && arch_from_name("sm_86") == Arch::sm_86 &&
              arch_from_name("sm_90a") == Arch::sm_90 && arch_from_name("sm_100") == Arch{10, 0});
static_assert(arch_from_name("sm_9") == Arch::unknown && arch_from_name("sm_090") == Arch::unknown &&
              arch_from_name("gfx942") == Arch::unknown && arch_from_name("sm_90b") == Arch::unknown);

Result run(Arch a, int regs, int block, int static_shared = 0, int dynamic = 0, int carveout = -1, int max_dynamic = -1,
           int barriers = 0) {
    return max_blocks_per_sm({a, regs, static_shared, block, dynamic, carveout, max_dynamic, barriers});
}
}  // namespace

TEST(CudaOccupancy, RegistersAsTheDriverAnsweredOnTheH200) {
    const int expected[][2] = {{64, 16}, {128, 8}, {256, 4}, {512, 2}, {1024, 1}};
    for (const auto& [block, blocks] : expected) {
        const Result r = run(Arch::sm_90, 64, block);
        EXPECT_EQ(r.blocks_per_sm, blocks) << block;
        EXPECT_EQ(r.limiter, Limiter::registers) << block;
    }
}

TEST(CudaOccupancy, EachLimiter) {
    // 32 registers, 1024 threads: 32 warps -> 64 / 32 = 2 by warps; 1024 per warp -> 16 * 4 / 32 = 2: warps first.
    EXPECT_EQ(run(Arch::sm_90, 32, 1024).blocks_per_sm, 2);
    EXPECT_EQ(run(Arch::sm_90, 32, 1024).limiter, Limiter::warps);
    // 32 threads, 16 registers: 64 by warps, 128 by registers, 32 blocks per SM.
    EXPECT_EQ(run(Arch::sm_90, 16, 32).blocks_per_sm, 32);
    EXPECT_EQ(run(Arch::sm_90, 16, 32).limiter, Limiter::blocks);
    // 40000 static bytes: roundup(41024, 128) = 41088 per block; 228 KiB / 41088 = 5.
    EXPECT_EQ(run(Arch::sm_90, 32, 128, 40000).blocks_per_sm, 5);
    EXPECT_EQ(run(Arch::sm_90, 32, 128, 40000).limiter, Limiter::shared);
    // 16 named barriers on 9.0: 2 * 32 / 16 = 4; on 8.0 barriers set no bound.
    EXPECT_EQ(run(Arch::sm_90, 16, 32, 0, 0, -1, -1, 16).blocks_per_sm, 4);
    EXPECT_EQ(run(Arch::sm_90, 16, 32, 0, 0, -1, -1, 16).limiter, Limiter::barriers);
    EXPECT_EQ(run(Arch::sm_80, 16, 32, 0, 0, -1, -1, 16).blocks_per_sm, 32);
    // 255 registers: 8192 per warp; 256 threads fill the file once (1 block), 1024 threads never fit.
    EXPECT_EQ(run(Arch::sm_90, 255, 256).blocks_per_sm, 1);
    EXPECT_EQ(run(Arch::sm_90, 255, 1024).blocks_per_sm, 0);
    EXPECT_EQ(run(Arch::sm_90, 255, 1024).limiter, Limiter::registers);
    // More threads than a block has: 0 blocks, limited by the block size.
    EXPECT_EQ(run(Arch::sm_90, 16, 1025).blocks_per_sm, 0);
    EXPECT_EQ(run(Arch::sm_90, 16, 1025).limiter, Limiter::block_size);
    EXPECT_EQ(run(Arch::sm_90, 16, 0).status, Status::invalid_block_size);
    EXPECT_EQ(run(Arch::sm_90, -1, 64).status, Status::invalid_resources);
    EXPECT_EQ(run(Arch::unknown, 16, 64).status, Status::unknown_arch);
}

TEST(CudaOccupancy, PerComputeCapability) {
    // 8.6: 1536 threads -> 48 warps; 1024 threads -> 1 block. 8.9: 24 blocks per SM.
    EXPECT_EQ(run(Arch::sm_86, 16, 1024).blocks_per_sm, 1);
    EXPECT_EQ(run(Arch::sm_86, 16, 32).blocks_per_sm, 16);
    EXPECT_EQ(run(Arch::sm_89, 16, 32).blocks_per_sm, 24);
    EXPECT_EQ(run(Arch::sm_80, 16, 32).blocks_per_sm, 32);
    // Shared memory per SM: 8.0 164 KiB / 41088 = 4; 8.6 100 KiB / 41088 = 2.
    EXPECT_EQ(run(Arch::sm_80, 32, 128, 40000).blocks_per_sm, 4);
    EXPECT_EQ(run(Arch::sm_86, 32, 128, 40000).blocks_per_sm, 2);
}

TEST(CudaOccupancy, CarveoutSteps) {
    // 20000 dynamic bytes: roundup(21024, 128) = 21120 per block.
    // Default: all 228 KiB -> 11 blocks.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 20000).blocks_per_sm, 11);
    // 25%: 58368 bytes rounds up to the 64 KiB step -> 3 blocks.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 20000, 25).blocks_per_sm, 3);
    // 0%: the 0 step is below the block's need, which rounds up to the 32 KiB step -> 1 block.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 20000, 0).blocks_per_sm, 1);
    // 50%: 116736 -> the 132 KiB step -> 6 blocks; 100%: 228 KiB -> 11.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 20000, 50).blocks_per_sm, 6);
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 20000, 100).blocks_per_sm, 11);
    // 8.6 tops out at the 100 KiB step: 50% of 100 KiB = 51200 -> 64 KiB -> 3 blocks.
    EXPECT_EQ(run(Arch::sm_86, 16, 64, 0, 20000, 50).blocks_per_sm, 3);
}

TEST(CudaOccupancy, OptInDynamicSharedLimit) {
    // 100000 dynamic bytes need the opt-in: without it the block exceeds 48 KiB + 1 KiB.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 100000).blocks_per_sm, 0);
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 100000).limiter, Limiter::shared);
    // Raised to 100000: 228 KiB / 101120 = 2; raised to less than the launch needs: 0.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 100000, -1, 100000).blocks_per_sm, 2);
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 100000, -1, 99999).blocks_per_sm, 0);
    // The largest block: 232448 bytes opted in, 227 KiB + 1 KiB = the whole SM -> 1 block.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 232448, -1, 232448).blocks_per_sm, 1);
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 232449, -1, 232449).blocks_per_sm, 0);
    // A raised limit that keeps the block under 48 KiB changes nothing.
    EXPECT_EQ(run(Arch::sm_90, 16, 64, 0, 20000, -1, 30000).blocks_per_sm, 11);
}

// What kiln's loader leaves MAX_DYNAMIC_SHARED_SIZE_BYTES at for a launch (include/kiln/runtime/
// loader.hpp); the H200 run checked the model with it against the driver (docs/hardware.md).
TEST(CudaOccupancy, LoaderMaxDynamicShared) {
    using kiln::occupancy::cuda::loader_max_dynamic_shared;
    EXPECT_EQ(loader_max_dynamic_shared(0, 49152, -1), -1);        // 48 KiB fits without opting in
    EXPECT_EQ(loader_max_dynamic_shared(0, 49153, -1), 49153);     // above it: raised to the need
    EXPECT_EQ(loader_max_dynamic_shared(1024, 48129, -1), 48129);  // static counts: 49153 in all
    EXPECT_EQ(loader_max_dynamic_shared(1024, 48128, -1), -1);
    EXPECT_EQ(loader_max_dynamic_shared(0, 20000, 100000), 100000);   // the manifest's, set at load
    EXPECT_EQ(loader_max_dynamic_shared(0, 120000, 100000), 120000);  // raised past it, never lowered
    EXPECT_EQ(loader_max_dynamic_shared(0, 0, 0), 0);
}

TEST(CudaOccupancy, NextStep) {
    // 64 registers, 256 threads: 4 blocks; 5 need 16384 / 10 per warp -> 1536 -> 48 registers.
    const Result r = run(Arch::sm_90, 64, 256);
    EXPECT_EQ(r.next.blocks, 5);
    EXPECT_EQ(r.next.resource, Limiter::registers);
    EXPECT_EQ(r.next.at_most, 48);
    EXPECT_EQ(run(Arch::sm_90, 48, 256).blocks_per_sm, 5);
    EXPECT_EQ(run(Arch::sm_90, 49, 256).blocks_per_sm, 4);
    // 5 blocks of 41088 shared bytes; 6 need 233472 / 6 = 38912 per block: 37888 of the kernel's.
    const Result s = run(Arch::sm_90, 32, 128, 40000);
    EXPECT_EQ(s.next.resource, Limiter::shared);
    EXPECT_EQ(s.next.at_most, 37888);
    EXPECT_EQ(run(Arch::sm_90, 32, 128, 37888).blocks_per_sm, 6);
    EXPECT_EQ(run(Arch::sm_90, 32, 128, 37889).blocks_per_sm, 5);
    // The block cap has no next step.
    EXPECT_EQ(run(Arch::sm_90, 16, 32).next.blocks, 0);
}

}  // namespace kiln::occupancy::cuda
