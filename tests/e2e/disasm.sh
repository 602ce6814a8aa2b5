# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln disasm: a kernel's machine code through LLVM's disassembler in a worker process, instruction
# for instruction what llvm-objdump-22 prints for the same code object (up to the symbol's end), with
# scratch accesses marked and counted (tile_fma spills once min_blocks_per_cu asks for 4 blocks);
# on NVIDIA targets through the toolkit's nvdisasm where it has one (Debian's 11.8 does, for its
# own ptxas's cubins), local memory marked; clear errors otherwise.
source "$(dirname "$0")/lib/common.bash"

copy_example m
# tile_fma at 4 blocks of 256 per CU: 128 VGPRs, so it spills (the intent warns about it).
sed -i 's/^expect = { min_blocks_per_cu = 3, max_vgprs = 168, max_spills = 0 }$/min_blocks_per_cu = 4/; s/"amdgpu-waves-per-eu" = "2"/"amdgpu-ieee" = "true"/' "$WORK/m/kiln.toml"
"$KILN" build "$WORK/m/kiln.toml" -q 2>/dev/null
unbundle "$WORK/m/build/example.hipfb" gfx942 "$WORK/co"
for k in saxpy tile_fma; do
  run_kiln disasm "$WORK/m/build/example.hipfb" "$k" --target gfx942
  expect_eq "$CODE" 0 "disasm $k: $OUT"
  n="$(sed -n "s/^$k on gfx942: \([0-9]*\) instructions.*/\1/p" <<<"$OUT")"
  [ -n "$n" ] && [ "$n" -gt 10 ] || fail "$k: an instruction count: $OUT"
  # The instruction text as llvm-objdump prints it with branch labels (--symbolize-operands), each
  # label as the address it names (objdump numbers them across the file, kiln per kernel), up to
  # the symbol's end (objdump goes on into the padding after it). The whole file is disassembled:
  # with --disassemble-symbols, objdump ends the function at its first label.
  "$OBJDUMP" -d --symbolize-operands "$WORK/co" > "$WORK/objdump.all"
  awk -v k="<$k>:" '$2 == k { on = 1; next } on && /^[0-9a-f]+ <[^L]/ { on = 0 } on' "$WORK/objdump.all" > "$WORK/objdump.full"
  python3 - "$n" "$WORK/objdump.full" "$WORK/objdump.txt" <<'PY'
import re, sys
n, lines = int(sys.argv[1]), open(sys.argv[2]).read().splitlines()
labels = {m.group(2): "0x" + m.group(1).lstrip("0") for m in (re.match(r"^([0-9a-f]+) <(L\d+)>:$", l) for l in lines) if m}
text = [" ".join(re.sub(r"//.*", "", l).split()) for l in lines if l.startswith("\t")][:n]
text = [re.sub(r"\b(L\d+)$", lambda m: labels.get(m.group(1), m.group(1)), t) for t in text]
open(sys.argv[3], "w").write("\n".join(text) + "\n")
PY
  python3 - "$WORK/kiln.txt" <<PY
import re, sys
lines, labels, pending = """$OUT""".splitlines()[1:], {}, None
for l in lines:
    if re.match(r"^L\d+:$", l): pending = l[:-1]
    elif pending and l.strip(): labels[pending], pending = l.split()[0], None
out = []
for l in lines:
    if not l.strip() or re.match(r"^L\d+:$", l) or l.startswith("  ;"): continue
    t = " ".join(re.sub(r"  ; .*", "", l).split()[1:])
    out.append(re.sub(r"\b(L\d+)$", lambda m: labels.get(m.group(1), m.group(1)), t))
open(sys.argv[1], "w").write("\n".join(out) + "\n")
PY
  diff "$WORK/objdump.txt" "$WORK/kiln.txt" > "$WORK/diff.txt" || fail "$k: kiln's disassembly (branch labels as addresses) differs from llvm-objdump's: $(head "$WORK/diff.txt")"
  grep -q '^L[0-9]*:$' <<<"$OUT" || [ "$k" = saxpy ] || fail "$k: no branch labels"
  scratch="$(grep -c '^scratch_\|^buffer_.*s\[0:3\]' "$WORK/objdump.txt" || true)"
  expect_contains "$OUT" "$n instructions, $scratch scratch accesses" "$k: scratch accesses counted as objdump shows them"
  expect_eq "$(grep -c '; scratch: a spill or private memory' <<<"$OUT" || true)" "$scratch" "$k: scratch accesses marked"
