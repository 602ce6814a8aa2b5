// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Mutation test of the .kiln metadata reader and what consumes its numbers (kiln check's
// arithmetic, the occupancy model), on every CI: a real record's JSON at every truncation, with
// every number replaced by hostile values and every byte by a structural character. Nothing may
// crash, and whatever the reader accepts lies within the ranges a kernel can have.
#include <gtest/gtest.h>

#include <cctype>

#include "codeobj/kiln_json.hpp"
#include "codeobj/kiln_section.hpp"
#include "emit/metadata.hpp"
#include "pipeline/check.hpp"
#include "pipeline/records.hpp"
#include "pipeline/report.hpp"
#include "target/backend.hpp"

namespace kiln {

namespace {

// The AMD kernel both samples hold.
codeobj::KernelInfo tile_info() {
    codeobj::KernelInfo info;
    info.name = "tile";
    info.vgpr_count = 148;
    info.sgpr_count = 26;
    info.group_segment_fixed_size = 1024;
    info.max_flat_workgroup_size = 256;
    info.wavefront_size = 64;
    return info;
}

// Feeds `exercise` the sample cut at every `cut_step`-th length, with every number replaced by each
// of `hostile`, and with every `byte_step`-th byte replaced by each of `bytes`; how many inputs.
template <class F>
std::size_t mutations(const std::string& good, std::initializer_list<const char*> hostile, std::size_t cut_step,
                      std::initializer_list<char> bytes, std::size_t byte_step, const F& exercise) {
    std::size_t inputs = 0;
    for (std::size_t n = 0; n < good.size(); n += cut_step, ++inputs) exercise(good.substr(0, n));
    for (std::size_t at = 0; at < good.size(); ++at) {
        if (!std::isdigit(static_cast<unsigned char>(good[at])) || (at && std::isdigit(static_cast<unsigned char>(good[at - 1]))))
            continue;
        std::size_t end = at;
        while (end < good.size() && std::isdigit(static_cast<unsigned char>(good[end]))) ++end;
        for (const char* h : hostile) {
            exercise(good.substr(0, at) + h + good.substr(end));
            ++inputs;
        }
    }
    for (std::size_t at = 0; at < good.size(); at += byte_step)
        for (char c : bytes) {
            std::string m = good;
            m[at] = c;
            exercise(m);
            ++inputs;
        }
    return inputs;
}

std::string sample_json() {
    const codeobj::KernelInfo info = tile_info();
    codeobj::CodeObjectRecord record{codeobj::k_metadata_version, "0.1.0", "LLVM 22.1.0", "gfx942", {}};
    codeobj::KernelRecord k = pipeline::make_record(info, "gfx942", 256, 512, occupancy::Profile::v6_4);
    k.attrs.push_back({"amdgpu", "amdgpu-waves-per-eu", "2", "kernel", 7, 30});
    k.expect.min_blocks_per_cu = 4;
    k.expect.max_spills = 0;
    record.kernels.push_back(k);
    return emit::metadata_json(record);
}

// The same mutations of a build report (NAME.json, an NVIDIA target beside the AMD one, each with
// `copies` of its kernel): what the reader accepts goes through the HTML report, curves and all.
std::string sample_report(int copies = 1) {
    codeobj::KernelInfo amd = tile_info();
    amd.agpr_count = 20;
    codeobj::KernelInfo nv;
    nv.name = "tile";
    nv.registers = 64;
    nv.group_segment_fixed_size = 4096;
    nv.max_flat_workgroup_size = 1024;
    nv.wavefront_size = 32;
    nv.spill_store_bytes = 8;
    std::vector<codeobj::CodeObjectRecord> targets{{codeobj::k_metadata_version, "0.1.0", "LLVM 22.1.0", "gfx942", {}},
                                                   {codeobj::k_metadata_version, "0.1.0", "LLVM 22.1.0", "sm_90", {}}};
    targets[0].kernels.push_back(pipeline::make_record(amd, "gfx942", 256, 512, occupancy::Profile::v6_4));
    targets[0].kernels.back().expect.min_blocks_per_cu = 4;
    targets[1].kernels.push_back(pipeline::make_record(nv, "sm_90", 256, 60000, occupancy::Profile::v6_4, {50, 70000}));
    targets[1].kernels.back().attrs.push_back({"nvptx", "nvvm.maxnreg", "64", "kernel", 3, 1});
    for (auto& t : targets)
        for (int i = 1; i < copies; ++i) t.kernels.push_back(t.kernels.front());
    return emit::report_json("b", targets);
}

void exercise_report(const std::string& text, std::size_t& accepted) {
    auto r = codeobj::parse_kiln_report(text);
    if (!r) return;
    ++accepted;
    pipeline::BuildReport b;
    b.targets = std::move(r->targets);
    const std::string html = emit::html_report(pipeline::report_of(b, r->bundle, "b.json"));
    ASSERT_NE(html.find("</html>"), std::string::npos);
}

// Parses; when accepted, the numbers must be sane and usable.
void exercise(const std::string& text, std::size_t& accepted) {
    auto r = codeobj::parse_kiln_metadata(text);
    if (!r) return;
    ++accepted;
    for (const auto& k : r->kernels) {
        ASSERT_GE(k.block_size, 1);
        ASSERT_LE(k.block_size, 1024);
        ASSERT_GE(k.dynamic_lds, 0);
        ASSERT_LE(k.dynamic_lds, 0x7fffffff);
        for (auto e : {k.expect.min_blocks_per_cu, k.expect.max_vgprs, k.expect.max_sgprs, k.expect.max_spills, k.expect.max_scratch})
            if (e) {
                ASSERT_GE(*e, 0);
            }
        std::size_t checked = 0;
        (void)target::backend_for(r->target).check(k, r->target, checked);
    }
}

// kiln's parse (arrays of kernels parsed element by element) against LLVM's parse of the whole
// text: the same value, or the same error.
void same_as_llvm(const std::string& text, std::size_t& parsed) {
    auto ours = codeobj::parse_json(text);
    auto theirs = llvm::json::parse(text);
    ASSERT_EQ(static_cast<bool>(ours), static_cast<bool>(theirs)) << text;
    if (ours) {
        ++parsed;
        ASSERT_TRUE(*ours == *theirs) << text;
    } else {
        ASSERT_EQ(llvm::toString(ours.takeError()), llvm::toString(theirs.takeError())) << text;
    }
}

}  // namespace

TEST(MetadataCorpus, SplitParseIsLlvmsParse) {
    const std::string good = sample_report(2);
    std::size_t parsed = 0;
    same_as_llvm(good, parsed);
    ASSERT_EQ(parsed, 1u);
    ASSERT_EQ(llvm::json::parse(good)->getAsObject()->getArray("targets")->front().getAsObject()->getArray("kernels")->size(), 2u);
    // Texts made to trip the split: keys LLVM reads as "kernels" that are not spelled so, twice the
    // key, arrays that are not JSON, strings holding brackets and commas, nesting, other values.
    for (const char* text : {R"({"kernels": [{"a": 1}, {"b": 2}], "kern\u0065ls": [0]})", R"({"kernels": [1, 2], "kernels": [3]})",
                             R"({"kernels": [0]})", R"({"kernels": [ ]})", R"({"kernels": []})", R"({"kernels": [,]})",
                             R"({"kernels": [1,]})", R"({"kernels": [1 2]})", R"({"kernels": ["a]b", "c,d", "e\"],", "\\"]})",
                             R"({"kernels": 5})", R"({"kernels": {"kernels": [1]}})", R"([{"results": [[1], [2]]}, {"results": []}])",
                             R"({"x": "kernels": [1]})", R"({"kernels": [{"kernels": [7]}]})", R"({"kernels": [1, 2)",
                             R"({"kernels": [1, 2]]})", R"({"kernels": [1, 2]} x)", R"({"k\"kernels": [1]})", R"({"": [1], "kernels": ["])",
                             R"({"kernels": [1]   ,  "results" :[{"x": [2, 3]}, 4]})"})
        same_as_llvm(text, parsed);
    const std::size_t inputs = mutations(good, {"null", "[0]", "\"kernels\""}, 11, {'[', '{', '"', '}', ']', ',', ':', '\\'}, 23,
                                         [&](const std::string& m) { same_as_llvm(m, parsed); });
    EXPECT_GT(inputs, 5000u);
    EXPECT_GT(parsed, 100u);
}

