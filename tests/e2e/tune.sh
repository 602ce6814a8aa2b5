# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln tune: a [kernels.NAME.tune] sweep expanded (cross product, exclude, explicit points), every
# variant built for the targets its axes vary (a backend's axes only for its targets), ranked by
# the objective from the variants' records; the figures equal those of a plain kiln build of the
# same values; a rerun compiles nothing; the tune table's errors all at once at their values.
source "$(dirname "$0")/lib/common.bash"

copy_example m
cat >> "$WORK/m/kiln.toml" <<'TOML'

[kernels.tile_fma.tune]
fn_attrs.amdgpu."amdgpu-waves-per-eu" = ["1", "2", "4"]
block_size = [128, 256]
exclude = [{ block_size = 128, fn_attrs.amdgpu."amdgpu-waves-per-eu" = "2" }]
TOML
run_kiln tune "$WORK/m/kiln.toml" --cache "$WORK/cache" --json
expect_eq "$CODE" 0 "tune: $OUT"
J="$OUT"
py() { python3 -c "import json,sys; d=json.load(sys.stdin); $1" <<<"$J"; }
expect_eq "$(py 'print(d["format"], d["version"], len(d["tables"]))')" "kiln-tune 1 2" "one table per target"
# 2 x 3 points less the excluded one; axes in key order, the last fastest.
expect_eq "$(py 'print(" ".join(sorted(v["variant"] for v in d["tables"][0]["variants"])))')" \
  "tile_fma tile_fma_v0 tile_fma_v1 tile_fma_v2 tile_fma_v3 tile_fma_v4" "the variants and the manifest's kernel (the baseline)"
expect_eq "$(py 'print([v["variant"] for v in d["tables"][0]["variants"] if v["baseline"]], [v["values"] for v in d["tables"][0]["variants"] if v["baseline"]])')" \
  "['tile_fma'] [{'block_size': '256', 'fn_attrs.amdgpu.amdgpu-waves-per-eu': '2'}]" "the baseline's values are the manifest's"
expect_eq "$(py 'print(d["tables"][0]["axes"])')" "['block_size', 'fn_attrs.amdgpu.amdgpu-waves-per-eu']" "the axes"
expect_eq "$(py 'print(sorted((v["values"]["block_size"], v["values"]["fn_attrs.amdgpu.amdgpu-waves-per-eu"]) for v in d["tables"][0]["variants"] if not v["baseline"]))')" \
  "[('128', '1'), ('128', '4'), ('256', '1'), ('256', '2'), ('256', '4')]" "exclude left out (128, 2)"
# The ranking, recomputed here from the JSON's figures: the speed objective's estimate (null: cannot
# launch, last), then point order.
for t in 0 1; do
  expect_eq "$(py "t=d['tables'][$t]; print([v['variant'] for v in t['variants']] == [v['variant'] for v in sorted(t['variants'], key=lambda v: (v['estimate'] if v['estimate'] is not None else float('inf'), 0 if v['baseline'] else int(v['variant'].split('_v')[1]) + 1))])")" \
    True "table $t ranked as the objective says"
  expect_eq "$(py "print(sum(v['pick'] for v in d['tables'][$t]['variants']), d['tables'][$t]['variants'][0]['pick'])")" "1 True" "one pick, first"
done
# waves-per-eu 4 spills on gfx942 (128 VGPRs): ranked below every variant that does not.
expect_eq "$(py 'v=d["tables"][0]["variants"]; print([x["spills"] > 0 for x in v])')" "[False, False, False, False, True, True]" "spilling last"
# Each variant's figures are a plain build's of the same values.
v="$(py 'v=[x for x in d["tables"][0]["variants"] if x["values"]["block_size"] == "128" and x["values"]["fn_attrs.amdgpu.amdgpu-waves-per-eu"] == "4"][0]; print(v["vgpr_count"], v["spills"], v["blocks_per_cu"])')"
mkdir -p "$WORK/plain" && cp -r "$WORK/m/kernels" "$WORK/plain/"
sed -e 's/fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2" }/fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "4" }\nblock_size = 128/' \
    -e 's/expect = { min_blocks_per_cu = 3, max_vgprs = 168, max_spills = 0 }//' -e '/^\[kernels.tile_fma.tune\]/,$d' \
    "$WORK/m/kiln.toml" > "$WORK/plain/kiln.toml"
