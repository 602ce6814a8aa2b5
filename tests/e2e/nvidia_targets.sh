# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# AMD and NVIDIA targets in one manifest and one bundle (manifests/mixed): clang-offload-bundler
# lists and unbundles the cubins; every NVIDIA figure kiln reads from its cubins equals what
# NVIDIA's ptxas -v says for the same IR compiled by hand (opt-22 -O3, llc-22, ptxas); the
# occupancy is the model's; builds are deterministic and cached; the registry's errors.
source "$(dirname "$0")/lib/common.bash"

PTXAS="$(find_ptxas)"
OPT="$(dirname "$LLC")/opt-22"
[ -x "$OPT" ] || OPT=opt-22

mkdir -p "$WORK/src/manifests"
cp -r "$KILN_SOURCE_DIR/manifests/mixed" "$KILN_SOURCE_DIR/manifests/example" "$WORK/src/manifests/"
M="$WORK/src/manifests/mixed/kiln.toml"
run_kiln build "$M" -o "$WORK/out" --cache "$WORK/cache"
expect_eq "$CODE" 0 "mixed build: $OUT"
B="$WORK/out/mixed.hipfb"
expect_eq "$("$BUNDLER" --list -type=o -input="$B" | sort | tr '\n' ' ')" \
  "hipv4-amdgcn-amd-amdhsa--gfx942 hipv4-nvptx64-nvidia-cuda--sm_80 hipv4-nvptx64-nvidia-cuda--sm_90 host-x86_64-unknown-linux-gnu- " \
  "the bundle's entries"
for sm in sm_90 sm_80; do
  "$BUNDLER" --unbundle -type=o -input="$B" -targets="hipv4-nvptx64-nvidia-cuda--$sm" -output="$WORK/$sm.cubin"
  expect_contains "$("$READELF" -h "$WORK/$sm.cubin")" "NVIDIA CUDA architecture" "$sm entry is a cubin"
  expect_contains "$("$READELF" -h "$WORK/$sm.cubin")" "$sm" "$sm entry's SM"
  expect_eq "$("$READELF" -s "$WORK/$sm.cubin" | grep -c ' FUNC .*\(saxpy\|block_sum\|tile_fma\|tile_fma_4\)$')" 4 "$sm kernels"
done
# The host entry carries the NVIDIA metadata (an ELF with .kiln.<entry> sections); gfx942 its own .kiln.
"$BUNDLER" --unbundle -type=o -input="$B" -targets=host-x86_64-unknown-linux-gnu -output="$WORK/host.o"
expect_contains "$("$READELF" -S "$WORK/host.o")" ".kiln.hipv4-nvptx64-nvidia-cuda--sm_90" "host entry metadata"

