#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The sweep corpus and the speed corpus of issue 30 (docs/tuning.md, docs/hardware.md).
#   bash tests/device/sweeps.sh prepare   here: kiln tune --emit-runner of tests/device/sweeps.toml
#                                         and tests/device/tune.toml, kiln's cubin of sweeps.cu's
#                                         kernels at the manifest's settings (tests/device/data/sweeps)
#   bash tests/device/sweeps.sh           on the GPU machine (device tool, carry
#                                         ["tests/device/data"]): both runners built with the CUDA
#                                         driver API alone (build.sh cuda: no HIP), run; nvcc's cubin
#                                         of sweeps.cu against kiln's (speed_corpus.py); logs and
#                                         results under $OUT
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$root/tests/device/data/sweeps"
if [ "${1:-}" = prepare ]; then
  set -e
  rm -rf "$data" && mkdir -p "$data/sys/include" "$data/sys/lib"
  for m in sweeps tune; do
    "$root/build/kiln" tune "$root/tests/device/$m.toml" -o "$data/$m-build" -q --json --emit-runner "$data/$m-runner" > "$data/$m-offline.json"
  done
  "$root/build/kiln" build "$root/tests/device/sweeps.toml" -o "$data/build" -q
  mkdir -p "$data/gen" && cp "$data/build/sweeps.hpp" "$data/build/sweeps.hipfb" "$data/gen/"
  "$root/build/kiln" build "$root/tests/device/tune.toml" -o "$data/gen" -q   # devtune.hpp: family_check.cpp
  clang-offload-bundler-22 --unbundle -type=o -input="$data/build/sweeps.hipfb" -targets=hipv4-nvptx64-nvidia-cuda--sm_90 \
    -output="$data/kiln.cubin"
  cp "$root/tests/device/sweeps.cu" "$data/"
  cp -a /usr/include/zstd.h /usr/include/zstd_errors.h /usr/include/zlib.h /usr/include/zconf.h "$data/sys/include/"
  cp -a /usr/lib/x86_64-linux-gnu/libzstd.a /usr/lib/x86_64-linux-gnu/libz.a "$data/sys/lib/"
  rm -rf "$data/sweeps-build" "$data/tune-build" "$data/build"
  "$root/build/kiln" --version > "$data/kiln-version.txt"
  du -sh "$data"
  exit 0
fi
out="${OUT:-device-out}"
mkdir -p "$out"
status=0
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
cuda="${CUDA:-/usr/local/cuda}"
for m in sweeps tune; do
  r="$data/$m-runner"
  if ! CUDA="$cuda" CXXFLAGS="-isystem $data/sys/include" LIBS="$data/sys/lib/libzstd.a $data/sys/lib/libz.a" sh "$r/build.sh" cuda \
       > "$out/$m-build.log" 2>&1; then
    cat "$out/$m-build.log"; status=1; continue
  fi
  "$r/runner" "$out/$m-results.json" > "$out/$m-runner.log" 2>&1 || status=1
  tail -3 "$out/$m-runner.log"
done
# The sgemm family of tests/device/tune.toml through the loader header, no HIP (family_check.cpp).
if g++ -std=c++17 -O2 -DKILN_CUDA_DRIVER -I"$root/include" -I"$data/gen" -isystem "$data/sys/include" -isystem "$cuda/include" \
     -DKILN_DEVTUNE_BUNDLE="\"$data/gen/devtune.hipfb\"" "$root/tests/device/family_check.cpp" -o /tmp/family_check \
     -L"$cuda/lib64/stubs" -lcuda "$data/sys/lib/libzstd.a" "$data/sys/lib/libz.a" > "$out/family-build.log" 2>&1; then
  /tmp/family_check > "$out/family_check.log" 2>&1 || status=1
  tail -3 "$out/family_check.log"
else
  cat "$out/family-build.log"; status=1
fi
# The loader header's split helper on the split-K kernel (splitk_check.cpp).
if g++ -std=c++17 -O2 -DKILN_CUDA_DRIVER -I"$root/include" -I"$data/gen" -isystem "$data/sys/include" -isystem "$cuda/include" \
     -DKILN_SWEEPS_BUNDLE="\"$data/gen/sweeps.hipfb\"" "$root/tests/device/splitk_check.cpp" -o /tmp/splitk_check \
     -L"$cuda/lib64/stubs" -lcuda "$data/sys/lib/libzstd.a" "$data/sys/lib/libz.a" > "$out/splitk-build.log" 2>&1; then
  /tmp/splitk_check > "$out/splitk_check.log" 2>&1 || status=1
  tail -1 "$out/splitk_check.log"
else
  cat "$out/splitk-build.log"; status=1
fi
# Kiln's code against nvcc's, kernel by kernel, at the manifest's settings.
(cd "$data" && "$cuda/bin/nvcc" -cubin -O3 -arch=sm_90 sweeps.cu -o "$out/nvcc.cubin") || status=1
python3 "$root/tests/device/speed_corpus.py" "$data/kiln.cubin" "$out/nvcc.cubin" 2>&1 | tee "$out/speed_corpus.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
if [ -d "$root/tests/device/data/sgemm" ]; then
  python3 "$root/tests/device/sgemm_corpus.py" "$out" > "$out/sgemm_corpus.txt" 2>&1 || status=1
  tail -4 "$out/sgemm_corpus.txt"
fi
# Fewer files come back than are written: the results and logs in one archive.
tar -C "$out" -czf /tmp/sweeps-out.tgz --exclude=nvcc.cubin . && find "$out" -type f -delete && mv /tmp/sweeps-out.tgz "$out/"
exit "$status"
