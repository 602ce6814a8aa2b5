# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# One kernel's LLVM crash is that kernel's error (issue 27). Each kernel's O3 and codegen runs in a
# worker process: an LLVM fatal error ("Cannot select", which aborts llc-22 on the same IR), a
# worker killed mid-compile, or one past KILN_TOOL_TIMEOUT fails that kernel at its manifest entry,
# with the stage; the other kernels compile and are cached, the outputs stay as they were, and
# killing kiln leaves no worker behind. Before, the first such kernel aborted kiln (exit 134), no
# kernel named, every other kernel's work lost.
source "$(dirname "$0")/lib/common.bash"

P="$WORK/p"
mkdir -p "$P"
cp "$DATA"/crash/*.ll "$P/"

# --- AMD: an MFMA intrinsic for gfx1030 beside a good kernel.
cat > "$P/kiln.toml" <<'TOML'
[bundle]
name = "crash"
targets = ["gfx1030"]

[defaults]
block_size = 64

[kernels.good]
source = "good.ll"
TOML
run_kiln build "$P/kiln.toml"
expect_eq "$CODE" 0 "the good kernel alone: $OUT"
cp "$P/build/crash.hipfb" "$WORK/before.hipfb"
printf '\n[kernels.bad]\nsource = "mfma_gfx10.ll"\n' >> "$P/kiln.toml"
echo "; a change, so the good kernel compiles again" >> "$P/good.ll"
run_kiln build "$P/kiln.toml"
expect_eq "$CODE" 1 "a kernel LLVM cannot select: $OUT"
expect_contains "$OUT" "kiln.toml:11:10: error: kernel 'bad' for gfx1030: LLVM fatal error (stage: codegen): Cannot select: intrinsic %llvm.amdgcn.mfma.f32.32x32x2f32" "the error at the kernel's entry"
expect_contains "$OUT" "gfx1030 good" "the good kernel compiled"
cmp "$P/build/crash.hipfb" "$WORK/before.hipfb" || fail "a failed build changed the outputs"
# The good kernel was cached: without the bad one, nothing compiles.
sed -i '/\[kernels.bad\]/,$d' "$P/kiln.toml"
run_kiln build "$P/kiln.toml"
expect_eq "$CODE" 0 "without the bad kernel: $OUT"
expect_contains "$OUT" "kernels: 0 compiled, 1 from the cache" "the good kernel came from the cache"

# --- The same crash among many small kernels of one source: a worker takes several to a call
# (compile::compile_kernels; 13 jobs at -j1 go three to a call), so the crash ends a call of
# three; its kernels compile again one to a worker, and only the bad one fails.
{ cat "$DATA/crash/mfma_gfx10.ll"; for i in $(seq 0 11); do sed "s/@good(/@good_$i(/" "$DATA/crash/good.ll"; done; } > "$P/many.ll"
printf '[bundle]\nname = "many"\ntargets = ["gfx1030"]\n\n[kernels.all]\nsource = "many.ll"\nsymbol = "*"\nblock_size = 64\n' > "$P/many.toml"
run_kiln build "$P/many.toml" -o "$WORK/many" -j1
expect_eq "$CODE" 1 "a crash among many kernels: $OUT"
expect_contains "$OUT" "error: kernel 'bad' for gfx1030: LLVM fatal error (stage: codegen): Cannot select: intrinsic %llvm.amdgcn.mfma.f32.32x32x2f32" "the error is the bad kernel's"
for i in $(seq 0 11); do expect_contains "$OUT" "gfx1030 good_$i " "good_$i compiled beside the crash"; done
[ "$(grep -c "error:" <<<"$OUT")" = 1 ] || fail "errors for more than the bad kernel: $OUT"
run_kiln build "$P/many.toml" -o "$WORK/many" -j1
[ "$(grep -c "gfx1030 good_[0-9]* .*(cached)" <<<"$OUT")" = 12 ] || fail "the good kernels were not cached: $OUT"

# --- NVIDIA: a cluster barrier for sm_80 (a fatal error), and sm_90a IR with wgmma for sm_90.
cat > "$P/nv.toml" <<'TOML'
[bundle]
name = "nv"
targets = ["sm_80", "sm_90"]

[defaults]
block_size = 128

[kernels.good]
source = "good_nv.ll"

[kernels.cluster]
source = "cluster_sm80.ll"
symbol = "bad"
targets = ["sm_80"]

[kernels.wgmma]
source = "wgmma_sm90.ll"
symbol = "wgmma_fence"
targets = ["sm_90"]
TOML
run_kiln build "$P/nv.toml" -o "$WORK/nv"
expect_eq "$CODE" 1 "NVIDIA kernels LLVM cannot select: $OUT"
expect_contains "$OUT" "nv.toml:11:10: error: kernel 'cluster' for sm_80: LLVM fatal error (stage: codegen): Cannot select: intrinsic %llvm.nvvm.barrier.cluster.arrive" "sm_80"
expect_contains "$OUT" "nv.toml:16:10: error: kernel 'wgmma' for sm_90: the kernel uses 'llvm.nvvm.wgmma.wait_group.sync.aligned', an arch-specific instruction of sm_90a that sm_90 does not have (LLVM: Cannot select: intrinsic %llvm.nvvm.wgmma.wait_group.sync.aligned); the source was written for sm_90a (its target-cpu): list the target 'sm_90a' in [bundle] targets" "sm_90a code for sm_90"
grep -q "replaced the source's target-cpu" <<<"$OUT" && fail "the replacement warning beside the sm_90a error: $OUT"
expect_contains "$OUT" "sm_80 good" "sm_80: the good kernel compiled"
expect_contains "$OUT" "sm_90 good" "sm_90: the good kernel compiled"
[ -e "$WORK/nv" ] && fail "a failed build wrote outputs: $(ls "$WORK/nv")"
# Triton's own llir of a wgmma matmul (no target-cpu in it) for sm_90: the same advice, decided by
# LLVM compiling it for sm_90a.
cp "$DATA/triton/matmul_wgmma.sm_90a.llir" "$P/"
printf '[bundle]\nname = "tri"\ntargets = ["sm_90"]\n\n[kernels.matmul]\nsource = "matmul_wgmma.sm_90a.llir"\nlanguage = "ir"\nblock_size = 128\n' > "$P/tri.toml"
run_kiln build "$P/tri.toml" -o "$WORK/tri"
expect_eq "$CODE" 1 "Triton's sm_90a llir for sm_90: $OUT"
expect_contains "$OUT" "tri.toml:5:10: error: kernel 'matmul' for sm_90: the kernel uses 'llvm.nvvm.wgmma." "Triton's llir: the instruction named"
expect_contains "$OUT" "an arch-specific instruction of sm_90a that sm_90 does not have" "Triton's llir: why"
expect_contains "$OUT" "; list the target 'sm_90a' in [bundle] targets" "Triton's llir: what to do"
# For sm_90a the wgmma kernel builds, without a warning, where ptxas knows sm_90a (CUDA 12+).
ptxas_version="$("$(find_ptxas)" --version | sed -n 's/.*release \([0-9]*\)\..*/\1/p')"
cat > "$P/nva.toml" <<'TOML'
[bundle]
name = "nva"
targets = ["sm_90a"]

