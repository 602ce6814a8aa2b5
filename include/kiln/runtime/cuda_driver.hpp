// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The part of HIP's API that kiln's loader header, the tune runner and kiln's examples use, written
// over the CUDA driver API alone (cuda.h, libcuda): for a CUDA 12 or 13 machine without HIP, whose
// HIP 5.x NVIDIA headers do not compile against CUDA 13 (docs/loader.md). Compile with
// -DKILN_CUDA_DRIVER -I<CUDA>/include and link -lcuda -lzstd -lz; loader.hpp includes this file
// instead of <hip/hip_runtime_api.h> and takes HIP's NVIDIA platform (__HIP_PLATFORM_NVIDIA__).
// A program that includes HIP's or the CUDA runtime's own headers as well cannot use it (both
// define these names): build that one on HIP's NVIDIA platform as before.
//
// Each function keeps HIP's meaning on NVIDIA (hip/nvidia_detail/nvidia_hip_runtime_api.h): the
// current device's primary context is made current on first use, as the CUDA runtime does;
// errors are the driver's CUresult values, whose numbers HIP's codes share where the loader tests
// them (hipSuccess 0, hipErrorNoDevice 100).
#pragma once

#include <cuda.h>

#include <cstddef>
#include <cstring>

#ifndef __HIP_PLATFORM_NVIDIA__
#define __HIP_PLATFORM_NVIDIA__ 1
#endif

enum hipError_t : int {
    hipSuccess = CUDA_SUCCESS,
    hipErrorInvalidValue = CUDA_ERROR_INVALID_VALUE,
    hipErrorNoDevice = CUDA_ERROR_NO_DEVICE,
    hipErrorUnknown = CUDA_ERROR_UNKNOWN,
};
using hipModule_t = CUmodule;
using hipFunction_t = CUfunction;
using hipStream_t = CUstream;
using hipEvent_t = CUevent;
using hipDeviceptr_t = CUdeviceptr;
using hipFunction_attribute = CUfunction_attribute;
using hipDeviceAttribute_t = CUdevice_attribute;

enum hipMemcpyKind { hipMemcpyHostToHost = 0, hipMemcpyHostToDevice = 1, hipMemcpyDeviceToHost = 2, hipMemcpyDeviceToDevice = 3, hipMemcpyDefault = 4 };

#define HIP_LAUNCH_PARAM_BUFFER_POINTER CU_LAUNCH_PARAM_BUFFER_POINTER
#define HIP_LAUNCH_PARAM_BUFFER_SIZE CU_LAUNCH_PARAM_BUFFER_SIZE
#define HIP_LAUNCH_PARAM_END CU_LAUNCH_PARAM_END
#define HIP_FUNC_ATTRIBUTE_NUM_REGS CU_FUNC_ATTRIBUTE_NUM_REGS
#define HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES
#define HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES
#define HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES
#define HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
#define HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
#define hipDeviceAttributeSharedMemPerBlockOptin CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN
#define hipDeviceAttributeMultiprocessorCount CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT

struct dim3 {
    unsigned x = 1, y = 1, z = 1;
    constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
};

// The fields kiln's loader reads; gcnArchName stays empty on NVIDIA, as HIP leaves it.
struct hipDeviceProp_t {
    char name[256] = {};
    char gcnArchName[256] = {};
    int major = 0, minor = 0;
    int multiProcessorCount = 0;
    std::size_t totalGlobalMem = 0;
};

namespace kiln::runtime::cuda_driver {

inline int& current_device() {
    static int device = 0;
    return device;
}

inline hipError_t result(CUresult r) { return static_cast<hipError_t>(r); }

// The current device's primary context, made current where no context is (the CUDA runtime's
// lazy initialization).
inline CUresult ensure_context() {
    CUcontext now = nullptr;
    if (cuCtxGetCurrent(&now) == CUDA_SUCCESS && now) return CUDA_SUCCESS;
    CUresult r = cuInit(0);
    CUdevice device = 0;
    CUcontext context = nullptr;
    if (r == CUDA_SUCCESS) r = cuDeviceGet(&device, current_device());
    if (r == CUDA_SUCCESS) r = cuDevicePrimaryCtxRetain(&context, device);
    if (r == CUDA_SUCCESS) r = cuCtxSetCurrent(context);
    return r;
}

}  // namespace kiln::runtime::cuda_driver

inline const char* hipGetErrorString(hipError_t e) {
    const char* text = nullptr;
    return cuGetErrorString(static_cast<CUresult>(e), &text) == CUDA_SUCCESS && text ? text : "unknown CUDA driver error";
}

