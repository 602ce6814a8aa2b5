# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The CMake package from outside: kiln installed with `cmake --install`, the stand-alone project
# examples/consumer configured with find_package(Kiln), built with Ninja and tested with CTest.
# Then one fn_attrs value changes: Ninja rebuilds exactly the bundle and what depends on it, and
# the occupancy test that should now fail does fail; while the build fails, every occupancy test
# fails too (the bundle is the last good one). Editing a header the HIP source includes
# rebuilds the bundle too (depfile).
source "$(dirname "$0")/lib/common.bash"
: "${KILN_BUILD_DIR:?}"

cmake --install "$KILN_BUILD_DIR" --prefix "$WORK/prefix" >/dev/null
cp -r "$KILN_SOURCE_DIR/examples/consumer" "$WORK/c"
cmake -S "$WORK/c" -B "$WORK/b" -G Ninja -DCMAKE_PREFIX_PATH="$WORK/prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$WORK/b" >/dev/null
[ -f "$WORK/b/ops/ops.hipfb" ] && [ -f "$WORK/b/ops/ops.hpp" ] || fail "the bundle and header were not built"
[ -f "$WORK/b/ops/ops.html" ] || fail "REPORT_HTML wrote no ops.html"
grep -q "data-kernel=\"saxpy\"" "$WORK/b/ops/ops.html" || fail "ops.html does not show saxpy"
consumer_tests_pass "$WORK/b" "consumer"
grep -qE " app .*(Passed|Skipped)" <<<"$TESTS" || fail "app test: $TESTS"
expect_contains "$(ninja -C "$WORK/b")" "ninja: no work to do." "a no-op rebuild"

# One attribute: waves-per-eu 4 -> 1 lets tile use more registers, so fewer blocks fit. kiln build
# checks the manifest's expectations itself: the build fails at the expectation, the bundle stays.
sed -i 's/"amdgpu-waves-per-eu" = "4"/"amdgpu-waves-per-eu" = "1"/' "$WORK/c/kernels/kiln.toml"
before="$(md5sum < "$WORK/b/ops/ops.hipfb")"
set +e
failed="$(ninja -C "$WORK/b" 2>&1)"
code=$?
set -e
[ "$code" -ne 0 ] || fail "the build should fail on the missed expectation: $failed"
expect_contains "$failed" "error: kernel 'tile' for gfx942: expectation not met: 3 blocks/CU at block 256, expected >= 4: limited by VGPRs" "the build's error"
expect_eq "$(md5sum < "$WORK/b/ops/ops.hipfb")" "$before" "the failed build left the bundle alone"
# The occupancy tests do not pass on the bundle the failed build left: it is not the manifest's
# build as the manifest is now (kiln check --manifest).
set +e
stale="$(ctest --test-dir "$WORK/b" -R 'ops\.saxpy' --output-on-failure 2>&1)"
code=$?
set -e
[ "$code" -ne 0 ] || fail "the occupancy tests must not pass on the bundle a failed build left: $stale"
expect_contains "$stale" "kiln.toml' changed): its expectations may be others; build it again" "what changed"
# [bundle] expect = "warn" (exploring): the build goes through and the CTest check fails instead.
sed -i 's/^\[bundle\]$/&\nexpect = "warn"/' "$WORK/c/kernels/kiln.toml"
rebuilt="$(ninja -C "$WORK/b" -v)"
grep -q "kiln build" <<<"$rebuilt" || fail "the bundle was not rebuilt: $rebuilt"
grep -q "main.cpp" <<<"$rebuilt" || fail "app's source, which includes the header, was not recompiled: $rebuilt"
grep -q "other" <<<"$rebuilt" && fail "a target that does not use the kernels was rebuilt: $rebuilt"
set +e
failing="$(ctest --test-dir "$WORK/b" -R 'ops\.tile\.gfx942' --output-on-failure 2>&1)"
code=$?
set -e
[ "$code" -ne 0 ] || fail "the tile occupancy test should fail now: $failing"
expect_contains "$failing" "tile gfx942: 3 blocks/CU at block 256, expected >= 4: limited by VGPRs" "failing occupancy test"
ctest --test-dir "$WORK/b" -R 'ops\.saxpy' >/dev/null || fail "saxpy's tests must still pass"

# A header the HIP source includes: the depfile makes Ninja rebuild the bundle.
echo "// touched" >> "$WORK/c/kernels/tile.h"
grep -q "kiln build" <<<"$(ninja -C "$WORK/b" -v)" || fail "editing tile.h did not rebuild the bundle"
echo "ok"
