// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// On the H200 (CUDA driver API; tests/device/numerics.sh): the checks of kiln's sm_90a path and of
// nvcc's numerics.
//   1. Triton's wgmma matmul (tests/data/triton), built by kiln for sm_90a: loads, runs
//      (256x256x256 fp16, fp32 accumulator) and matches the host's product.
//   2. k_sqrt, k_rsqrt, k_div built by kiln for sm_90 with its defaults against nvcc's cubin of the
//      same source (nvcc -cubin -O3): bit-equal outputs over 2^20 inputs (normal, denormal, zero,
//      negative, infinities, NaN); the fast_math variants against nvcc --use_fast_math's: counted.
// Usage: numerics_check KILN_SM90A.cubin KILN_SM90.cubin NVCC.cubin NVCC_FAST.cubin
#include <cuda.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

int failures = 0;
void fail(const std::string& what) {
    std::printf("FAIL %s\n", what.c_str());
    ++failures;
}
bool ok(CUresult r, const char* what) {
    if (r == CUDA_SUCCESS) return true;
    const char* s = nullptr;
    cuGetErrorString(r, &s);
    fail(std::string(what) + ": " + (s ? s : "?"));
    return false;
}
std::string read(const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
CUmodule load(const char* path) {
    CUmodule m = nullptr;
    const std::string image = read(path);
    if (image.empty()) fail(std::string("cannot read ") + path);
    else ok(cuModuleLoadData(&m, image.data()), path);
    return m;
}

float half_to_float(std::uint16_t h) {
    const std::uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
    std::uint32_t bits;
    if (exp == 0) {
        if (man == 0) bits = sign;
        else {
            int e = -1;
            std::uint32_t m = man;
            do { m <<= 1; ++e; } while (!(m & 0x400));
            bits = sign | ((127 - 15 - e) << 23) | ((m & 0x3ff) << 13);
        }
    } else if (exp == 31) bits = sign | 0x7f800000u | (man << 13);
    else bits = sign | ((exp - 15 + 127) << 23) | (man << 13);
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

// 1. The wgmma matmul: C = A (MxK) B (KxN), one 64x64 tile per block of 128 threads (a warpgroup),
// 16384 bytes of dynamic shared memory; Triton's two trailing scratch pointers are null.
void check_matmul(CUmodule m) {
    constexpr int M = 256, N = 256, K = 256;
    CUfunction f;
    if (!ok(cuModuleGetFunction(&f, m, "matmul"), "matmul")) return;
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> small(-8, 8);
    std::vector<std::uint16_t> a(M * K), b(K * N);
    // Small integers over 8 are exact in fp16 and their sums in fp32: the product is exact.
    auto to_half = [](int v) {
        const float x = static_cast<float>(v) / 8.0f;
        std::uint32_t bits;
        std::memcpy(&bits, &x, 4);
        if (x == 0.0f) return static_cast<std::uint16_t>(0);
        const std::uint32_t sign = (bits >> 16) & 0x8000u;
        const int exp = static_cast<int>((bits >> 23) & 0xff) - 127 + 15;
        return static_cast<std::uint16_t>(sign | (exp << 10) | ((bits >> 13) & 0x3ff));
    };
    for (auto& x : a) x = to_half(small(rng));
    for (auto& x : b) x = to_half(small(rng));
    CUdeviceptr da, db, dc;
    if (!ok(cuMemAlloc(&da, a.size() * 2), "alloc") || !ok(cuMemAlloc(&db, b.size() * 2), "alloc") ||
        !ok(cuMemAlloc(&dc, M * N * 4), "alloc"))
        return;
    cuMemcpyHtoD(da, a.data(), a.size() * 2);
    cuMemcpyHtoD(db, b.data(), b.size() * 2);
    cuMemsetD32(dc, 0x7fc00000u, M * N);
    CUdeviceptr none = 0;
    void* args[] = {&da, &db, &dc, &none, &none};
    if (!ok(cuLaunchKernel(f, N / 64, M / 64, 1, 128, 1, 1, 16384, nullptr, args, nullptr), "matmul launch") ||
        !ok(cuCtxSynchronize(), "matmul run"))
        return;
    std::vector<float> c(M * N);
    cuMemcpyDtoH(c.data(), dc, c.size() * 4);
    long wrong = 0;
    double worst = 0;
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0;
            for (int k = 0; k < K; ++k) want += double(half_to_float(a[i * K + k])) * half_to_float(b[k * N + j]);
            const double err = std::fabs(c[i * N + j] - want);
            if (!(err == 0)) ++wrong;
            if (!(err <= worst)) worst = err;
        }
    std::printf("%s matmul (wgmma, sm_90a): %d x %d x %d, %ld of %d outputs differ from the host's, largest difference %g\n",
                wrong ? "FAIL" : "ok  ", M, N, K, wrong, M * N, worst);
    if (wrong) ++failures;
    cuMemFree(da), cuMemFree(db), cuMemFree(dc);
}

// 2. Inputs that exercise every rounding path: random bit patterns (all classes), plus the edges.
std::vector<float> inputs(std::size_t n) {
    std::vector<float> x(n);
    std::mt19937 rng(11);
    for (std::size_t i = 0; i < n; ++i) {
        std::uint32_t bits = rng();
        std::memcpy(&x[i], &bits, 4);
    }
    const float edges[] = {0.0f, -0.0f, 1.0f, 4.0f, 2.0f, 1e-45f, 1.17549435e-38f, 3.4028235e38f, INFINITY, -INFINITY, NAN, -1.0f};
    std::memcpy(x.data(), edges, sizeof edges);
    return x;
}

// Runs `kernel` of module `m` (o[i] = f(x[i], x[i + 1]) over blocks of 256) on `x`.
std::vector<std::uint32_t> run(CUmodule m, const char* kernel, const std::vector<float>& x) {
    const std::size_t n = x.size() - 1;  // k_div reads x[i + 1]
    std::vector<std::uint32_t> out(n);
    CUfunction f;
    if (!ok(cuModuleGetFunction(&f, m, kernel), kernel)) return out;
    CUdeviceptr dx, dout;
    cuMemAlloc(&dx, x.size() * 4);
    cuMemAlloc(&dout, n * 4);
    cuMemcpyHtoD(dx, x.data(), x.size() * 4);
    // The kernels index with threadIdx.x alone: one block per 256 inputs, each at its offset.
    for (std::size_t at = 0; at < n; at += 256) {
        CUdeviceptr o = dout + at * 4, in = dx + at * 4;
        void* args[] = {&o, &in};
        ok(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr), kernel);
    }
    ok(cuCtxSynchronize(), kernel);
    cuMemcpyDtoH(out.data(), dout, n * 4);
    cuMemFree(dx), cuMemFree(dout);
    return out;
}

