# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Single-source HIP for NVIDIA (issue 33, item 1): one .hip builds for gfx942 and sm_90 in one
# manifest, as hipcc's NVIDIA platform builds it (CUDA over HIP's NVIDIA headers), with every CUDA
# toolkit on this machine (Debian's 11.8 in /opt/kiln/cuda, CUDA 13 where installed). For each:
#  - the NVIDIA kernels' PTX equals that of the same kernels written with CUDA's spellings
#    (tests/data/hip_nvidia/kernels.cu), except HIP's unmasked votes, which are the .sync forms over
#    the active lanes (ptxas refuses `vote` without .sync for sm_70+; the build ran ptxas);
#  - a .hip with host code (hipMalloc, hipGetDeviceProperties' clockRate, which CUDA 13 removed)
#    builds: HIP 5.2's NVIDIA runtime header is read with its host bodies stubbed;
#  - the chosen toolkit's own headers are the ones compiled against (CUDART_VERSION), though
#    another CUDA's may be in /usr/local/include, which clang searches before --cuda-path's.
source "$(dirname "$0")/lib/common.bash"

[ -f "$(hip_include_dir)/hip/nvidia_detail/nvidia_hip_runtime_api.h" ] ||
  { echo "SKIP: no HIP NVIDIA headers (scripts/setup.sh installs libamdhip64-dev)"; exit 77; }
DATA="$KILN_SOURCE_DIR/tests/data/hip_nvidia"
mkdir -p "$WORK/p"
cp "$DATA"/* "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "hn"
targets = ["sm_90", "gfx942"]
[defaults]
block_size = 256
[kernels.reduce_sum]
source = "kernels.hip"
symbol = "reduce_sum<float, 256>"
[kernels.softmax_row]
source = "kernels.hip"
dynamic_lds = 4096
[kernels.counter]
source = "kernels.hip"
dynamic_lds = 1024
[kernels.axpy]
source = "host.hip"
TOML
sed 's/kernels\.hip/kernels.cu/; s/name = "hn"/name = "cu"/; s/targets = \["sm_90", "gfx942"\]/targets = ["sm_90"]/; /^\[kernels.axpy\]/,$d' \
  "$WORK/p/kiln.toml" > "$WORK/p/cu.toml"

# The PTX of a saved kernel without its comment lines (the file's header names its source).
ptx() { grep -v '^//' "$1" | grep -v '^[[:space:]]*$'; }
tested=0
for p in $(every_ptxas); do
  root="$(dirname "$(dirname "$p")")"
  [ -f "$root/include/cuda_runtime_api.h" ] || continue
  v="$(sed -n 's/^#define CUDART_VERSION *\([0-9]*\).*/\1/p' "$root/include/cuda_runtime_api.h" | head -n 1)"
  run_kiln build "$WORK/p/kiln.toml" --cuda-path "$root" -o "$WORK/hip$v" --save-temps "$WORK/th$v" --no-cache
  expect_eq "$CODE" 0 "the .hip for sm_90 and gfx942 with CUDA $v: $OUT"
  expect_contains "$OUT" "axpy         sm_90" "the host-code source's kernel for sm_90 (CUDA $v)"
  expect_contains "$OUT" "axpy         gfx942" "and for gfx942 (CUDA $v)"
  run_kiln build "$WORK/p/cu.toml" --cuda-path "$root" -o "$WORK/cu$v" --save-temps "$WORK/tc$v" --no-cache
  expect_eq "$CODE" 0 "the .cu twin with CUDA $v: $OUT"
  for k in reduce_sum softmax_row; do
    diff <(ptx "$WORK/tc$v/$k-sm_90.ptx") <(ptx "$WORK/th$v/$k-sm_90.ptx") > "$WORK/d" || fail "$k (CUDA $v): the .hip's PTX differs from the .cu's: $(head -20 "$WORK/d")"
  done
  # __any and __ballot: vote.sync over activemask, where the .cu's masks are all lanes.
  h="$(ptx "$WORK/th$v/counter-sm_90.ptx")"
  expect_contains "$h" "activemask.b32" "counter (CUDA $v): the active lanes"
  grep -Eq 'vote\.(any|all|ballot)' <<<"$h" && fail "counter (CUDA $v): a vote without .sync: $h"
  [ "$(grep -c 'vote.sync' <<<"$h")" -eq 2 ] || fail "counter (CUDA $v): two votes, both .sync: $h"
  # Otherwise the same instructions (registers numbered and loads placed otherwise).
  ops() { grep -Ev 'vote|activemask|\.reg' | awk '{print $1}' | sort; }
  diff <(ptx "$WORK/tc$v/counter-sm_90.ptx" | ops) <(ops <<<"$h") > "$WORK/d" ||
    fail "counter (CUDA $v): more than the votes differ: $(head -20 "$WORK/d")"
  # The toolkit's headers, not another CUDA's: its CUDART_VERSION.
  mkdir -p "$WORK/probe$v"
  printf '#include <hip/hip_runtime.h>\n#if CUDART_VERSION != WANT\n#error "CUDART_VERSION " CUDART_VERSION\n#endif\n__global__ void probe(int* p) { *p = CUDART_VERSION; }\n' > "$WORK/probe$v/probe.hip"
  printf '[bundle]\nname = "probe"\ntargets = ["sm_90"]\n[kernels.probe]\nsource = "probe.hip"\nblock_size = 32\ndefines = ["WANT=%s"]\n' "$v" > "$WORK/probe$v/kiln.toml"
  run_kiln build "$WORK/probe$v/kiln.toml" --cuda-path "$root" --no-cache
  expect_eq "$CODE" 0 "CUDA $v's own headers: $OUT"
  tested=$((tested + 1))
done
[ "$tested" -gt 0 ] || fail "no CUDA toolkit with headers (scripts/setup.sh unpacks Debian's into /opt/kiln/cuda)"
echo "tested with $tested CUDA toolkit(s)"

# nvcc's numerics apply to a HIP source built as CUDA (sm_90), not to one built as HIP (gfx942).
sed -i 's/^dynamic_lds = 4096$/dynamic_lds = 4096\nftz = true/' "$WORK/p/kiln.toml"
run_kiln build "$WORK/p/kiln.toml" -o "$WORK/ftz"
expect_eq "$CODE" 0 "ftz on a .hip: $OUT"
expect_contains "$OUT" "'ftz' (nvcc's --ftz) has effect on sources built as CUDA only (CUDA, and HIP for NVIDIA targets); kernel 'softmax_row' is hip" \
  "it warns for gfx942"
expect_eq "$(grep -c "has effect on sources built as CUDA only" <<<"$OUT")" 1 "only for gfx942, not for sm_90: $OUT"
# kiln explain shows nvcc's numerics where they apply: the .hip for sm_90, not for gfx942.
"$KILN" explain "$WORK/p/kiln.toml" softmax_row --json 2>/dev/null > "$WORK/explain.json" || fail "explain softmax_row"
expect_eq "$(python3 -c 'import json, sys; print(sorted(t["target"] for t in json.load(open(sys.argv[1]))["targets"] if "ftz" in t["settings"]))' "$WORK/explain.json")" \
  "['sm_90']" "explain's ftz row"
