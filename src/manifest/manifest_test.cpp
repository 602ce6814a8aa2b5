#include <gtest/gtest.h>

#include <fstream>

#include "manifest/manifest.hpp"
#include "manifest/resolve.hpp"
#include "util/file.hpp"

namespace kiln::manifest {

namespace {

// A manifest in a fresh directory beside an (empty) kernel source "k.ll".
class ManifestTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto d = util::TempDir::create("kiln-manifest-test-");
        ASSERT_TRUE(d.ok());
        m_dir.emplace(std::move(d).value());
        std::ofstream(m_dir->path() / "k.ll") << "";
    }
    std::optional<Manifest> load_text(const std::string& text) {
        path = m_dir->path() / "kiln.toml";
        std::ofstream(path) << text;
        diags.clear();
        return load(path, diags);
    }
    // Rendered diagnostics with the temp directory replaced by "DIR".
    std::string rendered() const {
        std::string s = diags.render_all();
        const std::string dir = m_dir->path().string();
        for (std::size_t at; (at = s.find(dir)) != std::string::npos;) s.replace(at, dir.size(), "DIR");
        return s;
    }

    std::optional<util::TempDir> m_dir;
    std::filesystem::path path;
    diag::Diagnostics diags;
};

constexpr const char* k_valid = R"([bundle]
name = "attn"
targets = ["gfx942", "gfx950:xnack-"]

[defaults]
block_size = 128
source = "k.ll"
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "1,2" }

[kernels.zeta]
block_size = 64

[kernels.alpha]
symbol = "alpha_impl"
dynamic_lds = 4096
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2,4", "amdgpu-flat-work-group-size" = "1,256" }
)";

}  // namespace

TEST_F(ManifestTest, LoadsAValidManifestWithPositions) {
    auto m = load_text(k_valid);
    ASSERT_TRUE(m) << rendered();
    EXPECT_EQ(m->bundle.name.value, "attn");
    EXPECT_EQ(m->bundle.code_object_version.value, 5);
    ASSERT_EQ(m->bundle.targets.size(), 2u);
    EXPECT_EQ(m->bundle.targets[1].processor, "gfx950");
    EXPECT_EQ(m->bundle.targets[1].features, std::vector<std::string>{"-xnack"});
    ASSERT_EQ(m->kernels.size(), 2u);
    // Manifest order, not alphabetical.
    EXPECT_EQ(m->kernels[0].name.value, "zeta");
    EXPECT_EQ(m->kernels[1].name.value, "alpha");
    EXPECT_EQ(m->kernels[1].settings.dynamic_lds->value, 4096);
    EXPECT_EQ(m->kernels[1].settings.dynamic_lds->pos.line, 15u);
    EXPECT_EQ(m->kernels[1].settings.dynamic_lds->pos.column, 15u);
    EXPECT_EQ(m->defaults.source->value, m_dir->path() / "k.ll");
}

