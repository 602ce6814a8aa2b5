// CUDA kernels (NVIDIA targets of manifests/mixed, and tests/e2e/cuda_sources.sh): shared memory
// and a barrier, and a register-heavy one whose registers and spills change with nvvm.maxnreg.
// out[block] = sum of the block's 256 elements, through shared memory and __syncthreads.
__global__ void block_sum(const float* in, float* out, int n) {
    __shared__ float partial[256];
    const int i = blockIdx.x * 256 + threadIdx.x;
    partial[threadIdx.x] = i < n ? in[i] : 0.0f;
    for (int s = 128; s > 0; s >>= 1) {
        __syncthreads();
        if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    }
    if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}

// Register-heavy: 64 accumulators, exp from libdevice.
extern "C" __global__ void heavy(const float* a, float* c, int k) {
    float acc[64];
    _Pragma("unroll") for (int j = 0; j < 64; ++j) acc[j] = 0.0f;
    for (int kk = 0; kk < k; ++kk)
        _Pragma("unroll") for (int j = 0; j < 64; ++j) acc[j] += __expf(a[kk * 64 + j]) * expf(a[kk]);
    float s = 0;
    _Pragma("unroll") for (int j = 0; j < 64; ++j) s += acc[j] * acc[(j * 7) % 64];
    c[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
