// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// CUDA's documented device functions that clang 22's CUDA headers lack, for CUDA sources: kiln
// includes this after clang's CUDA runtime wrapper (an in-memory file, clang_frontend.cpp). Written
// from the PTX ISA ("st": st.global{.cop}.type with the cache operators .wb, .cg, .cs), not from
// CUDA's headers; e2e.cuda_intrinsics compares the instructions with nvcc's PTX.
//   __stcg (cache global: L2, not L1), __stcs (streaming: evict first), __stwb (write back) for
//   every scalar and vector type CUDA's sm_32_intrinsics.h lists. (__stwt and the loads __ldcg,
//   __ldcs, __ldcv, __ldlu, __ldca are clang's own.)
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
#define __KILN_ST1(N, C, T, P, R, W) \
  static __device__ __forceinline__ void N(T* __p, T __v) { asm volatile("st.global." C "." P " [%0], %1;" ::"l"(__p), R((W)__v) : "memory"); }
#define __KILN_ST2(N, C, T, P, R, W) \
  static __device__ __forceinline__ void N(T* __p, T __v) { \
    asm volatile("st.global." C ".v2." P " [%0], {%1, %2};" ::"l"(__p), R((W)__v.x), R((W)__v.y) : "memory"); }
#define __KILN_ST4(N, C, T, P, R, W) \
  static __device__ __forceinline__ void N(T* __p, T __v) { \
    asm volatile("st.global." C ".v4." P " [%0], {%1, %2, %3, %4};" ::"l"(__p), R((W)__v.x), R((W)__v.y), R((W)__v.z), R((W)__v.w) \
                 : "memory"); }
#define __KILN_STORES(N, C) \
  __KILN_ST1(N, C, char, "s8", "h", short) __KILN_ST1(N, C, signed char, "s8", "h", short) \
  __KILN_ST1(N, C, short, "s16", "h", short) __KILN_ST1(N, C, int, "s32", "r", int) \
  __KILN_ST1(N, C, long, "s64", "l", long long) __KILN_ST1(N, C, long long, "s64", "l", long long) \
  __KILN_ST1(N, C, unsigned char, "u8", "h", unsigned short) __KILN_ST1(N, C, unsigned short, "u16", "h", unsigned short) \
  __KILN_ST1(N, C, unsigned int, "u32", "r", unsigned int) __KILN_ST1(N, C, unsigned long, "u64", "l", unsigned long long) \
  __KILN_ST1(N, C, unsigned long long, "u64", "l", unsigned long long) \
  __KILN_ST1(N, C, float, "f32", "f", float) __KILN_ST1(N, C, double, "f64", "d", double) \
  __KILN_ST2(N, C, char2, "s8", "h", short) __KILN_ST4(N, C, char4, "s8", "h", short) \
  __KILN_ST2(N, C, short2, "s16", "h", short) __KILN_ST4(N, C, short4, "s16", "h", short) \
  __KILN_ST2(N, C, int2, "s32", "r", int) __KILN_ST4(N, C, int4, "s32", "r", int) \
  __KILN_ST2(N, C, longlong2, "s64", "l", long long) \
  __KILN_ST2(N, C, uchar2, "u8", "h", unsigned short) __KILN_ST4(N, C, uchar4, "u8", "h", unsigned short) \
  __KILN_ST2(N, C, ushort2, "u16", "h", unsigned short) __KILN_ST4(N, C, ushort4, "u16", "h", unsigned short) \
  __KILN_ST2(N, C, uint2, "u32", "r", unsigned int) __KILN_ST4(N, C, uint4, "u32", "r", unsigned int) \
  __KILN_ST2(N, C, ulonglong2, "u64", "l", unsigned long long) \
  __KILN_ST2(N, C, float2, "f32", "f", float) __KILN_ST4(N, C, float4, "f32", "f", float) \
  __KILN_ST2(N, C, double2, "f64", "d", double)
__KILN_STORES(__stcg, "cg")
__KILN_STORES(__stcs, "cs")
__KILN_STORES(__stwb, "wb")
#undef __KILN_STORES
#undef __KILN_ST4
#undef __KILN_ST2
#undef __KILN_ST1
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