TEST_F(ManifestTest, ResolveLayersBuiltinDefaultsKernelAndTarget) {
    auto m = load_text(std::string(k_valid) + R"(
[kernels.alpha.target."gfx950:xnack-"]
block_size = 512
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "3" }
)");
    ASSERT_TRUE(m) << rendered();
    ResolvedKernel zeta = resolve(*m, m->kernels[0], m->bundle.targets[0], 4, 64);
    EXPECT_EQ(zeta.symbol.value, "zeta");
    EXPECT_EQ(zeta.symbol.origin, Origin::builtin);
    EXPECT_EQ(zeta.block_size.value, 64);
    EXPECT_EQ(zeta.block_size.origin, Origin::kernel);
    EXPECT_EQ(zeta.source.origin, Origin::defaults);
    ASSERT_EQ(zeta.attrs.size(), 3u);
    EXPECT_EQ(zeta.attrs[0].name, "amdgpu-flat-work-group-size");
    EXPECT_EQ(zeta.attrs[0].value, "64,64");
    EXPECT_EQ(zeta.attrs[0].origin, Origin::builtin);
    EXPECT_TRUE(zeta.attrs[0].yields_to_source());
    EXPECT_EQ(zeta.attrs[1].value, "1,2");
    EXPECT_EQ(zeta.attrs[1].origin, Origin::defaults);
    EXPECT_EQ(zeta.attrs[1].pos.line, 8u);
    EXPECT_EQ(zeta.attrs[2].name, "uniform-work-group-size");
    EXPECT_EQ(zeta.attrs[2].value, "true");

    ResolvedKernel alpha = resolve(*m, m->kernels[1], m->bundle.targets[0], 4, 64);
    EXPECT_EQ(alpha.symbol.value, "alpha_impl");
    EXPECT_EQ(alpha.block_size.value, 128);
    EXPECT_EQ(alpha.block_size.origin, Origin::defaults);
    EXPECT_EQ(alpha.dynamic_lds.value, 4096);
    EXPECT_EQ(alpha.attrs[0].value, "1,256");
    EXPECT_EQ(alpha.attrs[0].origin, Origin::kernel);
    EXPECT_FALSE(alpha.attrs[0].yields_to_source());
    EXPECT_EQ(alpha.attrs[1].value, "2,4");
    EXPECT_EQ(alpha.attrs[1].origin, Origin::kernel);

    // The gfx950 table overrides the kernel for that target only.
    ResolvedKernel alpha950 = resolve(*m, m->kernels[1], m->bundle.targets[1], 4, 64);
    EXPECT_EQ(alpha950.block_size.value, 512);
    EXPECT_EQ(alpha950.block_size.origin, Origin::kernel_target);
    EXPECT_EQ(alpha950.find_attr("amdgpu", "amdgpu-waves-per-eu")->value, "3");
    EXPECT_EQ(alpha950.find_attr("amdgpu", "amdgpu-waves-per-eu")->origin, Origin::kernel_target);
    EXPECT_EQ(alpha950.find_attr("amdgpu", "amdgpu-flat-work-group-size")->value, "1,256");
}

TEST_F(ManifestTest, IntentLowersToWavesPerEuAndAnExpectation) {
    // ceil(N * ceil(B / 64) / 4) for several block sizes.
    EXPECT_EQ(intent_waves_per_eu(2, 256, 4, 64), 2);
    EXPECT_EQ(intent_waves_per_eu(1, 64, 4, 64), 1);
    EXPECT_EQ(intent_waves_per_eu(3, 64, 4, 64), 1);
    EXPECT_EQ(intent_waves_per_eu(5, 64, 4, 64), 2);
    EXPECT_EQ(intent_waves_per_eu(3, 128, 4, 64), 2);
    EXPECT_EQ(intent_waves_per_eu(1, 1024, 4, 64), 4);
    EXPECT_EQ(intent_waves_per_eu(2, 1024, 4, 64), 8);
    EXPECT_EQ(intent_waves_per_eu(2, 65, 4, 64), 1);

    auto m = load_text(R"([bundle]
name = "b"
targets = ["gfx942"]
[kernels.a]
source = "k.ll"
block_size = 512
min_blocks_per_cu = 3
[kernels.b]
source = "k.ll"
min_blocks_per_cu = 3
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "1" }
expect = { min_blocks_per_cu = 2 }
)");
    ASSERT_TRUE(m) << rendered();
    ResolvedKernel a = resolve(*m, m->kernels[0], m->bundle.targets[0], 4, 64);
    const ResolvedAttr* waves = a.find_attr("amdgpu", "amdgpu-waves-per-eu");
    ASSERT_TRUE(waves);
    EXPECT_EQ(waves->value, "6");
    EXPECT_EQ(waves->origin, Origin::intent);
    EXPECT_EQ(waves->pos.line, 7u);
    ASSERT_TRUE(a.expect.min_blocks_per_cu);
    EXPECT_EQ(a.expect.min_blocks_per_cu->value, 3);
    EXPECT_EQ(a.expect.min_blocks_per_cu->origin, Origin::intent);
    // An explicit attribute and an explicit expectation win over the intent.
    ResolvedKernel b = resolve(*m, m->kernels[1], m->bundle.targets[0], 4, 64);
    EXPECT_EQ(b.find_attr("amdgpu", "amdgpu-waves-per-eu")->value, "1");
    EXPECT_EQ(b.find_attr("amdgpu", "amdgpu-waves-per-eu")->origin, Origin::kernel);
    EXPECT_EQ(b.expect.min_blocks_per_cu->value, 2);
    EXPECT_EQ(b.expect.min_blocks_per_cu->origin, Origin::kernel);
}

