# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A symbol naming a template specialization the source does not instantiate is instantiated by
# kiln, the source untouched: the code objects equal those of a copy of the source that
# instantiates them by hand. A specialization that cannot exist is clang's error.
source "$(dirname "$0")/lib/common.bash"
mk() {  # mk DIR EXTRA-SOURCE-LINES
  mkdir -p "$1"
  cat > "$1/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
template <int B, typename T> __global__ __launch_bounds__(256) void reduce_sum(T* out, const T* in) {
    __shared__ T s[B];
    s[threadIdx.x % B] = in[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) { T a = 0; for (int i = 0; i < B; ++i) a += s[i]; out[blockIdx.x] = a; }
}
HIP
  printf '%s' "$2" >> "$1/k.hip"
  cat > "$1/kiln.toml" <<'TOML'
[bundle]
name = "inst"
targets = ["gfx942"]

[defaults]
source = "k.hip"
block_size = 256

[kernels.sum_f256]
symbol = "reduce_sum<256, float>"

[kernels.sum_d64]
symbol = "reduce_sum<64, double>"
TOML
}
mk "$WORK/a" ""
mk "$WORK/b" $'template __global__ void reduce_sum<256, float>(float*, const float*);\ntemplate __global__ void reduce_sum<64, double>(double*, const double*);\n'
before="$(md5sum "$WORK/a/k.hip")"
for d in a b; do
  run_kiln build "$WORK/$d/kiln.toml" --no-cache
  expect_eq "$CODE" 0 "build $d: $OUT"
  unbundle "$WORK/$d/build/inst.hipfb" gfx942 "$WORK/$d.co"
done
expect_eq "$(md5sum "$WORK/a/k.hip")" "$before" "the source is untouched"
for k in sum_f256 sum_d64; do
  for f in vgpr_count sgpr_count group_segment_fixed_size private_segment_fixed_size; do
    expect_eq "$(note_field "$WORK/a.co" "$k" "$f")" "$(note_field "$WORK/b.co" "$k" "$f")" "$k $f"
  done
  [ "$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/a.co")")" == "$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/b.co")")" ] ||
    fail "$k: code differs from the hand-instantiated source's"
done
expect_eq "$(note_field "$WORK/a.co" sum_f256 group_segment_fixed_size)" 1024 "reduce_sum<256, float>'s LDS"
expect_eq "$(note_field "$WORK/a.co" sum_d64 group_segment_fixed_size)" 512 "reduce_sum<64, double>'s LDS"

printf '\n[kernels.bad]\nsymbol = "reduce_sum<64, nosuchtype>"\n' >> "$WORK/a/kiln.toml"
run_kiln build "$WORK/a/kiln.toml"
expect_eq "$CODE" 1 "impossible specialization: $OUT"
expect_contains "$OUT" "use of undeclared identifier 'nosuchtype'" "clang's error on it"
echo "ok"
