# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln explain: every resolved setting and attribute with its origin and manifest position, as
# text and JSON; a built-in that yields to the source shows the source's value.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/m"
cp "$EXAMPLE/kernels/saxpy.ll" "$WORK/m/"
sed -e 's/^define amdgpu_kernel void @saxpy(\(.*\)) {$/define amdgpu_kernel void @saxpy(\1) #0 {/' "$WORK/m/saxpy.ll" > "$WORK/m/bounded.ll"
echo 'attributes #0 = { "amdgpu-flat-work-group-size"="1,512" }' >> "$WORK/m/bounded.ll"
cat > "$WORK/m/kiln.toml" <<'TOML'
[bundle]
name = "ex"
targets = ["gfx942", "gfx950"]

[defaults]
block_size = 128
fn_attrs.amdgpu = { "amdgpu-ieee" = "false" }

[kernels.k]
source = "bounded.ll"
symbol = "saxpy"
min_blocks_per_cu = 4
unchecked_fn_attrs.amdgpu = { "amdgpu-no-agpr" = "" }

[kernels.k.target.gfx950]
block_size = 256
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "1" }
TOML
m="$WORK/m/kiln.toml"
run_kiln explain "$m" k --target gfx942
expect_eq "$CODE" 0 "explain exit"
row() { grep -E "^  $1 " <<<"$OUT" | tr -s ' ' || true; }
expect_eq "$(row block_size)" " block_size 128 defaults $m:6:14" "block_size from defaults"
expect_eq "$(row symbol)" " symbol saxpy kernel $m:11:10" "symbol"
expect_eq "$(row std)" " std builtin" "std, the language's default (it was missing from the list)"
expect_eq "$(row 'fn_attrs.amdgpu.amdgpu-flat-work-group-size')" " fn_attrs.amdgpu.amdgpu-flat-work-group-size \"1,512\" source" "source beats built-in"
expect_eq "$(row 'fn_attrs.amdgpu.amdgpu-ieee')" " fn_attrs.amdgpu.amdgpu-ieee \"false\" defaults $m:7:37" "defaults"
expect_eq "$(row 'fn_attrs.amdgpu.amdgpu-waves-per-eu')" " fn_attrs.amdgpu.amdgpu-waves-per-eu \"2\" intent $m:12:21" "intent: ceil(4*2/4)"
expect_eq "$(row 'expect.min_blocks_per_cu')" " expect.min_blocks_per_cu 4 intent $m:12:21" "intent expectation"
expect_eq "$(row 'fn_attrs.amdgpu.amdgpu-no-agpr')" " fn_attrs.amdgpu.amdgpu-no-agpr \"\" kernel (unchecked) $m:13:50" "unchecked"
expect_eq "$(row 'fn_attrs.amdgpu.uniform-work-group-size')" " fn_attrs.amdgpu.uniform-work-group-size \"true\" builtin" "built-in"
grep -q "for gfx950" <<<"$OUT" && fail "--target gfx942 shows gfx942 only"
# A long value (the HIP profile's reason, the target features) overflows its own line and pads no
# other (issue 33, item 5: every line was as wide as the longest value, ~700 columns).
expect_eq "$(grep -vE '^  (hip_profile|fn_attrs.amdgpu.target-features) ' <<<"$OUT" | awk 'length($0) > 160' | wc -l)" 0 "no padded-out line: $OUT"

run_kiln explain "$m" k --target gfx950
expect_eq "$(row block_size)" " block_size 256 kernel.target $m:16:14" "target table"
expect_eq "$(row 'fn_attrs.amdgpu.amdgpu-waves-per-eu')" " fn_attrs.amdgpu.amdgpu-waves-per-eu \"1\" kernel.target $m:17:45" "explicit beats intent"

run_kiln explain "$m" k --json
expect_eq "$CODE" 0 "explain --json exit"
expect_contains "$OUT" '"target": "gfx950"' "json targets"
expect_contains "$OUT" '"name": "amdgpu-flat-work-group-size",
          "value": "1,512",
          "checked": true,
          "origin": "source"' "json attribute"

run_kiln explain "$m" kk
expect_eq "$CODE" 1 "unknown kernel"
expect_contains "$OUT" "$m: error: no kernel 'kk' in the manifest" "unknown kernel"
expect_contains "$OUT" "note: did you mean 'k'?" "unknown kernel suggestion"
echo "ok"
