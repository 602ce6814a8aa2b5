#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The cost of running clang and LLVM in worker processes (issue 27): cold builds of bench/gen.py's
# project (72 IR kernels, 16 HIP kernels in 4 files, gfx942 and gfx950) by two kiln binaries,
# alternating, -j1 and -j$(nproc), cache emptied each time; then the no-op rebuild. Prints medians
# and the ratios; docs/performance.md has the latest.
#   bash bench/isolation.sh BEFORE-KILN AFTER-KILN [RUNS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
before="$(realpath "$1")"; after="$(realpath "$2")"; runs="${3:-5}"
jobs="$(nproc)"
work="$(mktemp -d /tmp/kiln-isolation-XXXXXX)"
trap 'rm -rf "$work"' EXIT
python3 "$root/bench/gen.py" "$work" /usr/lib/llvm-22/bin > /dev/null
export KILN_CACHE_DIR="$work/cache"
now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
cold() {  # KILN JOBS: seconds of a cold build
  rm -rf "$KILN_CACHE_DIR" "$work/kiln/build"
  local t0; t0="$(now)"
  (cd "$work/kiln" && "$1" build kiln.toml -j "$2" -q > /dev/null 2>&1) || { echo "failed: $1" >&2; exit 1; }
  awk -v a="$(now)" -v b="$t0" 'BEGIN { printf "%.3f\n", a - b }'
}
noop() {
  local t0; t0="$(now)"
  (cd "$work/kiln" && "$1" build kiln.toml -q > /dev/null 2>&1)
  awk -v a="$(now)" -v b="$t0" 'BEGIN { printf "%.4f\n", a - b }'
}
b1=(); a1=(); bj=(); aj=(); bn=(); an=()
for _ in $(seq "$runs"); do
  b1+=("$(cold "$before" 1)"); a1+=("$(cold "$after" 1)")
  bj+=("$(cold "$before" "$jobs")"); bn+=("$(noop "$before")")
  aj+=("$(cold "$after" "$jobs")"); an+=("$(noop "$after")")
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
echo "cold -j1:      before $(median "${b1[@]}")s  after $(median "${a1[@]}")s  after/before $(ratio "$(median "${a1[@]}")" "$(median "${b1[@]}")")"
echo "cold -j$jobs:      before $(median "${bj[@]}")s  after $(median "${aj[@]}")s  after/before $(ratio "$(median "${aj[@]}")" "$(median "${bj[@]}")")"
echo "no-op rebuild: before $(median "${bn[@]}")s  after $(median "${an[@]}")s"