"$KILN" build "$WORK/plain/kiln.toml" -q --cache "$WORK/cache" 2>/dev/null
expect_eq "$(kernel_field gfx942 tile_fma resources.vgpr_count < "$WORK/plain/build/example.json") $(python3 -c 'import json,sys; r=[k for t in json.load(sys.stdin)["targets"] if t["target"]=="gfx942" for k in t["kernels"] if k["name"]=="tile_fma"][0]; print(r["resources"]["vgpr_spill_count"]+r["resources"]["sgpr_spill_count"], r["occupancy"]["blocks_per_cu"])' < "$WORK/plain/build/example.json")" \
  "$v" "variant (128, 4) = a plain build"
# The text table and a rerun from the cache; the variants' bundle under build/tune.
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "rerun: $OUT"
expect_contains "$OUT" "tile_fma on gfx942: 6 variants, objective speed (least estimated time" "text heading"
expect_contains "$OUT" "variants: 0 compiled, 12 from the cache; bundle of every variant: $WORK/m/build/tune/example.hipfb" "rerun from the cache"
grep -q '^  \*     tile_fma' <<<"$OUT" || fail "the pick marked: $OUT"
[ ! -e "$WORK/m/build/example.hipfb" ] || fail "kiln tune wrote the manifest's own outputs"
# objective = "registers": the fewest VGPRs first.
sed -i 's/^block_size = \[128, 256\]$/block_size = [128, 256]\nobjective = "registers"/' "$WORK/m/kiln.toml"
J="$("$KILN" tune "$WORK/m/kiln.toml" --cache "$WORK/cache" --json)"
expect_eq "$(py 'print(d["tables"][0]["objective"], d["tables"][0]["variants"][0]["vgpr_count"] == min(v["vgpr_count"] for v in d["tables"][0]["variants"]))')" \
  "registers True" "objective registers"
# A plain build ignores the tune table.
run_kiln build "$WORK/m/kiln.toml" -q --cache "$WORK/cache"
expect_eq "$CODE" 0 "build with a tune table: $OUT"
expect_eq "$(python3 -c 'import json,sys; print(sorted({k["name"] for t in json.load(sys.stdin)["targets"] for k in t["kernels"]}))' < "$WORK/m/build/example.json")" \
  "['block_sum', 'saxpy', 'saxpy_1024', 'tile_fma']" "no variants in the plain build"

# --write: NAME.tuned.toml beside the manifest; kiln build applies it (origin "tuned", positions in
# the file) and rebuilds when it appears; a manifest edit to a picked key wins, with a warning, as
# does a source edit; a re-tune of one kernel keeps the others' picks; a broken file is an error.
sed -i 's/^objective = "registers"$/objective = "occupancy"/' "$WORK/m/kiln.toml"  # the rest ranks by occupancy: a pick other than the manifest's
"$KILN" build "$WORK/m/kiln.toml" -q --cache "$WORK/cache" 2>/dev/null
run_kiln tune "$WORK/m/kiln.toml" --cache "$WORK/cache" -q --write
expect_eq "$CODE" 0 "tune --write: $OUT"
L="$WORK/m/example.tuned.toml"
expect_contains "$OUT" "wrote $L" "the lock file"
pick="$(python3 -c 'import json,sys; d=json.load(sys.stdin); v=d["tables"][0]["variants"][0]; print(v["values"]["block_size"], v["values"]["fn_attrs.amdgpu.amdgpu-waves-per-eu"], v["vgpr_count"], v["blocks_per_cu"])' \
        <<<"$("$KILN" tune "$WORK/m/kiln.toml" --cache "$WORK/cache" --json)")"
read -r pick_block pick_waves pick_vgprs pick_blocks <<<"$pick"
expect_contains "$(cat "$L")" "values.block_size = $pick_block" "the pick's block size in the file"
expect_contains "$(cat "$L")" "values.fn_attrs.amdgpu.amdgpu-waves-per-eu = \"$pick_waves\"" "the pick's attribute in the file"
expect_contains "$(cat "$L")" 'was = { "block_size" = "256", "fn_attrs.amdgpu.amdgpu-waves-per-eu" = "2" }' "what the manifest said"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 0 "build with the picks: $OUT"
expect_contains "$OUT" "wrote $WORK/m/build/example.hipfb" "the new lock file made the build stale"
expect_eq "$(kernel_field gfx942 tile_fma launch.block_size < "$WORK/m/build/example.json") $(kernel_field gfx942 tile_fma resources.vgpr_count < "$WORK/m/build/example.json") $(kernel_field gfx942 tile_fma occupancy.blocks_per_cu < "$WORK/m/build/example.json")" \
  "$pick_block $pick_vgprs $pick_blocks" "the build applies the pick: the figures kiln tune showed"