TEST(MetadataCorpus, ReaderAndCheckSurviveEveryMutation) {
    const std::string good = sample_json();
    std::size_t accepted = 0;
    exercise(good, accepted);
    ASSERT_EQ(accepted, 1u) << "the sample itself must be accepted";
    // Every truncation; every number replaced by each hostile value; every byte by a structural character.
    const std::size_t inputs = mutations(good,
                                         {"-1", "2147483647", "2147483648", "9223372036854775807", "-9223372036854775808",
                                          "18446744073709551616", "1e309", "0.5", "\"7\"", "null", "[]", "{}", "0"},
                                         1, {'[', '{', '"', '}', ']', ',', '-', '9'}, 1,
                                         [&](const std::string& m) { exercise(m, accepted); });
    EXPECT_GT(inputs, 10000u);
    EXPECT_GT(accepted, 1u);
}

TEST(MetadataCorpus, ReportReaderAndHtmlSurviveEveryMutation) {
    const std::string good = sample_report();
    std::size_t accepted = 0;
    exercise_report(good, accepted);
    ASSERT_EQ(accepted, 1u) << "the sample itself must be accepted";
    const std::size_t inputs = mutations(good, {"-1", "2147483647", "2147483648", "9223372036854775807", "1e309", "0.5", "null", "[]", "0", "1"},
                                         7, {'[', '{', '"', '}', ',', '<'}, 3,
                                         [&](const std::string& m) { exercise_report(m, accepted); });
    EXPECT_GT(inputs, 5000u);
    EXPECT_GT(accepted, 100u);
}

}  // namespace kiln
