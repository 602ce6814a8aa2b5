// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The registry's value checks, one test per error class with its exact message.
#include <gtest/gtest.h>

#include "manifest/registry.hpp"
#include "manifest/resolve.hpp"
#include "manifest/validate.hpp"

namespace kiln::manifest {

namespace {

// gfx942 as compile::target_limits gives it (LLVM 22's figures).
TargetLimits gfx942() {
    TargetLimits l;
    l.processor = "gfx942";
    l.max_waves_per_eu = 8;
    l.simds_per_cu = 4;
    l.wavefront_size = 64;
    l.max_vgprs = 512;
    l.max_arch_vgprs = 256;
    l.max_agprs = 256;
    l.max_sgprs = 102;
    l.lds_bytes = 65536;
    l.max_workgroup_size = 1024;
    return l;
}

const std::string k_target = "gfx942";

std::string check(std::string_view name, std::string_view value, std::int64_t block = 256, std::int64_t flat_max = 256) {
    TargetLimits l = gfx942();
    auto r = check_attr_value("amdgpu", name, value, AttrContext{l, k_target, block, flat_max});
    return r ? *r : "ok";
}

}  // namespace

TEST(Registry, FlatWorkGroupSize) {
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "256,256"), "ok");
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "1, 1024"), "ok");
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "256"),
              "invalid amdgpu-flat-work-group-size '256': expected \"min,max\" (integers)");
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "a,b"),
              "invalid amdgpu-flat-work-group-size 'a,b': expected \"min,max\" (integers)");
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "512,256"),
              "invalid amdgpu-flat-work-group-size '512,256': needs 1 <= min <= max <= 1024");
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "1,2048"),
              "invalid amdgpu-flat-work-group-size '1,2048': needs 1 <= min <= max <= 1024");
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "1,128", 256),
              "invalid amdgpu-flat-work-group-size '1,128': block_size 256 lies outside it; the launch would fail");
}

TEST(Registry, WavesPerEu) {
    EXPECT_EQ(check("amdgpu-waves-per-eu", "2"), "ok");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "1,8"), "ok");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "9"), "invalid amdgpu-waves-per-eu '9' for gfx942: the minimum must be in 1..8");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "0"),
              "invalid amdgpu-waves-per-eu '0' for gfx942: the minimum must be in 1..8: LLVM 22 takes 0 and ignores the whole attribute");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "4,2"), "invalid amdgpu-waves-per-eu '4,2' for gfx942: the maximum must be in 4..8");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "1,2,3"), "invalid amdgpu-waves-per-eu '1,2,3': expected \"min[,max]\" (integers)");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "2", 1024, 1024),
              "invalid amdgpu-waves-per-eu '2' for gfx942: the minimum is below the 4 waves per EU that a block of up to "
              "1024 threads needs; LLVM would ignore the attribute");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "4", 1024, 1024), "ok");
}

TEST(Registry, MaxNumWorkgroups) {
    EXPECT_EQ(check("amdgpu-max-num-workgroups", "64,1,1"), "ok");
    EXPECT_EQ(check("amdgpu-max-num-workgroups", "64,1"),
              "invalid amdgpu-max-num-workgroups '64,1': expected \"x,y,z\" (positive integers)");
    EXPECT_EQ(check("amdgpu-max-num-workgroups", "64,0,1"),
              "invalid amdgpu-max-num-workgroups '64,0,1': each count must be in 1..4294967295");
}

TEST(Registry, AgprAlloc) {
    EXPECT_EQ(check("amdgpu-agpr-alloc", "0"), "ok");
    EXPECT_EQ(check("amdgpu-agpr-alloc", "0,256"), "ok");
    EXPECT_EQ(check("amdgpu-agpr-alloc", "257"), "invalid amdgpu-agpr-alloc '257' for gfx942: the minimum must be in 0..256");
    EXPECT_EQ(check("amdgpu-agpr-alloc", "64,32"), "invalid amdgpu-agpr-alloc '64,32' for gfx942: the maximum must be in 64..256");
}

