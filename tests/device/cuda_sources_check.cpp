// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// On an NVIDIA GPU (CUDA driver API): runs every kernel of tests/device/cuda_sources.cu from kiln's
// cubin and from nvcc's, and checks each output against the expected values and, byte for byte,
// against nvcc's. Prints one line per kernel and a summary; exit 1 on any difference.
//   cuda_sources_check KILN.cubin NVCC.cubin
#include <cuda.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

int failures = 0;

void check(CUresult r, const char* what) {
    if (r == CUDA_SUCCESS) return;
    const char* name = nullptr;
    cuGetErrorName(r, &name);
    std::printf("FAIL %s: %s\n", what, name ? name : "?");
    std::exit(1);
}

std::string read(const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Buffer {
    CUdeviceptr p = 0;
    std::size_t bytes;
    explicit Buffer(std::size_t n) : bytes(n) {
        check(cuMemAlloc(&p, n), "cuMemAlloc");
        check(cuMemsetD8(p, 0, n), "cuMemsetD8");
    }
    ~Buffer() { cuMemFree(p); }
    std::vector<unsigned char> get() const {
        std::vector<unsigned char> v(bytes);
        check(cuMemcpyDtoH(v.data(), p, bytes), "cuMemcpyDtoH");
        return v;
    }
};

// Each kernel's output bytes from one module.
std::vector<std::vector<unsigned char>> run_all(CUmodule m) {
    std::vector<std::vector<unsigned char>> out;
    // nvcc's cubin names kernels by their symbols, kiln's by the manifest's names (symbol = "*":
    // the names kiln derives, as the loader header uses them).
    auto fn = [&](const char* symbol) {
        static const std::pair<const char*, const char*> k_kiln_names[] = {
            {"_Z9block_sumPKfPf", "block_sum"}, {"_Z7countedILi3EEvPi", "counted_3"}, {"_Z7countedILi4EEvPi", "counted_4"},
            {"_Z5weigh5TablePf", "weigh"},       {"_Z4nansPdPfPKc", "nans"},          {"_Z6shapesPff", "shapes"},
            {"_Z7vec_addP6float2", "vec_add"}};
        CUfunction f;
        if (cuModuleGetFunction(&f, m, symbol) == CUDA_SUCCESS) return f;
        for (const auto& [s, name] : k_kiln_names)
            if (std::strcmp(s, symbol) == 0) check(cuModuleGetFunction(&f, m, name), name);
        return f;
    };
    auto launch = [&](CUfunction f, unsigned blocks, unsigned threads, void** args, const char* what) {
        check(cuLaunchKernel(f, blocks, 1, 1, threads, 1, 1, 0, nullptr, args, nullptr), what);
        check(cuCtxSynchronize(), what);
    };
    {  // block_sum: 4 blocks of 256 floats
        std::vector<float> in(1024);
        for (int i = 0; i < 1024; ++i) in[i] = 0.25f * (i % 97) - 3.0f;
        Buffer d_in(in.size() * 4), d_out(4 * 4);
        check(cuMemcpyHtoD(d_in.p, in.data(), d_in.bytes), "copy");
        void* args[] = {&d_in.p, &d_out.p};
        launch(fn("_Z9block_sumPKfPf"), 4, 256, args, "block_sum");
        out.push_back(d_out.get());
    }
    for (const char* name : {"_Z7countedILi3EEvPi", "_Z7countedILi4EEvPi"}) {
        Buffer d_out(256 * 4);
        void* args[] = {&d_out.p};
        launch(fn(name), 1, 256, args, name);
        out.push_back(d_out.get());
    }
    {  // weigh: 8000 bytes of parameters
        float table[2000];
        for (int i = 0; i < 2000; ++i) table[i] = 1.0f + i;
        Buffer d_out(256 * 4);
        void* args[] = {table, &d_out.p};
        launch(fn("_Z5weigh5TablePf"), 1, 256, args, "weigh");
        out.push_back(d_out.get());
    }
    {  // nans: "" and "0x123"
        Buffer d(2 * 8), f(2 * 4), tag(8);
        check(cuMemcpyHtoD(tag.p, "0x123", 6), "copy");
        void* args[] = {&d.p, &f.p, &tag.p};
        launch(fn("_Z4nansPdPfPKc"), 1, 1, args, "nans");
        auto a = d.get(), b = f.get();
        a.insert(a.end(), b.begin(), b.end());
        out.push_back(a);
    }
    {  // shapes: a virtual call
        Buffer d_out(64 * 4);
        float side = 1.5f;
        void* args[] = {&d_out.p, &side};
        launch(fn("_Z6shapesPff"), 1, 64, args, "shapes");
        out.push_back(d_out.get());
    }
    {  // vec_add: 64 threads add (1, 2) to one float2
        Buffer d_out(8);
        void* args[] = {&d_out.p};
        launch(fn("_Z7vec_addP6float2"), 1, 64, args, "vec_add");
        out.push_back(d_out.get());
    }
    return out;
}

template <class T>
T at(const std::vector<unsigned char>& v, std::size_t i) {
    T x;
    std::memcpy(&x, v.data() + i * sizeof(T), sizeof(T));
    return x;
}

// The values the source says, independent of either compiler.
bool expected(std::size_t k, const std::vector<unsigned char>& v) {
    switch (k) {
    case 0: {
        for (int b = 0; b < 4; ++b) {
            double s = 0;
            for (int i = 0; i < 256; ++i) s += 0.25 * ((b * 256 + i) % 97) - 3.0;
            if (std::fabs(at<float>(v, b) - s) > 1e-3 * (1 + std::fabs(s))) return false;
        }
        return true;
    }
    case 1:
    case 2:
        for (int i = 0; i < 256; ++i)
            if (at<int>(v, i) != static_cast<int>(k) + 2) return false;
        return true;
    case 3:
        for (int i = 0; i < 256; ++i)
            if (at<float>(v, i) != 2.0f * (1.0f + i * 7)) return false;
        return true;
    case 4: {
        unsigned long long d0, d1;
        unsigned f0, f1;
        std::memcpy(&d0, v.data(), 8), std::memcpy(&d1, v.data() + 8, 8), std::memcpy(&f0, v.data() + 16, 4), std::memcpy(&f1, v.data() + 20, 4);
        return d0 == 0x7FF8000000000000ull && f0 == 0x7FC00000u && d1 == 0x7FF8000000000123ull && f1 == 0x7FC00123u;
    }
    case 5:
        for (int i = 0; i < 64; ++i)
            if (at<float>(v, i) != (1.5f + i) * (1.5f + i)) return false;
        return true;
    case 6:
        return at<float>(v, 0) == 64.0f && at<float>(v, 1) == 128.0f;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: cuda_sources_check KILN.cubin NVCC.cubin\n");
        return 2;
    }
    check(cuInit(0), "cuInit");
    CUdevice dev;
    CUcontext ctx;
    check(cuDeviceGet(&dev, 0), "cuDeviceGet");
    check(cuCtxCreate(&ctx, nullptr, 0, dev), "cuCtxCreate");
    std::vector<std::vector<std::vector<unsigned char>>> results;
    for (int i = 1; i <= 2; ++i) {
        const std::string image = read(argv[i]);
        CUmodule m;
        check(cuModuleLoadData(&m, image.data()), argv[i]);
        results.push_back(run_all(m));
        cuModuleUnload(m);
    }
    const char* names[] = {"block_sum", "counted<3>", "counted<4>", "weigh (8000-byte parameter)", "nan/nanf", "shapes (virtual)", "vec_add (float2 atomicAdd)"};
    int right = 0, equal = 0;
    for (std::size_t k = 0; k < results[0].size(); ++k) {
        const bool ok = expected(k, results[0][k]), same = results[0][k] == results[1][k];
        right += ok, equal += same;
        if (!ok || !same) ++failures;
        std::printf("%-28s kiln %s, %s nvcc's%s\n", names[k], ok ? "right" : "WRONG", same ? "bit-equal to" : "DIFFERS from",
                    expected(k, results[1][k]) ? "" : " (nvcc's is wrong too)");
    }
    std::printf("cuda_sources: %d of %zu kernels right, %d of %zu bit-equal to nvcc's\n", right, results[0].size(), equal, results[0].size());
    return failures ? 1 : 0;
}