expect_eq "$(python3 -c 'import json,sys; print([(a["value"], a["origin"]) for t in json.load(sys.stdin)["targets"] if t["target"]=="gfx942" for k in t["kernels"] if k["name"]=="tile_fma" for a in k["attributes"] if a["name"]=="amdgpu-waves-per-eu"])' < "$WORK/m/build/example.json")" \
  "[('$pick_waves', 'tuned')]" "origin tuned in NAME.json"
grep -qE "^  block_size +$pick_block +tuned +$L:11:" <<<"$("$KILN" explain "$WORK/m/kiln.toml" tile_fma --target gfx942)" || fail "explain shows the pick"
# A manifest edit to a picked key wins; a source edit warns.
sed -i 's/fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2" }/fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "3" }/' "$WORK/m/kiln.toml"
echo "; edited" >> "$WORK/m/kernels/tile.ll"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache" --expect=warn
expect_eq "$CODE" 0 "build with a stale pick: $OUT"
expect_contains "$OUT" "example.tuned.toml:7:11: warning: the pick for kernel 'tile_fma' on gfx942: the manifest's value wins: fn_attrs.amdgpu.amdgpu-waves-per-eu is now '3' (it was '2' when the pick was made); 'kiln tune --write' picks again" "a manifest edit wins"
expect_contains "$OUT" "warning: the pick for kernel 'tile_fma' on gfx942: the kernel's source 'tile.ll' changed since it was made; 'kiln tune --write' picks again" "a source edit"
expect_eq "$(python3 -c 'import json,sys; print([(a["value"], a["origin"]) for t in json.load(sys.stdin)["targets"] if t["target"]=="gfx942" for k in t["kernels"] if k["name"]=="tile_fma" for a in k["attributes"] if a["name"]=="amdgpu-waves-per-eu"])' < "$WORK/m/build/example.json")" \
  "[('3', 'kernel')]" "the manifest's value applied"
expect_eq "$(kernel_field gfx942 tile_fma launch.block_size < "$WORK/m/build/example.json")" "$pick_block" "the other key of the pick still applied"
# The manifest now says what the pick says (the pick copied into it): nothing is overruled, no warning.
sed -i "s/fn_attrs.amdgpu = { \"amdgpu-waves-per-eu\" = \"3\" }/fn_attrs.amdgpu = { \"amdgpu-waves-per-eu\" = \"$pick_waves\" }/" "$WORK/m/kiln.toml"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache" --expect=warn
expect_eq "$CODE" 0 "the pick copied into the manifest: $OUT"
grep -q "the manifest's value wins" <<<"$OUT" && fail "a manifest that says what the pick says overrules nothing: $OUT"
expect_eq "$(kernel_field gfx942 tile_fma launch.block_size < "$WORK/m/build/example.json")" "$pick_block" "the pick still applied"
# Re-tuning one kernel keeps the other kernels' picks as they were.
printf '\n[kernels.saxpy.tune]\nblock_size = [64, 256]\n' >> "$WORK/m/kiln.toml"
before="$(sed -n '/^\[tile_fma/,$p' "$L")"
"$KILN" tune "$WORK/m/kiln.toml" saxpy --cache "$WORK/cache" -q --write >/dev/null
expect_contains "$(cat "$L")" '[saxpy."gfx942"]' "saxpy's pick added"
expect_eq "$(sed -n '/^\[tile_fma/,$p' "$L")" "$before" "tile_fma's picks kept as they were"
# A broken lock file: an error with its position, nothing built.
printf 'format = "kiln-tuned"\nversion = 1\n[tile_fma."gfx942"]\nvalues.block_size = 5000\n' > "$L"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 1 "a broken lock file"
expect_contains "$OUT" "example.tuned.toml:4:21: error: 'block_size' must be in 1..1024, not 5000" "the lock's value checked at its position"
printf 'format = "kiln-tuned"\nversion = 1\n[tile_fmx."gfx942"]\nvalues.block_size = 64\n' > "$L"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "a pick for a kernel the manifest lost: $OUT"
expect_contains "$OUT" "example.tuned.toml:3:2: warning: a pick for kernel 'tile_fmx', which the manifest no longer has: ignored" "stale kernel"
printf 'garbage [[[\n' > "$L"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 1 "a lock file that is not TOML"
expect_contains "$OUT" "example.tuned.toml:1:9: error: expected '=', saw '['" "not TOML"
printf 'version = 1\n' > "$L"
run_kiln build "$WORK/m/kiln.toml" --cache "$WORK/cache"
expect_contains "$OUT" "example.tuned.toml:1:1: error: not a kiln tune --write file (format = \"kiln-tuned\", version = 1)" "not a lock file"
rm "$L"