TEST(Registry, RegisterCounts) {
    EXPECT_EQ(check("amdgpu-num-vgpr", "128"), "ok");
    EXPECT_EQ(check("amdgpu-num-vgpr", "256"), "ok");
    EXPECT_EQ(check("amdgpu-num-vgpr", "300"),
              "invalid amdgpu-num-vgpr '300' for gfx942: must be in 1..256 (the architectural VGPRs; LLVM reserves as "
              "many AGPRs beside them)");
    EXPECT_EQ(check("amdgpu-num-sgpr", "64"), "ok");
    EXPECT_EQ(check("amdgpu-num-sgpr", "200"),
              "invalid amdgpu-num-sgpr '200' for gfx942: must be in 1..102 (the addressable SGPRs)");
    EXPECT_EQ(check("amdgpu-num-sgpr", "1,2"), "invalid amdgpu-num-sgpr '1,2': expected one integer");
}

TEST(Registry, SchedStrategyAndBooleans) {
    for (auto s : sched_strategies()) EXPECT_EQ(check("amdgpu-sched-strategy", s), "ok");
    EXPECT_EQ(check("amdgpu-sched-strategy", "fast"),
              "invalid amdgpu-sched-strategy 'fast': expected one of 'max-ilp', 'max-memory-clause', 'iterative-ilp', "
              "'iterative-minreg', 'iterative-maxocc'");
    for (auto name : {"amdgpu-ieee", "amdgpu-dx10-clamp", "uniform-work-group-size"}) {
        EXPECT_EQ(check(name, "true"), "ok");
        EXPECT_EQ(check(name, "false"), "ok");
        EXPECT_EQ(check(name, "yes"), "invalid " + std::string(name) + " 'yes': expected \"true\" or \"false\"");
    }
}

TEST(Registry, ParseIntList) {
    EXPECT_EQ(parse_int_list("1,2"), (std::vector<std::int64_t>{1, 2}));
    EXPECT_EQ(parse_int_list(" 3 , 4 "), (std::vector<std::int64_t>{3, 4}));
    EXPECT_FALSE(parse_int_list(""));
    EXPECT_FALSE(parse_int_list("1,"));
    EXPECT_FALSE(parse_int_list("1x"));
}

// LLVM reads attribute integers with base auto-detection ("0256" is octal 174) and does not trim
// single values: kiln takes only what both read the same way.
TEST(Registry, OnlyPlainDecimalWhereLlvmWouldReadOtherwise) {
    EXPECT_EQ(check("amdgpu-flat-work-group-size", "0256,0256"),
              "invalid amdgpu-flat-work-group-size '0256,0256': '0256' has a leading zero: LLVM reads it as octal (174); "
              "write '256'");
    EXPECT_EQ(check("amdgpu-num-vgpr", "0100"),
              "invalid amdgpu-num-vgpr '0100': '0100' has a leading zero: LLVM reads it as octal (64); write '100'");
    EXPECT_EQ(check("amdgpu-num-vgpr", "0900"),
              "invalid amdgpu-num-vgpr '0900': '0900' has a leading zero: LLVM reads it as octal; write '900'");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "0x2"),
              "invalid amdgpu-waves-per-eu '0x2': '0x2' is not decimal: LLVM reads it in base 16; write the value in decimal");
    EXPECT_EQ(check("amdgpu-max-num-workgroups", "1,0b1,1"),
              "invalid amdgpu-max-num-workgroups '1,0b1,1': '0b1' is not decimal: LLVM reads it in base 2; write the value in "
              "decimal");
    EXPECT_EQ(check("amdgpu-agpr-alloc", "00"),
              "invalid amdgpu-agpr-alloc '00': '00' has a leading zero: LLVM reads it as octal (0); write '0'");
    EXPECT_EQ(check("amdgpu-num-sgpr", " 64"),
              "invalid amdgpu-num-sgpr ' 64': spaces around the number, which LLVM cannot parse in this attribute; write '64'");
    EXPECT_EQ(check("amdgpu-num-sgpr", "+64"), "invalid amdgpu-num-sgpr '+64': expected one integer");
    EXPECT_EQ(check("amdgpu-num-sgpr", "64k"), "invalid amdgpu-num-sgpr '64k': expected one integer");
    EXPECT_EQ(check("amdgpu-waves-per-eu", "2 , 4"), "ok");  // LLVM trims list parts
    EXPECT_EQ(check("amdgpu-agpr-alloc", "0"), "ok");
}

