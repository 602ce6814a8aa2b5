# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln build --save-temps DIR (hipcc's name): per (kernel, target) the IR with the kernel's
# attributes before optimization, after it, and the assembly (AMD, with LLVM's resource comments)
# or the PTX (NVIDIA). Checked with the LLVM tools: llvm-mc-22 assembles the .s, llc-22 on the
# .opt.ll reports the same registers and occupancy, and those equal kiln's; ptxas takes the .ptx.
# A warm cache still writes them; nothing else in DIR is touched.
source "$(dirname "$0")/lib/common.bash"
: "${LLVM_MC:?}"

copy_example m
mkdir -p "$WORK/temps"
echo "mine" > "$WORK/temps/keep.txt"
run_kiln build "$WORK/m/kiln.toml" --save-temps "$WORK/temps" --cache "$WORK/cache"
expect_eq "$CODE" 0 "build: $OUT"
expect_eq "$(ls "$WORK/temps" | grep -c '\.\(pre\.ll\|opt\.ll\|s\)$')" 24 "4 kernels x 2 targets x 3 files: $(ls "$WORK/temps")"
expect_eq "$(cat "$WORK/temps/keep.txt")" "mine" "a file kiln did not write is left alone"
grep -q '"amdgpu-waves-per-eu"="2"' "$WORK/temps/tile_fma-gfx942.pre.ll" || fail "the manifest's attribute in the .pre.ll"
grep -q '"amdgpu-flat-work-group-size"="256,256"' "$WORK/temps/saxpy-gfx942.pre.ll" || fail "the built-in bound in the .pre.ll"
for t in gfx942 gfx950; do
  for k in saxpy saxpy_1024 block_sum tile_fma; do
    s="$WORK/temps/$k-$t.s"
    "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu=$t -filetype=obj "$s" -o "$WORK/$k-$t.o" || fail "llvm-mc rejects $s"
    "$LLC" -O3 -mcpu=$t "$WORK/temps/$k-$t.opt.ll" -o "$WORK/$k-$t.llc.s"
    for field in NumVgprs TotalNumSgprs ScratchSize Occupancy; do
      expect_eq "$(grep "^; $field:" "$s")" "$(grep "^; $field:" "$WORK/$k-$t.llc.s")" "$k $t $field: kiln's .s and llc's"
    done
    vgprs="$(grep -m1 '^; NumVgprs:' "$s" | tr -dc 0-9)"
    grep -qE "^$k +$t +$vgprs " <<<"$OUT" || fail "$k $t: the table's VGPRs are the assembly's $vgprs: $OUT"
  done
