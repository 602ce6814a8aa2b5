// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include "emit/explain.hpp"
#include "emit/json.hpp"
#include "emit/table.hpp"

namespace kiln::emit {

TEST(Json, WritesNestedValuesInOrder) {
    JsonWriter w;
    w.begin_object().key("a").value(std::int64_t{1}).key("b").begin_array().value("x\"y").value(true).end_array();
    w.key("c").begin_object().end_object().key("d").null().end_object();
    EXPECT_EQ(w.str(), "{\n  \"a\": 1,\n  \"b\": [\n    \"x\\\"y\",\n    true\n  ],\n  \"c\": {},\n  \"d\": null\n}\n");
    EXPECT_EQ(json_quote("a\nb\x01"), "\"a\\nb\\u0001\"");
}

TEST(Json, InvalidUtf8BecomesReplacementCharacters) {
    // Well-formed UTF-8 is kept, 2 to 4 bytes.
    EXPECT_EQ(json_quote("gfx942 \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"), "\"gfx942 \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\"");
    // A bundle entry ID of 0xff bytes: each byte that is not UTF-8 is U+FFFD.
    EXPECT_EQ(json_quote("hip\xff\xff-"), "\"hip\\ufffd\\ufffd-\"");
    // A lone continuation byte, a truncated sequence, an overlong '/', a surrogate, past U+10FFFF.
    EXPECT_EQ(json_quote("\x80"), "\"\\ufffd\"");
    EXPECT_EQ(json_quote("\xe2\x82"), "\"\\ufffd\\ufffd\"");
    EXPECT_EQ(json_quote("\xc0\xaf"), "\"\\ufffd\\ufffd\"");
    EXPECT_EQ(json_quote("\xed\xa0\x80"), "\"\\ufffd\\ufffd\\ufffd\"");
    EXPECT_EQ(json_quote("\xf4\x90\x80\x80"), "\"\\ufffd\\ufffd\\ufffd\\ufffd\"");
    // Keys too: the writer quotes everything through json_quote.
    JsonWriter w;
    w.begin_object().key("\xfe").value("\xff").end_object();
    EXPECT_EQ(w.str(), "{\n  \"\\ufffd\": \"\\ufffd\"\n}\n");
}

TEST(Table, AlignsColumns) {
    EXPECT_EQ(format_columns({{"a", "1"}, {"long", "100"}}, "LR"), "a       1\nlong  100\n");
    EXPECT_EQ(format_table({{"k", "gfx942", 8, 16, 0, 1024, 0, 0, 256, false, false, 8, "waves", kiln::target::Kind::amdgpu, 8, 8, ""}}),
              "kernel  target  VGPRs  SGPRs  AGPRs  LDS s+d  scratch  spills  block  blocks/CU  waves/SIMD  occupancy  limiter  next step\n"
              "k       gfx942      8     16      0     1024        0       0    256          8         8/8       100%  waves\n");
    // Spills and scratch marked '!'; the next step named.
    EXPECT_EQ(format_table({{"t", "gfx942", 148, 24, 0, 0, 108, 54, 256, false, false, 3, "VGPRs", kiln::target::Kind::amdgpu, 3, 8,
                             "<= 128 VGPRs for 4 blocks"}}),
              "kernel  target  VGPRs  SGPRs  AGPRs  LDS s+d  scratch  spills  block  blocks/CU  waves/SIMD  occupancy  limiter  next step\n"
              "t       gfx942    148     24      0        0     108!     54!    256          3         3/8        37%  VGPRs    <= 128 VGPRs for 4 blocks\n");
    // Not built by kiln: the block is the kernel's maximum (*); a cubin's spills are not in it.
    EXPECT_EQ(format_table({{"c", "sm_90", 40, 0, 0, 0, 0, 0, 1024, true, true, 1, "warps", kiln::target::Kind::nvptx, 32, 64, ""}}),
              "kernel  target  VGPRs/regs  SGPRs  AGPRs  LDS s+d  scratch  spills  block  blocks/CU|SM  warps/SM  occupancy  limiter  next step\n"
              "c       sm_90           40      -      -        0        0     n/a  1024*             1     32/64        50%  warps\n");
}

// On a terminal: '!' cells bold red, 100% green, under 50% yellow, each in place.
TEST(Table, ColorsMarksAndOccupancyInPlace) {
    const std::string plain = format_table({{"t", "gfx942", 148, 24, 0, 0, 108, 54, 256, false, false, 3, "VGPRs", kiln::target::Kind::amdgpu, 3, 8, ""},
                                            {"k", "gfx942", 8, 16, 0, 1024, 0, 0, 256, false, false, 8, "waves", kiln::target::Kind::amdgpu, 8, 8, ""}});
    const std::string colored = color_table(plain);
    EXPECT_NE(colored.find("\033[1;31m108!\033[0m"), std::string::npos) << colored;
    EXPECT_NE(colored.find("\033[1;31m54!\033[0m"), std::string::npos) << colored;
    EXPECT_NE(colored.find("\033[33m37%\033[0m"), std::string::npos) << colored;
    EXPECT_NE(colored.find("\033[32m100%\033[0m"), std::string::npos) << colored;
    // Without the escapes it is the plain table: nothing moved.
    std::string stripped = colored;
    for (std::size_t at; (at = stripped.find('\033')) != std::string::npos;) stripped.erase(at, stripped.find('m', at) - at + 1);
    EXPECT_EQ(stripped, plain);
}

TEST(Explain, ShowsValueOriginAndPosition) {
    manifest::ResolvedKernel k;
    k.name = "gemm";
    k.target_id = "gfx942";
    k.pos = {"m.toml", 4, 10, 4};
    k.source = {"/k.ll", manifest::Origin::defaults, {"m.toml", 2, 10, 6}};
    k.language = {"ir", manifest::Origin::builtin, {}};
    k.ir_pipeline = {"triton", manifest::Origin::source, {"m.toml", 2, 10, 6}};
    k.symbol = {"gemm", manifest::Origin::builtin, {}};
    k.block_size = {128, manifest::Origin::kernel, {"m.toml", 5, 14, 3}};
    k.llvm_args = {{"-amdgpu-schedule-metric-bias=10"}, manifest::Origin::kernel, {"m.toml", 7, 13, 36}};
    k.wavefront_size = {64, manifest::Origin::builtin, {}};
    k.attrs = {{"amdgpu", "amdgpu-waves-per-eu", "2", manifest::Origin::intent, {"m.toml", 6, 21, 1}, true, {}}};
    EXPECT_EQ(explain_text({k}),
              "kernel 'gemm' for gfx942 (m.toml:4:10)\n"
              "  source                               /k.ll                                defaults  m.toml:2:10\n"
              "  language                             ir                                   builtin\n"
              "  ir_pipeline                          triton                               source    m.toml:2:10\n"
              "  symbol                               gemm                                 builtin\n"
              "  block_size                           128                                  kernel    m.toml:5:14\n"
              "  dynamic_lds                          0                                    builtin\n"
              "  defines                              []                                   builtin\n"
              "  clang_args                           []                                   builtin\n"
              "  llvm_args                            [\"-amdgpu-schedule-metric-bias=10\"]  kernel    m.toml:7:13\n"
              "  include_dirs                         []                                   builtin\n"
              "  std                                                                       builtin\n"
              "  fast_math                            false                                builtin\n"
              "  wavefront_size                       64                                   builtin\n"
              "  fn_attrs.amdgpu.amdgpu-waves-per-eu  \"2\"                                  intent    m.toml:6:21\n");
}

}  // namespace kiln::emit
