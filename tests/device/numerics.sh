#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the H200, after tests/device/prepare.sh here (tests/device/numerics_check.cpp says what it
# checks): nvcc's cubins of tests/data/cuda_math/sqrt_div.cu built there, with its defaults and
# with --use_fast_math, against kiln's; kiln's sm_90a cubin of Triton's wgmma matmul run.
set -uo pipefail
out="${OUT:-device-out}"
mkdir -p "$out"
data=tests/device/data
nvcc=/usr/local/cuda/bin/nvcc
"$nvcc" -cubin -arch=sm_90 -O3 tests/data/cuda_math/sqrt_div.cu -o /tmp/nvcc.cubin || exit 1
"$nvcc" -cubin -arch=sm_90 -O3 --use_fast_math tests/data/cuda_math/sqrt_div.cu -o /tmp/nvcc_fast.cubin || exit 1
g++ -std=c++17 -O2 -I/usr/local/cuda/include tests/device/numerics_check.cpp -o /tmp/numerics_check \
  -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
/tmp/numerics_check "$data/numerics-sm_90a.cubin" "$data/numerics-sm_90.cubin" /tmp/nvcc.cubin /tmp/nvcc_fast.cubin \
  2>&1 | tee "$out/numerics.log"
exit "${PIPESTATUS[0]}"
