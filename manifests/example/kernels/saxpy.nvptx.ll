; y[i] = a * x[i] + y[i], one element per thread (the NVPTX form of saxpy.ll).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare float @llvm.fma.f32(float, float, float)

define ptx_kernel void @saxpy(float %a, ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sz = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
