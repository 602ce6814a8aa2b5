# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A header created where the include search looked first shadows the one a cached result read:
# the front-end cache, the HIP prelude cache and the up-to-date stamp all notice (each records the
# paths the search missed and checks they are still missing), so a cached build gives what a cold
# one gives. Before, the cached entry was used and the new header ignored.
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p/first" "$p/second"
printf '#define SCALE 2.0f\n' > "$p/second/scale.h"
printf '#define LEAD 1\n' > "$p/second/lead.h"
# lead.h is among the leading includes (in the prelude); scale.h is included by the source itself.
printf '#include <lead.h>\n#include <hip/hip_runtime.h>\n#include "scale.h"\n__global__ void k(float* x) { x[threadIdx.x] *= SCALE * LEAD; }\n' > "$p/k.hip"
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "sh"
targets = ["gfx942"]

[defaults]
block_size = 64
include_dirs = ["first", "second"]

[kernels.k]
source = "k.hip"
TOML
export KILN_CACHE_DIR="$WORK/cache"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "first build: $OUT"
cp "$p/build/sh.hipfb" "$WORK/two.hipfb"

# first/ comes before second/ on the include path: a new scale.h there is the one clang would read.
printf '#define SCALE 3.0f\n' > "$p/first/scale.h"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "build after adding first/scale.h: $OUT"
expect_contains "$OUT" "front ends: 1 run, 0 from the cache" "the cached front end is not used"
cmp -s "$p/build/sh.hipfb" "$WORK/two.hipfb" && fail "the new header changed nothing"
run_kiln build "$p/kiln.toml" -o "$WORK/cold" --no-cache
cmp "$p/build/sh.hipfb" "$WORK/cold/sh.hipfb" || fail "cached and cold builds disagree after first/scale.h appeared"

# The same for a leading include, which comes from the precompiled prelude.
printf '#define LEAD 5\n' > "$p/first/lead.h"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "build after adding first/lead.h: $OUT"
expect_contains "$OUT" "HIP preludes: 1 built, 0 from the cache" "the cached prelude is not used"
run_kiln build "$p/kiln.toml" -o "$WORK/cold2" --no-cache
cmp "$p/build/sh.hipfb" "$WORK/cold2/sh.hipfb" || fail "cached and cold builds disagree after first/lead.h appeared"

# Nothing new: up to date, and everything from the cache in another output directory.
run_kiln build "$p/kiln.toml"
expect_contains "$OUT" "up to date" "no-op build"
run_kiln build "$p/kiln.toml" -o "$WORK/again"
expect_contains "$OUT" "front ends: 0 run, 1 from the cache" "unchanged inputs hit the cache"
echo "ok"
