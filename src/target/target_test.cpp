// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/target.hpp"

#include <gtest/gtest.h>

namespace kiln::target {

TEST(Target, BackendDecidedByTheTargetId) {
    EXPECT_EQ(backend_of("sm_90"), Backend::nvptx);
    EXPECT_EQ(backend_of("sm_90a"), Backend::nvptx);
    EXPECT_EQ(backend_of("sm_80"), Backend::nvptx);
    EXPECT_EQ(backend_of("gfx942:sramecc+:xnack-"), Backend::amdgpu);
    EXPECT_EQ(backend_of("gfx950"), Backend::amdgpu);
    // Neither: AMD's checks refuse it by name ("unknown processor").
    EXPECT_EQ(backend_of("sm"), Backend::amdgpu);
    EXPECT_EQ(backend_of(""), Backend::amdgpu);
    EXPECT_TRUE(is_nvidia("sm_86"));
    EXPECT_FALSE(is_nvidia("gfx1100"));
}

TEST(Target, OneRowPerBackendInItsOrder) {
    ASSERT_EQ(all().size(), 2u);
    for (std::size_t i = 0; i < all().size(); ++i) {
        const Facts& f = all()[i];
        EXPECT_EQ(static_cast<std::size_t>(f.backend), i);
        EXPECT_EQ(&facts(f.backend), &f);
        EXPECT_EQ(named(f.name), &f);
    }
    EXPECT_EQ(named("spirv"), nullptr);
    EXPECT_EQ(facts_of("sm_90").triple, "nvptx64-nvidia-cuda");
    EXPECT_EQ(facts_of("gfx942").triple, "amdgcn-amd-amdhsa");
    EXPECT_EQ(facts_of("gfx942").bundle_prefix, "hipv4-amdgcn-amd-amdhsa--");
    EXPECT_EQ(facts_of("sm_90").bundle_prefix, "hipv4-nvptx64-nvidia-cuda--");
}

}  // namespace kiln::target
