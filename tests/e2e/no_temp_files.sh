# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A build never depends on the state of /tmp: links read and write memory (an in-memory file and a
# pipe), so kiln builds with TMPDIR pointing nowhere, and a build killed mid-way leaves nothing in
# TMPDIR. Before, each link went through /tmp/kiln-link-XXXXXX/in.a, which a kill left behind and
# which once vanished under a running build.
source "$(dirname "$0")/lib/common.bash"

copy_example m
mkdir -p "$WORK/tmp"
TMPDIR="$WORK/nowhere" "$KILN" build "$WORK/m/kiln.toml" --no-cache >/dev/null || fail "a build with TMPDIR pointing nowhere"
TMPDIR="$WORK/tmp" "$KILN" build "$WORK/m/kiln.toml" -o "$WORK/out" --no-cache >/dev/null
cmp "$WORK/m/build/example.hipfb" "$WORK/out/example.hipfb" || fail "TMPDIR changed the bundle"
# Killed while it compiles and links, again and again: TMPDIR stays empty.
for delay in 0.05 0.1 0.2 0.3; do
  TMPDIR="$WORK/tmp" "$KILN" build "$WORK/m/kiln.toml" -o "$WORK/killed" --no-cache -j 1 >/dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
done
expect_eq "$(ls -A "$WORK/tmp")" "" "what killed builds left in TMPDIR"
echo "ok"
