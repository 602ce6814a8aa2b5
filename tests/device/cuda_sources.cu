// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Kernels of issue 37's CUDA-source work, run on the H200 from kiln's cubin and from nvcc's
// (tests/device/cuda_sources.sh): __shared__ variables with constructors, nan/nanf, pure virtual
// classes, 8000 bytes of parameters, a float2 atomicAdd whose result is unused.
#include "../data/cuda_shared/barrier.cu"
#include <math.h>

struct Table { float w[2000]; };  // 8000 bytes, passed by value: PTX ISA 8.1
__global__ void weigh(__grid_constant__ const Table t, float* out) { out[threadIdx.x] = t.w[threadIdx.x * 7] * 2.0f; }

__global__ void nans(double* d, float* f, const char* tag) {
    d[0] = nan("");
    f[0] = nanf("");
    d[1] = nan(tag);
    f[1] = nanf(tag);
}

struct Shape {
    __device__ __noinline__ Shape() {}
    __device__ virtual float area() const = 0;
};
struct Square : Shape {
    float side;
    __device__ explicit Square(float s) : side(s) {}
    __device__ float area() const override { return side * side; }
};
__global__ void shapes(float* areas, float side) {
    Square sq(side + threadIdx.x);
    const Shape* s = &sq;
    areas[threadIdx.x] = s->area();
}

// atomicAdd of a float2 with its result unused (clang 22's header let LLVM delete it).
__global__ void vec_add(float2* p) { atomicAdd(p, make_float2(1.0f, 2.0f)); }
