#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln against the usual hand-rolled pipeline (clang -O3 per kernel or per HIP file and target,
# ld.lld per target, clang-offload-bundler; driven by Ninja), same -j, same machine.
# Prints each figure (median of RUNS runs) and the ratios; docs/performance.md has the latest.
#   bash bench/run.sh [KILN] [RUNS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="$(realpath "${1:-$root/build/kiln}")"
runs="${2:-3}"
tools=/usr/lib/llvm-22/bin
jobs="$(nproc)"
work="$(mktemp -d /tmp/kiln-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT
python3 "$root/bench/gen.py" "$work" "$tools"
export KILN_CACHE_DIR="$work/cache"

now() { date +%s.%N; }
# median SECONDS... -> the median
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# timed CMD...: runs CMD, prints its wall time in seconds
timed() { local t0; t0="$(now)"; "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }; awk -v a="$(now)" -v b="$t0" 'BEGIN { printf "%.3f\n", a - b }'; }

kiln_build() { (cd "$work/kiln" && "$kiln" build kiln.toml -j "$1"); }
peer_clean() { rm -rf "$work/peer/o" "$work/peer/"*.co "$work/peer/bench.hipfb" "$work/peer/.ninja_log" "$work/peer/.ninja_deps"; }

cold_kiln=(); cold_peer=(); noop=(); attr_kiln=(); attr_peer=(); hip_kiln=(); hip_peer=(); j1=(); jmax=()
for r in $(seq "$runs"); do
  rm -rf "$KILN_CACHE_DIR" "$work/kiln/build"
  cold_kiln+=("$(timed kiln_build "$jobs")")
  peer_clean
  cold_peer+=("$(timed ninja -C "$work/peer" -j "$jobs")")
  noop+=("$(timed kiln_build "$jobs")")
  # One attribute of one kernel, in each tool's own place for it.
  w=$(( r % 2 + 1 ))
  sed -i "0,/\"amdgpu-waves-per-eu\" = \"[0-9]\"/s//\"amdgpu-waves-per-eu\" = \"$w\"/" "$work/kiln/kiln.toml"
  attr_kiln+=("$(timed kiln_build "$jobs")")
  sed -i "s/\"amdgpu-waves-per-eu\"=\"[0-9]\"/\"amdgpu-waves-per-eu\"=\"$w\"/" "$work/peer/k/tile0.ll"
  attr_peer+=("$(timed ninja -C "$work/peer" -j "$jobs")")
  # The same for a HIP kernel: kiln changes the manifest; the peer must edit the HIP source, whose
  # every kernel then recompiles for both targets.
  if [ "$r" -eq 1 ]; then
    printf '\n[kernels.hip0_0.target.gfx942]\nfn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "1,2" }\n' >> "$work/kiln/kiln.toml"
    sed -i 's/^__global__ void poly/__global__ __attribute__((amdgpu_waves_per_eu(1, 2))) void poly/' "$work/peer/k/h0.hip"
  else
    sed -i "s/\"amdgpu-waves-per-eu\" = \"1,[0-9]\"/\"amdgpu-waves-per-eu\" = \"1,$((r + 1))\"/" "$work/kiln/kiln.toml"
    sed -i "s/amdgpu_waves_per_eu(1, [0-9])/amdgpu_waves_per_eu(1, $((r + 1)))/" "$work/peer/k/h0.hip"
  fi
  hip_kiln+=("$(timed kiln_build "$jobs")")
  hip_peer+=("$(timed ninja -C "$work/peer" -j "$jobs")")
  rm -rf "$KILN_CACHE_DIR" "$work/kiln/build"
  j1+=("$(timed kiln_build 1)")
  rm -rf "$KILN_CACHE_DIR" "$work/kiln/build"
  jmax+=("$(timed kiln_build "$jobs")")
done

ck="$(median "${cold_kiln[@]}")"; cp="$(median "${cold_peer[@]}")"; n="$(median "${noop[@]}")"
ak="$(median "${attr_kiln[@]}")"; ap="$(median "${attr_peer[@]}")"; hk="$(median "${hip_kiln[@]}")"; hp="$(median "${hip_peer[@]}")"; a1="$(median "${j1[@]}")"; am="$(median "${jmax[@]}")"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "kernels: 72 LLVM IR + 16 HIP (4 files), targets gfx942 gfx950, -j $jobs, median of $runs runs"
echo "1. cold build:        kiln ${ck}s   peer ${cp}s   kiln/peer $(ratio "$ck" "$cp")   (goal <= 0.8)"
echo "2. no-op rebuild:     kiln ${n}s   (goal < 0.05s)"
echo "3. one fn_attrs edit, IR kernel (one kernel per file for the peer):"
echo "                      kiln ${ak}s   peer ${ap}s   kiln/peer $(ratio "$ak" "$ap")   (goal < 0.1)"
echo "   one fn_attrs edit, HIP kernel (the peer edits the .hip file of 4 kernels):"
echo "                      kiln ${hk}s   peer ${hp}s   kiln/peer $(ratio "$hk" "$hp")   (goal < 0.1)"
echo "4. kiln cold by -j:   -j1 ${a1}s   -j$jobs ${am}s   speed-up $(ratio "$a1" "$am")"