# ptxas by hand on the same IR with the attributes kiln applies (maxntid from block_size 256).
INSPECT="$("$KILN" inspect "$B" --json)"
field() {  # field TARGET KERNEL KEY
  kernel_field "$@" <<<"$INSPECT"
}
by_hand() {  # by_hand SOURCE SM EXTRA-ATTRS -> the ptxas -v log
  if grep -q '^define ptx_kernel' "$1"; then
    perl -0pe "s/(define ptx_kernel void \\@\\w+\\([^{]*?\\)) \\{/\$1 \"nvvm.maxntid\"=\"256\" $3 {/s" "$1" > "$WORK/h.ll"
  else  # Triton's form: its own reqntid, another subtarget (kiln replaces it)
    sed 's/ "target-cpu"="sm_90a" "target-features"="+ptx84,+sm_90a"//' "$1" > "$WORK/h.ll"
  fi
  "$OPT" -O3 -mtriple=nvptx64-nvidia-cuda -mcpu="$2" "$WORK/h.ll" -o "$WORK/h.bc"
  "$LLC" -O3 -mcpu="$2" "$WORK/h.bc" -o "$WORK/h.ptx"
  "$PTXAS" -arch="$2" -O3 -v "$WORK/h.ptx" -o "$WORK/h.cubin" 2>&1
}
K="$WORK/src/manifests/example/kernels"
check_kernel() {  # check_kernel SM KERNEL SOURCE EXTRA-ATTRS
  local log regs smem stack spills
  log="$(by_hand "$K/$3" "$1" "$4")"
  regs="$(sed -n 's/.*Used \([0-9]*\) registers.*/\1/p' <<<"$log")"
  smem="$(sed -n 's/.*, \([0-9]*\) bytes smem.*/\1/p' <<<"$log")"
  stack="$(sed -n 's/^ *\([0-9]*\) bytes stack frame.*/\1/p' <<<"$log")"
  spills="$(sed -n 's/.*, \([0-9]*\) bytes spill stores.*/\1/p' <<<"$log")"
  expect_eq "$(field "$1" "$2" resources.registers)" "$regs" "$1 $2 registers (ptxas: $log)"
  expect_eq "$(field "$1" "$2" resources.group_segment_fixed_size)" "${smem:-0}" "$1 $2 static shared"
  expect_eq "$(field "$1" "$2" resources.private_segment_fixed_size)" "$stack" "$1 $2 local bytes"
  expect_eq "$(field "$1" "$2" resources.spill_store_bytes)" "$spills" "$1 $2 spill stores"
  expect_eq "$(field "$1" "$2" resources.max_flat_workgroup_size)" "${5:-256}" "$1 $2 max threads (.maxntid)"
}
check_kernel sm_90 saxpy saxpy.nvptx.ll ""
check_kernel sm_90 block_sum reduce.nvptx.ll '"nvvm.minctasm"="4"'
check_kernel sm_90 tile_fma tile.nvptx.ll '"nvvm.maxnreg"="64"'
check_kernel sm_90 tile_fma_4 tile.nvptx.ll '"nvvm.minctasm"="4"'
check_kernel sm_80 tile_fma tile.nvptx.ll ""
check_kernel sm_80 block_sum reduce.nvptx.ll '"nvvm.minctasm"="4"'
# .reqntid 128: the driver's MAX_THREADS_PER_BLOCK is still 1024 (seen on the H200), and kiln says so.
check_kernel sm_90 softmax_sm90 softmax.sm_90.llir "" 1024
# The Triton-style kernel exists for sm_90 only (its `targets`): in that cubin, not in sm_80's.
expect_eq "$("$READELF" -s "$WORK/sm_90.cubin" | grep -c ' FUNC .* softmax_sm90$')" 1 "softmax in sm_90"
expect_eq "$("$READELF" -s "$WORK/sm_80.cubin" | grep -c ' FUNC .* softmax_sm90$')" 0 "softmax not in sm_80"
expect_contains "$OUT" "the source asks for target-cpu 'sm_90a'; kiln compiles it for sm_90" "Triton's subtarget replaced"
expect_eq "$(field sm_90 block_sum resources.barriers)" 1 "block_sum uses a barrier"
# cuobjdump of the same toolkit (Debian's has one) reads the bundle's cubins: REG, STACK (kiln's
# local bytes) and SHARED, which on sm_90 includes the 1 KiB reserve that ptxas -v leaves out.
CUOBJDUMP="$(dirname "$(readlink -f "$PTXAS")")/cuobjdump"
if [ -x "$CUOBJDUMP" ]; then
  for sm in sm_90 sm_80; do
    res="$("$CUOBJDUMP" -res-usage "$WORK/$sm.cubin")"
    for k in saxpy block_sum tile_fma tile_fma_4 $([ $sm = sm_90 ] && echo softmax_sm90); do
      line="$(grep -A1 "Function $k:" <<<"$res" | tail -1)"
      expect_contains "$line" "REG:$(field $sm $k resources.registers) STACK:$(field $sm $k resources.private_segment_fixed_size) SHARED:" "cuobjdump $sm $k"
      shared="$(sed 's/.*SHARED:\([0-9]*\).*/\1/' <<<"$line")"
      # sm_90: the section holds the reserve (ptxas 11.8: in every kernel's; 13.0: where the kernel has shared memory).
      [ "$shared" = "$(field $sm $k resources.group_segment_fixed_size)" ] || { [ "$sm" = sm_90 ] && [ "$shared" = "$(( $(field $sm $k resources.group_segment_fixed_size) + 1024 ))" ]; } ||
        fail "cuobjdump $sm $k: SHARED:$shared, kiln $(field $sm $k resources.group_segment_fixed_size)"
    done
  done
