# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# HIP preludes: clang's implicit HIP headers, plus a source's leading `#include <...>` lines, come
# from a precompiled header shared by the sources with the same target and options. The bytes
# never depend on whether a prelude was built or came from the cache, nor on -j; the depfile still
# lists every header; diagnostics read as without a prelude.
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p/inc"
kernel() { printf '__global__ void %s(float* x) { x[threadIdx.x] *= %s; }\n' "$1" "$2"; }
{ printf '// a.hip\n#include <hip/hip_runtime.h>\n\n'; kernel ka 2.0f; } > "$p/a.hip"
{ printf '// b.hip, another comment\n#include <hip/hip_runtime.h>\n\n'; kernel kb 3.0f; } > "$p/b.hip"
{ printf '#define SCALE 4.0f\n#include <hip/hip_runtime.h>\n__launch_bounds__(1024)\n'; kernel kc SCALE; } > "$p/c.hip"
cat > "$p/kiln.toml" <<'EOF'
[bundle]
name = "pre"
targets = ["gfx942", "gfx950"]

[defaults]
block_size = 64
include_dirs = ["inc"]

[kernels.ka]
source = "a.hip"

[kernels.kb]
source = "b.hip"

[kernels.kc]
source = "c.hip"
EOF

# a.hip and b.hip open with the same include on the same line (comments do not matter): one prelude
# per target; c.hip opens with a macro, so only clang's implicit headers are precompiled for it.
export KILN_CACHE_DIR="$WORK/cache"
run_kiln build "$p/kiln.toml" -j 2
expect_eq "$CODE" 0 "cold build: $OUT"
expect_contains "$OUT" "front ends: 6 run, 0 from the cache (HIP preludes: 4 built, 0 from the cache)" "cold build"
cp "$p/build/pre.hipfb" "$WORK/cold.hipfb"
# kc's explicit __launch_bounds__(1024) is the author's (source wins); ka has none, so block_size applies.
unbundle "$WORK/cold.hipfb" gfx942 "$WORK/cold.co"
expect_eq "$(note_field "$WORK/cold.co" kc max_flat_workgroup_size)" 1024 "explicit __launch_bounds__(1024)"
expect_eq "$(note_field "$WORK/cold.co" ka max_flat_workgroup_size)" 64 "no launch bounds: the block size"

run_kiln build "$p/kiln.toml" -o "$WORK/nocache" -j 2 --no-cache
expect_eq "$CODE" 0 "--no-cache build"
cmp -s "$WORK/cold.hipfb" "$WORK/nocache/pre.hipfb" || fail "--no-cache gives other bytes"

# An edit below the includes: the front end runs again on the cached prelude; same bytes.
printf '// edited\n' >> "$p/a.hip"
run_kiln build "$p/kiln.toml"
expect_contains "$OUT" "front ends: 2 run, 4 from the cache (HIP preludes: 0 built, 2 from the cache)" "edited source"
cmp -s "$WORK/cold.hipfb" "$p/build/pre.hipfb" || fail "a cached prelude gives other bytes"
dep="$(cat "$p/build/pre.d")"
for f in "$p/a.hip" hip/hip_runtime.h __clang_hip_runtime_wrapper.h; do
  expect_contains "$dep" "$f" "depfile after a cached prelude"
done
grep -q "kiln-virtual" <<<"$dep" && fail "the depfile names a prelude's in-memory file"

# The prelude's cache entry is checked against the headers it read, like any other.
printf '#define KILN_TEST_HEADER 1\n' > "$p/inc/mine.h"
{ printf '#include <hip/hip_runtime.h>\n#include <mine.h>\n'; kernel kb KILN_TEST_HEADER; } > "$p/b.hip"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "a header in the prelude: $OUT"
printf '#define KILN_TEST_HEADER 5\n' > "$p/inc/mine.h"
run_kiln build "$p/kiln.toml"
expect_contains "$OUT" "front ends: 2 run" "a changed header reruns its front ends"
expect_contains "$OUT" "HIP preludes: 2 built" "a changed header rebuilds its preludes"

