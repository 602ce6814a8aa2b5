# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A code object's AMDGPU metadata note is hostile MsgPack. LLVM's document reader traps (SIGILL,
# SIGSEGV) on a map whose keys are maps or arrays; kiln checks the note's shape first: every such
# note, raw or in a bundle, is a clear error naming the malformed note, exit 1, in inspect, check
# and disasm; a valid note beside them is read.
source "$(dirname "$0")/lib/common.bash"
NOTE="$KILN_SOURCE_DIR/tests/fuzz/note_object.py"

# note NAME HEX: NAME.co with that note, and NAME.hipfb bundling it for gfx942.
note() {
  python3 "$NOTE" "$WORK/$1.co" "$2"
  "$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx942 \
    -input=/dev/null -input="$WORK/$1.co" -output="$WORK/$1.hipfb"
}
# expect_malformed NAME MESSAGE: every command on NAME.co and NAME.hipfb exits 1 with the message.
expect_malformed() {
  local args
  for args in "inspect $WORK/$1.co" "inspect $WORK/$1.co --json" "disasm $WORK/$1.co k" \
              "inspect $WORK/$1.hipfb" "check $WORK/$1.hipfb" "disasm $WORK/$1.hipfb k"; do
    # shellcheck disable=SC2086
    run_kiln $args
    expect_eq "$CODE" 1 "$args (output: $OUT)"
    expect_contains "$OUT" "malformed AMDGPU metadata note: $2" "$args"
  done
}

python3 "$NOTE" "$WORK/good.co" --kernel
run_kiln inspect "$WORK/good.co"
expect_eq "$CODE" 0 "inspect of a valid note: $OUT"
expect_contains "$OUT" "gfx942" "the valid note's kernel"

note map_keys "82 80 01 80 02"
expect_malformed map_keys "a map key at byte 1 is a map, not a string"
note array_keys "82 90 01 90 02"
expect_malformed array_keys "a map key at byte 1 is an array, not a string"
# A top-level map with an integer key beside amdhsa.kernels: the key is what is wrong.
note int_key "82 01 02 ae $(printf amdhsa.kernels | od -An -tx1 | tr -d ' \n') 90"
expect_malformed int_key "a map key at byte 1 is an integer, not a string"
# Deeper: a kernel's map whose key is a map (50 random bytes inserted into a real note did this).
note kernel_key "81 ae $(printf amdhsa.kernels | od -An -tx1 | tr -d ' \n') 91 81 81 a1 61 01 02"
expect_malformed kernel_key "a map key at byte 18 is a map, not a string"
note huge_array "dd ff ff ff ff"
expect_malformed huge_array "an array at byte 0 claims 4294967295 entries, more than the rest of the note holds"
note truncated "92 a1 61"
expect_malformed truncated "truncated: it ends inside a map or an array at byte 3"
note deep "$(printf '91%.0s' $(seq 100))"
expect_malformed deep "nested deeper than 64 levels at byte 64"
note empty ""
expect_malformed empty "empty"

# Not a map at the top, or amdhsa.kernels not an array: said as such.
note no_map "91 01"
run_kiln inspect "$WORK/no_map.co"
expect_eq "$CODE" 1 "inspect of an array note: $OUT"
expect_contains "$OUT" "AMDGPU metadata is not a map" "an array note"
note kernels_int "81 ae $(printf amdhsa.kernels | od -An -tx1 | tr -d ' \n') 01"
run_kiln inspect "$WORK/kernels_int.co"
expect_eq "$CODE" 1 "inspect of a note whose amdhsa.kernels is 1: $OUT"
expect_contains "$OUT" "AMDGPU metadata: amdhsa.kernels is not an array" "amdhsa.kernels not an array"

# A directory scan reports the malformed file and goes on to the others.
mkdir "$WORK/dir"
cp "$WORK/map_keys.co" "$WORK/dir/a.co"
cp "$WORK/good.co" "$WORK/dir/b.co"
run_kiln inspect "$WORK/dir"
expect_eq "$CODE" 1 "inspect of a directory with a malformed note: $OUT"
expect_contains "$OUT" "a.co: error: malformed AMDGPU metadata note: a map key at byte 1 is a map, not a string" "the directory scan"
echo "hostile_notes: ok"