done
# From a warm cache (the kernels are not compiled again otherwise): the same files.
md5="$(cat "$WORK/temps"/*.s | md5sum)"
rm "$WORK/temps"/*.ll "$WORK/temps"/*.s
run_kiln build "$WORK/m/kiln.toml" -o "$WORK/out2" --save-temps "$WORK/temps" --cache "$WORK/cache"
expect_eq "$CODE" 0 "warm build: $OUT"
expect_eq "$(cat "$WORK/temps"/*.s | md5sum)" "$md5" "the same assembly from a warm cache"
# --remarks: LLVM's kernel-resource-usage remarks per kernel, as llc-22 prints them for the same IR.
run_kiln build "$WORK/m/kiln.toml" -o "$WORK/out3" --remarks --cache "$WORK/cache"
expect_eq "$CODE" 0 "--remarks: $OUT"
"$LLC" -O3 -mcpu=gfx942 -pass-remarks-analysis=kernel-resource-usage "$WORK/temps/tile_fma-gfx942.opt.ll" -o /dev/null 2> "$WORK/llc-remarks.txt"
for field in "VGPRs" "TotalSGPRs" "Occupancy \[waves/SIMD\]" "ScratchSize \[bytes/lane\]" "VGPRs Spill"; do
  want="$(grep -m1 "remark: .*  $field: " "$WORK/llc-remarks.txt" | sed 's/.*: //')"
  got="$(grep -m1 "kernel 'tile_fma' for gfx942: remark: kernel-resource-usage: $field: " <<<"$OUT" | sed 's/.*: //')"
  [ -n "$want" ] || fail "llc printed no '$field' remark: $(cat "$WORK/llc-remarks.txt")"
  expect_eq "$got" "$want" "remark $field: kiln's and llc's"
done
expect_contains "$OUT" "kiln.toml:26:10: note: kernel 'tile_fma' for gfx942: remark: kernel-resource-usage: Function Name: tile_fma" "at the kernel's manifest line"
expect_eq "$(grep -c 'remark: slp-vectorizer\|remark: licm' <<<"$OUT" || true)" 0 "only the resource and regalloc remarks"
# With debug lines, a remark is at its place in the source (the kernel's line), not the manifest's.
mkdir -p "$WORK/rm"
printf '#include <hip/hip_runtime.h>\n__global__ void scale(float* p, float s) {\n    p[threadIdx.x] *= s;\n}\n' > "$WORK/rm/k.hip"
printf '[bundle]\nname = "rm"\ntargets = ["gfx942"]\n\n[kernels.scale]\nsource = "k.hip"\nblock_size = 256\nclang_args = ["-gline-tables-only"]\n' > "$WORK/rm/kiln.toml"
run_kiln build "$WORK/rm/kiln.toml" --no-cache --remarks
expect_eq "$CODE" 0 "--remarks with debug lines: $OUT"
expect_contains "$OUT" "$WORK/rm/k.hip:2:0: note: kernel 'scale' for gfx942: remark: kernel-resource-usage: VGPRs: " "the remark at the kernel's source line"
grep -q "kiln.toml:5:10: note: kernel 'scale' for gfx942: remark: kernel-resource-usage" <<<"$OUT" && fail "not at the manifest: $OUT"

# NVIDIA: the PTX, which ptxas assembles.
if PTXAS="$(find_ptxas 2>/dev/null)"; then
  mkdir -p "$WORK/nv"
  cp "$EXAMPLE/kernels/saxpy.nvptx.ll" "$WORK/nv/"
  printf '[bundle]\nname = "nv"\ntargets = ["sm_90"]\n[kernels.saxpy]\nsource = "saxpy.nvptx.ll"\nblock_size = 128\n' > "$WORK/nv/kiln.toml"
  run_kiln build "$WORK/nv/kiln.toml" --save-temps "$WORK/nvtemps"
  expect_eq "$CODE" 0 "NVIDIA build: $OUT"
  grep -q '^\.maxntid 128' "$WORK/nvtemps/saxpy-sm_90.ptx" || fail "the .ptx carries the built-in bound"
  "$PTXAS" -arch=sm_90 "$WORK/nvtemps/saxpy-sm_90.ptx" -o "$WORK/saxpy.cubin" || fail "ptxas rejects the .ptx"
  # A __constant__ table: the kernel's PTX declares it .extern (defined once, in the device
  # variables' PTX), which ptxas alone would define zeroed; the file says so at its top.
  printf '__constant__ float table[4] = {1, 2, 3, 4};\n__global__ void lookup(float* out) { out[threadIdx.x] = table[threadIdx.x %% 4]; }\n' > "$WORK/nv/t.cu"
  printf '[bundle]\nname = "nt"\ntargets = ["sm_90"]\n[kernels.lookup]\nsource = "t.cu"\nblock_size = 128\n' > "$WORK/nv/t.toml"
  run_kiln build "$WORK/nv/t.toml" --save-temps "$WORK/nvtemps"
  expect_eq "$CODE" 0 "a CUDA kernel with a __constant__ table: $OUT"
  head -1 "$WORK/nvtemps/lookup-sm_90.ptx" | grep -q '^// kiln: the variables declared .extern below' || fail "no note atop the .ptx: $(head -3 "$WORK/nvtemps/lookup-sm_90.ptx")"
  grep -q '\.extern \.const' "$WORK/nvtemps/lookup-sm_90.ptx" || fail "the table is not .extern in the kernel's PTX"
  "$PTXAS" -arch=sm_90 "$WORK/nvtemps/lookup-sm_90.ptx" -o "$WORK/lookup.cubin" 2> "$WORK/ptxas.log" || true
  grep -q "Unresolved extern variable" "$WORK/ptxas.log" || fail "ptxas alone does not say what the note says: $(cat "$WORK/ptxas.log")"
  if grep -q 'kiln: the variables' "$WORK/nvtemps/saxpy-sm_90.ptx"; then fail "a note on a PTX without .extern variables"; fi
fi
run_kiln build "$WORK/m/kiln.toml" --save-temps "$WORK/temps/keep.txt"
expect_eq "$CODE" 1 "--save-temps onto a file"
expect_contains "$OUT" "--save-temps: cannot write" "--save-temps onto a file"
echo ok
