// Kernels that call ROCm's device libraries (ocml, ockl, hip.bc through Debian's HIP 5.2 headers):
// their code depends on how the libraries are linked: clang's -mlink-builtin-bitcode gives the
// libraries' functions the translation unit's attributes (denormal mode, fast-math flags) and
// internalizes them. tests/e2e/clang_parity.sh builds them with kiln and with clang-22, with and
// without -ffast-math.
#include <hip/hip_runtime.h>

#define KERNEL extern "C" __global__ __launch_bounds__(256)

KERNEL void trig(float* out, const float* in) {
    int i = threadIdx.x + blockIdx.x * 256;
    out[i] = sinf(in[i]) * cosf(in[i] * 0.5f) + tanf(in[i] * 0.25f);
}
KERNEL void exp_log(float* out, const float* in) {
    int i = threadIdx.x + blockIdx.x * 256;
    out[i] = expf(in[i]) + logf(fabsf(in[i]) + 1.0f) + powf(in[i], 2.5f);
}
KERNEL void roots(double* out, const double* in) {
    int i = threadIdx.x + blockIdx.x * 256;
    out[i] = sqrt(in[i]) + cbrt(in[i]) + rsqrt(in[i] + 1.0);
}
KERNEL void special(float* out, const float* in) {
    int i = threadIdx.x + blockIdx.x * 256;
    out[i] = erff(in[i]) + lgammaf(in[i] + 2.0f) + atan2f(in[i], 1.5f);
}
KERNEL void fenced(float* out, const float* in) {
    int i = threadIdx.x + blockIdx.x * 256;
    __shared__ float t[256];
    t[threadIdx.x] = in[i];
    __syncthreads();
    out[i] = t[255 - threadIdx.x] / in[i];
    __threadfence();
}
KERNEL void dmath(double* out, const double* in) {
    int i = threadIdx.x + blockIdx.x * 256;
    out[i] = exp(in[i]) * sin(in[i]) + log1p(in[i]) + fma(in[i], 2.0, 1.0);
}
