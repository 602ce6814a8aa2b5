// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The loader header's split helper on the GPU (issue 30, item 5; tests/device/sweeps.sh): the
// split-K GEMM of tests/device/sweeps.cu (256 x 256 x 49152, 64 x 64 tiles: 16 tiles of 6144 K
// steps) from kiln build's sweeps.hpp. The program asks the kernel for its split on this device
// (splitk.choose_split: the wave-quantized cost model over the device's SMs and the kernel's
// blocks per SM), checks the product of that split against the host's, times every split that
// divides the K steps up to 64, and says how the chosen one fared against the fastest. Built with
// -DKILN_CUDA_DRIVER (no HIP); the last line sums it up, exit 1 when the choice is more than 5 %
// slower than the fastest split.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "sweeps.hpp"

int main() {
    namespace rt = kiln::runtime;
    rt::Error e;
    sweeps::Library lib = sweeps::Library::load(e);
    if (e) {
        std::printf("splitk_check: %s\n", e.message.c_str());
        return e.code == rt::Error::Code::no_device ? 3 : 1;
    }
    const auto& k = lib.splitk();
    const int m = 256, n = 256, depth = 49152, tile = 64, step = 8;
    const long long tiles = (m / tile) * (n / tile), work = depth / step;
    const int chosen = k.choose_split(tiles, work, 64, 0, 256, 0);
    std::printf("splitk: %lld tiles of %lld K steps on %d SMs, %d blocks per SM: choose_split -> %d\n", tiles, work, k.compute_units,
                k.max_blocks_per_cu(256, 0), chosen);
    std::vector<float> a(std::size_t(m) * depth), b(std::size_t(depth) * n), c(std::size_t(m) * n);
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = float(int(i * 7 % 13) - 6) / 8.0f;
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = float(int(i * 5 % 11) - 5) / 8.0f;
    void *da = nullptr, *db = nullptr, *dc = nullptr;
    if (hipMalloc(&da, a.size() * 4) || hipMalloc(&db, b.size() * 4) || hipMalloc(&dc, c.size() * 4) ||
        hipMemcpy(da, a.data(), a.size() * 4, hipMemcpyHostToDevice) || hipMemcpy(db, b.data(), b.size() * 4, hipMemcpyHostToDevice)) {
        std::printf("splitk_check: device memory failed\n");
        return 1;
    }
    auto launch = [&](int split) {
        return k.launch(dim3(n / tile, m / tile, split), dim3(256), 0, nullptr, static_cast<const float*>(da), static_cast<const float*>(db),
                        static_cast<float*>(dc), m, n, depth);
    };
    // The chosen split's product against the host's (sums of eighths: exact in float).
    (void)hipMemset(dc, 0, c.size() * 4);
    bool right = !launch(chosen) && hipDeviceSynchronize() == hipSuccess &&
                 hipMemcpy(c.data(), dc, c.size() * 4, hipMemcpyDeviceToHost) == hipSuccess;
    for (int i = 0; right && i < m; i += 37)
        for (int j = 0; j < n; j += 41) {
            double ref = 0;
            for (int x = 0; x < depth; ++x) ref += double(a[std::size_t(i) * depth + x]) * b[std::size_t(x) * n + j];
            right = right && std::fabs(ref - c[std::size_t(i) * n + j]) <= 1e-3 * (1 + std::fabs(ref));
        }
    hipEvent_t start, stop;
    (void)hipEventCreate(&start);
    (void)hipEventCreate(&stop);
    double best = 1e30, chosen_ms = 0;
    int best_split = 0;
    for (int split = 1; split <= 64; ++split) {
        if (work % split != 0) continue;
        std::vector<float> times;
        for (int r = 0; r < 13; ++r) {
            (void)hipEventRecord(start, nullptr);
            if (launch(split)) return 1;
            (void)hipEventRecord(stop, nullptr);
            (void)hipEventSynchronize(stop);
            float ms = 0;
            (void)hipEventElapsedTime(&ms, start, stop);
            if (r >= 2) times.push_back(ms);
        }
        std::sort(times.begin(), times.end());
        const double median = times[times.size() / 2];
        std::printf("split %2d  median %.4f ms%s\n", split, median, split == chosen ? "  <- choose_split" : "");
        if (median < best) best = median, best_split = split;
        if (split == chosen) chosen_ms = median;
    }
    const bool close = chosen_ms <= 1.05 * best;
    std::printf("splitk_check: choose_split %d, %.4f ms; the fastest split %d, %.4f ms (%.3fx); product %s\n", chosen, chosen_ms, best_split, best,
                chosen_ms / best, right ? "right" : "WRONG");
    return close && right ? 0 : 1;
}
