# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Processors beyond gfx942/gfx950: gfx908, gfx90a (wave64, HIP's model), gfx1030 and gfx1100
# (wave32: .wavefront_size 32, __AMDGCN_WAVEFRONT_SIZE 32 in the code, HIP's gfx10+ rules), and
# gfx1201 (built; occupancy "n/a", never a number, in the table, NAME.json, inspect, the loader
# header, and `kiln check` refusing to check an expectation it cannot know). Processors kiln does
# not build are errors that say why. Generic targets with code object v6.
source "$(dirname "$0")/lib/common.bash"
p="$WORK/p"
mkdir -p "$p"
cat > "$p/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
// A warp reduction sized by the wave the code is compiled for, and the wave size as the code sees it.
extern "C" __global__ void wsum(float* out, const float* in) {
    float v = in[threadIdx.x + blockIdx.x * blockDim.x];
    for (int o = __AMDGCN_WAVEFRONT_SIZE / 2; o > 0; o /= 2) v += __shfl_down(v, o);
    if (threadIdx.x % __AMDGCN_WAVEFRONT_SIZE == 0) out[threadIdx.x / __AMDGCN_WAVEFRONT_SIZE] = v;
}
extern "C" __global__ void wave_size(int* out) { out[0] = __AMDGCN_WAVEFRONT_SIZE + warpSize * 1000; }
HIP
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "tg"
targets = ["gfx908", "gfx90a", "gfx1030", "gfx1100", "gfx1201"]

[defaults]
source = "k.hip"
block_size = 256

[kernels.wsum]
[kernels.wave_size]
TOML
run_kiln build "$p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "build: $OUT"
row() { grep -E "^$1 +$2 " <<<"$OUT" | tr -s ' ' | cut -d' ' -f1-13; }
expect_eq "$(row wave_size gfx908)" "wave_size gfx908 2 10 0 0 0 0 256 8 8/8 100% waves" "gfx908 row"
expect_eq "$(row wave_size gfx1100)" "wave_size gfx1100 2 2 0 0 0 0 256 4 16/16 100% waves" "gfx1100 row (16 waves x 2 SIMDs of 32)"
expect_eq "$(row wave_size gfx1201)" "wave_size gfx1201 2 2 0 0 0 0 256 n/a n/a n/a no" "gfx1201 row"
for t in gfx908:64:0xfa40 gfx90a:64:0xfa40 gfx1030:32:0x7d20 gfx1100:32:0x7d20 gfx1201:32:0x7d20; do
  IFS=: read -r target wave constant <<<"$t"
  unbundle "$p/build/tg.hipfb" "$target" "$WORK/$target.co"
  expect_eq "$(note_field "$WORK/$target.co" wave_size wavefront_size)" "$wave" "$target .wavefront_size"
  # __AMDGCN_WAVEFRONT_SIZE + warpSize * 1000: 64064 or 32032.
  expect_contains "$(kernel_code wave_size <<<"$("$OBJDUMP" -d "$WORK/$target.co")")" "$constant" "$target wave size in the code"
  expect_contains "$("$READELF" -h "$WORK/$target.co")" ", $target" "$target in the ELF flags"
done
json="$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for t in d["targets"]:
    for k in t["kernels"]:
        print(t["target"], k["name"], k["occupancy"]["blocks_per_cu"], k["occupancy"]["source"], k["hardware_estimate"]["blocks_per_cu"])' "$p/build/tg.json")"
expect_contains "$json" "gfx1201 wsum None n/a (no model for gfx1201) None" "NAME.json: null for gfx1201"
expect_contains "$json" "gfx90a wsum 8 hip-model 6.4 None" "NAME.json: no hardware estimate for gfx90a"
run_kiln inspect "$p/build/tg.hipfb"
expect_eq "$CODE" 0 "inspect: $OUT"
expect_eq "$(row wsum gfx1201)" "wsum gfx1201 6 7 0 0 0 0 256 n/a n/a n/a no" "inspect reads n/a back"
expect_contains "$(cat "$p/build/tg.hpp")" '{"gfx1201", 2, 2, 0, 0, 0, 0, 256, 256, 0, -1, 32, -1, 0, 0, 0, 0}' "loader header figures: -1 for n/a"

