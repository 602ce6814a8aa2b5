// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// CUDA's documented device functions that clang 22's CUDA headers lack, for CUDA sources: kiln
// includes this after clang's CUDA runtime wrapper (an in-memory file, clang_frontend.cpp). Written
// from the PTX ISA (inline asm or clang builtins), not from CUDA's headers; e2e.cuda_intrinsics
// compares the instructions with nvcc's PTX. Found by compiling every device function CUDA 13's
// headers declare, and the template, class and builtin families, with nvcc and with kiln's clang
// (issue 37); none of these names is defined by clang 22 or by the CUDA headers clang includes
// (CUDA 13 and 11.8), which keep sm_32_intrinsics.h, sm_80_rt.h, sm_90_rt.h and
// crt/device_functions.h's declarations out.
//   Cache-hint stores __stcg, __stcs, __stwb and loads __ldca, __ldlu for every scalar and vector
//   type CUDA's sm_32_intrinsics.h lists, the unsigned long __ldcg/__ldcs/__ldcv and long and
//   unsigned long __stwt (clang has the others).
//   __reduce_add_sync on int, __tanhf, 128-bit atomicCAS and atomicExch (sm_90).
//   The nvcc builtins CUDA's own inline functions call: __nv_bswap{16,32,64}_impl and
//   __nv_isGridConstant_impl.
//   _CG_CLUSTER_INTRINSICS_AVAILABLE, so that cooperative_groups has this_cluster().
//   CUDA 12.8's scoped atomics __nv_atomic_* and their __NV_ATOMIC_* and __NV_THREAD_SCOPE_*
//   constants (sm_70 and later; cluster scope sm_90), compared with nvcc's by e2e.cuda_atomics.
//   nan, nanf, __cxa_pure_virtual and __cxa_deleted_virtual, which clang declares and never defines.
// And, first, the headers nvcc includes in every CUDA source.
#include <string_view>

