// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Kernels of the H200 run (tests/device/kiln.toml) that the examples do not have: dynamic shared
// memory above 48 KiB, which the loader must allow before launching.

// Reverses each block's chunk of `chunk` floats through dynamic shared memory (chunk * 4 bytes).
extern "C" __global__ void reverse_chunks(const float* in, float* out, int chunk) {
    extern __shared__ float tile[];
    const long long base = static_cast<long long>(blockIdx.x) * chunk;
    for (int i = threadIdx.x; i < chunk; i += blockDim.x) tile[i] = in[base + i];
    __syncthreads();
    for (int i = threadIdx.x; i < chunk; i += blockDim.x) out[base + i] = tile[chunk - 1 - i];
}
