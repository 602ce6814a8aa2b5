# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CUDA's documented device functions that clang 22's CUDA headers lack are kiln's own
# (src/frontend/cuda_extras.hpp, issue 37): the cache-hint stores __stcg, __stcs and __stwb for
# every type CUDA lists build, and their PTX holds the same st.global instructions as nvcc's, kind
# for kind and count for count (against nvcc where it is installed, else against nvcc 13.0's,
# recorded in tests/data/cuda_math/stores.nvcc.txt).
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
echo "ok"
