# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What clang 22's CUDA headers declare for the device and never define (issue 37): nan and nanf,
# __cxa_pure_virtual and __cxa_deleted_virtual. Before, ptxas failed on the undefined symbol
# ("Unresolved extern function '_ZL3nanPKc'", "Cannot take address of function
# '__cxa_deleted_virtual'"). kiln's CUDA prelude defines them: nan("") and nanf("") are the quiet
# NaNs nvcc's PTX stores (0x7FF8000000000000, 0x7FC00000), and the vtable slots of a pure and a
# deleted virtual function reach a function that traps.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cat > "$WORK/p/declared.cu" <<'CU'
#include <math.h>
__global__ void nans(double* d, float* f, const char* tag) {
  d[0] = nan("");
  f[0] = nanf("");
  d[1] = nan(tag);
  f[1] = nanf(tag);
}
struct Shape {
  __device__ __noinline__ Shape() {}  // keeps Shape's vtable: its slots are the ABI's functions
  __device__ virtual float area() const = 0;
  __device__ virtual void resize(float) = delete;
};
struct Square : Shape {
  float side;
  __device__ explicit Square(float s) : side(s) {}
  __device__ float area() const override { return side * side; }
  __device__ void resize(float) override = delete;
};
__global__ void make(Shape** out, float side) { *out = new Square(side); }
__global__ void measure(Shape* const* shapes, float* areas) { areas[threadIdx.x] = shapes[threadIdx.x]->area(); }
CU
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "declared"
targets = ["sm_90"]

[defaults]
source = "declared.cu"

[kernels.nans]
[kernels.make]
[kernels.measure]
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "nan, nanf and a class with pure and deleted virtual functions: $OUT"
grep -q "error" <<<"$OUT" && fail "no errors expected: $OUT"

# nan("") and nanf("") folded to the quiet NaNs, as nvcc's PTX has them.
stored() { grep -oE 'st\.global\.b(32|64)[^,]*, (9221120237041090560|2143289344);' | sed 's/.*, //; s/;//' | sort -u | tr '\n' ' '; }
expect_eq "$(stored < "$WORK/temps/nans-sm_90.ptx")" "2143289344 9221120237041090560 " "nan(\"\") and nanf(\"\") stored"
if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -ptx "$WORK/p/declared.cu" -o "$WORK/nvcc.ptx" || fail "nvcc does not build declared.cu"
  for v in 9221120237041090560 2143289344; do grep -q "mov.u\(64\|32\).*, $v;" "$WORK/nvcc.ptx" || fail "nvcc's PTX does not hold $v"; done
fi

# Shape's vtable: the pure and the deleted virtual function's slots, each a function that traps.
ptx="$(cat "$WORK/temps/make-sm_90.ptx")"
expect_contains "$ptx" ".u64 make\$_ZTV5Shape[4] = {0, 0, make\$__cxa_pure_virtual, make\$__cxa_deleted_virtual};" "Shape's vtable"
for f in __cxa_pure_virtual __cxa_deleted_virtual; do
  body="$(sed -n '/^\.func make\$'"$f"'()$/,/^}/p' <<<"$ptx")"
  expect_contains "$body" "trap;" "$f traps"
done
echo "ok"
