// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Register-tiled matrix products of kiln's own, C = A B (row-major, M, N, K multiples of the
// tiles), in the two shapes GEMM and attention kernels share: each thread keeps a TM x TN tile of C
// in a per-thread array and walks K through shared memory, indexing its arrays in nested loops of
// constant trip counts. nvcc unrolls those loops and keeps the arrays in registers; LLVM's NVPTX
// target alone keeps them in local memory (issue 30). Used by e2e.private_arrays.
#include <cuda_runtime.h>

// A BM x BN tile of C per block of (BM / TM) * (BN / TN) threads; each thread a TM x TN tile.
template <int BM, int BN, int BK, int TM, int TN>
__device__ void block_tiled(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[BK * BM];
    __shared__ float Bs[BK * BN];
    constexpr int threads = (BM / TM) * (BN / TN);
    const int row = threadIdx.x / (BN / TN), col = threadIdx.x % (BN / TN);
    A += blockIdx.y * BM * K;
    B += blockIdx.x * BN;
    C += blockIdx.y * BM * N + blockIdx.x * BN;
    float acc[TM * TN] = {0.0f};
    float a_reg[TM], b_reg[TN];
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = threadIdx.x; i < BM * BK; i += threads) As[(i % BK) * BM + i / BK] = A[(i / BK) * K + i % BK];
        for (int i = threadIdx.x; i < BK * BN; i += threads) Bs[i] = B[(i / BN) * N + i % BN];
        __syncthreads();
        A += BK;
        B += BK * N;
        for (int k = 0; k < BK; ++k) {
            for (int m = 0; m < TM; ++m) a_reg[m] = As[k * BM + row * TM + m];
            for (int n = 0; n < TN; ++n) b_reg[n] = Bs[k * BN + col * TN + n];
            for (int m = 0; m < TM; ++m)
                for (int n = 0; n < TN; ++n) acc[m * TN + n] += a_reg[m] * b_reg[n];
        }
        __syncthreads();
    }
    for (int m = 0; m < TM; ++m)
        for (int n = 0; n < TN; ++n) C[(row * TM + m) * N + col * TN + n] = acc[m * TN + n];
}

extern "C" __global__ void __launch_bounds__(256) tile_128x128_8x8(const float* A, const float* B, float* C, int M, int N, int K) {
    block_tiled<128, 128, 8, 8, 8>(A, B, C, M, N, K);
}

extern "C" __global__ void __launch_bounds__(256) tile_64x64_4x4(const float* A, const float* B, float* C, int M, int N, int K) {
    block_tiled<64, 64, 16, 4, 4>(A, B, C, M, N, K);
}

// The source's own choice: `#pragma unroll 1` keeps the loop, and the array in local memory.
extern "C" __global__ void kept_rolled(const float* in, float* out, int n) {
    float acc[16];
#pragma unroll 1
    for (int i = 0; i < 16; ++i) acc[i] = in[threadIdx.x * 16 + i] * 2.0f;
    float sum = 0.0f;
#pragma unroll 1
    for (int i = 0; i < 16; ++i) sum += acc[(i * 7) % 16];
    out[threadIdx.x] = sum + n;
}

// An array larger than registers can hold (2 KiB) stays in memory, as with nvcc.
extern "C" __global__ void too_large(const float* in, float* out, int n) {
    float buffer[512];
    for (int i = 0; i < 512; ++i) buffer[i] = in[threadIdx.x + i];
    float sum = 0.0f;
    for (int i = 0; i < 512; ++i) sum += buffer[(i * 37 + n) % 512];
    out[threadIdx.x] = sum;
}

// A K loop of plain global loads (the SGEMM tutorial's coalesced kernel): kiln unrolls it 16 times,
// as ptxas unrolls nvcc's form of it; with a barrier in it, or the source's own pragma, it stays.
extern "C" __global__ void streaming(const float* A, const float* B, float* C, int N, int K) {
    const int row = blockIdx.x, col = threadIdx.x;
    float acc = 0.f;
    for (int k = 0; k < K; ++k) acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
}

extern "C" __global__ void streaming_synced(const float* A, const float* B, float* C, int N, int K) {
    const int row = blockIdx.x, col = threadIdx.x;
    float acc = 0.f;
    for (int k = 0; k < K; ++k) {
        acc += A[row * K + k] * B[k * N + col];
        __syncthreads();
    }
    C[row * N + col] = acc;
}

// A tile transpose's loops (tests/device/sweeps.cu): global memory into a __shared__ array, and
// out of it, a runtime count of rows each. Neither streams: the first stores to shared memory, the
// second loads from it (both through generic pointers before address-space inference). Unrolled 16,
// the sweep's kernel took 64 registers for nvcc's 32 and ran at 0.53x nvcc on an H100.
extern "C" __global__ void tile_transpose(const float* in, float* out, int n) {
    __shared__ float tile[32][33];
    const int rows = blockDim.x / 32, tx = threadIdx.x % 32, ty = threadIdx.x / 32;
    int x = blockIdx.x * 32 + tx, y = blockIdx.y * 32 + ty;
    for (int j = 0; j < 32; j += rows) tile[ty + j][tx] = in[static_cast<long>(y + j) * n + x];
    __syncthreads();
    x = blockIdx.y * 32 + tx, y = blockIdx.x * 32 + ty;
    for (int j = 0; j < 32; j += rows) out[static_cast<long>(y + j) * n + x] = tile[tx][ty + j];
}

extern "C" __global__ void streaming_pragma(const float* A, const float* B, float* C, int N, int K) {
    const int row = blockIdx.x, col = threadIdx.x;
    float acc = 0.f;
#pragma unroll 2
    for (int k = 0; k < K; ++k) acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
}
