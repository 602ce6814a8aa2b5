// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A .cu as CUDA programs come: a kernel beside host code that nvcc (with g++) builds and clang's
// device compile used to refuse (issue 37): isfinite, clock() and CLOCKS_PER_SEC, max on ints and
// floats in host functions, OpenMP's header in a host helper. Used by e2e.cuda_host_code.
#include <cmath>
#include <cstdio>
#include <ctime>
#include <omp.h>

__global__ void scale(float* p, float s, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = isfinite(p[i]) ? p[i] * s : 0.0f;
}

bool all_finite(const float* p, int n) {
    for (int i = 0; i < n; ++i)
        if (!isfinite(p[i])) return false;
    return true;
}

double seconds() { return static_cast<double>(clock()) / CLOCKS_PER_SEC; }
int larger(int a, int b) { return max(a, b); }
float larger(float a, float b) { return max(a, b); }
int threads() { return omp_get_max_threads(); }

int main() {
    float x[4] = {1, 2, 3, 4};
    std::printf("%d %f %d %f %d\n", all_finite(x, 4), seconds(), larger(1, 2), larger(1.0f, 2.0f), threads());
    return 0;
}
