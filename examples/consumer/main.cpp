// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The consumer's host program: occupancy from the generated tables, then saxpy on the GPU.
// Exit codes: 0 success, 1 failure, 3 no AMD GPU.
#include <cstdio>
#include <vector>

#include "ops.hpp"

int main() {
    constexpr int tile_blocks = ops::tile_kernel::max_blocks_per_cu("gfx942", 256, 0);
    std::printf("tile on gfx942 at 256 threads: %d blocks per CU\n", tile_blocks);

    kiln::runtime::Error error;
    ops::Library lib = ops::Library::load(error);
    if (error) {
        std::fprintf(stderr, "app: %s\n", error.message.c_str());
        return error.code == kiln::runtime::Error::Code::no_device ? 3 : 1;
    }
    const int n = 4096;
    std::vector<float> x(n, 1.0f), y(n, 2.0f);
    float *dx = nullptr, *dy = nullptr;
    if (hipMalloc(reinterpret_cast<void**>(&dx), n * sizeof(float)) != hipSuccess ||
        hipMalloc(reinterpret_cast<void**>(&dy), n * sizeof(float)) != hipSuccess ||
        hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice) != hipSuccess ||
        hipMemcpy(dy, y.data(), n * sizeof(float), hipMemcpyHostToDevice) != hipSuccess)
        return 1;
    error = lib.saxpy().launch(dim3(n / 256), dim3(256), 0, nullptr, 3.0f, dx, dy, n);
    if (error || hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost) != hipSuccess) return 1;
    for (float v : y)
        if (v != 5.0f) return 1;
    std::printf("saxpy: ok\n");
    return 0;
}
