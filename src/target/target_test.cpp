// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/target.hpp"

#include <gtest/gtest.h>

namespace kiln::target {

TEST(Target, BackendDecidedByTheTargetId) {
    EXPECT_EQ(kind_of("sm_90"), Kind::nvptx);
    EXPECT_EQ(kind_of("sm_90a"), Kind::nvptx);
    EXPECT_EQ(kind_of("sm_80"), Kind::nvptx);
    EXPECT_EQ(kind_of("gfx942:sramecc+:xnack-"), Kind::amdgpu);
    EXPECT_EQ(kind_of("gfx950"), Kind::amdgpu);
    // Neither: AMD's checks refuse it by name ("unknown processor").
    EXPECT_EQ(kind_of("sm"), Kind::amdgpu);
    EXPECT_EQ(kind_of(""), Kind::amdgpu);
    EXPECT_TRUE(is_nvidia("sm_86"));
    EXPECT_FALSE(is_nvidia("gfx1100"));
}

TEST(Target, OneRowPerBackendInItsOrder) {
    ASSERT_EQ(all().size(), 2u);
    for (std::size_t i = 0; i < all().size(); ++i) {
        const Facts& f = all()[i];
        EXPECT_EQ(static_cast<std::size_t>(f.kind), i);
        EXPECT_EQ(&facts(f.kind), &f);
        EXPECT_EQ(named(f.name), &f);
    }
    EXPECT_EQ(named("spirv"), nullptr);
    EXPECT_EQ(facts_of("sm_90").triple, "nvptx64-nvidia-cuda");
    EXPECT_EQ(facts_of("gfx942").triple, "amdgcn-amd-amdhsa");
    EXPECT_EQ(facts_of("gfx942").bundle_prefix, "hipv4-amdgcn-amd-amdhsa--");
    EXPECT_EQ(facts_of("sm_90").bundle_prefix, "hipv4-nvptx64-nvidia-cuda--");
    EXPECT_EQ(facts_of("gfx942").unit, "CU");
    EXPECT_EQ(facts_of("sm_90").residency, "warps/SM");
    EXPECT_TRUE(facts_of("gfx942").scalar_registers);
    EXPECT_FALSE(facts_of("sm_90").spills_in_code_object);
}

}  // namespace kiln::target
