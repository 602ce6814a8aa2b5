# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# clang_args: front-end flags per kernel (here per kernel and in [defaults]) that take effect
# (-ffp-contract=off splits the FMA; -O1 gives what clang-22 -O1 gives, resources and code), are
# part of the cache key, shown by explain, and checked (kiln's own flags refused at the value,
# clang's unknown ones reported). clang's warnings are reported at their place in the source,
# once for all targets, with the manifest's kernel as a note; --werror makes them errors.
source "$(dirname "$0")/lib/common.bash"
: "${LLC:?}"
clang="$(dirname "$LLC")/clang-22"
[ -x "$clang" ] || clang="$(command -v clang-22)"
p="$WORK/p"
mkdir -p "$p"
cat > "$p/k.hip" <<'HIP'
#define KERNEL extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(1, 256)))
KERNEL void mad(float* out, const float* a, const float* b, const float* c) {
    int i = __builtin_amdgcn_workitem_id_x();
    out[i] = a[i] * b[i] + c[i];
}
KERNEL void unused(float* out) {
    int never_read = 3;
    out[0] = 1.0f;
}
HIP
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "ca"
targets = ["gfx942", "gfx950"]

[defaults]
source = "k.hip"
block_size = 256

[kernels.mad]

[kernels.mad_split]
symbol = "mad"
clang_args = ["-ffp-contract=off"]

[kernels.unused]
clang_args = ["-Wall"]
TOML
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "build: $OUT"
warning="$p/k.hip:7:9: warning: unused variable 'never_read' [-Wunused-variable]"
expect_eq "$(grep -c "unused variable 'never_read'" <<<"$OUT")" 1 "the warning once for two targets: $OUT"
expect_contains "$OUT" "$warning" "the warning at its place in the source"
expect_contains "$OUT" "kiln.toml:15:10: note: in the front end of kernel 'unused' for gfx942" "the kernel as a note"
unbundle "$p/build/ca.hipfb" gfx942 "$WORK/co"
dis="$("$OBJDUMP" -d "$WORK/co")"
expect_contains "$(kernel_code mad <<<"$dis")" "v_fma" "mad: contracted by default"
split="$(kernel_code mad_split <<<"$dis")"
expect_contains "$split" "v_mul_f32" "mad_split: -ffp-contract=off"
expect_contains "$split" "v_add_f32" "mad_split: -ffp-contract=off"
if grep -q v_fma <<<"$split"; then fail "mad_split still has an FMA"; fi

# --werror: the warning is an error; nothing is written, the previous outputs stay.
before="$(md5sum "$p/build/ca.hipfb")"
run_kiln build "$p/kiln.toml" --werror
expect_eq "$CODE" 1 "--werror"
expect_contains "$OUT" "$p/k.hip:7:9: error: unused variable 'never_read' [-Wunused-variable] [--werror]" "--werror"
expect_eq "$(md5sum "$p/build/ca.hipfb")" "$before" "outputs kept"

# In the cache key: another flag runs the front end again.
sed -i 's/clang_args = \["-Wall"\]/clang_args = ["-Wall", "-Wno-unused-variable"]/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "rebuild: $OUT"
if grep -q "never_read" <<<"$OUT"; then fail "-Wno-unused-variable did not take effect: $OUT"; fi
expect_contains "$OUT" "front ends: 2 run, 4 from the cache" "the changed front end ran again (for each target), the others came from the cache"
run_kiln explain "$p/kiln.toml" unused --target gfx942
expect_contains "$OUT" 'clang_args' "explain shows clang_args"
expect_contains "$OUT" '-Wno-unused-variable' "explain shows the value"

# -O1 through clang_args gives clang -O1's code objects.
mkdir -p "$WORK/o1"
cp "$DATA/parity/"* "$WORK/o1/"
sed -i 's/^block_size = 256$/block_size = 256\nclang_args = ["-O1"]/' "$WORK/o1/kiln.toml"
run_kiln build "$WORK/o1/kiln.toml" --no-cache
expect_eq "$CODE" 0 "-O1 build: $OUT"
"$clang" -x hip --cuda-device-only --offload-arch=gfx942 -nogpulib -O1 -mcode-object-version=5 --no-gpu-bundle-output \
  -c "$WORK/o1/kernels.hip" -o "$WORK/o1/clang.co"
unbundle "$WORK/o1/build/parity.hipfb" gfx942 "$WORK/o1/kiln.co"
kiln_dis="$("$OBJDUMP" -d --no-show-raw-insn "$WORK/o1/kiln.co")"
clang_dis="$("$OBJDUMP" -d --no-show-raw-insn "$WORK/o1/clang.co")"
for k in pair_fma half_math reduce tile quad_chain; do
  for f in vgpr_count sgpr_count group_segment_fixed_size private_segment_fixed_size; do
    expect_eq "$(note_field "$WORK/o1/kiln.co" "$k" "$f")" "$(note_field "$WORK/o1/clang.co" "$k" "$f")" "-O1 $k $f"
  done
  [ "$(kernel_code "$k" <<<"$kiln_dis" | sed 1d)" == "$(kernel_code "$k" <<<"$clang_dis" | sed 1d)" ] || fail "-O1 $k: code differs from clang -O1"
done
# and differs from -O3 somewhere (the level did change something).
run_kiln build "$DATA/parity/kiln.toml" --no-cache -o "$WORK/o3"
unbundle "$WORK/o3/parity.hipfb" gfx942 "$WORK/o3.co"
[ "$(md5sum < "$WORK/o3.co")" != "$(md5sum < "$WORK/o1/kiln.co")" ] || fail "-O1 gave the same object as -O3"

# Checked: kiln's own flags are refused at the value; clang's unknown ones are clang's errors.
printf '\n[kernels.bad]\nsymbol = "mad"\nclang_args = ["-o", "x.o"]\n' >> "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "-o"
expect_contains "$OUT" "kiln.toml:20:15: error: clang_args: '-o' is kiln's to set" "-o refused"
sed -i 's/clang_args = \["-o", "x.o"\]/clang_args = ["-mwavefrontsize64"]/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "-mwavefrontsize64"
expect_contains "$OUT" "error: clang_args: '-mwavefrontsize64' sets a target feature, which the target ID names" "a target feature refused"
# The cc1 options kiln sets, through -Xclang (issue 34, item 10: "-Xclang -triple" passed where
# "-target" is refused).
sed -i 's/clang_args = \["-mwavefrontsize64"\]/clang_args = ["-Xclang", "-triple", "-Xclang", "x86_64-unknown-linux-gnu"]/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "-Xclang -triple"
expect_contains "$OUT" "kiln.toml:20:26: error: clang_args: '-triple' (after -Xclang) is kiln's to set" "-Xclang -triple refused"
sed -i 's/clang_args = \["-Xclang", "-triple", "-Xclang", "x86_64-unknown-linux-gnu"\]/clang_args = ["-fno-such-flag"]/' "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "unknown flag"
expect_contains "$OUT" "unknown argument: '-fno-such-flag'" "unknown flag"
echo "ok"
