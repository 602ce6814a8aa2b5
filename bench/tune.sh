#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The largest sweep kiln tune is asked to make practical: 200 variants x 4 targets (gfx942,
# gfx950, sm_80, sm_90) of the register-heavy tile kernel (LLVM IR, 128 accumulators), over block
# size x dynamic LDS x blocks-per-CU intent (5 x 5 x 8 points, every axis common to all targets).
# Prints the cold sweep's time (empty cache), the rerun's (all from the cache) and their ratio.
#   bash bench/tune.sh [KILN]        (NVIDIA targets need ptxas; docs/performance.md has the latest)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="$(realpath "${1:-$root/build/kiln}")"
work="$(mktemp -d /tmp/kiln-bench-tune-XXXXXX)"
trap 'rm -rf "$work"' EXIT
k="$root/manifests/example/kernels"
cat > "$work/kiln.toml" <<TOML
[bundle]
name = "sweep"
targets = ["gfx942", "gfx950", "sm_80", "sm_90"]

[kernels.tile_fma]
source = "$k/tile.ll"
[kernels.tile_fma.target.sm_80]
source = "$k/tile.nvptx.ll"
[kernels.tile_fma.target.sm_90]
source = "$k/tile.nvptx.ll"

[kernels.tile_fma.tune]
block_size = [64, 128, 256, 512, 1024]
dynamic_lds = [0, 1024, 2048, 4096, 8192]
min_blocks_per_cu = [1, 2, 3, 4, 5, 6, 7, 8]
TOML
now() { date +%s.%N; }
t0="$(now)"; "$kiln" tune "$work/kiln.toml" -q --cache "$work/cache" > "$work/cold.txt"; t1="$(now)"
"$kiln" tune "$work/kiln.toml" -q --cache "$work/cache" > "$work/warm.txt"; t2="$(now)"
tail -1 "$work/cold.txt"
tail -1 "$work/warm.txt"
echo "rows: $(grep -cE '^  (\*| ) ' "$work/cold.txt") built, $(grep -c '^  failed' "$work/cold.txt") refused, over $(grep -c ' variants, objective' "$work/cold.txt") tables"
awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN { printf "cold sweep %.2f s, rerun %.2f s (%.3fx)\n", b - a, c - b, (c - b) / (b - a) }'
