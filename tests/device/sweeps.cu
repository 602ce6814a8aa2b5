// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The sweep corpus of issue 30 (tests/device/sweeps.toml): kernels of the kinds kernel libraries
// tune — a register-tiled GEMM, a split-K GEMM, a reduction, a row softmax, a layer norm, a
// stencil, a transpose and an attention-like kernel — each with the compile-time parameters its
// sweep varies as defines (defaults here). kiln tune builds every variant; the runner times them
// on the GPU; the results, with kiln's figures of each variant, are the data the off-line
// objective is checked against (tests/data/tune_corpus/, docs/tuning.md).
#include <cuda_runtime.h>

// ---- gemm2d: C = A B (row-major, M x K times K x N), a BM x BN tile per block, a TM x TN
// sub-tile per thread (2D block tiling), K in steps of BK through shared memory.
#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif
#ifndef BK
#define BK 8
#endif
#ifndef TM
#define TM 4
#endif
#ifndef TN
#define TN 4
#endif

constexpr int k_gemm_threads = (BM / TM) * (BN / TN);

template <bool Atomic>
__device__ __forceinline__ void gemm_tile(const float* A, const float* B, float* C, int N, int K, int k_begin, int k_end) {
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.x, tx = tid % (BN / TN), ty = tid / (BN / TN);
    const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    float acc[TM][TN] = {};
    float a[TM], b[TN];
    for (int k0 = k_begin; k0 < k_end; k0 += BK) {
        for (int i = tid; i < BM * BK; i += k_gemm_threads) {
            const int m = i / BK, kk = i % BK;
            As[kk][m] = A[(row0 + m) * K + k0 + kk];
        }
        for (int i = tid; i < BK * BN; i += k_gemm_threads) {
            const int kk = i / BN, n = i % BN;
            Bs[kk][n] = B[(k0 + kk) * N + col0 + n];
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
            for (int i = 0; i < TM; ++i) a[i] = As[kk][ty * TM + i];
#pragma unroll
            for (int j = 0; j < TN; ++j) b[j] = Bs[kk][tx * TN + j];
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) {
            float* c = &C[(row0 + ty * TM + i) * N + col0 + tx * TN + j];
            if (Atomic) atomicAdd(c, acc[i][j]);
            else *c = acc[i][j];
        }
}

extern "C" __global__ void gemm2d(const float* A, const float* B, float* C, int M, int N, int K) {
    (void)M;
    gemm_tile<false>(A, B, C, N, K, 0, K);
}

// ---- splitk: the same tile, K cut into gridDim.z slices (the split, chosen at launch: the sweep
// sets it through the define SPLIT its grid names), partial products added atomically: for shapes
// whose M x N tiles alone do not fill the GPU. K / split must be a multiple of BK.
extern "C" __global__ void splitk(const float* A, const float* B, float* C, int M, int N, int K) {
    (void)M;
    const int slice = K / gridDim.z;
    gemm_tile<true>(A, B, C, N, K, blockIdx.z * slice, (blockIdx.z + 1) * slice);
}

// ---- reduce: the sum of n floats; each thread adds IPT of them (coalesced), the block reduces in
// shared memory, one atomic per block.
#ifndef IPT
#define IPT 4
#endif

extern "C" __global__ void reduce(const float* x, float* out, int n) {
    __shared__ float partial[32];
    const int base = blockIdx.x * blockDim.x * IPT + threadIdx.x;
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < IPT; ++i) {
        const int at = base + i * blockDim.x;
        if (at < n) s += x[at];
    }
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : 0.f;
        for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
        if (threadIdx.x == 0) atomicAdd(out, s);
    }
}

