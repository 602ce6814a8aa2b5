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

# symbol = "*": every kernel of the source that no other entry names, with the entry's settings,
# named from its symbol (overloads with their parameter lists), in the source's order.
w="$WORK/w"
mkdir -p "$w"
cp "$DATA/symbols/kernels.hip" "$w/"
cat > "$w/kiln.toml" <<'TOML'
[bundle]
name = "every"
targets = ["gfx942", "gfx950"]

[defaults]
source = "kernels.hip"

[kernels.all]
symbol = "*"
block_size = 64

[kernels.mine]
symbol = "use_a"
block_size = 128
TOML
run_kiln build "$w/kiln.toml" --no-cache
expect_eq "$CODE" 0 "build with symbol = \"*\": $OUT"
names="$(python3 -c 'import json,sys; print(" ".join(k["name"] for k in json.load(open(sys.argv[1]))["targets"][0]["kernels"]))' "$w/build/every.json")"
expect_eq "$names" "ov_int ov_float uk_8 k_4 ns_ov use_b mine" "kernels from symbol = \"*\""
sizes="$(python3 -c 'import json,sys; print(" ".join(str(k["launch"]["block_size"]) for k in json.load(open(sys.argv[1]))["targets"][1]["kernels"]))' "$w/build/every.json")"
expect_eq "$sizes" "64 64 64 64 64 64 128" "the entry's block_size, and use_a's own"
unbundle "$w/build/every.hipfb" gfx950 "$WORK/every.co"
expect_contains "$(kernel_code ov_float <<<"$("$OBJDUMP" -d "$WORK/every.co")")" "0x40200000" "ov_float is ov(float*)"
header="$(cat "$w/build/every.hpp")"
for k in ov_int ov_float uk_8 k_4 ns_ov use_b mine; do expect_contains "$header" "struct ${k}_kernel" "loader header: $k"; done

# A derived name another entry has gets "_2" (issue 34, item 0b: names are always usable);
# kernels only some targets have are an error at the "*".
printf '\n[kernels.use_b]\nsymbol = "ov(int*)"\n' >> "$w/kiln.toml"
run_kiln build "$w/kiln.toml" --no-cache
expect_eq "$CODE" 0 "name clash: $OUT"
names="$(python3 -c 'import json,sys; print(" ".join(k["name"] for k in json.load(open(sys.argv[1]))["targets"][0]["kernels"]))' "$w/build/every.json")"
expect_eq "$names" "ov uk_8 k_4 ns_ov use_b_2 mine use_b" "a derived name past another entry's (ov(int*) claimed: one ov left)"

# Names C++ or HIP reserve are rewritten, not refused; an entry without block_size takes each
# kernel's __launch_bounds__ (before: '__brev_kernel', 'hip_sgemm_kernel' failed the whole file, and
# one block size had to fit every bound).
v="$WORK/v"
mkdir -p "$v"
cat > "$v/k.hip" <<'HIP'
#define K extern "C" __global__
K void __brev_kernel(float* p) { p[0] = 1.0f; }
K void hip_sgemm_kernel(float* p) { p[0] = 2.0f; }
K void a__b(float* p) { p[0] = 3.0f; }
K __attribute__((amdgpu_flat_work_group_size(1, 128))) void bounded128(float* p) { p[0] = 4.0f; }
K __attribute__((amdgpu_flat_work_group_size(1, 512))) void bounded512(float* p) { p[0] = 5.0f; }
HIP
printf '[bundle]\nname = "v"\ntargets = ["gfx942"]\n\n[kernels.all]\nsource = "k.hip"\nsymbol = "*"\n' > "$v/kiln.toml"
run_kiln build "$v/kiln.toml" --no-cache
expect_eq "$CODE" 0 "reserved names and launch bounds: $OUT"
got="$(python3 -c 'import json,sys; print(" ".join(k["name"] + ":" + str(k["launch"]["block_size"]) for k in json.load(open(sys.argv[1]))["targets"][0]["kernels"]))' "$v/build/v.json")"
expect_eq "$got" "brev_kernel:256 k_hip_sgemm_kernel:256 a_b:256 bounded128:128 bounded512:512" "usable names, each bounded kernel's own block"
printf '#ifdef __gfx950__\nK void only950(float* p) { p[0] = 9.5f; }\n#endif\n' >> "$w/kernels.hip"
run_kiln build "$w/kiln.toml"
expect_eq "$CODE" 1 "per-target kernels"
expect_contains "$OUT" "error: kernel 'all' (symbol \"*\"): '$w/kernels.hip' defines kernel 'only950' (_Z7only950Pf) for gfx950 and not for gfx942" "per-target kernels"
echo "ok"
