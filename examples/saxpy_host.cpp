// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A host program using the loader header kiln generates for manifests/mixed (gfx942, sm_90, sm_80):
// occupancy from the stored tables (no GPU needed), then load the bundle's code object for the
// current device and run saxpy. The same source builds for HIP's AMD platform and its NVIDIA
// platform (examples/CMakeLists.txt builds both). Exit codes: 0 success, 1 failure, 3 no GPU.
#include <cmath>
#include <cstdio>
#include <vector>

#include "mixed.hpp"

namespace {

constexpr int k_no_gpu = 3;

bool check(hipError_t e, const char* what) {
    if (e == hipSuccess) return true;
    std::fprintf(stderr, "saxpy_host: %s failed: %s\n", what, hipGetErrorString(e));
    return false;
}

}  // namespace

int main() {
    // Offline: the runtime's occupancy from the constexpr tables, for any launch configuration.
    constexpr int blocks_942 = mixed::saxpy_kernel::max_blocks_per_cu("gfx942", 256, 0);
    constexpr int blocks_90 = mixed::saxpy_kernel::max_blocks_per_cu("sm_90", 256, 0);
    static_assert(blocks_942 == 8, "saxpy: 8 blocks of 256 threads per CU on gfx942");
    static_assert(blocks_90 == 8, "saxpy: 8 blocks of 256 threads per SM on sm_90 (2048 threads)");
    std::printf("saxpy, 256 threads: %d blocks per CU on gfx942, %d per SM on sm_90; tile_fma on sm_80: %d\n",
                blocks_942, blocks_90, mixed::tile_fma_kernel::max_blocks_per_cu("sm_80", 256, 0));

    kiln::runtime::Error error;
    mixed::Library lib = mixed::Library::load(error);
    if (error.code == kiln::runtime::Error::Code::no_device) {
        std::fprintf(stderr, "saxpy_host: %s\n", error.message.c_str());
        return k_no_gpu;
    }
    if (error) {
        std::fprintf(stderr, "saxpy_host: %s\n", error.message.c_str());
        return 1;
    }
    const auto& saxpy = lib.saxpy();
    std::printf("loaded %s on %s (%d CUs): %d blocks per CU, grid of %d fills it\n", lib.module().target().c_str(),
                lib.module().device().target.c_str(), lib.module().device().compute_units, saxpy.max_blocks_per_cu(256, 0),
                saxpy.full_wave_grid(256, 0));

    const int n = 1 << 20;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = float(i), y[i] = 1.0f;
    float *dx = nullptr, *dy = nullptr;
    if (!check(hipMalloc(reinterpret_cast<void**>(&dx), n * sizeof(float)), "hipMalloc") ||
        !check(hipMalloc(reinterpret_cast<void**>(&dy), n * sizeof(float)), "hipMalloc") ||
        !check(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice), "hipMemcpy") ||
        !check(hipMemcpy(dy, y.data(), n * sizeof(float), hipMemcpyHostToDevice), "hipMemcpy"))
        return 1;
    error = saxpy.launch(dim3((n + 255) / 256), dim3(256), 0, nullptr, 2.0f, dx, dy, n);
    if (error) {
        std::fprintf(stderr, "saxpy_host: %s\n", error.message.c_str());
        return 1;
    }
    if (!check(hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost), "hipMemcpy")) return 1;
    for (int i = 0; i < n; ++i) {
        if (std::fabs(y[i] - (2.0f * float(i) + 1.0f)) > 1e-3f * (1.0f + std::fabs(y[i]))) {
            std::fprintf(stderr, "saxpy_host: y[%d] = %g, expected %g\n", i, y[i], 2.0f * float(i) + 1.0f);
            return 1;
        }
    }
    (void)hipFree(dx);
    (void)hipFree(dy);
    std::printf("saxpy: ok\n");
    return 0;
}
