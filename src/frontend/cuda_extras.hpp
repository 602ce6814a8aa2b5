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
#if __CUDA_ARCH__ >= 900 && CUDA_VERSION >= 12030
// CUDA's 128-bit atomicCAS and atomicExch (sm_90_rt.h, any trivially copyable type of 16 bytes
// aligned to 16; _block and _system scoped): "atom{.scope}.cas.b128" and ".exch.b128" (PTX 8.3,
// sm_90), generic addresses.
struct __kiln_b128 { unsigned long long __lo, __hi; };
template <bool, class _T> struct __kiln_if {};
template <class _T> struct __kiln_if<true, _T> { typedef _T type; };
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
