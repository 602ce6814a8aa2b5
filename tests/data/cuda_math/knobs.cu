// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// One operation a kernel, for nvcc's numerics options (--ftz, --prec-div, --prec-sqrt, --fmad,
// --use_fast_math) against kiln's ftz, prec_div, prec_sqrt, fmad and fast_math
// (tests/e2e/cuda_numerics.sh).
extern "C" __global__ void k_div(float* o, const float* a, const float* b) { o[threadIdx.x] = a[threadIdx.x] / b[threadIdx.x]; }
extern "C" __global__ void k_sqrt(float* o, const float* a) { o[threadIdx.x] = sqrtf(a[threadIdx.x]); }
extern "C" __global__ void k_fma(float* o, const float* a, const float* b, const float* c) {
    o[threadIdx.x] = a[threadIdx.x] * b[threadIdx.x] + c[threadIdx.x];
}
extern "C" __global__ void k_add(float* o, const float* a, const float* b) { o[threadIdx.x] = a[threadIdx.x] + b[threadIdx.x]; }
extern "C" __global__ void k_exp(float* o, const float* a) { o[threadIdx.x] = expf(a[threadIdx.x]); }
extern "C" __global__ void k_exp10(float* o, const float* a) { o[threadIdx.x] = exp10f(a[threadIdx.x]); }
extern "C" __global__ void k_log10(float* o, const float* a) { o[threadIdx.x] = log10f(a[threadIdx.x]); }
extern "C" __global__ void k_tan(float* o, const float* a) { o[threadIdx.x] = tanf(a[threadIdx.x]); }
extern "C" __global__ void k_pow(float* o, const float* a, const float* b) { o[threadIdx.x] = powf(a[threadIdx.x], b[threadIdx.x]); }
extern "C" __global__ void k_sin(float* o, const float* a) { o[threadIdx.x] = sinf(a[threadIdx.x]); }