# An expectation on occupancy cannot be checked without a model: an error, not a pass.
printf '\n[kernels.wsum.expect]\nmin_blocks_per_cu = 2\n' >> "$p/kiln.toml"
sed -i 's/^\[kernels.wsum\]$//' "$p/kiln.toml"
run_kiln build "$p/kiln.toml" -o "$WORK/out2"
expect_eq "$CODE" 3 "build on gfx1201 with an occupancy expectation: $OUT"
expect_contains "$OUT" "error: kernel 'wsum' for gfx1201: expectation not met: min_blocks_per_cu = 2 cannot be checked: n/a (no model for gfx1201)" "build n/a"
run_kiln build "$p/kiln.toml" -o "$WORK/out2" --expect=warn
run_kiln check "$WORK/out2/tg.hipfb"
expect_eq "$CODE" 3 "check on gfx1201: $OUT"
expect_contains "$OUT" "wsum gfx1201: min_blocks_per_cu = 2 cannot be checked: n/a (no model for gfx1201)" "check n/a"

for bad in "gfx803:kiln builds for gfx9 and later" "gfx9-4-generic:is a generic target" \
           "gfx1300:unknown processor 'gfx1300'"; do
  sed "s/^targets = .*/targets = [\"${bad%%:*}\"]/" "$p/kiln.toml" > "$p/bad.toml"
  run_kiln build "$p/bad.toml" -o "$WORK/bad"
  expect_eq "$CODE" 1 "${bad%%:*}"
  expect_contains "$OUT" "${bad#*:}" "${bad%%:*}"
done

# wave64 on gfx10+: wavefront_size = 64 in a kernel's target table compiles that kernel for 64-lane
# waves (.wavefront_size 64, __AMDGCN_WAVEFRONT_SIZE 64 in its code, wave64 device libraries; the
# same warp reduction's code differs from the wave32 build), occupancy counted in wave64 (4 waves of
# 64 per 256-thread block, 16 per SIMD: 8 blocks); the other kernels of the source stay wave32.
w="$WORK/w"
mkdir -p "$w"
cp "$p/k.hip" "$w/"
cat > "$w/kiln.toml" <<'TOML'
[bundle]
name = "w"
targets = ["gfx1100", "gfx942"]

[defaults]
source = "k.hip"

[kernels.wsum]
[kernels.wave_size]

[kernels.wsum64]
symbol = "wsum"
target.gfx1100.wavefront_size = 64

[kernels.wave_size64]
symbol = "wave_size"
target.gfx1100.wavefront_size = 64
TOML
run_kiln build "$w/kiln.toml" --no-cache
expect_eq "$CODE" 0 "wave64 build: $OUT"
expect_eq "$(row wave_size64 gfx1100)" "wave_size64 gfx1100 2 2 0 0 0 0 256 8 16/16 100% waves" "gfx1100 wave64 row"
expect_eq "$(row wave_size gfx1100)" "wave_size gfx1100 2 2 0 0 0 0 256 4 16/16 100% waves" "gfx1100 wave32 row beside it"
unbundle "$w/build/w.hipfb" gfx1100 "$WORK/w.co"
dis="$("$OBJDUMP" -d "$WORK/w.co")"
for k in wave_size:32:0x7d20 wave_size64:64:0xfa40 wsum:32: wsum64:64:; do
  IFS=: read -r name wave constant <<<"$k"
  expect_eq "$(note_field "$WORK/w.co" "$name" wavefront_size)" "$wave" "$name .wavefront_size"
  [ -z "$constant" ] || expect_contains "$(kernel_code "$name" <<<"$dis")" "$constant" "$name: the wave size in the code"
