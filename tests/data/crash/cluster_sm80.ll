; A cluster barrier (sm_90 and later) compiled for sm_80: LLVM 22's NVPTX backend cannot select it
; and reports a fatal error.
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier.cluster.arrive()
define ptx_kernel void @bad(ptr addrspace(1) %out) {
  call void @llvm.nvvm.barrier.cluster.arrive()
  ret void
}
