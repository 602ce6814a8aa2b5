// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// One (kernel, target) from IR to a relocatable AMDGPU object, or to PTX for NVIDIA, by phase:
//   cache    the object cache asked by the inputs alone (object_key), then by the prepared module
//            (module_key): object_cache.cpp
//   prepare  the kernel's own module: split out, target pinned, renamed, attributes (prepare.cpp,
//            split.cpp)
//   emit     O3 and codegen in a worker process (emit.cpp, worker.cpp), with the target machine of
//            target_machine.cpp
//   advice   after a failure, what the backend suggests, when the kernel compiles with it
// and the source's globals object (compile_globals). What differs between backends is asked of
// target::Codegen (target/codegen.hpp). LLVM's errors (e.g. "local memory (98304) exceeds limit
// (65536)") are collected, never printed, and fail the job. Finding the kernel: symbols.cpp;
// llvm_args: llvm_options.cpp.
#include "compile/compile.hpp"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <algorithm>

#include "cache/cache.hpp"
#include "compile/internal.hpp"
#include "compile/worker.hpp"
#include "target/codegen.hpp"
#include "util/file_hash.hpp"

namespace kiln::compile {

Result<std::unique_ptr<llvm::Module>> parse_bitcode(const std::string& bitcode, llvm::LLVMContext& ctx) {
    auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "source"), ctx);
    if (!m) return make_error("unreadable front-end bitcode: " + llvm::toString(m.takeError()));
    return std::move(*m);
}

std::string bitcode_of(const llvm::Module& m) {
    // The module and its string table: not WriteBitcodeToFile, which also builds the symbol table
    // LTO reads (irsymtab) and reserves 256 KiB, for every kernel (under a split's lock).
    llvm::SmallVector<char, 0> buffer;
    llvm::BitcodeWriter writer(buffer);
    writer.writeModule(m, /*ShouldPreserveUseListOrder=*/true);
    writer.writeStrtab();
    return std::string(buffer.data(), buffer.size());
}

std::string llvm_version() { return "LLVM " LLVM_VERSION_STRING; }

namespace {

// The kernel's module prepared for `target` (prepare_module), as bitcode: copied from the source's
// split, or split out of the whole source.
Result<std::string> prepared_bitcode(const CompileRequest& req, const manifest::TargetId& target, llvm::TargetMachine& tm,
                                     CompileResult& result, std::string& source_cpu) {
    auto prepare = [&](llvm::Module& m) {
        return prepare_module(m, *req.kernel, target, tm, req.code_object_version, req.source_hash, !req.split, result, source_cpu);
    };
    if (req.split)
        return req.split->take(*req.kernel, [&](llvm::Module& m) {
            // The split's context, shared by its jobs: its diagnostics are this job's while it
            // prepares (under the split's lock), and nobody's after.
            collect_diagnostics(m.getContext(), result, req.remarks);
            auto problem = prepare(m);
            m.getContext().setDiagnosticHandler(std::make_unique<llvm::DiagnosticHandler>());
            return problem;
        });
    llvm::LLVMContext ctx;
    collect_diagnostics(ctx, result, req.remarks);
    auto module = parse_bitcode(*req.bitcode, ctx);
    if (!module) return make_error(module.error());
    if (auto problem = prepare(**module)) return make_error(*problem);
    return bitcode_of(**module);
}

// After a failed compile: the backend's advice (target::Codegen::advice), when the kernel compiles
// for the target it names (prepared again for it, and emitted). The advice replaces the error it
// explains, and the warnings about the source (it names the source's target-cpu itself).
void advise(const CompileRequest& req, const manifest::TargetId& target, const std::string& source_cpu, CompileResult& result) {
    auto advice = codegen_of(target).advice(target, result.errors, source_cpu);
    if (!advice) return;
    const manifest::TargetId& other = advice->target;
    std::string ignored;
    auto other_tm = make_target_machine(other, ignored);
    if (!other_tm) return;
    CompileResult trial;
    std::string cpu;
    auto bitcode = prepared_bitcode(req, other, *other_tm, trial, cpu);
    if (!bitcode || !emit_in_worker(*bitcode, other, llvm_args_of(req), false, false, trial)) return;
    result.errors[advice->error] = std::move(advice->message);
    result.warnings.erase(result.warnings.begin(), result.warnings.begin() + static_cast<std::ptrdiff_t>(result.source_warnings));
    result.source_warnings = 0;
}

}  // namespace

