#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the CPU machine: builds what the H200 run (tests/device/h200.sh) takes along into
# tests/device/data/ (git-ignored; the device tool's `carry: ["tests/device/data"]`):
#   gen/      manifests/mixed, tests/device/kiln.toml, manifests/example (AMD only) and
#             tests/device/tune.toml (the sgemm family) built by this checkout's kiln: bundles and
#             loader headers
#   *.cubin   the mixed bundle's sm_90 cubin, unbundled by clang-offload-bundler-22, and
#   figures.txt  kiln's figures of its kernels (cubin_check.cpp)
#   hip/      Debian's HIP 5.2 headers (the NVIDIA platform's hip/nvidia_detail among them)
#   cuda/     CUDA 11.8's headers, libcudart_static.a and the stub libcuda.so (scripts/setup.sh's
#             /opt/kiln/cuda): HIP 5.2's NVIDIA headers do not compile against the H200's CUDA 13
#   sys/      zstd and zlib headers and static libraries (the loader reads compressed bundles)
#   runner/   kiln tune --emit-runner's program for tests/device/tune.toml (tests/device/tune.sh)
#   numerics-sm_90a.cubin, numerics-sm_90.cubin  tests/device/numerics.toml built by kiln: Triton's
#             wgmma matmul for sm_90a, sqrtf/division with nvcc's defaults and fast_math for sm_90
#             (tests/device/numerics.sh; sm_90a needs a ptxas of CUDA 12 or later here)
# CUDA2=<toolkit> adds a second sm_90 cubin built with that toolkit's ptxas.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$root/tests/device/data"
cuda="${HIP_CUDA:-/opt/kiln/cuda}"
rm -rf "$data" && mkdir -p "$data/gen" "$data/cuda/lib/stubs"
# figures TAG [KILN-BUILD-OPTIONS]: builds, unbundles sm_90 as TAG.cubin, appends its kernels' figures.
figures() {
  local tag="$1"; shift
  "$root/build/kiln" build "$root/manifests/mixed/kiln.toml" -o "$data/build-$tag" -q "$@"
  clang-offload-bundler-22 --unbundle -type=o -input="$data/build-$tag/mixed.hipfb" -targets=hipv4-nvptx64-nvidia-cuda--sm_90 \
    -output="$data/$tag.cubin"
  "$root/build/kiln" inspect "$data/build-$tag/mixed.hipfb" --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
for t in d["targets"]:
    if t["target"] != "sm_90": continue
    for k in t["kernels"]:
        r = k["resources"]
        print("tests/device/data/" + sys.argv[1] + ".cubin", k["name"], r["registers"], r["group_segment_fixed_size"],
              r["private_segment_fixed_size"], r["max_flat_workgroup_size"], r["barriers"], k["launch"]["block_size"],
              k["launch"]["dynamic_lds"], k["occupancy"]["blocks_per_cu"])' "$tag" >> "$data/figures.txt"
  rm -rf "$data/build-$tag"
}
figures sm_90
if [ -n "${CUDA2:-}" ]; then figures sm_90-cuda2 --cuda-path "$CUDA2"; fi
for m in manifests/mixed/kiln.toml tests/device/kiln.toml manifests/example/kiln.toml tests/device/tune.toml; do
  "$root/build/kiln" build "$root/$m" -o "$data/gen" -q
done
mkdir -p "$data/hip" && cp -a /usr/include/hip "$data/hip/"
cp -a "$cuda/include" "$data/cuda/include"
cp -a "$cuda"/lib/libcudart_static.a "$data/cuda/lib/"
cp -a "$cuda"/lib/stubs/libcuda.so "$data/cuda/lib/stubs/"
source "$root/tests/device/sys_libs.bash" && carry_sys_libs "$data"
# kiln tune's runner for tests/device/tune.toml's sweeps (tests/device/tune.sh runs it).
"$root/build/kiln" tune "$root/tests/device/tune.toml" -o "$data/tune-build" -q --emit-runner "$data/runner" > "$data/tune-offline.txt"
"$root/build/kiln" build "$root/tests/device/numerics.toml" -o "$data/numerics-build" -q
for t in sm_90a sm_90; do
  clang-offload-bundler-22 --unbundle -type=o -input="$data/numerics-build/numerics.hipfb" \
    -targets="hipv4-nvptx64-nvidia-cuda--$t" -output="$data/numerics-$t.cubin"
done
rm -rf "$data/numerics-build"
"$root/build/kiln" --version > "$data/kiln-version.txt"
du -sh "$data"
