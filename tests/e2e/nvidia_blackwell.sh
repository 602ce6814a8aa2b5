# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Blackwell targets (issue 33, item 8): sm_100, sm_103, sm_110, sm_120, sm_121 and their 'a'
# targets build with a ptxas that knows them (CUDA 12.8+; sm_103/sm_121 12.9+; sm_110 13.0+), with
# ptxas -v's registers and shared memory and CUDA's occupancy for each; an older ptxas is an error
# that names what it builds (from its own --help). kiln's occupancy model against cuda_occupancy.h itself, for every
# compute capability it models, in every toolkit here that has the header. Not yet run on such
# hardware.
source "$(dirname "$0")/lib/common.bash"

# The model against CUDA's own calculator (header-only host code), per toolkit.
compared=0
for inc in /usr/local/cuda/include /opt/kiln/cuda/include ${CUDA_PATH:+"$CUDA_PATH/include"}; do
  [ -f "$inc/cuda_occupancy.h" ] || continue
  g++ -std=c++17 -O1 -I"$inc" -I"$KILN_SOURCE_DIR/include" "$DATA/cuda_occupancy/parity.cpp" -o "$WORK/parity" || fail "parity.cpp with $inc"
  PARITY="$("$WORK/parity")" || fail "kiln's model against $inc/cuda_occupancy.h: $PARITY"
  echo "$PARITY" | tail -1
  compared=$((compared + 1))
done

mkdir -p "$WORK/p"
cat > "$WORK/p/k.cu" <<'CU'
__global__ void saxpy(float* y, const float* x, float a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = a * x[i] + y[i]; }
__global__ void tile(float* out) { __shared__ float t[4096]; t[threadIdx.x] = threadIdx.x; __syncthreads(); out[threadIdx.x] = t[(threadIdx.x * 7) & 4095]; }
CU
TARGETS="sm_100 sm_100a sm_103 sm_103a sm_110 sm_110a sm_120 sm_120a sm_121 sm_121a"
built=0
for ptxas in $(every_ptxas); do
  read -r major minor <<<"$("$ptxas" --version | sed -n 's/.*, V\([0-9]*\)\.\([0-9]*\).*/\1 \2/p')"
  for t in $TARGETS; do
    printf '[bundle]\nname = "bw"\ntargets = ["%s"]\n\n[kernels.all]\nsource = "k.cu"\nsymbol = "*"\nblock_size = 256\n' "$t" > "$WORK/p/kiln.toml"
    spy_ptxas "$ptxas" "$WORK/wrap"
    run_kiln build "$WORK/p/kiln.toml" -o "$WORK/out" --no-cache --cuda-path "$WORK/wrap"
    case "$t" in sm_100*|sm_120*) need="12 8" ;; sm_103*|sm_121*) need="12 9" ;; *) need="13 0" ;; esac
    read -r nmajor nminor <<<"$need"
    if [ "$major" -gt "$nmajor" ] || { [ "$major" -eq "$nmajor" ] && [ "$minor" -ge "$nminor" ]; }; then
      expect_eq "$CODE" 0 "$t with ptxas $major.$minor: $OUT"
      # ptxas -v of the PTX kiln gave it: registers and shared memory as kiln read them.
      "$ptxas" -arch="$t" -v "$WORK/wrap/given.ptx" -o /dev/null > "$WORK/v.log" 2>&1 || fail "ptxas -v: $(cat "$WORK/v.log")"
      for k in saxpy tile; do
        regs="$(sed -n "/entry function '$k'/,/Used/s/.*Used \([0-9]*\) registers.*/\1/p" "$WORK/v.log")"
        expect_eq "$(kernel_field "$t" "$k" resources.registers < "$WORK/out/bw.json")" "$regs" "$k's registers for $t against ptxas -v"
      done
      expect_eq "$(kernel_field "$t" tile resources.group_segment_fixed_size < "$WORK/out/bw.json")" 16384 "tile's shared memory for $t"
      # 256 threads, 16 KiB + 1 KiB a block: sm_12x's 100 KiB holds 5 (1536 threads would be 6);
      # sm_110's 228 KiB and 1536 threads 6; sm_10x's 2048 threads 8.
      case "$t" in sm_12*) want=5 ;; sm_110*) want=6 ;; *) want=8 ;; esac
      expect_eq "$(kernel_field "$t" tile occupancy.blocks_per_cu < "$WORK/out/bw.json")" "$want" "tile's blocks per SM on $t"
      built=$((built + 1))
    else
      expect_eq "$CODE" 1 "$t with ptxas $major.$minor: $OUT"
      expect_contains "$OUT" "ptxas $major.$minor" "the ptxas named"
      expect_contains "$OUT" "does not know $t; it builds" "what it builds instead"
    fi
  done
done

# The ptxas is an input of the build: another one at the same path (a toolkit upgraded in place)
# is no no-op build; before, "up to date" kept the other ptxas's cubins.
mapfile -t all < <(every_ptxas)
if [ "${#all[@]}" -ge 2 ]; then
  printf '[bundle]\nname = "bw"\ntargets = ["sm_90"]\n\n[kernels.saxpy]\nsource = "k.cu"\nblock_size = 256\n' > "$WORK/p/kiln.toml"
  spy_ptxas "${all[0]}" "$WORK/wrap"
  run_kiln build "$WORK/p/kiln.toml" -o "$WORK/swap" --cuda-path "$WORK/wrap"
  run_kiln build "$WORK/p/kiln.toml" -o "$WORK/swap" --cuda-path "$WORK/wrap"
  expect_contains "$OUT" "up to date" "nothing changed"
  spy_ptxas "${all[1]}" "$WORK/wrap"
  run_kiln build "$WORK/p/kiln.toml" -o "$WORK/swap" --cuda-path "$WORK/wrap"
  expect_eq "$CODE" 0 "another ptxas: $OUT"
  grep -q "up to date" <<<"$OUT" && fail "another ptxas at the same path is no no-op build: $OUT"
  expect_contains "$OUT" "ptxas $("${all[1]}" --version | sed -n 's/.*, V\([0-9.]*\).*/\1/p')" "the new ptxas named"
fi
[ "$compared" -gt 0 ] || [ "$built" -gt 0 ] || exit 77
echo "ok: $built builds, $compared toolkits' cuda_occupancy.h"
