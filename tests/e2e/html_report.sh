# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The HTML report in a real browser: kiln build --report html and kiln report write one
# self-contained page; headless Chromium (Debian's, which scripts/setup.sh installs) renders it,
# and the DOM it built is checked against NAME.json (read by Python's json) and kiln check's
# violations: every kernel x target with its blocks and registers, the curves, "expect failed"
# exactly where an expectation fails, failing kernels first. A screenshot is taken and must be a
# PNG of the window's size. The diff mode says how a changed attribute moved registers and blocks.
source "$(dirname "$0")/lib/common.bash"

CHROMIUM="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$CHROMIUM" ] || { echo "SKIP: no chromium (scripts/setup.sh installs Debian's)"; exit 77; }
# As root and without a display: no sandbox, no GPU; a profile of its own in $WORK.
browse() { "$CHROMIUM" --headless --no-sandbox --disable-gpu --user-data-dir="$WORK/chromium" --hide-scrollbars "$@" 2>/dev/null; }
dom() { browse --dump-dom "file://$1" > "$2"; [ -s "$2" ] || fail "chromium rendered nothing for $1"; }
DOMCHECK="$KILN_SOURCE_DIR/tests/e2e/lib/report_dom.py"

copy_example m
# tile_fma misses both of its expectations now (3 blocks < 4, 148 VGPRs > 128).
sed -i 's/expect = { min_blocks_per_cu = 3, max_vgprs = 168, max_spills = 0 }/expect = { min_blocks_per_cu = 4, max_vgprs = 128, max_spills = 0 }/' "$WORK/m/kiln.toml"
run_kiln build "$WORK/m/kiln.toml" --expect=warn --report html
expect_eq "$CODE" 0 "build --report html: $OUT"
H="$WORK/m/build/example.html"
expect_contains "$OUT" "wrote $H" "the HTML report is an output"
expect_contains "$("$KILN" build "$WORK/m/kiln.toml" --report html --print-outputs)" "$H" "--print-outputs names it"
if grep -Eq 'https?:|<link|<img| src=|@import|url\(' "$H"; then fail "the page refers to something outside it"; fi

# Deterministic: another checkout path, one job, a cold cache: the same bytes.
mkdir -p "$WORK/elsewhere/deeper" && cp -r "$WORK/m" "$WORK/elsewhere/deeper/"
rm -rf "$WORK/elsewhere/deeper/m/build"
"$KILN" build "$WORK/elsewhere/deeper/m/kiln.toml" --expect=warn --report html -j1 --cache "$WORK/cold" -q 2>/dev/null
cmp "$H" "$WORK/elsewhere/deeper/m/build/example.html" || fail "the report differs between checkouts"

# Chromium's DOM against the JSON and kiln check.
set +e; "$KILN" check "$WORK/m/build/example.hipfb" > "$WORK/check.txt"; set -e
expect_eq "$(grep -c tile_fma "$WORK/check.txt")" 4 "kiln check's violations: $(cat "$WORK/check.txt")"
dom "$H" "$WORK/dom.html"
python3 "$DOMCHECK" report "$WORK/dom.html" "$WORK/m/build/example.json" "$WORK/check.txt"
# The checker can fail: a JSON that disagrees with the page is caught.
sed 's/"blocks_per_cu": 8,/"blocks_per_cu": 7,/' "$WORK/m/build/example.json" > "$WORK/wrong.json"
set +e; python3 "$DOMCHECK" report "$WORK/dom.html" "$WORK/wrong.json" "$WORK/check.txt" 2>/dev/null; c=$?; set -e
expect_eq "$c" 1 "the DOM check catches a wrong figure"
python3 "$DOMCHECK" order "$WORK/dom.html" tile_fma saxpy saxpy_1024 block_sum
# Sorting (the page's script): by the gfx942 column, most occupied first; the failing kernel last.
dom "$H#sort=-1" "$WORK/sorted.html"
python3 "$DOMCHECK" order "$WORK/sorted.html" saxpy saxpy_1024 block_sum tile_fma

