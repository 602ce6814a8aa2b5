# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Identical inputs give identical bytes: two builds into different directories, and a rebuild in
# place that leaves the bundle untouched (same bytes, same time) so Ninja rebuilds nothing.
source "$(dirname "$0")/lib/common.bash"

"$KILN" build "$EXAMPLE/kiln.toml" -o "$WORK/a" >/dev/null
copy_example b
"$KILN" build "$WORK/b/kiln.toml" >/dev/null
cmp "$WORK/a/example.hipfb" "$WORK/b/build/example.hipfb" || fail "two builds differ"

touch -d '2001-01-01' "$WORK/a/example.hipfb"
out="$("$KILN" build "$EXAMPLE/kiln.toml" -o "$WORK/a")"
expect_contains "$out" "unchanged $WORK/a/example.hipfb" "no-op rebuild summary"
[ "$(stat -c %Y "$WORK/a/example.hipfb")" == "$(date -d 2001-01-01 +%s)" ] || fail "no-op rebuild rewrote the bundle"
echo "ok"
