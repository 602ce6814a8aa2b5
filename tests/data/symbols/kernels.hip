// Kernels named as users name them (tests/e2e/symbol_names.sh): overloads, an unsigned template
// argument, a kernel in a namespace, and a template helper two kernels share.
#define K __global__ __attribute__((amdgpu_flat_work_group_size(1, 256)))
K void ov(int* p) { p[0] = 11; }
K void ov(float* p) { p[0] = 2.5f; }
template <unsigned N> K void uk(float* p) { p[0] = N; }
template K void uk<8>(float*);
template <int N> K void k(float* p) { p[N] = 1.0f; }
template K void k<4>(float*);
namespace ns { K void ov(int* p) { p[1] = 33; } }
template <typename T> __device__ __attribute__((noinline)) T twice(T x) { return x + x; }
K void use_a(float* p) { p[0] = twice(p[0]); }
K void use_b(float* p) { p[1] = twice(p[1]); }