# --emit-runner: the runner (C++ against the loader header, with kiln's runtime headers) builds
# for HIP's AMD platform here and, without a GPU, says so and exits 3; on the NVIDIA platform too
# where a CUDA HIP 5.2 builds with is here (its stub libcuda answers "no GPU"). --results ranks by
# a runner's times (here a results.json written by hand) and --write records the measured pick.
# Without a bench table the runner would time nothing: kiln says so (issue 30).
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --emit-runner "$WORK/runner0"
expect_eq "$CODE" 0 "--emit-runner without a bench table: $OUT"
expect_contains "$OUT" "warning: kernel 'tile_fma': no [kernels.tile_fma.bench] table, so the runner times none of its" "no bench"
expect_contains "$OUT" "warning: the runner times nothing" "nothing timed"
cat >> "$WORK/m/kiln.toml" <<'TOML'
[kernels.tile_fma.bench]
threads = 8192
args = [{ buffer = "float", count = 8388608, fill = "random" }, { buffer = "float", count = 512, fill = "one" },
        { buffer = "float", count = 1048576 }, { int = 64 }, { int = 8192 }]
TOML
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --emit-runner "$WORK/runner"
expect_eq "$CODE" 0 "--emit-runner: $OUT"
for f in runner.cpp build.sh example.hipfb example.hpp include/kiln/runtime/loader.hpp include/kiln/occupancy.hpp; do
  [ -f "$WORK/runner/$f" ] || fail "the runner directory lacks $f"
done
expect_eq "$(grep -c 'timings.push_back(time_variant("tile_fma"' "$WORK/runner/runner.cpp")" 6 "every variant and the baseline timed"
sh "$WORK/runner/build.sh" amd 2> "$WORK/runner.err" || fail "the runner does not build for HIP's AMD platform: $(cat "$WORK/runner.err")"
set +e; "$WORK/runner/runner" "$WORK/results.json" > "$WORK/runner.out" 2>&1; c=$?; set -e
expect_eq "$c" 3 "the runner without a GPU: $(cat "$WORK/runner.out")"
expect_contains "$(cat "$WORK/runner.out")" "kiln runner: no AMD GPU" "the runner says why"
if [ -f /opt/kiln/cuda/lib/libcudart_static.a ]; then
  CUDA=/opt/kiln/cuda sh "$WORK/runner/build.sh" nvidia 2> "$WORK/runner.err" || fail "the runner does not build for HIP's NVIDIA platform: $(cat "$WORK/runner.err")"
  mkdir -p "$WORK/stub" && ln -sf /opt/kiln/cuda/lib/stubs/libcuda.so "$WORK/stub/libcuda.so.1"
  set +e; LD_LIBRARY_PATH="$WORK/stub" "$WORK/runner/runner" > "$WORK/runner.out" 2>&1; c=$?; set -e
  expect_eq "$c" 3 "the NVIDIA runner without a GPU: $(cat "$WORK/runner.out")"
  expect_contains "$(cat "$WORK/runner.out")" "kiln runner: no NVIDIA GPU" "the NVIDIA runner says why"
fi
# --measure: the same runner written under build/tune/runner, built and run in one go; without a
# GPU it stops there (and says so), and without --platform it refuses before building anything.
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --measure --platform amd
expect_eq "$CODE" 1 "--measure without a GPU: $OUT"
expect_contains "$OUT" "kiln runner: no AMD GPU" "the runner ran"
expect_contains "$OUT" "error: the runner found no GPU to time the variants on ($WORK/m/build/tune/runner/runner)" "--measure says why"
if [ ! -e /dev/kfd ] && [ ! -e /dev/nvidiactl ]; then
  run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --measure
  expect_eq "$CODE" 1 "--measure on a machine without a GPU"
  expect_contains "$OUT" "error: --measure needs a GPU on this machine, and there is none" "no GPU found"
