// File-static and anonymous-namespace __device__ variables shared by two kernels
// (tests/e2e/internal_variables.sh): one object each per code object, as in clang's. No HIP
// headers, so clang-22 builds it without device libraries, and kiln as CUDA for NVIDIA.
static __device__ int s_flag;
namespace { __device__ int anon_flag; }
static __device__ float ro_table[4] = {1, 2, 3, 4};  // never written: a copy per kernel is the same
extern "C" __global__ void k_set(float* o) { if (o[0] == 0) { s_flag = 7; anon_flag = 9; } }
extern "C" __global__ void k_get(float* o, int i) { o[i] = s_flag + anon_flag + ro_table[i & 3]; }
