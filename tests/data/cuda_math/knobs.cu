// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// One operation a kernel, for nvcc's numerics options (--ftz, --prec-div, --prec-sqrt, --fmad,
// --use_fast_math) against kiln's ftz, prec_div, prec_sqrt, fmad and fast_math
// (tests/e2e/cuda_numerics.sh; tests/device/knobs_check.py runs them on a GPU).
#define I (blockIdx.x * blockDim.x + threadIdx.x)
extern "C" __global__ void k_div(float* o, const float* a, const float* b) { o[I] = a[I] / b[I]; }
extern "C" __global__ void k_sqrt(float* o, const float* a) { o[I] = sqrtf(a[I]); }
extern "C" __global__ void k_fma(float* o, const float* a, const float* b, const float* c) {
    o[I] = a[I] * b[I] + c[I];
}
extern "C" __global__ void k_add(float* o, const float* a, const float* b) { o[I] = a[I] + b[I]; }
extern "C" __global__ void k_exp(float* o, const float* a) { o[I] = expf(a[I]); }
extern "C" __global__ void k_exp10(float* o, const float* a) { o[I] = exp10f(a[I]); }
extern "C" __global__ void k_log10(float* o, const float* a) { o[I] = log10f(a[I]); }
extern "C" __global__ void k_tan(float* o, const float* a) { o[I] = tanf(a[I]); }
extern "C" __global__ void k_pow(float* o, const float* a, const float* b) { o[I] = powf(a[I], b[I]); }
extern "C" __global__ void k_sin(float* o, const float* a) { o[I] = sinf(a[I]); }