inline hipError_t hipGetDeviceCount(int* count) {
    *count = 0;
    CUresult r = cuInit(0);
    if (r == CUDA_SUCCESS) r = cuDeviceGetCount(count);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipGetDevice(int* device) {
    *device = kiln::runtime::cuda_driver::current_device();
    return hipSuccess;
}

inline hipError_t hipSetDevice(int device) {
    int count = 0;
    if (hipError_t e = hipGetDeviceCount(&count); e != hipSuccess) return e;
    if (device < 0 || device >= count) return hipErrorInvalidValue;
    CUcontext now = nullptr;
    if (kiln::runtime::cuda_driver::current_device() != device && cuCtxGetCurrent(&now) == CUDA_SUCCESS && now)
        (void)cuCtxSetCurrent(nullptr);
    kiln::runtime::cuda_driver::current_device() = device;
    return kiln::runtime::cuda_driver::result(kiln::runtime::cuda_driver::ensure_context());
}

inline hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int device) {
    *prop = hipDeviceProp_t{};
    CUdevice d = 0;
    CUresult r = cuInit(0);
    if (r == CUDA_SUCCESS) r = cuDeviceGet(&d, device);
    if (r == CUDA_SUCCESS) r = cuDeviceGetName(prop->name, sizeof prop->name - 1, d);
    if (r == CUDA_SUCCESS) r = cuDeviceGetAttribute(&prop->major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d);
    if (r == CUDA_SUCCESS) r = cuDeviceGetAttribute(&prop->minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d);
    if (r == CUDA_SUCCESS) r = cuDeviceGetAttribute(&prop->multiProcessorCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, d);
    if (r == CUDA_SUCCESS) r = cuDeviceTotalMem(&prop->totalGlobalMem, d);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attribute, int device) {
    CUdevice d = 0;
    CUresult r = cuInit(0);
    if (r == CUDA_SUCCESS) r = cuDeviceGet(&d, device);
    if (r == CUDA_SUCCESS) r = cuDeviceGetAttribute(value, attribute, d);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipDriverGetVersion(int* version) {
    CUresult r = cuInit(0);
    if (r == CUDA_SUCCESS) r = cuDriverGetVersion(version);
    return kiln::runtime::cuda_driver::result(r);
}

// As in HIP: freeing nullptr only initializes (the loader's way of creating the context).
inline hipError_t hipFree(void* p) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS && p) r = cuMemFree(reinterpret_cast<CUdeviceptr>(p));
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipMalloc(void** p, std::size_t size) {
    CUdeviceptr d = 0;
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuMemAlloc(&d, size);
    *p = r == CUDA_SUCCESS ? reinterpret_cast<void*>(d) : nullptr;
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipMemcpy(void* to, const void* from, std::size_t size, hipMemcpyKind kind) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r != CUDA_SUCCESS) return kiln::runtime::cuda_driver::result(r);
    switch (kind) {
    case hipMemcpyHostToHost: std::memcpy(to, from, size); return hipSuccess;
    case hipMemcpyHostToDevice: r = cuMemcpyHtoD(reinterpret_cast<CUdeviceptr>(to), from, size); break;
    case hipMemcpyDeviceToHost: r = cuMemcpyDtoH(to, reinterpret_cast<CUdeviceptr>(from), size); break;
    default: r = cuMemcpy(reinterpret_cast<CUdeviceptr>(to), reinterpret_cast<CUdeviceptr>(from), size); break;
    }
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipMemcpyHtoD(hipDeviceptr_t to, const void* from, std::size_t size) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuMemcpyHtoD(to, from, size);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipMemcpyDtoH(void* to, hipDeviceptr_t from, std::size_t size) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuMemcpyDtoH(to, from, size);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipMemset(void* p, int value, std::size_t size) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuMemsetD8(reinterpret_cast<CUdeviceptr>(p), static_cast<unsigned char>(value), size);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipDeviceSynchronize() {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuCtxSynchronize();
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuModuleLoadData(module, image);
    return kiln::runtime::cuda_driver::result(r);
}

inline hipError_t hipModuleUnload(hipModule_t module) { return kiln::runtime::cuda_driver::result(cuModuleUnload(module)); }

inline hipError_t hipModuleGetFunction(hipFunction_t* f, hipModule_t module, const char* name) {
    return kiln::runtime::cuda_driver::result(cuModuleGetFunction(f, module, name));
}

inline hipError_t hipModuleGetGlobal(hipDeviceptr_t* address, std::size_t* size, hipModule_t module, const char* name) {
    return kiln::runtime::cuda_driver::result(cuModuleGetGlobal(address, size, module, name));
}

inline hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attribute, hipFunction_t f) {
    return kiln::runtime::cuda_driver::result(cuFuncGetAttribute(value, attribute, f));
}

inline hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                                        unsigned bz, unsigned shared, hipStream_t stream, void** params, void** extra) {
    return kiln::runtime::cuda_driver::result(cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, stream, params, extra));
}

inline hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, hipFunction_t f, int block, std::size_t dynamic) {
    return kiln::runtime::cuda_driver::result(cuOccupancyMaxActiveBlocksPerMultiprocessor(blocks, f, block, dynamic));
}

inline hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* grid, int* block, hipFunction_t f, std::size_t dynamic, int limit) {
    return kiln::runtime::cuda_driver::result(cuOccupancyMaxPotentialBlockSize(grid, block, f, nullptr, dynamic, limit));
}

inline hipError_t hipEventCreate(hipEvent_t* event) {
    CUresult r = kiln::runtime::cuda_driver::ensure_context();
    if (r == CUDA_SUCCESS) r = cuEventCreate(event, CU_EVENT_DEFAULT);
    return kiln::runtime::cuda_driver::result(r);
}
inline hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) { return kiln::runtime::cuda_driver::result(cuEventRecord(event, stream)); }
inline hipError_t hipEventSynchronize(hipEvent_t event) { return kiln::runtime::cuda_driver::result(cuEventSynchronize(event)); }
inline hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
    return kiln::runtime::cuda_driver::result(cuEventElapsedTime(ms, start, stop));
}
inline hipError_t hipEventDestroy(hipEvent_t event) { return kiln::runtime::cuda_driver::result(cuEventDestroy(event)); }
