// Kernels whose resources depend on how they are optimized: independent FMAs that the SLP
// vectorizer packs (v_pk_fma_f32), half2 math, a loop to unroll and vectorize, an optnone callee
// (the pass manager must leave it alone), LDS, and a template. No HIP headers: clang-22 builds them
// for gfx942/gfx950 without device libraries, so tests/e2e/clang_parity.sh can compare kiln with it.
#define KERNEL extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 256)))
typedef float float2_t __attribute__((ext_vector_type(2)));
typedef _Float16 half2_t __attribute__((ext_vector_type(2)));
__device__ inline int tid() { return __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256; }

KERNEL void pair_fma(float* out, const float* a, const float* b, float s) {
    int i = 2 * tid();
    out[i] = a[i] * s + b[i];
    out[i + 1] = a[i + 1] * s + b[i + 1];
}
KERNEL void half_math(half2_t* out, const half2_t* a, const half2_t* b) {
    int i = tid();
    half2_t x = a[i], y = b[i];
    for (int k = 0; k < 8; ++k) x = x * y + x;
    out[i] = x;
}
KERNEL void reduce(float* out, const float* in, int n) {
    float acc = 0.0f;
    for (int k = 0; k < n; ++k) acc += in[k * 256 + tid()];
    out[tid()] = acc;
}
__attribute__((optnone, noinline)) __device__ float slow(float x) { float y = x; for (int i = 0; i < 4; ++i) y = y * 1.5f + x; return y; }
KERNEL void calls_optnone(float* out) { out[tid()] = slow(out[tid()]); }
KERNEL void tile(float* out, const float* in) {
    __shared__ float t[256];
    int l = __builtin_amdgcn_workitem_id_x();
    t[l] = in[tid()];
    __builtin_amdgcn_s_barrier();
    out[tid()] = t[255 - l] + t[l];
}
KERNEL void quad_chain(float* out, const float* a, float s, float t) {
    int i = 4 * tid();
    float x0 = a[i], x1 = a[i + 1], x2 = a[i + 2], x3 = a[i + 3];
    for (int k = 0; k < 16; ++k) {
        x0 = x0 * s + t; x1 = x1 * s + t; x2 = x2 * s + t; x3 = x3 * s + t;
    }
    out[i] = x0; out[i + 1] = x1; out[i + 2] = x2; out[i + 3] = x3;
}
template <int N>
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void poly(float* out, const float* in) {
    float acc[N];
    for (int k = 0; k < N; ++k) acc[k] = in[tid() * N + k];
    for (int r = 0; r < 8; ++r)
        for (int k = 0; k < N; ++k) acc[k] = acc[k] * acc[(k + 1) % N] + 1.0f;
    for (int k = 0; k < N; ++k) out[tid() * N + k] = acc[k];
}
template __global__ void poly<8>(float*, const float*);
