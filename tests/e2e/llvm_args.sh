# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# llvm_args: LLVM options per kernel (and per target table, and in [defaults]), applied in a worker
# process per option set (LLVM's options are process-global). An option observably changes the
# code (-amdgpu-waitcnt-forcezero: a wait after every instruction) of its kernels only; an option
# at its default value gives the code the in-process compile gives; a -j2 build mixing three option
# sets and none gives the same bytes as a -j1 build and each kernel's code equals a build of that
# kernel alone. Part of the cache key, shown by explain, checked at the value (an unknown option
# with a did-you-mean, a value LLVM refuses, '-mllvm').
source "$(dirname "$0")/lib/common.bash"
: "${OBJDUMP:?}"
p="$WORK/p"
mkdir -p "$p"
cat > "$p/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
extern "C" __global__ void poly(float* out, const float* in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = in[i], acc = 0.f;
#pragma unroll 1
    for (int k = 0; k < 64; ++k) acc = acc * x + in[(i + k) % n];
    out[i] = acc;
}
HIP
kernels=(plain same forced forced_too biased)
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "la"
targets = ["gfx942", "gfx950"]

[defaults]
source = "k.hip"
symbol = "poly"

[kernels.plain]

[kernels.same]
llvm_args = ["-amdgpu-waitcnt-forcezero=false"]

[kernels.forced]
llvm_args = ["-amdgpu-waitcnt-forcezero"]

[kernels.forced_too]
llvm_args = ["-amdgpu-waitcnt-forcezero"]

[kernels.biased]
llvm_args = ["-amdgpu-schedule-metric-bias=100", "-amdgpu-waitcnt-forcezero=1"]

[kernels.biased.target.gfx950]
llvm_args = []
TOML
run_kiln build "$p/kiln.toml" -j2 --no-cache -o "$WORK/j2"
expect_eq "$CODE" 0 "-j2 build: $OUT"
run_kiln build "$p/kiln.toml" -j1 --no-cache -o "$WORK/j1"
expect_eq "$CODE" 0 "-j1 build: $OUT"
cmp "$WORK/j2/la.hipfb" "$WORK/j1/la.hipfb" || fail "-j2 and -j1 bundles differ"
cmp "$WORK/j2/la.hpp" "$WORK/j1/la.hpp" || fail "-j2 and -j1 headers differ"

# code DIR TARGET KERNEL: the kernel's instructions, its name taken out.
code() {
  unbundle "$1/la.hipfb" "$2" "$1/$2.co" 2>/dev/null || true
  kernel_code "$3" <<<"$("$OBJDUMP" -d "$1/$2.co")"
}
waits() { grep -c s_waitcnt <<<"$(code "$@")" || true; }
for t in gfx942 gfx950; do
  [ "$(code "$WORK/j2" $t plain)" == "$(code "$WORK/j2" $t same)" ] || fail "$t: an option at its default changed the code"
  plain_waits="$(waits "$WORK/j2" $t plain)"
  forced_waits="$(waits "$WORK/j2" $t forced)"
  [ "$forced_waits" -gt $((plain_waits * 4)) ] || fail "$t: -amdgpu-waitcnt-forcezero did not take effect ($plain_waits vs $forced_waits waits)"
  [ "$(code "$WORK/j2" $t forced)" == "$(code "$WORK/j2" $t forced_too)" ] || fail "$t: one option set, two codes"
done
expect_eq "$(waits "$WORK/j2" gfx942 biased)" "$(waits "$WORK/j2" gfx942 forced)" "biased on gfx942: its set forces the waits"
expect_eq "$(waits "$WORK/j2" gfx950 biased)" "$(waits "$WORK/j2" gfx950 plain)" "biased on gfx950: the target table's [] wins"

# Each kernel built alone (one manifest per kernel) gives the code the mixed build gave.
for k in "${kernels[@]}"; do
  mkdir -p "$WORK/alone_$k"
  cp "$p/k.hip" "$WORK/alone_$k/"
  python3 - "$p/kiln.toml" "$WORK/alone_$k/kiln.toml" "$k" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
head, _, rest = text.partition("[kernels.")
tables = re.split(r"(?m)^(?=\[kernels\.)", "[kernels." + rest)
keep = [t for t in tables if re.match(r"\[kernels\.%s[\].]" % re.escape(sys.argv[3]), t)]
open(sys.argv[2], "w").write(head + "".join(keep))
PY
  run_kiln build "$WORK/alone_$k/kiln.toml" -j1 --no-cache -o "$WORK/alone_$k/out"
  expect_eq "$CODE" 0 "$k alone: $OUT"
  for t in gfx942 gfx950; do
    [ "$(code "$WORK/alone_$k/out" $t "$k")" == "$(code "$WORK/j2" $t "$k")" ] || fail "$k on $t: alone and in the mixed build differ"
    for f in vgpr_count sgpr_count; do
      expect_eq "$(note_field "$WORK/alone_$k/out/$t.co" "$k" $f)" "$(note_field "$WORK/j2/$t.co" "$k" $f)" "$k on $t: $f"
    done
  done
done

