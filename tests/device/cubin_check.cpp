// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// On an NVIDIA GPU (CUDA driver API, no runtime, no kiln): loads the cubins kiln put in a bundle,
// and checks, for every kernel kiln recorded,
//   1. the driver's CU_FUNC_ATTRIBUTE_NUM_REGS, SHARED_SIZE_BYTES, LOCAL_SIZE_BYTES and
//      MAX_THREADS_PER_BLOCK against kiln's figures;
//   2. cuOccupancyMaxActiveBlocksPerMultiprocessor against kiln's model (include/kiln/occupancy.hpp,
//      the same header the tool uses) over block sizes, dynamic shared sizes and carveouts;
//   3. saxpy and block_sum compute the right answers.
// Input: a figures file written by tests/device/prepare.sh, one kernel per line:
//   CUBIN KERNEL REGS LDS LOCAL MAX_THREADS BARRIERS BLOCK DYNAMIC BLOCKS_PER_CU
// Prints one line per difference and a summary; exit 1 on any difference.
#include <cuda.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <kiln/occupancy.hpp>

namespace {

int failures = 0;
#define CHECK_CU(call)                                                                          \
    do {                                                                                        \
        CUresult r_ = (call);                                                                   \
        if (r_ != CUDA_SUCCESS) {                                                               \
            const char* s_ = nullptr;                                                           \
            cuGetErrorString(r_, &s_);                                                          \
            std::printf("FAIL %s: %s (%s:%d)\n", #call, s_ ? s_ : "?", __FILE__, __LINE__);   \
            ++failures;                                                                         \
            return false;                                                                       \
        }                                                                                       \
    } while (0)

struct Figures {
    std::string cubin, kernel;
    int regs, lds, local, max_threads, barriers, block, dynamic, blocks;
};

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Counts {
    long cases = 0, equal = 0;
};

bool check_kernel(const Figures& f, CUmodule module, const std::string& sm, Counts& occ) {
    CUfunction fn;
    CHECK_CU(cuModuleGetFunction(&fn, module, f.kernel.c_str()));
    int regs, shared, local, max_threads;
    CHECK_CU(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
    CHECK_CU(cuFuncGetAttribute(&shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn));
    CHECK_CU(cuFuncGetAttribute(&local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn));
    CHECK_CU(cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn));
    std::printf("%s %s: driver regs %d shared %d local %d max_threads %d | kiln regs %d lds %d local %d max_threads %d\n",
                sm.c_str(), f.kernel.c_str(), regs, shared, local, max_threads, f.regs, f.lds, f.local, f.max_threads);
    if (regs != f.regs) std::printf("DIFF %s %s registers: driver %d, kiln %d\n", sm.c_str(), f.kernel.c_str(), regs, f.regs), ++failures;
    if (shared != f.lds) std::printf("DIFF %s %s static shared: driver %d, kiln %d\n", sm.c_str(), f.kernel.c_str(), shared, f.lds), ++failures;
    if (local != f.local) std::printf("NOTE %s %s local: driver %d, kiln (frame size) %d\n", sm.c_str(), f.kernel.c_str(), local, f.local);
    if (max_threads != f.max_threads)
        std::printf("NOTE %s %s max threads: driver %d, kiln (declared bound) %d\n", sm.c_str(), f.kernel.c_str(), max_threads, f.max_threads);

    // kiln's recorded blocks per SM at the manifest's launch, before any attribute is changed.
    int recorded = -1;
    CHECK_CU(cuOccupancyMaxActiveBlocksPerMultiprocessor(&recorded, fn, f.block, f.dynamic));
    if (recorded != f.blocks)
        std::printf("DIFF %s %s blocks per SM at block %d: driver %d, kiln recorded %d\n", sm.c_str(), f.kernel.c_str(), f.block,
                    recorded, f.blocks), ++failures;
    // The sweep: dynamic shared sizes rising (above 48 KiB the maximum dynamic size is raised to
    // the launch's need, as the loader does; it is never lowered again), carveouts, block sizes;
    // kiln's model on the driver's own figures.
    const int dynamics[] = {0, 1024, 8192, 20000, 49152, 49153, 100000, 200000, 232448};
    const int carveouts[] = {-1, 0, 25, 50, 100};
    int raised = -1, shown_diffs = 0;
    for (int dynamic : dynamics) {
        if (dynamic > 49152) {
            if (cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dynamic) != CUDA_SUCCESS) continue;
            raised = dynamic;
        }
        for (int carveout : carveouts) {
            CHECK_CU(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, carveout));
            for (int block = 32; block <= 1024; block += 32) {
                int live = -1;
                if (cuOccupancyMaxActiveBlocksPerMultiprocessor(&live, fn, block, dynamic) != CUDA_SUCCESS) live = -2;
                kiln::occupancy::cuda::Input in;
                in.arch = kiln::occupancy::cuda::arch_from_name(sm.c_str());
                in.registers = regs;
                in.static_shared = shared;
                in.block_size = block;
                in.dynamic_shared = dynamic;
                in.carveout = carveout;
                in.max_dynamic_shared = raised;
                in.barriers = f.barriers;
                const int model = kiln::occupancy::cuda::blocks_per_sm(in).blocks_per_sm;
                ++occ.cases;
                if (model == live) {
                    ++occ.equal;
                } else if (++shown_diffs <= 12) {
                    std::printf("DIFF %s %s occupancy block %d dynamic %d carveout %d: driver %d, kiln %d\n", sm.c_str(),
                                f.kernel.c_str(), block, dynamic, carveout, live, model);
                }
            }
        }
    }
    return true;
}

