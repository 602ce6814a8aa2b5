#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The sweep corpus and the speed corpus of issue 30 (docs/tuning.md, docs/hardware.md).
#   bash tests/device/sweeps.sh prepare   here: kiln tune --emit-runner of tests/device/sweeps.toml,
#                                         tune.toml and heldout.toml, kiln's cubin of sweeps.cu's
#                                         kernels at the manifest's settings (tests/device/data/sweeps)
#   bash tests/device/sweeps.sh           on the GPU machine (device tool, carry
#                                         ["tests/device/data"]): the runners built with the CUDA
#                                         driver API alone (build.sh cuda: no HIP), run; nvcc's cubin
#                                         of sweeps.cu against kiln's (speed_corpus.py); logs and
#                                         results under $OUT
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$root/tests/device/data/sweeps"
if [ "${1:-}" = prepare ]; then
  set -e
  rm -rf "$data" && mkdir -p "$data"
  for m in sweeps tune heldout; do
    "$root/build/kiln" tune "$root/tests/device/$m.toml" -o "$data/$m-build" -q --json --emit-runner "$data/$m-runner" > "$data/$m-offline.json"
  done
  "$root/build/kiln" build "$root/tests/device/sweeps.toml" -o "$data/build" -q
  mkdir -p "$data/gen" && cp "$data/build/sweeps.hpp" "$data/build/sweeps.hipfb" "$data/gen/"
  "$root/build/kiln" build "$root/tests/device/tune.toml" -o "$data/gen" -q   # devtune.hpp: family_check.cpp
  clang-offload-bundler-22 --unbundle -type=o -input="$data/build/sweeps.hipfb" -targets=hipv4-nvptx64-nvidia-cuda--sm_90 \
    -output="$data/kiln.cubin"
  cp "$root/tests/device/sweeps.cu" "$data/"
  source "$root/tests/device/sys_libs.bash" && carry_sys_libs "$data"
  rm -rf "$data/sweeps-build" "$data/tune-build" "$data/heldout-build" "$data/build"
  "$root/build/kiln" --version > "$data/kiln-version.txt"
  du -sh "$data"
  exit 0
fi
out="${OUT:-device-out}"
mkdir -p "$out"
status=0
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
cuda="${CUDA:-/usr/local/cuda}"
for m in sweeps tune heldout; do
  r="$data/$m-runner"
  if ! CUDA="$cuda" CXXFLAGS="-isystem $data/sys/include" LIBS="$data/sys/lib/libzstd.a $data/sys/lib/libz.a" sh "$r/build.sh" cuda \
       > "$out/$m-build.log" 2>&1; then
    cat "$out/$m-build.log"; status=1; continue
  fi
  "$r/runner" "$out/$m-results.json" > "$out/$m-runner.log" 2>&1 || status=1
  tail -3 "$out/$m-runner.log"
done
# A host program of tests/device against a loader header of $data/gen, no HIP (-DKILN_CUDA_DRIVER):
# built, run, its last lines shown. host_check NAME BUNDLE LINES
host_check() {
  local name="$1" bundle="$2" lines="$3" macro
  macro="KILN_$(tr a-z A-Z <<<"$bundle")_BUNDLE"
  if g++ -std=c++17 -O2 -DKILN_CUDA_DRIVER -I"$root/include" -I"$data/gen" -isystem "$data/sys/include" -isystem "$cuda/include" \
       -D"$macro"="\"$data/gen/$bundle.hipfb\"" "$root/tests/device/$name.cpp" -o "/tmp/$name" \
       -L"$cuda/lib64/stubs" -lcuda "$data/sys/lib/libzstd.a" "$data/sys/lib/libz.a" > "$out/$name-build.log" 2>&1; then
    "/tmp/$name" > "$out/$name.log" 2>&1 || status=1
    tail -"$lines" "$out/$name.log"
  else
    cat "$out/$name-build.log"; status=1
  fi
}
host_check family_check devtune 3   # the sgemm family of tests/device/tune.toml: choose() and fastest()
host_check splitk_check sweeps 1    # the loader header's split helper on the split-K kernel
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