namespace kiln::frontend {

inline constexpr std::string_view k_cuda_extras_text = R"KILN(#pragma once
// The C and C++ headers nvcc's crt/common_functions.h includes in every CUDA source (string.h,
// time.h, new, stdio.h, stdlib.h, assert.h), which clang's CUDA wrapper does not all include:
// sources that use assert or CLOCKS_PER_SEC without including them build with nvcc.
#include <string.h>
#include <time.h>
#include <new>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
// Cache-hint loads and stores (PTX ISA "ld", "st": ld.global{.cop}.type, st.global{.cop}.type).
// One list of the 30 types CUDA's sm_32_intrinsics.h lists, X1/X2/X4 for scalars and vectors of 2
// and 4; K is the loads' clobber.
#define __KILN_ST1(N, C, K, T, P, R, W) \
  static __device__ __forceinline__ void N(T* __p, T __v) { asm volatile("st.global." C "." P " [%0], %1;" ::"l"(__p), R((W)__v) : "memory"); }
#define __KILN_ST2(N, C, K, T, P, R, W) \
  static __device__ __forceinline__ void N(T* __p, T __v) { \
    asm volatile("st.global." C ".v2." P " [%0], {%1, %2};" ::"l"(__p), R((W)__v.x), R((W)__v.y) : "memory"); }
#define __KILN_ST4(N, C, K, T, P, R, W) \
  static __device__ __forceinline__ void N(T* __p, T __v) { \
    asm volatile("st.global." C ".v4." P " [%0], {%1, %2, %3, %4};" ::"l"(__p), R((W)__v.x), R((W)__v.y), R((W)__v.z), R((W)__v.w) \
                 : "memory"); }
#define __KILN_LD1(N, C, K, T, P, R, W) \
  static __device__ __forceinline__ T N(const T* __p) { W __r; asm("ld.global." C "." P " %0, [%1];" : "=" R(__r) : "l"(__p) K); return (T)__r; }
#define __KILN_LD2(N, C, K, T, P, R, W) \
  static __device__ __forceinline__ T N(const T* __p) { \
    W __x, __y; asm("ld.global." C ".v2." P " {%0, %1}, [%2];" : "=" R(__x), "=" R(__y) : "l"(__p) K); \
    T __r; __r.x = (decltype(__r.x))__x; __r.y = (decltype(__r.y))__y; return __r; }
#define __KILN_LD4(N, C, K, T, P, R, W) \
  static __device__ __forceinline__ T N(const T* __p) { \
    W __x, __y, __z, __w; \
    asm("ld.global." C ".v4." P " {%0, %1, %2, %3}, [%4];" : "=" R(__x), "=" R(__y), "=" R(__z), "=" R(__w) : "l"(__p) K); \
    T __r; __r.x = (decltype(__r.x))__x; __r.y = (decltype(__r.y))__y; __r.z = (decltype(__r.z))__z; __r.w = (decltype(__r.w))__w; \
    return __r; }
#define __KILN_ALL_TYPES(X1, X2, X4, N, C, K) \
  X1(N, C, K, char, "s8", "h", short) X1(N, C, K, signed char, "s8", "h", short) \
  X1(N, C, K, short, "s16", "h", short) X1(N, C, K, int, "s32", "r", int) \
  X1(N, C, K, long, "s64", "l", long long) X1(N, C, K, long long, "s64", "l", long long) \
  X1(N, C, K, unsigned char, "u8", "h", unsigned short) X1(N, C, K, unsigned short, "u16", "h", unsigned short) \
  X1(N, C, K, unsigned int, "u32", "r", unsigned int) X1(N, C, K, unsigned long, "u64", "l", unsigned long long) \
  X1(N, C, K, unsigned long long, "u64", "l", unsigned long long) \
  X1(N, C, K, float, "f32", "f", float) X1(N, C, K, double, "f64", "d", double) \
  X2(N, C, K, char2, "s8", "h", short) X4(N, C, K, char4, "s8", "h", short) \
  X2(N, C, K, short2, "s16", "h", short) X4(N, C, K, short4, "s16", "h", short) \
  X2(N, C, K, int2, "s32", "r", int) X4(N, C, K, int4, "s32", "r", int) \
  X2(N, C, K, longlong2, "s64", "l", long long) \
  X2(N, C, K, uchar2, "u8", "h", unsigned short) X4(N, C, K, uchar4, "u8", "h", unsigned short) \
  X2(N, C, K, ushort2, "u16", "h", unsigned short) X4(N, C, K, ushort4, "u16", "h", unsigned short) \
  X2(N, C, K, uint2, "u32", "r", unsigned int) X4(N, C, K, uint4, "u32", "r", unsigned int) \
  X2(N, C, K, ulonglong2, "u64", "l", unsigned long long) \
  X2(N, C, K, float2, "f32", "f", float) X4(N, C, K, float4, "f32", "f", float) \
  X2(N, C, K, double2, "f64", "d", double)
__KILN_ALL_TYPES(__KILN_ST1, __KILN_ST2, __KILN_ST4, __stcg, "cg", )
__KILN_ALL_TYPES(__KILN_ST1, __KILN_ST2, __KILN_ST4, __stcs, "cs", )
__KILN_ALL_TYPES(__KILN_ST1, __KILN_ST2, __KILN_ST4, __stwb, "wb", )
__KILN_ALL_TYPES(__KILN_LD1, __KILN_LD2, __KILN_LD4, __ldca, "ca", )
__KILN_ALL_TYPES(__KILN_LD1, __KILN_LD2, __KILN_LD4, __ldlu, "lu", )
// The overloads clang 22 has for long and not for unsigned long (loads) or for neither (__stwt).
__KILN_LD1(__ldcg, "cg", , unsigned long, "u64", "l", unsigned long long)
__KILN_LD1(__ldcs, "cs", , unsigned long, "u64", "l", unsigned long long)
__KILN_LD1(__ldcv, "cv", : "memory", unsigned long, "u64", "l", unsigned long long)
__KILN_ST1(__stwt, "wt", , long, "s64", "l", long long)
__KILN_ST1(__stwt, "wt", , unsigned long, "u64", "l", unsigned long long)
#undef __KILN_ALL_TYPES
#undef __KILN_LD4
#undef __KILN_LD2
#undef __KILN_LD1
#undef __KILN_ST4
#undef __KILN_ST2
#undef __KILN_ST1
#if __CUDA_ARCH__ >= 800
// __reduce_add_sync on int ("redux.sync": .add.s32): clang 22 has the unsigned overload only, so an
// int argument converted and the sum came back unsigned.
static __device__ __forceinline__ int __reduce_add_sync(unsigned __m, int __v) {
  int __r; asm volatile("redux.sync.add.s32 %0, %1, %2;" : "=r"(__r) : "r"(__v), "r"(__m)); return __r; }
#endif
#if __CUDA_ARCH__ >= 750
// __tanhf, the approximate tanh ("tanh.approx.f32"), which CUDA 13 declares in the
// crt/device_functions.h clang's wrapper keeps out.
static __device__ __forceinline__ float __tanhf(float __x) { float __r; asm("tanh.approx.f32 %0, %1;" : "=f"(__r) : "f"(__x)); return __r; }
#endif
// What CUDA's sm_20_intrinsics.hpp calls and only nvcc defines (its compiler's own): __nv_bswap16,
// 32 and 64 and __isGridConstant called these, which stayed undefined for ptxas. A byte swap is
// clang's __builtin_bswap (prmt.b32); a generic address is a kernel parameter's when
// "isspacep.param" holds (sm_70: clang takes a __grid_constant__ parameter's address with
// cvta.param; any other parameter it copies to local memory first, as nvcc does).
extern "C" __device__ __forceinline__ unsigned short __nv_bswap16_impl(unsigned short __x) { return __builtin_bswap16(__x); }
extern "C" __device__ __forceinline__ unsigned int __nv_bswap32_impl(unsigned int __x) { return __builtin_bswap32(__x); }
extern "C" __device__ __forceinline__ unsigned long long __nv_bswap64_impl(unsigned long long __x) { return __builtin_bswap64(__x); }
#if __CUDA_ARCH__ >= 700
extern "C" __device__ __forceinline__ unsigned __nv_isGridConstant_impl(const void* __p) {
  unsigned __r;
  asm("{\n\t.reg .pred %%p;\n\tisspacep.param %%p, %1;\n\tselp.u32 %0, 1, 0, %%p;\n\t}" : "=r"(__r) : "l"(__p));
  return __r;
}
#endif
// 128 bits as two 64-bit halves (the 128-bit atomics below), and enable_if.
struct __kiln_b128 { unsigned long long __lo, __hi; };
template <bool, class _T> struct __kiln_if {};
template <class _T> struct __kiln_if<true, _T> { typedef _T type; };
#if __CUDA_ARCH__ >= 900 && CUDA_VERSION >= 12030
// CUDA's 128-bit atomicCAS and atomicExch (sm_90_rt.h, any trivially copyable type of 16 bytes
// aligned to 16; _block and _system scoped): "atom{.scope}.cas.b128" and ".exch.b128" (PTX 8.3,
// sm_90), generic addresses.
#define __KILN_A128_RET(_T) typename __kiln_if<sizeof(_T) == 16 && alignof(_T) >= 16 && __is_trivially_copyable(_T), _T>::type
#define __KILN_CAS128(N, S) \
  template <class _T> static __device__ __forceinline__ __KILN_A128_RET(_T) N(_T* __a, _T __c, _T __v) { \
    const __kiln_b128 __c2 = __builtin_bit_cast(__kiln_b128, __c), __v2 = __builtin_bit_cast(__kiln_b128, __v); __kiln_b128 __r; \
    asm volatile("{\n\t.reg .b128 %%c, %%v, %%d;\n\tmov.b128 %%c, {%3, %4};\n\tmov.b128 %%v, {%5, %6};\n\t" \
                 "atom" S ".cas.b128 %%d, [%2], %%c, %%v;\n\tmov.b128 {%0, %1}, %%d;\n\t}" \
                 : "=l"(__r.__lo), "=l"(__r.__hi) : "l"(__a), "l"(__c2.__lo), "l"(__c2.__hi), "l"(__v2.__lo), "l"(__v2.__hi) : "memory"); \
    return __builtin_bit_cast(_T, __r); }
#define __KILN_EXCH128(N, S) \
  template <class _T> static __device__ __forceinline__ __KILN_A128_RET(_T) N(_T* __a, _T __v) { \
    const __kiln_b128 __v2 = __builtin_bit_cast(__kiln_b128, __v); __kiln_b128 __r; \
    asm volatile("{\n\t.reg .b128 %%v, %%d;\n\tmov.b128 %%v, {%3, %4};\n\t" \
                 "atom" S ".exch.b128 %%d, [%2], %%v;\n\tmov.b128 {%0, %1}, %%d;\n\t}" \
                 : "=l"(__r.__lo), "=l"(__r.__hi) : "l"(__a), "l"(__v2.__lo), "l"(__v2.__hi) : "memory"); \
    return __builtin_bit_cast(_T, __r); }
__KILN_CAS128(atomicCAS, "") __KILN_CAS128(atomicCAS_block, ".cta") __KILN_CAS128(atomicCAS_system, ".sys")
__KILN_EXCH128(atomicExch, "") __KILN_EXCH128(atomicExch_block, ".cta") __KILN_EXCH128(atomicExch_system, ".sys")
#undef __KILN_EXCH128
#undef __KILN_CAS128
#undef __KILN_A128_RET
#endif
// CUDA 12.8's scoped atomics __nv_atomic_* with their order and scope constants, which nvcc
// builds in and CUDA declares in the crt/device_functions.h clang's wrapper keeps out (PTX ISA
// "atom", "ld", "st", "fence" with .sem and .scope, sm_70). Order and scope are constants in
// nvcc: each switch below folds after inlining. As nvcc lowers them: consume is acquire, thread
// scope is .cta, cluster scope is .gpu before sm_90 (a warning); seq_cst is "fence.sc" then the
// acquire operation (a store: relaxed); a fence is "fence.acq_rel" for acq_rel, else "fence.sc".
// A compare-exchange takes the join of its two orders (nvcc the larger; release with acquire is
// acq_rel here, release alone there). Types as nvcc takes them: the _n forms integral types only.
enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER, __NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM };
#if __CUDA_ARCH__ >= 700
#if __CUDA_ARCH__ >= 900
#define __KILN_CLUSTER ".cluster"
#define __KILN_CHECK_CLUSTER(S)
#else
#define __KILN_CLUSTER ".gpu"
#define __KILN_CHECK_CLUSTER(S) \
  __attribute__((diagnose_if(S == __NV_THREAD_SCOPE_CLUSTER, \
                             "atomic operations' scope of cluster is supported on sm_90 or above: device scope instead", "warning")))
