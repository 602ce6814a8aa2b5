# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln's code objects are what `clang-22 -O3` makes (`-x hip --cuda-device-only`, or `-x cl`): every
# resource of every kernel (VGPRs, SGPRs, AGPRs, LDS, scratch, spills, from the metadata notes) and
# every instruction (llvm-objdump), for gfx942 and gfx950. The kernels have their launch bounds in
# the source, so kiln's block_size default does not apply.
#   tests/data/parity: no device libraries. Before, kiln's O3 left the SLP vectorizer off and
#     optimized optnone functions (poly8: 12 VGPRs vs clang's 18, quad_chain 7 vs 6, calls_optnone
#     0 vs 28 bytes of scratch).
#   tests/data/parity_libs: HIP and OpenCL calling ocml/ockl, and __shared__ variables of templates
#     and inline functions (linkonce_odr), plain and with fast_math, against
#     clang with the same device libraries. Before, kiln flagged the libraries' code fast too and
#     fused operations only as FPOpFusion::Standard (with fast_math, 10 of 48 resources differed).
source "$(dirname "$0")/lib/common.bash"
: "${LLC:?}" "${LLVM_AS:?}"
clang="$(dirname "$LLC")/clang-22"
[ -x "$clang" ] || clang="$(command -v clang-22)"
fields=(vgpr_count sgpr_count agpr_count group_segment_fixed_size private_segment_fixed_size vgpr_spill_count sgpr_spill_count)
compared=0 mismatches=0 table="set kernel target what kiln clang"

# The two instructions after s_getpc_b64 add a callee's distance, which depends on where the
# functions lie in the object: their last operand is masked.
pc_relative_masked() { awk '/s_getpc_b64/ { n = 2; print; next } n > 0 { sub(/[^ ,]+$/, "<pc-relative>"); n-- } { print }'; }

# compare SET KILN-BUNDLE CLANG-PREFIX KERNEL[=CLANG-NAME]...: resources and code, per target, of
# kiln's bundle and of clang's objects PREFIX-TARGET*.co (each with its disassembly beside, .dis).
compare() {
  local set="$1" bundle="$2" prefix="$3"; shift 3
  for t in gfx942 gfx950; do
    unbundle "$bundle" "$t" "$WORK/kiln-$t.co"
    local kiln_code clang_code
    kiln_code="$("$OBJDUMP" -d --no-show-raw-insn "$WORK/kiln-$t.co")"
    clang_code="$(cat "$prefix"-"$t"*.dis)"
    for spec in "$@"; do
      local k="${spec%%=*}" ck="${spec#*=}" co
      co=""
      for f in "$prefix-$t"*.co; do grep -q "<$ck>:" "${f%.co}.dis" && co="$f"; done
      [ -n "$co" ] || fail "$set: clang built no $ck for $t"
      for f in "${fields[@]}"; do
        a="$(note_field "$WORK/kiln-$t.co" "$k" "$f")"
        b="$(note_field "$co" "$ck" "$f")"
        [ -n "$a" ] && [ -n "$b" ] || fail "$set: $k on $t: no $f (kiln '$a', clang '$b')"
        compared=$((compared + 1))
        if [ "$a" != "$b" ]; then mismatches=$((mismatches + 1)); table+=$'\n'"$set $k $t $f $a $b"; fi
      done
      a="$(kernel_code "$k" <<<"$kiln_code" | sed 1d | pc_relative_masked)"
      b="$(kernel_code "$ck" <<<"$clang_code" | sed 1d | pc_relative_masked)"
      [ -n "$b" ] || fail "$set: no code for $ck in clang's object"
      compared=$((compared + 1))
      if [ "$a" != "$b" ]; then mismatches=$((mismatches + 1)); table+=$'\n'"$set $k $t code $(wc -l <<<"$a")-lines $(wc -l <<<"$b")-lines"; fi
    done
  done
}

# No device libraries.
mkdir -p "$WORK/p"
cp "$DATA/parity/"* "$WORK/p/"
run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "kiln build: $OUT"
for t in gfx942 gfx950; do
  "$clang" -x hip --cuda-device-only --offload-arch="$t" -nogpulib -O3 -mcode-object-version=5 --no-gpu-bundle-output \
    -c "$WORK/p/kernels.hip" -o "$WORK/clang-$t.co"
  "$OBJDUMP" -d --no-show-raw-insn "$WORK/clang-$t.co" >"$WORK/clang-$t.dis"
