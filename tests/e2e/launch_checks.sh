# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Launches the HIP runtime would refuse are build errors at the manifest value to blame, all of
# them in one run: a block size above the maximum the source's __launch_bounds__ gives, a block
# size other than OpenCL's reqd_work_group_size, static plus dynamic LDS beyond the target's.
# Before, each built with exit 0 and reported blocks per CU for a launch that cannot happen.
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p"
printf '#include <hip/hip_runtime.h>\n__global__ void __launch_bounds__(256) bounded(float* x) { x[threadIdx.x] = 1.0f; }\n' > "$p/b.hip"
printf 'kernel __attribute__((reqd_work_group_size(64, 1, 1))) void fixed(global float* x) { x[get_local_id(0)] = 1.0f; }\n' > "$p/f.cl"
cat > "$p/lds.ll" <<'LL'
@tile = internal addrspace(3) global [10000 x float] poison, align 4

define amdgpu_kernel void @lds(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(3) @tile, i32 %id
  store float 1.0, ptr addrspace(3) %p
  call void @llvm.amdgcn.s.barrier()
  %v = load float, ptr addrspace(3) %p
  %o = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
LL
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "lc"
targets = ["gfx942", "gfx950"]

[kernels.bounded]
source = "b.hip"
block_size = 512

[kernels.fixed]
source = "f.cl"
block_size = 128

[kernels.lds]
source = "lds.ll"
dynamic_lds = 40000
TOML
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "exit code: $OUT"
for t in gfx942 gfx950; do
  expect_contains "$OUT" "kiln.toml:7:14: error: kernel 'bounded' for $t: block_size 512 exceeds the kernel's maximum of 256 threads per block (the source's launch bounds: amdgpu-flat-work-group-size \"1,256\"); the HIP runtime would refuse the launch" "bounded on $t"
  expect_contains "$OUT" "kiln.toml:11:14: error: kernel 'fixed' for $t: block_size 128 differs from the 64 threads the source requires (reqd_work_group_size(64,1,1))" "fixed on $t"
done
expect_contains "$OUT" "kiln.toml:15:15: error: kernel 'lds' for gfx942: needs 80000 bytes of LDS (40000 static + 40000 dynamic), more than the 65536 of gfx942: it can never launch" "lds on gfx942"
grep -q "kernel 'lds' for gfx950" <<<"$OUT" && fail "gfx950 has 160 KiB of LDS: $OUT"
[ -e "$p/build/lc.hipfb" ] && fail "a failed build wrote a bundle"

# Fixed, it builds, and the launch is what the code object allows.
sed -i 's/^block_size = 512/block_size = 256/; s/^block_size = 128/block_size = 64/; s/^dynamic_lds = 40000/dynamic_lds = 20000/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "fixed manifest: $OUT"
unbundle "$p/build/lc.hipfb" gfx942 "$WORK/co"
expect_eq "$(note_field "$WORK/co" bounded max_flat_workgroup_size)" 256 "bounded's maximum"
echo "ok"