#endif
#define __KILN_CHECK_ORDER(O) \
  __attribute__((diagnose_if(O < __NV_ATOMIC_RELAXED || O > __NV_ATOMIC_SEQ_CST, "invalid memory order value for atomic operations", "error")))
#define __KILN_CHECK(O, S) __KILN_CHECK_ORDER(O) \
  __attribute__((diagnose_if(S < __NV_THREAD_SCOPE_THREAD || S > __NV_THREAD_SCOPE_SYSTEM, \
                             "invalid thread scope value for atomic operations", "error"))) \
  __KILN_CHECK_CLUSTER(S)
#define __KILN_SCOPE(B, X, SEM) \
  switch (__s) { \
  case __NV_THREAD_SCOPE_THREAD: case __NV_THREAD_SCOPE_BLOCK: B(X, SEM, ".cta") break; \
  case __NV_THREAD_SCOPE_CLUSTER: B(X, SEM, __KILN_CLUSTER) break; \
  case __NV_THREAD_SCOPE_DEVICE: B(X, SEM, ".gpu") break; \
  default: B(X, SEM, ".sys") }
#define __KILN_ORDER(B, X, RLX, ACQ, REL, AR, SC) \
  switch (__o) { \
  case __NV_ATOMIC_RELAXED: __KILN_SCOPE(B, X, RLX) break; \
  case __NV_ATOMIC_CONSUME: case __NV_ATOMIC_ACQUIRE: __KILN_SCOPE(B, X, ACQ) break; \
  case __NV_ATOMIC_RELEASE: __KILN_SCOPE(B, X, REL) break; \
  case __NV_ATOMIC_ACQ_REL: __KILN_SCOPE(B, X, AR) break; \
  default: __kiln_fence(__NV_ATOMIC_SEQ_CST, __s); __KILN_SCOPE(B, X, SC) }