fi
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --measure --results x.json
expect_contains "$OUT" "error: --measure times the variants itself: it takes no --results" "--measure and --results"
# Bench expressions: sizes, a 2-D grid of each variant's block size, counts and scalars of the
# sizes; evaluated per variant and target into the runner's grids. Errors at the name or step.
copy_example x
cat >> "$WORK/x/kiln.toml" <<'TOML'

[kernels.tile_fma.tune]
block_size = [128, 256]

[kernels.tile_fma.bench]
sizes = { N = 8192, K = 64 }
grid = ["cdiv(N, block_size)", 2]
args = [{ buffer = "float", count = "N * 1024", fill = "random" }, { buffer = "float", count = 512, fill = "one" },
        { buffer = "float", count = "N * 128" }, { int = "K" }, { int = "N" }]
TOML
run_kiln tune "$WORK/x/kiln.toml" --cache "$WORK/cache" -q --targets gfx942 --emit-runner "$WORK/xr"
expect_eq "$CODE" 0 "bench expressions: $OUT"
expect_contains "$(cat "$WORK/xr/runner.cpp")" 'static const Grid grids[] = {{"gfx942", 64, 2, 1}};' "block 128: 8192 / 128 x 2 blocks"
expect_contains "$(cat "$WORK/xr/runner.cpp")" 'static const Grid grids[] = {{"gfx942", 32, 2, 1}};' "block 256: 32 x 2"
expect_contains "$(cat "$WORK/xr/runner.cpp")" 'fill<float>(b0, 8388608, ' "a count of the sizes"
expect_contains "$(cat "$WORK/xr/runner.cpp")" 'std::int32_t(64), std::int32_t(8192)' "scalars of the sizes"
sh "$WORK/xr/build.sh" amd 2> "$WORK/runner.err" || fail "the runner with 2-D grids does not build: $(cat "$WORK/runner.err")"
sed -i -e 's/^grid = .*/grid = ["cdiv(N, blok_size)", "2 +"]/' -e 's/count = "N \* 128"/count = "N \/ (K - 64)"/' \
  -e 's/{ int = "N" }/{ int = "N * N * N" }/' "$WORK/x/kiln.toml"
run_kiln tune "$WORK/x/kiln.toml" --cache "$WORK/cache" -q --targets gfx942
expect_eq "$CODE" 1 "bad bench expressions"
expect_contains "$OUT" "kiln.toml:36:18: error: 'grid': unknown name 'blok_size' (a grid may use the bench's sizes, block_size and the variant's defines: 'block_size', 'K', 'N')" "an unknown name at its column"
expect_contains "$OUT" "kiln.toml:36:18: note: did you mean 'block_size'?" "did you mean"
expect_contains "$OUT" "kiln.toml:36:35: error: 'grid': the expression ends early in '2 +'" "a syntax error at its column"
expect_contains "$OUT" "kiln.toml:38:40: error: 'count': division by zero in 'N / (K - 64)'" "a division by zero"
expect_contains "$OUT" "error: 'int' must be in -2147483648..2147483647, not 549755813888 ('N * N * N')" "a 32-bit scalar"
# A grid of a define that one variant lacks: an error for that variant, at the name.
copy_example y
cat >> "$WORK/y/kiln.toml" <<'TOML'

[kernels.tile_fma.tune]
defines = [["TILE=8"], ["TILE=0"]]

[kernels.tile_fma.bench]
grid = "1024 / TILE"
args = [{ buffer = "float", count = 8 }]
TOML
run_kiln tune "$WORK/y/kiln.toml" --cache "$WORK/cache" -q --targets gfx942
expect_eq "$CODE" 1 "a grid the manifest's kernel cannot evaluate"
expect_contains "$OUT" "kiln.toml:35:16: error: 'grid' for tile_fma on gfx942: unknown name 'TILE': not a size, and the variant defines no integer of that name (its defines: none) in '1024 / TILE'" "the baseline has no TILE"
expect_contains "$OUT" "kiln.toml:35:14: error: 'grid' for tile_fma_v1 on gfx942: division by zero in '1024 / TILE'" "TILE=0"
# Results as a runner writes them: v4 fastest, v3 failed, the baseline 1.0 ms.
python3 - "$WORK/results.json" <<'PY'
import json, sys
times = {"tile_fma": 1.0, "tile_fma_v0": 0.9, "tile_fma_v1": 0.95, "tile_fma_v2": 1.1, "tile_fma_v4": 0.5}
res = [{"kernel": "tile_fma", "variant": v, "block": 256, "grid": 32, "repeat": 21, "median_ms": t, "min_ms": t - 0.01, "max_ms": t + 0.01}
       for v, t in times.items()]
