# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln check on real compiled kernels: the example's expectations hold; tightened ones fail with
# one line each naming the limiting resource and what it would take; a bundle without kiln's
# metadata cannot be checked. The HIP occupancy in the report matches the model for the kernel's
# real resources (read with llvm-readelf).
source "$(dirname "$0")/lib/common.bash"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
bundle="$WORK/m/build/example.hipfb"
run_kiln check "$bundle"
expect_eq "$CODE" 0 "passing check"
expect_eq "$OUT" "ok: 10 expectations on 8 kernels hold" "passing check"

unbundle "$bundle" gfx942 "$WORK/a.co"
v="$(note_field "$WORK/a.co" tile_fma vgpr_count)"
s="$(note_field "$WORK/a.co" tile_fma sgpr_count)"
model="$(grep -m1 '"blocks_per_cu"' <<<"$("$KILN" occupancy --target gfx942 --vgprs "$v" --sgprs "$s" --lds 0 --block 256 --json)" | tr -dc 0-9)"
inspected="$("$KILN" inspect "$bundle" --json)"
expect_contains "$inspected" "\"blocks_per_cu\": $model," "inspect --json agrees with the calculator"
expect_contains "$inspected" '"source": "hip-model 6.4"' "occupancy source"

# Tighten: tile_fma needs 4 blocks (<= 128 VGPRs), block_sum at most 2 VGPRs.
sed -i 's/expect = { min_blocks_per_cu = 3, max_vgprs = 168, max_spills = 0 }/expect = { min_blocks_per_cu = 4, max_spills = 0 }/' "$WORK/m/kiln.toml"
sed -i 's/expect = { min_blocks_per_cu = 8, max_spills = 0 }/expect = { max_vgprs = 2 }/' "$WORK/m/kiln.toml"
# kiln build checks them itself: an error at each expectation, exit 3, the outputs left as they were.
before="$(md5sum < "$bundle")"
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 3 "a build missing its expectations: $OUT"
expect_contains "$OUT" "kiln.toml:29:32: error: kernel 'tile_fma' for gfx942: expectation not met: $model blocks/CU at block 256, expected >= 4: limited by VGPRs ($v used, <= 128 needed for 4)" "at the expectation"
expect_contains "$OUT" "error: kernel 'block_sum' for gfx950: expectation not met: 4 VGPRs, expected <= 2" "max_vgprs"
expect_eq "$(grep -c 'expectation not met' <<<"$OUT")" 4 "two kernels x two targets: $OUT"
expect_eq "$(md5sum < "$bundle")" "$before" "the failed build left the bundle alone"
# --expect=warn: warnings, the bundle written, and kiln check finds the same misses (exit 3).
run_kiln build "$WORK/m/kiln.toml" --expect=warn
expect_eq "$CODE" 0 "--expect=warn: $OUT"
expect_contains "$OUT" "warning: kernel 'tile_fma' for gfx942: expectation not met" "--expect=warn"
run_kiln check "$bundle"
expect_eq "$CODE" 3 "failing check"
expect_eq "$OUT" "block_sum gfx942: 4 VGPRs, expected <= 2
tile_fma gfx942: $model blocks/CU at block 256, expected >= 4: limited by VGPRs ($v used, <= 128 needed for 4)
block_sum gfx950: 4 VGPRs, expected <= 2
tile_fma gfx950: $model blocks/CU at block 256, expected >= 4: limited by VGPRs ($v used, <= 128 needed for 4)" "violations"

# The intent lowers to waves-per-eu and is then verified.
sed -i 's/expect = { min_blocks_per_cu = 4, max_spills = 0 }/min_blocks_per_cu = 4/' "$WORK/m/kiln.toml"
sed -i 's/"amdgpu-waves-per-eu" = "2"/"amdgpu-ieee" = "true"/' "$WORK/m/kiln.toml"
sed -i 's/expect = { max_vgprs = 2 }//' "$WORK/m/kiln.toml"
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 0 "the intent build: $OUT"
# 4 blocks of 256 on gfx942 leave 128 VGPRs: tile_fma gets there by spilling, and is told so.
expect_contains "$OUT" "kiln.toml:29:21: warning: kernel 'tile_fma' for gfx942: spills: " "a spill warning at the intent"
expect_contains "$OUT" "; its min_blocks_per_cu = 4 is met with spills" "the intent met by spilling"
run_kiln check "$bundle"
expect_eq "$OUT" "ok: 2 expectations on 8 kernels hold" "intent met"

"$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942 \
  -input=/dev/null -input="$WORK/a.co" -output="$WORK/clang.hipfb"
llvm_objcopy="$(dirname "$READELF")/llvm-objcopy"
[ -x "$llvm_objcopy" ] || llvm_objcopy="$(command -v llvm-objcopy-22)"
"$llvm_objcopy" --remove-section .kiln "$WORK/a.co" "$WORK/plain.co"
"$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942 \
  -input=/dev/null -input="$WORK/plain.co" -output="$WORK/plain.hipfb"
run_kiln check "$WORK/plain.hipfb"
expect_eq "$CODE" 1 "check without metadata"
expect_contains "$OUT" "carries no kiln metadata (not built by kiln): nothing to check" "check without metadata"
run_kiln inspect "$WORK/plain.hipfb"
expect_eq "$CODE" 0 "inspect without metadata"
echo "ok"