done
[ "$(kernel_code wsum <<<"$dis")" != "$(kernel_code wsum64 <<<"$dis")" ] || fail "the wave64 reduction is the wave32 one"
unbundle "$w/build/w.hipfb" gfx942 "$WORK/w942.co"
expect_eq "$(note_field "$WORK/w942.co" wsum64 wavefront_size)" 64 "gfx942 unchanged"
run_kiln explain "$w/kiln.toml" wsum64 --target gfx1100
expect_contains "$OUT" "wavefront_size" "explain shows it"
expect_contains "$OUT" "+wavefrontsize64" "explain: the target features"
for bad in 'gfx942.wavefront_size = 32:gfx9 processors run 64-thread waves only' 'gfx1100.wavefront_size = 48:is 32 or 64, not 48'; do
  sed "s/^target.gfx1100.wavefront_size = 64$/target.${bad%%:*}/" "$w/kiln.toml" > "$w/bad.toml"
  run_kiln build "$w/bad.toml" -o "$WORK/wbad"
  expect_eq "$CODE" 1 "${bad%%:*}: $OUT"
  expect_contains "$OUT" "${bad#*:}" "${bad%%:*}"
done

# Generic targets (code object v6): built for their ISA (gfx9-4-generic: wave64; gfx11-generic,
# gfx10-3-generic: wave32), marked generic in the ELF flags, "n/a" occupancy (the answer is the
# device's); the loader picks them where no native entry exists (src/bundle/target_id_test.cpp).
g="$WORK/g"
mkdir -p "$g"
cp "$p/k.hip" "$g/"
cat > "$g/kiln.toml" <<'TOML'
[bundle]
name = "gen"
targets = ["gfx9-4-generic:xnack-", "gfx942", "gfx11-generic", "gfx10-3-generic"]
code_object_version = 6

[defaults]
source = "k.hip"

[kernels.wsum]
[kernels.wave_size]
TOML
run_kiln build "$g/kiln.toml" --no-cache
expect_eq "$CODE" 0 "generic build: $OUT"
expect_eq "$(row wave_size gfx9-4-generic:xnack-)" "wave_size gfx9-4-generic:xnack- 2 8 0 0 0 0 256 n/a n/a n/a no" "gfx9-4-generic row"
for t in gfx9-4-generic:xnack-:64:0xfa40:GFX9_4_GENERIC gfx11-generic:32:0x7d20:GFX11_GENERIC gfx10-3-generic:32:0x7d20:GFX10_3_GENERIC; do
  IFS=: read -r target feature wave constant mach <<<"$(sed 's/generic:\([0-9]\)/generic::\1/' <<<"$t")"
  id="$target${feature:+:$feature}"
  unbundle "$g/build/gen.hipfb" "$id" "$WORK/g.co"
  expect_eq "$(note_field "$WORK/g.co" wave_size wavefront_size)" "$wave" "$id .wavefront_size"
  expect_contains "$(kernel_code wave_size <<<"$("$OBJDUMP" -d "$WORK/g.co")")" "$constant" "$id wave size in the code"
  expect_contains "$("$READELF" -h "$WORK/g.co")" ", $target" "$id in the ELF flags"
  expect_contains "$("$READELF" -h "$WORK/g.co")" "generic_v1" "$id: a generic code object"
  expect_contains "$("$READELF" -h "$WORK/g.co")" "ABI Version:                       4" "$id: code object v6"
  expect_contains "$("$READELF" --notes "$WORK/g.co" | tr -d "'")" "amdhsa.target:   amdgcn-amd-amdhsa--$id" "$id in the metadata"
done
json="$(kernel_field gfx11-generic wsum occupancy.source < "$g/build/gen.json")"
expect_eq "$json" "n/a (no model for gfx11-generic)" "NAME.json: n/a for a generic target"
sed -i 's/^code_object_version = 6$/code_object_version = 5/' "$g/kiln.toml"
run_kiln build "$g/kiln.toml" -o "$WORK/g5"
expect_eq "$CODE" 1 "generic with v5: $OUT"
expect_contains "$OUT" "kiln.toml:3:12: error: 'gfx9-4-generic' is a generic target, which exists from code object version 6 on" "v5 refused"
expect_contains "$OUT" "kiln.toml:4:23: note: code_object_version is 5 here" "at the version"
echo "ok"
