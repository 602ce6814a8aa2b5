# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Attributes reach the code object: the flat-work-group-size default comes from block_size, a
# renamed variant appears under its own name, an amdgpu-waves-per-eu override visibly changes the
# register-heavy kernel, and a value in the source yields to the built-in default but not to the
# manifest.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/m"
cp "$EXAMPLE/kernels/tile.ll" "$EXAMPLE/kernels/saxpy.ll" "$WORK/m/"
# A source that already carries amdgpu-flat-work-group-size (as __launch_bounds__(512) would).
sed -e 's/@saxpy(/@bounded(/' -e 's/^define amdgpu_kernel void @bounded(\(.*\)) {$/define amdgpu_kernel void @bounded(\1) #0 {/' \
  "$WORK/m/saxpy.ll" > "$WORK/m/bounded.ll"
echo 'attributes #0 = { "amdgpu-flat-work-group-size"="1,512" }' >> "$WORK/m/bounded.ll"
grep -q '#0 {' "$WORK/m/bounded.ll" || fail "test setup: attribute group not attached"

cat > "$WORK/m/kiln.toml" <<'TOML'
[bundle]
name = "attrs"
targets = ["gfx942"]

[kernels.tile_loose]
source = "tile.ll"
symbol = "tile_fma"

[kernels.tile_tight]
source = "tile.ll"
symbol = "tile_fma"
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "8,8" }

[kernels.saxpy_64]
source = "saxpy.ll"
symbol = "saxpy"
block_size = 64

[kernels.bounded_source]
source = "bounded.ll"
symbol = "bounded"

[kernels.bounded_manifest]
source = "bounded.ll"
symbol = "bounded"
block_size = 128
fn_attrs.amdgpu = { "amdgpu-flat-work-group-size" = "1,128" }
TOML

"$KILN" build "$WORK/m/kiln.toml" >/dev/null
unbundle "$WORK/m/build/attrs.hipfb" gfx942 "$WORK/a.co"

expect_eq "$(note_field "$WORK/a.co" saxpy_64 max_flat_workgroup_size)" 64 "block_size 64 -> flat work-group size"
expect_eq "$(note_field "$WORK/a.co" tile_loose max_flat_workgroup_size)" 256 "default block size 256"
expect_eq "$(note_field "$WORK/a.co" bounded_source max_flat_workgroup_size)" 512 "source value beats built-in"
expect_eq "$(note_field "$WORK/a.co" bounded_manifest max_flat_workgroup_size)" 128 "manifest beats source"

loose="$(note_field "$WORK/a.co" tile_loose vgpr_count)"
tight="$(note_field "$WORK/a.co" tile_tight vgpr_count)"
spills="$(note_field "$WORK/a.co" tile_tight vgpr_spill_count)"
echo "tile_fma: $loose VGPRs by default; $tight VGPRs and $spills spills with waves-per-eu 8,8"
[ "$loose" -gt 64 ] || fail "tile_loose should need more than 64 VGPRs, has $loose"
[ "$tight" -le 64 ] || fail "waves-per-eu 8 allows 64 VGPRs, tile_tight has $tight"
[ "$spills" -gt 0 ] || fail "tile_tight should spill under a 64-VGPR budget"
# The source symbols are gone; only the manifest's names remain.
syms="$("$READELF" --dyn-symbols "$WORK/a.co")"
grep -q " tile_fma.kd$" <<<"$syms" && fail "source symbol tile_fma leaked into the code object"
grep -q " tile_tight.kd$" <<<"$syms" || fail "renamed kernel tile_tight missing"
echo "ok"
