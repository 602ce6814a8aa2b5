// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The backends' report curves: every curve, expanded value by value, is the occupancy model at
// that value (the bisection's monotonicity assumption checked on each target's whole axis), and
// the kernel's own point is its record's occupancy.
#include <gtest/gtest.h>

#include "target/backend.hpp"
#include "target/nvptx/nvptx.hpp"

namespace kiln::target {

namespace {

// A record as the build makes one: the compiled figures, the launch, the backend's occupancy.
codeobj::KernelRecord make_record(const codeobj::KernelInfo& info, const std::string& target, std::int64_t block,
                                  std::int64_t dynamic, occupancy::Profile profile, std::pair<int, int> launch = {-1, -1}) {
    codeobj::KernelRecord r;
    r.resources = info;
    r.block_size = block;
    r.dynamic_lds = dynamic;
    r.profile = profile;
    std::tie(r.shared_carveout, r.max_dynamic_lds) = launch;
    backend_for(target).add_occupancy(r, target);
    return r;
}

codeobj::KernelInfo amd_info(const char* name, int vgprs, int agprs, int sgprs, int lds, int max_block, int wave) {
    codeobj::KernelInfo i;
    i.name = name;
    i.vgpr_count = vgprs;
    i.agpr_count = agprs;
    i.sgpr_count = sgprs;
    i.group_segment_fixed_size = lds;
    i.max_flat_workgroup_size = max_block;
    i.wavefront_size = wave;
    return i;
}

// Each curve against the model evaluated directly at every value of its axis.
void expect_curves_exact(const codeobj::KernelRecord& k, const std::string& target) {
    const std::vector<Curve> curves = backend_for(target).curves(k, target);
    ASSERT_EQ(curves.size(), 3u) << target;
    const bool nvidia = is_nvidia(target);
    for (const Curve& c : curves) {
        ASSERT_FALSE(c.steps.empty());
        EXPECT_EQ(c.steps.front().from, c.lo);
        EXPECT_EQ(c.steps.back().to, std::max(c.hi, c.at));
        int expected_next = c.lo;
        for (const auto& st : c.steps) {
            ASSERT_EQ(st.from, expected_next) << c.resource;
            expected_next = st.to + 1;
            for (int v = st.from; v <= st.to; ++v) {
                int model = 0, waves = 0;
                if (nvidia) {
                    occupancy::cuda::Input x = nvptx::occupancy_input(k, target);
                    if (c.resource == "registers") x.registers = v;
                    else if (c.resource == "block size") x.block_size = v;
                    else x.dynamic_shared = std::max(0, v - x.static_shared);
                    x.max_dynamic_shared = occupancy::cuda::loader_max_dynamic_shared(x.static_shared, x.dynamic_shared,
                                                                                     static_cast<int>(k.max_dynamic_lds));
                    const occupancy::cuda::Result m = occupancy::cuda::blocks_per_sm(x);
                    model = m.blocks_per_sm;
                    waves = m.warps_per_sm;
                } else {
                    const auto& r = k.resources;
                    occupancy::Input x{occupancy::arch_from_name(target.c_str()), static_cast<int>(r.vgpr_count),
                                       static_cast<int>(r.sgpr_count), static_cast<int>(r.group_segment_fixed_size),
                                       static_cast<int>(k.block_size), static_cast<int>(k.dynamic_lds), k.profile,
                                       static_cast<int>(r.wavefront_size)};
                    if (c.resource.rfind("VGPRs", 0) == 0) x.vgprs = v;
                    else if (c.resource == "block size") x.block_size = v;
                    else x.lds = v, x.dynamic_lds = 0;
                    const occupancy::Result m = occupancy::max_blocks_per_cu(x);
                    model = m.blocks_per_cu;
                    waves = m.waves_per_simd;
                }
                ASSERT_EQ(st.at.blocks, model) << target << " " << c.resource << " at " << v;
                ASSERT_EQ(st.at.waves, waves) << target << " " << c.resource << " at " << v;
                // Where the axis keeps the block, waves follow from blocks by the curve's rule.
                if (c.waves_per_block > 0) {
                    ASSERT_EQ(waves, (model * c.waves_per_block + c.simds - 1) / c.simds) << target << " " << c.resource;
                }
                ASSERT_LE(waves, c.max_waves) << target << " " << c.resource;
            }
            if (st.from <= c.at && c.at <= st.to) {
                EXPECT_EQ(st.at, c.at_point) << target << " " << c.resource;
            }
            if (c.next_at >= 0 && st.from <= c.next_at && c.next_at <= st.to) {
                EXPECT_EQ(st.at, c.next) << target << " " << c.resource;
            }
        }
        EXPECT_EQ(c.waves_per_block > 0, c.resource != "block size") << target << " " << c.resource;
        EXPECT_EQ(c.max_waves, backend_for(target).max_waves(k, target)) << target << " " << c.resource;
        // The kernel's own point is the record's occupancy.
        EXPECT_EQ(c.at_point.blocks, k.hip.blocks_per_cu) << target << " " << c.resource;
        EXPECT_EQ(c.at_point.waves, k.hip.waves_per_simd) << target << " " << c.resource;
    }
}


}  // namespace

TEST(Curves, AmdCurvesAreTheModelAtEveryValue) {
    struct Case {
        const char* target;
        codeobj::KernelInfo info;
        int block, dynamic;
    };
    const Case cases[] = {
        {"gfx942", amd_info("tile", 148, 0, 24, 0, 256, 64), 256, 0},
        {"gfx942", amd_info("mfma", 256, 128, 40, 16384, 1024, 64), 512, 4096},
        {"gfx950", amd_info("big_lds", 64, 0, 30, 81920, 1024, 64), 128, 1000},
        {"gfx908", amd_info("old", 100, 0, 90, 300, 1024, 64), 192, 0},
        {"gfx90a", amd_info("a", 130, 2, 102, 0, 1024, 64), 64, 0},
        {"gfx1100", amd_info("w32", 90, 0, 20, 2048, 1024, 32), 96, 0},
        {"gfx1030", amd_info("w64", 40, 0, 20, 0, 1024, 64), 1024, 0},
    };
    for (const Case& c : cases) {
        const codeobj::KernelRecord k = make_record(c.info, c.target, c.block, c.dynamic, occupancy::Profile::v6_4);
        expect_curves_exact(k, c.target);
    }
    // Unified VGPRs: the AGPR split is marked where the kernel's AGPRs start.
    const codeobj::KernelRecord mfma = make_record(cases[1].info, "gfx942", 512, 4096, occupancy::Profile::v6_4);
    EXPECT_EQ(backend(Kind::amdgpu).curves(mfma, "gfx942")[0].split, 128);
    // No model, no curves ("n/a" in the page).
    EXPECT_TRUE(backend(Kind::amdgpu).curves(make_record(cases[0].info, "gfx1200", 256, 0, occupancy::Profile::v6_4), "gfx1200").empty());
}

TEST(Curves, NvidiaCurvesAreTheModelAtEveryValue) {
    codeobj::KernelInfo i;
    i.name = "tile";
    i.registers = 64;
    i.group_segment_fixed_size = 8192;
    i.max_flat_workgroup_size = 1024;
    i.wavefront_size = 32;
    for (const char* target : {"sm_80", "sm_86", "sm_89", "sm_90"}) {
        expect_curves_exact(make_record(i, target, 256, 0, occupancy::Profile::v6_4), target);
        expect_curves_exact(make_record(i, target, 128, 60000, occupancy::Profile::v6_4), target);
        // A carveout and a raised maximum, as the manifest's shared_carveout / max_dynamic_lds.
        expect_curves_exact(make_record(i, target, 512, 20000, occupancy::Profile::v6_4, {25, 30000}), target);
    }
}

// The front end's questions: which clang language a manifest language becomes, and the driver
// arguments each backend adds.
TEST(FrontEnd, LanguagesAndDriverArguments) {
    const Backend& amd = backend(Kind::amdgpu);
    const Backend& nvidia = backend(Kind::nvptx);
    EXPECT_EQ(amd.clang_language("hip"), ClangLanguage::hip);
    EXPECT_EQ(amd.clang_language("cuda"), ClangLanguage::hip);  // as hipcc builds .cu
    EXPECT_EQ(amd.clang_language("opencl"), ClangLanguage::opencl);
    EXPECT_EQ(nvidia.clang_language("cuda"), ClangLanguage::cuda);
    EXPECT_EQ(nvidia.clang_language("hip"), ClangLanguage::cuda);
    EXPECT_EQ(nvidia.clang_language("opencl"), ClangLanguage::none);
    EXPECT_EQ(amd.clang_target_args(5, false), std::vector<std::string>{"-mcode-object-version=5"});
    EXPECT_EQ(amd.clang_target_args(6, true), (std::vector<std::string>{"-mcode-object-version=6", "-mwavefrontsize64"}));
    EXPECT_TRUE(nvidia.clang_target_args(5, true).empty());
}

// The loader header's fields beyond every kernel's: NVIDIA's four, in KernelFigures' order.
TEST(Loader, NvidiaFiguresOnly) {
    codeobj::KernelRecord k;
    k.resources.registers = 40;
    k.resources.barriers = 2;
    k.shared_carveout = 50;
    k.max_dynamic_lds = -1;
    EXPECT_TRUE(backend(Kind::amdgpu).loader_figures(k).empty());
    std::vector<std::int64_t> values;
    for (const Figure& f : backend(Kind::nvptx).loader_figures(k)) values.push_back(f.value.value_or(-99));
    EXPECT_EQ(values, (std::vector<std::int64_t>{40, 2, 50, -1}));
}

}  // namespace kiln::target

