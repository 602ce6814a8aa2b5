# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# All errors of a manifest in one run, each at its value: a schema error in one kernel, a per-target
# value in another, a symbol that is not in the source in a third (caret under 'symbol', not the
# table). Before, each was a separate pass that stopped the build: three runs to see three
# mistakes. And an LLVM complaint about an attribute points at that attribute's value.
source "$(dirname "$0")/lib/common.bash"

copy_example m
cat >> "$WORK/m/kiln.toml" <<'TOML'

[kernels.typo]
source = "kernels/saxpy.ll"
symbol = "saxpy"
blok_size = 128

[kernels.too_many_waves]
source = "kernels/saxpy.ll"
symbol = "saxpy"
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "9" }

[kernels.missing]
source = "kernels/saxpy.ll"
symbol = "saxpyy"
TOML
m="$WORK/m/kiln.toml"
line() { grep -n "$1" "$m" | cut -d: -f1 | tail -1; }
run_kiln build "$m"
expect_eq "$CODE" 1 "exit code"
expect_contains "$OUT" "kiln.toml:$(line '^blok_size'):1: error: unknown key 'blok_size' in kernel 'typo'" "schema error"
expect_contains "$OUT" "kiln.toml:$(line '"9" }'):45: error: invalid amdgpu-waves-per-eu '9' for gfx942: the minimum must be in 1..8" "per-target value"
expect_contains "$OUT" "kiln.toml:$(line '^symbol = "saxpyy"'):10: error: kernel 'missing': symbol 'saxpyy' is not defined in '$WORK/m/kernels/saxpy.ll'; did you mean 'saxpy'?" "symbol error at its value"
grep -q '^\[' <<<"$OUT" && fail "nothing compiles when the manifest has errors: $OUT"
# In file order.
order="$(grep -o 'kiln.toml:[0-9]*' <<<"$OUT" | cut -d: -f2 | uniq)"
expect_eq "$order" "$(sort -n <<<"$order")" "errors in file order"

# LLVM's complaint about an unchecked attribute's value, at the value.
copy_example u
cat >> "$WORK/u/kiln.toml" <<'TOML'

[kernels.lds_size]
source = "kernels/saxpy.ll"
symbol = "saxpy"
unchecked_fn_attrs.amdgpu = { "amdgpu-lds-size" = "lots" }
TOML
run_kiln build "$WORK/u/kiln.toml"
expect_eq "$CODE" 1 "LLVM error exit code: $OUT"
l="$(grep -n 'amdgpu-lds-size' "$WORK/u/kiln.toml" | cut -d: -f1)"
expect_contains "$OUT" "kiln.toml:$l:51: error: kernel 'lds_size' for gfx942: " "LLVM's error at the attribute's value"
expect_contains "$OUT" "amdgpu-lds-size" "LLVM's error names the attribute"
echo "ok"
