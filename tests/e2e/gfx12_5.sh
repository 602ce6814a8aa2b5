# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# gfx1250 and gfx1251 (gfx12.5): built for wave32 alone (wave64 is an error, as clang's), with
# 1024 VGPRs and 320 KiB of LDS (LLVM's FeatureISAVersion12_50_Common), and HIP's occupancy as the
# runtimes that know them compute it: VGPR file 1024 in granules of 16 (comgr), 16 waves per SIMD,
# 4 SIMDs (no WGP mode), no SGPR limit, 327680 bytes of LDS (docs/occupancy.md). The figures reach
# the table, NAME.json, the loader header and `kiln occupancy`.
source "$(dirname "$0")/lib/common.bash"
p="$WORK/p"
mkdir -p "$p"
cat > "$p/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
extern "C" __global__ void wave_size(int* out) { out[0] = __AMDGCN_WAVEFRONT_SIZE + warpSize * 1000; }
// 320 KiB of LDS, all a gfx12.5 CU has: one block per CU.
extern "C" __global__ void big_lds(float* out) {
    __shared__ float s[81920];
    s[threadIdx.x * 320] = out[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x + 1) % 256 * 320];
}
HIP
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "g"
targets = ["gfx1250", "gfx1251"]

[defaults]
source = "k.hip"
block_size = 256

[kernels.wave_size]
[kernels.big_lds]
TOML
run_kiln build "$p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "build: $OUT"
row() { grep -E "^$1 +$2 " <<<"$OUT" | tr -s ' ' | cut -d' ' -f1-13; }
for t in gfx1250 gfx1251; do
  # 8 waves of 32 per block; 16 waves x 4 SIMDs = 64 per CU: 8 blocks.
  expect_eq "$(row wave_size $t)" "wave_size $t 2 2 0 0 0 0 256 8 16/16 100% waves" "$t row"
  expect_eq "$(row big_lds $t | cut -d' ' -f1,2,6,10,13)" "big_lds $t 327680 1 LDS" "$t: 320 KiB of LDS, one block"
  unbundle "$p/build/g.hipfb" "$t" "$WORK/$t.co"
  expect_eq "$(note_field "$WORK/$t.co" wave_size wavefront_size)" 32 "$t .wavefront_size"
  expect_contains "$(kernel_code wave_size <<<"$("$OBJDUMP" -d "$WORK/$t.co")")" "0x7d20" "$t: 32032 in the code"
  expect_contains "$("$READELF" -h "$WORK/$t.co")" ", $t" "$t in the ELF flags"
done
expect_contains "$(cat "$p/build/g.hpp")" '{"gfx1250", 2, 2, 0, 0, 0, 0, 256, 256, 0, 8, 32, -1, 0, 0, 0, 0}' "loader header figures"
# inspect reads the figures back; `kiln check` checks expectations as for every other target.
run_kiln inspect "$p/build/g.hipfb"
expect_eq "$(row wave_size gfx1251)" "wave_size gfx1251 2 2 0 0 0 0 256 8 16/16 100% waves" "inspect"
run_kiln check "$p/build/g.hipfb"
expect_eq "$CODE" 0 "check: $OUT"
printf '\n[kernels.big_lds.expect]\nmin_blocks_per_cu = 2\n' >> "$p/kiln.toml"
run_kiln build "$p/kiln.toml" -o "$WORK/warned" --no-cache --expect=warn
run_kiln check "$WORK/warned/g.hipfb"
expect_eq "$CODE" 3 "check: big_lds has 1 block per CU, 2 expected: $OUT"
expect_contains "$OUT" "big_lds gfx1250: 1 block/CU at block 256, expected >= 2: limited by LDS (327680 bytes used, <= 163840 needed for 2)" "check names the kernel below its expectation"
sed -i '/^\[kernels.big_lds.expect\]$/,$d' "$p/kiln.toml"
# The register term: 1024 / alignUp(V, 16) waves per SIMD (HIP; LLVM's own remarks give the same).
for case in "64:16" "65:12" "128:8" "256:4" "701:1"; do
  run_kiln occupancy --target gfx1250 --block 32 --vgprs "${case%%:*}" --sgprs 100 --json
  expect_eq "$CODE" 0 "occupancy ${case%%:*} VGPRs: $OUT"
  expect_contains "$OUT" "\"waves_per_simd\": ${case#*:}" "${case%%:*} VGPRs: ${case#*:} waves per SIMD"
done
# More LDS than a CU has, and wave64: errors.
sed -i 's/s\[81920\]/s[81921]/' "$p/k.hip"
run_kiln build "$p/kiln.toml" -o "$WORK/bad" --no-cache
expect_eq "$CODE" 1 "327684 bytes of LDS: $OUT"
expect_contains "$OUT" "327680" "the LDS limit named"
sed -i 's/s\[81921\]/s[81920]/' "$p/k.hip"
printf 'target.gfx1250.wavefront_size = 64\n' >> "$p/kiln.toml"
run_kiln build "$p/kiln.toml" -o "$WORK/bad" --no-cache
expect_eq "$CODE" 1 "wave64: $OUT"
expect_contains "$OUT" "gfx12.5 processors run 32-thread waves only" "wave64 refused"
echo "ok"