res.append({"kernel": "tile_fma", "variant": "tile_fma_v3", "error": "hipModuleLaunchKernel failed: out of memory"})
json.dump({"format": "kiln-tune-results", "version": 1, "bundle": "example", "device": "AMD Instinct MI300X",
           "target": "gfx942", "driver": 60400000, "results": res}, open(sys.argv[1], "w"))
PY
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --results "$WORK/results.json" --targets gfx942
expect_eq "$CODE" 0 "--results: $OUT"
expect_contains "$OUT" "ranked by median time measured on AMD Instinct MI300X, driver 60400000 (the off-line objective occupancy picks" "measured heading"
expect_contains "$OUT" "the fastest takes 0.500 of the manifest's time (2.00x)" "against the manifest's kernel"
expect_eq "$(grep -E '^  (\*| ) ' <<<"$OUT" | awk '{print ($1 == "*") ? $2 : $1}' | tr '\n' ' ')" \
  "tile_fma_v4 tile_fma_v0 tile_fma_v1 tile_fma tile_fma_v2 tile_fma_v3 " "fastest first, the failed one last"
expect_contains "$OUT" "  failed on the GPU  tile_fma_v3: hipModuleLaunchKernel failed: out of memory" "why one did not run"
"$KILN" tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --results "$WORK/results.json" --targets gfx942 --write >/dev/null
expect_contains "$(cat "$L")" 'objective = "measured"' "the measured pick recorded"
expect_contains "$(cat "$L")" 'variant = "tile_fma_v4"' "the fastest recorded"
expect_contains "$(cat "$L")" 'measured_on = "AMD Instinct MI300X, driver 60400000"' "where it was measured"
rm "$L"
sed 's/"bundle": "example"/"bundle": "other"/' "$WORK/results.json" > "$WORK/other.json"
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --results "$WORK/other.json"
expect_eq "$CODE" 1 "results of another bundle"
expect_contains "$OUT" "other.json: error: the results are of bundle 'other', this sweep's is 'example'" "another bundle"
sed 's/"max_ms": 0.51/"max_ms": 0.4/' "$WORK/results.json" > "$WORK/bad.json"
run_kiln tune "$WORK/m/kiln.toml" tile_fma --cache "$WORK/cache" -q --results "$WORK/bad.json"
expect_contains "$OUT" "bad.json: error: malformed: the times of tile_fma_v4 are not min <= median <= max" "malformed results"

# NVIDIA and AMD axes in one sweep (manifests/mixed): each target sees its backend's axes and the
# common ones; the sm_90 target table's own maxnreg gives way to the axis.
if PTXAS="$(find_ptxas 2>/dev/null)"; then
  mkdir -p "$WORK/src/manifests" && cp -r "$KILN_SOURCE_DIR/manifests/mixed" "$KILN_SOURCE_DIR/manifests/example" "$WORK/src/manifests/"
  sed -i 's/^\[kernels.tile_fma.target.sm_90\]$/[kernels.tile_fma.tune]\nfn_attrs.amdgpu."amdgpu-waves-per-eu" = ["1", "2"]\nfn_attrs.nvptx."nvvm.maxnreg" = ["255", "64"]\n[kernels.tile_fma.target.sm_90]/' \
    "$WORK/src/manifests/mixed/kiln.toml"
  J="$("$KILN" tune "$WORK/src/manifests/mixed/kiln.toml" --cache "$WORK/cache" --json)"
  expect_eq "$(py 'print([(t["target"], t["axes"], len(t["variants"])) for t in d["tables"]])')" \
    "[('gfx942', ['fn_attrs.amdgpu.amdgpu-waves-per-eu'], 3), ('sm_90', ['fn_attrs.nvptx.nvvm.maxnreg'], 3), ('sm_80', ['fn_attrs.nvptx.nvvm.maxnreg'], 3)]" \
    "per-backend axes"
  expect_eq "$(py 'print(sorted(v["registers"] for v in d["tables"][1]["variants"] if not v["baseline"]))')" "[64, 168]" "sm_90: maxnreg 64 and 255 (the target table's 64 gave way)"
fi

