// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Triton's kernels through kiln's loader headers on the GPU (issue 31, item 3;
// tests/device/triton_loader.sh): for each configuration of the saved Triton families (sm_90a),
// three builds of the same kernel, each launched through its generated header over the CUDA driver
// API (-DKILN_CUDA_DRIVER):
//   pre  Triton's own cubin, packaged by kiln as it is (pre_<config>.hpp);
//   tir  its LLVM IR built by kiln as Triton's backend builds it (tir.hpp, ir_pipeline "triton");
//   kir  the same IR with kiln's own O3 again (kir.hpp, ir_pipeline "kiln").
// Each output is poisoned (NaN) before the run and checked against a host reference in double
// (every softmax and layernorm row; sampled matmul outputs and attention rows); then each build is
// timed (median_ms). Prints one line per (config, build) and the
// tally last: "result: N of M right".
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "includes.h"

namespace {

using kiln::runtime::Error;
using kiln::runtime::Kernel;

constexpr int k_mm = 4096, k_rows = 32768, k_cols = 1024, k_bh = 32, k_seq = 4096, k_head = 64;
int g_right = 0, g_all = 0;

bool ok(hipError_t e, const char* what) {
    if (e == hipSuccess) return true;
    std::printf("FAIL %s: error %d\n", what, static_cast<int>(e));
    return false;
}

// fp16 <-> float on the host (round to nearest even; the inputs are normal numbers).
std::uint16_t to_half(float f) {
    std::uint32_t x;
    std::memcpy(&x, &f, 4);
    const std::uint32_t sign = (x >> 16) & 0x8000;
    const int exp = static_cast<int>((x >> 23) & 0xff) - 127 + 15;
    std::uint32_t mant = x & 0x7fffff;
    if (exp <= 0) return static_cast<std::uint16_t>(sign);
    std::uint32_t h = sign | (static_cast<std::uint32_t>(exp) << 10) | (mant >> 13);
    const std::uint32_t rest = mant & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (h & 1))) ++h;
    return static_cast<std::uint16_t>(h);
}
float from_half(std::uint16_t h) {
    const std::uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
    std::uint32_t x = exp == 0 ? sign : exp == 31 ? (sign | 0x7f800000u | (mant << 13)) : (sign | ((exp - 15 + 127) << 23) | (mant << 13));
    float f;
    std::memcpy(&f, &x, 4);
    return f;
}

struct Buffer {
    void* p = nullptr;
    std::size_t bytes = 0;
    explicit Buffer(std::size_t n) : bytes(n) { ok(hipMalloc(&p, n), "hipMalloc"); }
    ~Buffer() { (void)hipFree(p); }
    template <class T>
    void put(const std::vector<T>& v) { ok(hipMemcpy(p, v.data(), bytes, hipMemcpyHostToDevice), "upload"); }
    template <class T>
    std::vector<T> get() const {
        std::vector<T> v(bytes / sizeof(T));
        ok(hipMemcpy(v.data(), p, bytes, hipMemcpyDeviceToHost), "download");
        return v;
    }
    void poison() { ok(hipMemset(p, 0xff, bytes), "poison"); }  // NaN in fp32 and fp16
};

// ||out - ref|| / ||ref|| over the checked elements; NaN fails.
struct Error2 {
    double num = 0, den = 0;
    bool nan = false;
    void add(double out, double ref) {
        if (std::isnan(out)) nan = true;
        num += (out - ref) * (out - ref), den += ref * ref;
    }
    double relative() const { return nan ? NAN : std::sqrt(num / std::max(den, 1e-300)); }
};

// Milliseconds per launch: the median over 25 samples of 10 launches back to back between two
// events (the queue stays full, so the host's launch cost is not in it; Triton's side replays a
// CUDA graph, triton.testing.do_bench_cudagraph), after 10 launches to warm up.
template <class Launch>
double median_ms(Launch launch) {
    hipEvent_t start, stop;
    ok(hipEventCreate(&start), "event"), ok(hipEventCreate(&stop), "event");
    for (int i = 0; i < 10; ++i) launch();
    std::vector<float> ms;
    for (int i = 0; i < 25; ++i) {
        ok(hipEventRecord(start, nullptr), "record");
        for (int j = 0; j < 10; ++j) launch();
        ok(hipEventRecord(stop, nullptr), "record");
        ok(hipEventSynchronize(stop), "sync");
        float t = 0;
        ok(hipEventElapsedTime(&t, start, stop), "elapsed");
        ms.push_back(t / 10);
    }
    (void)hipEventDestroy(start), (void)hipEventDestroy(stop);
    std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
    return ms[ms.size() / 2];
}

