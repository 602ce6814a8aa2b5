#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Issue 37's CUDA sources on the GPU. Here (no GPU): `bash tests/device/cuda_sources.sh prepare`
# builds tests/device/cuda_sources.cu with kiln into tests/device/data/cuda_sources/ (git-ignored).
# There (carry tests/device/data): `bash tests/device/cuda_sources.sh` builds the same file with
# nvcc -cubin and runs cuda_sources_check.cpp on both cubins; the log goes to $OUT.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$root/tests/device/data/cuda_sources"
if [ "${1:-}" = prepare ]; then
  set -e
  rm -rf "$data" && mkdir -p "$data"
  "${KILN:-$root/build/kiln}" build "$root/tests/device/cuda_sources.toml" -o "$data" --no-cache > "$data/build.log" 2>&1
  clang-offload-bundler-22 -unbundle -type=o -targets=hipv4-nvptx64-nvidia-cuda--sm_90 \
    -input="$data/cuda_sources.hipfb" -output="$data/kiln.cubin"
  exit 0
fi
out="${OUT:-device-out}"
mkdir -p "$out"
nvcc=/usr/local/cuda/bin/nvcc
"$nvcc" -cubin -arch=sm_90 -O3 "$root/tests/device/cuda_sources.cu" -o /tmp/nvcc_sources.cubin 2> "$out/nvcc.log" || { cat "$out/nvcc.log"; exit 1; }
g++ -std=c++17 -O2 -I/usr/local/cuda/include "$root/tests/device/cuda_sources_check.cpp" -o /tmp/cuda_sources_check \
  -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
/tmp/cuda_sources_check "$data/kiln.cubin" /tmp/nvcc_sources.cubin 2>&1 | tee "$out/cuda_sources.log"
exit "${PIPESTATUS[0]}"