TEST_F(ManifestTest, UnknownKeyGetsCaretAndSuggestion) {
    EXPECT_FALSE(load_text("[bundle]\nname = \"b\"\ntargets = [\"gfx942\"]\n\n[kernels.gemm]\nsource = \"k.ll\"\nbloc_size = 128\n"));
    EXPECT_EQ(rendered(),
              "DIR/kiln.toml:7:1: error: unknown key 'bloc_size' in kernel 'gemm'\n"
              "   7 | bloc_size = 128\n"
              "     | ^~~~~~~~~\n"
              "DIR/kiln.toml:7:1: note: did you mean 'block_size'?\n");
}

TEST_F(ManifestTest, ReportsEveryErrorOfTheFile) {
    EXPECT_FALSE(load_text(R"([bundle]
name = "my-bundle"
targets = ["gfx924", "gfx942:xnack", "gfx942", "gfx942"]
code_object_version = 3

[kernels.k]
source = "missing.ll"
block_size = 2048
fn_attrs.amdgpu = { "amdgpu-waves-per-eux" = "1", "amdgpu-num-vgpr" = 64 }
fn_attrs.nvptx = { "maxntid" = "1" }
)"));
    const std::string out = rendered();
    // gfx924 is checked later, against LLVM (pipeline tests).
    EXPECT_EQ(diags.error_count(), 9u) << out;
    // In file order, whatever order the checks ran in.
    for (std::size_t i = 1; i < diags.all().size(); ++i)
        EXPECT_LE(diags.all()[i - 1].pos.line, diags.all()[i].pos.line) << out;
    EXPECT_NE(out.find("   9 | fn_attrs.amdgpu = { \"amdgpu-waves-per-eux\" = \"1\", \"amdgpu-num-vgpr\" = 64 }\n"
                       "     |                     ^~~~~~~~~~~~~~~~~~~~~~\n"),
              std::string::npos) << out;
    for (const char* expected : {
             "kiln.toml:2:8: error: bundle name 'my-bundle' must be a C++ identifier\n",
             "kiln.toml:4:23: error: 'code_object_version' must be in 4..6, not 3\n",
             "kiln.toml:3:22: error: malformed target ID 'gfx942:xnack'; expected e.g. \"gfx942\" or \"gfx942:sramecc+:xnack-\"\n",
             "kiln.toml:3:48: error: target 'gfx942' is listed twice\n",
             "kiln.toml:7:10: error: source 'missing.ll' does not exist (looked for 'DIR/missing.ll')\n",
             "kiln.toml:8:14: error: 'block_size' must be in 1..1024, not 2048\n",
             "kiln.toml:9:21: error: unknown amdgpu attribute 'amdgpu-waves-per-eux' in kernel 'k'\n",
             "note: did you mean 'amdgpu-waves-per-eu'?\n",
             "kiln.toml:9:71: error: value of 'amdgpu-num-vgpr' must be a string, e.g. \"1,2\"\n",
             "kiln.toml:10:10: error: unknown backend 'nvptx' in fn_attrs of kernel 'k'\n",
         }) {
        EXPECT_NE(out.find(expected), std::string::npos) << "missing: " << expected << "in:\n" << out;
    }
}

TEST_F(ManifestTest, TomlSyntaxErrorHasPosition) {
    EXPECT_FALSE(load_text("[bundle]\nname = \"b\nx = 1\n"));
    ASSERT_EQ(diags.error_count(), 1u);
    EXPECT_EQ(diags.all()[0].pos.line, 2u);
}

TEST_F(ManifestTest, MissingPiecesAreNamed) {
    EXPECT_FALSE(load_text("[bundle]\nname = \"b\"\n[kernels.k]\n"));
    const std::string out = rendered();
    EXPECT_NE(out.find("[bundle] needs 'targets'"), std::string::npos) << out;
    EXPECT_NE(out.find("kernel 'k' has no 'source' (and [defaults] gives none)"), std::string::npos) << out;
}

TEST(TargetId, ParsesFeatures) {
    auto t = parse_target_id("gfx942:sramecc+:xnack-");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->processor, "gfx942");
    EXPECT_EQ(t->features, (std::vector<std::string>{"+sramecc", "-xnack"}));
    EXPECT_FALSE(parse_target_id(":xnack-"));
    EXPECT_FALSE(parse_target_id("gfx942:xnack"));
    EXPECT_FALSE(parse_target_id("gfx942:"));
}

}  // namespace kiln::manifest
