// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// NVIDIA's ptxas, which kiln runs but never ships (it is not redistributable): it turns a target's
// PTX, every kernel's in one module, into the target's cubin, whole-program as nvcc and Triton
// compile (its relocatable mode, -c, allocates registers differently: 168 instead of 254 for the
// example's tile_fma on sm_80). The toolkit is found as clang finds CUDA: an explicit path,
// $CUDA_PATH, the directory of `ptxas` on PATH, /usr/local/cuda, Debian's
// /usr/lib/nvidia-cuda-toolkit. PTX and cubin go through memory files (memfd): never /tmp.
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
    std::filesystem::path ptxas;
    std::string version;           // ptxas's, "13.0.88"
    int major = 0, minor = 0;
    std::vector<std::string> sms;  // the real GPUs its --gpu-name accepts: "sm_75", ..., "sm_90a"
    bool knows(std::string_view sm) const;
};

// The toolkit at `path` when given (a root holding bin/ptxas), else the first found. An error
// names what was searched and what to install.
Result<Toolkit> find_toolkit(const std::optional<std::filesystem::path>& path = std::nullopt);

// Where find_toolkit() would find ptxas, without running it (empty: nowhere), for up-to-date checks.
std::filesystem::path locate_ptxas();

// One search per process for the default places (thread-safe).
const Result<Toolkit>& default_toolkit();

struct ToolOutput {
    std::string file;    // what the tool wrote; empty when it failed
    std::string log;     // its stdout and stderr
    bool ok = false;
};

// ptxas -arch=ARCH -O3 -v: PTX text to a loadable cubin.
ToolOutput ptxas(const Toolkit& toolkit, std::string_view ptx, const std::string& arch);

// nvdisasm -c (SASS of every function, LLVM has no disassembler for it) of a cubin, in `file`:
// the toolkit's, else the first in the places kiln looks for toolkits (CUDA 13's runfile may lack
// it where Debian's 11.8 has it); not ok when there is none.
ToolOutput nvdisasm(const Toolkit& toolkit, std::string_view cubin);

// One PTX module of several that LLVM wrote for the same SM: the first one's header (.version,
// .target, .address_size), then every module's body in order. Their internal names must not clash
// (kiln prefixes them with the kernel's name); repeated .extern declarations are fine for ptxas,
// and a definition ahead of them (the device variables' module comes first) resolves them: an
// .extern declaration of a variable an earlier module defines is left out (LLVM may type the two
// differently). An error when the headers differ.
Result<std::string> combine_ptx(std::span<const std::string> modules);

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
