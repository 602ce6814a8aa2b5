# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# __device__ variables that hold function pointers (issue 37): a pointer, an array of them and a
# struct with one, read by one kernel and written by another, build with every ptxas here. The
# device variables' PTX defines them with .u64 elements (their initializers are addresses) and
# LLVM declares them in each kernel by size (.b64, .b8[N]); ptxas refused the pair: "Inconsistent
# redefinition of variable 'chosen'". The PTX ptxas reads now has one line per variable, its
# definition; plain clang++-22 builds the source too.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cat > "$WORK/p/pointers.cu" <<'CU'
typedef float (*op_t)(float);
__device__ float twice(float x) { return 2.0f * x; }
__device__ float square(float x) { return x * x; }
__device__ op_t chosen = twice;
__device__ op_t table[2] = {twice, square};
struct Step { int times; op_t op; };
__device__ Step step = {3, square};
__global__ void apply(float* p) {
  float x = chosen(p[threadIdx.x]) + table[threadIdx.x & 1](p[threadIdx.x]);
  for (int i = 0; i < step.times; ++i) x = step.op(x);
  p[threadIdx.x] = x;
}
__global__ void choose(int which) { chosen = which ? square : twice; table[which & 1] = twice; step.op = which ? twice : square; }
CU
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "pointers"
targets = ["sm_80", "sm_90"]

[kernels.apply]
source = "pointers.cu"

[kernels.choose]
source = "pointers.cu"
TOML

for ptxas in $(every_ptxas); do
  spy_ptxas "$ptxas" "$WORK/spy"
  run_kiln build "$WORK/p/kiln.toml" -o "$WORK/out" --no-cache -j1 --cuda-path "$WORK/spy"
  expect_eq "$CODE" 0 "function pointers in device variables with $ptxas: $OUT"
  grep -q "warning\|error" <<<"$OUT" && fail "no diagnostics expected with $ptxas: $OUT"
  for v in chosen table step; do
    expect_eq "$(grep -cE "^[.a-z ]*\.global .* $v(\[[0-9]+\])?( =|;)" "$WORK/spy/given.ptx")" 1 "lines declaring '$v' in the PTX ptxas read"
  done
  expect_contains "$(cat "$WORK/spy/given.ptx")" ".visible .global .align 8 .u64 table[2] = {" "table's definition"
  for k in apply choose; do
    expect_eq "$(kernel_field sm_90 $k name < "$WORK/out/pointers.json")" "$k" "$k's record"
  done
done
[ -n "$(every_ptxas)" ] || fail "no ptxas (scripts/setup.sh)"

if command -v clang++-22 > /dev/null; then
  clang++-22 --cuda-device-only --cuda-gpu-arch=sm_90 -nocudalib -O3 -S -Wno-unknown-cuda-version \
    "$WORK/p/pointers.cu" -o "$WORK/clang.ptx" || fail "plain clang++-22 does not build pointers.cu"
fi
echo "ok"
