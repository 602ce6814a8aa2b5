; out[i] = a[i] / b[i]: IEEE division unless fast-math flags allow a reciprocal.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @divide(ptr addrspace(1) noalias readonly %a, ptr addrspace(1) noalias readonly %b,
                                  ptr addrspace(1) noalias %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %bp = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %x = load float, ptr addrspace(1) %ap, align 4
  %y = load float, ptr addrspace(1) %bp, align 4
  %q = fdiv float %x, %y
  store float %q, ptr addrspace(1) %op, align 4
  ret void
}
