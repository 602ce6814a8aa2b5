// CUDA 12.8's scoped atomics (__nv_atomic_*), which kiln's prelude supplies (src/frontend/cuda_extras.hpp):
// one kernel per operation and type, each calling it with every memory order the operation takes
// and every thread scope, then once without the scope (system). e2e.cuda_atomics compares the
// atomic instructions (atom, ld/st with a .sem, fence) of each kernel, in order, with nvcc's.
// Order and scope are enumerators, as nvcc wants them. The 128-bit kernels are in atomics128.cu.
#define SCOPES(F, O) F(O, __NV_THREAD_SCOPE_THREAD) F(O, __NV_THREAD_SCOPE_BLOCK) F(O, __NV_THREAD_SCOPE_CLUSTER) \
    F(O, __NV_THREAD_SCOPE_DEVICE) F(O, __NV_THREAD_SCOPE_SYSTEM)
#define RMW_ORDERS(F) SCOPES(F, __NV_ATOMIC_RELAXED) SCOPES(F, __NV_ATOMIC_CONSUME) SCOPES(F, __NV_ATOMIC_ACQUIRE) \
    SCOPES(F, __NV_ATOMIC_RELEASE) SCOPES(F, __NV_ATOMIC_ACQ_REL) SCOPES(F, __NV_ATOMIC_SEQ_CST)
#define LOAD_ORDERS(F) SCOPES(F, __NV_ATOMIC_RELAXED) SCOPES(F, __NV_ATOMIC_CONSUME) SCOPES(F, __NV_ATOMIC_ACQUIRE) \
    SCOPES(F, __NV_ATOMIC_SEQ_CST)
#define STORE_ORDERS(F) SCOPES(F, __NV_ATOMIC_RELAXED) SCOPES(F, __NV_ATOMIC_RELEASE) SCOPES(F, __NV_ATOMIC_SEQ_CST)

#define FETCH_CALL(O, S) *q++ = FETCH(p, v, O, S);
#define FETCH_KERNEL(N, T) \
    __global__ void k_##N(T* p, T v, T* q) { RMW_ORDERS(FETCH_CALL) *q = FETCH(p, v, __NV_ATOMIC_RELAXED); }
#define FETCH __nv_atomic_fetch_add
FETCH_KERNEL(add_int, int) FETCH_KERNEL(add_unsigned, unsigned) FETCH_KERNEL(add_ulong, unsigned long)
FETCH_KERNEL(add_ull, unsigned long long) FETCH_KERNEL(add_float, float) FETCH_KERNEL(add_double, double)
FETCH_KERNEL(add_ptr, int*)  // a pointer object: an unsigned 8-byte integer to nvcc
#undef FETCH
#define FETCH __nv_atomic_fetch_sub
FETCH_KERNEL(sub_int, int) FETCH_KERNEL(sub_unsigned, unsigned) FETCH_KERNEL(sub_ull, unsigned long long)
FETCH_KERNEL(sub_float, float) FETCH_KERNEL(sub_double, double)
#undef FETCH
#define FETCH __nv_atomic_fetch_min
FETCH_KERNEL(min_int, int) FETCH_KERNEL(min_unsigned, unsigned) FETCH_KERNEL(min_long, long)
FETCH_KERNEL(min_ll, long long) FETCH_KERNEL(min_ull, unsigned long long)
#undef FETCH
#define FETCH __nv_atomic_fetch_max
FETCH_KERNEL(max_int, int) FETCH_KERNEL(max_unsigned, unsigned) FETCH_KERNEL(max_ll, long long)
FETCH_KERNEL(max_ull, unsigned long long) FETCH_KERNEL(max_ptr, int*)
#undef FETCH
enum Flags { flag_a = 1, flag_b = 2 };
#define FETCH __nv_atomic_fetch_and
FETCH_KERNEL(and_int, int) FETCH_KERNEL(and_ll, long long) FETCH_KERNEL(and_enum, Flags)
#undef FETCH
#define FETCH __nv_atomic_fetch_or
FETCH_KERNEL(or_unsigned, unsigned) FETCH_KERNEL(or_ull, unsigned long long)
#undef FETCH
#define FETCH __nv_atomic_fetch_xor
FETCH_KERNEL(xor_int, int) FETCH_KERNEL(xor_ulong, unsigned long)
#undef FETCH

#define EXCH_N_CALL(O, S) *q++ = __nv_atomic_exchange_n(p, v, O, S);
#define EXCH_CALL(O, S) __nv_atomic_exchange(p, &v, q++, O, S);
#define EXCH_KERNELS(N, T, G)                                                                               \
    __global__ void k_exch_n_##N(T* p, T v, T* q) { RMW_ORDERS(EXCH_N_CALL) *q = __nv_atomic_exchange_n(p, v, __NV_ATOMIC_RELAXED); } \
    __global__ void k_exch_##N(G* p, G v, G* q) { RMW_ORDERS(EXCH_CALL) __nv_atomic_exchange(p, &v, q, __NV_ATOMIC_RELAXED); }
EXCH_KERNELS(32, int, float) EXCH_KERNELS(64, unsigned long long, double)

