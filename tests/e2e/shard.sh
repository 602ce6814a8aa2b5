# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# --shard I/N: four sharded builds of one manifest, in parallel into one cache, each compile a
# disjoint share of the (kernel, target) jobs (together all of them) and write nothing; a build
# without --shard then compiles nothing and writes the same bytes as a --no-cache build. The
# shares are the same from another checkout path. Shards on four "machines" (each its own local
# cache) uploading to a real nginx remote: a build on a fifth, at another path with an empty local
# cache, assembles the same bytes from the remote without compiling. Bad --shard values and a
# cache it cannot write are errors.
source "$(dirname "$0")/lib/common.bash"
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
copy_example ex
m="$WORK/ex/kiln.toml"
# More jobs than shares: the example's four kernels, twice over under other names.
python3 - "$m" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
tables = re.split(r"(?m)^(?=\[kernels\.)", text)[1:]
out = ""
for t in tables:
    name = re.match(r"\[kernels\.([A-Za-z0-9_]+)\]", t).group(1)
    body = t.split("\n", 1)[1]
    out += "\n[kernels.%s_copy]\n" % name + ("" if re.search(r"(?m)^symbol\s*=", body) else 'symbol = "%s"\n' % name) + body
open(sys.argv[1], "a").write(out)
PY
run_kiln build "$m" --no-cache -o "$WORK/ref"
expect_eq "$CODE" 0 "reference build: $OUT"
total="$(grep -cE '^\[[0-9]+/[0-9]+\] ' <<<"$OUT")"
[ "$total" -ge 12 ] || fail "expected at least 12 jobs, got $total"

for i in 1 2 3 4; do
  ( set +e; "$KILN" build "$m" --shard "$i/4" -j1 --cache "$WORK/cache" > "$WORK/shard$i.log" 2>&1; echo $? > "$WORK/shard$i.rc" ) &
done
wait
jobs_of() { grep -E '^\[[0-9]+/[0-9]+\] ' "$1" | awk '{print $2, $3}' | sort; }
: > "$WORK/all"
for i in 1 2 3 4; do
  expect_eq "$(cat "$WORK/shard$i.rc")" 0 "shard $i: $(cat "$WORK/shard$i.log")"
  expect_contains "$(cat "$WORK/shard$i.log")" "shard $i/4: " "shard $i's summary"
  expect_contains "$(cat "$WORK/shard$i.log")" "of the $total jobs" "shard $i counts every job"
  expect_contains "$(cat "$WORK/shard$i.log")" "nothing written" "shard $i writes nothing"
  n="$(jobs_of "$WORK/shard$i.log" | wc -l)"
  [ "$n" -ge 2 ] && [ "$n" -le 4 ] || fail "shard $i has $n of $total jobs: unbalanced"
  jobs_of "$WORK/shard$i.log" >> "$WORK/all"
done
[ ! -e "$WORK/ex/build" ] || fail "a shard wrote outputs: $(ls "$WORK/ex/build")"
expect_eq "$(sort "$WORK/all" | uniq -d)" "" "no job in two shards"
expect_eq "$(wc -l < "$WORK/all")" "$total" "every job in a shard"

run_kiln build "$m" --cache "$WORK/cache"
expect_eq "$CODE" 0 "assembling build: $OUT"
expect_contains "$OUT" "kernels: 0 compiled, $total from the cache" "the assembling build compiles nothing"
expect_contains "$OUT" "front ends: 0 run" "nor runs a front end"
for f in example.hipfb example.hpp example.json; do
  cmp "$WORK/ex/build/$f" "$WORK/ref/$f" || fail "$f differs from the --no-cache build's"
done

# The same shares from another checkout path.
cp -r "$WORK/ex" "$WORK/other"
rm -rf "$WORK/other/build"
"$KILN" build "$WORK/other/kiln.toml" --shard 3/4 -j1 --cache "$WORK/cache2" > "$WORK/other3.log" 2>&1 || fail "shard 3 elsewhere: $(cat "$WORK/other3.log")"
expect_eq "$(jobs_of "$WORK/other3.log")" "$(jobs_of "$WORK/shard3.log")" "shard 3's jobs do not depend on the checkout path"

# Four machines share nothing but a remote cache: each shard uploads its share.
shards=()
start_nginx "$WORK/nginx"
url="http://127.0.0.1:$nginx_port/kiln"
for i in 1 2 3 4; do
  ( set +e; "$KILN" build "$m" --shard "$i/4" -j1 --cache "$WORK/machine$i" --remote-cache "$url" > "$WORK/rshard$i.log" 2>&1; echo $? > "$WORK/rshard$i.rc" ) &
  shards+=($!)
done
wait "${shards[@]}"  # not nginx
for i in 1 2 3 4; do
  expect_eq "$(cat "$WORK/rshard$i.rc")" 0 "shard $i with the remote: $(cat "$WORK/rshard$i.log")"
  expect_eq "$(jobs_of "$WORK/rshard$i.log")" "$(jobs_of "$WORK/shard$i.log")" "shard $i's share with its own cache"
  grep -qE "remote cache $url: .*, [1-9][0-9]* uploads" "$WORK/rshard$i.log" || fail "shard $i uploaded nothing: $(cat "$WORK/rshard$i.log")"
  if grep -q "warning: remote cache" "$WORK/rshard$i.log"; then fail "shard $i: $(cat "$WORK/rshard$i.log")"; fi
done
cp -r "$WORK/ex" "$WORK/fifth"
rm -rf "$WORK/fifth/build"
run_kiln build "$WORK/fifth/kiln.toml" --cache "$WORK/machine5" --remote-cache "$url"
expect_eq "$CODE" 0 "assembling from the remote: $OUT"
expect_contains "$OUT" "kernels: 0 compiled, $total from the cache" "the fifth machine compiles nothing"
expect_contains "$OUT" "front ends: 0 run" "nor runs a front end"
grep -qE "remote cache $url: [0-9]+ hits, 0 misses, 0 corrupt entries, 0 errors, 0 timeouts, 0 uploads" <<<"$OUT" ||
  fail "every entry from the remote, nothing uploaded: $OUT"
for f in example.hipfb example.hpp example.json; do
  cmp "$WORK/fifth/build/$f" "$WORK/ref/$f" || fail "$f assembled from the remote differs from the --no-cache build's"
done

for bad in 0/4 5/4 4 a/b 1/0; do
  run_kiln build "$m" --shard "$bad" --cache "$WORK/cache"
  expect_eq "$CODE" 1 "--shard $bad: $OUT"
  expect_contains "$OUT" "--shard takes I/N" "--shard $bad"
done
run_kiln build "$m" --shard 1/2 --no-cache
expect_eq "$CODE" 1 "--shard without a cache: $OUT"
expect_contains "$OUT" "it needs a cache it can write" "--shard without a cache"
echo "shard: ok"
