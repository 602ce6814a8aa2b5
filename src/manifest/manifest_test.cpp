// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include <fstream>

#include "manifest/expr.hpp"
#include "manifest/manifest.hpp"
#include "manifest/resolve.hpp"
#include "manifest/tune.hpp"
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
fn_attrs.spirv = { "maxntid" = "1" }
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
             "kiln.toml:2:8: error: bundle name 'my-bundle' cannot be used: it must be a C++ identifier (letters, digits, "
             "'_'; not starting with a digit)\n",
             "kiln.toml:4:23: error: 'code_object_version' must be in 4..6, not 3\n",
             "kiln.toml:3:22: error: malformed target ID 'gfx942:xnack'; expected e.g. \"gfx942\", \"gfx942:sramecc+:xnack-\" or \"sm_90\"\n",
             "kiln.toml:3:48: error: target 'gfx942' is listed twice\n",
             "kiln.toml:7:10: error: source 'missing.ll' does not exist (looked for 'DIR/missing.ll')\n",
             "kiln.toml:8:14: error: 'block_size' must be in 1..1024, not 2048\n",
             "kiln.toml:9:21: error: unknown amdgpu attribute 'amdgpu-waves-per-eux' in kernel 'k'\n",
             "note: did you mean 'amdgpu-waves-per-eu'?\n",
             "kiln.toml:9:71: error: value of 'amdgpu-num-vgpr' must be a string, e.g. \"1,2\"\n",
             "kiln.toml:10:10: error: unknown backend 'spirv' in fn_attrs of kernel 'k'\n",
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