#define __KILN_RMW_ORDER(B, X) __KILN_ORDER(B, X, ".relaxed", ".acquire", ".release", ".acq_rel", ".acquire")
#define __KILN_FENCE(X, SEM, SC) asm volatile("fence" SEM SC ";" ::: "memory");
static __device__ __forceinline__ void __kiln_fence(int __o, int __s) {
  if (__o == __NV_ATOMIC_ACQ_REL) { __KILN_SCOPE(__KILN_FENCE, , ".acq_rel") } else { __KILN_SCOPE(__KILN_FENCE, , ".sc") } }
// The instructions by register class (h: 8 and 16 bits, r: 32, l: 64; q: 128 as two l).
#define __KILN_RMW(K, X, SEM, SC) asm volatile("atom" SEM SC X " %0, [%1], %2;" : "=" K(__r) : "l"(__p), K(__v) : "memory");
#define __KILN_CAS(K, X, SEM, SC) asm volatile("atom" SEM SC X " %0, [%1], %2, %3;" : "=" K(__r) : "l"(__p), K(__c), K(__v) : "memory");
#define __KILN_LD(K, X, SEM, SC) asm volatile("ld" SEM SC X " %0, [%1];" : "=" K(__r) : "l"(__p) : "memory");
#define __KILN_ST(K, X, SEM, SC) asm volatile("st" SEM SC X " [%0], %1;" ::"l"(__p), K(__v) : "memory");
#define __KILN_RMW_R(X, SEM, SC) __KILN_RMW("r", X, SEM, SC)
#define __KILN_RMW_L(X, SEM, SC) __KILN_RMW("l", X, SEM, SC)
#define __KILN_CAS_H(X, SEM, SC) __KILN_CAS("h", X, SEM, SC)
#define __KILN_CAS_R(X, SEM, SC) __KILN_CAS("r", X, SEM, SC)
#define __KILN_CAS_L(X, SEM, SC) __KILN_CAS("l", X, SEM, SC)
#define __KILN_LD_H(X, SEM, SC) __KILN_LD("h", X, SEM, SC)
#define __KILN_LD_R(X, SEM, SC) __KILN_LD("r", X, SEM, SC)
#define __KILN_LD_L(X, SEM, SC) __KILN_LD("l", X, SEM, SC)
#define __KILN_ST_H(X, SEM, SC) __KILN_ST("h", X, SEM, SC)
#define __KILN_ST_R(X, SEM, SC) __KILN_ST("r", X, SEM, SC)
#define __KILN_ST_L(X, SEM, SC) __KILN_ST("l", X, SEM, SC)
#define __KILN_LD_Q(X, SEM, SC) asm volatile("{\n\t.reg .b128 %%q;\n\tld" SEM SC ".b128 %%q, [%2];\n\tmov.b128 {%0, %1}, %%q;\n\t}" \
                                             : "=l"(__r.__lo), "=l"(__r.__hi) : "l"(__p) : "memory");
