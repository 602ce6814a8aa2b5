# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Code objects built elsewhere as sources (issue 31, item 1; docs/prebuilt.md): an AMD code object
# from clang-22 (two kernels, one a C++ symbol), a cubin from ptxas, and Triton's own
# hsaco and cubin (tests/data/triton) are packaged byte for byte (clang-offload-bundler-22
# --unbundle, cmp), inspected and checked like compiled kernels (figures equal to the file's own,
# expectations at their keys), with their records in the host entry (llvm-readelf-22); `symbol`
# finds a kernel by its demangled name, "*" lists the object's; the loader header launches them by
# their own symbols through the CUDA driver API (the stand-in libcuda names the function looked
# up); a no-op build stays one, an edited object rebuilds. Refused with the cause at the manifest
# key: an object of another processor, settings that need compiling, a compiled kernel beside an
# object in one entry, a block the cubin does not take.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cd "$WORK/p"
cat > k.ll <<'LL'
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @_Z5scalePff(ptr addrspace(1) %p, float %s) #0 {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %a
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %a
  ret void
}
define amdgpu_kernel void @other(ptr addrspace(1) %p) {
  store float 1.0, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="1,128" }
LL
clang="$(dirname "$LLC")/clang-22"
[ -x "$clang" ] || clang="$(command -v clang-22)"
"$clang" --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 k.ll -o scale.hsaco  # a linked code object, as --genco makes
PTXAS="$(find_ptxas)"
sed -e 's/amdgcn-amd-amdhsa/nvptx64-nvidia-cuda/' -e 's/amdgpu_kernel/ptx_kernel/g' -e 's/llvm.amdgcn.workitem.id.x/llvm.nvvm.read.ptx.sreg.tid.x/g' \
    -e 's/"amdgpu-flat-work-group-size"="1,128"/"nvvm.maxntid"="128"/' k.ll > n.ll
"$LLC" -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 n.ll -o n.ptx
"$PTXAS" -arch=sm_80 n.ptx -o scale.cubin
cp "$DATA/triton/add_gfx942.hsaco" "$DATA/triton/add_sm90.cubin" .

cat > kiln.toml <<'TOML'
[bundle]
name = "pre"
targets = ["gfx942", "sm_80"]

[kernels.scale]
source = "scale.hsaco"
symbol = "scale"
block_size = 128
expect.max_vgprs = 32
[kernels.scale.target.sm_80]
source = "scale.cubin"
args = ["float*", "float"]

[kernels.rest]
source = "scale.hsaco"
symbol = "*"
targets = ["gfx942"]
TOML
run_kiln build kiln.toml --cache "$WORK/cache"
expect_eq "$CODE" 0 "build: $OUT"
expect_contains "$OUT" "kernels: 0 compiled" "nothing compiled"
unbundle build/pre.hipfb gfx942 amd.out
"$BUNDLER" --unbundle -type=o -input=build/pre.hipfb -targets=hipv4-nvptx64-nvidia-cuda--sm_80 -output=nv.out
cmp amd.out scale.hsaco || fail "the gfx942 entry is not scale.hsaco byte for byte"
cmp nv.out scale.cubin || fail "the sm_80 entry is not scale.cubin byte for byte"
# The records: in the host entry, for both entries.
"$BUNDLER" --unbundle -type=o -input=build/pre.hipfb -targets=host-x86_64-unknown-linux-gnu- -output=host.out
sections="$("$READELF" -S host.out)"
expect_contains "$sections" ".kiln.hipv4-amdgcn-amd-amdhsa--gfx942" "the gfx942 record in the host entry"
expect_contains "$sections" ".kiln.hipv4-nvptx64-nvidia-cuda--sm_80" "the sm_80 record in the host entry"
# Inspected as compiled kernels are: the figures are the file's own, the names the manifest's.
run_kiln inspect --json build/pre.hipfb
expect_eq "$CODE" 0 "inspect: $OUT"
bundled="$OUT"
run_kiln inspect --json scale.hsaco
for f in resources.vgpr_count resources.sgpr_count resources.private_segment_fixed_size; do
  expect_eq "$(kernel_field gfx942 scale "$f" <<<"$bundled")" "$(kernel_field gfx942 _Z5scalePff "$f" <<<"$OUT")" "gfx942 $f"
done
expect_eq "$(kernel_field gfx942 scale launch.block_size <<<"$bundled")" 128 "the manifest's block"
expect_eq "$(kernel_field gfx942 other launch.block_size <<<"$bundled")" 256 "\"*\": other, the default block"
run_kiln inspect --json scale.cubin
expect_eq "$(kernel_field sm_80 scale resources.registers <<<"$bundled")" "$(kernel_field sm_80 _Z5scalePff resources.registers <<<"$OUT")" "sm_80 registers"
run_kiln check build/pre.hipfb
expect_eq "$CODE" 0 "check: $OUT"
# A no-op build stays one; an edited object builds again.
run_kiln build kiln.toml --cache "$WORK/cache"
expect_contains "$OUT" "up to date" "no-op"
cp "$DATA/triton/add_gfx942.hsaco" scale.hsaco
run_kiln build kiln.toml --cache "$WORK/cache"
expect_eq "$CODE" 1 "another object under scale.hsaco: $OUT"
expect_contains "$OUT" "symbol 'scale' is not defined in" "the edit was read"

