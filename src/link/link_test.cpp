// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The one-note rule, tested on real objects: two kernels compiled apart each carry a metadata
// note; the linked code object must carry exactly one, listing both.
#include <gtest/gtest.h>

#include "codeobj/code_object.hpp"
#include "compile/compile.hpp"
#include "frontend/frontend.hpp"
#include "link/link.hpp"
#include "worker/worker.hpp"

namespace kiln::link {

namespace {
std::string compile(const std::string& name, const std::string& file, const manifest::TargetId& target) {
    manifest::ResolvedKernel k;
    k.name = name;
    k.symbol.value = name;
    k.source.value = std::string(KILN_SOURCE_DIR) + "/manifests/example/kernels/" + file;
    k.block_size.value = 256;
    frontend::Request request;
    request.source = k.source.value, request.language = frontend::Language::llvm_ir;
    request.processor = target.processor, request.features = target.features;
    frontend::Output source = frontend::run(request);
    EXPECT_TRUE(source.ok());
    compile::CompileResult r = compile::compile_kernel({&k, &target, 5, &source.bitcode, source.bitcode_hash, nullptr});
    EXPECT_TRUE(r.ok()) << (r.errors.empty() ? "" : r.errors.front());
    return r.object;
}
}  // namespace

TEST(Link, MergesMetadataIntoOneNote) {
    auto target = manifest::parse_target_id("gfx942");
    std::vector<std::string> objects = {compile("saxpy", "saxpy.ll", *target), compile("block_sum", "reduce.ll", *target)};
    for (const auto& o : objects) {
        auto blobs = codeobj::metadata_blobs(o);
        ASSERT_TRUE(blobs.ok()) << blobs.error();
        EXPECT_EQ(blobs->size(), 1u);
    }
    auto linked = link_code_object(objects);
    ASSERT_TRUE(linked.ok()) << linked.error();
    auto blobs = codeobj::metadata_blobs(*linked);
    ASSERT_TRUE(blobs.ok());
    EXPECT_EQ(blobs->size(), 1u);
    auto info = codeobj::read_code_object(*linked);
    ASSERT_TRUE(info.ok()) << info.error();
    EXPECT_EQ(info->target, "amdgcn-amd-amdhsa--gfx942");
    ASSERT_EQ(info->kernels.size(), 2u);
    EXPECT_EQ(info->kernels[0].name, "saxpy");
    EXPECT_EQ(info->kernels[1].name, "block_sum");
    EXPECT_EQ(info->kernels[1].group_segment_fixed_size, 1024u);
    EXPECT_EQ(info->kernels[1].max_flat_workgroup_size, 1024u);  // no attribute given here: LLVM's default
}

TEST(Link, MetadataThatDisagreesIsAnError) {
    auto a = manifest::parse_target_id("gfx942");
    auto b = manifest::parse_target_id("gfx950");
    std::string blob_a = codeobj::metadata_blobs(compile("saxpy", "saxpy.ll", *a)).value().front();
    std::string blob_b = codeobj::metadata_blobs(compile("saxpy", "saxpy.ll", *b)).value().front();
    EXPECT_TRUE(merge_metadata(std::vector<std::string>{blob_a, blob_a}).ok());
    auto mixed = merge_metadata(std::vector<std::string>{blob_a, blob_b});
    EXPECT_FALSE(mixed.ok());
}

TEST(Link, RejectsGarbage) {
    EXPECT_FALSE(link_code_object(std::vector<std::string>{"not an object"}).ok());
    EXPECT_FALSE(link_code_object({}).ok());
}

}  // namespace kiln::link

// The compile module's LLVM workers are this executable (/proc/self/exe), as they are kiln.
int main(int argc, char** argv) {
    if (argc >= 2 && argv[1] == kiln::worker::k_command)
        return kiln::compile::run_worker(std::vector<std::string>(argv + 2, argv + argc));
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
