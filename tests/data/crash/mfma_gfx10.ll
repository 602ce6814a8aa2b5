; An MFMA intrinsic (CDNA only) compiled for gfx1030: LLVM 22 cannot select it and reports a fatal error.
target triple = "amdgcn-amd-amdhsa"
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
define amdgpu_kernel void @bad(ptr addrspace(1) %out, float %a) {
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %a, float %a, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  store <16 x float> %r, ptr addrspace(1) %out
  ret void
}
