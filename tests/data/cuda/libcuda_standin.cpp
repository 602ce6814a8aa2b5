// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A stand-in CUDA driver (libcuda.so.1) for tests without an NVIDIA GPU (e2e.loader_cuda_driver):
// one "kiln stand-in" device of compute capability 9.0 with 132 SMs; a module loads from any ELF
// image, every function exists, and a launch runs nothing: it prints its grid, block and shared
// bytes on standard error ("stand-in launch: grid 4 1 1 block 128 1 1 shared 0"). Compiled
// against the toolkit's cuda.h, whose macros give each call its versioned symbol.
#include <cuda.h>

#include <cstdio>
#include <cstring>

namespace {
int g_context = 1, g_module = 2, g_function = 3, g_event = 4;
CUcontext g_current = nullptr;
}  // namespace

extern "C" {
CUresult CUDAAPI cuInit(unsigned int) { return CUDA_SUCCESS; }
CUresult CUDAAPI cuDriverGetVersion(int* v) { return *v = 13000, CUDA_SUCCESS; }
CUresult CUDAAPI cuDeviceGetCount(int* n) { return *n = 1, CUDA_SUCCESS; }
CUresult CUDAAPI cuDeviceGet(CUdevice* d, int ordinal) { return ordinal == 0 ? (*d = 0, CUDA_SUCCESS) : CUDA_ERROR_INVALID_DEVICE; }
CUresult CUDAAPI cuDeviceGetName(char* name, int length, CUdevice) {
    std::snprintf(name, static_cast<std::size_t>(length), "kiln stand-in");
    return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceGetAttribute(int* v, CUdevice_attribute a, CUdevice) {
    *v = a == CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR ? 9 : a == CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR ? 0
       : a == CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT ? 132 : 0;
    return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceTotalMem(size_t* bytes, CUdevice) { return *bytes = size_t{80} << 30, CUDA_SUCCESS; }
CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext* c, CUdevice) { return *c = reinterpret_cast<CUcontext>(&g_context), CUDA_SUCCESS; }
CUresult CUDAAPI cuCtxSetCurrent(CUcontext c) { return g_current = c, CUDA_SUCCESS; }
CUresult CUDAAPI cuCtxGetCurrent(CUcontext* c) { return *c = g_current, CUDA_SUCCESS; }
CUresult CUDAAPI cuCtxSynchronize() { return CUDA_SUCCESS; }
CUresult CUDAAPI cuGetErrorString(CUresult, const char** text) { return *text = "stand-in error", CUDA_SUCCESS; }
CUresult CUDAAPI cuModuleLoadData(CUmodule* m, const void* image) {
    if (std::memcmp(image, "\x7f" "ELF", 4) != 0) return CUDA_ERROR_INVALID_IMAGE;
    return *m = reinterpret_cast<CUmodule>(&g_module), CUDA_SUCCESS;
}
CUresult CUDAAPI cuModuleUnload(CUmodule) { return CUDA_SUCCESS; }
CUresult CUDAAPI cuModuleGetFunction(CUfunction* f, CUmodule, const char* name) {
    std::fprintf(stderr, "stand-in function: %s\n", name);
    return *f = reinterpret_cast<CUfunction>(&g_function), CUDA_SUCCESS;
}
CUresult CUDAAPI cuFuncGetAttribute(int* v, CUfunction_attribute, CUfunction) { return *v = 0, CUDA_SUCCESS; }
CUresult CUDAAPI cuFuncSetAttribute(CUfunction, CUfunction_attribute, int) { return CUDA_SUCCESS; }
CUresult CUDAAPI cuLaunchKernel(CUfunction, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned shared,
                                CUstream, void**, void**) {
    std::fprintf(stderr, "stand-in launch: grid %u %u %u block %u %u %u shared %u\n", gx, gy, gz, bx, by, bz, shared);
    return CUDA_SUCCESS;
}
CUresult CUDAAPI cuMemAlloc(CUdeviceptr* p, size_t) { return *p = 0x1000, CUDA_SUCCESS; }
CUresult CUDAAPI cuMemFree(CUdeviceptr) { return CUDA_SUCCESS; }
CUresult CUDAAPI cuEventCreate(CUevent* e, unsigned int) { return *e = reinterpret_cast<CUevent>(&g_event), CUDA_SUCCESS; }
CUresult CUDAAPI cuEventDestroy(CUevent) { return CUDA_SUCCESS; }
}
