// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include "diag/diagnostics.hpp"

namespace kiln::diag {

TEST(Diagnostics, RendersCompilerStyleWithCaretAndNote) {
    Diagnostics d;
    d.add_source("kernels.toml", "[kernels.gemm]\nbloc_size = 128\n");
    d.error({"kernels.toml", 2, 1, 9}, "unknown key 'bloc_size' in kernel 'gemm'");
    d.note({"kernels.toml", 2, 1, 9}, "did you mean 'block_size'?");
    EXPECT_EQ(d.render_all(),
              "kernels.toml:2:1: error: unknown key 'bloc_size' in kernel 'gemm'\n"
              "   2 | bloc_size = 128\n"
              "     | ^~~~~~~~~\n"
              "kernels.toml:2:1: note: did you mean 'block_size'?\n");
    EXPECT_TRUE(d.has_errors());
    EXPECT_EQ(d.error_count(), 1u);
}

TEST(Diagnostics, CaretFollowsColumn) {
    Diagnostics d;
    d.add_source("m.toml", "block_size = \"x\"\n");
    d.error({"m.toml", 1, 14, 3}, "'block_size' must be an integer");
    EXPECT_EQ(d.render_all(),
              "m.toml:1:14: error: 'block_size' must be an integer\n"
              "   1 | block_size = \"x\"\n"
              "     |              ^~~\n");
}

TEST(Diagnostics, WithoutPositionNamesTheTool) {
    Diagnostics d;
    d.error("cannot create cache directory 'x': Permission denied");
    EXPECT_EQ(d.render_all(), "kiln: error: cannot create cache directory 'x': Permission denied\n");
}

TEST(Diagnostics, StopsCollectingAtTheErrorLimit) {
    Diagnostics d;
    for (int i = 0; i < 100; ++i) d.error("e" + std::to_string(i));
    EXPECT_EQ(d.error_count(), Diagnostics::k_error_limit);
    EXPECT_NE(d.render_all().find("too many errors; stopping after 20"), std::string::npos);
}

TEST(Diagnostics, SaysARepeatOnce) {
    Diagnostics d;
    d.error({"m.toml", 3, 5}, "invalid value");
    d.note({"m.toml", 3, 5}, "did you mean 'x'?");
    d.error({"m.toml", 3, 5}, "invalid value");
    d.note({"m.toml", 3, 5}, "did you mean 'x'?");
    d.error({"m.toml", 4, 5}, "invalid value");
    EXPECT_EQ(d.error_count(), 2u);
    EXPECT_EQ(d.all().size(), 3u);
}

TEST(Diagnostics, ColouredAsClang) {
    Diagnostics d;
    d.add_source("m.toml", "x = 1\n");
    d.error(SourcePos{"m.toml", 1, 1, 1}, "bad");
    d.note(SourcePos{"m.toml", 1, 1}, "why");
    EXPECT_EQ(d.render_all(true),
              "\033[1mm.toml:1:1: \033[0;1;31merror: \033[0m\033[1mbad\033[0m\n"
              "   1 | x = 1\n"
              "     | \033[0;1;32m^\033[0m\n"
              "\033[1mm.toml:1:1: \033[0;1;30mnote: \033[0m\033[1mwhy\033[0m\n");
    EXPECT_EQ(d.render_all(false), "m.toml:1:1: error: bad\n   1 | x = 1\n     | ^\nm.toml:1:1: note: why\n");
}

}  // namespace kiln::diag
