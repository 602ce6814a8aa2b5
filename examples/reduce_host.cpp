// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A second host program on manifests/mixed: a sum through shared memory and barriers. block_sum
// (LLVM IR, on every target of the bundle) sums each block's 256 elements in shared memory; the
// host adds the partial sums. Where the bundle also has the CUDA kernel block_sum_cu (its
// `targets`: sm_90 and sm_80), it runs too and must agree. The grid is the one that fills the
// device in whole waves, from kiln's figures. Builds for HIP's AMD and NVIDIA platforms unchanged.
// Exit codes: 0 success, 1 failure, 3 no GPU.
#include <cstdio>
#include <vector>

#include "mixed.hpp"

namespace {

constexpr int k_no_gpu = 3;

bool check(hipError_t e, const char* what) {
    if (e == hipSuccess) return true;
    std::fprintf(stderr, "reduce_host: %s failed: %s\n", what, hipGetErrorString(e));
    return false;
}

// Sums `in` (n floats, n a multiple of 256) with `kernel`: one partial sum per block of 256.
template <class K>
bool sum(const K& kernel, const float* in, int n, double& total) {
    const int blocks = n / 256;
    float* partial = nullptr;
    if (!check(hipMalloc(reinterpret_cast<void**>(&partial), blocks * sizeof(float)), "hipMalloc")) return false;
    kiln::runtime::Error error = kernel.launch(dim3(blocks), dim3(256), 0, nullptr, in, partial, n);
    std::vector<float> host(blocks);
    const bool ok = !error && check(hipMemcpy(host.data(), partial, blocks * sizeof(float), hipMemcpyDeviceToHost), "hipMemcpy");
    if (error) std::fprintf(stderr, "reduce_host: %s\n", error.message.c_str());
    (void)hipFree(partial);
    total = 0;
    for (float p : host) total += p;
    return ok;
}

}  // namespace

int main() {
    kiln::runtime::Error error;
    mixed::Library lib = mixed::Library::load(error);
    if (error) {
        std::fprintf(stderr, "reduce_host: %s\n", error.message.c_str());
        return error.code == kiln::runtime::Error::Code::no_device ? k_no_gpu : 1;
    }
    const auto& block_sum = lib.block_sum();
    // As many elements as one full wave of 256-thread blocks holds, times 16.
    const int grid = block_sum.full_wave_grid(256, 0);
    if (grid <= 0) {
        std::fprintf(stderr, "reduce_host: no occupancy figures for %s\n", lib.module().target().c_str());
        return 1;
    }
    const int n = grid * 256 * 16;
    std::printf("loaded %s on %s: %d blocks of 256 per CU, %d in a full wave; %d elements\n",
                lib.module().target().c_str(), lib.module().device().name.c_str(), block_sum.max_blocks_per_cu(256, 0),
                grid, n);

    // Small integers: every partial sum is exact in float, so the result must be exact too.
    std::vector<float> x(n);
    double expected = 0;
    for (int i = 0; i < n; ++i) x[i] = float(i % 17 - 8), expected += x[i];
    float* dx = nullptr;
    if (!check(hipMalloc(reinterpret_cast<void**>(&dx), n * sizeof(float)), "hipMalloc") ||
        !check(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice), "hipMemcpy"))
        return 1;
    double total = 0;
    if (!sum(block_sum, dx, n, total)) return 1;
    if (total != expected) {
        std::fprintf(stderr, "reduce_host: block_sum gives %.0f, expected %.0f\n", total, expected);
        return 1;
    }
    std::printf("block_sum: %.0f\n", total);
    if (mixed::block_sum_cu_kernel::built_for(lib.module().target())) {
        if (!sum(lib.block_sum_cu(), dx, n, total)) return 1;
        if (total != expected) {
            std::fprintf(stderr, "reduce_host: block_sum_cu gives %.0f, expected %.0f\n", total, expected);
            return 1;
        }
        std::printf("block_sum_cu: %.0f\n", total);
    }
    (void)hipFree(dx);
    std::printf("reduce: ok\n");
    return 0;
}