// ---- block-wide helpers (any block size that is a multiple of 32): every warp reads the warps'
// partial results, so every thread has the block's value.
__device__ __forceinline__ float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
__device__ __forceinline__ float warp_max(float v) {
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}
__device__ float block_sum(float v, float* scratch) {
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0) scratch[threadIdx.x / 32] = v;
    __syncthreads();
    v = threadIdx.x % 32 < blockDim.x / 32 ? scratch[threadIdx.x % 32] : 0.f;
    v = warp_sum(v);
    __syncthreads();
    return v;
}
__device__ float block_max(float v, float* scratch) {
    v = warp_max(v);
    if (threadIdx.x % 32 == 0) scratch[threadIdx.x / 32] = v;
    __syncthreads();
    v = threadIdx.x % 32 < blockDim.x / 32 ? scratch[threadIdx.x % 32] : -3.0e38f;
    v = warp_max(v);
    __syncthreads();
    return v;
}

// ---- softmax: one block per row of `cols` floats (cols a multiple of 4 x the block size when VEC
// is 4): the row's maximum, the sum of exponentials, the normalized row.
#ifndef VEC
#define VEC 1
#endif

extern "C" __global__ void softmax(const float* x, float* y, int cols) {
    __shared__ float scratch[32];
    const float* row = x + static_cast<long>(blockIdx.x) * cols;
    float* out = y + static_cast<long>(blockIdx.x) * cols;
    float m = -3.0e38f;
    if (VEC == 4) {
        for (int i = threadIdx.x * 4; i < cols; i += blockDim.x * 4) {
            const float4 v = *reinterpret_cast<const float4*>(row + i);
            m = fmaxf(m, fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)));
        }
    } else {
        for (int i = threadIdx.x; i < cols; i += blockDim.x) m = fmaxf(m, row[i]);
    }
    m = block_max(m, scratch);
    float s = 0.f;
    for (int i = threadIdx.x; i < cols; i += blockDim.x) s += __expf(row[i] - m);
    const float inv = 1.f / block_sum(s, scratch);
    if (VEC == 4) {
        for (int i = threadIdx.x * 4; i < cols; i += blockDim.x * 4) {
            float4 v = *reinterpret_cast<const float4*>(row + i);
            v.x = __expf(v.x - m) * inv, v.y = __expf(v.y - m) * inv, v.z = __expf(v.z - m) * inv, v.w = __expf(v.w - m) * inv;
            *reinterpret_cast<float4*>(out + i) = v;
        }
    } else {
        for (int i = threadIdx.x; i < cols; i += blockDim.x) out[i] = __expf(row[i] - m) * inv;
    }
}

// ---- rmsnorm: one block per row of `cols` floats in two passes (held out: tests/device/heldout.toml):
// the mean of squares, then each element scaled by its weight and the row's 1 / rms.
extern "C" __global__ void rmsnorm(const float* x, const float* w, float* y, int cols) {
    __shared__ float scratch[32];
    const float* row = x + static_cast<long>(blockIdx.x) * cols;
    float* out = y + static_cast<long>(blockIdx.x) * cols;
    float s = 0.f;
    if (VEC == 4) {
        for (int i = threadIdx.x * 4; i < cols; i += blockDim.x * 4) {
            const float4 v = *reinterpret_cast<const float4*>(row + i);
            s += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
        }
    } else {
        for (int i = threadIdx.x; i < cols; i += blockDim.x) s += row[i] * row[i];
    }
    const float inv = rsqrtf(block_sum(s, scratch) / cols + 1e-6f);
    for (int i = threadIdx.x; i < cols; i += blockDim.x) out[i] = row[i] * inv * w[i];
}

// ---- layernorm: one warp per row of `cols` floats (ROWS rows per block of 32 x ROWS threads),
// the row kept in registers (cols <= 32 x PER).
#ifndef PER
#define PER 32
#endif

extern "C" __global__ void layernorm(const float* x, const float* gamma, const float* beta, float* y, int rows, int cols) {
    const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
    if (row >= rows) return;
    const float* in = x + static_cast<long>(row) * cols;
    float v[PER];
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < PER; ++i) {
        const int c = lane + 32 * i;
        v[i] = c < cols ? in[c] : 0.f;
        s += v[i];
    }
    const float mean = warp_sum(s) / cols;
    float q = 0.f;
#pragma unroll
    for (int i = 0; i < PER; ++i) {
        const int c = lane + 32 * i;
        const float d = c < cols ? v[i] - mean : 0.f;
        q += d * d;
    }
    const float rstd = rsqrtf(warp_sum(q) / cols + 1e-5f);
    float* out = y + static_cast<long>(row) * cols;