done
compare parity "$WORK/p/build/parity.hipfb" "$WORK/clang" pair_fma half_math reduce calls_optnone tile quad_chain \
  poly8=_Z4polyILi8EEvPfPKf
# The SLP vectorizer did run: packed FMAs in the code.
grep -q v_pk_fma_f32 <<<"$("$OBJDUMP" -d "$WORK/kiln-gfx942.co")" || fail "no v_pk_fma_f32: the SLP vectorizer did not run"

# With the device libraries kiln found, as clang would link them: a directory of links to them,
# plus the ISA controls Debian lacks (kiln synthesizes the same constants), plus the two libraries
# kiln links beyond clang 22's list (hip.bc for HIP 5.2's __atomic_work_item_fence, and
# oclc_daz_opt_off.bc, which older ocml refers to) named with -mlink-builtin-bitcode.
mkdir -p "$WORK/l"
cp "$DATA/parity_libs/"* "$WORK/l/"
run_kiln build "$WORK/l/kiln.toml" --no-cache -o "$WORK/l/ieee"
expect_eq "$CODE" 0 "kiln build: $OUT"
libs="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["rocm"]["device_libraries"])' "$WORK/l/ieee/parity_libs.json")"
mkdir -p "$WORK/libs"
for f in "$libs"/*.bc; do ln -s "$f" "$WORK/libs/"; done
layout="$("$clang" -x hip --cuda-device-only --offload-arch=gfx942 -nogpulib -S -emit-llvm -o - -xc /dev/null 2>/dev/null |
  sed -n 's/^target datalayout = "\(.*\)"$/\1/p')"
for isa in 942:9402 950:9500; do
  [ -e "$WORK/libs/oclc_isa_version_${isa%:*}.bc" ] && continue
  printf 'target datalayout = "%s"\ntarget triple = "amdgcn-amd-amdhsa"\n@__oclc_ISA_version = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 %s\n' \
    "$layout" "${isa#*:}" | "$LLVM_AS" -o "$WORK/libs/oclc_isa_version_${isa%:*}.bc"
done
extra=(-Xclang -mlink-builtin-bitcode -Xclang "$WORK/libs/oclc_daz_opt_off.bc")
hip=(-x hip --cuda-device-only -O3 -mcode-object-version=5 --no-gpu-bundle-output --rocm-device-lib-path="$WORK/libs"
     -D__AMDGCN_WAVEFRONT_SIZE=64 -Xclang -mlink-builtin-bitcode -Xclang "$WORK/libs/hip.bc" "${extra[@]}" -c "$WORK/l/kernels.hip")
cl=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O3 -mcode-object-version=5 --rocm-device-lib-path="$WORK/libs" "${extra[@]}"
    -c "$WORK/l/kernels.cl")
sed 's/^\[defaults\]/[defaults]\nfast_math = true/' "$DATA/parity_libs/kiln.toml" >"$WORK/l/fast.toml"
run_kiln build "$WORK/l/fast.toml" --no-cache -o "$WORK/l/fast"
expect_eq "$CODE" 0 "kiln build (fast_math): $OUT"
for mode in ieee fast; do
  fast=(); clfast=()
  [ "$mode" == fast ] && fast=(-ffast-math) && clfast=(-cl-fast-relaxed-math)
  for t in gfx942 gfx950; do
    "$clang" --offload-arch="$t" "${hip[@]}" "${fast[@]}" -o "$WORK/$mode-$t-hip.co" 2>"$WORK/err" || fail "clang: $(cat "$WORK/err")"
    "$clang" -mcpu="$t" "${cl[@]}" "${clfast[@]}" -o "$WORK/$mode-$t-cl.co" 2>"$WORK/err" || fail "clang: $(cat "$WORK/err")"
    for lang in hip cl; do "$OBJDUMP" -d --no-show-raw-insn "$WORK/$mode-$t-$lang.co" >"$WORK/$mode-$t-$lang.dis"; done
  done
  compare "libs/$mode" "$WORK/l/$mode/parity_libs.hipfb" "$WORK/$mode" trig exp_log roots special fenced dmath cl_math \
    lds_tpl4=_Z7lds_tplILi4EEvPfPKf lds_tpl64=_Z7lds_tplILi64EEvPfPKf lds_typed_char=_Z9lds_typedIcEvPT_ lds_plain
done
[ "$mismatches" == 0 ] || fail "$mismatches of $compared comparisons differ from clang -O3:"$'\n'"$(column -t <<<"$table")"
echo "ok: $compared comparisons (resources and code of 7 + 2x11 kernels on 2 targets) equal to clang -O3"
