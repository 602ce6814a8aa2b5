// The 128-bit __nv_atomic_* (PTX ISA 8.3: ld/st .b128 on sm_70, atom .exch/.cas .b128 on sm_90):
// every order and scope, as atomics.cu, for __int128 (the _n forms) and a 16-byte struct.
#include "atomics.cu"
struct alignas(16) Quad { int a, b, c, d; };
EXCH_KERNELS(128, __int128, Quad)
CAS_KERNELS(128, unsigned __int128, Quad)
LDST_KERNELS(128, __int128, Quad)
