// HIP kernels as a HIP author writes them (hipThreadIdx_x, HIP_DYNAMIC_SHARED, unmasked warp
// functions), one source for AMD and NVIDIA targets (tests/e2e/hip_nvidia.sh).
#include <hip/hip_runtime.h>

template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK) reduce_sum(const T* __restrict__ in, T* out, int n) {
    __shared__ T tile[BLOCK];
    int tid = hipThreadIdx_x;
    int i = hipBlockIdx_x * hipBlockDim_x + threadIdx.x;
    T v = i < n ? in[i] : T(0);
    tile[tid] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s >= 32; s >>= 1) {
        if (tid < s) tile[tid] += tile[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        v = tile[tid];
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down(v, o);
        if (tid == 0) atomicAdd(out, v);
    }
}
template __global__ void reduce_sum<float, 256>(const float*, float*, int);

extern "C" __global__ void softmax_row(const float* x, float* y, int cols) {
    HIP_DYNAMIC_SHARED(float, buf)
    int t = threadIdx.x;
    float m = -INFINITY;
    for (int c = t; c < cols; c += blockDim.x) m = fmaxf(m, x[blockIdx.x * cols + c]);
    for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor(m, o));
    float s = 0.f;
    for (int c = t; c < cols; c += blockDim.x) { float e = __expf(x[blockIdx.x * cols + c] - m); buf[c] = e; s += e; }
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor(s, o);
    __syncthreads();
    for (int c = t; c < cols; c += blockDim.x) y[blockIdx.x * cols + c] = buf[c] / sqrtf(s * s);
}

extern "C" __global__ void counter(unsigned* c, int* flags) {
    extern __shared__ int sh[];
    sh[threadIdx.x] = flags[threadIdx.x];
    __syncthreads();
    if (__any(sh[threadIdx.x] != 0)) atomicAdd(c, 1u);
    unsigned long long b = __ballot(sh[threadIdx.x] > 0);
    if (threadIdx.x == 0) flags[0] = (int)__popcll(b) + __shfl(sh[1], 0) + __shfl_up(sh[2], 1);
}
