# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln inspect --block/--dynamic-lds (issue 33, item 7): the figures of every kernel for the launch
# the user gives instead of the record's or the kernel's maximum (marked *), equal to the
# calculator's (kiln occupancy) for the same resources; a block above a kernel's own maximum is a
# warning naming the file; a value out of range is a usage error.
source "$(dirname "$0")/lib/common.bash"

run_kiln build "$KILN_SOURCE_DIR/manifests/example/kiln.toml" -o "$WORK/out" --no-cache
expect_eq "$CODE" 0 "the example: $OUT"
B="$WORK/out/example.hipfb"
"$BUNDLER" -unbundle -type=o -targets=hipv4-amdgcn-amd-amdhsa--gfx942 -input="$B" -output="$WORK/gfx942.hsaco"

run_kiln inspect "$B" --block 512 --dynamic-lds 8192
expect_eq "$CODE" 0 "inspect with a launch: $OUT"
expect_contains "$OUT" "example.hipfb: warning: kernel 'tile_fma' on gfx942 allows at most 256 threads a block: a launch of 512 fails" "the kernel's own bound"
grep -q '\*' <<<"$OUT" && fail "no block assumed: $OUT"
# Each row against the calculator for the same VGPRs, SGPRs and LDS (the table's is static + dynamic).
while read -r name target vgprs sgprs agprs lds scratch spills block blocks rest; do
  [ "$block" = 512 ] || fail "$name on $target: block $block: $OUT"
  calc="$("$KILN" occupancy --target "$target" --vgprs "$vgprs" --sgprs "$sgprs" --lds "$lds" --block 512 | head -1)"
  expect_contains "$calc" ": $blocks blocks per CU" "$name on $target against kiln occupancy"
done < <(grep -E "^(saxpy|saxpy_1024|block_sum|tile_fma) " <<<"$OUT")

# A code object alone (the record's launch otherwise), and JSON.
run_kiln inspect "$WORK/gfx942.hsaco" --block 64 --json
expect_eq "$CODE" 0 "a code object with a launch: $OUT"
expect_eq "$(kernel_field gfx942 saxpy launch.block_size <<<"$OUT")" 64 "the launch in JSON"
expect_contains "$OUT" '"launch_known": true' "the launch is known"
run_kiln inspect "$WORK/gfx942.hsaco"
grep -qE "^saxpy +gfx942 .* 256 " <<<"$OUT" || fail "the record's launch without --block: $OUT"

run_kiln inspect "$B" --block 0
expect_eq "$CODE" 1 "a block of 0: $OUT"
expect_contains "$OUT" "--block takes a number from 1 to 1024, not '0'" "the range"
run_kiln inspect "$B" --dynamic-lds lots
expect_eq "$CODE" 1 "not a number: $OUT"
echo "ok"