# A value a target refuses (waves-per-eu 9 on gfx942): a row of its table, the sweep goes on.
copy_example r
printf '\n[kernels.tile_fma.tune]\nfn_attrs.amdgpu."amdgpu-waves-per-eu" = ["1", "9"]\n' >> "$WORK/r/kiln.toml"
run_kiln tune "$WORK/r/kiln.toml" --cache "$WORK/cache" -q --targets gfx942
expect_eq "$CODE" 0 "a refused variant: $OUT"
expect_contains "$OUT" "tile_fma on gfx942: 2 variants, objective speed" "one built, and the baseline"
expect_contains "$OUT" "  failed  tile_fma_v1 (9): invalid amdgpu-waves-per-eu '9' for gfx942: the minimum must be in 1..8" "one refused"
run_kiln tune "$WORK/r/kiln.toml" --cache "$WORK/cache" --json --targets gfx942
expect_eq "$(python3 -c 'import json,sys; t=json.load(sys.stdin)["tables"][0]; print(len(t["variants"]), t["failed"][0]["variant"], t["failed"][0]["values"])' <<<"$OUT")" \
  "2 tile_fma_v1 {'fn_attrs.amdgpu.amdgpu-waves-per-eu': '9'}" "refused in the JSON"

# The manifest's own kernel refused by a target is an error, as in a build, not a row.
copy_example rb
sed -i 's/fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2" }/fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "9" }/' "$WORK/rb/kiln.toml"
printf '\n[kernels.tile_fma.tune]\nblock_size = [128, 256]\n' >> "$WORK/rb/kiln.toml"
run_kiln tune "$WORK/rb/kiln.toml" --cache "$WORK/cache" -q --targets gfx942
expect_eq "$CODE" 1 "the manifest's kernel refused: $OUT"
expect_contains "$OUT" "kiln.toml:28:45: error: invalid amdgpu-waves-per-eu '9' for gfx942: the minimum must be in 1..8" "its error at its value"
run_kiln build "$WORK/rb/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 1 "the same with variants = all"
sed -i 's/^\[kernels.tile_fma\]$/[kernels.tile_fma]\nvariants = "all"/' "$WORK/rb/kiln.toml"
run_kiln build "$WORK/rb/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 1 "variants = all: the manifest's kernel refused is the build's error: $OUT"
expect_contains "$OUT" "error: invalid amdgpu-waves-per-eu '9' for gfx942: the minimum must be in 1..8" "not a warning"

# Variants that fail to build (the front end's static_assert, LLVM's LDS limit, ptxas's shared
# memory limit) or to launch (a block size beyond the source's launch bounds): rows of the table,
# in point order; the sweep goes on. The manifest's own kernel failing still fails the sweep.
mkdir -p "$WORK/f/k"
cat > "$WORK/f/k/smem.hip" <<'EOF'
#include <hip/hip_runtime.h>
#ifndef TILE
#define TILE 16
#endif
static_assert(TILE <= 64, "TILE too large");
extern "C" __global__ void __launch_bounds__(256) smem(float* out) {
  __shared__ float s[TILE * TILE * 16];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[(threadIdx.x * 7) % (TILE * TILE * 16)];
}
EOF
sed 's|hip/hip_runtime.h|cuda_runtime.h|' "$WORK/f/k/smem.hip" > "$WORK/f/k/smem.cu"
cat > "$WORK/f/kiln.toml" <<'TOML'
[bundle]
name = "f"
targets = ["gfx942"]

[kernels.smem]
source = "k/smem.hip"
block_size = 256

