# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Bundles are hostile input. A .kiln section nested a million deep, numbers out of any kernel's
# range, a section that lists other kernels or another target than its code object, and a foreign
# code object whose note claims a 2^31-thread maximum: each is a clear error (or, for the foreign
# object, a bounded answer), never a crash (stack overflow, SIGFPE, an endless loop) and never a
# `kiln check` that passes on a lie.
source "$(dirname "$0")/lib/common.bash"
: "${OBJCOPY:?}" "${LLVM_MC:?}" "${LD_LLD:?}" "${LLC:?}"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
unbundle "$WORK/m/build/example.hipfb" gfx942 "$WORK/co"
"$OBJCOPY" --dump-section .kiln="$WORK/kiln.json" "$WORK/co"

# craft NAME PYTHON: a bundle whose gfx942 code object carries the .kiln JSON the Python expression
# makes of `j` (the section as parsed) or, when it yields a str, that text.
craft() {
  python3 - "$WORK/kiln.json" "$WORK/$1.json" "$2" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
out = eval(sys.argv[3], {"j": j, "json": json})
open(sys.argv[2], "w").write(out if isinstance(out, str) else json.dumps(j))
PY
  cp "$WORK/co" "$WORK/$1.co"
  "$OBJCOPY" --update-section .kiln="$WORK/$1.json" "$WORK/$1.co"
  "$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx942 \
    -input=/dev/null -input="$WORK/$1.co" -output="$WORK/$1.hipfb"
}
# expect_rejected NAME MESSAGE: inspect and check both fail with exit 1 and the message.
expect_rejected() {
  for cmd in inspect check; do
    run_kiln "$cmd" "$WORK/$1.hipfb"
    expect_eq "$CODE" 1 "$cmd of $1 (output: $OUT)"
    expect_contains "$OUT" "$2" "$cmd of $1"
  done
}

craft deep '"[" * 1000000 + "]" * 1000000'
expect_rejected deep "the .kiln section nests deeper than 16 levels"

craft negative_expect 'j["kernels"][0].update(expect={"min_blocks_per_cu": -5})'
expect_rejected negative_expect "malformed .kiln section: 'min_blocks_per_cu' is -5, outside 0..2147483647"
craft huge_expect 'j["kernels"][0].update(expect={"max_vgprs": 9223372036854775807})'
expect_rejected huge_expect "'max_vgprs' is 9223372036854775807, outside 0..2147483647"
craft huge_block 'j["kernels"][0]["launch"].update(block_size=2147483647)'
expect_rejected huge_block "'block_size' is 2147483647, outside 1..1024"
craft negative_lds 'j["kernels"][0]["launch"].update(dynamic_lds=-65536)'
expect_rejected negative_lds "'dynamic_lds' is -65536, outside 0..2147483647"

craft no_kernels 'j.update(kernels=[])'
expect_rejected no_kernels "its kiln metadata does not match its code: the .kiln section lists 0 kernels, the code object's metadata 4"
craft other_target 'j.update(target="gfx950")'
expect_rejected other_target "the .kiln section describes target 'gfx950', but the entry is for 'gfx942'"
craft fewer_vgprs 'j["kernels"][3]["resources"].update(vgpr_count=64)'
expect_rejected fewer_vgprs "kernel 'tile_fma': the .kiln section says vgpr_count 64, the code object's metadata 148"
craft better_occupancy 'j["kernels"][3]["occupancy"].update(blocks_per_cu=8, limiter="waves")'
expect_rejected better_occupancy "kernel 'tile_fma': the .kiln section says 8 blocks per CU (waves), kiln's model 3 (VGPRs)"

# A foreign code object (no .kiln) whose note claims a maximum of 2^31-1000 threads per block, or
# a count beyond 32 bits.
cat > "$WORK/f.ll" <<'LL'
define amdgpu_kernel void @wide(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
LL
"$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 "$WORK/f.ll" -o "$WORK/f.s"
grep -q "\.max_flat_workgroup_size: 256" "$WORK/f.s" || fail "llc's metadata has no max_flat_workgroup_size 256"
foreign() {
  sed -E "s/$2/$3/" "$WORK/f.s" > "$WORK/$1.s"
  "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj "$WORK/$1.s" -o "$WORK/$1.o"
  "$LD_LLD" -shared "$WORK/$1.o" -o "$WORK/$1.co"
  "$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx942 \
    -input=/dev/null -input="$WORK/$1.co" -output="$WORK/$1.hipfb"
}
foreign wide '\.max_flat_workgroup_size: 256' '.max_flat_workgroup_size: 2147482648'
run_kiln inspect "$WORK/wide.hipfb" --json
expect_eq "$CODE" 0 "inspect of a foreign object with a huge maximum block size: $OUT"
expect_contains "$OUT" '"block_size": 1024' "the assumed launch is bounded by HIP's 1024"
foreign beyond '\.sgpr_count:( +)[0-9]+' '.sgpr_count:\14294967301'
run_kiln inspect "$WORK/beyond.hipfb"
expect_eq "$CODE" 1 "a count beyond 32 bits"
expect_contains "$OUT" "kernel 'wide' in the AMDGPU metadata: '.sgpr_count' is out of range" "a count beyond 32 bits"
echo "ok"
