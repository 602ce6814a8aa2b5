# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Target-ID features reach the code object: gfx942:xnack- is compiled with xnack off (e_flags),
# and the bundle entry carries the full target ID.
source "$(dirname "$0")/lib/common.bash"

copy_example m
sed -i 's/^targets = .*/targets = ["gfx942:xnack-", "gfx950:sramecc+", "gfx942:sramecc+:xnack-"]/' "$WORK/m/kiln.toml"
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
bundle="$WORK/m/build/example.hipfb"
listed="$("$BUNDLER" --list -type=o -input="$bundle" | sort)"
expect_contains "$listed" "hipv4-amdgcn-amd-amdhsa--gfx942:xnack-" "list"
expect_contains "$listed" "hipv4-amdgcn-amd-amdhsa--gfx950:sramecc+" "list"
unbundle "$bundle" "gfx942:xnack-" "$WORK/a.co"
unbundle "$bundle" "gfx950:sramecc+" "$WORK/b.co"
expect_contains "$("$READELF" -h "$WORK/a.co")" "xnack-" "gfx942 e_flags"
expect_contains "$("$READELF" -h "$WORK/b.co")" "sramecc+" "gfx950 e_flags"
expect_contains "$("$READELF" --notes "$WORK/a.co")" "amdgcn-amd-amdhsa--gfx942:xnack-" "note target"
# Asked for gfx942:sramecc+:xnack-, clang-offload-bundler hands out the first compatible entry in
# file order, gfx942:xnack- (sramecc unpinned): the rule the HIP runtime and kiln's loader follow.
unbundle "$bundle" "gfx942:sramecc+:xnack-" "$WORK/c.co"
cmp "$WORK/a.co" "$WORK/c.co" || fail "the first compatible entry should win"
inspected="$("$KILN" inspect "$bundle")"
for t in "gfx942:xnack-" "gfx950:sramecc+" "gfx942:sramecc+:xnack-"; do
  expect_contains "$inspected" "tile_fma    $t" "inspect lists $t"
done
echo "ok"
