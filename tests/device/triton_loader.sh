#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Triton's kernels through kiln on the GPU (issue 31, item 3). Here (no GPU):
# `bash tests/device/triton_loader.sh prepare` builds the bundles and loader headers into
# tests/device/data/triton/ (git-ignored; triton_loader.py says which) with the static zstd and zlib
# the loader header links. There (carry tests/device/data): `bash tests/device/triton_loader.sh`
# compiles triton_loader.cpp with g++ over the CUDA driver API, runs it (each build checked and
# timed), then Triton's own launches of the same kernels (triton_loader.py time); logs go to $OUT,
# the table last.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="tests/device/data/triton"
cd "$root"
if [ "${1:-}" = prepare ]; then
  set -e
  rm -rf "$data"
  python3 tests/device/triton_loader.py prepare
  source tests/device/sys_libs.bash && carry_sys_libs "$data"
  exit 0
fi
out="${OUT:-device-out}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader | tee "$out/gpu.txt"
mapfile -t bundles < "$data/bundles.flags"
g++ -std=c++17 -O2 -DKILN_CUDA_DRIVER -Iinclude -I"$data" -isystem /usr/local/cuda/include -isystem "$data/sys/include" \
  "${bundles[@]}" tests/device/triton_loader.cpp -o /tmp/triton_loader -L/usr/local/cuda/lib64/stubs -lcuda \
  "$data/sys/lib/libzstd.a" "$data/sys/lib/libz.a" 2> "$out/compile.log" || { cat "$out/compile.log"; exit 1; }
/tmp/triton_loader > "$out/loader.log" 2>&1
status=$?
python3 tests/device/triton_loader.py time "$out" > "$out/triton.log" 2>&1 || { tail -20 "$out/triton.log"; status=1; }
# The table: each configuration's builds' times, and Triton's own.
python3 - "$out" <<'PY'
import sys, os
out = sys.argv[1]
times = {}
for line in open(os.path.join(out, "loader.log")):
    f = line.split()
    if len(f) >= 7 and f[0] in ("ok", "FAIL"):
        times.setdefault(f[1], {})[f[2]] = (float(f[6]), f[4], f[0])
triton = {}
if os.path.exists(os.path.join(out, "triton_times.txt")):
    for line in open(os.path.join(out, "triton_times.txt")):
        c, ms, err, events_ms, same = line.split()
        triton[c] = (float(ms), err + " events " + events_ms + " " + same)
print(f"{'config':26} {'triton ms':>10} {'pre ms':>9} {'tir ms':>9} {'kir ms':>9}  speed vs Triton: pre tir kir; checks")
for c, b in times.items():
    t = triton.get(c, (float('nan'), '-'))[0]
    r = lambda k: b[k][0] if k in b else float('nan')
    checks = " ".join(f"{k}:{b[k][2]}({b[k][1]})" for k in ("pre", "tir", "kir") if k in b)
    print(f"{c:26} {t:10.4f} {r('pre'):9.4f} {r('tir'):9.4f} {r('kir'):9.4f}  {t/r('pre'):6.3f}  {t/r('tir'):6.3f}  {t/r('kir'):6.3f}  {checks} triton-err {triton.get(c, (0, '-'))[1]}")
PY
grep -E "^(device|result|FAIL)" "$out/loader.log"
exit "$status"
