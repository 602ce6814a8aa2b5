# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A source of several kernels is split once (compile::SourceSplit: one parse, each kernel's module
# copied with what it reaches): each kernel's code equals its code when it is the only kernel kiln
# takes from the source (the job splits it out of the whole module itself), with shared helpers, a
# file-static variable one kernel writes and another reads (defined once: the reader must not fold
# it), a host-visible __device__ table, and kernels the others do not reach.
source "$(dirname "$0")/lib/common.bash"
p="$WORK/p"
mkdir -p "$p"
cat > "$p/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
static __device__ int counter;
__device__ float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ __noinline__ float helper(float x) { return x * table[1]; }
extern "C" __global__ void k_write(int v) { counter = v; }
extern "C" __global__ void k_read(int* out) { out[threadIdx.x] = counter; }
extern "C" __global__ void k_a(float* p) { p[threadIdx.x] = helper(p[threadIdx.x]); }
extern "C" __global__ void k_b(float* p) { p[threadIdx.x] = helper(p[threadIdx.x]) + table[3]; }
HIP
kernels="k_write k_read k_a k_b"
printf '[bundle]\nname = "all"\ntargets = ["gfx942"]\n\n[kernels.all]\nsource = "k.hip"\nsymbol = "*"\nblock_size = 64\n' > "$p/all.toml"
run_kiln build "$p/all.toml" -o "$WORK/all" --no-cache
expect_eq "$CODE" 0 "the family: $OUT"
unbundle "$WORK/all/all.hipfb" gfx942 "$WORK/all.co"
dis_all="$("$OBJDUMP" -d "$WORK/all.co")"
# A variable's address is the PC plus its offset in the code object, which differs between a
# code object of four kernels and one of one: the offsets are masked.
pc_offsets() { sed -E 's/(s_addc?_u32 s[0-9]+, s[0-9]+, )(0x[0-9a-f]+|lit\(0x[0-9a-f]+\))/\1OFFSET/'; }
for k in $kernels; do
  printf '[bundle]\nname = "one"\ntargets = ["gfx942"]\n\n[kernels.%s]\nsource = "k.hip"\nblock_size = 64\n' "$k" > "$p/$k.toml"
  run_kiln build "$p/$k.toml" -o "$WORK/$k" --no-cache
  expect_eq "$CODE" 0 "$k alone: $OUT"
  unbundle "$WORK/$k/one.hipfb" gfx942 "$WORK/$k.co"
  alone="$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/$k.co")" | pc_offsets)"
  [ -n "$alone" ] || fail "$k: no code"
  expect_eq "$(kernel_code "$k" <<<"$dis_all" | pc_offsets)" "$alone" "$k: its code split once equals its code split alone"
  for f in vgpr_count sgpr_count private_segment_fixed_size; do
    expect_eq "$(note_field "$WORK/all.co" "$k" "$f")" "$(note_field "$WORK/$k.co" "$k" "$f")" "$k .$f"
  done
done
# What is internal to each kernel's module stays so (clang's __hip_cuid_ tag, kept by
# llvm.compiler.used: a second pass over a split module once took it for a shared variable).
symbols="$("$READELF" -s "$WORK/all.co")"
expect_eq "$(grep -c "__hip_cuid_" <<<"$symbols")" 5 "one compilation-unit tag per kernel and the variables' object: $symbols"
grep -q '__kiln_static_.*hip_cuid' <<<"$symbols" && fail "the compilation-unit tag was made a shared variable"
# The reader loads the variable the writer stores (one definition, not a copy folded to 0).
expect_contains "$(kernel_code k_read <<<"$dis_all")" "s_getpc_b64" "k_read loads counter from its address"
echo "ok"
