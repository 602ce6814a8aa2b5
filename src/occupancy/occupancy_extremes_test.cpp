// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The occupancy model takes numbers from files and command lines: every combination of extreme
// and boundary values, built with -fsanitize=undefined (a signed overflow or a division by zero
// aborts the test), and the answers stay within what a CU can hold.
#include <gtest/gtest.h>

#include <climits>

#include <kiln/occupancy.hpp>

namespace kiln::occupancy {

TEST(OccupancyExtremes, NoOverflowNoDivisionByZeroAnyInput) {
    const int values[] = {INT_MIN, -1, 0, 1, 63, 64, 65, 512, 513, 800, 801, 1024, 1025, 65536, 163841, INT_MAX};
    std::size_t runs = 0;
    for (Arch arch : {Arch::gfx942, Arch::gfx950, Arch::gfx908, Arch::gfx1100, Arch::unknown})
        for (Profile profile : {Profile::v6_4, Profile::v6_1, Profile::trap})
            for (int v : values)
                for (int s : values)
                    for (int l : values)
                        for (int b : values)
                            for (int d : {INT_MIN, -1, 0, 4096, INT_MAX}) {
                                const Input in{arch, v, s, l, b, d, profile};
                                const Result r = max_blocks_per_cu(in);
                                const Result h = hardware_blocks_per_cu(in);
                                const Potential p = max_potential_block_size(in, b, 304);
                                const NextStep n = requirement(in, 64);
                                ++runs;
                                ASSERT_GE(r.blocks_per_cu, 0);
                                ASSERT_LE(r.blocks_per_cu, 32);  // 4 SIMDs x 8 waves of one-wave blocks
                                ASSERT_GE(h.blocks_per_cu, 0);
                                ASSERT_LE(h.blocks_per_cu, 32);
                                ASSERT_GE(p.grid, 0);
                                ASSERT_GE(n.at_most, 0);
                                if (arch != Arch::unknown && (v < 0 || s < 0 || l < 0 || d < 0)) {
                                    ASSERT_EQ(r.status, Status::invalid_resources);
                                }
                            }
    EXPECT_EQ(runs, 5u * 3 * 16 * 16 * 16 * 16 * 5);
}

}  // namespace kiln::occupancy