# The style places the charts' hover targets (y and height are CSS there, said once for 30,000
# charts): Chromium lays the first one out over the plot's height.
sed 's|</body>|<script>var b=document.querySelector("rect.hover").getBBox();document.body.setAttribute("data-bbox",b.y+","+b.height);</script></body>|' "$H" > "$WORK/probe.html"
expect_eq "$(browse --dump-dom "file://$WORK/probe.html" | grep -o 'data-bbox="[^"]*"')" 'data-bbox="22,174"' "the hover target's extent"

# A screenshot: a PNG of the window's width.
browse --screenshot="$WORK/shot.png" --window-size=1280,1800 "file://$H" >/dev/null
expect_eq "$(head -c 8 "$WORK/shot.png" | od -An -tx1 | tr -d ' \n')" 89504e470d0a1a0a "PNG signature"
expect_eq "$(od -An -tu1 -j16 -N4 "$WORK/shot.png" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')" 1280 "screenshot width"
[ "$(stat -c %s "$WORK/shot.png")" -gt 20000 ] || fail "the screenshot is nearly empty"

# kiln report NAME.json: the same facts, from the JSON alone.
run_kiln report "$WORK/m/build/example.json" -o "$WORK/from_json.html"
expect_eq "$CODE" 0 "kiln report NAME.json: $OUT"
dom "$WORK/from_json.html" "$WORK/dom2.html"
python3 "$DOMCHECK" report "$WORK/dom2.html" "$WORK/m/build/example.json" "$WORK/check.txt"
# ... and from the bundle (its .kiln sections).
run_kiln report "$WORK/m/build/example.hipfb" -o "$WORK/from_bundle.html"
expect_eq "$CODE" 0 "kiln report BUNDLE: $OUT"
dom "$WORK/from_bundle.html" "$WORK/dom3.html"
python3 "$DOMCHECK" report "$WORK/dom3.html" "$WORK/m/build/example.json" "$WORK/check.txt"

# The diff: waves-per-eu 2 -> 4 on tile_fma: 148 -> at most 128 VGPRs, 3 -> 4 blocks per CU,
# bought with spills: "mixed".
cp "$WORK/m/build/example.json" "$WORK/old.json"
sed -i 's/"amdgpu-waves-per-eu" = "2"/"amdgpu-waves-per-eu" = "4"/' "$WORK/m/kiln.toml"
# And a setting that changes nothing (saxpy_1024's llvm_args), and a launch that does (block_sum's
# dynamic LDS): each named in the diff as a cause (issue 33, item 4).
sed -i 's/^block_size = 1024$/block_size = 1024\nllvm_args = ["-unroll-threshold=300"]/' "$WORK/m/kiln.toml"
sed -i 's/^expect = { min_blocks_per_cu = 8, max_spills = 0 }$/&\ndynamic_lds = 16384/' "$WORK/m/kiln.toml"
"$KILN" build "$WORK/m/kiln.toml" --expect=warn -q 2>/dev/null
v="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print([k for t in d["targets"] if t["target"]=="gfx942" for k in t["kernels"] if k["name"]=="tile_fma"][0]["resources"]["vgpr_count"])' "$WORK/m/build/example.json")"
[ "$v" -le 128 ] || fail "waves-per-eu 4 left $v VGPRs"
cd "$WORK"
run_kiln report old.json m/build/example.json
cd - >/dev/null
expect_eq "$CODE" 0 "kiln report OLD NEW: $OUT"
expect_eq "$OUT" "wrote example.diff.html" "the diff's default name"
dom "$WORK/example.diff.html" "$WORK/diff.html"
s="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); r=[k for t in d["targets"] if t["target"]=="gfx942" for k in t["kernels"] if k["name"]=="tile_fma"][0]["resources"]; print(r["vgpr_spill_count"]+r["sgpr_spill_count"])' "$WORK/m/build/example.json")"
[ "$s" -gt 0 ] || fail "waves-per-eu 4 was expected to spill on gfx942"
python3 "$DOMCHECK" diff "$WORK/diff.html" tile_fma gfx942 mixed "amdgpu-waves-per-eu: 2 → 4"
python3 "$DOMCHECK" diff "$WORK/diff.html" tile_fma gfx942 mixed "148 → $v"
python3 "$DOMCHECK" diff "$WORK/diff.html" tile_fma gfx942 mixed "0 → $s"
python3 "$DOMCHECK" diff "$WORK/diff.html" tile_fma gfx942 mixed "3 → 4"
python3 "$DOMCHECK" diff "$WORK/diff.html" saxpy gfx950 unchanged ""
python3 "$DOMCHECK" diff "$WORK/diff.html" saxpy_1024 gfx942 "no effect" "llvm_args = -unroll-threshold=300 (new)"
python3 "$DOMCHECK" diff "$WORK/diff.html" block_sum gfx942 worse "dynamic LDS: 0 → 16384"
# The changed pairs' curves, each over the old build's (tile_fma and block_sum on both targets).
expect_eq "$(grep -o '<path class="step before"' "$WORK/diff.html" | wc -l)" 12 "curves overlaid in the diff"
# The spilling kernel's overview cell is not green whatever its occupancy: the traffic colour, and
# the cells of kernels that do not spill keep the occupancy scale (issue 33, item 10).
run_kiln report "$WORK/m/build/example.json" -o "$WORK/spill.html"
expect_eq "$CODE" 0 "the spilling build's report: $OUT"
dom "$WORK/spill.html" "$WORK/dom_spill.html"
python3 - "$WORK/dom_spill.html" <<'PY' || fail "the spilling cell's colour"
import re, sys
page = open(sys.argv[1]).read()
def cell(kernel, target):
    row = re.search(r'<tr data-kernel="%s">(.*?)</tr>' % kernel, page, re.S).group(1)
    return re.search(r'<td class="([^"]*)" data-target="%s"[^>]*style="background: ?([^";]*)' % target, row).groups()