else
  echo "note: no cuobjdump beside $PTXAS; the cubins were checked against ptxas -v only"
fi
# tuning shows: 254 registers untuned on sm_80, 64 (and spills) with maxnreg or minctasm 4 on sm_90.
expect_eq "$(field sm_80 tile_fma resources.registers)" 254 "untuned"
[ "$(field sm_90 tile_fma resources.spill_store_bytes)" -gt 0 ] || fail "maxnreg 64 spills"
# Occupancy: the model's answer for the cubin's figures (kiln occupancy, hand-worked in occupancy_test).
for k in saxpy block_sum tile_fma tile_fma_4; do
  want="$("$KILN" occupancy --target sm_90 --regs "$(field sm_90 $k resources.registers)" --lds "$(field sm_90 $k resources.group_segment_fixed_size)" --block 256 \
          --barriers "$(field sm_90 $k resources.barriers)" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["blocks_per_cu"])')"
  expect_eq "$(field sm_90 $k occupancy.blocks_per_cu)" "$want" "sm_90 $k blocks per SM"
done
expect_eq "$(field sm_90 tile_fma_4 occupancy.blocks_per_cu)" 4 "minctasm 4 gives 4 blocks per SM"
expect_eq "$(field sm_90 tile_fma occupancy.limiter)" registers "tile_fma limiter"
run_kiln check "$B"
expect_eq "$CODE" 0 "kiln check: $OUT"
# Expectations on NVIDIA kernels read CUDA's figures (registers, spill bytes, blocks per SM).
sed -i 's/^\[kernels.tile_fma.target.sm_90\]/&\nexpect = { max_vgprs = 32, max_spills = 0, min_blocks_per_cu = 8 }/' "$M"
run_kiln build "$M" -o "$WORK/expect" --cache "$WORK/cache"
expect_eq "$CODE" 3 "build with missed expectations: $OUT"
expect_contains "$OUT" "error: kernel 'tile_fma' for sm_90: expectation not met: 64 registers, expected <= 32" "the build checks them"
expect_contains "$OUT" "warning: kernel 'tile_fma' for sm_90: spills: 1156 bytes of spill stores" "a spill warning"
run_kiln build "$M" -o "$WORK/expect" --cache "$WORK/cache" --expect=warn
expect_eq "$CODE" 0 "build with expectations, --expect=warn: $OUT"
run_kiln check "$WORK/expect/mixed.hipfb" --target sm_90 --kernel tile_fma
expect_eq "$CODE" 3 "violated expectations"
expect_contains "$OUT" "tile_fma sm_90: 4 blocks/SM at block 256, expected >= 8: limited by registers (64 used, <= 32 needed for 8)" "min_blocks_per_cu"
expect_contains "$OUT" "tile_fma sm_90: 64 registers, expected <= 32" "max_vgprs as registers"
expect_contains "$OUT" "tile_fma sm_90: 1156 bytes of spill stores, expected <= 0" "max_spills as bytes"
sed -i '/^expect = { max_vgprs = 32/d' "$M"
# Launch settings of NVIDIA kernels: the carveout and the raised maximum dynamic size change the
# occupancy as the driver computes it (block_sum: 1024 static + 1024 reserved + 20000 dynamic =
# 22144 bytes a block; a 25% carveout is the 64 KiB step: 2 blocks; the default 228 KiB: 8, by warps).
sed -i 's/^\[kernels.block_sum.target.sm_90\]/&\ndynamic_lds = 20000\nshared_carveout = 25/' "$M"
run_kiln build "$M" -o "$WORK/carve" --cache "$WORK/cache" --expect=warn
expect_eq "$CODE" 0 "carveout build: $OUT"
expect_contains "$OUT" "warning: kernel 'block_sum' for sm_90: expectation not met: 2 blocks/SM at block 256, expected >= 4" "the intent missed"
expect_contains "$OUT" "block_sum     sm_90           11      -      -    21024        0      0B    256             2        16/64        25%  shared memory  <= 20736 bytes of shared memory (static + dynamic) for 3 blocks" "carveout 25"
expect_eq "$("$KILN" occupancy --target sm_90 --regs 11 --lds 1024 --block 256 --dynamic-lds 20000 --barriers 1 --carveout 25 --json |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["blocks_per_cu"])')" 2 "the calculator agrees"
run_kiln check "$WORK/carve/mixed.hipfb" --kernel block_sum --target sm_90
expect_eq "$CODE" 3 "min_blocks_per_cu 4 against 2"
expect_contains "$OUT" "block_sum sm_90: 2 blocks/SM at block 256, expected >= 4: limited by shared memory (21024 bytes used, <= 15360 needed for 4)" "check names the shared memory"
sed -i 's/^shared_carveout = 25$/max_dynamic_lds = 10000/' "$M"
run_kiln build "$M" -o "$WORK/carve" --cache "$WORK/cache"
expect_contains "$OUT" "max_dynamic_lds 10000 is below the launch's dynamic_lds 20000: the launch would fail" "max_dynamic_lds too small"
sed -i '/^dynamic_lds = 20000$/d; /^max_dynamic_lds = 10000$/d' "$M"
# The loader header answers NVIDIA targets from CUDA's model, constexpr, as kiln did.
cat > "$WORK/figures.cpp" <<'CPP'
#include "mixed.hpp"
static_assert(mixed::tile_fma_4_kernel::max_blocks_per_cu("sm_90", 256, 0) == 4);
static_assert(mixed::tile_fma_kernel::max_blocks_per_cu("sm_80", 256, 0) == 1);
static_assert(mixed::block_sum_kernel::max_blocks_per_cu("sm_90", 128, 0) == 16);
static_assert(mixed::saxpy_kernel::max_blocks_per_cu("gfx942", 256, 0) == 8);
static_assert(mixed::softmax_sm90_kernel::built_for("sm_90") && !mixed::softmax_sm90_kernel::built_for("sm_80"));
static_assert(mixed::softmax_sm90_kernel::max_blocks_per_cu("sm_80", 128, 16) == -1);
int main() {}
CPP
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/out" -I"$KILN_SOURCE_DIR/include" -I"$(hip_include_dir)" "$WORK/figures.cpp" \
  || fail "the loader header's figures for NVIDIA targets"

