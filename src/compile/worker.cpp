// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The compile module's jobs in kiln's worker processes (worker/worker.hpp): every kernel's O3 and
// codegen ("emit"), and the others run_worker serves: the front ends' clang compiles ("frontend",
// "prelude": frontend.hpp) and `kiln disasm`'s AMD disassembly ("disasm": codeobj/disasm.hpp).
//
// "emit" request: temps, remarks (1 or 0), the number of jobs, then for each: the target ID, its
// LLVM features as compiled ("+sramecc,-xnack", "+wavefrontsize64"), the kernel's module
// (bitcode, split out and with its attributes: all but O3 and codegen is done in kiln). Answer,
// for each job in order: the object, then lists of errors, warnings and remarks, then the temps
// as a list of suffixes and a list of texts, then the per-thread arrays left in memory.
#include "compile/worker.hpp"

#include <malloc.h>

#include "compile/internal.hpp"

#include "codeobj/disasm.hpp"
#include "frontend/frontend.hpp"
#include "worker/worker.hpp"

namespace kiln::compile {

namespace {

// A result's fields in an answer, and back.
void write_result(worker::Writer& out, CompileResult&& r) {
    std::vector<std::string> suffixes, texts;
    for (auto& [suffix, text] : r.temps) {
        suffixes.push_back(std::move(suffix));
        texts.push_back(std::move(text));
    }
    out.add(std::move(r.object)).add_list(r.errors).add_list(r.warnings).add_list(r.remarks).add_list(suffixes).add_list(texts).add_list(r.private_arrays);
}

std::optional<CompileResult> read_result(worker::Reader& in) {
    auto object = in.next();
    auto errors = in.list(), warnings = in.list(), remark_list = in.list(), temp_suffixes = in.list(), temp_texts = in.list();
    auto arrays = in.list();
    if (!in.ok() || temp_suffixes->size() != temp_texts->size()) return std::nullopt;
    CompileResult result;
    result.object = std::move(*object);
    result.errors = std::move(*errors);
    result.warnings = std::move(*warnings);
    result.remarks = std::move(*remark_list);
    result.private_arrays = std::move(*arrays);
    for (std::size_t i = 0; i < temp_suffixes->size(); ++i) result.temps.emplace_back((*temp_suffixes)[i], (*temp_texts)[i]);
    return result;
}

}  // namespace

std::vector<CompileResult> emit_isolated(const std::vector<EmitJob>& jobs, const std::vector<std::string>& llvm_args, bool temps,
                                         bool remarks) {
    worker::Writer request;
    request.add(std::string("emit")).add(temps).add(remarks).add(static_cast<int>(jobs.size()));
    for (const EmitJob& job : jobs) request.add(job.target.id.value).add_list(job.target.features).add(job.bitcode);
    auto answer = worker::call("LLVM", llvm_args, request.take());
    std::vector<CompileResult> results;
    if (answer) {
        worker::Reader in(*answer);
        while (results.size() < jobs.size())
            if (auto r = read_result(in)) results.push_back(std::move(*r));
            else break;
        if (in.at_end() && results.size() == jobs.size()) return results;
        answer = make_error("the LLVM worker's answer is malformed");
    }
    results.clear();
    if (jobs.size() > 1) {
        for (const EmitJob& job : jobs) results.push_back(std::move(emit_isolated({job}, llvm_args, temps, remarks).front()));
        return results;
    }
    // Errors of a worker with llvm_args say so first: the build points them at the llvm_args.
    std::string shown;
    for (const auto& o : llvm_args) shown += (shown.empty() ? "" : ", ") + o;
    results.emplace_back().errors.push_back((llvm_args.empty() ? "" : "llvm_args [" + shown + "]: ") + answer.error());
    return results;
}

namespace {

worker::Fields emit_job(worker::Fields&& request, worker::Channel& channel) {
    worker::Reader in(request);
    auto temps = in.number(), remarks = in.number(), count = in.number();
    std::vector<EmitJob> jobs;
    bool malformed = !count || *count < 0 || static_cast<std::size_t>(*count) > request.size();
    for (long long i = 0; !malformed && i < *count; ++i) {
        auto id = in.next();
        auto features = in.list();
        auto bitcode = in.next();
        auto target = bitcode ? manifest::parse_target_id(*id) : std::nullopt;
        malformed = !target;
        if (target) {
            target->features = std::move(*features);
            jobs.push_back({std::move(*bitcode), std::move(*target)});
        }
    }
    std::vector<CompileResult> results;
    if (malformed || !in.at_end()) {
        // kiln's own request, so never: one result that says so (the job's error when it was one
        // job; otherwise kiln finds the answer malformed).
        results.emplace_back().errors.push_back("a malformed request");
    } else {
        results = emit_batch_here(jobs, *temps == 1, *remarks == 1, [&](const char* stage) { channel.stage(stage); });
    }
    worker::Writer out;
    for (CompileResult& r : results) write_result(out, std::move(r));
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
