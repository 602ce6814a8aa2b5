// A HIP source with host code (hipMalloc, hipGetDeviceProperties, hipLaunchKernelGGL, main):
// its device compile for NVIDIA goes through HIP's NVIDIA runtime API header (tests/e2e/hip_nvidia.sh).
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <vector>
#include <cstdio>
#define HIP_CHECK(x) do { hipError_t e = (x); if (e != hipSuccess) { printf("%s\n", hipGetErrorString(e)); exit(1); } } while (0)
__device__ float g_scale = 2.f;
__global__ void axpy(float a, const float* x, float* y, int n) {
    int i = hipBlockIdx_x * hipBlockDim_x + hipThreadIdx_x;
    if (i < n) y[i] = a * x[i] * g_scale + y[i];
    if (i == 0) unsafeAtomicAdd(y, 1.0f);
    __half h = __float2half(y[0]); y[1] = __half2float(__hadd(h, h));
    if (__all(i < n)) y[2] = (float)__popc(__ballot(i & 1)) + __shfl_up(a, 1) + __shfl(1.0, 0) + __ffs(i) + (float)clock64();
    __threadfence(); y[3] = hipGridDim_x + warpSize;
}
int main() {
    float *x, *y; int n = 1 << 20;
    HIP_CHECK(hipMalloc(&x, n * 4)); HIP_CHECK(hipMalloc(&y, n * 4));
    hipDeviceProp_t prop; HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    hipStream_t s; HIP_CHECK(hipStreamCreate(&s));
    hipLaunchKernelGGL(axpy, dim3(n / 256), dim3(256), 0, s, 2.f, x, y, n);
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(g_scale), &prop.clockRate, 4));
    HIP_CHECK(hipDeviceSynchronize()); hipFree(x); hipFree(y);
    return 0;
}