#pragma unroll
    for (int i = 0; i < PER; ++i) {
        const int c = lane + 32 * i;
        if (c < cols) out[c] = (v[i] - mean) * rstd * gamma[c] + beta[c];
    }
}

// ---- stencil: one Jacobi step of a 5-point stencil on an nx x ny grid; blocks of 32 x
// (blockDim / 32) threads, each thread RPT rows.
#ifndef RPT
#define RPT 1
#endif

extern "C" __global__ void stencil(const float* __restrict__ u, float* __restrict__ v, int nx, int ny) {
    const int x = blockIdx.x * 32 + threadIdx.x % 32;
    const int rows = blockDim.x / 32;
    const int y0 = (blockIdx.y * rows + threadIdx.x / 32) * RPT;
#pragma unroll
    for (int r = 0; r < RPT; ++r) {
        const int y = y0 + r;
        if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) continue;
        const long at = static_cast<long>(y) * nx + x;
        v[at] = 0.25f * (u[at - 1] + u[at + 1] + u[at - nx] + u[at + nx]) - u[at];
    }
}

// ---- transpose: out = in^T (n x n) through a 32 x 33 shared tile; blocks of 32 x (blockDim / 32)
// threads, each thread 32 / (blockDim / 32) elements.
extern "C" __global__ void transpose(const float* in, float* out, int n) {
    __shared__ float tile[32][33];
    const int rows = blockDim.x / 32, tx = threadIdx.x % 32, ty = threadIdx.x / 32;
    int x = blockIdx.x * 32 + tx, y = blockIdx.y * 32 + ty;
    for (int j = 0; j < 32; j += rows) tile[ty + j][tx] = in[static_cast<long>(y + j) * n + x];
    __syncthreads();
    x = blockIdx.y * 32 + tx, y = blockIdx.x * 32 + ty;
    for (int j = 0; j < 32; j += rows) out[static_cast<long>(y + j) * n + x] = tile[tx][ty + j];
}

// ---- attention: softmax(Q K^T / sqrt(D)) V for one head (blockIdx.y) of S queries and keys,
// D = 64; one query per thread (its q and output rows in registers), keys and values in tiles of
// TK rows through shared memory, the softmax online (as flash attention does).
#ifndef TK
#define TK 32
#endif
constexpr int k_d = 64;

extern "C" __global__ void attention(const float* Q, const float* Kt, const float* V, float* O, int S) {
    __shared__ float ks[TK][k_d];
    __shared__ float vs[TK][k_d];
    const long head = static_cast<long>(blockIdx.y) * S * k_d;
    const int query = blockIdx.x * blockDim.x + threadIdx.x;
    float q[k_d], acc[k_d];
#pragma unroll
    for (int d = 0; d < k_d; ++d) q[d] = Q[head + static_cast<long>(query) * k_d + d] * 0.125f, acc[d] = 0.f;
    float m = -3.0e38f, l = 0.f;
    for (int t0 = 0; t0 < S; t0 += TK) {
        for (int i = threadIdx.x; i < TK * k_d; i += blockDim.x) {
            ks[i / k_d][i % k_d] = Kt[head + static_cast<long>(t0) * k_d + i];
            vs[i / k_d][i % k_d] = V[head + static_cast<long>(t0) * k_d + i];
        }
        __syncthreads();
        for (int t = 0; t < TK; ++t) {
            float s = 0.f;
#pragma unroll
            for (int d = 0; d < k_d; ++d) s += q[d] * ks[t][d];
            const float m2 = fmaxf(m, s), scale = __expf(m - m2), p = __expf(s - m2);
            l = l * scale + p;
#pragma unroll
            for (int d = 0; d < k_d; ++d) acc[d] = acc[d] * scale + p * vs[t][d];
            m = m2;
        }
        __syncthreads();
    }
#pragma unroll
    for (int d = 0; d < k_d; ++d) O[head + static_cast<long>(query) * k_d + d] = acc[d] / l;
}