// One case per error class of the schema, each with its exact message.
TEST_F(ManifestTest, SchemaErrorClasses) {
    const std::string head = "[bundle]\nname = \"b\"\ntargets = [\"gfx942\"]\n";
    struct Case {
        std::string text;
        std::string expected;  // the first diagnostic, rendered without its snippet
    };
    const Case cases[] = {
        {"[bundle]\nname = \"b\"\ntargets = []\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:3:11: error: 'targets' must be a non-empty array of target IDs"},
        {"[bundle]\nname = \"b\"\ntargets = [\"gfx942:xnack-:sramecc+\"]\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:3:12: error: target features of 'gfx942:xnack-:sramecc+' are not in canonical order; write "
         "'gfx942:sramecc+:xnack-'"},
        {"[bundle]\nname = \"b\"\ntargets = [\"gfx942:xnak-\"]\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:3:12: error: unknown target feature 'xnak' in 'gfx942:xnak-'; known: sramecc, xnack\n"
         "DIR/kiln.toml:3:12: note: did you mean 'xnack'?"},
        {"[bundle]\nname = \"b\"\ntargets = [\"gfx942:xnack-:xnack+\"]\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:3:12: error: target feature 'xnack' appears twice in 'gfx942:xnack-:xnack+'"},
        {head + "hip_profile = \"6.2\"\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:15: error: 'hip_profile' must be one of '6.4', '6.1', 'trap', not '6.2'\n"
         "DIR/kiln.toml:4:15: note: did you mean '6.4'?"},
        {head + "compress = \"zst\"\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:12: error: 'compress' must be one of 'none', 'zstd', 'zlib', not 'zst'\n"
         "DIR/kiln.toml:4:12: note: did you mean 'zstd'?"},
        {head + "ccob_version = 1\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:16: error: 'ccob_version' must be in 2..3, not 1"},
        {head + "[kernels.k]\nsource = \"k.ll\"\nlanguage = \"fortran\"\n",
         "DIR/kiln.toml:6:12: error: 'language' must be one of 'hip', 'cuda', 'opencl', 'ir', 'object', not 'fortran'"},
        {head + "[kernels.k]\nsource = \"k.ll\"\nfast_math = 1\n",
         "DIR/kiln.toml:6:13: error: 'fast_math' must be true or false"},
        {head + "[kernels.k]\nsource = \"k.ll\"\ndefines = \"N=1\"\n",
         "DIR/kiln.toml:6:11: error: 'defines' must be an array of strings"},
        {head + "[kernels.k]\nsource = \"k.ll\"\nexpect = { max_vgpr = 128 }\n",
         "DIR/kiln.toml:6:12: error: unknown key 'max_vgpr' in the expectations of kernel 'k'\n"
         "DIR/kiln.toml:6:12: note: did you mean 'max_vgprs'?"},
        {head + "[kernels.k]\nsource = \"k.ll\"\nmin_blocks_per_cu = 0\n",
         "DIR/kiln.toml:6:21: error: 'min_blocks_per_cu' must be in 1..1024, not 0"},
        {head + "[kernels.k]\nsource = \"k.ll\"\n[kernels.k.target.gfx924]\nblock_size = 64\n",
         "DIR/kiln.toml:6:19: error: target 'gfx924' in kernel 'k' is not among the bundle's targets ('gfx942')\n"
         "DIR/kiln.toml:6:19: note: did you mean 'gfx942'?"},
        {head + "[kernels.k]\nsource = \"k.ll\"\n[kernels.k.target.gfx942]\ntarget = 1\n",
         "DIR/kiln.toml:7:1: error: unknown key 'target' in kernel 'k' for target 'gfx942'"},
        {head + "[kernels.k]\nsource = \"k.ll\"\nfn_attrs.amdgpu = { \"amdgpu-frobnicate\" = \"1\" }\n",
         "DIR/kiln.toml:6:21: error: unknown amdgpu attribute 'amdgpu-frobnicate' in kernel 'k'\n"
         "DIR/kiln.toml:6:21: note: an attribute outside kiln's registry can be applied unchecked through "
         "unchecked_fn_attrs.amdgpu"},
        {head + "[kernels.k]\nsource = \"k.ll\"\nunchecked_fn_attrs.amdgpu = { \"amdgpu-num-vgpr\" = \"1\" }\n",
         "DIR/kiln.toml:6:31: error: 'amdgpu-num-vgpr' is a known attribute; give it in fn_attrs.amdgpu so its value is "
         "checked"},
        {head + "[kernels.k]\nsource = \"k.ll\"\n[kernels.k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:6:1: error: cannot redefine existing table 'kernels.k'"},
        {head + "[kernels.k-1]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:10: error: kernel name 'k-1' cannot be used: it must be a C++ identifier (letters, digits, '_'; "
         "not starting with a digit)"},
        {head + "[kernels.int]\nsource = \"k.ll\"\n", "DIR/kiln.toml:4:10: error: kernel name 'int' cannot be used: it is a C++ keyword"},
        {head + "[kernels.NULL]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:10: error: kernel name 'NULL' cannot be used: it is a macro of the C library or of GCC's GNU mode"},
        {head + "[kernels.Library]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:10: error: kernel name 'Library' cannot be used: the loader header defines 'Library' itself"},
        {head + "[kernels.kernels_0]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:10: error: kernel name 'kernels_0' cannot be used: the loader header defines 'kernels_0' itself"},
        {head + "[kernels.saxpy]\nsource = \"k.ll\"\n[kernels.saxpy_kernel]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:6:10: error: kernel name 'saxpy_kernel' cannot be used: the loader header names kernel 'saxpy''s "
         "type 'saxpy_kernel'"},
        {head + "[kernels.__k]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:10: error: kernel name '__k' cannot be used: names with '__' or starting with '_' and a capital "
         "letter are reserved to the C++ implementation"},
        {"[bundle]\nname = \"namespace\"\ntargets = [\"gfx942\"]\n",
         "DIR/kiln.toml:2:8: error: bundle name 'namespace' cannot be used: it is a C++ keyword"},
        {"[bundle]\nname = \"EOF\"\ntargets = [\"gfx942\"]\n",
         "DIR/kiln.toml:2:8: error: bundle name 'EOF' cannot be used: it is a macro of the C library or of GCC's GNU mode"},
        {"[bundle]\nname = \"__HIP_PLATFORM_AMD__\"\ntargets = [\"gfx942\"]\n",
         "DIR/kiln.toml:2:8: error: bundle name '__HIP_PLATFORM_AMD__' cannot be used: names with '__' or starting with '_' "
         "and a capital letter are reserved to the C++ implementation"},
        {"[bundle]\nname = \"kiln\"\ntargets = [\"gfx942\"]\n",
         "DIR/kiln.toml:2:8: error: bundle name 'kiln' cannot be used: it would clash with the namespace or type 'kiln' that "
         "the loader header uses"},
        {"[bundle]\nname = \"" + std::string(300, 'b') + "\"\ntargets = [\"gfx942\"]\n",
         "DIR/kiln.toml:2:8: error: bundle name '" + std::string(300, 'b') + "' cannot be used: it has 300 characters; output file names allow 200"},
        {head + "[kernels.hipMemcpy]\nsource = \"k.ll\"\n",
         "DIR/kiln.toml:4:10: error: kernel name 'hipMemcpy' cannot be used: names like 'hipX', 'hip_x' and 'HIP...' belong "
         "to the HIP API and its macros"},
    };
    for (const Case& c : cases) {
        EXPECT_FALSE(load_text(c.text)) << c.text;
        std::string out;
        for (const auto& d : diags.all()) {
            if (d.severity == diag::Severity::note && !out.empty()) out += "\n";
            else if (!out.empty()) break;
            std::string r = diags.render(d);
            r = r.substr(0, r.find('\n'));
            const std::string dir = m_dir->path().string();
            for (std::size_t at; (at = r.find(dir)) != std::string::npos;) r.replace(at, dir.size(), "DIR");
            out += r;
        }
        EXPECT_EQ(out, c.expected) << c.text;
    }
}

