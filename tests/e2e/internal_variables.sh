# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# File-static and anonymous-namespace __device__ variables that kernels write are one object per
# code object, as clang makes them (issue 34, item 0). Before, each kernel got its own copy: k_get
# never saw k_set's stores, O3 folded its loads to the initializer (it added the constant 0), and
# the build said nothing.
source "$(dirname "$0")/lib/common.bash"

clang="$(dirname "$LLC")/clang-22"
[ -x "$clang" ] || clang="$(command -v clang-22)"
mkdir -p "$WORK/p"
cp "$DATA/devvars/statics.hip" "$WORK/p/"
cp "$DATA/devvars/statics.hip" "$WORK/p/statics.cu"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "st"
targets = ["gfx942", "sm_90"]

[defaults]
source = "statics.hip"
block_size = 64

[kernels.k_set]
target.sm_90.source = "statics.cu"

[kernels.k_get]
target.sm_90.source = "statics.cu"
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "build: $OUT"

# AMD: k_get loads as many values as clang's k_get does (both flags and the table), and each
# written variable is one object, not exported.
unbundle "$WORK/p/build/st.hipfb" gfx942 "$WORK/kiln.co"
"$clang" -x hip --cuda-device-only --offload-arch=gfx942 -nogpulib -O3 -mcode-object-version=5 --no-gpu-bundle-output \
  -c "$WORK/p/statics.hip" -o "$WORK/clang.co"
loads() { "$OBJDUMP" -d --no-show-raw-insn "$1" | kernel_code k_get | grep -cE '(s|global|flat)_load_' || true; }
expect_eq "$(loads "$WORK/kiln.co")" "$(loads "$WORK/clang.co")" "k_get's loads, kiln against clang-22 -O3"
[ "$(loads "$WORK/kiln.co")" -ge 3 ] || fail "k_get loads $(loads "$WORK/kiln.co") values"
symbols="$("$READELF" --symbols "$WORK/kiln.co")"
for v in _ZL6s_flag _ZN12_GLOBAL__N_19anon_flagE; do
  expect_eq "$(grep -cE "OBJECT .* __kiln_static_[0-9a-f]{16}_${v}\$" <<<"$symbols")" 1 "gfx942: one '$v'"
done
grep -q "s_flag" <<<"$("$READELF" --dyn-symbols "$WORK/kiln.co")" && fail "an internal variable is exported"

# NVIDIA: k_get's PTX loads both flags by the names the variables' module defines.
ptx="$(cat "$WORK/temps/k_get-sm_90.ptx")"
for v in _ZL6s_flag _ZN12_GLOBAL__N_19anon_flagE; do
  grep -qE "ld\.global[.a-z0-9]*[[:space:]]+%r[0-9]+, \[__kiln_static_[0-9a-f]{16}_${v}\]" <<<"$ptx" || fail "sm_90: k_get does not load '$v': $ptx"
done
echo "ok"
