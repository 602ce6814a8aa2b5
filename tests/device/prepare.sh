#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the CPU machine: builds manifests/mixed with this checkout's kiln and writes what the H200 run
# (tests/device/h200.sh) takes along into tests/device/data/ (git-ignored): the bundle's sm_90
# cubin, unbundled by clang-offload-bundler-22, and kiln's figures of each of its kernels.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$root/tests/device/data"
rm -rf "$data" && mkdir -p "$data"
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
        print("tests/device/data/" + sys.argv[1] + ".cubin", k["name"], k["regs"], k["lds"], k["local"], k["max_threads"],
              k["barriers"], k["block_size"], k["dynamic_lds"], k["blocks_per_cu"])' "$tag" >> "$data/figures.txt"
  rm -rf "$data/build-$tag"
}
figures sm_90
# A second CUDA toolkit's ptxas (e.g. Debian's 11.8: CUDA2=/opt/kiln/cuda), its cubin beside the first.
if [ -n "${CUDA2:-}" ]; then figures sm_90-cuda2 --cuda-path "$CUDA2"; fi
"$root/build/kiln" --version > "$data/kiln-version.txt"
cat "$data/figures.txt"