// Compare-exchange: every success order (failing relaxed) for every type and scope; and, for one
// type, every success order with every failure order C++ allows (relaxed, consume, acquire,
// seq_cst) but release with consume or acquire, where kiln is stronger than nvcc (k_cas_join).
#define CAS_N_CALL(SO, FO, S) b[0] |= __nv_atomic_compare_exchange_n(p, q, v, false, SO, FO, S);
#define CAS_CALL(SO, FO, S) b[0] |= __nv_atomic_compare_exchange(p, q, &v, true, SO, FO, S);
#define SCOPES2(F, SO, FO) F(SO, FO, __NV_THREAD_SCOPE_THREAD) F(SO, FO, __NV_THREAD_SCOPE_BLOCK) \
    F(SO, FO, __NV_THREAD_SCOPE_CLUSTER) F(SO, FO, __NV_THREAD_SCOPE_DEVICE) F(SO, FO, __NV_THREAD_SCOPE_SYSTEM)
#define CAS_ORDERS(F)                                                                                              \
    SCOPES2(F, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED) SCOPES2(F, __NV_ATOMIC_CONSUME, __NV_ATOMIC_RELAXED)      \
    SCOPES2(F, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED) SCOPES2(F, __NV_ATOMIC_RELEASE, __NV_ATOMIC_RELAXED)      \
    SCOPES2(F, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED) SCOPES2(F, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED)
#define CAS_PAIRS(F)                                                                                               \
    CAS_ORDERS(F) SCOPES2(F, __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME) SCOPES2(F, __NV_ATOMIC_RELAXED, __NV_ATOMIC_ACQUIRE) \
    SCOPES2(F, __NV_ATOMIC_RELAXED, __NV_ATOMIC_SEQ_CST) SCOPES2(F, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE)      \
    SCOPES2(F, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_CONSUME) SCOPES2(F, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_ACQUIRE)      \
    SCOPES2(F, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_SEQ_CST) SCOPES2(F, __NV_ATOMIC_RELEASE, __NV_ATOMIC_SEQ_CST)      \
    SCOPES2(F, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_CONSUME) SCOPES2(F, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_ACQUIRE)      \
    SCOPES2(F, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST) SCOPES2(F, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_ACQUIRE)      \
    SCOPES2(F, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_SEQ_CST)
#define CAS_KERNELS(N, T, G)                                                                                       \
    __global__ void k_cas_n_##N(T* p, T v, T* q, bool* b) {                                                        \
        CAS_ORDERS(CAS_N_CALL) b[1] = __nv_atomic_compare_exchange_n(p, q, v, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED); } \
    __global__ void k_cas_##N(G* p, G v, G* q, bool* b) {                                                          \
        CAS_ORDERS(CAS_CALL) b[1] = __nv_atomic_compare_exchange(p, q, &v, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED); }
__global__ void k_cas_pairs(int* p, int v, int* q, bool* b) { CAS_PAIRS(CAS_N_CALL) }
struct Half2 { short lo, hi; };
CAS_KERNELS(16, short, Half2) CAS_KERNELS(32, unsigned, float) CAS_KERNELS(64, long long, double)

#define LOAD_N_CALL(O, S) *q++ = __nv_atomic_load_n(p, O, S);
#define LOAD_CALL(O, S) __nv_atomic_load(p, q++, O, S);
#define STORE_N_CALL(O, S) __nv_atomic_store_n(p++, v, O, S);
#define STORE_CALL(O, S) __nv_atomic_store(p++, &v, O, S);
#define LDST_KERNELS(N, T, G)                                                                                     \
    __global__ void k_load_n_##N(T* p, T* q) { LOAD_ORDERS(LOAD_N_CALL) *q = __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED); } \
    __global__ void k_load_##N(G* p, G* q) { LOAD_ORDERS(LOAD_CALL) __nv_atomic_load(p, q, __NV_ATOMIC_RELAXED); }         \
    __global__ void k_store_n_##N(T* p, T v) { STORE_ORDERS(STORE_N_CALL) __nv_atomic_store_n(p, v, __NV_ATOMIC_RELAXED); } \
    __global__ void k_store_##N(G* p, G v) { STORE_ORDERS(STORE_CALL) __nv_atomic_store(p, &v, __NV_ATOMIC_RELAXED); }
struct Bytes2 { char a, b; };
struct Pair { int a, b; };
LDST_KERNELS(8, bool, signed char) LDST_KERNELS(16, unsigned short, Bytes2) LDST_KERNELS(32, int, float)
LDST_KERNELS(64, unsigned long, Pair)

#define FENCE_CALL(O, S) __nv_atomic_thread_fence(O, S);
__global__ void k_fence() { RMW_ORDERS(FENCE_CALL) __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST); }
// Where kiln is stronger than nvcc: a compare-exchange's orders are joined (release with acquire
// or consume is acq_rel; nvcc takes the larger enumerator, release, and loses the failure's acquire).
__global__ void k_cas_join(int* p, int v, int* q, bool* b) {
    b[0] = __nv_atomic_compare_exchange_n(p, q, v, false, __NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    b[1] = __nv_atomic_compare_exchange_n(p, q, v, false, __NV_ATOMIC_RELEASE, __NV_ATOMIC_CONSUME, __NV_THREAD_SCOPE_BLOCK);
}
