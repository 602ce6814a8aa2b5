# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Half precision with Debian's HIP 5.2 headers and clang 22: amd_hip_fp16.h calls
# __llvm_amdgcn_rcp_f16 / __llvm_amdgcn_rcp_2f16, which clang 22's HIP wrapper no longer declares
# (plain clang-22 fails: "use of undeclared identifier"). kiln declares them, for ROCm 5 headers
# only, on clang 22's __builtin_amdgcn_rcph: the kernels build, with a prelude and without one.
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
echo "ok"
