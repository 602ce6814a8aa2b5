# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Per-thread arrays in registers on NVIDIA, as nvcc keeps them (issue 30): register-tiled matrix
# products (tests/data/private_arrays/tiles.cu: float acc[TM * TN], a_reg[TM], b_reg[TN] indexed in
# nested constant-trip loops) build with no local memory, where LLVM's NVPTX target alone kept
# them in local memory (its default unroll threshold left the loops rolled; kiln now unrolls loops
# over per-thread arrays as AMDGPU's target does, and loops over shared memory with its
# threshold for LDS). The source's `#pragma unroll 1` is kept, an
# array too large for registers stays in memory, and a kernel with local memory and no spills gets
# a warning naming the arrays and the remedy. Where nvcc is installed: its local memory is the same.
# A K loop of global loads is unrolled 16 times (nvcc's ptxas does it to nvcc's PTX).
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/private_arrays/tiles.cu" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "tiles"
targets = ["sm_90"]

[defaults]
source = "tiles.cu"
block_size = 256

[kernels.tile_128x128_8x8]
[kernels.tile_64x64_4x4]
[kernels.kept_rolled]
[kernels.too_large]
[kernels.streaming]
[kernels.streaming_synced]
[kernels.streaming_pragma]
[kernels.tile_transpose]

# Without LLVM's unrolling the accumulator stays in local memory: the warning names it.
[kernels.tile_rolled]
symbol = "tile_64x64_4x4"
clang_args = ["-fno-unroll-loops"]
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "build: $OUT"
J="$(cat "$WORK/p/build/tiles.json")"
local_bytes() { kernel_field sm_90 "$1" resources.private_segment_fixed_size <<<"$J"; }
for k in tile_128x128_8x8 tile_64x64_4x4; do
  expect_eq "$(local_bytes $k)" 0 "$k local bytes"
  expect_eq "$(grep -c '\.local' "$WORK/temps/$k-sm_90.ptx" || true)" 0 "$k PTX has no .local"
  grep -q "$k" <<<"$(grep 'warning' <<<"$OUT")" && fail "$k warned: $OUT"
done
# The K step's loop over shared memory (BK = 16) unrolled as AMDGPU's target unrolls loops over LDS:
# 16 x 16 FMAs, each load at a constant offset.
expect_eq "$(grep -c 'fma.rn.f32' "$WORK/temps/tile_64x64_4x4-sm_90.ptx")" 256 "tile_64x64_4x4's K-step loop unrolled"
# A K loop of global loads: 16 multiply-adds an iteration (and one in the remainder loop), as ptxas
# unrolls nvcc's; a barrier in the loop, or the source's pragma, keep LLVM's own choice.
fmas() { grep -c 'fma.rn.f32' "$WORK/temps/$1-sm_90.ptx" || true; }
expect_eq "$(fmas streaming)" 17 "streaming: the K loop unrolled 16"
[ "$(fmas streaming_synced)" -lt 16 ] || fail "streaming_synced: a loop with a barrier unrolled 16 ($(fmas streaming_synced) FMAs)"
[ "$(fmas streaming_pragma)" -le 3 ] || fail "streaming_pragma: #pragma unroll 2 not kept ($(fmas streaming_pragma) FMAs)"
# A loop into or out of a __shared__ array is not a streaming loop: LLVM's own unrolling (4 and a
# remainder), not 16 (it was: 17 of each).
tp() { grep -c "$1" "$WORK/temps/tile_transpose-sm_90.ptx" || true; }
[ "$(tp ld.global)" -lt 16 ] || fail "tile_transpose: its global loads unrolled 16 ($(tp ld.global))"
[ "$(tp st.shared)" -lt 16 ] || fail "tile_transpose: its shared stores unrolled 16 ($(tp st.shared))"
# 64 fp32 accumulators and 16 operands per thread: ptxas keeps them all in registers.
[ "$(kernel_field sm_90 tile_128x128_8x8 resources.registers <<<"$J")" -ge 80 ] || fail "tile_128x128_8x8 registers: $J"
expect_eq "$(local_bytes kept_rolled)" 64 "kept_rolled: #pragma unroll 1 keeps its array"
expect_eq "$(local_bytes too_large)" 2048 "too_large: a 2 KiB array stays in memory"
[ "$(local_bytes tile_rolled)" -gt 0 ] || fail "tile_rolled should keep local memory without unrolling: $J"
warning_of() { grep -F "kernel '$1' for sm_90: " <<<"$OUT" || fail "no warning for $1: $OUT"; }
expect_contains "$(warning_of kept_rolled)" "64 bytes of local memory per thread and no spills: per-thread arrays stayed in memory" "kept_rolled warning"
expect_contains "$(warning_of kept_rolled)" "(float[16], 64 bytes)" "kept_rolled's array"
expect_contains "$(warning_of too_large)" "(float[512], 2048 bytes)" "too_large's array"
expect_contains "$(warning_of too_large)" "keep it within 960 bytes" "the remedy"
expect_contains "$(warning_of tile_rolled)" "float[16], 64 bytes" "tile_rolled's accumulator"
# Where nvcc is installed: its kernels have the same local memory (ptxas -v's stack frame), kept_rolled too.
if command -v nvcc > /dev/null; then
  usage="$(nvcc -arch=sm_90 -O3 -cubin -Xptxas -v "$WORK/p/tiles.cu" -o "$WORK/nvcc.cubin" 2>&1)"
  for k in tile_128x128_8x8 tile_64x64_4x4 kept_rolled too_large; do
    stack="$(grep -A1 "Function properties for $k\$" <<<"$usage" | grep -oE '[0-9]+ bytes stack frame' | cut -d' ' -f1)"
    expect_eq "$(local_bytes $k)" "$stack" "$k local bytes against nvcc's"
  done
fi
echo "ok"
