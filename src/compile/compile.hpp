// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Compiles one (kernel, target): the kernel's module is split out of its source, renamed,
// given its resolved attributes, optimized at O3 and code-generated to a relocatable AMDGPU
// object (O3 and codegen in a worker process: compile/worker.hpp). Each call uses its own
// LLVMContext (a SourceSplit's copies share their source's, under its lock), so calls may run on
// different threads.
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cache/cache.hpp"
#include "manifest/resolve.hpp"
#include "util/result.hpp"

namespace llvm {
class Module;
}

namespace kiln::compile {

class SourceSplit;

struct CompileRequest {
    const manifest::ResolvedKernel* kernel = nullptr;
    const manifest::TargetId* target = nullptr;
    int code_object_version = 5;
    const std::string* bitcode = nullptr;  // the source as the front end produced it for this target
    std::string source_hash;               // a digest of *bitcode, for the cache key
    cache::Cache* cache = nullptr;          // compiled objects by key; none: always compile
    bool save_temps = false;                // fill CompileResult::temps (the cache is not read then)
    bool remarks = false;                   // fill CompileResult::remarks (nor then)
    // The source's module split once for all its jobs (a source of several kernels); none: the
    // job parses the whole source and splits its kernel out itself.
    SourceSplit* split = nullptr;
};

// A front-end output's module, parsed once for the jobs of its kernels (by the first of those jobs
// that misses the cache), from which each job copies its kernel's own module, so that N kernels of
// one source cost N kernels, not N parses of the whole source (issue 32). One per front-end output,
// shared by its jobs' threads.
class SourceSplit {
public:
    SourceSplit(const std::string& bitcode, std::string source_hash);
    ~SourceSplit();
    // The kernel's own module (as the job would have split it out) given to `prepare`, which may
    // change it and says why it cannot be compiled, if it cannot; then as bitcode. Or why there is
    // none (the symbol names no kernel, the source is unreadable or has state kiln cannot place).
    // Under the split's lock: the copies live in the source's LLVMContext.
    Result<std::string> take(const manifest::ResolvedKernel& kernel, const std::function<std::optional<std::string>(llvm::Module&)>& prepare);

private:
    struct Source;
    const std::string& m_bitcode;
    std::string m_source_hash;
    std::mutex m_mutex;
    std::unique_ptr<Source> m_source;  // parsed at the first take
};

struct CompileResult {
    std::string object;                 // ELF relocatable, or PTX text for NVIDIA; empty when errors is not
    std::vector<std::string> errors;    // LLVM's messages, as it printed them
    std::vector<std::string> warnings;  // the first source_warnings about the source, then LLVM's
    std::size_t source_warnings = 0;
    std::vector<manifest::ResolvedAttr> applied;  // the attributes the kernel was compiled with
    std::string key;                              // the object's cache key (when a cache was given)
    bool cache_hit = false;
    // --save-temps: (file suffix, text): "pre.ll" (the IR with the kernel's attributes, before
    // optimization), "opt.ll" (after it), "s" (AMDGPU assembly, with LLVM's resource comments) or
    // "ptx" (NVIDIA).
    std::vector<std::pair<std::string, std::string>> temps;
    // --remarks: LLVM's kernel-resource-usage and regalloc remarks, "PASS: message", in order.
    std::vector<std::string> remarks;
    // The kernel's per-thread arrays still in memory after optimization (target::arrays_in_memory),
    // for the build's warning when the kernel keeps local memory or scratch without spills.
    std::vector<std::string> private_arrays;
    bool ok() const { return errors.empty(); }
};

CompileResult compile_kernel(const CompileRequest& request);
// compile_kernel of each request, results in order; the modules the cache cannot answer are
// optimized and code-generated several to a worker call (emit_isolated), each as it would be
// alone: the same objects, less time per small kernel.
std::vector<CompileResult> compile_kernels(std::span<const CompileRequest> requests);
// The key compile_kernel looks the object up by first (no LLVM work: the build prefetches them).
std::string object_key(const CompileRequest& request);

// The source's host-visible device variables (`__device__`, `__constant__`: externally_initialized,
// not local) for one target, as an object that defines each once, exported under its own name;
// every kernel of the source refers to them as declarations. An empty object when the source has
// none. Cached by the front-end output's hash.
CompileResult compile_globals(const std::string& bitcode, const std::string& source_hash, const manifest::TargetId& target,
                              int code_object_version, cache::Cache* cache);

// The attributes `kernel` would be compiled with, reading the source for values that built-in
// defaults yield to (for `kiln explain`).
Result<std::vector<manifest::ResolvedAttr>> effective_attributes(const manifest::ResolvedKernel& kernel,
                                                                const std::string& bitcode);

// The kernel function each kernel's symbol names in one front-end output (by its mangled or
// extern "C" name, or a demangled C++ name such as "gemm<128, 64>" or "ns::gemm"): its symbol, or
// why there is not exactly one, per kernel. The bitcode is read once, lazily.
std::vector<Result<std::string>> check_symbols(const std::string& bitcode,
                                               std::span<const manifest::ResolvedKernel* const> kernels);

// Every kernel function of a front-end output, in the module's order, for `symbol = "*"`: its
// symbol and the manifest name derived from it: the demangled name without return type and
// parameters, integer suffixes dropped ("ns::scale<128u, 64u>" -> "ns_scale_128_64"), every run
// of other characters than letters, digits and '_' one '_', none at the ends.
struct SourceKernel {
    std::string symbol;
    std::string name;
    std::string name_with_params;  // the same with the parameter list: "ov_int" for ov(int*)
    // The most threads a block may have by the kernel's own __launch_bounds__ (its
    // amdgpu-flat-work-group-size maximum, or the product of its nvvm.maxntid); none without.
    std::optional<std::int64_t> launch_bound;
};
Result<std::vector<SourceKernel>> source_kernels(const std::string& bitcode);

// Whether a front end's output is IR Triton made (frontend::BackendOptions::triton), which the
// kernels' ir_pipeline then defaults to compiling as Triton's backend does (docs/triton.md).
bool triton_ir(const std::string& bitcode);

// The same for kernels known by their symbols alone (a code object built elsewhere): each kernel's
// symbol among `symbols`, or why there is not exactly one; a symbol's SourceKernel.
std::vector<Result<std::string>> check_symbols_in(std::span<const std::string> symbols,
                                                  std::span<const manifest::ResolvedKernel* const> kernels);
SourceKernel source_kernel(const std::string& symbol, std::optional<std::int64_t> launch_bound);

// llvm_args: why `option` cannot be one ("is not an option LLVM 22.1.0 knows (did you mean
// '-amdgpu-schedule-metric-bias'?)"), or nothing. Its value is LLVM's to check, in the worker
// that applies it (a kernel with llvm_args is optimized and code-generated in a worker process of
// kiln's own per option set: LLVM's options are process-global).
std::optional<std::string> llvm_option_problem(const std::string& option);

// A worker process's main (`kiln internal-llvm-worker OPTION...`: worker/worker.hpp): serves the
// compile and front-end jobs with LLVM's `llvm_options`, and returns its exit status.
int run_worker(std::span<const std::string> llvm_options);

// LLVM's name and version, e.g. "LLVM 22.1.0".
std::string llvm_version();

}  // namespace kiln::compile