# A leading include that is missing fails the build; once it exists, the result equals a build
# without the cache (the failed prelude was not kept).
{ printf '#include <hip/hip_runtime.h>\n#include <mine.h>\n#include <later.h>\n'; kernel kb LATER; } > "$p/b.hip"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "a missing header"
expect_contains "$OUT" "$p/b.hip:3:10: error: 'later.h' file not found" "a missing header (clang's fatal error)"
printf '#define LATER 7.0f\n' > "$p/inc/later.h"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "the header now exists: $OUT"
run_kiln build "$p/kiln.toml" -o "$WORK/later" --no-cache
cmp -s "$p/build/pre.hipfb" "$WORK/later/pre.hipfb" || fail "after a missing header, the cache changes the bytes"

# A warning from a leading include is shown as it would be without a prelude (which is then not
# used: its warning would be lost), and an error below the includes keeps its line and column.
printf '#warning from mine.h\n' >> "$p/inc/mine.h"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "a warning is no error"
expect_contains "$OUT" "In file included from $p/b.hip:2:" "the warning's include chain"
expect_contains "$OUT" "$p/inc/mine.h:2:2: warning: from mine.h" "the warning"
{ printf '// a.hip\n#include <hip/hip_runtime.h>\n\n'; printf '__global__ void ka(float* x) { x[0] = undefined_name; }\n'; } > "$p/a.hip"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "an error"
expect_contains "$OUT" "$p/a.hip:4:39: error: use of undeclared identifier 'undefined_name'" "an error's position"
# Projects share preludes: the manifest's directory and kiln's working directory are not in a
# prelude's arguments when no header it reads is named through them, so a second project, run from
# another directory, builds no prelude of its own; its bytes are a build's without the cache. A
# project that searches a directory of its own (include_dirs) keeps preludes of its own.
export KILN_CACHE_DIR="$WORK/shared-cache"
for q in q1 q2/deeper; do
  mkdir -p "$WORK/$q"
  { printf '#include <hip/hip_runtime.h>\n'; kernel k "$([ "$q" = q1 ] && echo 2.0f || echo 3.0f)"; } > "$WORK/$q/k.hip"
  printf '[bundle]\nname = "q"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "k.hip"\nblock_size = 64\n' > "$WORK/$q/kiln.toml"
done
(cd "$WORK/q1" && run_kiln build kiln.toml && expect_contains "$OUT" "HIP preludes: 1 built, 0 from the cache" "the first project")
(cd / && run_kiln build "$WORK/q2/deeper/kiln.toml" &&
   expect_contains "$OUT" "front ends: 1 run, 0 from the cache (HIP preludes: 0 built, 1 from the cache)" "another project, another directory")
run_kiln build "$WORK/q2/deeper/kiln.toml" -o "$WORK/q2/nocache" --no-cache
cmp -s "$WORK/q2/deeper/build/q.hipfb" "$WORK/q2/nocache/q.hipfb" || fail "another project's prelude gives other bytes"
# clang looks for an -include'd header (its implicit __clang_hip_runtime_wrapper.h) in the working
# directory first: run from a directory holding one, the build reads it, as clang does, and takes
# no prelude built elsewhere.
mkdir -p "$WORK/shadow" "$WORK/q5"
printf '#error from the working directory\n' > "$WORK/shadow/__clang_hip_runtime_wrapper.h"
{ printf '#include <hip/hip_runtime.h>\n'; kernel k 6.0f; } > "$WORK/q5/k.hip"
cp "$WORK/q1/kiln.toml" "$WORK/q5/"
(cd "$WORK/shadow" && run_kiln build "$WORK/q5/kiln.toml" && expect_eq "$CODE" 1 "a header in the working directory: $OUT" &&
   expect_contains "$OUT" "error: from the working directory" "a header in the working directory")
for q in q3 q4; do
  mkdir -p "$WORK/$q/inc"
  { printf '#include <hip/hip_runtime.h>\n'; kernel k "$([ "$q" = q3 ] && echo 4.0f || echo 5.0f)"; } > "$WORK/$q/k.hip"
  printf '[bundle]\nname = "q"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "k.hip"\nblock_size = 64\ninclude_dirs = ["inc"]\n' > "$WORK/$q/kiln.toml"
  run_kiln build "$WORK/$q/kiln.toml"
  expect_contains "$OUT" "HIP preludes: 1 built, 0 from the cache" "a project with include_dirs of its own ($q)"
done
echo "ok"
