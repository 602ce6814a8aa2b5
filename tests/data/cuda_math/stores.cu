// CUDA's cache-hint stores (__stcg, __stcs, __stwb) for every type CUDA documents, one kernel per
// function: kiln's PTX and nvcc's must hold the same st.global instructions (e2e.cuda_intrinsics).
#define STORE_ALL(F)                                                                                  \
    F((char*)p, (char)1); F((signed char*)p, (signed char)1); F((short*)p, (short)1); F((int*)p, 1);  \
    F((long*)p, 1L); F((long long*)p, 1LL); F((unsigned char*)p, (unsigned char)1);                    \
    F((unsigned short*)p, (unsigned short)1); F((unsigned int*)p, 1u); F((unsigned long*)p, 1ul);      \
    F((unsigned long long*)p, 1ull); F((float*)p, 1.0f); F((double*)p, 1.0);                           \
    F((char2*)p, make_char2(1, 2)); F((char4*)p, make_char4(1, 2, 3, 4));                              \
    F((short2*)p, make_short2(1, 2)); F((short4*)p, make_short4(1, 2, 3, 4));                          \
    F((int2*)p, make_int2(1, 2)); F((int4*)p, make_int4(1, 2, 3, 4));                                  \
    F((longlong2*)p, make_longlong2(1, 2));                                                           \
    F((uchar2*)p, make_uchar2(1, 2)); F((uchar4*)p, make_uchar4(1, 2, 3, 4));                          \
    F((ushort2*)p, make_ushort2(1, 2)); F((ushort4*)p, make_ushort4(1, 2, 3, 4));                      \
    F((uint2*)p, make_uint2(1, 2)); F((uint4*)p, make_uint4(1, 2, 3, 4));                              \
    F((ulonglong2*)p, make_ulonglong2(1, 2));                                                          \
    F((float2*)p, make_float2(1, 2)); F((float4*)p, make_float4(1, 2, 3, 4));                          \
    F((double2*)p, make_double2(1, 2))

__global__ void k_stcg(void* p) { STORE_ALL(__stcg); }
__global__ void k_stcs(void* p) { STORE_ALL(__stcs); }
__global__ void k_stwb(void* p) { STORE_ALL(__stwb); }