# explain: the target's own backend's attributes; another backend's table is named, not applied.
run_kiln explain "$M" tile_fma --target sm_80
expect_contains "$OUT" 'fn_attrs.nvptx.nvvm.maxntid     "256"' "built-in maxntid"
expect_contains "$OUT" "fn_attrs.amdgpu                 (not applied: sm_80 is built by another backend)" "amdgpu table on sm_80"
run_kiln explain "$M" tile_fma_4 --target sm_90
expect_contains "$OUT" 'fn_attrs.nvptx.nvvm.minctasm    "4"' "minctasm"

# Deterministic and cached: a second build from the cache, and one without, give the same bytes.
run_kiln build "$M" -o "$WORK/out2" --cache "$WORK/cache"
expect_contains "$OUT" "kernels: 0 compiled, 17 from the cache" "cached rebuild"
cmp "$B" "$WORK/out2/mixed.hipfb" || fail "cached rebuild changed the bundle"
run_kiln build "$M" -o "$WORK/out3" --no-cache -j 1
cmp "$B" "$WORK/out3/mixed.hipfb" || fail "-j 1 without cache changed the bundle"
expect_eq "$(ls -A "$WORK/out3" | grep -c kiln-nvlink || true)" 0 "nvlink's directory removed"

# The toolkit chosen: --cuda-path beats [bundle] cuda_path; one without ptxas is an error naming it.
run_kiln build "$M" -o "$WORK/cp" --cache "$WORK/cache" --cuda-path "$WORK/no-cuda"
expect_eq "$CODE" 1 "--cuda-path without ptxas"
expect_contains "$OUT" "sm_90: no ptxas in $WORK/no-cuda/bin" "--cuda-path without ptxas"
sed 's#^name = "mixed"#name = "mixed"\ncuda_path = "/nonexistent/cuda"#' "$M" > "$WORK/src/manifests/mixed/cp.toml"
run_kiln build "$WORK/src/manifests/mixed/cp.toml" -o "$WORK/cp" --cache "$WORK/cache"
expect_contains "$OUT" "no ptxas in /nonexistent/cuda/bin" "[bundle] cuda_path without ptxas"
run_kiln build "$WORK/src/manifests/mixed/cp.toml" -o "$WORK/cp" --cache "$WORK/cache" --cuda-path "$(dirname "$(dirname "$(readlink -f "$PTXAS")")")"
expect_eq "$CODE" 0 "--cuda-path beats [bundle] cuda_path: $OUT"
cmp "$B" "$WORK/cp/mixed.hipfb" || fail "--cuda-path with the same ptxas changed the bundle"

