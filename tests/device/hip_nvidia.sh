#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Single-source HIP for NVIDIA on the GPU (issue 33, item 1): tests/data/hip_nvidia/kernels.hip,
# built by kiln for sm_90 as hipcc's NVIDIA platform builds it, launched through its loader header
# over the CUDA driver API and checked against the host (tests/device/hip_nvidia.cpp). Here (no GPU):
# `bash tests/device/hip_nvidia.sh prepare` builds the bundle and header into
# tests/device/data/hip_nvidia (git-ignored) with the static zstd and zlib the header links. There
# (carry tests/device/data): `bash tests/device/hip_nvidia.sh`; the log goes to $OUT.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="tests/device/data/hip_nvidia"
cd "$root"
if [ "${1:-}" = prepare ]; then
  set -e
  rm -rf "$data"
  mkdir -p "$data"
  cp tests/data/hip_nvidia/kernels.hip "$data/"
  printf '[bundle]\nname = "hn"\ntargets = ["sm_90"]\n[defaults]\nblock_size = 256\n[kernels.reduce_sum]\nsource = "kernels.hip"\nsymbol = "reduce_sum<float, 256>"\n[kernels.softmax_row]\nsource = "kernels.hip"\nblock_size = 32\ndynamic_lds = 4096\n[kernels.counter]\nsource = "kernels.hip"\ndynamic_lds = 1024\n' > "$data/kiln.toml"
  build/kiln build "$data/kiln.toml" -q
  source tests/device/sys_libs.bash && carry_sys_libs "$data"
  exit 0
fi
out="${OUT:-device-out}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
g++ -std=c++17 -O2 -DKILN_CUDA_DRIVER -Iinclude -I"$data/build" -isystem /usr/local/cuda/include -isystem "$data/sys/include" \
  tests/device/hip_nvidia.cpp -o /tmp/hip_nvidia -L/usr/local/cuda/lib64/stubs -lcuda "$data/sys/lib/libzstd.a" "$data/sys/lib/libz.a" \
  2> "$out/compile.log" || { cat "$out/compile.log"; exit 1; }
( cd "$data/build" && /tmp/hip_nvidia ) 2>&1 | tee "$out/hip_nvidia.log"
