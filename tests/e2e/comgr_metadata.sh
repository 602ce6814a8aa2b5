# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ROCm's comgr (Debian's 5.2) reads every kernel's metadata from kiln's code objects, and each
# field equals what kiln reports: from the .kiln section and from its AMDHSA note reader alike.
source "$(dirname "$0")/lib/common.bash"
: "${COMGR_DUMP:?}"
llvm_objcopy="$(dirname "$READELF")/llvm-objcopy"
[ -x "$llvm_objcopy" ] || llvm_objcopy="$(command -v llvm-objcopy-22)"

copy_example m
# More varied resources: spills, AGPRs, scratch, a max flat size of 1024.
cat >> "$WORK/m/kiln.toml" <<'TOML'

[kernels.tile_tight]
source = "kernels/tile.ll"
symbol = "tile_fma"
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "4", "amdgpu-agpr-alloc" = "64" }
TOML
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
fields="vgpr_count sgpr_count agpr_count group_segment_fixed_size private_segment_fixed_size vgpr_spill_count sgpr_spill_count max_flat_workgroup_size wavefront_size"
compared=0
for t in gfx942 gfx950; do
  unbundle "$WORK/m/build/example.hipfb" "$t" "$WORK/$t.co"
  "$llvm_objcopy" --remove-section .kiln "$WORK/$t.co" "$WORK/$t.plain.co"
  "$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--$t \
    -input=/dev/null -input="$WORK/$t.plain.co" -output="$WORK/$t.plain.hipfb"
  "$COMGR_DUMP" "$WORK/$t.co" > "$WORK/$t.comgr"
  for source in "$WORK/m/build/example.hipfb" "$WORK/$t.plain.hipfb"; do
    json="$("$KILN" inspect "$source" --json)"
    # The kernels of this target, one flat JSON object each: "field": value lines.
    for k in saxpy saxpy_1024 block_sum tile_fma tile_tight; do
      block="$(awk -v t="\"target\": \"$t\"" -v k="\"name\": \"$k\"," '
        index($0, "\"target\": ") { in_t = index($0, t) > 0 }
        in_t && index($0, k) { on = 1; next }
        on && /^        }/ { exit }
        on { print }' <<<"$json")"
      [ -n "$block" ] || fail "$t $k missing from kiln inspect --json of $source"
      for f in $fields; do
        mine="$(grep -m1 "\"$f\":" <<<"$block" | tr -dc 0-9)"
        theirs="$(awk -v k="$k" -v f="$f" '$1 == k && $2 == f { print $3 }' "$WORK/$t.comgr")"
        expect_eq "$mine" "$theirs" "$t $k $f (comgr vs kiln, $(basename "$source"))"
        compared=$((compared + 1))
      done
    done
  done
done
echo "compared $compared fields"
[ "$compared" -eq $((2 * 2 * 5 * 9)) ] || fail "expected 180 comparisons"
echo "ok"
