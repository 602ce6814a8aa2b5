// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The compile module's jobs in kiln's worker processes (worker/worker.hpp): every kernel's O3 and
// codegen ("emit"), and the others run_worker serves: the front ends' clang compiles ("frontend",
// "prelude": frontend.hpp) and `kiln disasm`'s AMD disassembly ("disasm": codeobj/disasm.hpp).
//
// "emit" request: the target ID, its LLVM features as compiled ("+sramecc,-xnack",
// "+wavefrontsize64"), temps, remarks (1 or 0), the kernel's module (bitcode, split out and with
// its attributes: all but O3 and codegen is done in kiln). Answer: the object, then lists of
// errors, warnings and remarks, then the temps as a list of suffixes and a list of texts, then the
// per-thread arrays left in memory.
#include "compile/worker.hpp"

#include <malloc.h>

#include "compile/internal.hpp"

#include "codeobj/disasm.hpp"
#include "frontend/frontend.hpp"
#include "worker/worker.hpp"

namespace kiln::compile {

CompileResult emit_isolated(const std::string& bitcode, const manifest::TargetId& target, const std::vector<std::string>& llvm_args,
                            bool temps, bool remarks) {
    CompileResult result;
    std::vector<std::string> suffixes, texts;
    worker::Writer request;
    request.add(std::string("emit")).add(target.id.value).add_list(target.features).add(temps).add(remarks).add(bitcode);
    auto answer = worker::call("LLVM", llvm_args, request.take());
    if (answer) {
        worker::Reader in(*answer);
        auto object = in.next();
        auto errors = in.list(), warnings = in.list(), remark_list = in.list(), temp_suffixes = in.list(), temp_texts = in.list();
        auto arrays = in.list();
        if (in.at_end() && temp_suffixes->size() == temp_texts->size()) {
            result.object = std::move(*object);
            result.errors = std::move(*errors);
            result.warnings = std::move(*warnings);
            result.remarks = std::move(*remark_list);
            result.private_arrays = std::move(*arrays);
            for (std::size_t i = 0; i < temp_suffixes->size(); ++i) result.temps.emplace_back((*temp_suffixes)[i], (*temp_texts)[i]);
            return result;
        }
        answer = make_error("the LLVM worker's answer is malformed");
    }
    // Errors of a worker with llvm_args say so first: the build points them at the llvm_args.
    std::string shown;
    for (const auto& o : llvm_args) shown += (shown.empty() ? "" : ", ") + o;
    result.errors.push_back((llvm_args.empty() ? "" : "llvm_args [" + shown + "]: ") + answer.error());
    return result;
}

namespace {

worker::Fields emit_job(worker::Fields&& request, worker::Channel& channel) {
    worker::Reader in(request);
    auto id = in.next();
    auto features = in.list();
    auto temps = in.number(), remarks = in.number();
    auto bitcode = in.next();
    auto target = in.at_end() ? manifest::parse_target_id(*id) : std::nullopt;
    CompileResult r;
    if (!target) {
        r.errors.push_back("a malformed request");
    } else {
        target->features = std::move(*features);
        r = emit_here(*bitcode, *target, *temps == 1, *remarks == 1, [&](const char* stage) { channel.stage(stage); });
    }
    std::vector<std::string> suffixes, texts;
    for (auto& [suffix, text] : r.temps) {
        suffixes.push_back(std::move(suffix));
        texts.push_back(std::move(text));
    }
    worker::Writer out;
    out.add(std::move(r.object)).add_list(r.errors).add_list(r.warnings).add_list(r.remarks).add_list(suffixes).add_list(texts).add_list(r.private_arrays);
    return out.take();
}

}  // namespace

int run_worker(std::span<const std::string> llvm_options) {
    // A worker compiles job after job, each allocating and freeing the same few megabytes (the
    // register allocator's per-register arrays, the pass managers): glibc's defaults gave the
    // freed memory back to the kernel and faulted it in again for the next job, a quarter of a
    // 1,000-kernel build's CPU time (issue 32). Kept instead: at most the largest job's memory.
    // (kiln links mimalloc where it is installed, src/tool/CMakeLists.txt: then these change nothing.)
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    const worker::Kind kinds[] = {{"emit", emit_job},
                                  {"frontend", frontend::frontend_job},
                                  {"prelude", frontend::prelude_job},
                                  {"disasm", codeobj::disasm_job}};
    return worker::serve(llvm_options, kinds, initialize_targets);
}

}  // namespace kiln::compile
