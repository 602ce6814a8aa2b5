# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Every registry attribute (and fast_math) reaches LLVM: each one's effect is read back from the
# code object with llvm-readelf (metadata) or llvm-objdump (kernel descriptor, instructions).
source "$(dirname "$0")/lib/common.bash"
: "${OBJDUMP:?}"

mkdir -p "$WORK/m"
cp "$EXAMPLE/kernels/tile.ll" "$EXAMPLE/kernels/saxpy.ll" "$DATA/divide.ll" "$WORK/m/"
cat > "$WORK/m/kiln.toml" <<'TOML'
[bundle]
name = "rt"
targets = ["gfx942"]

[defaults]
source = "tile.ll"
symbol = "tile_fma"

[kernels.base]

[kernels.flat]
block_size = 128
fn_attrs.amdgpu = { "amdgpu-flat-work-group-size" = "64,512" }

[kernels.waves]
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "4" }

[kernels.agprs]
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "4", "amdgpu-agpr-alloc" = "64" }

[kernels.vgprs]
fn_attrs.amdgpu = { "amdgpu-num-vgpr" = "48" }

[kernels.sgprs]
fn_attrs.amdgpu = { "amdgpu-num-sgpr" = "16" }

[kernels.sched]
fn_attrs.amdgpu = { "amdgpu-sched-strategy" = "iterative-minreg" }

[kernels.grid]
source = "saxpy.ll"
symbol = "saxpy"
fn_attrs.amdgpu = { "amdgpu-max-num-workgroups" = "64,2,1" }

[kernels.modes]
source = "saxpy.ll"
symbol = "saxpy"
fn_attrs.amdgpu = { "amdgpu-ieee" = "false", "amdgpu-dx10-clamp" = "false", "uniform-work-group-size" = "false" }

[kernels.modes_default]
source = "saxpy.ll"
symbol = "saxpy"

[kernels.precise]
source = "divide.ll"
symbol = "divide"

[kernels.fast]
source = "divide.ll"
symbol = "divide"
fast_math = true
TOML
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
unbundle "$WORK/m/build/rt.hipfb" gfx942 "$WORK/a.co"
co="$WORK/a.co"
field() { note_field "$co" "$1" "$2"; }
kd() { "$OBJDUMP" -D --disassemble-symbols="$1.kd" "$co" | awk -v k="$2" '$1 == k { print $2 }'; }
ops() { "$OBJDUMP" -d --disassemble-symbols="$1" "$co" | grep -c "$2" || true; }

base_vgprs="$(field base vgpr_count)"
echo "base: $base_vgprs VGPRs, $(field base sgpr_count) SGPRs"

expect_eq "$(field flat max_flat_workgroup_size)" 512 "amdgpu-flat-work-group-size"

v="$(field waves vgpr_count)"
[ "$v" -le 128 ] && [ "$v" -lt "$base_vgprs" ] || fail "amdgpu-waves-per-eu=4 allows 128 VGPRs; has $v (base $base_vgprs)"

expect_eq "$(field waves agpr_count)" 0 "no AGPRs without agpr-alloc"
expect_eq "$(field agprs agpr_count)" 64 "amdgpu-agpr-alloc=64"

# num-vgpr counts architectural VGPRs; on gfx942 LLVM reserves as many AGPRs: 48 -> 96 in all.
v="$(field vgprs vgpr_count)"
[ "$v" -le 96 ] || fail "amdgpu-num-vgpr=48 allows 96 unified VGPRs; has $v"
[ "$(field vgprs vgpr_spill_count)" -gt 0 ] || fail "amdgpu-num-vgpr=48 should make tile_fma spill"

s="$(field sgprs sgpr_count)"
[ "$s" -le 16 ] || fail "amdgpu-num-sgpr=16: sgpr_count $s"
[ "$(field sgprs sgpr_spill_count)" -gt 0 ] || fail "amdgpu-num-sgpr=16 should make SGPRs spill"

[ "$(field sched vgpr_count)" != "$base_vgprs" ] || fail "amdgpu-sched-strategy=iterative-minreg changed nothing"

expect_eq "$(field grid max_num_workgroups_x)" 64 "amdgpu-max-num-workgroups x"
expect_eq "$(field grid max_num_workgroups_y)" 2 "amdgpu-max-num-workgroups y"
expect_eq "$(field grid max_num_workgroups_z)" 1 "amdgpu-max-num-workgroups z"

expect_eq "$(kd modes_default .amdhsa_ieee_mode)" 1 "IEEE mode by default"
expect_eq "$(kd modes .amdhsa_ieee_mode)" 0 "amdgpu-ieee=false"
expect_eq "$(kd modes_default .amdhsa_dx10_clamp)" 1 "DX10 clamp by default"
expect_eq "$(kd modes .amdhsa_dx10_clamp)" 0 "amdgpu-dx10-clamp=false"
expect_eq "$(field modes_default uniform_work_group_size)" 1 "built-in uniform-work-group-size=true"
expect_eq "$(field modes uniform_work_group_size)" "" "uniform-work-group-size=false"

[ "$(ops precise v_div_scale_f32)" -gt 0 ] || fail "IEEE division expected without fast_math"
expect_eq "$(ops fast v_div_scale_f32)" 0 "fast_math: no IEEE division sequence"
[ "$(ops fast v_rcp_f32)" -gt 0 ] || fail "fast_math: reciprocal expected"
echo "ok"