[kernels.wgmma]
source = "wgmma_sm90.ll"
symbol = "wgmma_fence"
block_size = 128
TOML
run_kiln build "$P/nva.toml" -o "$WORK/nva"
if [ "${ptxas_version:-0}" -ge 12 ]; then
  expect_eq "$CODE" 0 "sm_90a: $OUT"
  grep -q "warning" <<<"$OUT" && fail "sm_90a IR for sm_90a warned: $OUT"
else
  # LLVM compiled it (no fatal error); ptxas 11.x does not know sm_90a.
  expect_contains "$OUT" "sm_90a: ptxas" "sm_90a with ptxas $ptxas_version"
  grep -q "LLVM fatal error" <<<"$OUT" && fail "sm_90a: LLVM failed: $OUT"
fi

# --- clang's stack overflows on a source (a 300,000-term sum): that source's error; the other
# source's front end ran and was cached (as with any front-end error, kernels compile only once
# every front end succeeded).
python3 -c 'print("extern \"C\" __global__ void deep(float* o) { float x = o[0]; o[1] = " + "+".join(["x"] * 300000) + "; }")' > "$P/deep.hip"
printf 'extern "C" __global__ void shallow(float* o) { o[1] = o[0] * 2.0f; }\n' > "$P/shallow.hip"
cat > "$P/deep.toml" <<'TOML'
[bundle]
name = "deep"
targets = ["gfx942"]

[defaults]
block_size = 64

[kernels.deep]
source = "deep.hip"

