# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln's code objects are what `clang-22 -x hip --cuda-device-only -O3` makes: every resource of
# every kernel (VGPRs, SGPRs, AGPRs, LDS, scratch, spills), read from both code objects with
# llvm-readelf, for gfx942 and gfx950. The kernels (tests/data/parity) have clang's launch bounds
# in the source, so kiln's block_size default does not apply. Before, kiln's O3 left the SLP
# vectorizer off and optimized optnone functions (poly8: 12 VGPRs vs clang's 18, quad_chain 7 vs 6,
# calls_optnone 0 vs 28 bytes of scratch).
source "$(dirname "$0")/lib/common.bash"
: "${LLC:?}"
clang="$(dirname "$LLC")/clang-22"
[ -x "$clang" ] || clang="$(command -v clang-22)"

mkdir -p "$WORK/p"
cp "$DATA/parity/"* "$WORK/p/"
run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "kiln build: $OUT"
fields=(vgpr_count sgpr_count agpr_count group_segment_fixed_size private_segment_fixed_size vgpr_spill_count sgpr_spill_count)
mismatches=0
table="kernel target field kiln clang"
for t in gfx942 gfx950; do
  unbundle "$WORK/p/build/parity.hipfb" "$t" "$WORK/kiln-$t.co"
  "$clang" -x hip --cuda-device-only --offload-arch="$t" -nogpulib -O3 -mcode-object-version=5 --no-gpu-bundle-output \
    -c "$WORK/p/kernels.hip" -o "$WORK/clang-$t.co"
  for k in pair_fma half_math reduce calls_optnone tile quad_chain poly8; do
    ck="$k"; [ "$k" == poly8 ] && ck=_Z4polyILi8EEvPfPKf
    for f in "${fields[@]}"; do
      a="$(note_field "$WORK/kiln-$t.co" "$k" "$f")"
      b="$(note_field "$WORK/clang-$t.co" "$ck" "$f")"
      [ -n "$a" ] && [ -n "$b" ] || fail "$k on $t: no $f (kiln '$a', clang '$b')"
      if [ "$a" != "$b" ]; then mismatches=$((mismatches + 1)); table+=$'\n'"$k $t $f $a $b"; fi
    done
  done
done
[ "$mismatches" == 0 ] || fail "$mismatches resources differ from clang -O3:"$'\n'"$(column -t <<<"$table")"
# The SLP vectorizer did run: packed FMAs in the code.
grep -q v_pk_fma_f32 <<<"$("$OBJDUMP" -d "$WORK/kiln-gfx942.co")" || fail "no v_pk_fma_f32: the SLP vectorizer did not run"
echo "ok: 7 kernels x 2 targets x ${#fields[@]} resources equal to clang -O3"
