// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "frontend/leading_includes.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cache/cache.hpp"
#include "frontend/frontend.hpp"

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

// A prelude's arguments leave out the project's directory and kiln's working directory when no
// header can be found through them; else they are kept whole.
TEST(PreludeArguments, WithoutTheProjectWhenNoHeaderIsFoundThroughIt) {
    using kiln::frontend::without_project;
    const std::vector<std::string> common = {"-cc1", "-resource-dir", "/usr/lib/llvm-22/lib/clang/22", "-internal-isystem",
                                             "/usr/include/c++/12", "-include", "/kiln-virtual/compat.h"};
    const auto with = [&](const std::string& dir, std::vector<std::string> extra) {
        std::vector<std::string> a = common;
        a.insert(a.end(), {"-fdebug-prefix-map=" + dir + "/=./", "-fcoverage-compilation-dir=/home/u/elsewhere",
                           "-fmacro-prefix-map=" + dir + "/=./", "-fcoverage-prefix-map=" + dir + "/=./"});
        a.insert(a.end(), extra.begin(), extra.end());
        return a;
    };
    // Two projects, nothing searched inside them: the same arguments, those of neither.
    EXPECT_EQ(without_project(with("/home/u/a", {})), common);
    EXPECT_EQ(without_project(with("/srv/b", {"-I", "/opt/lib/include"})), without_project(with("/home/u/a", {"-I", "/opt/lib/include"})));
    // A search path inside the project, or a relative one (from kiln's working directory): kept whole.
    for (const std::vector<std::string>& extra : std::vector<std::vector<std::string>>{
             {"-I", "/home/u/a/inc"}, {"-I/home/u/a/inc"}, {"-I", "inc"}, {"-Iinc"}, {"-isystem", "third_party"}}) {
        const std::vector<std::string> a = with("/home/u/a", extra);
        EXPECT_EQ(without_project(a), a) << extra.back();
    }
    // A project at the root, or no prefix map (kiln adds none for a directory whose name has '='): kept.
    EXPECT_EQ(without_project(with("", {})), with("", {}));
    EXPECT_EQ(without_project(common), common);
}

// A HIP request is marked alone when no other has its target, options and leading includes, and
// only where no cache keeps preludes.
TEST(PreludeArguments, AloneWhenNoOtherFrontEndSharesThePrelude) {
    namespace fs = std::filesystem;
    using kiln::frontend::Language;
    using kiln::frontend::Request;
    const fs::path dir = fs::temp_directory_path() / ("kiln-alone-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const auto write = [&](const std::string& name, const std::string& text) {
        std::ofstream(dir / name) << text;
        return dir / name;
    };
    const fs::path a = write("a.hip", "#include <hip/hip_runtime.h>\n__global__ void k() {}\n");
    const fs::path b = write("b.hip", "#include <hip/hip_runtime.h>\nint x;  // other code, the same leading includes\n");
    const fs::path c = write("c.hip", "#include <hip/hip_fp16.h>\n__global__ void k() {}\n");
    const auto hip = [](fs::path source, std::string processor, std::vector<std::string> defines = {}) {
        return Request{.source = std::move(source), .language = Language::hip, .processor = std::move(processor), .defines = std::move(defines)};
    };
    std::vector<Request> r = {hip(a, "gfx942"), hip(b, "gfx942"), hip(a, "gfx950"), hip(c, "gfx942"), hip(a, "gfx942", {"N=2"}),
                              Request{.source = a, .language = Language::opencl, .processor = "gfx950"}};
    kiln::frontend::mark_alone_preludes(r, nullptr);
    std::vector<bool> alone;
    for (const Request& q : r) alone.push_back(q.prelude_alone);
    EXPECT_EQ(alone, (std::vector<bool>{false, false, true, true, true, false}));
    for (Request& q : r) q.prelude_alone = false;
    auto cache = kiln::cache::Cache::open(dir / "cache");
    ASSERT_TRUE(cache);
    kiln::frontend::mark_alone_preludes(r, &*cache);  // a cache that stores: a prelude is kept for later builds
    for (const Request& q : r) EXPECT_FALSE(q.prelude_alone);
    fs::remove_all(dir);
}
