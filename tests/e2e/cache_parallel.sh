# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Parallel and cached builds give the bundle cold -j1 gives; a corrupt cache entry is a miss, not
# a wrong result; two kiln processes share one cache at once; one fn_attrs change recompiles only
# that kernel; kiln cache stats/clean; an edit to one kernel of a source recompiles only that one.
source "$(dirname "$0")/lib/common.bash"
export KILN_CACHE_DIR="$WORK/cache"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" -o "$WORK/j1" -j 1 --no-cache >/dev/null
[ -e "$KILN_CACHE_DIR" ] && fail "--no-cache must not write the cache"
out="$("$KILN" build "$WORK/m/kiln.toml" -o "$WORK/j8" -j 8)"
expect_contains "$out" "kernels: 8 compiled, 0 from the cache" "cold -j8"
cmp "$WORK/j1/example.hipfb" "$WORK/j8/example.hipfb" || fail "-j1 and -j8 differ"
out="$("$KILN" build "$WORK/m/kiln.toml" -o "$WORK/cached" -j 8)"
expect_contains "$out" "front ends: 0 run, 6 from the cache; kernels: 0 compiled, 8 from the cache" "warm"
expect_contains "$out" "(cached)" "progress marks cached jobs"
cmp "$WORK/j1/example.hipfb" "$WORK/cached/example.hipfb" || fail "cached and cold differ"

# Corrupt every entry (not the directory's tag): all misses, counted, same bytes.
find "$KILN_CACHE_DIR" -type f ! -name CACHEDIR.TAG | while read -r f; do printf 'garbage' | dd of="$f" bs=1 seek=40 conv=notrunc 2>/dev/null; done
out="$("$KILN" build "$WORK/m/kiln.toml" -o "$WORK/corrupt" -j 2)"
# 6 front ends, and 8 objects under two keys each (inputs, and the kernel's own module).
expect_contains "$out" "kernels: 8 compiled, 0 from the cache (22 corrupt cache entries ignored)" "corrupt entries"
cmp "$WORK/j1/example.hipfb" "$WORK/corrupt/example.hipfb" || fail "a corrupt cache changed the result"

# Two processes, one fresh cache, at the same time.
export KILN_CACHE_DIR="$WORK/shared"
"$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p1" -j 2 > "$WORK/p1.log" 2>&1 &
"$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p2" -j 2 > "$WORK/p2.log" 2>&1 &
wait %1 || fail "first concurrent build: $(cat "$WORK/p1.log")"
wait %2 || fail "second concurrent build: $(cat "$WORK/p2.log")"
cmp "$WORK/p1/example.hipfb" "$WORK/j1/example.hipfb" && cmp "$WORK/p2/example.hipfb" "$WORK/j1/example.hipfb" ||
  fail "concurrent builds differ"
grep -q "\.tmp\." <<<"$(ls -R "$KILN_CACHE_DIR")" && fail "temporary files left in the cache"

# One attribute of one kernel: only its two jobs compile.
sed -i 's/"amdgpu-waves-per-eu" = "2"/"amdgpu-waves-per-eu" = "3"/' "$WORK/m/kiln.toml"
out="$("$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p1" --explain --time-report)"
expect_contains "$out" "kernels: 2 compiled, 6 from the cache" "one attribute changed"
expect_contains "$out" "explain: gfx942 tile_fma: amdgpu-waves-per-eu '2' -> '3'" "--explain"
expect_contains "$out" "explain: gfx950 tile_fma: amdgpu-waves-per-eu '2' -> '3'" "--explain"
[ "$(grep -c '^explain:' <<<"$out")" = 2 ] || fail "only the two recompiled jobs are explained: $out"
grep -qE "^time: plan and front ends [0-9.]+s, kernels [0-9.]+s, link and metadata [0-9.]+s, write [0-9.]+s; peak RSS [1-9][0-9]* MB, largest worker [0-9]+ MB$" <<<"$out" ||
  fail "--time-report: $out"
out="$("$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p1")"
expect_contains "$out" "up to date: no input changed since the last build" "no-op rebuild"
expect_contains "$out" "tile_fma    gfx942" "a no-op rebuild prints the last build's table"
echo "; a comment" >> "$WORK/m/kernels/saxpy.ll"
out="$("$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p1")"
expect_contains "$out" "kernels: 0 compiled, 8 from the cache" "a comment changes no object"

