# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CUDA sources get nvcc's numerics by default (issue 37): sqrtf is sqrt.rn.f32 (nvcc's
# -prec-sqrt=true), 1/sqrtf sqrt.rn + rcp.rn, x/y div.rn; fast_math = true gives the approximate
# forms, as --use_fast_math does. Before, sqrtf was sqrt.approx.f32 and 1/sqrtf rsqrt.approx.f32
# without a word: clang 22 leaves libdevice's __CUDA_PREC_SQRT unanswered (LLVM issue 131749).
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/cuda_math/sqrt_div.cu" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "m"
targets = ["sm_90"]

[defaults]
source = "sqrt_div.cu"
block_size = 64

[kernels.k_sqrt]
[kernels.k_rsqrt]
[kernels.k_div]

[kernels.k_sqrt_fast]
symbol = "k_sqrt"
fast_math = true

[kernels.k_rsqrt_fast]
symbol = "k_rsqrt"
fast_math = true
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "build: $OUT"
classes() { grep -oE '\b(sqrt|rsqrt|rcp|div)\.[a-z.0-9]+' | sort -u | tr '\n' ' '; }
expect_eq "$(classes < "$WORK/temps/k_sqrt-sm_90.ptx")" "sqrt.rn.f32 " "sqrtf"
expect_eq "$(classes < "$WORK/temps/k_rsqrt-sm_90.ptx")" "rcp.rn.f32 sqrt.rn.f32 " "1/sqrtf"
expect_eq "$(classes < "$WORK/temps/k_div-sm_90.ptx")" "div.rn.f32 " "x/y"
expect_eq "$(classes < "$WORK/temps/k_sqrt_fast-sm_90.ptx")" "sqrt.approx.f32 " "sqrtf, fast_math"
expect_eq "$(classes < "$WORK/temps/k_rsqrt_fast-sm_90.ptx")" "rsqrt.approx.f32 " "1/sqrtf, fast_math"
# Where nvcc is installed, its PTX has the same classes.
if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -ptx "$WORK/p/sqrt_div.cu" -o "$WORK/nvcc.ptx"
  for k in k_sqrt k_rsqrt k_div; do
    expect_eq "$(classes < "$WORK/temps/$k-sm_90.ptx")" "$(awk "/.entry $k\\(/,/^}/" "$WORK/nvcc.ptx" | classes)" "$k against nvcc"
  done
fi
echo "ok"
