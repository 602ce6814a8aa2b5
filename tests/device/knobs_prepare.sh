#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Here (no GPU): tests/data/cuda_math/knobs.cu built for sm_90 by kiln under seven numerics
# configurations (defaults, ftz, prec_div = false, prec_sqrt = false, fmad = false, fast_math,
# fast_math with prec_div) into one cubin, and by nvcc -cubin -O3 with the matching flags into one
# cubin per configuration, under tests/device/data/knobs/ (git-ignored), for
# tests/device/knobs_check.py on the GPU (issue 37: nvcc's numerics bit for bit).
#   bash tests/device/knobs_prepare.sh [KILN]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
kiln="$(realpath "${1:-$root/build/kiln}")"
out="$root/tests/device/data/knobs"
rm -rf "$out" && mkdir -p "$out"
cp "$root/tests/data/cuda_math/knobs.cu" "$out/"
configs=(def ftz pdiv psqrt nofmad fast fastpdiv)
declare -A settings=([def]="" [ftz]="ftz = true" [pdiv]="prec_div = false" [psqrt]="prec_sqrt = false" [nofmad]="fmad = false"
                     [fast]="fast_math = true" [fastpdiv]=$'fast_math = true\nprec_div = true')
declare -A flags=([def]="" [ftz]="--ftz=true" [pdiv]="--prec-div=false" [psqrt]="--prec-sqrt=false" [nofmad]="--fmad=false"
                  [fast]="--use_fast_math" [fastpdiv]="--use_fast_math --prec-div=true")
kernels=(k_div k_sqrt k_fma k_add k_exp k_exp10 k_log10 k_tan k_pow k_sin)
{
  printf '[bundle]\nname = "knobs"\ntargets = ["sm_90"]\n\n[defaults]\nsource = "knobs.cu"\nblock_size = 256\n'
  for c in "${configs[@]}"; do
    for k in "${kernels[@]}"; do printf '\n[kernels.%s_%s]\nsymbol = "%s"\n%b\n' "$c" "$k" "$k" "${settings[$c]}"; done
  done
} > "$out/kiln.toml"
"$kiln" build "$out/kiln.toml" --no-cache > "$out/kiln.log" 2>&1
clang-offload-bundler-22 --unbundle -type=o -input="$out/build/knobs.hipfb" -targets=hipv4-nvptx64-nvidia-cuda--sm_90 \
  -output="$out/kiln.cubin"
for c in "${configs[@]}"; do
  # shellcheck disable=SC2086
  /usr/local/cuda/bin/nvcc -arch=sm_90 -O3 -cubin ${flags[$c]} "$out/knobs.cu" -o "$out/nvcc-$c.cubin"
done
printf '%s\n' "${configs[@]}" > "$out/configs.txt"
printf '%s\n' "${kernels[@]}" > "$out/kernels.txt"
echo "prepared $out"
