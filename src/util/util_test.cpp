// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "util/file.hpp"
#include "util/strings.hpp"

namespace kiln::util {

TEST(EditDistance, CountsInsertionsDeletionsAndSubstitutions) {
    EXPECT_EQ(edit_distance("", ""), 0u);
    EXPECT_EQ(edit_distance("block_size", "block_size"), 0u);
    EXPECT_EQ(edit_distance("bloc_size", "block_size"), 1u);
    EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
    EXPECT_EQ(edit_distance("abc", ""), 3u);
}

TEST(ClosestMatch, SuggestsOnlyPlausibleTypos) {
    std::vector<std::string> keys = {"source", "symbol", "block_size", "dynamic_lds"};
    EXPECT_EQ(closest_match("bloc_size", keys), "block_size");
    EXPECT_EQ(closest_match("symbl", keys), "symbol");
    EXPECT_EQ(closest_match("entirely_different", keys), std::nullopt);
}

TEST(WriteFileAtomic, WritesThenLeavesIdenticalBytesAlone) {
    auto dir = TempDir::create("kiln-util-test-");
    ASSERT_TRUE(dir.ok()) << dir.error();
    auto path = dir->path() / "sub" / "out.bin";
    auto first = write_file_atomic(path, "hello");
    ASSERT_TRUE(first.ok()) << first.error();
    EXPECT_EQ(*first, WriteOutcome::written);
    auto time = std::filesystem::last_write_time(path);
    auto second = write_file_atomic(path, "hello");
    ASSERT_TRUE(second.ok());
    EXPECT_EQ(*second, WriteOutcome::unchanged);
    EXPECT_EQ(std::filesystem::last_write_time(path), time);
    auto third = write_file_atomic(path, "world");
    ASSERT_TRUE(third.ok());
    EXPECT_EQ(*third, WriteOutcome::written);
    EXPECT_EQ(*read_file(path), "world");
    // No temporary file is left behind.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(path.parent_path()), {}), 1);
}

TEST(ReadFile, MissingFileIsAnError) {
    auto r = read_file("/nonexistent/kiln/file");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().find("cannot read '/nonexistent/kiln/file'"), std::string::npos);
}

// Cache payloads are hostile: every read is bounds checked, a count beyond the payload is a lie.
TEST(PayloadReader, ReadsLinesNumbersAndBytesWithinBounds) {
    PayloadReader in("2\nab\n3\nxyzrest");
    EXPECT_EQ(in.number(), 2u);
    EXPECT_EQ(in.line(), "ab");
    EXPECT_EQ(in.number(), 3u);
    EXPECT_EQ(in.bytes(3), "xyz");
    EXPECT_EQ(in.offset(), 10u);
    EXPECT_FALSE(in.bytes(5));  // only "rest" is left
    EXPECT_FALSE(in.line());    // no newline left
    PayloadReader lie("99\n");
    EXPECT_FALSE(lie.number());
    PayloadReader junk("-1\n");
    EXPECT_FALSE(junk.number());
}

TEST(Strings, TrimSpacesTabsAndLineEnds) {
    EXPECT_EQ(trim("  \t.param .u64 p\r\n"), ".param .u64 p");
    EXPECT_EQ(trim(" \t\r\n"), "");
    EXPECT_EQ(trim("x"), "x");
}

// What is written to the pipe's path comes back whole and in order, across its 1 MiB chunks (a
// writer's pieces that do not line up with them), and empty when nothing is written.
TEST(PipeReader, ReturnsEverythingWrittenAcrossChunks) {
    auto reader = PipeReader::create();
    ASSERT_TRUE(reader.ok()) << reader.error();
    std::string written;
    for (std::size_t i = 0; written.size() < (std::size_t{7} << 19) + 12345; ++i) written += std::to_string(i * 2654435761u) + ",";
    {
        std::ofstream out((*reader)->path(), std::ios::binary);
        for (std::size_t at = 0; at < written.size(); at += 100003)
            out.write(written.data() + at, static_cast<std::streamsize>(std::min<std::size_t>(100003, written.size() - at)));
    }
    auto read = (*reader)->finish();
    ASSERT_TRUE(read.ok()) << read.error();
    EXPECT_EQ(read->size(), written.size());
    EXPECT_TRUE(*read == written);
    auto empty = PipeReader::create();
    ASSERT_TRUE(empty.ok());
    auto nothing = (*empty)->finish();
    ASSERT_TRUE(nothing.ok());
    EXPECT_TRUE(nothing->empty());
}

}  // namespace kiln::util

TEST(ParseSize, CcacheUnitsDecimalsAndOverflow) {
    using kiln::util::parse_size;
    EXPECT_EQ(parse_size("0"), 0u);
    EXPECT_EQ(parse_size("512"), 512u);
    EXPECT_EQ(parse_size("512B"), 512u);
    EXPECT_EQ(parse_size("10k"), 10000u);
    EXPECT_EQ(parse_size("10K"), 10000u);
    EXPECT_EQ(parse_size("500M"), 500000000u);
    EXPECT_EQ(parse_size("10G"), 10000000000u);
    EXPECT_EQ(parse_size("10GB"), 10000000000u);
    EXPECT_EQ(parse_size("1.5GiB"), 1610612736u);
    EXPECT_EQ(parse_size("1.5Gi"), 1610612736u);
    EXPECT_EQ(parse_size("2Ki"), 2048u);
    EXPECT_EQ(parse_size("1T"), 1000000000000u);
    EXPECT_EQ(parse_size("0.5k"), 500u);
    EXPECT_EQ(parse_size("1.0001Ki"), 1024u);  // rounded down
    EXPECT_EQ(parse_size("16777216Ti"), std::nullopt);  // 2^64: over
    EXPECT_EQ(parse_size("18446744073709551615"), UINT64_MAX);
    EXPECT_EQ(parse_size("18446744073709551616"), std::nullopt);
    for (const char* bad : {"", "G", "-1G", "1.5.2G", "10X", "10 G", "10GiBB", "10iG", "1e9", ".G", "10Gb"})
        EXPECT_EQ(parse_size(bad), std::nullopt) << bad;
}

