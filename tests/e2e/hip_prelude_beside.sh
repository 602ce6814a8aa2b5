# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A build whose clang front ends leave cores idle does not build a HIP prelude before the front end
# that needs it: the source compiles without one, and the prelude is built beside it for the cache
# (with --no-cache, not at all; nor first, when no other front end can read it). The bytes never depend on which way the front end went: with a
# prelude built first (-j 1), beside, without one, or from the cache (frontend::Preludes).
source "$(dirname "$0")/lib/common.bash"

[ "$(nproc)" -ge 2 ] || { echo "skipped: one core, no front end leaves one idle"; exit 77; }
p="$WORK/p"
mkdir -p "$p"
# tests/data/hip's source (templates, device functions, a header of its own), one front end.
cp -r "$DATA/hip/kernels.hip" "$DATA/hip/common.h" "$DATA/hip/inc" "$p/"
manifest() {  # manifest [CLANG_ARGS]
  printf '[bundle]\nname = "b"\ntargets = ["gfx942"]\n\n[defaults]\nsource = "kernels.hip"\ninclude_dirs = ["inc"]\n'
  printf 'block_size = 256\nclang_args = [%s]\n\n[kernels.matmul]\n\n[kernels.warp_sum]\n\n' "${1:-}"
  printf '[kernels.scale_big]\nsymbol = "scale<128, 64>"\n'
}
manifest > "$p/kiln.toml"
export KILN_CACHE_DIR="$WORK/cache"

# One front end, two threads: built beside, kept in the cache.
run_kiln build "$p/kiln.toml" -j 2
expect_eq "$CODE" 0 "cold build: $OUT"
expect_contains "$OUT" "front ends: 1 run, 0 from the cache (HIP preludes: 1 built, 0 from the cache)" "prelude built beside"
cp "$p/build/b.hipfb" "$WORK/beside.hipfb"

# An edit below the include: the front end reads the prelude built beside.
printf '// edited\n' >> "$p/kernels.hip"
run_kiln build "$p/kiln.toml" -j 2
expect_contains "$OUT" "front ends: 1 run, 0 from the cache (HIP preludes: 0 built, 1 from the cache)" "the prelude built beside is cached"
cmp -s "$WORK/beside.hipfb" "$p/build/b.hipfb" || fail "the cached prelude gives other bytes than the build beside it"

# No cache: nothing to build it for.
run_kiln build "$p/kiln.toml" -o "$WORK/nocache" -j 2 --no-cache
expect_contains "$OUT" "front ends: 1 run, 0 from the cache; kernels" "--no-cache builds no prelude beside"
cmp -s "$WORK/beside.hipfb" "$WORK/nocache/b.hipfb" || fail "without a prelude, other bytes"

# One thread: no core is idle, the prelude is built first and read (for a cache that keeps it).
run_kiln build "$p/kiln.toml" -o "$WORK/j1" -j 1 --cache "$WORK/cache-j1"
expect_contains "$OUT" "(HIP preludes: 1 built, 0 from the cache)" "-j 1 builds the prelude first"
cmp -s "$WORK/beside.hipfb" "$WORK/j1/b.hipfb" || fail "with the prelude built first, other bytes"

# One thread, no cache: a prelude no other front end can read is not built (nor with a read-only
# cache); two front ends with the same target, options and leading includes share one.
run_kiln build "$p/kiln.toml" -o "$WORK/j1n" -j 1 --no-cache
expect_contains "$OUT" "front ends: 1 run, 0 from the cache; kernels" "-j 1 --no-cache: no prelude for one front end"
cmp -s "$WORK/beside.hipfb" "$WORK/j1n/b.hipfb" || fail "-j 1 without a prelude, other bytes"
KILN_CACHE_READONLY=1 run_kiln build "$p/kiln.toml" -o "$WORK/j1r" -j 1 --cache "$WORK/cache-empty"
expect_contains "$OUT" "front ends: 1 run, 0 from the cache; kernels" "-j 1, a read-only cache: no prelude for one front end"
cp "$p/kernels.hip" "$p/second.hip"
{ manifest; printf '\n[kernels.second]\nsource = "second.hip"\nsymbol = "warp_sum"\n'; } > "$p/kiln.toml"
run_kiln build "$p/kiln.toml" -o "$WORK/two" -j 1 --no-cache
expect_contains "$OUT" "front ends: 2 run, 0 from the cache (HIP preludes: 1 built, 0 from the cache)" "two front ends share a prelude"
printf '#include <hip/hip_fp16.h>\n' | cat - "$p/kernels.hip" > "$p/second.hip"
run_kiln build "$p/kiln.toml" -o "$WORK/two" -j 1 --no-cache
expect_contains "$OUT" "front ends: 2 run, 0 from the cache; kernels" "other leading includes: a prelude each, neither built"

# Debug information: clang's differs with a precompiled header, so such a front end always reads
# its prelude.
manifest '"-g"' > "$p/kiln.toml"
run_kiln build "$p/kiln.toml" -o "$WORK/g2" -j 2 --no-cache
expect_contains "$OUT" "(HIP preludes: 1 built, 0 from the cache)" "-g: the prelude is built first"
run_kiln build "$p/kiln.toml" -o "$WORK/g1" -j 1 --no-cache
cmp -s "$WORK/g1/b.hipfb" "$WORK/g2/b.hipfb" || fail "-g: -j 1 and -j 2 give other bytes"
echo "ok"
