// sqrtf, 1/sqrtf and division: nvcc gives sqrt.rn, rcp.rn and div.rn by default (tests/e2e/cuda_numerics.sh).
extern "C" __global__ void k_sqrt(float* o, const float* x) { o[threadIdx.x] = sqrtf(x[threadIdx.x]); }
extern "C" __global__ void k_rsqrt(float* o, const float* x) { o[threadIdx.x] = 1.0f / sqrtf(x[threadIdx.x]); }
extern "C" __global__ void k_div(float* o, const float* x) { o[threadIdx.x] = x[threadIdx.x] / x[threadIdx.x + 1]; }