// saxpy(a, x, y, n): y = a * x + y; block_sum(in, out, n): out[block] = sum of its 256 elements.
bool run_kernels(CUmodule module, const std::string& sm) {
    const int n = 1 << 20;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = float(i % 1000) * 0.5f, y[i] = 1.0f;
    CUdeviceptr dx, dy, dout;
    CHECK_CU(cuMemAlloc(&dx, n * sizeof(float)));
    CHECK_CU(cuMemAlloc(&dy, n * sizeof(float)));
    CHECK_CU(cuMemAlloc(&dout, (n / 256) * sizeof(float)));
    CHECK_CU(cuMemcpyHtoD(dx, x.data(), n * sizeof(float)));
    CHECK_CU(cuMemcpyHtoD(dy, y.data(), n * sizeof(float)));
    CUfunction saxpy, sum;
    CHECK_CU(cuModuleGetFunction(&saxpy, module, "saxpy"));
    CHECK_CU(cuModuleGetFunction(&sum, module, "block_sum"));
    float a = 2.0f;
    int count = n;
    void* sargs[] = {&a, &dx, &dy, &count};
    CHECK_CU(cuLaunchKernel(saxpy, n / 256, 1, 1, 256, 1, 1, 0, nullptr, sargs, nullptr));
    void* bargs[] = {&dx, &dout, &count};
    CHECK_CU(cuLaunchKernel(sum, n / 256, 1, 1, 256, 1, 1, 0, nullptr, bargs, nullptr));
    CHECK_CU(cuCtxSynchronize());
    std::vector<float> got(n), sums(n / 256);
    CHECK_CU(cuMemcpyDtoH(got.data(), dy, n * sizeof(float)));
    CHECK_CU(cuMemcpyDtoH(sums.data(), dout, (n / 256) * sizeof(float)));
    int bad = 0;
    for (int i = 0; i < n; ++i)
        if (got[i] != a * x[i] + 1.0f) ++bad;
    int bad_sums = 0;
    for (int b = 0; b < n / 256; ++b) {
        double want = 0;
        for (int i = 0; i < 256; ++i) want += x[b * 256 + i];
        if (std::fabs(sums[b] - want) > 1e-3 * std::fabs(want) + 1e-3) ++bad_sums;
    }
    std::printf("%s saxpy: %d of %d wrong; block_sum: %d of %d wrong\n", sm.c_str(), bad, n, bad_sums, n / 256);
    if (bad || bad_sums) ++failures;
    cuMemFree(dx), cuMemFree(dy), cuMemFree(dout);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: cubin_check FIGURES\n");
        return 2;
    }
    if (cuInit(0) != CUDA_SUCCESS) {
        std::printf("no GPU (cuInit failed)\n");
        return 77;
    }
    CUdevice dev;
    CUcontext ctx;
    char name[256];
    int major, minor, sms, driver;
    cuDeviceGet(&dev, 0);
    cuDeviceGetName(name, sizeof name, dev);
    cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
    cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
    cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
    cuDriverGetVersion(&driver);
    std::printf("device %s, compute capability %d.%d, %d SMs, CUDA driver API %d\n", name, major, minor, sms, driver);
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    const std::string sm = "sm_" + std::to_string(major * 10 + minor);

    std::vector<Figures> all;
    std::ifstream in(argv[1]);
    for (Figures f; in >> f.cubin >> f.kernel >> f.regs >> f.lds >> f.local >> f.max_threads >> f.barriers >> f.block >> f.dynamic >> f.blocks;)
        all.push_back(f);
    std::map<std::string, CUmodule> modules;
    Counts occ;
    for (const Figures& f : all) {
        if (!modules.count(f.cubin)) {
            const std::string bytes = read(f.cubin);
            CUmodule m = nullptr;
            CUresult r = cuModuleLoadData(&m, bytes.data());
            const char* s = nullptr;
            cuGetErrorString(r, &s);
            std::printf("load %s (%zu bytes): %s\n", f.cubin.c_str(), bytes.size(), r == CUDA_SUCCESS ? "ok" : s);
            if (r != CUDA_SUCCESS) ++failures;
            modules[f.cubin] = m;
        }
        if (modules[f.cubin]) check_kernel(f, modules[f.cubin], sm, occ);
    }
    for (const auto& [path, m] : modules)
        if (m && path.find(sm) != std::string::npos) run_kernels(m, sm);
    std::printf("occupancy: kiln's model equals the driver in %ld of %ld cases\n", occ.equal, occ.cases);
    if (occ.equal != occ.cases) ++failures;
    std::printf("%s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
