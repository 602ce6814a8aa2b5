// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The HIP runtime, where it exists: loaded with dlopen (no HIP headers or link dependency), used
// to ask a real device for a code object's occupancy. With no runtime or no AMD device every
// query reports why, cleanly; nothing here ever fails a build.
#include <memory>
#include <string>
#include <string_view>

#include "util/result.hpp"

namespace kiln::hip {

class Runtime {
public:
    // The runtime with at least one AMD device, or nullptr and `why_not` (e.g. "no AMD device
    // (hipGetDeviceCount: hipErrorNoDevice)").
    static std::unique_ptr<Runtime> open(std::string& why_not);
    ~Runtime();

    // hipModuleOccupancyMaxActiveBlocksPerMultiprocessor for `kernel` of `code_object` on the current
    // device. An error when the device cannot load it (another target) or HIP fails.
    Result<int> max_blocks_per_cu(std::string_view code_object, const std::string& kernel, int block_size,
                                  std::size_t dynamic_lds);

    struct Api;

private:
    explicit Runtime(std::unique_ptr<Api> api);
    std::unique_ptr<Api> m_api;
};

}  // namespace kiln::hip
