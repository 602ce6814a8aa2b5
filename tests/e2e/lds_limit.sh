# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A kernel whose LDS exceeds gfx942's 64 KiB fails the build with LLVM's message, the kernel's
# name and its manifest line, exit 1; the bundle of the previous build stays byte-identical.
source "$(dirname "$0")/lib/common.bash"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
bundle="$WORK/m/build/example.hipfb"
cp "$bundle" "$WORK/before.hipfb"
touch -d '2001-01-01' "$bundle"

cp "$DATA/big_lds.ll" "$WORK/m/kernels/"
cat >> "$WORK/m/kiln.toml" <<'TOML'

[kernels.big_lds]
source = "kernels/big_lds.ll"
TOML
line="$(grep -n '^\[kernels.big_lds\]' "$WORK/m/kiln.toml" | cut -d: -f1)"

run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 1 "exit code"
expect_contains "$OUT" "$WORK/m/kiln.toml:$line:10: error: kernel 'big_lds' for gfx942: " "message position"
expect_contains "$OUT" "local memory (98304) exceeds limit (65536)" "LLVM's reason"
grep -q "big_lds' for gfx950" <<<"$OUT" && fail "gfx950 has 160 KiB of LDS; only gfx942 should fail"
cmp "$bundle" "$WORK/before.hipfb" || fail "the failed build changed the bundle"
[ "$(stat -c %Y "$bundle")" == "$(date -d 2001-01-01 +%s)" ] || fail "the failed build touched the bundle"
grep -q tmp <<<"$(ls "$WORK/m/build")" && fail "a temporary file was left behind"
echo "ok"