void report(const char* config, const char* build, const Error& launched, double err, double tolerance, double ms) {
    const bool right = !launched && err <= tolerance;
    ++g_all, g_right += right;
    std::printf("%s %s %s err %.3e ms %.5f%s%s\n", right ? "ok" : "FAIL", config, build, err, ms, launched ? " launch: " : "",
                launched ? launched.message.c_str() : "");
}

std::mt19937 g_random(1234);
std::vector<float> randoms(std::size_t n) {
    std::normal_distribution<float> d;
    std::vector<float> v(n);
    for (float& x : v) x = d(g_random);
    return v;
}

// Each of the three builds: launched once into `out`, poisoned first, its output checked against
// the host's reference (`check`: the relative error), then timed.
template <class T, class Launch, class Check>
void check_and_time(const char* config, const Kernel* builds[3], const char* names[3], Buffer& out, double tolerance, Launch launch,
                    Check check) {
    for (int v = 0; v < 3; ++v) {
        auto once = [&] { return launch(*builds[v]); };
        out.poison();
        const Error e = once();
        ok(hipDeviceSynchronize(), config);
        const Error2 err = check(out.get<T>());
        report(config, names[v], e, err.relative(), tolerance, e ? 0 : median_ms(once));
    }
}

void matmul(const char* config, int bm, int bn, int block, int shared, const Kernel* builds[3], const char* names[3]) {
    const auto af = randoms(std::size_t{k_mm} * k_mm), bf = randoms(std::size_t{k_mm} * k_mm);
    std::vector<std::uint16_t> a(af.size()), b(bf.size());
    for (std::size_t i = 0; i < af.size(); ++i) a[i] = to_half(af[i]), b[i] = to_half(bf[i]);
    Buffer da(a.size() * 2), db(b.size() * 2), dc(std::size_t{k_mm} * k_mm * 4);
    da.put(a), db.put(b);
    const dim3 grid(k_mm / bm, k_mm / bn);
    auto launch = [&](const Kernel& k) {
        return k.launch(grid, dim3(block), shared, nullptr, da.p, db.p, dc.p, k_mm, k_mm, k_mm, k_mm, k_mm, k_mm, static_cast<void*>(nullptr),
                        static_cast<void*>(nullptr));
    };
    check_and_time<float>(config, builds, names, dc, 1e-5, launch, [&](const std::vector<float>& c) {
        Error2 err;
        std::mt19937 pick(7);
        for (int s = 0; s < 2048; ++s) {  // sampled outputs against double dot products
            const int i = static_cast<int>(pick() % k_mm), j = static_cast<int>(pick() % k_mm);
            double ref = 0;
            for (int k = 0; k < k_mm; ++k) ref += double(from_half(a[std::size_t(i) * k_mm + k])) * from_half(b[std::size_t(k) * k_mm + j]);
            err.add(c[std::size_t(i) * k_mm + j], ref);
        }
        for (float x : c) err.nan = err.nan || std::isnan(x);
        return err;
    });
}

void rows(const char* config, bool softmax, int block, int shared, const Kernel* builds[3], const char* names[3]) {
    const auto x = randoms(std::size_t{k_rows} * k_cols), w = randoms(k_cols), bias = randoms(k_cols);
    Buffer dx(x.size() * 4), dy(x.size() * 4), dw(k_cols * 4), dbias(k_cols * 4);
    dx.put(x), dw.put(w), dbias.put(bias);
    auto launch = [&](const Kernel& k) {
        return softmax ? k.launch(dim3(k_rows), dim3(block), shared, nullptr, dx.p, dy.p, k_cols, k_cols, static_cast<void*>(nullptr),
                                  static_cast<void*>(nullptr))
                       : k.launch(dim3(k_rows), dim3(block), shared, nullptr, dx.p, dy.p, dw.p, dbias.p, k_cols, k_cols, 1e-5f,
                                  static_cast<void*>(nullptr), static_cast<void*>(nullptr));
    };
    check_and_time<float>(config, builds, names, dy, 1e-5, launch, [&](const std::vector<float>& y) {
        Error2 err;
        for (int r = 0; r < k_rows; ++r) {
            const float* in = &x[std::size_t(r) * k_cols];
            const float* out = &y[std::size_t(r) * k_cols];
            if (softmax) {
                double m = -INFINITY, sum = 0;
                for (int c = 0; c < k_cols; ++c) m = std::max(m, double(in[c]));
                for (int c = 0; c < k_cols; ++c) sum += std::exp(in[c] - m);
                for (int c = 0; c < k_cols; ++c) err.add(out[c], std::exp(in[c] - m) / sum);
            } else {
                double mean = 0, var = 0;
                for (int c = 0; c < k_cols; ++c) mean += in[c];
                mean /= k_cols;
                for (int c = 0; c < k_cols; ++c) var += (in[c] - mean) * (in[c] - mean);
                const double rstd = 1 / std::sqrt(var / k_cols + 1e-5);
                for (int c = 0; c < k_cols; ++c) err.add(out[c], (in[c] - mean) * rstd * w[c] + bias[c]);
            }
        }
        return err;
    });
}

