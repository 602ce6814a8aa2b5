; 24576 floats of LDS = 98304 bytes: more than gfx942's 65536, within gfx950's 163840.
target triple = "amdgcn-amd-amdhsa"

@big = internal addrspace(3) global [24576 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @big_lds(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %hi = add i64 %t64, 24000
  %p = getelementptr inbounds [24576 x float], ptr addrspace(3) @big, i64 0, i64 %hi
  store float 1.0, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds [24576 x float], ptr addrspace(3) @big, i64 0, i64 %t64
  %v = load float, ptr addrspace(3) %q, align 4
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %v, ptr addrspace(1) %o, align 4
  ret void
}
