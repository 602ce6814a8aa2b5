# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CUDA's documented device functions that clang 22's CUDA headers lack are kiln's own
# (src/frontend/cuda_extras.hpp, issue 37): the cache-hint stores __stcg, __stcs and __stwb for
# every type CUDA lists build, and their PTX holds the same st.global instructions as nvcc's, kind
# for kind and count for count (against nvcc where it is installed, else against nvcc 13.0's,
# recorded in tests/data/cuda_math/stores.nvcc.txt). Then the rest (api.cu): the loads __ldca and
# __ldlu for every type, the unsigned long __ldcg/__ldcs/__ldcv and long __stwt, int
# __reduce_add_sync, __tanhf, cooperative_groups' this_cluster hold
# the same instruction kinds as nvcc's (api.nvcc.txt; clang merges identical loads, so kinds, not
# counts); __nv_bswap16/32/64 and __isGridConstant link (nvcc folds __isGridConstant at compile
# time; kiln's tests the address with isspacep.param).
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/cuda_math/stores.cu" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "st"
targets = ["sm_90"]

[defaults]
source = "stores.cu"
block_size = 64

[kernels.k_stcg]
[kernels.k_stcs]
[kernels.k_stwb]
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "build: $OUT"
stores() { grep -oE 'st\.global\.[a-z0-9.]+' | sort | uniq -c | sed 's/^ *//'; }
KILN_STORES="$(cat "$WORK"/temps/k_st{cg,cs,wb}-sm_90.ptx | stores)"
expect_eq "$(wc -l <<<"$KILN_STORES")" 81 "27 types, 3 functions: $KILN_STORES"
if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -ptx "$WORK/p/stores.cu" -o "$WORK/nvcc.ptx"
  expect_eq "$KILN_STORES" "$(stores < "$WORK/nvcc.ptx")" "st.global instructions against nvcc"
fi
expect_eq "$KILN_STORES" "$(grep -v '^#' "$DATA/cuda_math/stores.nvcc.txt")" "st.global instructions against nvcc 13.0's"

mkdir -p "$WORK/a"
cp "$DATA/cuda_math/api.cu" "$WORK/a/"
cat > "$WORK/a/kiln.toml" <<'TOML'
[bundle]
name = "api"
targets = ["sm_90"]

[defaults]
source = "api.cu"
block_size = 64

[kernels.k_ldca]
[kernels.k_ldlu]
[kernels.k_long]
[kernels.k_reduce]
[kernels.k_tanhf]
[kernels.k_cluster]
[kernels.k_bswap]
[kernels.k_grid_constant]
TOML
run_kiln build "$WORK/a/kiln.toml" --no-cache --save-temps "$WORK/atemps"
expect_eq "$CODE" 0 "build of api.cu: $OUT"
kinds() {
  grep -oE '(ld\.global\.(ca|lu|cg|cs|cv)|st\.global\.wt|redux\.sync|tanh\.approx|atom(\.global)?(\.cta|\.sys)?\.(cas|exch)\.b128|mapa|barrier\.cluster)[a-z0-9.:]*' |
    sed 's/^atom\.global/atom/' | sort -u
}
KILN_KINDS="$(cat "$WORK"/atemps/k_*-sm_90.ptx | kinds)"
RECORDED="$(grep -v -e '^#' -e 'b128' "$DATA/cuda_math/api.nvcc.txt")"
expect_eq "$(wc -l <<<"$KILN_KINDS")" "$(wc -l <<<"$RECORDED")" "instruction kinds of api.cu: $KILN_KINDS"
if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -ptx "$WORK/a/api.cu" -o "$WORK/api.nvcc.ptx"
  expect_eq "$KILN_KINDS" "$(kinds < "$WORK/api.nvcc.ptx" | grep -v 'b128')" "api.cu's instruction kinds against nvcc"
fi
expect_eq "$KILN_KINDS" "$RECORDED" "api.cu's instruction kinds against nvcc 13.0's"

# 128-bit atomics: atom .b128 needs PTX ISA 8.3 where LLVM writes 7.8 for sm_90; ptxas says so and
# kiln raises the version to 8.3 (cuda::raise_for_ptxas) where its ptxas takes it (CUDA 12.3+).
# An older ptxas keeps its error, which names the version.
printf '[bundle]\nname = "a128"\ntargets = ["sm_90"]\n\n[kernels.k_atomic128]\nsource = "api.cu"\nblock_size = 64\n' > "$WORK/a/a128.toml"
run_kiln build "$WORK/a/a128.toml" --no-cache --save-temps "$WORK/a128"
read -r major minor <<<"$(sed -n 's/.*ptxas \([0-9]*\)\.\([0-9]*\)\..*/\1 \2/p' <<<"$OUT" | head -1)"
if [ "${major:-0}" -gt 12 ] || { [ "${major:-0}" -eq 12 ] && [ "${minor:-0}" -ge 3 ]; }; then
  expect_eq "$CODE" 0 "128-bit atomics with ptxas $major.$minor: $OUT"
  expect_eq "$(kinds < "$WORK/a128/k_atomic128-sm_90.ptx")" "$(grep 'b128' "$DATA/cuda_math/api.nvcc.txt")" "atom .b128 kinds against nvcc 13.0's"
else
  expect_eq "$CODE" 1 "128-bit atomics with ptxas ${major:-?}.${minor:-?}: $OUT"
  expect_contains "$OUT" "requires PTX ISA .version 8.3" "ptxas's reason"
fi
expect_contains "$(cat "$WORK/atemps/k_grid_constant-sm_90.ptx")" "isspacep.param" "__isGridConstant"

# clang 22's __clang_cuda_intrinsics.h writes atomicAdd on float2/float4 as inline assembly that is
# neither volatile nor clobbers memory: with the result unused the atomic was deleted (the kernel
# was `ret` alone). kiln reads that header corrected (frontend/cuda_headers.cpp): all six stay.
cat > "$WORK/a/vec_atomic.cu" <<'CU'
__global__ void add2(float2* p, float2 v) { atomicAdd(p, v); atomicAdd_block(p + 1, v); atomicAdd_system(p + 2, v); }
__global__ void add4(float4* p, float4 v) { atomicAdd(p, v); atomicAdd_block(p + 1, v); atomicAdd_system(p + 2, v); }
CU
printf '[bundle]\nname = "vec"\ntargets = ["sm_90"]\n\n[kernels.add2]\nsource = "vec_atomic.cu"\n\n[kernels.add4]\nsource = "vec_atomic.cu"\n' > "$WORK/a/vec.toml"
run_kiln build "$WORK/a/vec.toml" --no-cache --save-temps "$WORK/vec"
expect_eq "$CODE" 0 "vector atomics: $OUT"
expect_eq "$(grep -oE 'atom\.(cta\.|sys\.)?add\.v[24]\.f32' "$WORK"/vec/add{2,4}-sm_90.ptx | sed 's/^[^:]*://' | sort | tr '\n' ' ')" \
  "atom.add.v2.f32 atom.add.v4.f32 atom.cta.add.v2.f32 atom.cta.add.v4.f32 atom.sys.add.v2.f32 atom.sys.add.v4.f32 " \
  "each atomicAdd of a float2/float4 kept"
echo "ok"
