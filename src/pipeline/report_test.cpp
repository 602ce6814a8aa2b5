// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The HTML report: the page escapes hostile names, fetches nothing and is the same bytes twice;
// the diff says what moved; NAME.json reads back. (Its curves: src/target/backend_test.cpp.)
#include <gtest/gtest.h>

#include "codeobj/kiln_section.hpp"
#include "emit/metadata.hpp"
#include "pipeline/records.hpp"
#include "pipeline/report.hpp"

namespace kiln::pipeline {

namespace {

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

codeobj::CodeObjectRecord sample(const char* name, int vgprs, const char* waves_per_eu) {
    codeobj::CodeObjectRecord r{codeobj::k_metadata_version, "0.1.0", "LLVM 22", "gfx942", {}};
    codeobj::KernelRecord k = make_record(amd_info(name, vgprs, 0, 24, 0, 256, 64), "gfx942", 256, 0, occupancy::Profile::v6_4);
    k.attrs.push_back({"amdgpu", "amdgpu-waves-per-eu", waves_per_eu, "kernel", 12, 30});
    k.expect.min_blocks_per_cu = 4;
    r.kernels.push_back(k);
    return r;
}

}  // namespace

TEST(ReportHtml, EscapesFetchesNothingAndIsDeterministic) {
    BuildReport b;
    b.targets.push_back(sample("<script>alert(1)</script>", 148, "2\"><img src=x>"));
    const emit::Report r = report_of(b, "t<i>", "x&y.hipfb");
    const std::string html = emit::html_report(r);
    EXPECT_EQ(html.find("<script>alert"), std::string::npos);
    EXPECT_EQ(html.find("<img"), std::string::npos);
    EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(html.find("x&amp;y.hipfb"), std::string::npos);
    // Nothing fetched: no URL, no linked or sourced resource (a page of plain names, so that no
    // escaped text can look like one).
    BuildReport plain;
    plain.targets.push_back(sample("tile", 148, "2"));
    const std::string page = emit::html_report(report_of(plain, "t", "t.hipfb"));
    for (const char* remote : {"http:", "https:", "//", "<link", " src=", "@import", "url("})
        EXPECT_EQ(page.find(remote), std::string::npos) << remote;
    EXPECT_EQ(html, emit::html_report(report_of(b, "t<i>", "x&y.hipfb")));
    // The expectation fails (3 blocks < 4) and says so, in the overview and in the kernel's section.
    ASSERT_EQ(r.targets[0].kernels[0].violations.size(), 1u);
    EXPECT_NE(html.find("expect failed"), std::string::npos);
    EXPECT_NE(html.find("3 blocks/CU at block 256, expected &gt;= 4: limited by VGPRs (148 used, &lt;= 128 needed for 4)"), std::string::npos);
}

TEST(ReportHtml, DiffSaysWhatMovedAndWhy) {
    BuildReport before, after;
    before.targets.push_back(sample("tile", 148, "2"));
    after.targets.push_back(sample("tile", 128, "4"));
    codeobj::KernelRecord gone = before.targets[0].kernels[0];
    gone.resources.name = "gone";
    before.targets[0].kernels.push_back(gone);
    const std::string html = emit::html_diff(report_of(before, "t", "old.json"), report_of(after, "t", "new.json"));
    EXPECT_NE(html.find("data-kernel=\"tile\" data-target=\"gfx942\" data-state=\"better\""), std::string::npos);
    EXPECT_NE(html.find("<td class=\"up\" data-sort=\"1\">3 &#8594; 4</td>"), std::string::npos) << "blocks 3 -> 4";
    EXPECT_NE(html.find("<td class=\"up\" data-sort=\"-20\">148 &#8594; 128</td>"), std::string::npos) << "VGPRs";
    EXPECT_NE(html.find("amdgpu-waves-per-eu: 2 &#8594; 4"), std::string::npos);
    EXPECT_NE(html.find("data-kernel=\"gone\" data-target=\"gfx942\" data-state=\"removed\""), std::string::npos);
}

// An NVIDIA kernel of 32 registers, 256 threads, with `dynamic` bytes of dynamic shared memory.
codeobj::CodeObjectRecord nvidia_sample(std::int64_t dynamic, const char* defines) {
    codeobj::CodeObjectRecord r{codeobj::k_metadata_version, "0.1.0", "LLVM 22", "sm_90", {}};
    codeobj::KernelInfo i;
    i.name = "stencil";
    i.registers = 32;
    i.max_flat_workgroup_size = 1024;
    i.wavefront_size = 32;
    codeobj::KernelRecord k = make_record(i, "sm_90", 256, dynamic, occupancy::Profile::v6_4);
    if (*defines) k.settings.emplace_back("defines", defines);
    r.kernels.push_back(k);
    return r;
}

// Issue 33, item 4: a red cell never says "unchanged"; the launch and compile settings are named;
// settings that changed nothing are "no effect"; changed pairs get their curves overlaid.
TEST(ReportHtml, DiffNamesEverySettingAndItsEffect) {
    BuildReport before, after;
    before.targets.push_back(nvidia_sample(0, "N=4"));
    after.targets.push_back(nvidia_sample(24576, "N=4"));
    std::string html = emit::html_diff(report_of(before, "t", "old.json"), report_of(after, "t", "new.json"));
    // 0 -> 24576 bytes of dynamic shared memory: the cell is red, whatever the occupancy did.
    EXPECT_NE(html.find("<td class=\"down\" data-sort=\"24576\">0 &#8594; 24576</td>"), std::string::npos) << html;
    EXPECT_EQ(html.find("data-state=\"unchanged\""), std::string::npos);
    EXPECT_NE(html.find("dynamic LDS: 0 &#8594; 24576"), std::string::npos);
    // Its curves: the new build's with the old one's beneath.
    EXPECT_NE(html.find("<path class=\"step before\""), std::string::npos);
    // A define that changed nothing: "no effect", named; after the rows whose figures moved.
    after.targets.push_back(nvidia_sample(0, "N=8"));
    before.targets.push_back(nvidia_sample(0, "N=4"));
    after.targets[1].target = before.targets[1].target = "sm_80";
    html = emit::html_diff(report_of(before, "t", "old.json"), report_of(after, "t", "new.json"));
    const std::size_t no_effect = html.find("data-target=\"sm_80\" data-state=\"no effect\"");
    ASSERT_NE(no_effect, std::string::npos) << html;
    EXPECT_LT(html.find("data-target=\"sm_90\" data-state="), no_effect);
    EXPECT_NE(html.find("defines: N=4 &#8594; N=8"), std::string::npos);
    // The same records: unchanged, and no curves.
    html = emit::html_diff(report_of(before, "t", "old.json"), report_of(before, "t", "old.json"));
    EXPECT_EQ(html.find("data-state=\"no effect\""), std::string::npos);
    EXPECT_NE(html.find("data-state=\"unchanged\""), std::string::npos);
    EXPECT_EQ(html.find("<svg"), std::string::npos);
}

TEST(ReportJson, BuildReportReadsBack) {
    std::vector<codeobj::CodeObjectRecord> targets{sample("tile", 148, "2")};
    const std::string text = emit::report_json("example", targets);
    auto parsed = codeobj::parse_kiln_report(text);
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(parsed->bundle, "example");
    ASSERT_EQ(parsed->targets.size(), 1u);
    EXPECT_EQ(parsed->targets[0].target, "gfx942");
    ASSERT_EQ(parsed->targets[0].kernels.size(), 1u);
    const auto& k = parsed->targets[0].kernels[0];
    EXPECT_EQ(k.resources.vgpr_count, 148u);
    EXPECT_EQ(k.hip.blocks_per_cu, 3);
    EXPECT_EQ(k.expect.min_blocks_per_cu, 4);
    ASSERT_EQ(k.attrs.size(), 1u);
    EXPECT_EQ(k.attrs[0].line, 12u);
    // The compile settings, in key order as written.
    std::vector<codeobj::CodeObjectRecord> with_settings{nvidia_sample(0, "N=4 M=2")};
    with_settings[0].kernels[0].settings.emplace_back("llvm_args", "-unroll-threshold=2000");
    auto settings = codeobj::parse_kiln_report(emit::report_json("example", with_settings));
    ASSERT_TRUE(settings) << settings.error();
    EXPECT_EQ(settings->targets[0].kernels[0].settings, with_settings[0].kernels[0].settings);
    // Not a report, or a future one: errors, not guesses.
    EXPECT_FALSE(codeobj::parse_kiln_report("{\"format\": \"kiln-inspect\", \"version\": 2}"));
    EXPECT_FALSE(codeobj::parse_kiln_report("{\"format\": \"kiln-explain\", \"version\": 1}"));
    // kiln inspect --json: the same kernel objects.
    auto inspected = codeobj::parse_kiln_report(emit::inspect_json("x/b.hipfb", targets, {"x/b.hipfb (.hip_fatbin bundle 1)"}));
    ASSERT_TRUE(inspected) << inspected.error();
    EXPECT_EQ(inspected->sources, std::vector<std::string>{"x/b.hipfb (.hip_fatbin bundle 1)"});
    EXPECT_EQ(inspected->targets[0].kernels[0].resources.vgpr_count, 148u);
    auto future = codeobj::parse_kiln_report("{\"format\": \"kiln-report\", \"version\": 9, \"targets\": []}");
    ASSERT_FALSE(future);
    EXPECT_EQ(future.error(), "a kiln-report of version 9; this kiln reads versions 1 and 2");
    EXPECT_FALSE(codeobj::parse_kiln_report(std::string(100000, '[')));
}

}  // namespace kiln::pipeline
