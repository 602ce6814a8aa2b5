; y[i] = a * x[i] + y[i], one element per work-item.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare float @llvm.fma.f32(float, float, float)

define amdgpu_kernel void @saxpy(float %a, ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  ; workgroup_size_x of the dispatch packet (u16 at offset 4)
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %szp = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %sz16 = load i16, ptr addrspace(4) %szp, align 4
  %sz = zext i16 %sz16 to i32
  %base = mul i32 %wg, %sz
  %i = add i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %yp = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx
  %xv = load float, ptr addrspace(1) %xp, align 4
  %yv = load float, ptr addrspace(1) %yp, align 4
  %r = call float @llvm.fma.f32(float %a, float %xv, float %yv)
  store float %r, ptr addrspace(1) %yp, align 4
  br label %exit

exit:
  ret void
}