#define __KILN_ST_Q(X, SEM, SC) asm volatile("{\n\t.reg .b128 %%q;\n\tmov.b128 %%q, {%1, %2};\n\tst" SEM SC ".b128 [%0], %%q;\n\t}" \
                                             ::"l"(__p), "l"(__v.__lo), "l"(__v.__hi) : "memory");
#define __KILN_RMW_Q(X, SEM, SC) asm volatile("{\n\t.reg .b128 %%v, %%d;\n\tmov.b128 %%v, {%3, %4};\n\tatom" SEM SC ".exch.b128 %%d, [%2], %%v;\n\t" \
                                              "mov.b128 {%0, %1}, %%d;\n\t}" : "=l"(__r.__lo), "=l"(__r.__hi) \
                                              : "l"(__p), "l"(__v.__lo), "l"(__v.__hi) : "memory");
#define __KILN_CAS_Q(X, SEM, SC) asm volatile("{\n\t.reg .b128 %%c, %%v, %%d;\n\tmov.b128 %%c, {%3, %4};\n\tmov.b128 %%v, {%5, %6};\n\tatom" SEM SC \
                                              ".cas.b128 %%d, [%2], %%c, %%v;\n\tmov.b128 {%0, %1}, %%d;\n\t}" : "=l"(__r.__lo), "=l"(__r.__hi) \
                                              : "l"(__p), "l"(__c.__lo), "l"(__c.__hi), "l"(__v.__lo), "l"(__v.__hi) : "memory");
#define __KILN_RMW_FN(N, X, W, B) \
  static __device__ __forceinline__ W N(const void* __p, W __v, int __o, int __s) { W __r; __KILN_RMW_ORDER(B, X) return __r; }
#define __KILN_CAS_FN(X, W, B) \
  static __device__ __forceinline__ W cas(void* __p, W __c, W __v, int __o, int __s) { W __r; __KILN_RMW_ORDER(B, X) return __r; }
#define __KILN_LD_FN(X, W, B) static __device__ __forceinline__ W ld(const void* __p, int __o, int __s) { \
  W __r; __KILN_ORDER(B, X, ".relaxed", ".acquire", ".acquire", ".acquire", ".acquire") return __r; }
#define __KILN_ST_FN(X, W, B) static __device__ __forceinline__ void st(void* __p, W __v, int __o, int __s) { \
  __KILN_ORDER(B, X, ".relaxed", ".release", ".release", ".release", ".relaxed") }
__KILN_RMW_FN(__kiln_add_s32, ".add.s32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_add_u32, ".add.u32", unsigned, __KILN_RMW_R)
__KILN_RMW_FN(__kiln_add_f32, ".add.f32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_add_u64, ".add.u64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_add_f64, ".add.f64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_min_s32, ".min.s32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_min_u32, ".min.u32", unsigned, __KILN_RMW_R)
__KILN_RMW_FN(__kiln_min_s64, ".min.s64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_min_u64, ".min.u64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_max_s32, ".max.s32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_max_u32, ".max.u32", unsigned, __KILN_RMW_R)
__KILN_RMW_FN(__kiln_max_s64, ".max.s64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_max_u64, ".max.u64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_and_32, ".and.b32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_and_64, ".and.b64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_or_32, ".or.b32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_or_64, ".or.b64", unsigned long long, __KILN_RMW_L)
__KILN_RMW_FN(__kiln_xor_32, ".xor.b32", unsigned, __KILN_RMW_R) __KILN_RMW_FN(__kiln_xor_64, ".xor.b64", unsigned long long, __KILN_RMW_L)
// Load, store, exchange and compare-exchange by size: 16 bytes need PTX ISA 8.3 (ld/st: sm_70;
// atom: sm_90), which kiln writes when its ptxas asks for it (CUDA 12.3 and later).
template <int> struct __kiln_sized {};
template <> struct __kiln_sized<1> { typedef unsigned short W; __KILN_LD_FN(".b8", W, __KILN_LD_H) __KILN_ST_FN(".b8", W, __KILN_ST_H) };
template <> struct __kiln_sized<2> {
  typedef unsigned short W; __KILN_LD_FN(".b16", W, __KILN_LD_H) __KILN_ST_FN(".b16", W, __KILN_ST_H) __KILN_CAS_FN(".cas.b16", W, __KILN_CAS_H) };
template <> struct __kiln_sized<4> { typedef unsigned W; __KILN_LD_FN(".b32", W, __KILN_LD_R) __KILN_ST_FN(".b32", W, __KILN_ST_R)
  __KILN_RMW_FN(xch, ".exch.b32", W, __KILN_RMW_R) __KILN_CAS_FN(".cas.b32", W, __KILN_CAS_R) };
template <> struct __kiln_sized<8> { typedef unsigned long long W; __KILN_LD_FN(".b64", W, __KILN_LD_L) __KILN_ST_FN(".b64", W, __KILN_ST_L)
  __KILN_RMW_FN(xch, ".exch.b64", W, __KILN_RMW_L) __KILN_CAS_FN(".cas.b64", W, __KILN_CAS_L) };
#if CUDA_VERSION >= 12030
template <> struct __kiln_sized<16> { typedef __kiln_b128 W; __KILN_LD_FN(, W, __KILN_LD_Q) __KILN_ST_FN(, W, __KILN_ST_Q)
#if __CUDA_ARCH__ >= 900
  __KILN_RMW_FN(xch, , W, __KILN_RMW_Q) __KILN_CAS_FN(, W, __KILN_CAS_Q)
#endif
};
#endif
template <class _T> struct __kiln_id { typedef _T type; };
#define __KILN_FN(R) template <class _T> static __device__ __forceinline__ R
#define __KILN_SYS int __s = __NV_THREAD_SCOPE_SYSTEM
#define __KILN_CHECK_LOAD(O) __attribute__((diagnose_if(O == __NV_ATOMIC_RELEASE || O == __NV_ATOMIC_ACQ_REL, \
  "atomic load's memory order cannot be release or acq_rel", "error")))
