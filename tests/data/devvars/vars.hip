// Host-visible device variables shared by two kernels (tests/e2e/device_variables.sh).
__constant__ float table[4];
__device__ int counter;
namespace ns { __device__ float scale = 2.0f; }
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void a(float* out) { out[0] = table[0] * ns::scale; __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }
__global__ __attribute__((amdgpu_flat_work_group_size(1, 256))) void b(float* out) { out[0] = table[1]; }
