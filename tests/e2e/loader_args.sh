# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The manifest's `args` are checked against each kernel's metadata at build time; a good
# declaration gives the loader header a typed launch, a bad one fails the build at its position.
source "$(dirname "$0")/lib/common.bash"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
header="$WORK/m/build/example.hpp"
expect_contains "$(cat "$header")" "kiln::runtime::Error launch(dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream, float a0, const float* a1, float* a2, int a3) const {" "typed launch"
expect_contains "$(cat "$header")" "inline constexpr kiln::runtime::ArgSpec k_block_sum_args[] = {{\"in\", 0, 8, true}, {\"out\", 8, 8, true}, {\"n\", 16, 4, false}};" "arg specs"
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
echo "ok"
