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
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <algorithm>
#include <unordered_set>

#include "cache/cache.hpp"
#include "compile/internal.hpp"
#include "target/codegen.hpp"
#include "util/file_hash.hpp"

namespace kiln::compile {

Result<std::unique_ptr<llvm::Module>> parse_bitcode(const std::string& bitcode, llvm::LLVMContext& ctx) {
    auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "source"), ctx);
    if (!m) return make_error("unreadable front-end bitcode: " + llvm::toString(m.takeError()));
    return std::move(*m);
}

std::string bitcode_of(const llvm::Module& m) {
    std::string bitcode;
    llvm::raw_string_ostream os(bitcode);
    llvm::WriteBitcodeToFile(m, os, /*ShouldPreserveUseListOrder=*/true);
    os.flush();
    return bitcode;
}

std::string llvm_version() { return "LLVM " LLVM_VERSION_STRING; }

namespace {

// After a failed compile: the backend's advice (target::Codegen::advice), when the kernel compiles
// for the target it names (prepared again for it, and emitted). The advice replaces the error it
// explains, and the warnings about the source (it names the source's target-cpu itself).
void advise(const CompileRequest& req, const std::string& bitcode, const manifest::TargetId& target, const std::string& source_cpu,
            CompileResult& result) {
    auto advice = codegen_of(target).advice(target, result.errors, source_cpu);
    if (!advice) return;
    const manifest::TargetId& other = advice->target;
    std::string ignored;
    auto other_tm = make_target_machine(other, ignored);
    if (!other_tm) return;
    llvm::LLVMContext ctx;
    auto again = parse_bitcode(bitcode, ctx);
    CompileResult trial;
    std::string cpu;
    if (!again || prepare_module(**again, *req.kernel, other, *other_tm, req.code_object_version, req.source_hash, !req.split, trial,
                                     cpu))
        return;
    if (!emit_in_worker(bitcode_of(**again), other, llvm_args_of(req), false, false, trial)) return;
    result.errors[advice->error] = std::move(advice->message);
    result.warnings.erase(result.warnings.begin(), result.warnings.begin() + static_cast<std::ptrdiff_t>(result.source_warnings));
    result.source_warnings = 0;
}

}  // namespace

CompileResult compile_kernel(const CompileRequest& req) {
    CompileResult result;
    // A hit needs no LLVM work at all: the key is a function of the inputs, and the entry holds the
    // attributes the kernel was compiled with beside the object. On a miss, the kernel's own module
    // is a second key (module_key).
    if (req.cache) {
        result.key = object_key(req);
        if (auto payload = req.save_temps || req.remarks ? std::nullopt : req.cache->get(result.key)) {
            if (decode_entry(*payload, result)) {
                result.cache_hit = true;
                return result;
            }
        }
    }
    initialize_targets();
    std::string error;
    const manifest::TargetId target = compiled_target(*req.target, *req.kernel);
    llvm::TargetMachine* tm = thread_target_machine(target, error);
    if (!tm) {
        result.errors.push_back(cannot_create(target, error));
        return result;
    }

    // The source's module, or, split once for the source's jobs, the kernel's own.
    const std::string* source = req.bitcode;
    std::string own;
    if (req.split) {
        Result<std::string> taken = req.split->take(*req.kernel);
        if (!taken) {
            result.errors.push_back(taken.error());
            return result;
        }
        own = std::move(taken).value();
        source = &own;
    }
    llvm::LLVMContext ctx;
    collect_diagnostics(ctx, result, req.remarks);
    auto module = parse_bitcode(*source, ctx);
    if (!module) {
        result.errors.push_back(module.error());
        return result;
    }
    llvm::Module& m = **module;
    std::string source_cpu;
    if (auto problem = prepare_module(m, *req.kernel, target, *tm, req.code_object_version, req.source_hash, !req.split, result,
                                      source_cpu)) {
        result.errors.push_back(*problem);
        return result;
    }
    std::string second_key;
    const std::string bitcode = bitcode_of(m);
    if (req.cache) {
        second_key = module_key(bitcode, req);
        if (auto payload = req.save_temps || req.remarks ? std::nullopt : req.cache->get(second_key)) {
            CompileResult stored;
            if (decode_entry(*payload, stored)) {
                // The object and LLVM's warnings are the same; the attributes' origins and positions,
                // and what is said about the source, are this build's.
                result.object = std::move(stored.object);
                result.warnings.insert(result.warnings.end(), stored.warnings.begin() + stored.source_warnings,
                                       stored.warnings.end());
                result.cache_hit = true;
                req.cache->put(result.key, encode_entry(result));
                return result;
            }
        }
    }

    if (!emit_in_worker(bitcode, target, llvm_args_of(req), req.save_temps, req.remarks, result)) {
        advise(req, *source, target, source_cpu, result);
        return result;
    }
    if (req.cache) {
        const std::string entry = encode_entry(result);
        req.cache->put(result.key, entry);
        req.cache->put(second_key, entry);
    }
    return result;
}

SourceSplit::SourceSplit(const std::string& bitcode, std::string source_hash, std::vector<const manifest::ResolvedKernel*> kernels)
    : m_bitcode(bitcode), m_source_hash(std::move(source_hash)), m_kernels(std::move(kernels)) {
    for (const manifest::ResolvedKernel* k : m_kernels) ++m_takers[k->symbol.value];
}

Result<std::string> SourceSplit::take(const manifest::ResolvedKernel& kernel) {
    std::call_once(m_once, [this] { split(); });
    std::lock_guard lock(m_mutex);
    const auto it = m_modules.find(kernel.symbol.value);
    if (--m_takers.at(kernel.symbol.value) > 0) return it->second;
    Result<std::string> last = std::move(it->second);
    m_modules.erase(it);
    return last;
}

// What prepare_module asks of the whole source before it splits (the kernel found, no state kiln
// cannot place), asked once, then every kernel's module.
void SourceSplit::split() {
    llvm::LLVMContext ctx;
    auto module = parse_bitcode(m_bitcode, ctx);
    std::vector<llvm::Function*> kernels;
    std::vector<std::string> symbols;
    std::unordered_set<std::string> asked;
    std::optional<ModuleKernels> index;
    if (module) index.emplace(**module);
    for (const manifest::ResolvedKernel* k : m_kernels) {
        const std::string& symbol = k->symbol.value;
        if (m_modules.count(symbol) || !asked.insert(symbol).second) continue;
        auto fn = module ? index->find(symbol, k->source.value) : Result<llvm::Function*>(make_error(module.error()));
        if (!fn) {
            m_modules.emplace(symbol, make_error(fn.error()));
            continue;
        }
        kernels.push_back(*fn);
        symbols.push_back(symbol);
    }
    if (kernels.empty()) return;
    if (auto problem = shared_mutable_global(**module)) {
        for (const std::string& symbol : symbols) m_modules.emplace(symbol, make_error(*problem));
        return;
    }
    std::vector<std::string> modules = split_kernels(**module, kernels, m_source_hash);
    for (std::size_t i = 0; i < symbols.size(); ++i) m_modules.emplace(symbols[i], std::move(modules[i]));
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
