// CUDA's documented device functions that kiln's prelude supplies beyond the stores (stores.cu), one
// kernel per family: kiln's PTX and nvcc's must hold the same instructions of the kinds
// e2e.cuda_intrinsics compares (cache-hint loads, st.global.wt, redux.sync, tanh.approx, 128-bit
// atom, cluster), and the kernels that call __nv_bswap* and __isGridConstant must link.
#include <cooperative_groups.h>
#include <cuda.h>
#define LOAD_ALL(F)                                                                                   \
    q[0] = F((const char*)p); q[1] = F((const signed char*)p); q[2] = F((const short*)p);             \
    q[3] = F((const int*)p); q[4] = F((const long*)p); q[5] = F((const long long*)p);                \
    q[6] = F((const unsigned char*)p); q[7] = F((const unsigned short*)p);                            \
    q[8] = F((const unsigned int*)p); q[9] = F((const unsigned long*)p);                              \
    q[10] = F((const unsigned long long*)p); q[11] = F((const float*)p); q[12] = F((const double*)p); \
    q[13] = F((const char2*)p).y; q[14] = F((const char4*)p).w; q[15] = F((const short2*)p).y;        \
    q[16] = F((const short4*)p).w; q[17] = F((const int2*)p).y; q[18] = F((const int4*)p).w;          \
    q[19] = F((const longlong2*)p).y; q[20] = F((const uchar2*)p).y; q[21] = F((const uchar4*)p).w;   \
    q[22] = F((const ushort2*)p).y; q[23] = F((const ushort4*)p).w; q[24] = F((const uint2*)p).y;     \
    q[25] = F((const uint4*)p).w; q[26] = F((const ulonglong2*)p).y; q[27] = F((const float2*)p).y;  \
    q[28] = F((const float4*)p).w; q[29] = F((const double2*)p).y

__global__ void k_ldca(const void* p, double* q) { LOAD_ALL(__ldca); }
__global__ void k_ldlu(const void* p, double* q) { LOAD_ALL(__ldlu); }
// The unsigned long overloads clang 22 lacks of its own __ldcg, __ldcs, __ldcv; __stwt of long.
__global__ void k_long(unsigned long* p, long* q) {
    p[1] = __ldcg(p + 2) + __ldcs(p + 3) + __ldcv(p + 4);
    __stwt(q, q[1]); __stwt(p + 5, p[6]);
}
__global__ void k_reduce(int* p) { p[0] = __reduce_add_sync(~0u, p[1]); }
__global__ void k_tanhf(float* p) { p[0] = __tanhf(p[1]); }
struct alignas(16) Pair { long long a, b; };
// The 128-bit atomics need PTX 8.3 (CUDA 12.3); with an older toolkit (Debian's 11.8) the kernel is empty.
__global__ void k_atomic128(Pair* p) {
#if CUDA_VERSION >= 12030
    const Pair c{1, 2}, v{3, 4};
    p[0] = atomicCAS(p + 1, c, v); p[2] = atomicCAS_block(p + 3, c, v); p[4] = atomicCAS_system(p + 5, c, v);
    p[6] = atomicExch(p + 7, v); p[8] = atomicExch_block(p + 9, v); p[10] = atomicExch_system(p + 11, v);
#endif
}
__global__ void __cluster_dims__(2, 1, 1) k_cluster(int* p) {
    namespace cg = cooperative_groups;
    cg::cluster_group c = cg::this_cluster();
    __shared__ int s;
    s = threadIdx.x;
    c.sync();
    p[c.block_rank()] = *c.map_shared_rank(&s, (c.block_rank() + 1) % c.num_blocks());
}
__global__ void k_bswap(unsigned* p) {
    p[0] = __nv_bswap32(p[1]);
    *(unsigned long long*)(p + 2) = __nv_bswap64(*(unsigned long long*)(p + 4));
    *(unsigned short*)(p + 6) = __nv_bswap16(*(unsigned short*)(p + 7));
}
struct Params { int v[4]; };
__global__ void k_grid_constant(unsigned* p, const __grid_constant__ Params a) { p[0] = __isGridConstant(&a) + a.v[p[1] & 3]; }
