// HIP test kernels: a tiled matrix multiply with __shared__ and __syncthreads, a reduction with
// warp shuffles, math library calls, a template instantiated twice, a kernel in a namespace.
#include <hip/hip_runtime.h>

#include "common.h"

extern "C" __global__ void matmul(const float* a, const float* b, float* c, int n) {
    __shared__ float ta[TILE][TILE];
    __shared__ float tb[TILE][TILE];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int k = 0; k < n; k += TILE) {
        ta[ty][tx] = a[row * n + k + tx];
        tb[ty][tx] = b[(k + ty) * n + col];
        __syncthreads();
        for (int i = 0; i < TILE; ++i) acc += ta[ty][i] * tb[i][tx];
        __syncthreads();
    }
    c[row * n + col] = acc;
}

extern "C" __global__ void warp_sum(const float* in, float* out) {
    float v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
    if (threadIdx.x % warpSize == 0) atomicAdd(out, v);
}

extern "C" __global__ void softplus_norm(const float* x, float* y, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = sqrtf(logf(1.0f + expf(x[i])) + 1.0f);
}

template <int N, int M>
__global__ void scale(float* x) {
    x[blockIdx.x * blockDim.x + threadIdx.x] *= float(N * M);
}
template __global__ void scale<128, 64>(float*);
template __global__ void scale<2, 3>(float*);

namespace ns {
__global__ void gemm(const float* a, float* b) { b[threadIdx.x] = a[threadIdx.x] * KILN_EXTRA_SCALE; }
}  // namespace ns
