; out[block] = sum of the block's 256 elements of in, by a tree reduction in LDS.
; Launch with 256 work-items per block.
target triple = "nvptx64-nvidia-cuda"

@partials = internal addrspace(3) global [256 x float] poison, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

define ptx_kernel void @block_sum(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %wg, 8
  %i = add i32 %base, %tid
  %inb = icmp slt i32 %i, %n
  br i1 %inb, label %load, label %publish

load:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  br label %publish

publish:
  %val = phi float [ %v, %load ], [ 0.0, %entry ]
  %tid64 = zext i32 %tid to i64
  %slot = getelementptr inbounds [256 x float], ptr addrspace(3) @partials, i64 0, i64 %tid64
  store float %val, ptr addrspace(3) %slot, align 4
  br label %step

step:
  %s = phi i32 [ 128, %publish ], [ %s.next, %latch ]
  call void @llvm.nvvm.barrier0()
  %active = icmp ult i32 %tid, %s
  br i1 %active, label %add, label %latch

add:
  %o = add i32 %tid, %s
  %o64 = zext i32 %o to i64
  %op = getelementptr inbounds [256 x float], ptr addrspace(3) @partials, i64 0, i64 %o64
  %a = load float, ptr addrspace(3) %slot, align 4
  %b = load float, ptr addrspace(3) %op, align 4
  %sum = fadd float %a, %b
  store float %sum, ptr addrspace(3) %slot, align 4
  br label %latch

latch:
  %s.next = lshr i32 %s, 1
  %more = icmp ne i32 %s.next, 0
  br i1 %more, label %step, label %done

done:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit

write:
  %r = load float, ptr addrspace(3) @partials, align 4
  %wg64 = zext i32 %wg to i64
  %outp = getelementptr inbounds float, ptr addrspace(1) %out, i64 %wg64
  store float %r, ptr addrspace(1) %outp, align 4
  br label %exit

exit:
  ret void
}