# sm_90a only where the ptxas knows it (CUDA 12+; Debian's 11.8 does not): built, or an error naming
# the ptxas and what it builds.
printf '[bundle]\nname = "a"\ntargets = ["sm_90a"]\n[kernels.saxpy]\nsource = "../example/kernels/saxpy.nvptx.ll"\n' > "$WORK/src/manifests/mixed/a.toml"
run_kiln build "$WORK/src/manifests/mixed/a.toml" -o "$WORK/a" --cache "$WORK/cache"
if grep -q "'sm_90a'" <<<"$("$PTXAS" --help)"; then
  expect_eq "$CODE" 0 "sm_90a with a ptxas that knows it: $OUT"
  expect_contains "$("$BUNDLER" --list -type=o -input="$WORK/a/a.hipfb")" "hipv4-nvptx64-nvidia-cuda--sm_90a" "sm_90a entry"
  expect_contains "$OUT" "saxpy   sm_90a          10      -      -        0        0      0B    256             8     64/64       100%  warps" "sm_90a occupancy"
  run_kiln inspect "$WORK/a/a.hipfb"
  expect_eq "$CODE" 0 "inspect of an sm_90a bundle: $OUT"
else
  expect_eq "$CODE" 1 "sm_90a with ptxas $("$PTXAS" --version | tail -1)"
  expect_contains "$OUT" "does not know sm_90a; it builds" "sm_90a unknown to this ptxas"
fi
sed -i 's/"sm_90a"/"sm_95"/' "$WORK/src/manifests/mixed/a.toml"
run_kiln build "$WORK/src/manifests/mixed/a.toml" -o "$WORK/a"
expect_contains "$OUT" "unknown or unsupported NVIDIA target 'sm_95'" "sm_95"

# Compressed: clang-offload-bundler unbundles the same cubin.
sed 's/^name = "mixed"/name = "mixed"\ncompress = "zstd"/' "$M" > "$WORK/src/manifests/mixed/z.toml"
run_kiln build "$WORK/src/manifests/mixed/z.toml" -o "$WORK/z" --cache "$WORK/cache"
expect_eq "$CODE" 0 "compressed: $OUT"
"$BUNDLER" --unbundle -type=o -input="$WORK/z/mixed.hipfb" -targets=hipv4-nvptx64-nvidia-cuda--sm_90 -output="$WORK/z90.cubin"
cmp "$WORK/sm_90.cubin" "$WORK/z90.cubin" || fail "compressed bundle's sm_90 cubin"
run_kiln inspect "$WORK/z/mixed.hipfb"
expect_contains "$OUT" "softmax_sm90  sm_90           32" "inspect of a compressed mixed bundle"

# Errors, all at once, each at its value.
cat > "$WORK/src/manifests/mixed/bad.toml" <<'TOML'
[bundle]
name = "bad"
targets = ["sm_90", "sm_80", "sm_91"]

[kernels.k]
source = "../example/kernels/saxpy.nvptx.ll"
symbol = "saxpy"
fn_attrs.nvptx = { "nvvm.maxnreg" = "300", "nvvm.maxntdi" = "64" }

