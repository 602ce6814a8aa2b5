// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "frontend/leading_includes.hpp"

#include <gtest/gtest.h>

using kiln::frontend::leading_includes;

TEST(LeadingIncludes, AngleIncludesWithCommentsAndBlankLines) {
    const std::string src = "// license\n\n#include <hip/hip_runtime.h>\n  #  include <cmath>  // math\n\nint x;\n";
    auto r = leading_includes(src);
    EXPECT_EQ(r.size, src.find("\nint x;"));  // through the last include line, not the blank after it
    EXPECT_EQ(r.text, "\n\n#include <hip/hip_runtime.h>\n  #  include <cmath>  // math\n");
}

TEST(LeadingIncludes, CommentsDoNotKeyTheText) {
    EXPECT_EQ(leading_includes("// a.hip\n#include <a.h>\nx").text, leading_includes("// b.hip!\n#include <a.h>\ny").text);
    EXPECT_NE(leading_includes("#include <a.h>\n").text, leading_includes("\n#include <a.h>\n").text);  // lines count
}

TEST(LeadingIncludes, AnythingElseEndsTheRun) {
    EXPECT_EQ(leading_includes("#define N 4\n#include <a.h>\n").size, 0u);
    EXPECT_EQ(leading_includes("#include \"local.h\"\n").size, 0u);
    EXPECT_EQ(leading_includes("#include_next <a.h>\n").size, 0u);
    EXPECT_EQ(leading_includes("#include <a.h> /* c */\n").size, 0u);
    EXPECT_EQ(leading_includes("/* c */\n#include <a.h>\n").size, 0u);
    EXPECT_EQ(leading_includes("// c \\\n#include <a.h>\n").size, 0u);  // the comment goes on
    EXPECT_EQ(leading_includes("#include <a.h>").size, 0u);             // no newline: not a whole line
    EXPECT_EQ(leading_includes("#include <>\n").size, 0u);
    EXPECT_EQ(leading_includes("#include <a.h> x\n").size, 0u);
    const std::string two = "#include <a.h>\n#include \"b.h\"\n#include <c.h>\n";
    EXPECT_EQ(leading_includes(two).size, std::string("#include <a.h>\n").size());
}

TEST(LeadingIncludes, CrLfLines) {
    auto r = leading_includes("#include <a.h>\r\nint x;\r\n");
    EXPECT_EQ(r.size, 16u);
    EXPECT_EQ(r.text, "#include <a.h>\n");
}
