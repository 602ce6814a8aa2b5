# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Kernels of one CUDA source that share a __noinline__ helper and assert's strings build for NVIDIA,
# with and without llvm_args (issue 37, item 5): each kernel's internal symbols are prefixed with
# the kernel's name in the PTX that ptxas reads as one module. Before, code-generated in a worker,
# they were all prefixed 'source$': "Duplicate definition of function 'source$_Z6helperf'".
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/cuda_shared/helpers.cu" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "h"
targets = ["sm_80"]

[defaults]
source = "helpers.cu"
block_size = 64

[kernels.a]
symbol = "a"

[kernels.b]
symbol = "b"

[kernels.b_unrolled]
symbol = "b"
llvm_args = ["-unroll-threshold=300"]
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "shared helpers: $OUT"
for k in a b b_unrolled; do
  grep -qF ".func  (.param .b32 func_retval0) $k\$_Z6helperf(" "$WORK/temps/$k-sm_80.ptx" ||
    fail "$k's helper is not named by the kernel: $(grep -F '.func' "$WORK/temps/$k-sm_80.ptx")"
done
echo "ok"