namespace {

// A job the cache could not answer: its prepared module, and what its end needs.
struct ToEmit {
    std::size_t index = 0;  // in compile_kernels' requests
    manifest::TargetId target;
    std::string bitcode;
    std::string second_key;
    std::string source_cpu;
};

// A job up to its O3 and codegen: nothing when it ends here (a hit, or an error in `result`).
std::optional<ToEmit> prepare_job(const CompileRequest& req, CompileResult& result) {
    // A hit needs no LLVM work at all: the key is a function of the inputs, and the entry holds the
    // attributes the kernel was compiled with beside the object. On a miss, the kernel's own module
    // is a second key (module_key).
    if (req.cache) {
        result.key = object_key(req);
        if (auto payload = req.save_temps || req.remarks ? std::nullopt : req.cache->get(result.key)) {
            if (decode_entry(*payload, result)) {
                result.cache_hit = true;
                return std::nullopt;
            }
        }
    }
    initialize_targets();
    std::string error;
    ToEmit job;
    job.target = compiled_target(*req.target, *req.kernel);
    llvm::TargetMachine* tm = thread_target_machine(job.target, error);
    if (!tm) {
        result.errors.push_back(cannot_create(job.target, error));
        return std::nullopt;
    }
    Result<std::string> prepared = prepared_bitcode(req, job.target, *tm, result, job.source_cpu);
    if (!prepared) {
        result.errors.push_back(prepared.error());
        return std::nullopt;
    }
    job.bitcode = std::move(*prepared);
    if (req.cache) {
        job.second_key = module_key(job.bitcode, req);
        if (auto payload = req.save_temps || req.remarks ? std::nullopt : req.cache->get(job.second_key)) {
            CompileResult stored;
            if (decode_entry(*payload, stored)) {
                // The object and LLVM's warnings are the same; the attributes' origins and positions,
                // and what is said about the source, are this build's.
                result.object = std::move(stored.object);
                result.warnings.insert(result.warnings.end(), stored.warnings.begin() + stored.source_warnings,
                                       stored.warnings.end());
                result.cache_hit = true;
                req.cache->put(result.key, encode_entry(result));
                return std::nullopt;
            }
        }
    }
    return job;
}

// A job after its O3 and codegen: the backend's advice on a failure, the object cached on success.
void finish_job(const CompileRequest& req, const ToEmit& job, CompileResult& result) {
    if (!result.ok()) {
        advise(req, job.target, job.source_cpu, result);
        return;
    }
    if (req.cache) {
        const std::string entry = encode_entry(result);
        req.cache->put(result.key, entry);
        req.cache->put(job.second_key, entry);
    }
}

// How much prepared bitcode one worker call takes at most: small kernels go many to a call (their
// codegen then runs back to back: emit_batch_here), large ones alone.
constexpr std::size_t k_batch_bytes = 512 * 1024;

}  // namespace

std::vector<CompileResult> compile_kernels(std::span<const CompileRequest> requests) {
    std::vector<CompileResult> results(requests.size());
    std::vector<ToEmit> pending;
    for (std::size_t i = 0; i < requests.size(); ++i)
        if (auto job = prepare_job(requests[i], results[i])) {
            job->index = i;
            pending.push_back(std::move(*job));
        }
    // One worker call for each run of jobs that a worker can take together: the same llvm_args
    // (a worker's options are its process's), temps and remarks.
    auto together = [&](const ToEmit& a, const ToEmit& b) {
        const CompileRequest &x = requests[a.index], &y = requests[b.index];
        return llvm_args_of(x) == llvm_args_of(y) && x.save_temps == y.save_temps && x.remarks == y.remarks;
    };
    for (std::size_t at = 0, end; at < pending.size(); at = end) {
        std::size_t bytes = pending[at].bitcode.size();
        for (end = at + 1; end < pending.size() && together(pending[at], pending[end]) && bytes + pending[end].bitcode.size() <= k_batch_bytes; ++end)
            bytes += pending[end].bitcode.size();
        std::vector<EmitJob> jobs;
        std::vector<CompileResult*> outs;
        for (std::size_t k = at; k < end; ++k) {
            jobs.push_back({std::move(pending[k].bitcode), pending[k].target});
            outs.push_back(&results[pending[k].index]);
        }
        const CompileRequest& first = requests[pending[at].index];
        emit_in_worker(jobs, llvm_args_of(first), first.save_temps, first.remarks, outs);
        for (std::size_t k = at; k < end; ++k) finish_job(requests[pending[k].index], pending[k], results[pending[k].index]);
    }
    return results;
}

