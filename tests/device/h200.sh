#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the H200 (device tool, `carry: ["tests/device/data"]`, after tests/device/prepare.sh here):
# compiles cubin_check.cpp against the CUDA driver API and runs it on the figures prepare.sh wrote.
# Output and logs under $OUT (or ./device-out).
set -euo pipefail
out="${OUT:-device-out}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
g++ -std=c++17 -O2 -Iinclude -I/usr/local/cuda/include tests/device/cubin_check.cpp -o /tmp/cubin_check \
  -L/usr/local/cuda/lib64/stubs -lcuda
/tmp/cubin_check tests/device/data/figures.txt 2>&1 | tee "$out/cubin_check.log"