#define __KILN_CHECK_STORE(O) __attribute__((diagnose_if(O == __NV_ATOMIC_CONSUME || O == __NV_ATOMIC_ACQUIRE || O == __NV_ATOMIC_ACQ_REL, \
  "atomic store's memory order cannot be consume, acquire or acq_rel", "error")))
#define __KILN_ASSERT_N(...) static_assert(__is_integral(_T) && (__VA_ARGS__), \
  "non-generic nv atomic load, store, cas and exchange take an integral type (of a size the generic function takes)")
#define __KILN_ASSERT_128 static_assert(sizeof(_T) != 16 || (__CUDA_ARCH__ >= 900 && CUDA_VERSION >= 12030), \
  "128-bit atomic exchange or compare-and-exchange is supported on sm_90 or above (PTX ISA 8.3, CUDA 12.3)")
#define __KILN_ASSERT_XCH static_assert(sizeof(_T) == 4 || sizeof(_T) == 8 || sizeof(_T) == 16, \
  "atomic exchange is valid only on objects of size 4, 8 or 16 bytes"); \
  __KILN_ASSERT_128
#define __KILN_ASSERT_CAS static_assert(sizeof(_T) == 2 || sizeof(_T) == 4 || sizeof(_T) == 8 || sizeof(_T) == 16, \
  "atomic CAS is valid only on objects of size 2, 4, 8 or 16 bytes"); __KILN_ASSERT_128
__KILN_FN(void) __nv_atomic_load(const _T* __p, _T* __r, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) __KILN_CHECK_LOAD(__o) {
  const typename __kiln_sized<sizeof(_T)>::W __w = __kiln_sized<sizeof(_T)>::ld(__p, __o, __s); __builtin_memcpy((void*)__r, &__w, sizeof(_T)); }
__KILN_FN(_T) __nv_atomic_load_n(const _T* __p, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) __KILN_CHECK_LOAD(__o) {
  __KILN_ASSERT_N(sizeof(_T) <= 16); _T __r; __nv_atomic_load(__p, &__r, __o, __s); return __r; }
__KILN_FN(void) __nv_atomic_store(_T* __p, _T* __v, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) __KILN_CHECK_STORE(__o) {
  typename __kiln_sized<sizeof(_T)>::W __w{}; __builtin_memcpy(&__w, (const void*)__v, sizeof(_T));
  __kiln_sized<sizeof(_T)>::st(__p, __w, __o, __s); }
__KILN_FN(void) __nv_atomic_store_n(_T* __p, typename __kiln_id<_T>::type __v, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) __KILN_CHECK_STORE(__o) {
  __KILN_ASSERT_N(sizeof(_T) <= 16); __nv_atomic_store(__p, &__v, __o, __s); }
__KILN_FN(void) __nv_atomic_exchange(_T* __p, _T* __v, _T* __r, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) {
  __KILN_ASSERT_XCH; typedef __kiln_sized<sizeof(_T)> _S; typename _S::W __w; __builtin_memcpy(&__w, (const void*)__v, sizeof(_T));
  __w = _S::xch(__p, __w, __o, __s); __builtin_memcpy((void*)__r, &__w, sizeof(_T)); }
__KILN_FN(_T) __nv_atomic_exchange_n(_T* __p, typename __kiln_id<_T>::type __v, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) {
  __KILN_ASSERT_N(sizeof(_T) >= 4); __KILN_ASSERT_XCH; _T __r; __nv_atomic_exchange(__p, &__v, &__r, __o, __s); return __r; }