TEST_F(ManifestTest, UncheckedAttributesAreKeptWithAWarning) {
    auto m = load_text("[bundle]\nname = \"b\"\ntargets = [\"gfx942\"]\n[kernels.k]\nsource = \"k.ll\"\n"
                       "unchecked_fn_attrs.amdgpu = { \"amdgpu-no-agpr\" = \"\" }\n");
    ASSERT_TRUE(m) << rendered();
    ASSERT_EQ(diags.all().size(), 1u);
    EXPECT_EQ(diags.all()[0].severity, diag::Severity::warning);
    EXPECT_EQ(diags.all()[0].message, "unchecked attribute 'amdgpu-no-agpr' is applied to kernel 'k' as given");
    ResolvedKernel k = resolve(*m, m->kernels[0], m->bundle.targets[0], 4, 64);
    const ResolvedAttr* a = k.find_attr("amdgpu", "amdgpu-no-agpr");
    ASSERT_TRUE(a);
    EXPECT_FALSE(a->checked);
    EXPECT_EQ(a->origin, Origin::kernel);
}

TEST(BenchExpr, EvaluatesWithNamesAndChecksEveryStep) {
    const ExprLookup sizes = [](std::string_view n) -> std::optional<std::int64_t> {
        if (n == "M") return 4096;
        if (n == "BLOCK_M") return 96;
        if (n == "big") return INT64_MAX;
        return std::nullopt;
    };
    auto value = [&](std::string_view text) { return evaluate(text, sizes).value; };
    EXPECT_EQ(value("cdiv(M, BLOCK_M)"), 43);  // 4096 / 96 = 42.67
    EXPECT_EQ(value("cdiv(M, 64) * 2 + 1"), 129);
    EXPECT_EQ(value("M / 96"), 42);
    EXPECT_EQ(value("M % 96"), 64);
    EXPECT_EQ(value("-(3 - 5) * 2"), 4);
    EXPECT_EQ(value("min(M, 100) + max(1, 2)"), 102);
    EXPECT_EQ(value(" 7 "), 7);
    EXPECT_EQ(value("cdiv(-7, 2)"), -3);  // the ceiling, as Triton's cdiv of positive values
    auto error = [&](std::string_view text) {
        const auto r = evaluate(text, sizes);
        return r.error ? std::to_string(r.error->offset) + ": " + r.error->message : std::string("none");
    };
    EXPECT_EQ(error("M / (M - M)"), "2: division by zero");
    EXPECT_EQ(error("cdiv(M, 0)"), "0: division by zero");
    EXPECT_EQ(error("big + 1"), "4: the value overflows 64 bits");
    EXPECT_EQ(error("big * 2"), "4: the value overflows 64 bits");
    EXPECT_EQ(error("-big - 2"), "5: the value overflows 64 bits");
    EXPECT_EQ(error("99999999999999999999"), "0: the number overflows 64 bits");
    EXPECT_EQ(error("M * BLOK"), "4: unknown name 'BLOK'");
    EXPECT_EQ(error("M +"), "3: the expression ends early");
    EXPECT_EQ(error(""), "0: an empty expression");
    EXPECT_EQ(error("(M"), "2: ')' expected");
    EXPECT_EQ(error("M M"), "2: unexpected 'M'");
    EXPECT_EQ(error("ceil(M, 2)"), "0: unknown function 'ceil' (there are cdiv, min and max)");
    EXPECT_EQ(error("cdiv(M)"), "6: ',' expected: cdiv(a, b)");
    EXPECT_EQ(error("M # 2"), "2: unexpected '#'");
    const ExprNames n = names_in("cdiv(N, BLOCK) * N / (K - K)");  // nothing evaluated: no division by zero
    EXPECT_FALSE(n.error);
    ASSERT_EQ(n.names.size(), 5u);
    EXPECT_EQ(n.names[1], (std::pair<std::string, std::size_t>{"BLOCK", 8}));
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

TEST_F(ManifestTest, TuneExpandsPointsPerBackendAndExcludes) {
    auto m = load_text(R"(
[bundle]
name = "t"
targets = ["gfx942", "sm_90"]
[kernels.k]
source = "k.ll"
block_size = 256
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2" }
[kernels.k.target.sm_90]
fn_attrs.nvptx = { "nvvm.maxnreg" = "32" }
[kernels.k.tune]
block_size = [64, 128]
fn_attrs.amdgpu."amdgpu-waves-per-eu" = ["1", "4"]
fn_attrs.nvptx."nvvm.maxnreg" = ["255", "64", "40"]
exclude = [{ block_size = 64, fn_attrs.nvptx."nvvm.maxnreg" = "40" }]
[kernels.other]
source = "k.ll"
)");
    ASSERT_TRUE(m) << rendered();
    ASSERT_TRUE(m->kernels[0].tune);
    const Tune& t = *m->kernels[0].tune;
    ASSERT_EQ(t.axes.size(), 3u);
    EXPECT_EQ(t.axes[0].key.value, "block_size");
    EXPECT_EQ(t.axes[1].key.value, "fn_attrs.amdgpu.amdgpu-waves-per-eu");
    EXPECT_EQ(t.axes[2].key.value, "fn_attrs.nvptx.nvvm.maxnreg");
    EXPECT_EQ(t.axes[2].values[1].toml, "\"64\"");
    EXPECT_EQ(t.axes[0].values[1].pos.line, 12u);
    diag::Diagnostics d;
    const auto sweeps = expand_tune(*m, {}, d);
    ASSERT_FALSE(d.has_errors()) << d.render_all();
    ASSERT_EQ(sweeps.size(), 1u);
    // 2 x 2 x 3 = 12 points less 2 excluded (64 with 40, for both waves values); a point is built
    // for a target only where the other backend's axis is at its first value.
    std::vector<std::string> amd, nvidia;
    // The kernel itself comes first, as the manifest gives it (the baseline).
    ASSERT_EQ(m->kernels.front().name.value, "k");
    EXPECT_FALSE(m->kernels.front().tune);
    EXPECT_TRUE(sweeps[0].variants.front().baseline);
    for (const auto& k : m->kernels) {
        if (k.name.value == "k") continue;
        ASSERT_TRUE(k.only_targets);
        for (const auto& id : k.only_targets->value) (id == "gfx942" ? amd : nvidia).push_back(k.name.value);
    }
    // Points in order, the excluded ones dropped: v0 (64,1,255) v1 (64,1,64) v2 (64,4,255)
    // v3 (64,4,64) v4 (128,1,255) v5 (128,1,64) v6 (128,1,40) v7 (128,4,255) v8 (128,4,64) v9 (128,4,40).
    EXPECT_EQ(amd, (std::vector<std::string>{"k_v0", "k_v2", "k_v4", "k_v7"}));
    EXPECT_EQ(nvidia, (std::vector<std::string>{"k_v0", "k_v1", "k_v4", "k_v5", "k_v6"}));
    EXPECT_EQ(m->find_kernel("other"), nullptr) << "only the swept kernels are built";
    // The axis beats the kernel's table and its target table; the symbol stays the kernel's.
    const Kernel* v6 = m->find_kernel("k_v6");
    ASSERT_NE(v6, nullptr);
    EXPECT_EQ(v6->settings.block_size->value, 128);
    EXPECT_EQ(v6->settings.symbol->value, "k");
    EXPECT_EQ(v6->targets[0].settings.fn_attrs[0].attrs[0].value.value, "40");
}

TEST_F(ManifestTest, TemplateFamilyExpandsWithIdentifierNames) {
    auto m = load_text(R"(
[bundle]
name = "t"
targets = ["gfx942"]
[kernels.first]
source = "k.ll"
[kernels.r]
source = "k.ll"
symbol = "reduce<{N}, {T}>"
instantiate = { T = ["__half", "unsigned int", "ns::v<2>"], N = [8, -1] }
[kernels.r.instances.r_1_unsigned_int]
block_size = 64
[kernels.last]
source = "k.ll"
)");
    ASSERT_TRUE(m) << rendered();
    diag::Diagnostics d;
    const auto sweeps = expand_families(*m, d);
    ASSERT_FALSE(d.has_errors()) << d.render_all();
    std::vector<std::string> names, symbols;
    for (const auto& k : m->kernels) names.push_back(k.name.value), symbols.push_back(k.settings.symbol ? k.settings.symbol->value : "");
    // In the manifest's place; key order (N, T), T fastest; values as identifiers in the names.
    EXPECT_EQ(names, (std::vector<std::string>{"first", "r_8_half", "r_8_unsigned_int", "r_8_ns_v_2", "r_1_half", "r_1_unsigned_int",
                                               "r_1_ns_v_2", "last"}));
    EXPECT_EQ(symbols[2], "reduce<8, unsigned int>");
    EXPECT_EQ(symbols[6], "reduce<-1, ns::v<2>>");
    EXPECT_EQ(m->kernels[5].settings.block_size->value, 64);  // the override
    EXPECT_FALSE(m->kernels[4].settings.block_size);
    ASSERT_EQ(sweeps.size(), 1u);
    EXPECT_TRUE(sweeps[0].instances);
    EXPECT_EQ(sweeps[0].variants.size(), 6u);
    EXPECT_FALSE(sweeps[0].variants[0].baseline);
}

TEST_F(ManifestTest, TuneErrorsAtTheirValues) {
    auto m = load_text(R"(
[bundle]
name = "t"
targets = ["gfx942"]
[kernels.k]
source = "k.ll"
[kernels.k.tune]
block_size = [64, 64, 5000]
points = [{ block_size = 64 }, { fn_attrs.amdgpu."amdgpu-waves-per-eu" = "1" }]
)");
    EXPECT_FALSE(m);
    const std::string r = rendered();
    EXPECT_NE(r.find("DIR/kiln.toml:8:19: error: tune axis 'block_size' lists the value '64' twice"), std::string::npos) << r;
    EXPECT_NE(r.find("DIR/kiln.toml:8:23: error: 'block_size' must be in 1..1024, not 5000"), std::string::npos) << r;
    EXPECT_NE(r.find("DIR/kiln.toml:9:50: error: 'fn_attrs.amdgpu.amdgpu-waves-per-eu' in 'points' is not an axis of this tune table"),
              std::string::npos) << r;
}

}  // namespace kiln::manifest