[kernels.smem.tune]
defines = [["TILE=16"], ["TILE=48"], ["TILE=128"]]
block_size = [256, 512]
TOML
run_kiln tune "$WORK/f/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "failing variants: $OUT"
expect_contains "$OUT" "smem on gfx942: 2 variants, objective speed" "the manifest's kernel and TILE=16 at 256"
expect_eq "$(grep '^  failed' <<<"${OUT//$WORK\/f\//}")" "  failed  smem_v1 (256, [TILE=48]): local memory (147456) exceeds limit (65536) in function 'smem_v1'
  failed  smem_v2 (256, [TILE=128]): k/smem.hip:5:15: error: static assertion failed due to requirement '128 <= 64': TILE too large
  failed  smem_v3 (512, [TILE=16]): block_size 512 exceeds the kernel's maximum of 256 threads per block (the source's launch bounds: amdgpu-flat-work-group-size \"1,256\"); the HIP runtime would refuse the launch
  failed  smem_v4 (512, [TILE=48]): local memory (147456) exceeds limit (65536) in function 'smem_v4'
  failed  smem_v5 (512, [TILE=128]): k/smem.hip:5:15: error: static assertion failed due to requirement '128 <= 64': TILE too large" \
  "every failure a row, in point order"
[ -f "$WORK/f/build/tune/f.hipfb" ] || fail "the variants that built are bundled"
sed -i 's/^block_size = 256$/block_size = 256\ndefines = ["TILE=128"]/' "$WORK/f/kiln.toml"
run_kiln tune "$WORK/f/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 1 "the manifest's kernel fails"
expect_contains "$OUT" "k/smem.hip:5:15: error: static assertion failed" "its error as a build's"
if PTXAS="$(find_ptxas 2>/dev/null)"; then
  cat > "$WORK/f/kiln.toml" <<'TOML'
[bundle]
name = "f"
targets = ["sm_80"]

[kernels.smem]
source = "k/smem.cu"
block_size = 256

[kernels.smem.tune]
defines = [["TILE=16"], ["TILE=32"]]
TOML
  run_kiln tune "$WORK/f/kiln.toml" --cache "$WORK/cache" -q
  expect_eq "$CODE" 0 "a variant ptxas refuses: $OUT"
  expect_contains "$OUT" "smem on sm_80: 2 variants" "the others built"
  grep -qE "^  failed  smem_v1 \(\[TILE=32\]\): sm_80: ptxas [0-9.]+: .*too much shared data \(0x10000 bytes, 0xc000 max\)" <<<"$OUT" ||
    fail "ptxas's refusal a row: $OUT"
  # The variants' shared warnings once (the Triton source's target-cpu), not once per variant.
  run_kiln tune "$KILN_SOURCE_DIR/tests/device/tune.toml" softmax -q -o "$WORK/sw" --cache "$WORK/cache"
  expect_eq "$CODE" 0 "the softmax sweep: $OUT"
  expect_eq "$(grep -c "warning: kernel 'softmax' (variants of its sweep) for sm_90: the source asks for target-cpu 'sm_90a'" <<<"$OUT")" 1 \
    "one warning for the four variants"
fi

# The tune table's errors, all at once, at their values.
copy_example bad
cat >> "$WORK/bad/kiln.toml" <<'TOML'

[kernels.tile_fma.tune]
fn_attrs.amdgpu."amdgpu-waves-per-eu" = ["1", "1"]
block_size = [128, 2000]
blok_size = [1]
dynamic_lds = 5
objective = "fastest"
exclude = [{ block_size = 64 }]
TOML
run_kiln tune "$WORK/bad/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 1 "a bad tune table"
expect_contains "$OUT" "kiln.toml:32:47: error: tune axis 'fn_attrs.amdgpu.amdgpu-waves-per-eu' lists the value '1' twice" "a value twice"
expect_contains "$OUT" "kiln.toml:33:20: error: 'block_size' must be in 1..1024, not 2000" "a value as the kernel table checks it"
expect_contains "$OUT" "kiln.toml:34:1: error: unknown key 'blok_size' in the tune table of kernel 'tile_fma'" "unknown axis"
expect_contains "$OUT" "kiln.toml:34:1: note: did you mean 'block_size'?" "did you mean"
expect_contains "$OUT" "kiln.toml:35:15: error: tune axis 'dynamic_lds' must be a non-empty array of its values, e.g. [128, 256]" "not an array"
expect_contains "$OUT" "kiln.toml:36:13: error: 'objective' must be one of 'speed', 'occupancy', 'registers', not 'fastest'" "objective"
expect_contains "$OUT" "kiln.toml:37:27: error: '64' is not among the values of tune axis 'block_size' ('128', '2000')" "exclude value"
run_kiln tune "$WORK/m/kiln.toml" block_sum --cache "$WORK/cache"
expect_eq "$CODE" 1 "a kernel without a tune table"
expect_contains "$OUT" "error: kernel 'block_sum' has no [kernels.block_sum.tune] table: nothing to sweep" "no tune table"
run_kiln tune "$WORK/m/kiln.toml" tile_fm --cache "$WORK/cache"
expect_contains "$OUT" "error: no kernel 'tile_fm' in the manifest" "unknown kernel"
expect_contains "$OUT" "note: did you mean 'tile_fma'?" "unknown kernel: did you mean"
echo "ok"
