// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the compile module's files share among themselves (not for other modules): kernel look-up
// (symbols.cpp) and the object cache's keys and entries (object_cache.cpp), used by compile.cpp.
#include <filesystem>
#include <string>
#include <string_view>

#include "compile/compile.hpp"

namespace llvm {
class Function;
class Module;
}  // namespace llvm

namespace kiln::compile {

// A kernel entry point: amdgpu_kernel or ptx_kernel.
bool is_kernel(const llvm::Function& f);

// The kernel `symbol` names in `m` (its mangled or extern "C" name, or a demangled C++ name), or
// why there is not exactly one; `path` is the source, for the message.
Result<llvm::Function*> find_kernel(llvm::Module& m, const std::string& symbol, const std::filesystem::path& path);

// The second key, for when the first (object_key) misses: the kernel's prepared module's bitcode.
std::string module_key(const std::string& bitcode, const CompileRequest& req);

// A compiled object's cache entry, and back; anything malformed is false (a miss).
std::string encode_entry(const CompileResult& r);
bool decode_entry(std::string_view payload, CompileResult& r);

}  // namespace kiln::compile