cls, bg = cell("tile_fma", "gfx942")
assert "traffic" in cls.split() and bg.replace(" ", "") in ("#f5cba7", "rgb(245,203,167)"), (cls, bg)
cls, bg = cell("saxpy", "gfx942")
assert "traffic" not in cls.split() and bg.startswith("hsl") or bg.startswith("rgb"), (cls, bg)
assert bg.replace(" ", "") not in ("#f5cba7", "rgb(245,203,167)"), bg
PY

# A bundle kiln did not build: the launch is unknown, and the page says so.
unbundle "$WORK/m/build/example.hipfb" gfx942 "$WORK/a.co"
"${OBJCOPY:-llvm-objcopy-22}" --remove-section=.kiln "$WORK/a.co" "$WORK/plain.hsaco"
run_kiln report "$WORK/plain.hsaco" -o "$WORK/plain.html"
expect_eq "$CODE" 0 "kiln report on a .hsaco: $OUT"
expect_contains "$(cat "$WORK/plain.html")" "launch unknown: the kernel&#39;s largest block assumed" "the assumed block"

# Errors: not a report, a report of the future, the input as the output.
echo '{"format": "kiln-report", "version": 7, "targets": []}' > "$WORK/future.json"
run_kiln report "$WORK/future.json" -o "$WORK/x.html"
expect_eq "$CODE" 1 "a future report"
expect_eq "$OUT" "$WORK/future.json: error: not a kiln build report: a kiln-report of version 7; this kiln reads versions 1 and 2" "future"
echo '{"targets": [' > "$WORK/cut.json"
run_kiln report "$WORK/cut.json" -o "$WORK/x.html"
expect_eq "$CODE" 1 "a truncated report"
expect_contains "$OUT" "$WORK/cut.json: error: not a kiln build report: not valid JSON" "truncated"
run_kiln report "$WORK/old.json" -o "$WORK/old.json"
expect_eq "$CODE" 1 "the input as the output"
expect_contains "$OUT" "is an input; give another -o" "refused"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$WORK/old.json" || fail "the input was damaged"
[ ! -e "$WORK/x.html" ] || fail "a failed report wrote its output"
echo "ok"
