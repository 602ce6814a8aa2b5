# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CUDA sources (.cu) for NVIDIA targets through clang in-process: each kernel's figures equal what
# ptxas -v says of clang-22's own CUDA compile of the same source by hand (-x cuda
# --cuda-device-only -O3, with kiln's built-in bound as __launch_bounds__(256), and .maxnreg 32
# where the manifest sets nvvm.maxnreg), for sm_90 and sm_80; nvvm.maxnreg visibly changes the
# register-heavy kernel; the build is deterministic (.hip sources for NVIDIA: e2e.hip_nvidia);
# <cooperative_groups.h> builds with no include dir in the manifest (CUDA 12.8+/13 keep libcu++ in
# include/cccl, which kiln adds as nvcc does).
source "$(dirname "$0")/lib/common.bash"

PTXAS="$(find_ptxas)"
CUDA_ROOT="$(dirname "$(dirname "$(readlink -f "$PTXAS")")")"
# As kiln (src/pipeline/plan.cpp): clang gets the toolkit's root only when it has the CUDA headers;
# a ptxas that is a wrapper script (/usr/local/bin/ptxas running /usr/local/cuda-13.0/bin/ptxas)
# leaves clang to its own search, which finds the real installation.
CUDA_ARG=()
[ -f "$CUDA_ROOT/include/cuda.h" ] && CUDA_ARG=(--cuda-path="$CUDA_ROOT")
CLANG="$(dirname "$LLC")/clang++-22"
[ -x "$CLANG" ] || CLANG=clang++-22

mkdir -p "$WORK/p"
cp "$EXAMPLE/kernels/reduce.cu" "$WORK/p/kernels.cu"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "cu"
targets = ["sm_90", "sm_80"]

[kernels.block_sum]
source = "kernels.cu"

[kernels.heavy]
source = "kernels.cu"
[kernels.heavy.target.sm_90]
fn_attrs.nvptx = { "nvvm.maxnreg" = "32" }
TOML
run_kiln build "$WORK/p/kiln.toml" -o "$WORK/out" --cache "$WORK/cache"
expect_eq "$CODE" 0 "build: $OUT"
# No warnings about the CUDA version or clang's PTX version; only heavy's spills on sm_90.
expect_eq "$(grep 'warning' <<<"$OUT" | grep -vc "kernel 'heavy' for sm_90: spills: " || true)" 0 "no other warnings: $OUT"
expect_contains "$OUT" "warning: kernel 'heavy' for sm_90: spills: " "heavy spills under nvvm.maxnreg 32"
INSPECT="$("$KILN" inspect "$WORK/out/cu.hipfb" --json)"
field() {
  kernel_field "$@" <<<"$INSPECT"
}
sed 's/__global__ void block_sum/__global__ void __launch_bounds__(256) block_sum/; s/extern "C" __global__ void heavy/extern "C" __global__ void __launch_bounds__(256) heavy/' \
  "$WORK/p/kernels.cu" > "$WORK/hand.cu"
for sm in sm_90 sm_80; do
  "$CLANG" -x cuda --cuda-gpu-arch=$sm --cuda-device-only "${CUDA_ARG[@]}" -Wno-unknown-cuda-version -O3 -S -std=c++17 \
    "$WORK/hand.cu" -o "$WORK/hand_$sm.ptx"
  # nvvm.maxnreg = 32 on sm_90 as the directive kiln's PTX carries for heavy.
  [ $sm = sm_90 ] && sed -i '/^\.visible \.entry heavy(/,/^{/ s/^\.maxntid 256\b.*$/&\n.maxnreg 32/' "$WORK/hand_$sm.ptx"
  log="$("$PTXAS" -arch=$sm -O3 -v "$WORK/hand_$sm.ptx" -o "$WORK/hand_$sm.cubin" 2>&1)"
  for k in block_sum heavy; do
    props="$(awk -v k="$k" '/Function properties for/ { on = index($0, k) > 0 } on' <<<"$log")"
    regs="$(sed -n 's/.*Used \([0-9]*\) registers.*/\1/p' <<<"$props" | head -1)"
    smem="$(sed -n 's/.*, \([0-9]*\) bytes smem.*/\1/p' <<<"$props" | head -1)"
    stack="$(sed -n 's/^ *\([0-9]*\) bytes stack frame.*/\1/p' <<<"$props" | head -1)"
    spills="$(sed -n 's/.*, \([0-9]*\) bytes spill stores.*/\1/p' <<<"$props" | head -1)"
    expect_eq "$(field $sm $k resources.registers)" "$regs" "$sm $k registers (clang-22 + ptxas by hand: $props)"
    expect_eq "$(field $sm $k resources.group_segment_fixed_size)" "${smem:-0}" "$sm $k static shared"
    expect_eq "$(field $sm $k resources.private_segment_fixed_size)" "$stack" "$sm $k local bytes"
    expect_eq "$(field $sm $k resources.spill_store_bytes)" "$spills" "$sm $k spill stores"
  done
done
grep -q '^\.maxnreg 32' "$WORK/hand_sm_90.ptx" || fail "the by-hand PTX has no .maxnreg"
expect_eq "$(field sm_90 block_sum resources.barriers)" 1 "__syncthreads is a barrier"
expect_eq "$(field sm_90 block_sum resources.group_segment_fixed_size)" 1024 "__shared__ float[256]"
# maxnreg 32 on sm_90 against none on sm_80: fewer registers, spills.
[ "$(field sm_90 heavy resources.registers)" -le 32 ] && [ "$(field sm_80 heavy resources.registers)" -gt 32 ] || fail "nvvm.maxnreg did not bound the registers"
[ "$(field sm_90 heavy resources.spill_store_bytes)" -gt 0 ] || fail "maxnreg 32 spills"
# Deterministic, cache or not.
run_kiln build "$WORK/p/kiln.toml" -o "$WORK/out2" --no-cache -j 1
cmp "$WORK/out/cu.hipfb" "$WORK/out2/cu.hipfb" || fail "-j 1 without the cache changed the bundle"
# Cooperative groups, as nvcc takes them: no include_dirs.
mkdir -p "$WORK/cg"
cat > "$WORK/cg/cg.cu" <<'CU'
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void tile_sum(float* out, const float* in) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    float v = in[block.thread_rank()];
    for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
    if (tile.thread_rank() == 0) out[block.thread_rank() / 32] = v;
}
CU
printf '[bundle]\nname = "cg"\ntargets = ["sm_90"]\n[kernels.tile_sum]\nsource = "cg.cu"\nsymbol = "tile_sum"\nblock_size = 256\n' > "$WORK/cg/kiln.toml"
run_kiln build "$WORK/cg/kiln.toml" -o "$WORK/cg/out" --no-cache
expect_eq "$CODE" 0 "<cooperative_groups.h> without include dirs: $OUT"
KILN_ROOT="$(sed -n 's/.*ptxas [0-9.]* (\(.*\)\/bin\/ptxas).*/\1/p' <<<"$OUT")"
if [ -d "$KILN_ROOT/include/cccl" ]; then
  grep -q '/cccl/cuda/std/' "$WORK/cg/out/cg.d" || fail "libcu++ read from $KILN_ROOT/include/cccl: $(cat "$WORK/cg/out/cg.d")"
fi
echo "ok"
