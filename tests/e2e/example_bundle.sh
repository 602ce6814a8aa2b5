# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The example manifest builds; clang-offload-bundler lists and unbundles every target; each code
# object carries exactly one metadata note listing every kernel; and clang-offload-bundler, given
# the same code objects, writes the very same bytes.
source "$(dirname "$0")/lib/common.bash"

out="$("$KILN" build "$EXAMPLE/kiln.toml" -o "$WORK/out")"
bundle="$WORK/out/example.hipfb"
expect_contains "$out" "[8/8]" "progress lines"
expect_contains "$out" "wrote $bundle" "summary"

listed="$("$BUNDLER" --list -type=o -input="$bundle" | sort)"
expect_eq "$listed" $'hipv4-amdgcn-amd-amdhsa--gfx942\nhipv4-amdgcn-amd-amdhsa--gfx950\nhost-x86_64-unknown-linux-gnu-' "bundler --list"

for t in gfx942 gfx950; do
  unbundle "$bundle" "$t" "$WORK/$t.co"
  expect_eq "$(metadata_notes "$WORK/$t.co")" 1 "$t metadata notes"
  for k in saxpy saxpy_1024 block_sum tile_fma; do
    [ -n "$(note_field "$WORK/$t.co" "$k" vgpr_count)" ] || fail "$t: kernel $k missing from the metadata note"
    grep -q " $k.kd$" <<<"$("$READELF" --dyn-symbols "$WORK/$t.co")" || fail "$t: no dynamic symbol $k.kd"
  done
  expect_contains "$("$READELF" --notes "$WORK/$t.co")" "amdhsa.target:   amdgcn-amd-amdhsa--$t" "$t note target"
done

# Byte-identical to clang-offload-bundler's own bundle of the same code objects.
"$BUNDLER" -type=o -bundle-align=4096 \
  -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942,hipv4-amdgcn-amd-amdhsa--gfx950 \
  -input=/dev/null -input="$WORK/gfx942.co" -input="$WORK/gfx950.co" -output="$WORK/clang.hipfb"
cmp "$bundle" "$WORK/clang.hipfb" || fail "kiln's bundle differs from clang-offload-bundler's"

# kiln inspect reads clang's bundle and reports what llvm-readelf reads.
inspected="$("$KILN" inspect "$WORK/clang.hipfb")"
vgprs="$(note_field "$WORK/gfx942.co" tile_fma vgpr_count)"
expect_contains "$inspected" "tile_fma    gfx942  $(printf '%5s' "$vgprs")" "inspect tile_fma"
echo "ok"