void attention(const char* config, int block_m, int block, int shared, const Kernel* builds[3], const char* names[3]) {
    const std::size_t n = std::size_t{k_bh} * k_seq * k_head;
    std::vector<std::uint16_t> q(n), k(n), v(n);
    for (auto* t : {&q, &k, &v}) {
        const auto f = randoms(n);
        for (std::size_t i = 0; i < n; ++i) (*t)[i] = to_half(f[i]);
    }
    Buffer dq(n * 2), dk(n * 2), dv(n * 2), dout(n * 2);
    dq.put(q), dk.put(k), dv.put(v);
    const float scale = 1.0f / std::sqrt(float(k_head));
    auto launch = [&](const Kernel& kernel) {
        return kernel.launch(dim3(k_seq / block_m, k_bh), dim3(block), shared, nullptr, dq.p, dk.p, dv.p, dout.p, k_seq, k_head, scale,
                             static_cast<void*>(nullptr), static_cast<void*>(nullptr));
    };
    check_and_time<std::uint16_t>(config, builds, names, dout, 5e-3, launch, [&](const std::vector<std::uint16_t>& o) {
        Error2 err;
        std::mt19937 pick(11);
        std::vector<double> s(k_seq);
        for (int sample = 0; sample < 64; ++sample) {  // sampled query rows against double attention
            const std::size_t h = pick() % k_bh, i = pick() % k_seq, base = h * k_seq * k_head;
            double m = -INFINITY, sum = 0;
            for (int j = 0; j < k_seq; ++j) {
                double dot = 0;
                for (int d = 0; d < k_head; ++d) dot += double(from_half(q[base + i * k_head + d])) * from_half(k[base + std::size_t(j) * k_head + d]);
                s[j] = dot * scale, m = std::max(m, s[j]);
            }
            for (int j = 0; j < k_seq; ++j) sum += s[j] = std::exp(s[j] - m);
            for (int d = 0; d < k_head; ++d) {
                double ref = 0;
                for (int j = 0; j < k_seq; ++j) ref += s[j] * from_half(v[base + std::size_t(j) * k_head + d]);
                err.add(from_half(o[base + i * k_head + d]), ref / sum);
            }
        }
        for (std::uint16_t x : o) err.nan = err.nan || (x & 0x7c00) == 0x7c00;
        return err;
    });
}

}  // namespace

int main() {
    Error e;
    tir::Library tir_lib = tir::Library::load(e);
    if (e) return std::printf("FAIL load tir: %s\n", e.message.c_str()), 1;
    kir::Library kir_lib = kir::Library::load(e);
    if (e) return std::printf("FAIL load kir: %s\n", e.message.c_str()), 1;
    hipDeviceProp_t prop;
    if (ok(hipGetDeviceProperties(&prop, 0), "properties")) std::printf("device %s\n", prop.name);
    const char* names[3] = {"pre", "tir", "kir"};
#define CONFIG(name, family, block, shared)                                                                       \
    {                                                                                                             \
        pre_##name::Library pre = pre_##name::Library::load(e);                                                   \
        if (e) return std::printf("FAIL load pre_" #name ": %s\n", e.message.c_str()), 1;                        \
        const Kernel* builds[3] = {&pre.k().kernel, &tir_lib.name().kernel, &kir_lib.name().kernel};               \
        const std::string f = family, n = #name;                                                                  \
        if (f == "matmul") {                                                                                      \
            const int tile = n.find("128x128") != std::string::npos ? 128 : 64;                                   \
            matmul(#name, tile, tile, block, shared, builds, names);                                              \
        } else if (f == "flashattn") {                                                                            \
            attention(#name, 64, block, shared, builds, names);                                                   \
        } else {                                                                                                  \
            rows(#name, f == "softmax", block, shared, builds, names);                                            \
        }                                                                                                         \
    }
#include "configs.h"
#undef CONFIG
    std::printf("result: %d of %d right\n", g_right, g_all);
    return g_right == g_all ? 0 : 1;
}