done
[ "$scratch" -gt 0 ] || fail "tile_fma at 128 VGPRs spills to scratch"
# Source lines where the code object has a line table (-gline-tables-only): before each
# instruction whose line changes, the same places and FILE:LINE as llvm-objdump -l, with the text.
mkdir -p "$WORK/g"
cat > "$WORK/g/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
extern "C" __global__ void scale(float* out, const float* in, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = in[i] * s + 1.0f;
}
HIP
printf '[bundle]\nname = "g"\ntargets = ["gfx942"]\n\n[kernels.scale]\nsource = "k.hip"\nclang_args = ["-gline-tables-only"]\n' > "$WORK/g/kiln.toml"
run_kiln build "$WORK/g/kiln.toml" -q --no-cache
expect_eq "$CODE" 0 "a HIP kernel with line tables: $OUT"
unbundle "$WORK/g/build/g.hipfb" gfx942 "$WORK/g/co"
# Debug information names the manifest's directory '.' (the bytes do not depend on where kiln ran):
# the source is found from there, as llvm-objdump finds it.
cd "$WORK/g"
run_kiln disasm co scale
expect_eq "$CODE" 0 "disasm with line tables: $OUT"
dwarfdump="$(dirname "$LLC")/llvm-dwarfdump-22"
[ -x "$dwarfdump" ] || dwarfdump="$(command -v llvm-dwarfdump-22)"
comp_dir="$("$dwarfdump" --debug-info co | grep DW_AT_comp_dir)"
grep -q '("\.")' <<<"$comp_dir" || fail "the compilation directory is not '.': $comp_dir"
expect_contains "$OUT" "k.hip:4: if (i >= n) return;" "the source line's text"
"$OBJDUMP" -d -l co | awk '/^; .*:[0-9]+$/ { s = $2; next } s && /^\t/ { match($0, /\/\/ [0-9A-F]+:/); a = substr($0, RSTART + 3, RLENGTH - 4); sub(/^0+/, "", a); print "0x" tolower(a), s; s = "" }' > "$WORK/g/objdump.lines"
awk '/^  ; / { s = $2; sub(/:$/, "", s); next } s && /^  0x/ { print $1, s; s = "" }' <<<"$OUT" > "$WORK/g/kiln.lines"
[ -s "$WORK/g/objdump.lines" ] || fail "llvm-objdump -l shows no source lines"
diff "$WORK/g/objdump.lines" "$WORK/g/kiln.lines" > "$WORK/g/diff" || fail "source lines differ from llvm-objdump -l's: $(head "$WORK/g/diff")"
cd - > /dev/null
# A raw code object reads the same; errors name what is there.
run_kiln disasm "$WORK/co" saxpy
expect_eq "$CODE" 0 "disasm of a raw code object: $OUT"
expect_contains "$OUT" "saxpy on gfx942: " "a raw code object"
run_kiln disasm "$WORK/m/build/example.hipfb" saxpyy
expect_eq "$CODE" 1 "unknown kernel"
expect_contains "$OUT" "no kernel 'saxpyy' in $WORK/m/build/example.hipfb; did you mean 'saxpy'?" "did you mean"
run_kiln disasm "$WORK/m/build/example.hipfb" saxpy --target gfx90a
expect_contains "$OUT" "no code object for gfx90a (it has gfx942, gfx950)" "a target the bundle lacks"
run_kiln disasm "$WORK/m/kiln.toml" saxpy
expect_contains "$OUT" "not a bundle, a code object or a host ELF file with GPU code" "a manifest"
# NVIDIA: Debian's CUDA 11.8 (scripts/setup.sh's /opt/kiln/cuda) has nvdisasm; CUDA 13.0's ptxas
# writes cubins its nvdisasm cannot read, so both come from 11.8 here.
if [ -x /opt/kiln/cuda/bin/nvdisasm ] && [ -x /opt/kiln/cuda/bin/ptxas ]; then
  run_kiln build "$KILN_SOURCE_DIR/manifests/mixed/kiln.toml" -o "$WORK/mixed" -q --cuda-path /opt/kiln/cuda --expect=warn
  expect_eq "$CODE" 0 "mixed with CUDA 11.8: $OUT"
  set +e; OUT="$(CUDA_PATH=/opt/kiln/cuda "$KILN" disasm "$WORK/mixed/mixed.hipfb" tile_fma --target sm_90 2>&1)"; CODE=$?; set -e
  expect_eq "$CODE" 0 "disasm sm_90: $OUT"
  expect_contains "$OUT" "tile_fma on sm_90 (SASS, nvdisasm):" "SASS heading"
  grep -q 'STL.*; local: a spill or a local array' <<<"$OUT" || fail "tile_fma spills on sm_90 (nvvm.maxnreg 64): STL marked: $OUT"
  # Without --target: every target kiln can disassemble; a target it cannot is a warning, not the
  # end (a CUDA 13 cubin with CUDA 11.8's nvdisasm, found beside the other toolkit's ptxas).
  PTXAS13="$(readlink -f /usr/local/cuda/bin/ptxas 2>/dev/null || true)"
  if [ -x "$PTXAS13" ] && [ ! -x "$(dirname "$PTXAS13")/nvdisasm" ] && "$PTXAS13" --version | grep -q "V1[3-9]\."; then
    run_kiln build "$KILN_SOURCE_DIR/manifests/mixed/kiln.toml" -o "$WORK/mixed13" -q --cuda-path "$(dirname "$(dirname "$PTXAS13")")" --expect=warn
    expect_eq "$CODE" 0 "mixed with CUDA 13: $OUT"
    set +e; OUT="$(CUDA_PATH="$(dirname "$(dirname "$PTXAS13")")" "$KILN" disasm "$WORK/mixed13/mixed.hipfb" tile_fma 2>&1)"; CODE=$?; set -e
    expect_eq "$CODE" 0 "disasm of every target: $OUT"
    expect_contains "$OUT" "tile_fma on gfx942:" "the AMD targets"
    expect_contains "$OUT" "warning: sm_90: /opt/kiln/cuda/bin/nvdisasm exited with status 1" "the cubin nvdisasm 11.8 cannot read"
    expect_contains "$OUT" "that nvdisasm is another toolkit's than ptxas 13." "why"
    expect_contains "$OUT" "(not disassembled; the other targets are)" "what was done"
    set +e; OUT="$(CUDA_PATH="$(dirname "$(dirname "$PTXAS13")")" "$KILN" disasm "$WORK/mixed13/mixed.hipfb" tile_fma --target sm_90 2>&1)"; CODE=$?; set -e
    expect_eq "$CODE" 1 "--target sm_90 alone: an error: $OUT"
  fi
else
  echo "no /opt/kiln/cuda with nvdisasm: the NVIDIA case is not run"
fi
echo ok