// The speed estimate's mix of a kernel's PTX: the loops' instructions, the most bytes a thread
// loads from global memory in one iteration of a loop (vector width x element size; cp.async its
// size operand) and the loops that load (passes); a load outside the loops counts in none.
TEST(InstructionMix, LoopsLoadBytesAndPasses) {
    const char* ptx = R"(
.visible .entry k(.param .u64 k_param_0)
{
	ld.global.f64 	%fd9, [%rd1];
$L__BB0_1:
	ld.global.nc.v4.f32 	{%f1, %f2, %f3, %f4}, [%rd2];
	ld.global.u16 	%rs1, [%rd3];
	@%p1 bra 	$L__BB0_1;
	bar.sync 	0;
$L__BB0_2:
	cp.async.cg.shared.global [%r1], [%rd4], 16;
	ld.shared.f32 	%f5, [%r2];
	fma.rn.f32 	%f6, %f5, %f5, %f6;
	@%p2 bra 	$L__BB0_2;
$L__BB0_3:
	st.global.f32 	[%rd5], %f6;
	@%p3 bra 	$L__BB0_3;
	ret;
}
)";
    const kiln::codeobj::InstructionMix mix = kiln::target::nvptx::ptx_instruction_mix(ptx);
    EXPECT_TRUE(mix.known);
    EXPECT_EQ(mix.fma, 1);
    EXPECT_EQ(mix.shared_loads, 1);
    EXPECT_EQ(mix.global_loads, 3);
    EXPECT_EQ(mix.load_bytes, 18);  // 4 x 4 + 2 in the first loop; 16 in the second
    EXPECT_EQ(mix.passes, 2);       // the third loop only stores
}
