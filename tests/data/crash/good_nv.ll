target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @good(ptr addrspace(1) %out) {
  store float 1.0, ptr addrspace(1) %out
  ret void
}
