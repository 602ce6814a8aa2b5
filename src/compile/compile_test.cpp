// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The compile module in-process, on the example manifest's kernels: a kernel compiled for an AMD
// and an NVIDIA target under its manifest name; kernels compiled together as each alone; kernels
// found by symbol and listed for `symbol = "*"`; the object cache's entries read back and refused
// when damaged; llvm_args checked against LLVM's own option table. (O3 and codegen run in a worker: this executable serves them.)
#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <filesystem>
#include <fstream>

#include "codeobj/code_object.hpp"
#include "compile/compile.hpp"
#include "compile/internal.hpp"
#include "frontend/frontend.hpp"
#include "worker/worker.hpp"

namespace kiln::compile {

namespace {

std::string kernels_dir() { return std::string(KILN_SOURCE_DIR) + "/manifests/example/kernels/"; }

frontend::Output front_end(const std::string& file, const manifest::TargetId& target) {
    frontend::Request r;
    r.source = kernels_dir() + file;
    r.processor = target.processor;
    r.features = target.features;
    return frontend::run(r);
}

manifest::ResolvedKernel kernel(const std::string& name, const std::string& symbol, const std::string& file) {
    manifest::ResolvedKernel k;
    k.name = name;
    k.symbol.value = symbol;
    k.source.value = kernels_dir() + file;
    k.block_size.value = 256;
    return k;
}

}  // namespace

TEST(Compile, AKernelUnderItsManifestNameForEachBackend) {
    const auto amd = manifest::parse_target_id("gfx942");
    const frontend::Output source = front_end("saxpy.ll", *amd);
    ASSERT_TRUE(source.ok());
    const manifest::ResolvedKernel k = kernel("axpy", "saxpy", "saxpy.ll");
    const CompileResult r = compile_kernel({&k, &*amd, 5, &source.bitcode, source.bitcode_hash, nullptr});
    ASSERT_TRUE(r.ok()) << r.errors.front();
    const auto info = codeobj::read_code_object(r.object);
    ASSERT_TRUE(info.ok()) << info.error();
    ASSERT_EQ(info->kernels.size(), 1u);
    EXPECT_EQ(info->kernels[0].name, "axpy");
    EXPECT_EQ(info->target, "amdgcn-amd-amdhsa--gfx942");

    const auto nv = manifest::parse_target_id("sm_90");
    const frontend::Output ptx_source = front_end("saxpy.nvptx.ll", *nv);
    ASSERT_TRUE(ptx_source.ok());
    const CompileResult p = compile_kernel({&k, &*nv, 5, &ptx_source.bitcode, ptx_source.bitcode_hash, nullptr});
    ASSERT_TRUE(p.ok()) << p.errors.front();
    EXPECT_NE(p.object.find(".entry axpy"), std::string::npos) << p.object.substr(0, 400);
    EXPECT_NE(p.object.find(".target sm_90"), std::string::npos);
}

// compile_kernels runs the modules of several jobs in one worker, every module's O3 before every
// module's codegen: each object must be the one the job compiled alone gives, whatever the others'
// targets and backend settings (the target machine's level and FP fusion are set per module).
TEST(Compile, KernelsCompiledTogetherAreTheKernelsCompiledAlone) {
    // fmul and fadd without `contract`: fused into an FMA only under fast FP fusion.
    const std::string dir = testing::TempDir() + "kiln_compile_together";
    std::filesystem::create_directories(dir);
    const std::string file = dir + "/axpy.ll";
    std::ofstream(file) << "target triple = \"amdgcn-amd-amdhsa\"\n"
                           "define amdgpu_kernel void @axpy(float %a, ptr addrspace(1) %x, ptr addrspace(1) %y) {\n"
                           "  %i = call i32 @llvm.amdgcn.workitem.id.x()\n"
                           "  %xp = getelementptr float, ptr addrspace(1) %x, i32 %i\n"
                           "  %yp = getelementptr float, ptr addrspace(1) %y, i32 %i\n"
                           "  %xv = load float, ptr addrspace(1) %xp\n  %yv = load float, ptr addrspace(1) %yp\n"
                           "  %m = fmul float %a, %xv\n  %r = fadd float %m, %yv\n"
                           "  store float %r, ptr addrspace(1) %yp\n  ret void\n}\n"
                           "declare i32 @llvm.amdgcn.workitem.id.x()\n";
    const auto gfx942 = manifest::parse_target_id("gfx942"), gfx1030 = manifest::parse_target_id("gfx1030");
    frontend::Request r;
    r.source = file;
    r.processor = "gfx942";
    const frontend::Output plain = frontend::run(r);
    ASSERT_TRUE(plain.ok());
    // The same module with another backend's settings: -O1 and fast FP fusion.
    llvm::LLVMContext ctx;
    auto m = parse_bitcode(plain.bitcode, ctx);
    ASSERT_TRUE(m.ok()) << m.error();
    frontend::set_backend_options(**m, {.opt_level = 1, .fast_fp_fusion = true});
    const std::string fused = bitcode_of(**m);
    manifest::ResolvedKernel k = kernel("axpy", "axpy", "axpy.ll"), k64 = k;
    k.source.value = k64.source.value = file;
    k64.block_size.value = 64;
    const std::vector<CompileRequest> requests = {{&k, &*gfx942, 5, &plain.bitcode, "plain", nullptr},
                                                  {&k, &*gfx942, 5, &fused, "fused", nullptr},
                                                  {&k64, &*gfx1030, 5, &plain.bitcode, "plain", nullptr},
                                                  {&k, &*gfx942, 5, &plain.bitcode, "plain", nullptr},
                                                  {&k, &*gfx942, 5, &fused, "fused", nullptr}};
    const std::vector<CompileResult> together = compile_kernels(requests);
    ASSERT_EQ(together.size(), requests.size());
    std::vector<std::string> alone;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const CompileResult one = compile_kernel(requests[i]);
        ASSERT_TRUE(one.ok()) << one.errors.front();
        ASSERT_TRUE(together[i].ok()) << together[i].errors.front();
        EXPECT_EQ(together[i].object, one.object) << "job " << i;
        alone.push_back(one.object);
    }
    // The settings change the object, so a job compiled with another's would show above.
    EXPECT_NE(alone[0], alone[1]);
    EXPECT_EQ(alone[0], alone[3]);
    EXPECT_EQ(alone[1], alone[4]);
}

