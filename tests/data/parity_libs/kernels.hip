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
// __shared__ variables of templates and inline functions (linkonce_odr in the IR): each kernel
// keeps those it uses, as clang keeps them.
template <int N> __device__ float lds_helper(const float* in) {
    __shared__ float h[N];
    h[threadIdx.x % N] = in[threadIdx.x];
    __syncthreads();
    return h[(threadIdx.x + 3) % N];
}
inline __device__ float lds_inline(const float* in) {
    __shared__ float g[16];
    g[threadIdx.x % 16] = in[threadIdx.x];
    __syncthreads();
    return g[(threadIdx.x + 5) % 16];
}
template <int N> __global__ __launch_bounds__(256) void lds_tpl(float* out, const float* in) {
    out[threadIdx.x] = lds_helper<N>(in) + lds_inline(in);
}
template __global__ void lds_tpl<4>(float*, const float*);
template __global__ void lds_tpl<64>(float*, const float*);
template <typename T> __global__ __launch_bounds__(256) void lds_typed(T* out) {
    __shared__ T s[3];
    if (threadIdx.x < 3) s[threadIdx.x] = out[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x % 3];
}
template __global__ void lds_typed<char>(char*);
KERNEL void lds_plain(float* out, const float* in) { out[threadIdx.x] = lds_inline(in); }
