// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// NVIDIA's tools, which kiln runs but never ships (they are not redistributable): ptxas turns a
// kernel's PTX into a relocatable cubin, nvlink links a target's cubins into one. The toolkit is
// found as clang finds CUDA: an explicit path, $CUDA_PATH, the directory of `ptxas` on PATH,
// /usr/local/cuda, Debian's /usr/lib/nvidia-cuda-toolkit. Sources and cubins go through memory
// files (memfd): ptxas never touches /tmp. nvlink picks inputs by their file extension, so its
// inputs live in a private directory the caller names.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::cuda {

struct Toolkit {
    std::filesystem::path root;    // the installation: bin/ptxas, nvvm/libdevice, include
    std::filesystem::path ptxas, nvlink;
    std::string version;           // ptxas's, "13.0.88"
    int major = 0, minor = 0;
};

// The toolkit at `path` when given (a root holding bin/ptxas), else the first found. An error
// names what was searched and what to install.
Result<Toolkit> find_toolkit(const std::optional<std::filesystem::path>& path = std::nullopt);

// One search per process for the default places (thread-safe).
const Result<Toolkit>& default_toolkit();

struct ToolOutput {
    std::string file;    // what the tool wrote; empty when it failed
    std::string log;     // its stdout and stderr
    bool ok = false;
};

// ptxas -c -arch=ARCH -O3 -v: PTX text to a relocatable cubin.
ToolOutput ptxas(const Toolkit& toolkit, std::string_view ptx, const std::string& arch);

// nvlink -arch=ARCH: relocatable cubins to one loadable cubin, in `work_dir` (created and removed).
ToolOutput nvlink(const Toolkit& toolkit, std::span<const std::string> cubins, const std::string& arch,
                  const std::filesystem::path& work_dir);

// A function's figures from ptxas's -v log ("Function properties for NAME", then "N bytes stack
// frame, N bytes spill stores, N bytes spill loads").
struct FunctionStats {
    std::string name;
    std::uint32_t stack_frame = 0, spill_stores = 0, spill_loads = 0;
};
std::vector<FunctionStats> parse_ptxas_log(std::string_view log);

// The log's "ptxas warning" and "ptxas error"/"ptxas fatal" lines, without the prefix.
std::vector<std::string> log_lines(std::string_view log, std::string_view kind);

}  // namespace kiln::cuda
