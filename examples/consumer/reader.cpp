// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Uses only kiln's header-only runtime (Kiln::runtime): the offline occupancy model.
#include <kiln/occupancy.hpp>

int main() {
    constexpr kiln::occupancy::Input in{kiln::occupancy::Arch::gfx942, 128, 32, 0, 256, 0, kiln::occupancy::Profile::v6_4};
    static_assert(kiln::occupancy::max_blocks_per_cu(in).blocks_per_cu == 4);
    return 0;
}
