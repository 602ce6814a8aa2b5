// Two kernels that call one __noinline__ helper and both assert (issue 37, item 5).
#include <assert.h>
__device__ __noinline__ float helper(float x) { return x * 2.0f; }
__global__ void a(float* p, int n) { assert(n > 0); p[threadIdx.x] = helper(p[threadIdx.x]); }
__global__ void b(float* p, int n) { assert(n > 1); p[threadIdx.x] = helper(p[threadIdx.x]) + 1.0f; }
