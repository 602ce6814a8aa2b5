# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Half precision with Debian's HIP 5.2 headers and clang 22: amd_hip_fp16.h calls
# __llvm_amdgcn_rcp_f16 / __llvm_amdgcn_rcp_2f16, which clang 22's HIP wrapper no longer declares
# (plain clang-22 fails: "use of undeclared identifier"). kiln declares them, for ROCm 5 headers
# only, on clang 22's __builtin_amdgcn_rcph: the kernels build, with a prelude and without one.
# What 5.2 simply lacks (hip_bf16.h, the __*_sync warp functions) and builtins clang 22 lacks get a
# note naming what has them after clang's error.
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p"
printf '#include <hip/hip_runtime.h>\n#include <hip/hip_fp16.h>\n__global__ void h(__half* x) { x[threadIdx.x] = __hadd(x[threadIdx.x], hrcp(x[threadIdx.x])); }\n__global__ void h2(__half2* x) { x[threadIdx.x] = h2rcp(x[threadIdx.x]); }\n' > "$p/k.hip"
# No leading #include <...> lines: this one compiles without the shared prelude.
{ printf '#define N 1\n'; cat "$p/k.hip"; } | sed 's/void h(/void g(/; s/void h2(/void g2(/' > "$p/noprelude.hip"
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "fp"
targets = ["gfx942", "gfx950"]

[defaults]
block_size = 64

[kernels.h]
source = "k.hip"

[kernels.h2]
source = "k.hip"

[kernels.g]
source = "noprelude.hip"

[kernels.g2]
source = "noprelude.hip"
TOML
run_kiln build "$p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "fp16 with HIP 5.2 headers: $OUT"
for t in gfx942 gfx950; do
  unbundle "$p/build/fp.hipfb" "$t" "$WORK/$t.co"
  expect_contains "$("$OBJDUMP" -d "$WORK/$t.co")" "v_rcp_f16" "$t: hrcp is a v_rcp_f16"
done

q="$WORK/q"
mkdir -p "$q"
printf '#include <hip/hip_runtime.h>\n#include <hip/hip_bf16.h>\n__global__ void k(float* x) { x[0] = 1; }\n' > "$q/a.hip"
printf '#include <hip/hip_runtime.h>\n__global__ void s(int* x) { x[threadIdx.x] = __shfl_sync(~0ull, x[threadIdx.x], 0); }\n__global__ void b(int* x) { x[0] = __builtin_amdgcn_is_invocable(1); }\n' > "$q/b.hip"
printf '[bundle]\nname = "lack"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "a.hip"\n\n[kernels.s]\nsource = "b.hip"\n' > "$q/kiln.toml"
run_kiln build "$q/kiln.toml" --no-cache
expect_eq "$CODE" 1 "what HIP 5.2 lacks"
expect_contains "$OUT" "note: hip_bf16.h comes with ROCm 6.0; this build uses /usr (HIP 5.2." "hip_bf16.h"
expect_contains "$OUT" "note: the __*_sync warp functions come with ROCm 6.2; this build uses /usr (HIP 5.2." "__shfl_sync"
expect_contains "$OUT" "note: '__builtin_amdgcn_is_invocable' is a builtin clang 22 does not have" "a builtin clang 22 lacks"
echo "ok"
