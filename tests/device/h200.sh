#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the H200 (device tool, `carry: ["tests/device/data"]`, after tests/device/prepare.sh here):
#   1. cubin_check.cpp: the mixed bundle's sm_90 cubin through the CUDA driver API alone;
#   2. loader_check.cpp and the examples (saxpy_host, reduce_host): kiln's generated loader headers
#      on HIP's NVIDIA platform, compiled here with g++ against the carried HIP 5.2 and CUDA 11.8
#      headers, linked with CUDA 11.8's static runtime and this machine's driver;
#   3. the same example against this machine's CUDA 13 headers, to record whether HIP 5.2's
#      NVIDIA headers compile with them;
#   4. numerics.sh: kiln's sm_90a cubin of Triton's wgmma matmul, and sqrtf/division bit for bit
#      against nvcc's cubins built there.
# Output and logs under $OUT (or ./device-out).
set -uo pipefail
out="${OUT:-device-out}"
mkdir -p "$out"
data=tests/device/data
source tests/device/flags.sh
{
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  /usr/local/cuda/bin/nvcc --version | tail -2
  g++ --version | head -1
  cat "$data/kiln-version.txt"
} | tee "$out/gpu.txt"
status=0
g++ -std=c++17 -O2 -Iinclude -I/usr/local/cuda/include tests/device/cubin_check.cpp -o /tmp/cubin_check \
  -L/usr/local/cuda/lib64/stubs -lcuda || status=1
/tmp/cubin_check "$data/figures.txt" > "$out/cubin_check.log" 2>&1 || status=1
tail -3 "$out/cubin_check.log"
for p in tests/device/loader_check examples/saxpy_host examples/reduce_host; do
  name="$(basename "$p")"
  g++ "${hip_nvidia_cxxflags[@]}" -Wno-unused-result "$p.cpp" -o "/tmp/$name" "${hip_nvidia_libs[@]}" || status=1
  "/tmp/$name" > "$out/$name.log" 2>&1; rc=$?
  echo "$name: exit $rc"; [ $rc -eq 0 ] || status=1
done
cat "$out/saxpy_host.log" "$out/reduce_host.log"
grep -E '^(FAIL|note|time|device)' "$out/loader_check.log"
# sm_90a (Triton's wgmma) and nvcc's numerics (tests/device/numerics.sh).
bash tests/device/numerics.sh || status=1
# HIP 5.2's NVIDIA headers against CUDA 13's: expected to fail (NVIDIA.md); the first errors say why.
cuda13=("${hip_nvidia_cxxflags[@]/#$data\/cuda\/include//usr/local/cuda/include}")
if g++ "${cuda13[@]}" -fsyntax-only examples/saxpy_host.cpp > "$out/cuda13.log" 2>&1; then
  echo "HIP 5.2 NVIDIA headers with CUDA 13 headers: compile"
else
  echo "HIP 5.2 NVIDIA headers with CUDA 13 headers: do not compile; $(grep -c 'error:' "$out/cuda13.log") errors, first:"
  grep 'error:' "$out/cuda13.log" | head -3
fi
exit $status
