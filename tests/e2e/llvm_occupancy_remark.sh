# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The register term of kiln's model agrees with LLVM's own "Occupancy [waves/SIMD]" remark where
# the two are comparable: no LDS, SGPRs below 96 (LLVM's SGPR table and HIP's agree there), and
# blocks of one wave so the waves per SIMD are the register term itself. llc-22 compiles the
# register-heavy tile kernel under several register budgets.
source "$(dirname "$0")/lib/common.bash"
: "${LLC:?}"

compared=0
for attrs in "" '"amdgpu-waves-per-eu"="2"' '"amdgpu-waves-per-eu"="3"' '"amdgpu-waves-per-eu"="4"' \
             '"amdgpu-waves-per-eu"="5"' '"amdgpu-waves-per-eu"="6"' '"amdgpu-waves-per-eu"="8"' '"amdgpu-num-vgpr"="80"'; do
  sed 's/i32 %k, i32 %threads) {/i32 %k, i32 %threads) #0 {/' "$EXAMPLE/kernels/tile.ll" > "$WORK/t.ll"
  echo "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"64,64\" $attrs }" >> "$WORK/t.ll"
  remarks="$("$LLC" -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null \
    -pass-remarks-analysis=kernel-resource-usage "$WORK/t.ll" 2>&1)"
  get() { grep -m1 " $1: " <<<"$remarks" | sed -E 's/.*: ([0-9]+)$/\1/'; }
  vgprs="$(get VGPRs)"; agprs="$(get AGPRs)"; sgprs="$(get TotalSGPRs)"; llvm="$(get 'Occupancy \[waves/SIMD\]')"
  [ -n "$vgprs" ] && [ -n "$llvm" ] || fail "no resource remark for [$attrs]: $remarks"
  [ "$sgprs" -le 96 ] || continue
  unified=$(( (vgprs + 3) / 4 * 4 + agprs ))  # .vgpr_count on gfx942: alignTo(arch, 4) + AGPRs
  model="$("$KILN" occupancy --target gfx942 --vgprs "$unified" --sgprs "$sgprs" --lds 0 --block 64 --json \
    | grep '"waves_per_simd"' | tr -dc 0-9)"
  echo "[$attrs] VGPRs $vgprs + AGPRs $agprs, SGPRs $sgprs: LLVM $llvm waves/SIMD, kiln $model"
  expect_eq "$model" "$llvm" "waves per SIMD for [$attrs]"
  compared=$((compared + 1))
done
[ "$compared" -ge 6 ] || fail "only $compared comparable cases"
echo "ok"