void compare(CUmodule kiln, const char* kiln_kernel, CUmodule nvcc, const char* nvcc_kernel, const std::vector<float>& x,
             bool must_equal, const char* what) {
    const auto a = run(kiln, kiln_kernel, x), b = run(nvcc, nvcc_kernel, x);
    long differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const bool both_nan = (a[i] & 0x7fffffffu) > 0x7f800000u && (b[i] & 0x7fffffffu) > 0x7f800000u;
        if (a[i] != b[i] && !both_nan) ++differ;
    }
    const bool good = !must_equal || differ == 0;
    std::printf("%s %-14s %-34s %ld of %zu outputs differ from nvcc's (NaNs alike)\n", good ? "ok  " : "FAIL", kiln_kernel, what,
                differ, a.size());
    if (!good) ++failures;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: numerics_check KILN_SM90A.cubin KILN_SM90.cubin NVCC.cubin NVCC_FAST.cubin\n");
        return 2;
    }
    CUdevice dev;
    CUcontext ctx;
    if (!ok(cuInit(0), "cuInit") || !ok(cuDeviceGet(&dev, 0), "cuDeviceGet") || !ok(cuCtxCreate(&ctx, nullptr, 0, dev), "cuCtxCreate"))
        return 1;
    if (CUmodule m = load(argv[1])) check_matmul(m);
    CUmodule kiln = load(argv[2]), nvcc = load(argv[3]), fast = load(argv[4]);
    if (kiln && nvcc && fast) {
        const std::vector<float> x = inputs((1u << 20) + 1);
        compare(kiln, "k_sqrt", nvcc, "k_sqrt", x, true, "sqrtf, defaults");
        compare(kiln, "k_rsqrt", nvcc, "k_rsqrt", x, true, "1/sqrtf, defaults");
        compare(kiln, "k_div", nvcc, "k_div", x, true, "x/y, defaults");
        compare(kiln, "k_sqrt_fast", fast, "k_sqrt", x, false, "sqrtf, fast_math / --use_fast_math");
        compare(kiln, "k_rsqrt_fast", fast, "k_rsqrt", x, false, "1/sqrtf, fast_math / --use_fast_math");
    }
    std::printf("numerics: %s (%d failures)\n", failures ? "FAIL" : "ok", failures);
    return failures ? 1 : 0;
}
