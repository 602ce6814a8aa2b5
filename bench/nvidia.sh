#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln's sm_90 build against llc-22 + ptxas run by hand on the same kernels (Ninja, same -j): 24
# NVPTX IR kernels (8 each of the example's saxpy, block_sum and tile_fma, renamed), the peer
# with kiln's attribute (nvvm.maxntid = 256) put in each source, `opt-22 -O3 | llc-22 -O3` and
# one `ptxas -O3` per kernel. Prints medians of RUNS cold builds and the ratio.
#   bash bench/nvidia.sh [KILN] [RUNS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="$(realpath "${1:-$root/build/kiln}")"
runs="${2:-3}"
tools=/usr/bin
ptxas="$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)"
[ -x "$ptxas" ] || ptxas=/opt/kiln/cuda/bin/ptxas
jobs="$(nproc)"
work="$(mktemp -d /tmp/kiln-bench-nv-XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/kiln/k" "$work/peer/k"
export KILN_CACHE_DIR="$work/cache"
{
  printf '[bundle]\nname = "bench"\ntargets = ["sm_90"]\n\n[defaults]\nblock_size = 256\n'
} > "$work/kiln/kiln.toml"
{
  printf 'rule ir\n  command = %s/opt-22 -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 $in -o $out.bc && %s/llc-22 -O3 -mcpu=sm_90 $out.bc -o $out\n' "$tools" "$tools"
  printf 'rule ptxas\n  command = %s -arch=sm_90 -O3 -v $in -o $out\n' "$ptxas"
} > "$work/peer/build.ninja"
for i in $(seq 0 7); do
  for pair in saxpy:saxpy block_sum:reduce tile_fma:tile; do
    k="${pair%%:*}"; f="${pair##*:}"
    sed "s/@$k(/@${k}_$i(/" "$root/manifests/example/kernels/$f.nvptx.ll" > "$work/kiln/k/${k}_$i.ll"
    printf '\n[kernels.%s_%s]\nsource = "k/%s_%s.ll"\n' "$k" "$i" "$k" "$i" >> "$work/kiln/kiln.toml"
    perl -0pe 's/(define ptx_kernel void \@\w+\([^{]*?\)) \{/$1 "nvvm.maxntid"="256" {/s' "$work/kiln/k/${k}_$i.ll" > "$work/peer/k/${k}_$i.ll"
    printf 'build k/%s_%s.ptx: ir k/%s_%s.ll\nbuild k/%s_%s.cubin: ptxas k/%s_%s.ptx\n' "$k" "$i" "$k" "$i" "$k" "$i" "$k" "$i" >> "$work/peer/build.ninja"
  done
done
now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
timed() { local t0; t0="$(now)"; "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }; awk -v a="$(now)" -v b="$t0" 'BEGIN { printf "%.3f\n", a - b }'; }
kiln_build() { (cd "$work/kiln" && "$kiln" build kiln.toml -j "$jobs"); }
peer_build() { rm -f "$work/peer/k/"*.ptx "$work/peer/k/"*.cubin "$work/peer/k/"*.bc "$work/peer/.ninja_log"; ninja -C "$work/peer" -j "$jobs"; }
cold_kiln=(); cold_peer=()
for r in $(seq "$runs"); do
  rm -rf "$KILN_CACHE_DIR" "$work/kiln/build"
  cold_kiln+=("$(timed kiln_build)")
  cold_peer+=("$(timed peer_build)")
done
ck="$(median "${cold_kiln[@]}")"; cp="$(median "${cold_peer[@]}")"
echo "24 NVPTX IR kernels for sm_90, -j $jobs, $("$ptxas" --version | tail -1), median of $runs runs"
echo "cold build: kiln ${ck}s   llc-22 + ptxas by hand ${cp}s   kiln/peer $(awk -v a="$ck" -v b="$cp" 'BEGIN { printf "%.2f", a / b }')"
