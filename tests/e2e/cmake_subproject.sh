# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln built inside another project, the two ways CMake projects take a dependency's sources:
# FetchContent (built and tested in full: bundle, header, occupancy tests, Kiln::runtime) and
# add_subdirectory (configured: the occupancy tests' discovery file is found, which failed before
# with "include could not find requested file: /KilnOccupancyTests.cmake"). Neither brings kiln's
# own tests, GoogleTest or example programs into the consumer's build or its ctest.
source "$(dirname "$0")/lib/common.bash"

cp -r "$KILN_SOURCE_DIR/examples/consumer" "$WORK/c"
cmake -S "$WORK/c" -B "$WORK/fetch" -G Ninja -DKILN_SOURCE="$KILN_SOURCE_DIR" -DCMAKE_BUILD_TYPE=Release >/dev/null
listed="$(ctest --test-dir "$WORK/fetch" -N)"
grep -qE "manifest\.|e2e\.|loader\.|example\.|bundle\." <<<"$listed" && fail "kiln's own tests leak into the consumer: $listed"
targets="$(ninja -C "$WORK/fetch" -t targets all)"
grep -qE "(manifest_test|loader_test|saxpy_host|gtest)" <<<"$targets" && fail "kiln's test programs are in the consumer's build"
ninja -C "$WORK/fetch" >/dev/null
consumer_tests_pass "$WORK/fetch" "FetchContent consumer"
"$WORK/fetch/reader" || fail "Kiln::runtime's occupancy model"
# The build log carries no table unless asked (KILN_VERBOSE).
echo "// touched" >> "$WORK/c/kernels/tile.h"
log="$(ninja -C "$WORK/fetch")"
grep -q "blocks/CU" <<<"$log" && fail "the summary table went into the build log: $log"

# Under Ninja kiln builds run in their own job pool; CMAKE_HIP_ARCHITECTURES picks the targets.
grep -q "pool = kiln" "$WORK/fetch/build.ninja" || fail "the bundle's command is not in the kiln job pool"
cmake -S "$WORK/c" -B "$WORK/fetch" -DCMAKE_HIP_ARCHITECTURES=gfx942 >/dev/null
ninja -C "$WORK/fetch" >/dev/null
targets="$("$WORK/fetch/_deps/kiln-build/kiln" inspect "$WORK/fetch/ops/ops.hipfb" --json | python3 -c 'import json,sys; print(" ".join(t["target"] for t in json.load(sys.stdin)["targets"]))')"
expect_eq "$targets" "gfx942" "CMAKE_HIP_ARCHITECTURES=gfx942"

cmake -S "$WORK/c" -B "$WORK/sub" -G Ninja -DKILN_SUBDIRECTORY="$KILN_SOURCE_DIR" -DCMAKE_BUILD_TYPE=Release >/dev/null
listed="$(ctest --test-dir "$WORK/sub" -N 2>&1)"
expect_contains "$listed" "ops.NOT_BUILT" "add_subdirectory: occupancy test discovery runs (the bundle is not built yet)"
grep -q "could not find requested file" <<<"$listed" && fail "add_subdirectory: $listed"
grep -qE "manifest\.|e2e\.|loader\." <<<"$listed" && fail "kiln's own tests leak into the consumer: $listed"
echo "ok"
