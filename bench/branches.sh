#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Branches whose headers differ, sharing one cache: the bench corpus (bench/gen.py) with its HIP
# sources including a local cfg.h that two branches define differently, built on branch 1, 2, 1, 2
# (-j of the machine's cores). Prints each build's time and the front ends it ran: with front-end
# manifests (docs/cache.md) only the first build of each branch runs the HIP front ends.
#   bash bench/branches.sh [KILN]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="$(realpath "${1:-$root/build/kiln}")"
work="$(mktemp -d /tmp/kiln-branches-XXXXXX)"
trap 'rm -rf "$work"' EXIT
python3 "$root/bench/gen.py" "$work/w" /usr/lib/llvm-22/bin >/dev/null
src="$work/w/kiln"
for f in "$src"/k/h*.hip; do
  sed -i '0,/^#include <hip\/hip_runtime.h>$/s//#include <hip\/hip_runtime.h>\n#include "cfg.h"/' "$f"
  grep -q '"cfg.h"' "$f" || { echo "cannot add cfg.h to $f" >&2; exit 1; }
done
for branch in 1 2 1 2; do
  echo "#define KILN_BRANCH $branch" > "$src/k/cfg.h"
  rm -rf "$work/out"
  t0="$(date +%s.%N)"
  "$kiln" build "$src/kiln.toml" --cache "$work/cache" -o "$work/out" -j "$(nproc)" > "$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
  printf 'branch %s  %7.3f s  %s\n' "$branch" "$(awk -v a="$(date +%s.%N)" -v b="$t0" 'BEGIN { print a - b }')" \
    "$(grep -oE 'front ends: [0-9]+ run, [0-9]+ from the cache' "$work/log")"
done
