// __shared__ variables of types with a constructor or destructor: nvcc warns and runs neither;
// kiln builds them the same way (tests/e2e/cuda_shared_init.sh).
#include <cuda/barrier>

// CUDA's documented asynchronous-barrier idiom.
__global__ void block_sum(const float* in, float* out) {
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float partial[256];
    if (threadIdx.x == 0) init(&bar, blockDim.x);
    __syncthreads();
    partial[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    bar.arrive_and_wait();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (unsigned i = 0; i < blockDim.x; ++i) s += partial[i];
        out[blockIdx.x] = s;
    }
}

// A type of one's own, in a template: one declaration, two instantiations.
struct Counter {
    int n;
    __device__ Counter() : n(7) {}
    __device__ ~Counter() { n = 0; }
};
template <int N>
__global__ void counted(int* out) {
    static __shared__ Counter c;
    if (threadIdx.x == 0) c.n = N;
    __syncthreads();
    out[threadIdx.x] = c.n;
}
template __global__ void counted<3>(int*);
template __global__ void counted<4>(int*);