static __device__ __forceinline__ bool __kiln_same(unsigned short __a, unsigned short __b) { return __a == __b; }
static __device__ __forceinline__ bool __kiln_same(unsigned __a, unsigned __b) { return __a == __b; }
static __device__ __forceinline__ bool __kiln_same(unsigned long long __a, unsigned long long __b) { return __a == __b; }
static __device__ __forceinline__ bool __kiln_same(__kiln_b128 __a, __kiln_b128 __b) { return __a.__lo == __b.__lo && __a.__hi == __b.__hi; }
static __device__ __forceinline__ int __kiln_join(int __a, int __b) {
  if (__a == __NV_ATOMIC_SEQ_CST || __b == __NV_ATOMIC_SEQ_CST) return __NV_ATOMIC_SEQ_CST;
  const bool __acq = __a == __NV_ATOMIC_CONSUME || __a == __NV_ATOMIC_ACQUIRE || __a == __NV_ATOMIC_ACQ_REL || __b == __NV_ATOMIC_CONSUME ||
                     __b == __NV_ATOMIC_ACQUIRE || __b == __NV_ATOMIC_ACQ_REL;
  const bool __rel = __a == __NV_ATOMIC_RELEASE || __a == __NV_ATOMIC_ACQ_REL || __b == __NV_ATOMIC_RELEASE || __b == __NV_ATOMIC_ACQ_REL;
  return __acq && __rel ? __NV_ATOMIC_ACQ_REL : __acq ? __NV_ATOMIC_ACQUIRE : __rel ? __NV_ATOMIC_RELEASE : __NV_ATOMIC_RELAXED; }
__KILN_FN(bool) __nv_atomic_compare_exchange(_T* __p, _T* __e, _T* __d, bool, int __so, int __fo, __KILN_SYS) __KILN_CHECK(__so, __s)
    __KILN_CHECK_ORDER(__fo) {
  __KILN_ASSERT_CAS; typedef __kiln_sized<sizeof(_T)> _S; typename _S::W __c, __v, __r;
  __builtin_memcpy(&__c, (const void*)__e, sizeof(_T)); __builtin_memcpy(&__v, (const void*)__d, sizeof(_T));
  __r = _S::cas(__p, __c, __v, __kiln_join(__so, __fo), __s); __builtin_memcpy((void*)__e, &__r, sizeof(_T)); return __kiln_same(__r, __c); }
__KILN_FN(bool) __nv_atomic_compare_exchange_n(_T* __p, _T* __e, typename __kiln_id<_T>::type __d, bool __w, int __so, int __fo, __KILN_SYS)
    __KILN_CHECK(__so, __s) __KILN_CHECK_ORDER(__fo) {
  __KILN_ASSERT_N(sizeof(_T) >= 2); return __nv_atomic_compare_exchange(__p, __e, &__d, __w, __so, __fo, __s); }
// add, sub (4-byte integers, unsigned 8-byte ones, float, double; sub adds the negation, as
// nvcc), min, max (4- and 8-byte integers), and, or, xor (those and unscoped enums); a pointer
// object is an unsigned 8-byte integer to nvcc, and here.
__KILN_FN(_T) __nv_atomic_fetch_add(_T* __p, typename __kiln_id<_T>::type __v, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) {
  static_assert(__is_floating_point(_T) ? sizeof(_T) == 4 || sizeof(_T) == 8
                                        : (__is_integral(_T) || __is_pointer(_T)) && (sizeof(_T) == 4 || (sizeof(_T) == 8 && !__is_signed(_T))),
                "atomic add and sub take a 4-byte integer, an unsigned 8-byte integer, float or double");
  if constexpr (__is_floating_point(_T) && sizeof(_T) == 4)
    return __builtin_bit_cast(_T, __kiln_add_f32(__p, __builtin_bit_cast(unsigned, __v), __o, __s));
  else if constexpr (__is_floating_point(_T))
    return __builtin_bit_cast(_T, __kiln_add_f64(__p, __builtin_bit_cast(unsigned long long, __v), __o, __s));
  else if constexpr (sizeof(_T) == 8) return (_T)__kiln_add_u64(__p, (unsigned long long)__v, __o, __s);
  else if constexpr (__is_signed(_T)) return (_T)__kiln_add_s32(__p, (unsigned)__v, __o, __s);
  else return (_T)__kiln_add_u32(__p, (unsigned)__v, __o, __s); }
__KILN_FN(_T) __nv_atomic_fetch_sub(_T* __p, typename __kiln_id<_T>::type __v, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) {
  if constexpr (__is_floating_point(_T)) return __nv_atomic_fetch_add(__p, -__v, __o, __s);
  else return __nv_atomic_fetch_add(__p, (_T)(0ull - (unsigned long long)__v), __o, __s); }
