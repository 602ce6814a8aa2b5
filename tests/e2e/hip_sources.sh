# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# HIP and OpenCL sources compiled in-process: a tiled matmul with __shared__/__syncthreads, a warp
# shuffle reduction, expf/logf/sqrtf (device libraries), a template instantiated twice, a kernel in
# a namespace, an OpenCL kernel; for gfx942 and gfx950, checked with llvm-readelf. Then the
# depfile, an ambiguous symbol, a syntax error and a missing ROCm.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/m"
cp -r "$DATA/hip/"* "$WORK/m/"
"$KILN" build "$WORK/m/kiln.toml" > "$WORK/out.txt"
b="$WORK/m/build/hipk.hipfb"
for t in gfx942 gfx950; do
  unbundle "$b" "$t" "$WORK/$t.co"
  expect_eq "$(metadata_notes "$WORK/$t.co")" 1 "$t one note"
  for k in matmul matmul8 warp_sum softplus_norm scale_big scale_small gemm vadd; do
    [ -n "$(note_field "$WORK/$t.co" "$k" vgpr_count)" ] || fail "$t: kernel $k missing"
  done
  expect_eq "$(note_field "$WORK/$t.co" matmul group_segment_fixed_size)" 2048 "$t matmul LDS: two 16x16 float tiles"
  expect_eq "$(note_field "$WORK/$t.co" matmul8 group_segment_fixed_size)" 512 "$t matmul8 LDS: defines TILE=8"
  grep -q " UND [a-z_]" <<<"$("$READELF" --dyn-symbols "$WORK/$t.co")" && fail "$t: undefined symbols left"
  # The math library really was linked: the code calls no function and has no unresolved call.
  code="$("$OBJDUMP" -d --disassemble-symbols=softplus_norm "$WORK/$t.co")"
  grep -q "v_exp_f32" <<<"$code" && grep -q "v_log_f32" <<<"$code" || fail "$t: no exp/log code"
done
expect_contains "$(cat "$WORK/m/build/hipk.hpp")" "hipStream_t stream, const float* x, float* y, int n) const {" "typed launch from args, with the HIP kernel's parameter names (-fhip-kernel-arg-name)"
# Which ROCm the build used is said, with its HIP version.
expect_contains "$(cat "$WORK/out.txt")" "ROCm: /usr (from the default places; HIP 5.2." "the ROCm used"

# The depfile lists the source, the header it includes, the OpenCL file and the manifest.
dep="$WORK/m/build/hipk.d"
for f in kernels.hip common.h inc/extra.h vadd.cl kiln.toml; do grep -q "$WORK/m/$f" "$dep" || fail "depfile lacks $f"; done
head -1 "$dep" | grep -q "^$b $WORK/m/build/hipk.hpp $WORK/m/build/hipk.json: \\\\$" || fail "depfile targets: $(head -1 "$dep")"

# An ambiguous template name lists its candidates.
sed -i 's/^symbol = "scale<2,3>"/symbol = "scale"/' "$WORK/m/kiln.toml"
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 1 "ambiguous symbol"
expect_contains "$OUT" "error: kernel 'scale_small': symbol 'scale' is ambiguous in '$WORK/m/kernels.hip'; candidates: 'scale<128, 64>' (_Z5scaleILi128ELi64EEvPf) 'scale<2, 3>' (_Z5scaleILi2ELi3EEvPf)" "ambiguous symbol"
sed -i 's/^symbol = "scale"$/symbol = "_Z5scaleILi2ELi3EEvPf"/' "$WORK/m/kiln.toml"
"$KILN" build "$WORK/m/kiln.toml" >/dev/null || fail "a mangled name is a valid symbol"

# A syntax error points into the HIP source, for the kernel whose source it is.
sed -i 's/float acc = 0.0f;/float acc = 0.0f/' "$WORK/m/kernels.hip"
line="$(grep -n 'float acc = 0.0f$' "$WORK/m/kernels.hip" | cut -d: -f1)"
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 1 "syntax error"
expect_contains "$OUT" "$WORK/m/kernels.hip:$line:21: error: expected ';' at end of declaration" "syntax error at its place"
expect_contains "$OUT" "kiln.toml:10:10: note: in the front end of kernel 'matmul' for gfx942" "the kernel as a note"
grep -q '^\[' <<<"$OUT" && fail "nothing compiles after a front-end error"

run_kiln build "$WORK/m/kiln.toml" --rocm-path "$WORK/nowhere"
expect_eq "$CODE" 1 "missing ROCm"
expect_contains "$OUT" "error: --rocm-path '$WORK/nowhere' does not exist" "missing ROCm"
# ROCM_PATH is as explicit as --rocm-path: a wrong one is an error, not a fall-back to /usr.
mkdir -p "$WORK/empty-rocm"
set +e; OUT="$(ROCM_PATH="$WORK/empty-rocm" "$KILN" build "$WORK/m/kiln.toml" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "ROCM_PATH without device libraries"
expect_contains "$OUT" "error: ROCM_PATH '$WORK/empty-rocm' holds no ROCm device libraries (ocml.bc under amdgcn/bitcode, lib/llvm/lib/clang/N/lib/amdgcn/bitcode or lib/llvm/amdgcn/bitcode); --rocm-device-lib-path names them elsewhere" "ROCM_PATH"
echo "ok"
