# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# __shared__ variables of a type with a constructor or destructor (issue 37): CUDA's documented
# `__shared__ cuda::barrier<cuda::thread_scope_block> bar;`, which nvcc builds with a warning and
# clang refuses ("initialization is not supported for __shared__ variables"), builds: kiln declares
# shared storage of the type's size and alignment and a reference of that name, and says so at the
# variable, once per declaration (a template's too). The barrier's instructions are nvcc's and its
# shared memory nvcc's (8 bytes + the kernel's array). Shapes kiln does not change stay clang's error.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/cuda_shared/barrier.cu" "$WORK/p/"
printf '[bundle]\nname = "sb"\ntargets = ["sm_90"]\n\n[kernels.all]\nsource = "barrier.cu"\nsymbol = "*"\nblock_size = 256\n' > "$WORK/p/kiln.toml"
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "__shared__ variables with constructors: $OUT"
expect_contains "$OUT" "barrier.cu:7:56: warning: __shared__ variable 'bar' of type 'cuda::barrier<cuda::thread_scope_block>' is neither constructed nor destroyed" "the barrier, at its place"
expect_contains "$OUT" "init(&bar, count) from one thread" "how to set a barrier up"
expect_contains "$OUT" "barrier.cu:28:31: warning: __shared__ variable 'c' of type 'Counter'" "a type of one's own, in a template"
expect_eq "$(grep -c "warning: __shared__ variable 'c'" <<<"$OUT")" 1 "one warning for the template's two instantiations"
grep -q "error" <<<"$OUT" && fail "no error expected: $OUT"
for k in block_sum counted_3 counted_4; do grep -qE "^$k +sm_90 " <<<"$OUT" || fail "$k built: $OUT"; done
expect_eq "$(kernel_field sm_90 block_sum resources.group_segment_fixed_size < "$WORK/p/build/sb.json")" 1032 "the barrier's 8 bytes and the 1024-byte array, as nvcc's"
barriers() { grep -oE 'mbarrier\.[a-z_]+' | sort | uniq -c | sed 's/^ *//'; }
KILN_BARRIERS="$(barriers < "$WORK/temps/block_sum-sm_90.ptx")"
expect_contains "$KILN_BARRIERS" "1 mbarrier.init" "the barrier set up by init(): $KILN_BARRIERS"
expect_contains "$KILN_BARRIERS" "1 mbarrier.arrive" "arrive_and_wait: $KILN_BARRIERS"
if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -ptx "$WORK/p/barrier.cu" -o "$WORK/nvcc.ptx" 2> "$WORK/nvcc.log" || fail "nvcc: $(cat "$WORK/nvcc.log")"
  expect_contains "$(cat "$WORK/nvcc.log")" "dynamic initialization is not supported" "nvcc's own warning"
  NVCC_BARRIERS="$(sed -n '/entry _Z9block_sum/,/^}/p' "$WORK/nvcc.ptx" | barriers)"
  expect_eq "$(cut -d' ' -f2 <<<"$KILN_BARRIERS")" "$(cut -d' ' -f2 <<<"$NVCC_BARRIERS")" "mbarrier instruction kinds against nvcc's"
fi

# An array of such a type, or an initializer, is not the documented idiom: clang's error stands.
cat > "$WORK/p/array.cu" <<'CU'
struct Counter { int n; __device__ Counter(int v = 7) : n(v) {} };
__global__ void arr(int* out) { __shared__ Counter cs[2]; out[threadIdx.x] = cs[threadIdx.x & 1].n; }
__global__ void given(int* out) { __shared__ Counter c(3); out[0] = c.n; }
__global__ void eq(int* out) { __shared__ int x = 3; out[0] = x; }
CU
sed -e 's/barrier.cu/array.cu/' "$WORK/p/kiln.toml" > "$WORK/p/array.toml"
run_kiln build "$WORK/p/array.toml" --no-cache
expect_eq "$CODE" 1 "an array of a type with a constructor: $OUT"
expect_contains "$OUT" "array.cu:2:52: error: initialization is not supported for __shared__ variables" "clang's error, at the array"
expect_contains "$OUT" "array.cu:3:54: error: initialization is not supported for __shared__ variables" "arguments"
expect_contains "$OUT" "array.cu:4:47: error: initialization is not supported for __shared__ variables" "an initializer"
grep -q "neither constructed nor destroyed" <<<"$OUT" && fail "nothing changed: $OUT"
echo "ok"
