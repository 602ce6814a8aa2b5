// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// tests/data/hip_nvidia/kernels.hip, built by kiln for sm_90 from the HIP source, on the GPU
// (tests/device/hip_nvidia.sh): each kernel launched through the generated header over the CUDA
// driver API, its output checked against the host in double. Prints a line per kernel and the
// tally last: "result: N of 3 right".
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "hn.hpp"

namespace {

int g_right = 0;

bool ok(hipError_t e, const char* what) {
    if (e == hipSuccess) return true;
    std::printf("FAIL %s: error %d\n", what, static_cast<int>(e));
    return false;
}

template <class T>
struct Buffer {
    void* p = nullptr;
    std::size_t n = 0;
    explicit Buffer(const std::vector<T>& v) : n(v.size()) {
        ok(hipMalloc(&p, n * sizeof(T)), "hipMalloc");
        ok(hipMemcpy(p, v.data(), n * sizeof(T), hipMemcpyHostToDevice), "upload");
    }
    ~Buffer() { (void)hipFree(p); }
    std::vector<T> get() const {
        std::vector<T> v(n);
        ok(hipMemcpy(v.data(), p, n * sizeof(T), hipMemcpyDeviceToHost), "download");
        return v;
    }
};

void report(const char* kernel, const kiln::runtime::Error& e, bool right, const std::string& detail) {
    if (e) std::printf("FAIL %s: launch: %s\n", kernel, e.message.c_str());
    else std::printf("%s %s: %s\n", right ? "ok" : "FAIL", kernel, detail.c_str());
    g_right += !e && right;
}

}  // namespace

int main() {
    kiln::runtime::Error error;
    const hn::Library lib = hn::Library::load(error);
    if (error) {
        std::printf("FAIL load: %s\n", error.message.c_str());
        return 1;
    }
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
    {  // reduce_sum<float, 256>: block sums into one atomicAdd each (HIP's unmasked __shfl_down).
        const int n = 1 << 20;
        std::vector<float> in(n);
        double want = 0;
        for (float& x : in) want += x = uniform(rng);
        Buffer<float> d_in(in), d_out(std::vector<float>{0.0f});
        const auto e = lib.reduce_sum().launch(dim3(n / 256), dim3(256), 0, nullptr, d_in.p, d_out.p, n);
        ok(hipDeviceSynchronize(), "sync");
        const double got = d_out.get()[0], rel = std::abs(got - want) / want;
        report("reduce_sum", e, rel < 1e-5, "sum " + std::to_string(got) + " vs " + std::to_string(want) + ", relative error " + std::to_string(rel));
    }
    {  // softmax_row with a block of one warp (its reductions are a warp's: HIP's __shfl_xor).
        const int rows = 4096, cols = 1024;
        std::vector<float> x(static_cast<std::size_t>(rows) * cols);
        for (float& v : x) v = 4 * uniform(rng) - 2;
        Buffer<float> d_x(x), d_y(std::vector<float>(x.size(), NAN));
        const auto e = lib.softmax_row().launch_recorded(dim3(rows), nullptr, d_x.p, d_y.p, cols);
        ok(hipDeviceSynchronize(), "sync");
        const std::vector<float> y = d_y.get();
        double worst = 0;
        for (int r = 0; r < rows; ++r) {
            double m = -INFINITY, s = 0;
            for (int c = 0; c < cols; ++c) m = std::max(m, double(x[r * cols + c]));
            for (int c = 0; c < cols; ++c) s += std::exp(double(x[r * cols + c]) - m);
            for (int c = 0; c < cols; ++c) {
                const double want = std::exp(double(x[r * cols + c]) - m) / s, got = y[r * cols + c];
                worst = std::isnan(got) ? INFINITY : std::max(worst, std::abs(got - want) / want);
            }
        }
        report("softmax_row", e, worst < 1e-4, "worst relative error " + std::to_string(worst));
    }
    {  // counter: HIP's __any and __ballot (vote.sync over the active lanes), __shfl, __shfl_up.
        std::vector<int> flags(256, 0);
        flags[1] = 3, flags[2] = 5, flags[7] = 1, flags[40] = 2, flags[200] = -1;  // warps 0 and 6 non-zero; 3 positive in warp 0
        Buffer<int> d_flags(flags);
        Buffer<unsigned> d_count(std::vector<unsigned>{0});
        const auto e = lib.counter().launch(dim3(1), dim3(256), 256 * sizeof(int), nullptr, d_count.p, d_flags.p);
        ok(hipDeviceSynchronize(), "sync");
        const unsigned count = d_count.get()[0];
        const int first = d_flags.get()[0];
        // __any: every lane of a warp with a non-zero flag adds 1 (warps 0, 1 and 6);
        // flags[0] = popc(ballot(flag > 0) of warp 0) + flags[1] + flags[2] = 3 + 3 + 5.
        report("counter", e, count == 3 * 32 && first == 11,
               "count " + std::to_string(count) + " (want 96), flags[0] " + std::to_string(first) + " (want 11)");
    }
    std::printf("result: %d of 3 right\n", g_right);
    return g_right == 3 ? 0 : 1;
}
