# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The manifest's target wins over the source's: IR carrying another GPU's target-cpu and
# target-features (as Triton's and hipcc's IR do) is compiled for the target ID it is stored
# under, with a warning, and `kiln explain` shows the replaced values. Before, LLVM took the
# subtarget from the function attributes: wave32 gfx1100 code under the gfx942 entry.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/m"
cat > "$WORK/m/k.ll" <<'LL'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @lane(ptr addrspace(1) %out) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %lo, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @features(ptr addrspace(1) %out) #1 {
  store i32 1, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @same(ptr addrspace(1) %out) #2 {
  store i32 2, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32,-wavefrontsize64" }
attributes #1 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize32,-wavefrontsize64" }
attributes #2 = { "target-cpu"="gfx942" "target-features"="+gfx9-insts,+wavefrontsize64" }
LL
cat > "$WORK/m/kiln.toml" <<'TOML'
[bundle]
name = "st"
targets = ["gfx942", "gfx950"]

[kernels.lane]
source = "k.ll"

[kernels.features]
source = "k.ll"

[kernels.same]
source = "k.ll"
TOML

run_kiln build "$WORK/m/kiln.toml" --no-cache
expect_eq "$CODE" 0 "exit code"
for t in gfx942 gfx950; do
  unbundle "$WORK/m/build/st.hipfb" "$t" "$WORK/$t.co"
  for k in lane features same; do
    expect_eq "$(note_field "$WORK/$t.co" "$k" wavefront_size)" 64 "$k on $t: wavefront size"
  done
  dis="$("$OBJDUMP" -d --mcpu="$t" "$WORK/$t.co")"
  expect_contains "$dis" "v_mbcnt_lo_u32_b32" "lane on $t: gfx9 encoding disassembles for $t"
  expect_contains "$OUT" "kiln.toml:5:10: warning: kernel 'lane' for $t: the source asks for target-cpu 'gfx1100'; kiln compiles it for $t, the manifest's target, and replaced the source's target-cpu and target-features" "lane warning"
done
# Same processor, other feature bits (LLVM's names for what differs); gfx942's own features on
# gfx942 are no reason to warn, but on gfx950 the processor differs.
expect_contains "$OUT" "kiln.toml:8:10: warning: kernel 'features' for gfx942: the source asks for target-features with -gfx9, +wavefrontsize32, -wavefrontsize64;" "features warning"
grep -q "kernel 'same' for gfx942" <<<"$OUT" && fail "features that only restate the processor's are no reason to warn: $OUT"
expect_contains "$OUT" "kiln.toml:11:10: warning: kernel 'same' for gfx950: the source asks for target-cpu 'gfx942'" "same on gfx950"

run_kiln explain "$WORK/m/kiln.toml" lane --target gfx942
expect_eq "$CODE" 0 "explain exit code"
expect_contains "$(grep target-cpu <<<"$OUT" | tr -s ' ')" 'fn_attrs.amdgpu.target-cpu "gfx942" target (replaced the source'"'"'s "gfx1100")' "explain target-cpu"
expect_contains "$OUT" 'target (replaced the source'"'"'s "+wavefrontsize32,-wavefrontsize64")' "explain target-features"
run_kiln explain "$WORK/m/kiln.toml" lane --target gfx942 --json
expect_contains "$OUT" '"replaced": "gfx1100"' "explain --json"
echo "ok"
