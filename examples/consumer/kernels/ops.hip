// The consumer's kernels: saxpy, and a register-heavy tile kernel whose occupancy the manifest
// tunes (amdgpu-waves-per-eu) and guards (expect).
#include <hip/hip_runtime.h>

#include "tile.h"

extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

// Each thread keeps a TILE_M x TILE_N tile of accumulators: c[g] = sum_k a[k][g] * b[k].
extern "C" __global__ void tile(const float* a, const float* b, float* c, int k_len, int threads) {
    const int g = blockIdx.x * blockDim.x + threadIdx.x;
    float acc[TILE_M][TILE_N] = {};
    for (int k = 0; k < k_len; ++k) {
        float av[TILE_M], bv[TILE_N];
#pragma unroll
        for (int m = 0; m < TILE_M; ++m) av[m] = a[(k * threads + g) * TILE_M + m];
#pragma unroll
        for (int n = 0; n < TILE_N; ++n) bv[n] = b[k * TILE_N + n];
#pragma unroll
        for (int m = 0; m < TILE_M; ++m)
#pragma unroll
            for (int n = 0; n < TILE_N; ++n) acc[m][n] = fmaf(av[m], bv[n], acc[m][n]);
    }
#pragma unroll
    for (int m = 0; m < TILE_M; ++m)
#pragma unroll
        for (int n = 0; n < TILE_N; ++n) c[(g * TILE_M + m) * TILE_N + n] = acc[m][n];
}
