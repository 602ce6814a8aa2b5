# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A build keeps the cache within its limit ($KILN_CACHE_MAX_SIZE, default 5G) where it stored,
# least recently used first, and its outputs are right whatever it removed, also while another
# kiln prunes the same cache under it; a limit that is no size is an error and removes nothing.
source "$(dirname "$0")/lib/common.bash"
copy_example ex
m="$WORK/ex/kiln.toml"
run_kiln build "$m" --no-cache -o "$WORK/ref"
expect_eq "$CODE" 0 "reference: $OUT"

run_kiln build "$m" --cache "$WORK/big" -o "$WORK/o1"
expect_eq "$CODE" 0 "default limit: $OUT"
if grep -q "cache entries removed" <<<"$OUT"; then fail "the default limit removed entries: $OUT"; fi
before="$("$KILN" cache stats --cache "$WORK/big" | head -1 | sed "s/;.*//")"

# 64 KiB: a share of 256 bytes per entry directory, less than any entry.
set +e; OUT="$(KILN_CACHE_MAX_SIZE=64K "$KILN" build "$m" --cache "$WORK/small" -o "$WORK/o2" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 0 "a tiny limit: $OUT"
expect_contains "$OUT" "least recently used cache entries removed (size limit)" "the build pruned"
for f in example.hipfb example.hpp example.json; do cmp "$WORK/o2/$f" "$WORK/ref/$f" || fail "$f wrong after pruning"; done
after="$("$KILN" cache stats --cache "$WORK/small")"
expect_contains "$after" ": 0 entries" "every entry was over its directory's share: $after"
set +e; OUT="$(KILN_CACHE_MAX_SIZE=64K "$KILN" build "$m" --cache "$WORK/small" -o "$WORK/o3" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 0 "again: $OUT"
for f in example.hipfb example.hpp example.json; do cmp "$WORK/o3/$f" "$WORK/ref/$f" || fail "$f wrong the second time"; done

# Pruning under a build: `kiln cache clean` trimming the cache in a loop, and a second build with a
# tiny limit, while builds read and write the same cache: every build succeeds with the right bytes.
shared="$WORK/shared"
run_kiln build "$m" --cache "$shared" -o "$WORK/warm"
expect_eq "$CODE" 0 "filling the shared cache: $OUT"
( for _ in $(seq 200); do "$KILN" cache clean --max-size 20K --cache "$shared" >/dev/null 2>&1 || exit 1; done ) &
cleaner=$!
( KILN_CACHE_MAX_SIZE=64K "$KILN" build "$m" --cache "$shared" -o "$WORK/pruner" -j1 > "$WORK/pruner.log" 2>&1; echo $? > "$WORK/pruner.rc" ) &
pruner=$!
for i in 1 2 3 4 5; do
  rm -rf "$WORK/under"
  run_kiln build "$m" --cache "$shared" -o "$WORK/under" -j2
  expect_eq "$CODE" 0 "build $i while the cache is pruned: $OUT"
  for f in example.hipfb example.hpp example.json; do cmp "$WORK/under/$f" "$WORK/ref/$f" || fail "$f wrong while the cache was pruned (build $i)"; done
  grep -oE "front ends: [0-9]+ run|kernels: [0-9]+ compiled" <<<"$OUT" >> "$WORK/under.counts"
done
wait "$pruner"
expect_eq "$(cat "$WORK/pruner.rc")" 0 "the pruning build: $(cat "$WORK/pruner.log")"
for f in example.hipfb example.hpp example.json; do cmp "$WORK/pruner/$f" "$WORK/ref/$f" || fail "$f of the pruning build"; done
wait "$cleaner" || fail "kiln cache clean failed while builds ran"
grep -qvE "front ends: 0 run|kernels: 0 compiled" "$WORK/under.counts" || fail "the cleaner removed nothing under the builds: $(cat "$WORK/under.counts")"

set +e; OUT="$(KILN_CACHE_MAX_SIZE=lots "$KILN" build "$m" --cache "$WORK/big" -o "$WORK/o4" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "a limit that is no size is an error, as a bad setting of ccache's: $OUT"
expect_contains "$OUT" "error: max_size (KILN_CACHE_MAX_SIZE) must be a size such as 500M, 10G or 1.5GiB, not 'lots'" "its error"
[ ! -e "$WORK/o4" ] || fail "nothing is built with a bad setting"
expect_eq "$("$KILN" cache stats --cache "$WORK/big" | head -1 | sed 's/;.*//')" "$before" "nothing removed"
echo "cache_prune: ok"