[kernels.t]
source = "../example/kernels/saxpy.nvptx.ll"
symbol = "saxpy"
targets = ["sm_90", "sm_89"]

[kernels.only80]
source = "../example/kernels/saxpy.nvptx.ll"
symbol = "saxpy"
targets = ["sm_80"]

[kernels.none]
source = "../example/kernels/saxpy.nvptx.ll"
symbol = "saxpy"
targets = []

[kernels.c]
source = "../example/kernels/saxpy.nvptx.ll"
symbol = "saxpy"
fn_attrs.nvptx = { "nvvm.cluster_dim" = "2,1,1", "nvvm.reqntid" = "128" }
TOML
run_kiln build "$WORK/src/manifests/mixed/bad.toml" -o "$WORK/bad"
expect_eq "$CODE" 1 "bad manifest"
expect_contains "$OUT" "unknown nvptx attribute 'nvvm.maxntdi' in kernel 'k'" "unknown nvptx attribute"
expect_contains "$OUT" "did you mean 'nvvm.maxntid'?" "did you mean"
sed -i 's/, "nvvm.maxntdi" = "64"//' "$WORK/src/manifests/mixed/bad.toml"
run_kiln build "$WORK/src/manifests/mixed/bad.toml" -o "$WORK/bad"
expect_eq "$CODE" 1 "bad values"
expect_contains "$OUT" "bad.toml:3:30: error: unknown or unsupported NVIDIA target 'sm_91'; did you mean 'sm_90'?" "unknown SM"
expect_contains "$OUT" "invalid nvvm.maxnreg '300' for sm_90: must be in 24..255" "maxnreg range"
expect_contains "$OUT" "invalid nvvm.cluster_dim '2,1,1' for sm_80: thread block clusters need sm_90 or later" "cluster on sm_80"
expect_contains "$OUT" "invalid nvvm.reqntid '128': block_size 256 differs from the 128 threads it requires" "reqntid"
expect_contains "$OUT" "target 'sm_89' in the 'targets' of kernel 't' is not among the bundle's targets" "kernel targets outside the bundle"
expect_contains "$OUT" "kernel 'none' is built for no target: 'targets' is empty" "a kernel for no target"
printf '[bundle]\nname = "b"\ntargets = ["sm_90", "sm_80"]\n[kernels.saxpy]\nsource = "../example/kernels/saxpy.nvptx.ll"\ntargets = ["sm_80"]\n' > "$WORK/src/manifests/mixed/empty.toml"
run_kiln build "$WORK/src/manifests/mixed/empty.toml" -o "$WORK/bad"
expect_contains "$OUT" "empty.toml:3:12: error: no kernel is built for sm_90" "a target without kernels"
[ ! -e "$WORK/bad/bad.hipfb" ] || fail "a failed build wrote a bundle"
# A source for the other vendor, and a clang source for an NVIDIA target.
printf '[bundle]\nname = "b"\ntargets = ["sm_90"]\n[kernels.saxpy]\nsource = "../example/kernels/saxpy.ll"\n' > "$WORK/src/manifests/mixed/amd.toml"
run_kiln build "$WORK/src/manifests/mixed/amd.toml" -o "$WORK/bad"
expect_contains "$OUT" "is for 'amdgcn-amd-amdhsa', not nvptx64-nvidia-cuda (sm_90)" "AMD IR for an NVIDIA target"
echo '__kernel void k(__global float* x) { x[0] = 1; }' > "$WORK/src/manifests/mixed/k.cl"
printf '[bundle]\nname = "b"\ntargets = ["sm_90"]\n[kernels.k]\nsource = "k.cl"\n' > "$WORK/src/manifests/mixed/cl.toml"
run_kiln build "$WORK/src/manifests/mixed/cl.toml" -o "$WORK/bad"
expect_eq "$CODE" 1 "an OpenCL source for sm_90"
expect_contains "$OUT" "source 'k.cl' is opencl; for sm_90 kiln builds CUDA (.cu), HIP (.hip) and LLVM IR" "an OpenCL source for sm_90"
echo "ok"
