; Triton-style IR for Hopper: the kernel's target-cpu is sm_90a and it uses wgmma, an
; arch-specific instruction that plain sm_90 does not have.
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
define ptx_kernel void @wgmma_fence(ptr addrspace(1) %out) #0 {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  store float 1.0, ptr addrspace(1) %out
  ret void
}
attributes #0 = { "target-cpu"="sm_90a" }
