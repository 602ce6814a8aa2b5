# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Both IR forms: a .bc source (from llvm-as) builds the same bundle, byte for byte, as its .ll;
# a syntax error in a .ll is reported at its own file:line:col and names the kernel.
source "$(dirname "$0")/lib/common.bash"
: "${LLVM_AS:?}"

copy_example ll
"$KILN" build "$WORK/ll/kiln.toml" >/dev/null

copy_example bc
for f in saxpy reduce tile; do "$LLVM_AS" "$WORK/bc/kernels/$f.ll" -o "$WORK/bc/kernels/$f.bc"; rm "$WORK/bc/kernels/$f.ll"; done
sed -i 's/\.ll"/.bc"/' "$WORK/bc/kiln.toml"
"$KILN" build "$WORK/bc/kiln.toml" >/dev/null
cmp "$WORK/ll/build/example.hipfb" "$WORK/bc/build/example.hipfb" || fail ".bc and .ll sources give different bundles"

sed -i 's/%r = call float @llvm.fma.f32(float %a, float %xv, float %yv)/%r = call float @llvm.fma.f32(float %a, float %xv, float %undefined)/' "$WORK/ll/kernels/saxpy.ll"
line="$(grep -n '%undefined' "$WORK/ll/kernels/saxpy.ll" | cut -d: -f1)"
run_kiln build "$WORK/ll/kiln.toml"
expect_eq "$CODE" 1 "exit code"
expect_contains "$OUT" "error: kernel 'saxpy' for gfx942: $WORK/ll/kernels/saxpy.ll:$line:" "IR error position"
expect_contains "$OUT" "use of undefined value '%undefined'" "IR error text"

# A mutable external global would be shared state; kiln refuses it rather than split it.
cp "$EXAMPLE/kernels/saxpy.ll" "$WORK/ll/kernels/saxpy.ll"
echo '@counter = addrspace(1) global i32 0' >> "$WORK/ll/kernels/saxpy.ll"
run_kiln build "$WORK/ll/kiln.toml"
expect_eq "$CODE" 1 "shared global exit code"
expect_contains "$OUT" "error: kernel 'saxpy' for gfx942: mutable global 'counter' is visible outside its module" "shared global"
echo "ok"
