// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// HIP and OpenCL through clang in-process. The only translation unit that includes clang headers.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frontend/frontend.hpp"
#include "target/backend.hpp"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace kiln::frontend {

// The maximum of the launch bounds clang gives a HIP kernel without __launch_bounds__.
inline constexpr const char* k_hip_unset_launch_bounds_max = "2048";

// What every HIP source starts with, as a precompiled header: clang's implicit prelude
// (`-include __clang_hip_runtime_wrapper.h`: the C++ and math headers, about a second of parsing)
// and, when the source opens with nothing but `#include <...>` lines, those too (`hip_runtime.h`,
// another half second); the source's compile then skips those lines. A prelude depends only on the
// target, the options and that text, so one serves every HIP source of a build that shares them.
struct Prelude {
    std::string text;                                 // the included lines, as the prelude's main file
    std::string pch;                                  // empty when it could not be built cleanly
    std::vector<std::filesystem::path> dependencies;  // every header it read
    std::vector<std::filesystem::path> absent;        // every path it looked for and did not find
    bool direct = false;  // none for now (Preludes' `beside`): the source compiles without one
};
// `cc1_args`: the prelude's own compile job, which holds nothing of the source.
using PreludeProvider =
    std::function<std::shared_ptr<const Prelude>(const std::vector<std::string>& cc1_args, const std::string& text)>;

// Builds a prelude. One whose compile printed anything (a warning the source's compile would have
// shown) is not used: the source then compiles without it.
Prelude build_prelude(const std::vector<std::string>& cc1_args, const std::string& text);

// The clang language the request's source compiles as for its target, as its backend says
// (target::Backend::clang_language): HIP or OpenCL on AMD, CUDA on NVIDIA. The front end asks it
// rather than the backend's kind: the driver's language arguments, the HIP prelude and whether
// kiln links device libraries (ROCm's for HIP and OpenCL; for CUDA clang links libdevice) follow.
target::ClangLanguage clang_language(const Request& request);

// The clang driver's command line for a request ("clang++", then kiln's arguments, the source, -o
// /dev/null); kiln's in-memory headers under virtual_dir() in it.
std::vector<std::string> driver_args(const Request& request, target::ClangLanguage lang);
// Those headers: (path under virtual_dir(), text).
std::vector<std::pair<std::string, std::string>> virtual_headers();
std::string_view virtual_dir();

// A device library for clang to link as -mlink-builtin-bitcode does (the translation unit's
// default function attributes merged into the library's functions, only what is used linked,
// then internalized: clang's BackendConsumer::LinkInModules).
struct DeviceLibrary {
    std::filesystem::path path;  // the file; empty when synthesized
    std::string name;            // "oclc_isa_version_942.bc"
    std::string bitcode;         // a synthesized library's bytes
};

// Unoptimized device IR of `request.source` for one target, in `ctx`; nullptr with errors filled.
// HIP sources take their prelude from `prelude`, always, so the IR never depends on the cache's
// state (a precompiled header changes the order in which clang emits a few functions).
// `libraries` are linked in that order.
std::unique_ptr<llvm::Module> compile_with_clang(const Request& request, const std::vector<DeviceLibrary>& libraries,
                                                 llvm::LLVMContext& ctx, Output& result, const PreludeProvider& prelude);

// A HIP, OpenCL or CUDA source through clang in this process (a worker's: frontend.cpp), its
// prelude from `provide`: its bitcode, or errors.
Output clang_source(const Request& request, const PreludeProvider& provide);

// The same in a worker process (isolated.cpp), so that no crash in clang takes kiln down; the
// worker asks kiln for the prelude, which `preludes` shares between front ends.
Output compile_isolated(const Request& request, Preludes& preludes);
// build_prelude in a worker process; a prelude without a precompiled header when it failed.
Prelude build_prelude_isolated(const std::vector<std::string>& cc1_args, const std::string& text);

}  // namespace kiln::frontend
