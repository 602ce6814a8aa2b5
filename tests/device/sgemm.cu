// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A tiled single-precision matrix product, C[M x N] = A[M x K] B[K x N] (row-major), in the shape
// of Triton's tutorial matmul: a BM x BN tile of C per block of 256 threads, K walked in steps of
// BK through shared memory, the tile sizes compile-time parameters (defines) that the sweep varies
// and the grid follows: [cdiv(N, BN), cdiv(M, BM)]. M, N and K must be multiples of the tiles.
#include <cuda_runtime.h>

#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif
#ifndef BK
#define BK 16
#endif

static_assert(BM % 16 == 0 && BN % 16 == 0, "BM and BN are multiples of 16 (a 16 x 16 thread grid)");

extern "C" __global__ void __launch_bounds__(256) sgemm(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[BK][BM + 1];
    __shared__ float Bs[BK][BN];
    constexpr int RM = BM / 16, RN = BN / 16;  // each thread's sub-tile
    const int tid = threadIdx.x, tx = tid % 16, ty = tid / 16;
    const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    float acc[RM][RN] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = tid; i < BM * BK; i += 256) {  // k fastest: consecutive threads read consecutive addresses
            const int m = i / BK, kk = i % BK;
            As[kk][m] = A[(row0 + m) * K + k0 + kk];
        }
        for (int i = tid; i < BK * BN; i += 256) {
            const int kk = i / BN, n = i % BN;
            Bs[kk][n] = B[(k0 + kk) * N + col0 + n];
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < BK; ++kk) {
            float a[RM], b[RN];
#pragma unroll
            for (int i = 0; i < RM; ++i) a[i] = As[kk][ty + 16 * i];
#pragma unroll
            for (int j = 0; j < RN; ++j) b[j] = Bs[kk][tx + 16 * j];
#pragma unroll
            for (int i = 0; i < RM; ++i)
#pragma unroll
                for (int j = 0; j < RN; ++j) acc[i][j] += a[i] * b[j];
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < RM; ++i)
#pragma unroll
        for (int j = 0; j < RN; ++j) C[(row0 + ty + 16 * i) * N + col0 + tx + 16 * j] = acc[i][j];
}
