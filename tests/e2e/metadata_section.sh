# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The .kiln section: extracted with llvm-objcopy and decoded here with Python's own JSON parser,
# its resources equal the AMDHSA note as llvm-readelf reads it, its occupancy equals the
# calculator's, and the standard tools still read the code object.
source "$(dirname "$0")/lib/common.bash"
command -v python3 >/dev/null || fail "python3 is needed (scripts/setup.sh installs it)"
llvm_objcopy="$(dirname "$READELF")/llvm-objcopy"
[ -x "$llvm_objcopy" ] || llvm_objcopy="$(command -v llvm-objcopy-22)"

"$KILN" build "$EXAMPLE/kiln.toml" -o "$WORK/out" >/dev/null
for t in gfx942 gfx950; do
  unbundle "$WORK/out/example.hipfb" "$t" "$WORK/$t.co"
  grep -q " \.kiln .*PROGBITS" <<<"$("$READELF" -S "$WORK/$t.co")" || fail "$t: no .kiln section"
  expect_eq "$(metadata_notes "$WORK/$t.co")" 1 "$t: the AMDHSA note is still there, once"
  "$llvm_objcopy" --dump-section .kiln="$WORK/$t.json" "$WORK/$t.co"
  # One line per kernel: name vgpr sgpr lds block blocks limiter table-length max-flat
  python3 - "$WORK/$t.json" > "$WORK/$t.txt" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
assert m["format"] == "kiln-metadata" and m["version"] == 3, m.get("format")
assert m["kiln"] and m["llvm"].startswith("LLVM 22"), (m["kiln"], m["llvm"])
for k in m["kernels"]:
    r, o = k["resources"], k["occupancy"]
    table = k["blocks_per_cu_by_block_size"]
    assert [b for b, _ in table] == list(range(64, r["max_flat_workgroup_size"] + 1, 64)), table
    origins = {a["name"]: a["origin"] for a in k["attributes"]}
    print(k["name"], r["vgpr_count"], r["sgpr_count"], r["group_segment_fixed_size"], k["launch"]["block_size"],
          o["blocks_per_cu"], o["limiter"].replace(" ", "_"), o["source"].replace(" ", "_"),
          origins["amdgpu-flat-work-group-size"], len(k["expect"]))
PY
  expect_eq "$(wc -l < "$WORK/$t.txt")" 4 "$t: four kernels"
  while read -r name v s l b blocks limiter source origin expects; do
    expect_eq "$v" "$(note_field "$WORK/$t.co" "$name" vgpr_count)" "$t $name vgpr_count"
    expect_eq "$s" "$(note_field "$WORK/$t.co" "$name" sgpr_count)" "$t $name sgpr_count"
    expect_eq "$l" "$(note_field "$WORK/$t.co" "$name" group_segment_fixed_size)" "$t $name LDS"
    calc="$("$KILN" occupancy --target "$t" --vgprs "$v" --sgprs "$s" --lds "$l" --block "$b" --json)"
    expect_contains "$calc" "\"blocks_per_cu\": $blocks," "$t $name blocks per CU"
    expect_eq "$source" "hip-model_6.4" "$t $name occupancy source"
    expect_eq "$origin" "builtin" "$t $name flat-work-group-size origin"
  done < "$WORK/$t.txt"
done
grep -q "^tile_fma .* 3$" "$WORK/gfx942.txt" || fail "tile_fma's three expectations are stored"

# The report beside the bundle, NAME.json, holds every target's kernels exactly as the sections do.
python3 - "$WORK/out/example.json" "$WORK/gfx942.json" "$WORK/gfx950.json" <<'PY' || fail "the report differs from the .kiln sections"
import json, sys
report = json.load(open(sys.argv[1]))
assert report["format"] == "kiln-report" and report["version"] == 2 and report["kiln"] and report["bundle"] == "example", report.get("format")
assert [t["target"] for t in report["targets"]] == ["gfx942", "gfx950"], [t["target"] for t in report["targets"]]
for t, path in zip(report["targets"], sys.argv[2:]):
    section = json.load(open(path))
    assert (t["kiln"], t["llvm"]) == (section["kiln"], section["llvm"])
    assert t["kernels"] == section["kernels"], t["target"]
    assert len(t["kernels"]) == 4
PY
echo "ok"
