// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the compile module's files share among themselves (not for other modules), by the file
// that defines it: kernel look-up (symbols.cpp), the object cache's keys and entries
// (object_cache.cpp), the target machine (target_machine.cpp), the split of a source's module
// (split.cpp), a kernel's module prepared for O3 (prepare.cpp), O3 and codegen (emit.cpp), and
// modules read and written (compile.cpp).
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "compile/compile.hpp"

namespace llvm {
class Function;
class GlobalValue;
class GlobalVariable;
class LLVMContext;
class Module;
class TargetMachine;
}  // namespace llvm

namespace kiln::target {
class Codegen;
}  // namespace kiln::target

namespace kiln::compile {

struct EmitJob;

// symbols.cpp

// A kernel entry point: amdgpu_kernel or ptx_kernel.
bool is_kernel(const llvm::Function& f);

// A source's kernels (`symbols`, in its order) by every name each answers to, demangled once for
// all look-ups: a source of N kernels looked up N times demangled N x N names.
class KernelIndex {
public:
    explicit KernelIndex(std::vector<std::string> symbols);
    // The kernel `symbol` names (its mangled or extern "C" name, or a demangled C++ name), or why
    // there is not exactly one; `path` is the source, for the message.
    Result<std::size_t> find(const std::string& symbol, const std::filesystem::path& path) const;

private:
    std::vector<std::string> m_symbols;
    std::vector<std::string> m_shown, m_params;  // each kernel's demangled name and parameter list
    std::unordered_map<std::string, std::size_t> m_exact;
    std::unordered_map<std::string, std::vector<std::size_t>> m_qualified, m_unqualified;  // normalized names
};

// The kernels of a module, indexed; find() as find_kernel.
class ModuleKernels {
public:
    explicit ModuleKernels(llvm::Module& m);
    Result<llvm::Function*> find(const std::string& symbol, const std::filesystem::path& path) const;

private:
    llvm::Module& m_module;
    std::vector<llvm::Function*> m_kernels;
    KernelIndex m_index;
};

// The kernel `symbol` names in `m` (its mangled or extern "C" name, or a demangled C++ name), or
// why there is not exactly one; `path` is the source, for the message. For one look-up; several
// in one module: ModuleKernels.
Result<llvm::Function*> find_kernel(llvm::Module& m, const std::string& symbol, const std::filesystem::path& path);

// object_cache.cpp

// The second key, for when the first (object_key) misses: the kernel's prepared module's bitcode.
std::string module_key(const std::string& bitcode, const CompileRequest& req);

// A compiled object's cache entry, and back; anything malformed is false (a miss).
std::string encode_entry(const CompileResult& r);
bool decode_entry(std::string_view payload, CompileResult& r);

// target_machine.cpp

// LLVM's targets, registered once per process (every backend's: target::Codegen).
void initialize_targets();
// The target's backend seam (target/codegen.hpp).
const target::Codegen& codegen_of(const manifest::TargetId& target);
// The LLVM options the kernel compiles with: its backend's for its settings
// (target::Codegen::llvm_options), then its llvm_args.
std::vector<std::string> llvm_args_of(const CompileRequest& req);
// The target ID's features as LLVM's feature string: "+sramecc,-xnack".
std::string target_features(const manifest::TargetId& target);
// The target as a kernel compiles for it: the target ID's features and the kernel's own
// (target::Codegen::kernel_features).
manifest::TargetId compiled_target(const manifest::TargetId& target, const manifest::ResolvedKernel& k);
std::unique_ptr<llvm::TargetMachine> make_target_machine(const manifest::TargetId& target, std::string& error);
// This thread's target machine for `target`, made once and reused job after job. Each module
// sets the options it changes (apply_backend_options) before use.
llvm::TargetMachine* thread_target_machine(const manifest::TargetId& target, std::string& error);
// "cannot create the AMDGPU target machine: ...".
std::string cannot_create(const manifest::TargetId& target, const std::string& error);
// The module as the target machine compiles it, named so that no path lands in the object.
void set_module_target(llvm::Module& m, llvm::TargetMachine& tm, const manifest::TargetId& target, int code_object_version,
                       const std::string& name);
// The target options the front end recorded in the module, set on `tm`.
void apply_backend_options(const llvm::Module& m, llvm::TargetMachine& tm);

// split.cpp

// A `__device__` or `__constant__` variable the host reads and writes by name.
bool host_visible(const llvm::GlobalVariable& g);
// A file-static variable that may be shared by the source's kernels (its uses not read).
bool maybe_shared_internal(const llvm::GlobalVariable& g);
// Why the module has a mutable global kiln cannot place, if it has one.
std::optional<std::string> shared_mutable_global(const llvm::Module& m);
// The source's written file-static variables, renamed and made visible to the link.
std::vector<llvm::GlobalVariable*> expose_shared_internal(llvm::Module& m, const std::string& source_hash);
// Keeps what `kept` says as the module's only visible symbols; every other kernel goes.
void keep_only(llvm::Module& m, const std::function<bool(const llvm::GlobalValue&)>& kept);
// Keeps `kernel` as the module's only kernel; the globals object's variables become declarations.
void split_out(llvm::Module& m, llvm::Function& kernel, const std::string& source_hash);
// split_out's module of each kernel of one module, copied out one at a time at a cost of what the
// kernel reaches (the module changes once: its variables defined once become declarations). The
// copies live in the module's LLVMContext.
class KernelCopier {
public:
    KernelCopier(llvm::Module& m, const std::string& source_hash);
    ~KernelCopier();
    std::unique_ptr<llvm::Module> copy(const llvm::Function& kernel);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

// prepare.cpp

// Every function gets the target ID's processor and features: the manifest's target wins.
void pin_target(llvm::Module& m, const manifest::TargetId& target);
// Turns the parsed source (`whole_source`; else the kernel's module a SourceSplit made of it) into
// the kernel's own module, ready for O3: the error, if any. `source_cpu`: the kernel's target-cpu
// in the source, if it had one.
std::optional<std::string> prepare_module(llvm::Module& m, const manifest::ResolvedKernel& k, const manifest::TargetId& target,
                                          llvm::TargetMachine& tm, int code_object_version, const std::string& source_hash,
                                          bool whole_source, CompileResult& result, std::string& source_cpu);

// emit.cpp (emit_batch_here, what a worker runs: worker.hpp)

// LLVM's diagnostics in `ctx` collected into `result` (remarks only when asked), never printed.
void collect_diagnostics(llvm::LLVMContext& ctx, CompileResult& result, bool remarks);
// O3 and codegen of a prepared module in a worker (worker.hpp), its results added to `result`.
bool emit_in_worker(const std::string& bitcode, const manifest::TargetId& target, const std::vector<std::string>& llvm_args,
                    bool temps, bool remarks, CompileResult& result);
// The same for several modules in one worker (emit_isolated): each job's results added to its
// result (`results[i]` for `jobs[i]`).
void emit_in_worker(const std::vector<EmitJob>& jobs, const std::vector<std::string>& llvm_args, bool temps, bool remarks,
                    std::span<CompileResult* const> results);

// compile.cpp

// The source's module in `ctx`, from the front end's bitcode.
Result<std::unique_ptr<llvm::Module>> parse_bitcode(const std::string& bitcode, llvm::LLVMContext& ctx);
// The module's bitcode, use-list order kept (a worker's code is then what this process's would be).
std::string bitcode_of(const llvm::Module& m);

}  // namespace kiln::compile
