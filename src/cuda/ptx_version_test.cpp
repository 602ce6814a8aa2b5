// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The PTX ISA version kiln writes: LLVM's unless a kernel's parameters need more.
#include <gtest/gtest.h>

#include "cuda/ptx_version.hpp"

namespace kiln::cuda {

namespace {
Toolkit toolkit(int major, int minor) {
    Toolkit t;
    t.major = major, t.minor = minor;
    t.version = std::to_string(major) + "." + std::to_string(minor) + ".0";
    t.ptxas = "/cuda/bin/ptxas";
    return t;
}
const std::string k_header = ".version 7.8\n.target sm_90\n.address_size 64\n";
}  // namespace

TEST(PtxVersion, NewestOfARelease) {
    EXPECT_EQ(newest_ptx_isa(toolkit(10, 2)), 0);
    EXPECT_EQ(newest_ptx_isa(toolkit(11, 8)), 78);
    EXPECT_EQ(newest_ptx_isa(toolkit(12, 0)), 80);
    EXPECT_EQ(newest_ptx_isa(toolkit(12, 7)), 85);
    EXPECT_EQ(newest_ptx_isa(toolkit(13, 0)), 90);
    EXPECT_EQ(newest_ptx_isa(toolkit(14, 2)), 90);
}

TEST(PtxVersion, ParameterBytesAsPtxasLaysThemOut) {
    const auto e = entry_parameter_bytes(k_header +
                                         ".visible .entry big(\n\t.param .align 4 .b8 big_param_0[32000],\n"
                                         "\t.param .u64 .ptr .align 1 big_param_1\n)\n{\n\tret;\n}\n"
                                         ".entry small(\n\t.param .b32 small_param_0,\n\t.param .b64 small_param_1,\n"
                                         "\t.param .align 16 .b8 small_param_2[12],\n\t.param .b16 small_param_3\n)\n{\n\tret;\n}\n"
                                         ".visible .entry none()\n{\n\tret;\n}\n");
    ASSERT_EQ(e.size(), 3u);
    EXPECT_EQ(e[0].name, "big");
    EXPECT_EQ(e[0].bytes, 32008u);  // ptxas 13.0: "uses too much parameter space (0x7d08 bytes, 0x1100 max)"
    EXPECT_EQ(e[1].bytes, 4u + 4u + 8u + 12u + 2u);  // .b64 at 8, the array at 16, .b16 at 28
    EXPECT_EQ(e[2].name, "none");
    EXPECT_EQ(e[2].bytes, 0u);
}

TEST(PtxVersion, RaisedOnlyForLargeParameters) {
    const std::string small = k_header + ".visible .entry k(\n\t.param .align 4 .b8 k_param_0[4352]\n)\n{\n\tret;\n}\n";
    EXPECT_EQ(*fit_ptx_version(small, toolkit(13, 0)), small);
    const std::string large = k_header + ".visible .entry k(\n\t.param .align 4 .b8 k_param_0[4353]\n)\n{\n\tret;\n}\n";
    auto raised = fit_ptx_version(large, toolkit(12, 1));
    ASSERT_TRUE(raised.ok()) << raised.error();
    EXPECT_EQ(*raised, ".version 8.1" + large.substr(large.find('\n')));
    EXPECT_EQ(*fit_ptx_version(*raised, toolkit(13, 0)), *raised);
    auto old = fit_ptx_version(large, toolkit(11, 8));
    ASSERT_FALSE(old.ok());
    EXPECT_EQ(old.error(), "kernel 'k' takes 4353 bytes of parameters, more than 4352: that needs PTX ISA 8.1, which ptxas 11.8.0 "
                           "(/cuda/bin/ptxas) does not take (its newest is 7.8); build with the ptxas of CUDA 12.1 or later "
                           "(--cuda-path DIR or [bundle] cuda_path)");
}

TEST(PtxVersion, RaisedToWhatPtxasAsksForInlineAssembly) {
    const std::string ptx = k_header + ".visible .entry k()\n{\n\tret;\n}\n";
    // ptxas 13.0's words for CUDA 13's libcu++ (cuda::memcpy_async with a cuda::barrier).
    const std::string log = "ptxas /tmp/k.ptx, line 579; error   : Feature 'cp.async.bulk' requires PTX ISA .version 8.0 or later\n"
                            "ptxas /tmp/k.ptx, line 582; error   : Feature 'scopes on mbarrier operations' requires PTX ISA .version 8.6 or later\n";
    const auto raised = raise_for_ptxas(ptx, log, toolkit(13, 0));
    ASSERT_TRUE(raised);
    EXPECT_EQ(*raised, ".version 8.6" + ptx.substr(ptx.find('\n')));
    EXPECT_FALSE(raise_for_ptxas(ptx, log, toolkit(12, 4)));  // its ptxas takes 8.4 at most
    EXPECT_FALSE(raise_for_ptxas(ptx, "ptxas fatal   : Unresolved extern function 'f'\n", toolkit(13, 0)));
    EXPECT_FALSE(raise_for_ptxas(*raised, log, toolkit(13, 0)));  // already there: no second try
    EXPECT_FALSE(raise_for_ptxas(ptx, "requires PTX ISA .version 7.0 or later", toolkit(13, 0)));  // not above the PTX's own
}

}  // namespace kiln::cuda