#define __KILN_FETCH_INT(N, S32, U32, S64, U64, ENUMS) \
  __KILN_FN(_T) N(_T* __p, typename __kiln_id<_T>::type __v, int __o, __KILN_SYS) __KILN_CHECK(__o, __s) { \
    static_assert((__is_integral(_T) || __is_pointer(_T) || (ENUMS && __is_enum(_T) && !__is_scoped_enum(_T))) && \
                  (sizeof(_T) == 4 || sizeof(_T) == 8), \
                  "atomic " #N " takes a 4- or 8-byte integer"); \
    if constexpr (sizeof(_T) == 8 && __is_signed(_T)) return (_T)S64(__p, (unsigned long long)__v, __o, __s); \
    else if constexpr (sizeof(_T) == 8) return (_T)U64(__p, (unsigned long long)__v, __o, __s); \
    else if constexpr (__is_signed(_T)) return (_T)S32(__p, (unsigned)__v, __o, __s); \
    else return (_T)U32(__p, (unsigned)__v, __o, __s); }
__KILN_FETCH_INT(__nv_atomic_fetch_min, __kiln_min_s32, __kiln_min_u32, __kiln_min_s64, __kiln_min_u64, false)
__KILN_FETCH_INT(__nv_atomic_fetch_max, __kiln_max_s32, __kiln_max_u32, __kiln_max_s64, __kiln_max_u64, false)
__KILN_FETCH_INT(__nv_atomic_fetch_and, __kiln_and_32, __kiln_and_32, __kiln_and_64, __kiln_and_64, true)
__KILN_FETCH_INT(__nv_atomic_fetch_or, __kiln_or_32, __kiln_or_32, __kiln_or_64, __kiln_or_64, true)
__KILN_FETCH_INT(__nv_atomic_fetch_xor, __kiln_xor_32, __kiln_xor_32, __kiln_xor_64, __kiln_xor_64, true)
static __device__ __forceinline__ void __nv_atomic_thread_fence(int __o, __KILN_SYS) __KILN_CHECK(__o, __s) { __kiln_fence(__o, __s); }
#undef __KILN_FETCH_INT
#undef __KILN_ASSERT_CAS
#undef __KILN_ASSERT_XCH
#undef __KILN_ASSERT_128
#undef __KILN_ASSERT_N
#undef __KILN_CHECK_STORE
#undef __KILN_CHECK_LOAD
#undef __KILN_SYS
#undef __KILN_FN
#undef __KILN_ST_FN
#undef __KILN_LD_FN
#undef __KILN_CAS_FN
#undef __KILN_RMW_FN
#undef __KILN_CAS_Q
#undef __KILN_RMW_Q
#undef __KILN_ST_Q
#undef __KILN_LD_Q
#undef __KILN_ST_L
#undef __KILN_ST_R
#undef __KILN_ST_H
#undef __KILN_LD_L
#undef __KILN_LD_R
#undef __KILN_LD_H
#undef __KILN_CAS_L
#undef __KILN_CAS_R
#undef __KILN_CAS_H
#undef __KILN_RMW_L
#undef __KILN_RMW_R
#undef __KILN_ST
#undef __KILN_LD
#undef __KILN_CAS
#undef __KILN_RMW
#undef __KILN_FENCE
#undef __KILN_RMW_ORDER
#undef __KILN_ORDER
#undef __KILN_SCOPE
#undef __KILN_CHECK
#undef __KILN_CHECK_ORDER
#undef __KILN_CHECK_CLUSTER
#undef __KILN_CLUSTER
#endif
// cooperative_groups' cluster group (this_cluster, sm_90) wants nvcc or a compiler that declares
// it has the cluster intrinsics; clang 22 has them (__clang_cuda_intrinsics.h, CUDA 11 and later).
#if !defined(_CG_CLUSTER_INTRINSICS_AVAILABLE) && CUDA_VERSION >= 11080
#define _CG_CLUSTER_INTRINSICS_AVAILABLE
#endif
// What clang 22's CUDA headers declare for the device and never define: nan and nanf
// (__clang_cuda_math_forward_declares.h), __cxa_pure_virtual and __cxa_deleted_virtual (the
// runtime wrapper #undefs CUDA's macros for them, "FIXME: redefine these as __device__
// functions"). A call of nan, or the vtable of a class with a pure virtual function, left an
// undefined symbol for ptxas. nan(tag) is strtod("NAN(tag)") (C11 7.12.11.2): libdevice's
// __nv_nan parses the tag as nvcc's math library does (nan("") is the quiet NaN
// 0x7FF8000000000000, nanf("") 0x7FC00000). A pure or deleted virtual function called (Itanium
// C++ ABI 3.2.6) never returns: it traps (nvcc leaves the slot null, so the call faults). Weak,
// as clang's HIP wrapper defines them.
static __device__ __inline__ __attribute__((always_inline)) double nan(const char* __tag) { return __nv_nan((const signed char*)__tag); }
static __device__ __inline__ __attribute__((always_inline)) float nanf(const char* __tag) { return __nv_nanf((const signed char*)__tag); }
extern "C" __device__ __attribute__((weak, noreturn)) void __cxa_pure_virtual(void) { __builtin_trap(); }
extern "C" __device__ __attribute__((weak, noreturn)) void __cxa_deleted_virtual(void) { __builtin_trap(); }
)KILN";

}  // namespace kiln::frontend
