# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The manifest's `args` are checked against each kernel's metadata at build time; a good
# declaration gives the loader header a typed launch, a bad one fails the build at its position.
source "$(dirname "$0")/lib/common.bash"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
header="$WORK/m/build/example.hpp"
expect_contains "$(cat "$header")" "kiln::runtime::Error launch(dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream, float a, const float* x, float* y, int n) const {" "typed launch, with the kernel's parameter names"
# Argument lists are tables written once (saxpy and saxpy_1024 share k_args_0), each kernel's spec names its own.
expect_contains "$(cat "$header")" "inline constexpr kiln::runtime::ArgSpec k_args_1[] = {{\"in\", 0, 8, true}, {\"out\", 8, 8, true}, {\"n\", 16, 4, false}};" "arg specs"
expect_contains "$(cat "$header")" "inline constexpr kiln::runtime::KernelSpec k_block_sum_spec = {\"block_sum\", k_args_1, 3, 20};" "block_sum's spec"
expect_contains "$(cat "$header")" "inline constexpr kiln::runtime::KernelSpec k_saxpy_1024_spec = {\"saxpy_1024\", k_args_0, 4, 28};" "a shared argument list"
m="$WORK/m/kiln.toml"
line="$(grep -n '^args = ' "$m" | cut -d: -f1)"
while IFS='|' read -r declared message; do
  sed -i "${line}s/.*/args = $declared/" "$m"
  run_kiln build "$m"
  expect_eq "$CODE" 1 "args $declared"
  expect_contains "$OUT" "$m:$line:8: error: kernel 'saxpy': $message" "args $declared"
done <<'CASES'
["float", "const float*", "float*"]|'args' declares 3 arguments; the kernel takes 4 (a, x, y, n)
["float", "const float*", "float*", "int*"]|argument 4 ('n') is a 4-byte value in the kernel; 'int*' is a pointer
["float", "float", "float*", "int"]|argument 2 ('x') is a buffer in the kernel; 'float' is not a pointer
["double", "const float*", "float*", "int"]|argument 1 ('a') takes 4 bytes; 'double' has 8
["float", "const float*", "float*", "Params"]|argument 4 ('n'): kiln does not know the type 'Params'; use a pointer or a scalar type (int, float, size_t, ...), or leave 'args' out
CASES
# Parameter names the launch cannot take (a name it uses, a keyword, one taken twice) fall back
# to a0, a1, ...; the others keep theirs.
mkdir -p "$WORK/n"
cat > "$WORK/n/k.ll" <<'LL'
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @named(ptr addrspace(1) %grid, ptr addrspace(1) %class, i32 %count) {
  store i32 %count, ptr addrspace(1) %grid
  ret void
}
define amdgpu_kernel void @twice(ptr addrspace(1) %a1, i32 %x) {
  store i32 %x, ptr addrspace(1) %a1
  ret void
}
LL
printf '[bundle]\nname = "nm"\ntargets = ["gfx942"]\n[defaults]\nsource = "k.ll"\n[kernels.named]\nargs = ["int*", "int*", "int"]\n[kernels.twice]\nargs = ["int*", "int"]\n' > "$WORK/n/kiln.toml"
run_kiln build "$WORK/n/kiln.toml" -q
expect_eq "$CODE" 0 "named arguments: $OUT"
expect_contains "$(cat "$WORK/n/build/nm.hpp")" "hipStream_t stream, int* a0, int* a1, int count) const {" "fallbacks beside a kept name"
expect_contains "$(cat "$WORK/n/build/nm.hpp")" "hipStream_t stream, int* a1, int x) const {" "a1 is the kernel's own name"
echo "ok"