CompileResult compile_kernel(const CompileRequest& request) { return std::move(compile_kernels({&request, 1}).front()); }

// The source's module and what its jobs ask of it before they copy their kernels: the kernels by
// symbol, and whether it has state kiln cannot place (asked once).
struct SourceSplit::Source {
    llvm::LLVMContext ctx;
    Result<std::unique_ptr<llvm::Module>> module = make_error("");
    std::optional<ModuleKernels> index;
    std::optional<std::string> problem;
    std::optional<KernelCopier> copier;
};

SourceSplit::SourceSplit(const std::string& bitcode, std::string source_hash) : m_bitcode(bitcode), m_source_hash(std::move(source_hash)) {}

SourceSplit::~SourceSplit() = default;

Result<std::string> SourceSplit::take(const manifest::ResolvedKernel& kernel,
                                      const std::function<std::optional<std::string>(llvm::Module&)>& prepare) {
    std::lock_guard lock(m_mutex);
    if (!m_source) {
        m_source = std::make_unique<Source>();
        Source& s = *m_source;
        s.module = parse_bitcode(m_bitcode, s.ctx);
        if (s.module) {
            s.index.emplace(**s.module);
            s.problem = shared_mutable_global(**s.module);
        }
    }
    Source& s = *m_source;
    if (!s.module) return make_error(s.module.error());
    auto fn = s.index->find(kernel.symbol.value, kernel.source.value);
    if (!fn) return make_error(fn.error());
    if (s.problem) return make_error(*s.problem);
    if (!s.copier) s.copier.emplace(**s.module, m_source_hash);
    std::unique_ptr<llvm::Module> own = s.copier->copy(**fn);
    if (auto problem = prepare(*own)) return make_error(*problem);
    return bitcode_of(*own);
}

CompileResult compile_globals(const std::string& bitcode, const std::string& source_hash, const manifest::TargetId& target,
                              int code_object_version, cache::Cache* cache) {
    CompileResult result;
    // Most sources have none: a lazy read sees the globals without materializing any function.
    {
        llvm::LLVMContext ctx;
        auto lazy = llvm::getLazyBitcodeModule(llvm::MemoryBufferRef(bitcode, "source"), ctx);
        if (!lazy) {
            result.errors.push_back("unreadable front-end bitcode: " + llvm::toString(lazy.takeError()));
            return result;
        }
        if (std::none_of((*lazy)->global_begin(), (*lazy)->global_end(),
                         [](const llvm::GlobalVariable& g) { return host_visible(g) || maybe_shared_internal(g); }))
            return result;
    }
    if (cache) {
        util::KeyBuilder key = cache::versioned_key("kiln-globals", LLVM_VERSION_STRING);
        key.add(target.id.value).add(std::to_string(code_object_version)).add(source_hash);
        result.key = key.hex();
        if (auto payload = cache->get(result.key); payload && decode_entry(*payload, result)) {
            result.cache_hit = true;
            return result;
        }
    }
    initialize_targets();
    std::string error;
    auto tm = make_target_machine(target, error);
    if (!tm) {
        result.errors.push_back(cannot_create(target, error));
        return result;
    }
    llvm::LLVMContext ctx;
    collect_diagnostics(ctx, result, false);
    auto module = parse_bitcode(bitcode, ctx);
    if (!module) {
        result.errors.push_back(module.error());
        return result;
    }
    llvm::Module& m = **module;
    // Only the host-visible and shared internal variables stay visible (and what their
    // initializers refer to).
    const std::vector<llvm::GlobalVariable*> exposed = expose_shared_internal(m, source_hash);
    keep_only(m, [&](const llvm::GlobalValue& g) {
        auto* v = llvm::dyn_cast<llvm::GlobalVariable>(&g);
        return v && (host_visible(*v) || std::find(exposed.begin(), exposed.end(), v) != exposed.end());
    });
    // Internal variables that are never written leave nothing to define: no object (cached too).
    if (std::none_of(m.global_begin(), m.global_end(), [](const llvm::GlobalVariable& g) { return !g.isDeclaration(); })) {
        if (cache) cache->put(result.key, encode_entry(result));
        return result;
    }
    set_module_target(m, *tm, target, code_object_version, "globals_" + source_hash.substr(0, 12));
    pin_target(m, target);
    if (!emit_in_worker(bitcode_of(m), target, {}, false, false, result)) return result;
    if (cache) cache->put(result.key, encode_entry(result));
    return result;
}

}  // namespace kiln::compile