TEST(Validate, PointsAtTheValueAndChecksIntentAndLds) {
    ResolvedKernel k;
    k.name = "gemm";
    k.target_id = "gfx942";
    k.source.value = "k.ll";
    k.language.value = "ir";
    k.block_size = {1024, Origin::kernel, {"m.toml", 5, 14, 4}};
    k.dynamic_lds = {70000, Origin::kernel, {"m.toml", 6, 15, 5}};
    k.min_blocks_per_cu = Setting<std::int64_t>{3, Origin::kernel, {"m.toml", 7, 21, 1}};
    k.defines = {{"N=1"}, Origin::defaults, {"m.toml", 2, 11, 7}};
    k.attrs = {{"amdgpu", "amdgpu-flat-work-group-size", "1024,1024", Origin::builtin, {}, true, {}},
               {"amdgpu", "amdgpu-num-vgpr", "1000", Origin::kernel, {"m.toml", 8, 40, 6}, true, {}},
               {"amdgpu", "amdgpu-waves-per-eu", "12", Origin::intent, {"m.toml", 7, 21, 1}, true, {}},
               {"amdgpu", "amdgpu-whatever", "x", Origin::kernel, {"m.toml", 9, 1, 1}, false, {}}};
    diag::Diagnostics d;
    validate(k, gfx942(), d);
    ASSERT_EQ(d.all().size(), 4u) << d.render_all();
    EXPECT_EQ(d.all()[0].message,
              "invalid amdgpu-num-vgpr '1000' for gfx942: must be in 1..256 (the architectural VGPRs; LLVM reserves as "
              "many AGPRs beside them)");
    EXPECT_EQ(d.all()[0].pos.line, 8u);
    EXPECT_EQ(d.all()[1].message, "min_blocks_per_cu = 3 needs 12 waves per EU with 1024-thread blocks; gfx942 runs at most 8");
    EXPECT_EQ(d.all()[1].pos.line, 7u);
    EXPECT_EQ(d.all()[2].message, "dynamic_lds 70000 exceeds the 65536 bytes of LDS on gfx942");
    EXPECT_EQ(d.all()[3].severity, diag::Severity::warning);
    EXPECT_EQ(d.all()[3].message, "'defines' has no effect on LLVM IR sources");
}

}  // namespace kiln::manifest

