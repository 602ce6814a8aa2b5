#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the H200 (device tool, `carry: ["tests/device/data"]`, after `bash tests/device/prepare.sh`
# here): builds the runner `kiln tune --emit-runner` wrote into tests/device/data/runner for
# tests/device/tune.toml's sweeps, on HIP's NVIDIA platform with the carried HIP 5.2 and CUDA
# 11.8 headers (as h200.sh builds its programs), runs it, and leaves results.json under $OUT for
# `kiln tune tests/device/tune.toml --results results.json` back here; then builds and runs
# family_check.cpp against kiln build's devtune.hpp (the sgemm family).
set -uo pipefail
out="${OUT:-device-out}"
mkdir -p "$out"
data=tests/device/data
source tests/device/flags.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
r="$data/runner"
# The runner's own include/ (kiln's runtime headers) and its directory (the header, the bundle).
(cd "$r" && g++ -std=c++17 -O2 -D__HIP_PLATFORM_NVIDIA__ -Iinclude -isystem "../hip" -isystem "../cuda/include" \
   -isystem "../sys/include" -Wno-unused-result runner.cpp -o /tmp/kiln-runner "../cuda/lib/libcudart_static.a" \
   -L"../cuda/lib/stubs" -lcuda -ldl -lpthread -lrt "../sys/lib/libzstd.a" "../sys/lib/libz.a") || exit 1
/tmp/kiln-runner "$out/results.json" | tee "$out/runner.log"
status="${PIPESTATUS[0]}"
# The sgemm family of kiln build's devtune.hpp, member by member (family_check.cpp).
g++ "${hip_nvidia_cxxflags[@]}" -Wno-unused-result tests/device/family_check.cpp -o /tmp/family_check "${hip_nvidia_libs[@]}" || status=1
/tmp/family_check | tee "$out/family_check.log"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
exit "$status"