# Triton's own, with an expectation that fails at its key, and the loader header over the CUDA
# driver API (sm_90a: Triton compiles capability 9.0 for it).
cat > t.toml <<'TOML'
[bundle]
name = "tri"
targets = ["gfx942", "sm_90a"]

[kernels.add]
source = "add_gfx942.hsaco"
symbol = "add_kernel"
[kernels.add.target.sm_90a]
source = "add_sm90.cubin"
block_size = 128
expect.max_vgprs = 8
TOML
run_kiln build t.toml --cache "$WORK/cache"
expect_eq "$CODE" 3 "an expectation the cubin misses (exit 3): $OUT"
expect_contains "$OUT" "t.toml:11:20: error: kernel 'add' for sm_90a: expectation not met: 30 registers, expected <= 8" "at expect.max_vgprs"
sed -i 's/^expect.max_vgprs = 8/expect.max_vgprs = 64/' t.toml
run_kiln build t.toml --cache "$WORK/cache"
expect_eq "$CODE" 0 "Triton's: $OUT"
expect_contains "$OUT" "add     sm_90a          30      -      -        0        0     n/a    128" "the cubin's block (.reqntid), its spills unknown"
unbundle build/tri.hipfb gfx942 t.out
cmp t.out add_gfx942.hsaco || fail "Triton's hsaco changed in the bundle"
run_kiln disasm build/tri.hipfb add --target gfx942
expect_eq "$CODE" 0 "disasm by the manifest's name: $OUT"
expect_contains "$OUT" "add (add_kernel) on gfx942:" "disasm finds the object's symbol through the record"
INC=""
for d in "$(dirname "$(dirname "$(readlink -f "$PTXAS")")")" /opt/kiln/cuda /usr/local/cuda; do [ -f "$d/include/cuda.h" ] && { INC="$d/include"; break; }; done
if [ -n "$INC" ]; then
  mkdir -p lib
  g++ -std=c++17 -O1 -shared -fPIC -isystem "$INC" -Wl,-soname,libcuda.so.1 "$DATA/cuda/libcuda_standin.cpp" -o lib/libcuda.so.1
  cat > host.cpp <<'CPP'
#include <cstdio>
#include "tri.hpp"
int main() {
  kiln::runtime::Error e;
  tri::Library lib = tri::Library::load(e);
  if (e) { std::printf("load: %s\n", e.message.c_str()); return 3; }
  float* x = nullptr; float* y = nullptr; float* out = nullptr; void* scratch = nullptr;
  e = lib.add().kernel.launch(dim3(4), dim3(128), 0, nullptr, x, y, out, 512, scratch, scratch);
  std::printf("add: %s\n", e ? e.message.c_str() : "ok");
  return 0;
}
CPP
  g++ -std=c++17 -O1 -DKILN_CUDA_DRIVER -I"$KILN_SOURCE_DIR/include" -Ibuild -isystem "$INC" -DKILN_TRI_BUNDLE="\"$WORK/p/build/tri.hipfb\"" \
    host.cpp -o host -Llib -lcuda -lzstd -lz 2> cc.err || fail "the host program does not build: $(cat cc.err)"
  set +e; out="$(LD_LIBRARY_PATH=lib ./host 2>err)"; c=$?; set -e
  expect_eq "$c" 0 "the host program: $out $(cat err)"
  expect_contains "$out" "add: ok" "launched with pointers (a cubin does not say which parameters are)"
  expect_contains "$(cat err)" "stand-in function: add_kernel" "looked up by Triton's symbol"
fi

# Refused, each at its key.
cp "$DATA/triton/families/softmax_1024_w4_gfx950.hsaco" sm950.hsaco
cat > bad.toml <<'TOML'
[bundle]
name = "bad"
targets = ["gfx942", "sm_90a"]

[kernels.add]
source = "add_gfx942.hsaco"
symbol = "add_kernel"
defines = ["X=1"]
fn_attrs.amdgpu.amdgpu-waves-per-eu = "2"
[kernels.add.target.sm_90a]
source = "add_sm90.cubin"
block_size = 256

[kernels.wrong]
source = "sm950.hsaco"
targets = ["gfx942"]

[kernels.mixed]
source = "k.ll"
symbol = "other"
targets = ["gfx942"]
TOML
run_kiln build bad.toml --cache "$WORK/cache"
expect_eq "$CODE" 1 "bad: $OUT"
expect_contains "$OUT" "bad.toml:8:11: error: 'defines' needs compiling; kernel 'add' comes from 'add_gfx942.hsaco', a code object built elsewhere" "defines"
expect_contains "$OUT" "bad.toml:9:39: error: 'fn_attrs.amdgpu.amdgpu-waves-per-eu' needs compiling" "fn_attrs"
expect_contains "$OUT" "bad.toml:15:10: error: kernel 'wrong' for gfx942: 'sm950.hsaco' is a code object for gfx950, not gfx942" "another processor"
sed -i -e '/^defines/d' -e '/^fn_attrs/d' -e '/^\[kernels.wrong\]/,+3d' bad.toml
run_kiln build bad.toml --cache "$WORK/cache"
expect_contains "$OUT" "kernel 'mixed' for gfx942: a bundle entry is one code object" "a compiled kernel beside the object"
sed -i -e '/^\[kernels.mixed\]/,$d' bad.toml
run_kiln build bad.toml --cache "$WORK/cache"
expect_eq "$CODE" 1 "a block the cubin does not take: $OUT"
expect_contains "$OUT" "block_size 256 differs from the 128 threads the source requires" "the block named"
echo "ok"