TEST(Compile, AWrongSymbolNamesTheSourcesKernels) {
    const auto amd = manifest::parse_target_id("gfx942");
    const frontend::Output source = front_end("saxpy.ll", *amd);
    ASSERT_TRUE(source.ok());
    const manifest::ResolvedKernel good = kernel("saxpy", "saxpy", "saxpy.ll"), bad = kernel("x", "saxpi", "saxpy.ll");
    const manifest::ResolvedKernel* both[] = {&good, &bad};
    const auto found = check_symbols(source.bitcode, both);
    ASSERT_EQ(found.size(), 2u);
    ASSERT_TRUE(found[0].ok());
    EXPECT_EQ(*found[0], "saxpy");
    ASSERT_FALSE(found[1].ok());
    EXPECT_NE(found[1].error().find("'saxpy'"), std::string::npos) << found[1].error();

    const auto listed = source_kernels(source.bitcode);
    ASSERT_TRUE(listed.ok()) << listed.error();
    ASSERT_EQ(listed->size(), 1u);
    EXPECT_EQ((*listed)[0].symbol, "saxpy");
    EXPECT_EQ((*listed)[0].name, "saxpy");
    EXPECT_FALSE(source_kernels("not bitcode").ok());
}

TEST(Compile, CacheEntriesReadBackAndDamageIsAMiss) {
    CompileResult r;
    r.object = std::string("\x7f" "ELF object bytes\n\0with a zero", 30);
    r.applied.push_back({"amdgpu", "amdgpu-waves-per-eu", "2,4", manifest::Origin::kernel, {}, true, {}});
    r.applied.back().pos.line = 12;
    r.applied.back().pos.column = 3;
    r.warnings = {"about the source", "LLVM's\nwarning"};
    r.source_warnings = 1;
    const std::string entry = encode_entry(r);
    CompileResult back;
    ASSERT_TRUE(decode_entry(entry, back));
    EXPECT_EQ(back.object, r.object);
    EXPECT_EQ(back.warnings, r.warnings);
    EXPECT_EQ(back.source_warnings, 1u);
    ASSERT_EQ(back.applied.size(), 1u);
    EXPECT_EQ(back.applied[0].value, "2,4");
    EXPECT_EQ(back.applied[0].origin, manifest::Origin::kernel);
    EXPECT_EQ(back.applied[0].pos.line, 12u);
    // Truncated inside the header, a count beyond the entry, an origin kiln does not have.
    for (const std::string& damaged : {entry.substr(0, 10), "99\n" + entry.substr(2), std::string("1\na\tb\tc\t999\t1\t1\t1\n0\n0\n")}) {
        CompileResult none;
        EXPECT_FALSE(decode_entry(damaged, none)) << damaged;
    }
}

TEST(Compile, ObjectKeysFollowWhatDeterminesTheObject) {
    const auto amd = manifest::parse_target_id("gfx942"), other = manifest::parse_target_id("gfx950");
    manifest::ResolvedKernel k = kernel("saxpy", "saxpy", "saxpy.ll");
    const std::string bitcode = "b";
    CompileRequest req{&k, &*amd, 5, &bitcode, "hash", nullptr};
    const std::string key = object_key(req);
    EXPECT_EQ(key, object_key(req));
    EXPECT_EQ(key.size(), 64u);
    CompileRequest on_other = req;
    on_other.target = &*other;
    EXPECT_NE(object_key(on_other), key);
    k.llvm_args.value = {"-unroll-threshold=2000"};
    EXPECT_NE(object_key(req), key);
}

TEST(Compile, LlvmArgsAreCheckedAgainstLlvmsOptions) {
    EXPECT_FALSE(llvm_option_problem("-unroll-threshold=2000"));
    const auto path = llvm_option_problem("-ir-dump-directory=/tmp/x");
    ASSERT_TRUE(path);
    EXPECT_NE(path->find("names a file or directory"), std::string::npos) << *path;
    ASSERT_TRUE(llvm_option_problem("-stop-after=machine-scheduler"));
    const auto typo = llvm_option_problem("-unroll-treshold=2");
    ASSERT_TRUE(typo);
    EXPECT_NE(typo->find("did you mean '-unroll-threshold'"), std::string::npos) << *typo;
    EXPECT_TRUE(llvm_option_problem("-help"));
}

}  // namespace kiln::compile

// O3 and codegen run in kiln's worker processes, which are this executable (/proc/self/exe).
int main(int argc, char** argv) {
    if (argc >= 2 && argv[1] == kiln::worker::k_command)
        return kiln::compile::run_worker(std::vector<std::string>(argv + 2, argv + argc));
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