stats="$("$KILN" cache stats)"
# 6 front ends (a manifest and a result each) and 8 objects under 2 keys each, 2 recompiled
# objects, 2 front ends of the comment.
expect_contains "$stats" "$KILN_CACHE_DIR: 36 entries" "cache stats"
"$KILN" cache clean --max-size 10K >/dev/null
left="$("$KILN" cache stats | head -1 | sed -E 's/.* entries, ([0-9]+) bytes.*/\1/')"
[ "$left" -le 10240 ] || fail "clean --max-size 10K left $left bytes"
# Without --max-size clean trims to the limit ($KILN_CACHE_MAX_SIZE, else 5G): nothing to remove
# here; --all empties the cache. Sizes as ccache writes them.
before="$("$KILN" cache stats | head -1 | sed -E 's/.*: ([0-9]+) entries.*/\1/')"
expect_contains "$("$KILN" cache clean)" ": $before entries" "clean trims to the 5G limit only"
expect_contains "$("$KILN" cache stats)" "; limit 5G (5000000000 bytes, default)" "the default limit"
expect_contains "$(KILN_CACHE_MAX_SIZE=1.5GiB "$KILN" cache stats)" "; limit 1.5GiB (1610612736 bytes, KILN_CACHE_MAX_SIZE)" "the limit from the environment"
expect_contains "$(KILN_CACHE_MAX_SIZE=1K "$KILN" cache clean)" "; limit 1K (1000 bytes, KILN_CACHE_MAX_SIZE)" "clean to the environment's limit"
set +e; out="$(KILN_CACHE_MAX_SIZE=lots "$KILN" cache stats 2>&1)"; c=$?; set -e
expect_eq "$c" 1 "a bad limit"
expect_contains "$out" "error: max_size (KILN_CACHE_MAX_SIZE) must be a size such as 500M, 10G or 1.5GiB, not 'lots'" "a bad limit says so"
set +e; out="$("$KILN" cache clean --max-size 10X 2>&1)"; c=$?; set -e
expect_contains "$out" "error: --max-size must be a size such as 500M, 10G or 1.5GiB, not '10X'" "a bad --max-size"
expect_contains "$("$KILN" cache clean --all)" ": 0 entries, 0 bytes" "clean --all"
# $KILN_CACHE_DISABLE: as --no-cache; $KILN_CACHE_READONLY: hits used, nothing stored.
out="$(KILN_CACHE_DISABLE=1 "$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p3")"
expect_contains "$out" "kernels: 8 compiled, 0 from the cache" "disabled: everything compiled"
expect_contains "$("$KILN" cache stats)" ": 0 entries" "disabled: nothing stored"
out="$(KILN_CACHE_READONLY=1 "$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p4")"
expect_contains "$out" "kernels: 8 compiled, 0 from the cache" "read-only, empty"
expect_contains "$("$KILN" cache stats)" ": 0 entries" "read-only: nothing stored"
"$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p5" >/dev/null
entries="$("$KILN" cache stats | sed -E 's/.*: ([0-9]+) entries.*/\1/')"
out="$(KILN_CACHE_READONLY=1 "$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p6")"
expect_contains "$out" "kernels: 0 compiled, 8 from the cache" "read-only: hits used"
expect_contains "$("$KILN" cache stats)" ": $entries entries" "read-only: still nothing stored"
cmp -s "$WORK/p5/example.hipfb" "$WORK/p6/example.hipfb" || fail "a read-only build's bundle differs"
KILN_CACHE_DIR="$WORK/never" KILN_CACHE_READONLY=1 "$KILN" build "$WORK/m/kiln.toml" -o "$WORK/p7" >/dev/null
[ ! -e "$WORK/never" ] || fail "a read-only build made its cache directory"

# Two kernels in one source: editing one recompiles that one; the other's module is unchanged,
# so its object comes from the cache by its second key.
mkdir -p "$WORK/two"
kernel_ir() { printf 'define amdgpu_kernel void @%s(ptr addrspace(1) %%p) {\n  store float %s, ptr addrspace(1) %%p, align 4\n  ret void\n}\n' "$1" "$2"; }
{ printf 'target triple = "amdgcn-amd-amdhsa"\n'; kernel_ir one 1.0; kernel_ir two 2.0; } > "$WORK/two/k.ll"
printf '[bundle]\nname = "two"\ntargets = ["gfx942"]\n[defaults]\nsource = "k.ll"\nblock_size = 64\n[kernels.one]\n[kernels.two]\n' > "$WORK/two/kiln.toml"
out="$("$KILN" build "$WORK/two/kiln.toml")"
expect_contains "$out" "kernels: 2 compiled, 0 from the cache" "two kernels, cold"
sed -i 's/store float 2.0/store float 3.0/' "$WORK/two/k.ll"
out="$("$KILN" build "$WORK/two/kiln.toml" --explain)"
expect_contains "$out" "kernels: 1 compiled, 1 from the cache" "one kernel of the source edited"
expect_contains "$out" "explain: gfx942 two: source changed" "the edited kernel"
"$KILN" build "$WORK/two/kiln.toml" -o "$WORK/two/fresh" --no-cache >/dev/null
cmp -s "$WORK/two/build/two.hipfb" "$WORK/two/fresh/two.hipfb" || fail "an object by its second key gives other bytes"
echo "ok"