// nvptx: every error class with its exact message (sm_90 and sm_80 as compile::target_limits gives them).
namespace kiln::manifest {

namespace {

TargetLimits sm(bool sm90) {
    TargetLimits l;
    l.processor = sm90 ? "sm_90" : "sm_80";
    l.max_workgroup_size = 1024;
    l.lds_bytes = sm90 ? 232448 : 166912;
    l.max_blocks_per_sm = 32;
    l.max_threads_per_sm = 2048;
    l.min_registers = 24;
    l.max_registers = 255;
    l.clusters = sm90;
    l.wavefront_size = 32;
    return l;
}

std::string nv(std::string_view name, std::string_view value, std::int64_t block = 256, std::int64_t bound = 256, bool sm90 = true) {
    const TargetLimits l = sm(sm90);
    const std::string target = l.processor;
    auto r = check_attr_value("nvptx", name, value, AttrContext{l, target, block, bound});
    return r ? *r : "ok";
}

}  // namespace

TEST(RegistryNvptx, ThreadBounds) {
    EXPECT_EQ(nv("nvvm.maxntid", "256"), "ok");
    EXPECT_EQ(nv("nvvm.maxntid", "16,16"), "ok");
    EXPECT_EQ(nv("nvvm.maxntid", "8,8,4", 256), "ok");
    EXPECT_EQ(nv("nvvm.maxntid", "128"), "invalid nvvm.maxntid '128': block_size 256 exceeds its 128 threads; the launch would fail");
    EXPECT_EQ(nv("nvvm.maxntid", "32,64"), "invalid nvvm.maxntid '32,64': 2048 threads exceed the 1024 of a block");
    EXPECT_EQ(nv("nvvm.maxntid", "2048"), "invalid nvvm.maxntid '2048': each dimension must be in 1..1024");
    EXPECT_EQ(nv("nvvm.maxntid", "1,2,3,4"), "invalid nvvm.maxntid '1,2,3,4': expected \"x[,y[,z]]\" (positive integers)");
    EXPECT_EQ(nv("nvvm.maxntid", "abc"), "invalid nvvm.maxntid 'abc': expected \"x[,y[,z]]\" (positive integers)");
    EXPECT_EQ(nv("nvvm.maxntid", "0"), "invalid nvvm.maxntid '0': each dimension must be in 1..1024");
    EXPECT_EQ(nv("nvvm.maxntid", "4294967296"), "invalid nvvm.maxntid '4294967296': each dimension must be in 1..1024");
    EXPECT_EQ(nv("nvvm.reqntid", "256"), "ok");
    EXPECT_EQ(nv("nvvm.reqntid", "32,8"), "ok");
    EXPECT_EQ(nv("nvvm.reqntid", "512"),
              "invalid nvvm.reqntid '512': block_size 256 differs from the 512 threads it requires; the launch would fail");
    EXPECT_EQ(nv("nvvm.maxntid", "0x100"), "invalid nvvm.maxntid '0x100': '0x100' is not decimal: LLVM reads it in base 16; write the value in decimal");
}

TEST(RegistryNvptx, RegistersAndBlocksPerSm) {
    EXPECT_EQ(nv("nvvm.maxnreg", "64"), "ok");
    EXPECT_EQ(nv("nvvm.maxnreg", "24"), "ok");
    EXPECT_EQ(nv("nvvm.maxnreg", "255"), "ok");
    EXPECT_EQ(nv("nvvm.maxnreg", "16"),
              "invalid nvvm.maxnreg '16' for sm_90: must be in 24..255 (ptxas raises smaller values and ignores larger ones)");
    EXPECT_EQ(nv("nvvm.maxnreg", "300"),
              "invalid nvvm.maxnreg '300' for sm_90: must be in 24..255 (ptxas raises smaller values and ignores larger ones)");
    EXPECT_EQ(nv("nvvm.maxnreg", "-1"),
              "invalid nvvm.maxnreg '-1' for sm_90: must be in 24..255 (ptxas raises smaller values and ignores larger ones)");
    EXPECT_EQ(nv("nvvm.maxnreg", " 64"), "invalid nvvm.maxnreg ' 64': spaces around the number, which LLVM cannot parse in this attribute; write '64'");
    EXPECT_EQ(nv("nvvm.minctasm", "8"), "ok");
    EXPECT_EQ(nv("nvvm.minctasm", "9"),
              "invalid nvvm.minctasm '9' for sm_90: 9 blocks of up to 256 threads exceed the 2048 threads of an SM; ptxas would ignore it");
    EXPECT_EQ(nv("nvvm.minctasm", "33", 32, 32), "invalid nvvm.minctasm '33' for sm_90: must be in 1..32 (the blocks one SM holds)");
    EXPECT_EQ(nv("nvvm.minctasm", "0"), "invalid nvvm.minctasm '0' for sm_90: must be in 1..32 (the blocks one SM holds)");
    EXPECT_EQ(nv("nvvm.minctasm", "2,3"), "invalid nvvm.minctasm '2,3': expected one integer");
}

TEST(RegistryNvptx, ClustersOnlyOnSm90) {
    EXPECT_EQ(nv("nvvm.cluster_dim", "2,1,1"), "ok");
    EXPECT_EQ(nv("nvvm.cluster_dim", "4,4"), "invalid nvvm.cluster_dim '4,4' for sm_90: a cluster of 16 blocks exceeds the portable maximum of 8");
    EXPECT_EQ(nv("nvvm.maxclusterrank", "8"), "ok");
    EXPECT_EQ(nv("nvvm.maxclusterrank", "9"), "invalid nvvm.maxclusterrank '9' for sm_90: must be in 1..8 (the portable cluster size)");
    EXPECT_EQ(nv("nvvm.cluster_dim", "2", 256, 256, false),
              "invalid nvvm.cluster_dim '2' for sm_80: thread block clusters need sm_90 or later; LLVM would drop the attribute without a word");
    EXPECT_EQ(nv("nvvm.maxclusterrank", "2", 256, 256, false),
              "invalid nvvm.maxclusterrank '2' for sm_80: thread block clusters need sm_90 or later; LLVM would drop the attribute without a word");
}

TEST(RegistryNvptx, KnownAttributes) {
    const auto attrs = known_attributes("nvptx");
    EXPECT_EQ(attrs.size(), 6u);
    EXPECT_EQ(known_backends().size(), 2u);
}

}  // namespace kiln::manifest