# The cache: a rebuild compiles nothing and gives the same bytes; another value recompiles only
# the kernels with it (one kernel, two targets).
run_kiln build "$p/kiln.toml" -j2 -o "$WORK/c1"
expect_eq "$CODE" 0 "cached build 1: $OUT"
run_kiln build "$p/kiln.toml" -j2 -o "$WORK/c2"
expect_contains "$OUT" "kernels: 0 compiled, 10 from the cache" "a rebuild from the cache"
cmp "$WORK/c2/la.hipfb" "$WORK/j1/la.hipfb" || fail "the cached build's bundle differs"
sed -i 's/-amdgpu-waitcnt-forcezero=false/-amdgpu-waitcnt-forcezero=0/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml" -j2 -o "$WORK/c3"
expect_contains "$OUT" "kernels: 2 compiled, 8 from the cache" "another spelling of the value is another key"

run_kiln explain "$p/kiln.toml" biased --target gfx942
expect_contains "$OUT" '["-amdgpu-schedule-metric-bias=100", "-amdgpu-waitcnt-forcezero=1"]' "explain shows llvm_args"

# NVIDIA: the NVPTX code generator and the optimizer take them too (the loop unrolled 8 times
# instead of LLVM's 4).
n="$WORK/n"
mkdir -p "$n"
sed '1d' "$p/k.hip" | sed 's/^#pragma unroll 1$//' > "$n/k.cu"
cat > "$n/kiln.toml" <<'TOML'
[bundle]
name = "ln"
targets = ["sm_90"]

[defaults]
source = "k.cu"
symbol = "poly"

[kernels.plain]

[kernels.unrolled]
llvm_args = ["-unroll-count=8"]
TOML
run_kiln build "$n/kiln.toml" --save-temps "$n/temps"
expect_eq "$CODE" 0 "sm_90 build: $OUT"
expect_eq "$(grep -c 'fma.rn.f32' "$n/temps/plain-sm_90.ptx")" 4 "sm_90: LLVM's unrolling"
expect_eq "$(grep -c 'fma.rn.f32' "$n/temps/unrolled-sm_90.ptx")" 8 "sm_90: -unroll-count=8"

# Errors at their values.
cat >> "$p/kiln.toml" <<'TOML'

[kernels.typo]
llvm_args = ["-amdgpu-waitcnt-forcezero", "-amdgpu-schedule-metric-bais=10"]
TOML
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "unknown option: $OUT"
expect_contains "$OUT" "kiln.toml:27:43: error: llvm_args: '-amdgpu-schedule-metric-bais=10' is not an option LLVM" "at the element"
expect_contains "$OUT" "(did you mean '-amdgpu-schedule-metric-bias'?)" "did you mean"
expect_eq "$(grep -c "is not an option LLVM" <<<"$OUT")" 1 "once for two targets"
sed -i 's/-amdgpu-schedule-metric-bais=10/-amdgpu-waitcnt-forcezero=maybe/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "a value LLVM refuses: $OUT"
expect_contains "$OUT" "kiln.toml:27:13: error: kernel 'typo' for gfx942: llvm_args [-amdgpu-waitcnt-forcezero, -amdgpu-waitcnt-forcezero=maybe]: LLVM: for the --amdgpu-waitcnt-forcezero option: 'maybe' is invalid value for boolean argument" "LLVM's complaint at llvm_args"
sed -i 's/"-amdgpu-waitcnt-forcezero=maybe"/"-mllvm"/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_contains "$OUT" "kiln.toml:27:43: error: llvm_args: '-mllvm' is implied" "-mllvm in llvm_args"
sed -i 's/^llvm_args = \["-amdgpu-waitcnt-forcezero", "-mllvm"\]/clang_args = ["-mllvm", "-amdgpu-waitcnt-forcezero"]/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_contains "$OUT" "kiln.toml:27:15: error: clang_args: '-mllvm' passes an LLVM option: write it in llvm_args" "-mllvm in clang_args"
# Options that write or read files, and ones that stop the code generator part-way, are refused at
# the value (issue 34, item 8: -ir-dump-directory wrote a file per pass outside the output
# directory, on a cache miss only; -stop-after gave "not an AMDGPU code object").
sed -i 's/^clang_args = \["-mllvm", "-amdgpu-waitcnt-forcezero"\]/llvm_args = ["-print-after-all", "-ir-dump-directory=..\/anywhere", "-sample-profile-file=p.prof", "-stop-after=finalize-isel"]/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "file options: $OUT"
expect_contains "$OUT" "kiln.toml:27:34: error: llvm_args: '-ir-dump-directory=../anywhere' names a file or directory, which kiln cannot keep in the output directory or in the cache key" "-ir-dump-directory"
expect_contains "$OUT" "error: llvm_args: '-sample-profile-file=p.prof' names a file or directory" "-sample-profile-file"
expect_contains "$OUT" "error: llvm_args: '-stop-after=finalize-isel' runs part of the code generator's pipeline: kiln needs a finished object" "-stop-after"
grep -q "'-print-after-all'" <<<"$OUT" && fail "-print-after-all (stderr only) refused: $OUT"
[ -e "$p/../anywhere" ] && fail "a dump directory was written"
echo "llvm_args: ok"
