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
expect_eq "$(classes < "$WORK/temps/k_sqrt_fast-sm_90.ptx")" "sqrt.approx.ftz.f32 " "sqrtf, fast_math"
expect_eq "$(classes < "$WORK/temps/k_rsqrt_fast-sm_90.ptx")" "rsqrt.approx.ftz.f32 " "1/sqrtf, fast_math"
# Where nvcc is installed, its PTX has the same classes.
if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -ptx "$WORK/p/sqrt_div.cu" -o "$WORK/nvcc.ptx"
  for k in k_sqrt k_rsqrt k_div; do
    expect_eq "$(classes < "$WORK/temps/$k-sm_90.ptx")" "$(awk "/.entry $k\\(/,/^}/" "$WORK/nvcc.ptx" | classes)" "$k against nvcc"
  done
fi
# nvcc's numerics options (issue 37): ftz, prec_div, prec_sqrt, fmad and fast_math (= --use_fast_math:
# ftz, approximate division and square root, CUDA's __expf, __exp10f, __log10f, __tanf, __powf,
# __sinf, __cosf, __logf, __log2f) give nvcc's instruction classes for ten operations under seven
# configurations: against nvcc live where it is installed, else nvcc 13.0.88's recorded classes.
mkdir -p "$WORK/k"
cp "$DATA/cuda_math/knobs.cu" "$WORK/k/"
configs=(def ftz pdiv psqrt nofmad fast fastpdiv)
declare -A settings=([def]="" [ftz]="ftz = true" [pdiv]="prec_div = false" [psqrt]="prec_sqrt = false" [nofmad]="fmad = false"
                     [fast]="fast_math = true" [fastpdiv]=$'fast_math = true\nprec_div = true')
declare -A nvcc_flags=([def]="" [ftz]="--ftz=true" [pdiv]="--prec-div=false" [psqrt]="--prec-sqrt=false" [nofmad]="--fmad=false"
                       [fast]="--use_fast_math" [fastpdiv]="--use_fast_math --prec-div=true")
kernels=(k_div k_sqrt k_fma k_add k_exp k_exp10 k_log10 k_tan k_pow k_sin)
{
  printf '[bundle]\nname = "knobs"\ntargets = ["sm_90"]\n\n[defaults]\nsource = "knobs.cu"\nblock_size = 32\n'
  for c in "${configs[@]}"; do
    for k in "${kernels[@]}"; do printf '\n[kernels.%s_%s]\nsymbol = "%s"\n%b\n' "$c" "$k" "$k" "${settings[$c]}"; done
  done
} > "$WORK/k/kiln.toml"
run_kiln build "$WORK/k/kiln.toml" --no-cache --save-temps "$WORK/kt"
expect_eq "$CODE" 0 "knobs build: $OUT"
fp_classes() { grep -oE '\b(div|sqrt|rsqrt|rcp|fma|mul|add|ex2|lg2|sin|cos)\.[a-z0-9.]+' | grep -v 's64\|s32\|u32\|u64' | sort -u | tr '\n' ' '; }
for c in "${configs[@]}"; do
  if command -v nvcc > /dev/null; then
    # shellcheck disable=SC2086
    nvcc -arch=sm_90 -O3 -ptx "$WORK/k/knobs.cu" -o "$WORK/k/$c.ptx" ${nvcc_flags[$c]}
  fi
  for k in "${kernels[@]}"; do
    if [ -f "$WORK/k/$c.ptx" ]; then want="$(awk "/.entry $k\\(/,/^}/" "$WORK/k/$c.ptx" | fp_classes)"
    else want="$(grep "^$c $k: " "$DATA/cuda_math/knobs.nvcc.txt" | cut -d: -f2- | cut -c2-)"; fi
    [ -n "$want" ] || fail "no nvcc classes for $c $k"
    expect_eq "$(fp_classes < "$WORK/kt/${c}_$k-sm_90.ptx")" "$want" "$c $k (nvcc ${nvcc_flags[$c]:-defaults})"
  done
done
# explain shows them for CUDA kernels, with where each value came from.
run_kiln explain "$WORK/k/kiln.toml" fast_k_div --target sm_90
expect_contains "$OUT" "ftz" "explain lists ftz"
# On a source of another language they have no effect: a warning says so.
cp "$KILN_SOURCE_DIR/manifests/example/kernels/saxpy.nvptx.ll" "$WORK/k/"
printf '[bundle]\nname = "ir"\ntargets = ["sm_90"]\n\n[kernels.saxpy]\nsource = "saxpy.nvptx.ll"\nftz = true\n' > "$WORK/k/ir.toml"
run_kiln build "$WORK/k/ir.toml" --no-cache
expect_eq "$CODE" 0 "an IR kernel with ftz: $OUT"
expect_contains "$OUT" "ir.toml:7:7: warning: 'ftz' (nvcc's --ftz) has effect on sources built as CUDA only (CUDA, and HIP for NVIDIA targets); kernel 'saxpy' is ir" "the warning"
echo "ok"
