# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Symbol names as users write them: an overload by its parameter list ("ov(int*)"), a qualified one
# beating an unqualified match (ns::ov(int*) is not "ov(int*)"), an unsigned template argument
# without its suffix ("uk<8>" for uk<8u>), the signature nm -C prints ("void k<4>(float*)"). Two
# manifest kernels may take the same template instance as variants, and kernels may share a
# template helper: COMDAT groups no longer make lld drop one of them ("relocation refers to a
# symbol in a discarded section").
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p"
cp "$DATA/symbols/kernels.hip" "$p/"
cat > "$p/kiln.toml" <<'TOML'
[bundle]
name = "sym"
targets = ["gfx942"]

[defaults]
source = "kernels.hip"
block_size = 256

[kernels.ov_int]
symbol = "ov(int*)"

[kernels.ov_float]
symbol = "ov(float *)"

[kernels.ns_ov]
symbol = "ns::ov(int*)"

[kernels.uk8]
symbol = "uk<8>"

[kernels.uk8_variant]
symbol = "uk<8u>"
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2" }

[kernels.k4]
symbol = "void k<4>(float*)"

[kernels.use_a]

[kernels.use_b]
TOML
run_kiln build "$p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "build: $OUT"
unbundle "$p/build/sym.hipfb" gfx942 "$WORK/co"
dis="$("$OBJDUMP" -d "$WORK/co")"
body_of() { kernel_code "$1" <<<"$dis"; }
expect_contains "$(body_of ov_int)" "v_mov_b32_e32 v1, 11" "ov(int*) is the int overload"
expect_contains "$(body_of ov_float)" "0x40200000" "ov(float *) is the float overload (2.5f)"
expect_contains "$(body_of ns_ov)" "v_mov_b32_e32 v1, 33" "ns::ov(int*)"
for k in uk8 uk8_variant k4 use_a use_b; do [ -n "$(body_of $k)" ] || fail "no code for $k"; done
expect_contains "$(body_of uk8)" "0x41000000" "uk<8> stores 8.0f"

printf '\n[kernels.amb]\nsymbol = "ov"\n' >> "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "ambiguous"
expect_contains "$OUT" "error: kernel 'amb': symbol 'ov' is ambiguous in '$p/kernels.hip'; candidates: 'ov(int*)' (_Z2ovPi) 'ov(float*)' (_Z2ovPf)" "overloads listed with their parameters"
echo "ok"
