// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// ptxas's log as kiln reads it, and ptxas run through memory files (the CUDA toolkit is
// installed by scripts/setup.sh; a machine without one fails here, as its builds would).
#include <gtest/gtest.h>

#include "cuda/toolkit.hpp"

namespace kiln::cuda {

TEST(PtxasLog, FunctionsAndTheirSpills) {
    const std::string log =
        "ptxas info    : 0 bytes gmem\n"
        "ptxas info    : Compiling entry function 'heavy' for 'sm_90'\n"
        "ptxas info    : Function properties for heavy\n"
        "    176 bytes stack frame, 172 bytes spill stores, 168 bytes spill loads\n"
        "ptxas info    : Used 32 registers, used 0 barriers, 176 bytes cumulative stack size\n"
        "ptxas warning : For entry heavy adjusting per thread register count of 16 to lower bound of 24\n"
        "ptxas info    : Function properties for _Z6helperi\n"
        "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n";
    const auto f = parse_ptxas_log(log);
    ASSERT_EQ(f.size(), 2u);
    EXPECT_EQ(f[0].name, "heavy");
    EXPECT_EQ(f[0].stack_frame, 176u);
    EXPECT_EQ(f[0].spill_stores, 172u);
    EXPECT_EQ(f[0].spill_loads, 168u);
    EXPECT_EQ(f[1].name, "_Z6helperi");
    EXPECT_EQ(f[1].spill_stores, 0u);
    const auto w = log_lines(log, "warning");
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0], "For entry heavy adjusting per thread register count of 16 to lower bound of 24");
    EXPECT_TRUE(parse_ptxas_log("garbage\n    9 bytes stack frame\n").empty());
    const auto e = log_lines("ptxas /proc/self/fd/3, line 42; error   : Unknown symbol 'x'\nptxas fatal   : Ptx assembly aborted due to errors\n", "error");
    ASSERT_EQ(e.size(), 1u);
    EXPECT_EQ(e[0], "PTX, line 42: Unknown symbol 'x'");
}

TEST(Toolkit, PtxasThroughMemoryOnCombinedModules) {
    const Result<Toolkit>& t = default_toolkit();
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_GE(t->major, 11);
    EXPECT_TRUE(t->knows("sm_80") && t->knows("sm_90")) << t->version;
    EXPECT_FALSE(t->knows("compute_80"));
    const std::string header = ".version 7.8\n.target sm_80\n.address_size 64\n";
    const std::string a = header + ".extern .global .align 4 .u32 gv;\n.visible .entry a(.param .u64 p)\n{\nret;\n}\n";
    const std::string b = header + ".extern .global .align 4 .u32 gv;\n.visible .entry b(.param .u64 p)\n{\nret;\n}\n";
    const std::string g = header + ".visible .global .align 4 .u32 gv = 7;\n";
    const std::string modules[] = {g, a, b};
    auto combined = combine_ptx(modules);
    ASSERT_TRUE(combined.ok()) << combined.error();
    EXPECT_EQ(combined->find(".version"), combined->rfind(".version"));
    ToolOutput o = ptxas(*t, *combined, "sm_80");
    ASSERT_TRUE(o.ok) << o.log;
    EXPECT_EQ(o.file.substr(0, 4), "\x7f" "ELF");
    EXPECT_NE(o.log.find("Compiling entry function 'a' for 'sm_80'"), std::string::npos) << o.log;
    EXPECT_NE(o.log.find("Compiling entry function 'b' for 'sm_80'"), std::string::npos) << o.log;
    EXPECT_TRUE(log_lines(o.log, "warning").empty()) << o.log;
    ToolOutput bad = ptxas(*t, "not ptx", "sm_80");
    EXPECT_FALSE(bad.ok);
    EXPECT_FALSE(log_lines(bad.log, "error").empty() && log_lines(bad.log, "fatal").empty()) << bad.log;
    // A __device__ function pointer: LLVM defines it .u64 (its initializer is an address) and
    // declares it .b64 in the kernels; the declarations after the definition are left out.
    const std::string fp = header + ".func f()\n;\n.visible .global .align 8 .u64 fp = f;\n.func f()\n{\nret;\n}\n";
    const std::string use = header + ".extern .global .align 8 .b64 fp;\n.visible .entry c(.param .u64 p)\n{\n"
                                     ".reg .b64 %rd<2>;\nld.global.b64 %rd1, [fp];\nret;\n}\n";
    const std::string use2 = use.substr(0, use.find(".visible .entry c")) + ".visible .entry d" + use.substr(use.find(".visible .entry c") + 17);
    const std::string with_pointer[] = {fp, use, use2};
    auto pointer = combine_ptx(with_pointer);
    ASSERT_TRUE(pointer.ok()) << pointer.error();
    EXPECT_EQ(pointer->find(".extern .global .align 8 .b64 fp;"), std::string::npos) << *pointer;
    EXPECT_EQ(pointer->find(".visible .entry c"), pointer->rfind(".visible .entry c")) << *pointer;
    const std::string clash[] = {fp, use};
    std::string raw = header;
    for (const std::string& m : clash) raw += m.substr(header.size());
    EXPECT_FALSE(ptxas(*t, raw, "sm_80").ok);  // "Inconsistent redefinition of variable 'fp'"
    ToolOutput resolved = ptxas(*t, *pointer, "sm_80");
    EXPECT_TRUE(resolved.ok) << resolved.log;
    const std::string other[] = {a, ".version 8.0\n.target sm_90\n.address_size 64\n"};
    EXPECT_FALSE(combine_ptx(other).ok());
}

