# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Outputs and cache entries do not depend on where the checkout is: two checkouts of one HIP
# project at different paths (its source with an assert, whose message names the file, a local
# header and a warning) give byte-identical outputs without a cache; with one shared cache the
# second checkout runs no front end and compiles nothing, and its warnings and depfile name its
# own files. A header changed in one checkout only is a miss there, never taken for the other's,
# and then both variants are hits, in one cache and through a remote (front-end manifests).
source "$(dirname "$0")/lib/common.bash"
mk() {
  mkdir -p "$1/inc"
  cat > "$1/inc/scale.h" <<'H'
#pragma once
constexpr int k_scale = 3;
H
  cat > "$1/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
#include <cassert>
#include "scale.h"
extern "C" __global__ void chk(int* out, int n) {
    assert(n > 0);
    int unused_var = 1;
    out[threadIdx.x] = n * k_scale;
}
HIP
  cat > "$1/kiln.toml" <<'TOML'
[bundle]
name = "cp"
targets = ["gfx942"]

[kernels.chk]
source = "k.hip"
include_dirs = ["inc"]
clang_args = ["-Wall"]
TOML
}
a="$WORK/a"
b="$WORK/checkouts/somewhere/much/deeper/b"
mk "$a"
mk "$b"
for d in "$a" "$b"; do
  run_kiln build "$d/kiln.toml" --no-cache -o "$d/nocache"
  expect_eq "$CODE" 0 "no-cache build in $d: $OUT"
done
for f in cp.hipfb cp.hpp cp.json; do
  cmp "$a/nocache/$f" "$b/nocache/$f" || fail "$f depends on the checkout path"
done
if grep -q "$WORK" "$a/nocache/cp.hipfb"; then fail "the bundle names the checkout path"; fi

run_kiln build "$a/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 0 "first checkout: $OUT"
expect_contains "$OUT" "front ends: 1 run" "the first checkout runs its front end"
run_kiln build "$b/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 0 "second checkout: $OUT"
expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "the second checkout's front end is a hit"
expect_contains "$OUT" "kernels: 0 compiled, 1 from the cache" "and so is its kernel"
expect_contains "$OUT" "$b/k.hip:6:9: warning: unused variable 'unused_var'" "the warning names the second checkout's file"
if grep -qF "$a/" <<<"$OUT"; then fail "the second checkout's output names the first's files: $OUT"; fi
expect_contains "$(cat "$b/build/cp.d")" "$b/inc/scale.h" "the depfile names the second checkout's header"
if grep -qF "$a/" "$b/build/cp.d"; then fail "the depfile names the first checkout's files"; fi
for f in cp.hipfb cp.hpp cp.json; do
  cmp "$b/build/$f" "$b/nocache/$f" || fail "$f from the cache differs"
done

# A header changed in the second checkout only: a miss there, and never taken for the first's.
sed -i 's/k_scale = 3/k_scale = 5/' "$b/inc/scale.h"
run_kiln build "$b/kiln.toml" --cache "$WORK/cache" -o "$b/changed"
expect_contains "$OUT" "front ends: 1 run" "the changed header is a miss"
run_kiln build "$b/kiln.toml" --no-cache -o "$b/changed_nocache"
cmp "$b/changed/cp.hipfb" "$b/changed_nocache/cp.hipfb" || fail "the second checkout's changed header was not compiled"
# Both variants now live beside each other (a manifest of candidates under the source's key, as
# in ccache's direct mode): each checkout finds its own, without running its front end again.
for round in 1 2; do
  run_kiln build "$a/kiln.toml" --cache "$WORK/cache" -o "$a/again$round"
  expect_eq "$CODE" 0 "first checkout, round $round: $OUT"
  expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "the first checkout's variant is still there (round $round)"
  cmp "$a/again$round/cp.hipfb" "$a/nocache/cp.hipfb" || fail "the first checkout took the second's header (round $round)"
  run_kiln build "$b/kiln.toml" --cache "$WORK/cache" -o "$b/again$round"
  expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "the second checkout's variant is still there (round $round)"
  cmp "$b/again$round/cp.hipfb" "$b/changed_nocache/cp.hipfb" || fail "the second checkout took the first's header (round $round)"
done

# Through a remote: machine X (its own local cache) built the first checkout and uploaded; machine
# Y builds the changed second checkout (no candidate of the remote's matches: it compiles and
# uploads); then X, whose local manifest knows only its own variant, builds a copy of the changed
# checkout: it asks the remote's manifest and takes Y's result, running no front end.
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
start_nginx "$WORK/nginx"
url="http://127.0.0.1:$nginx_port/kiln"
run_kiln build "$a/kiln.toml" --cache "$WORK/x" --remote-cache "$url" -o "$a/x"
expect_contains "$OUT" "front ends: 1 run" "machine X compiles the first checkout"
run_kiln build "$b/kiln.toml" --cache "$WORK/y" --remote-cache "$url" -o "$b/y"
expect_contains "$OUT" "front ends: 1 run" "machine Y compiles the changed checkout"
# A third variant machine X built on its own (no remote): in X's local manifest only.
v="$WORK/local-only/v"
mk "$v"
sed -i 's/k_scale = 3/k_scale = 7/' "$v/inc/scale.h"
run_kiln build "$v/kiln.toml" --cache "$WORK/x" -o "$v/x"
expect_contains "$OUT" "front ends: 1 run" "machine X compiles its local-only variant"
c="$WORK/third/c"
mkdir -p "$(dirname "$c")" && cp -r "$b" "$c" && rm -rf "$c"/nocache "$c"/changed* "$c"/again* "$c"/y "$c"/build
run_kiln build "$c/kiln.toml" --cache "$WORK/x" --remote-cache "$url" -o "$c/x"
expect_eq "$CODE" 0 "machine X, the changed checkout: $OUT"
expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "machine X takes Y's variant from the remote's manifest"
cmp "$c/x/cp.hipfb" "$b/changed_nocache/cp.hipfb" || fail "machine X's bundle of the changed checkout"
# The remote's manifest joined X's local one rather than replacing it: the local-only variant is
# still a hit.
run_kiln build "$v/kiln.toml" --cache "$WORK/x" -o "$v/x2"
expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "machine X keeps its local-only variant"
cmp "$v/x2/cp.hipfb" "$v/x/cp.hipfb" || fail "machine X's bundle of its local-only variant"
run_kiln build "$a/kiln.toml" --cache "$WORK/x" --remote-cache "$url" -o "$a/x2"
expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "machine X still has the first checkout's variant"
cmp "$a/x2/cp.hipfb" "$a/nocache/cp.hipfb" || fail "machine X's bundle of the first checkout"
echo "checkout_paths: ok"
