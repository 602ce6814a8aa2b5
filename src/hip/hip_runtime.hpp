// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The HIP runtime, where it exists: loaded with dlopen (no HIP headers or link dependency), used
// to ask a real device for a code object's occupancy. With no runtime or no AMD device every
// query reports why, cleanly; nothing here ever fails a build.
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::hip {

class Runtime {
public:
    // The runtime with at least one AMD device, or nullptr and `why_not` (e.g. "no AMD device
    // (hipGetDeviceCount: hipErrorNoDevice)", after the library and its HIP version). The library
    // is looked for in `dirs` first (the chosen ROCm's lib/), every soname (libamdhip64.so, then
    // .so.N from the highest N: ROCm 7 and later ship .so.7), then on the loader path.
    static std::unique_ptr<Runtime> open(const std::vector<std::filesystem::path>& dirs, std::string& why_not);
    // The library loaded and its hipRuntimeGetVersion ("7.1.25424"; empty when it does not say).
    const std::string& path() const { return m_path; }
    const std::string& version() const { return m_version; }
    // "/opt/rocm/lib/libamdhip64.so.7, HIP 7.1.25424"
    std::string description() const { return m_path + ", HIP " + (m_version.empty() ? "version unknown" : m_version); }
    ~Runtime();

    // hipModuleOccupancyMaxActiveBlocksPerMultiprocessor for `kernel` of `code_object` on the current
    // device. An error when the device cannot load it (another target) or HIP fails.
    Result<int> max_blocks_per_cu(std::string_view code_object, const std::string& kernel, int block_size,
                                  std::size_t dynamic_lds);

    struct Api;

private:
    Runtime(std::unique_ptr<Api> api, std::string path, std::string version);
    std::unique_ptr<Api> m_api;
    std::string m_path, m_version;
};

}  // namespace kiln::hip
