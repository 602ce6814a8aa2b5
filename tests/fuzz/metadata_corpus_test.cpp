// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Mutation test of the .kiln metadata reader and what consumes its numbers (kiln check's
// arithmetic, the occupancy model), on every CI: a real record's JSON at every truncation, with
// every number replaced by hostile values and every byte by a structural character. Nothing may
// crash, and whatever the reader accepts lies within the ranges a kernel can have.
#include <gtest/gtest.h>

#include <cctype>

#include "codeobj/kiln_section.hpp"
#include "emit/metadata.hpp"
#include "pipeline/check.hpp"
#include "pipeline/records.hpp"

namespace kiln {

namespace {

std::string sample_json() {
    codeobj::KernelInfo info;
    info.name = "tile";
    info.vgpr_count = 148;
    info.sgpr_count = 26;
    info.group_segment_fixed_size = 1024;
    info.max_flat_workgroup_size = 256;
    info.wavefront_size = 64;
    codeobj::CodeObjectRecord record{codeobj::k_metadata_version, "0.1.0", "LLVM 22.1.0", "gfx942", {}};
    codeobj::KernelRecord k = pipeline::make_record(info, "gfx942", 256, 512, occupancy::Profile::v6_4);
    k.attrs.push_back({"amdgpu", "amdgpu-waves-per-eu", "2", "kernel", 7, 30});
    k.expect.min_blocks_per_cu = 4;
    k.expect.max_spills = 0;
    record.kernels.push_back(k);
    return emit::metadata_json(record);
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
        (void)pipeline::check_kernel(k, r->target, checked);
    }
}

}  // namespace

TEST(MetadataCorpus, ReaderAndCheckSurviveEveryMutation) {
    const std::string good = sample_json();
    std::size_t inputs = 0, accepted = 0;
    exercise(good, accepted);
    ASSERT_EQ(accepted, 1u) << "the sample itself must be accepted";
    for (std::size_t n = 0; n < good.size(); ++n, ++inputs) exercise(good.substr(0, n), accepted);
    // Every number replaced by each hostile value.
    const char* hostile[] = {"-1", "2147483648", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
                             "1e309", "0.5", "\"7\"", "null", "[]", "{}", "0"};
    for (std::size_t at = 0; at < good.size(); ++at) {
        if (!std::isdigit(static_cast<unsigned char>(good[at])) || (at && std::isdigit(static_cast<unsigned char>(good[at - 1]))))
            continue;
        std::size_t end = at;
        while (end < good.size() && std::isdigit(static_cast<unsigned char>(good[end]))) ++end;
        for (const char* h : hostile) {
            exercise(good.substr(0, at) + h + good.substr(end), accepted);
            ++inputs;
        }
    }
    // Every byte replaced by a structural character.
    for (std::size_t at = 0; at < good.size(); ++at)
        for (char c : {'[', '{', '"', '}', ']', ',', '-', '9'}) {
            std::string m = good;
            m[at] = c;
            exercise(m, accepted);
            ++inputs;
        }
    EXPECT_GT(inputs, 10000u);
    EXPECT_GT(accepted, 1u);
}

}  // namespace kiln