// LLVM writes ".target sm_90, debug" for IR with line tables (Triton's); ptxas refuses it at -O3.
TEST(Toolkit, DebugTargetsCombineWithoutTheFlag) {
    const std::string debug = ".version 7.8\n.target sm_90, debug\n.address_size 64\n.visible .entry a()\n{\nret;\n}\n";
    const std::string plain = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry b()\n{\nret;\n}\n";
    const std::string modules[] = {debug, plain};
    auto combined = combine_ptx(modules);
    ASSERT_TRUE(combined.ok()) << combined.error();
    EXPECT_EQ(combined->find("debug"), std::string::npos) << *combined;
    EXPECT_NE(combined->find(".target sm_90\n"), std::string::npos) << *combined;
}

// Line tables of two modules (Triton's IR, one kernel each): ptxas refuses a duplicate .file
// index, and cannot merge the modules' DWARF sections. One index per file, each module's .loc
// lines renumbered, the DWARF sections and .loc's references into them left out.
TEST(Toolkit, LineTablesOfSeveralModulesCombine) {
    const std::string a = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry a()\n{\n\t.loc\t1 5 0\n\t.loc\t2 7 3, function_name $L__info_string0, inlined_at 1 5 0\nret;\n}\n"
                          "\t.file\t1 \"k.py\"\n\t.file\t2 \"standard.py\"\n\t.section\t.debug_abbrev\n\t{\n.b8 1\n\t}\n\t.section\t.debug_macinfo\t{\t}\n";
    const std::string b = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry b()\n{\n\t.loc\t1 9 0\n\t.loc\t2 4 1\nret;\n}\n"
                          "\t.file\t1 \"other.py\"\n\t.file\t2 \"k.py\"\n\t.section\t.debug_info\n\t{\n.b64 $L__func_begin0\n\t}\n";
    const std::string modules[] = {a, b};
    auto combined = combine_ptx(modules);
    ASSERT_TRUE(combined.ok()) << combined.error();
    const std::string expected = ".version 8.0\n.target sm_90a\n.address_size 64\n"
                                 ".visible .entry a()\n{\n\t.loc\t1 5 0\n\t.loc\t2 7 3\nret;\n}\n"
                                 ".visible .entry b()\n{\n\t.loc\t3 9 0\n\t.loc\t1 4 1\nret;\n}\n"
                                 "\t.file\t1 \"k.py\"\n\t.file\t2 \"standard.py\"\n\t.file\t3 \"other.py\"\n";
    EXPECT_EQ(*combined, expected);
    // One module keeps its DWARF sections.
    const std::string one[] = {a};
    auto alone = combine_ptx(one);
    ASSERT_TRUE(alone.ok()) << alone.error();
    EXPECT_NE(alone->find(".debug_abbrev"), std::string::npos) << *alone;
    EXPECT_NE(alone->find("inlined_at 1 5 0"), std::string::npos) << *alone;
}

}  // namespace kiln::cuda
