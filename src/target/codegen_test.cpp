// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Each backend's codegen seam in-process, no compile: the switch, limits and their errors, the
// kernel's own features, the source features compared, and the advice after a failed compile.
#include "target/codegen.hpp"

#include <gtest/gtest.h>

namespace kiln::target {

namespace {

manifest::TargetId id(const std::string& s) {
    auto t = manifest::parse_target_id(s);
    EXPECT_TRUE(t.has_value()) << s;
    return *t;
}

}  // namespace

TEST(Codegen, OneSwitchOneBackendEach) {
    for (const Facts& f : all()) EXPECT_EQ(&codegen(f.kind).facts(), &f);
}

TEST(Codegen, LimitsAndTheirErrors) {
    auto gfx942 = codegen(Kind::amdgpu).limits(id("gfx942"));
    ASSERT_TRUE(gfx942);
    EXPECT_EQ(gfx942->max_vgprs, 512u);
    EXPECT_EQ(gfx942->wavefront_size, 64u);
    auto sm90 = codegen(Kind::nvptx).limits(id("sm_90"));
    ASSERT_TRUE(sm90);
    EXPECT_TRUE(sm90->clusters);
    EXPECT_EQ(sm90->max_registers, 255u);
    auto sm70 = codegen(Kind::nvptx).limits(id("sm_70"));
    ASSERT_FALSE(sm70);
    EXPECT_NE(sm70.error().find("unknown or unsupported NVIDIA target 'sm_70'"), std::string::npos);
}

TEST(Codegen, Wave64OnGfx10AndLaterOnly) {
    EXPECT_EQ(codegen(Kind::amdgpu).kernel_features(id("gfx1100"), 64), std::vector<std::string>{"+wavefrontsize64"});
    EXPECT_TRUE(codegen(Kind::amdgpu).kernel_features(id("gfx1100"), 32).empty());
    EXPECT_TRUE(codegen(Kind::amdgpu).kernel_features(id("gfx942"), 64).empty());
    EXPECT_TRUE(codegen(Kind::nvptx).kernel_features(id("sm_90"), 64).empty());
}

TEST(Codegen, PtxVersionIsNotASubtarget) {
    EXPECT_EQ(codegen(Kind::nvptx).comparable_features("+ptx88,+sm_90"), "+sm_90");
    EXPECT_EQ(codegen(Kind::nvptx).comparable_features("+ptx88"), "");
    EXPECT_EQ(codegen(Kind::amdgpu).comparable_features("+xnack,-sramecc"), "+xnack,-sramecc");
}

TEST(Codegen, ArchSpecificAdviceOnNvidiaOnly) {
    const std::vector<std::string> errors = {
        "something else", "LLVM fatal error (stage: codegen): Cannot select: intrinsic %llvm.nvvm.wgmma.fence.sync.aligned"};
    auto a = codegen(Kind::nvptx).advice(id("sm_90"), errors, "sm_90a");
    ASSERT_TRUE(a);
    EXPECT_EQ(a->target.processor, "sm_90a");
    EXPECT_EQ(a->target.id.value, "sm_90a");
    EXPECT_EQ(a->error, 1u);
    EXPECT_EQ(a->message,
              "the kernel uses 'llvm.nvvm.wgmma.fence.sync.aligned', an arch-specific instruction of sm_90a that sm_90 does not "
              "have (LLVM: Cannot select: intrinsic %llvm.nvvm.wgmma.fence.sync.aligned); the source was written for sm_90a "
              "(its target-cpu): list the target 'sm_90a' in [bundle] targets");
    EXPECT_FALSE(codegen(Kind::nvptx).advice(id("sm_90a"), errors, ""));
    EXPECT_FALSE(codegen(Kind::nvptx).advice(id("sm_90"), std::span(errors).first(1), ""));
    EXPECT_FALSE(codegen(Kind::amdgpu).advice(id("gfx942"), errors, ""));
}

}  // namespace kiln::target