[kernels.shallow]
source = "shallow.hip"
TOML
run_kiln build "$P/deep.toml" -o "$WORK/deep"
expect_eq "$CODE" 1 "clang's stack overflow: $OUT"
expect_contains "$OUT" "deep.toml:8:10: error: kernel 'deep' for gfx942: '$P/deep.hip': clang crashed (stage: front end): its worker process was killed by signal 11 (SIGSEGV)" "a front end's crash"
sed -i '/\[kernels.deep\]/,+2d' "$P/deep.toml"
run_kiln build "$P/deep.toml" -o "$WORK/deep"
expect_eq "$CODE" 0 "without the deep source: $OUT"
expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "the other source's front end was cached"

# --- A worker killed mid-compile, a worker past its deadline, and kiln itself killed.
python3 - "$P/slow.ll" <<'PY'
import sys
n = 30000
lines = ['define amdgpu_kernel void @slow(ptr addrspace(1) %p) {', '  %v0 = load float, ptr addrspace(1) %p']
for i in range(1, n):
    lines += [f'  %a{i} = getelementptr float, ptr addrspace(1) %p, i64 {i}',
              f'  %l{i} = load volatile float, ptr addrspace(1) %a{i}',
              f'  %v{i} = fmul float %v{i-1}, %l{i}']
lines += [f'  store float %v{n-1}, ptr addrspace(1) %p', '  ret void', '}']
open(sys.argv[1], 'w').write('\n'.join(lines) + '\n')
PY
cat > "$P/slow.toml" <<'TOML'
[bundle]
name = "slow"
targets = ["gfx942"]

[kernels.good]
source = "good.ll"
block_size = 64

[kernels.slow]
source = "slow.ll"
block_size = 64
TOML
# worker_of PID: the pid of kiln PID's LLVM worker once one is compiling (within 60 s).
worker_of() {
  local w
  for _ in $(seq 600); do
    w="$(pgrep -P "$1" -f internal-llvm-worker | head -1 || true)"
    [ -n "$w" ] && { echo "$w"; return; }
    sleep 0.1
  done
  fail "no LLVM worker under kiln $1"
}
set +e
"$KILN" build "$P/slow.toml" -o "$WORK/slow1" --no-cache -j1 > "$WORK/slow1.log" 2>&1 &
kiln_pid=$!
set -e
worker="$(worker_of "$kiln_pid")"
sleep 2  # past the worker's start and the small kernel: compiling the slow one (about 8 s)
kill -9 "$worker"
set +e; wait "$kiln_pid"; code=$?; set -e
OUT="$(cat "$WORK/slow1.log")"
expect_eq "$code" 1 "a killed worker: $OUT"
expect_contains "$OUT" "error: kernel 'slow' for gfx942: LLVM crashed (stage: " "a killed worker"
expect_contains "$OUT" "its worker process was killed by signal 9 (SIGKILL)" "a killed worker"
grep -q "gfx942 good" <<<"$OUT" || fail "the good kernel did not compile: $OUT"

KILN_TOOL_TIMEOUT=1 run_kiln build "$P/slow.toml" -o "$WORK/slow2" --no-cache
expect_eq "$CODE" 1 "a worker past its deadline: $OUT"
expect_contains "$OUT" "error: kernel 'slow' for gfx942: LLVM crashed (stage: " "past the deadline"
expect_contains "$OUT" "its worker process did not answer within 1 s (KILN_TOOL_TIMEOUT) and was killed" "past the deadline"
KILN_TOOL_TIMEOUT=soon run_kiln build "$P/slow.toml" -o "$WORK/slow2" --no-cache
expect_eq "$CODE" 1 "a bad KILN_TOOL_TIMEOUT: $OUT"
expect_contains "$OUT" "kiln: error: KILN_TOOL_TIMEOUT='soon' is not a number of seconds in 1..604800" "a bad KILN_TOOL_TIMEOUT"

"$KILN" build "$P/slow.toml" -o "$WORK/slow3" --no-cache > /dev/null 2>&1 &
kiln_pid=$!
worker="$(worker_of "$kiln_pid")"
kill -9 "$kiln_pid"
for _ in $(seq 50); do [ -e "/proc/$worker" ] || break; sleep 0.1; done
[ -e "/proc/$worker" ] && fail "kiln killed, its worker $worker still runs: $(cat /proc/$worker/cmdline | tr '\0' ' ')"
echo "ok"
