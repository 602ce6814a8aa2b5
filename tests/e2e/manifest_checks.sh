# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that need the targets: a processor LLVM does not know (listing the gfx9 ones it knows),
# one kiln has no model for, a value wrong on one target only, an impossible intent. All errors at
# once, in file order, exit 1, nothing compiled or written.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/m"
cp "$EXAMPLE/kernels/saxpy.ll" "$WORK/m/"
cat > "$WORK/m/kiln.toml" <<'TOML'
[bundle]
name = "checks"
targets = ["gfx942", "gfx950", "gfx9001", "gfx803"]

[kernels.a]
source = "saxpy.ll"
symbol = "saxpy"
dynamic_lds = 100000

[kernels.b]
source = "saxpy.ll"
symbol = "saxpy"
block_size = 1024
min_blocks_per_cu = 3

[kernels.c]
source = "saxpy.ll"
symbol = "saxpy"
block_size = 1024
fn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "2,8" }
TOML
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 1 "exit code"
m="$WORK/m/kiln.toml"
expect_contains "$OUT" "$m:3:32: error: unknown processor 'gfx9001'; did you mean 'gfx900'? kiln builds for these processors LLVM 22 knows: gfx900 gfx902 gfx904 gfx906 gfx908 gfx909 gfx90a gfx90c gfx942 gfx950 gfx1010" "unknown processor"
expect_contains "$OUT" "$m:3:43: error: kiln builds for gfx9 and later (ROCm's range); 'gfx803' is a gfx8" "gfx803"
expect_contains "$OUT" "$m:8:15: error: dynamic_lds 100000 exceeds the 65536 bytes of LDS on gfx942" "LDS on gfx942"
grep -q "LDS on gfx950" <<<"$OUT" && fail "100000 bytes fit gfx950's 163840"
expect_contains "$OUT" "$m:14:21: error: min_blocks_per_cu = 3 needs 12 waves per EU with 1024-thread blocks; gfx942 runs at most 8" "intent"
expect_contains "$OUT" "$m:20:45: error: invalid amdgpu-waves-per-eu '2,8' for gfx942: the minimum is below the 4 waves per EU that a block of up to 1024 threads needs; LLVM would ignore the attribute" "waves below the block's need"
expect_contains "$OUT" "  20 | fn_attrs.amdgpu = { \"amdgpu-waves-per-eu\" = \"2,8\" }
     |                                             ^~~~~" "caret under the value"
grep -q '^\[' <<<"$OUT" && fail "nothing may be compiled when the manifest has errors"
[ -e "$WORK/m/build" ] && fail "nothing may be written"
# In file order.
lines="$(grep -o "^$m:[0-9]*" <<<"$OUT" | cut -d: -f2 | tr '\n' ' ')"
expect_eq "$lines" "3 3 8 14 14 20 20 " "file order"
# A minimum of 0 waves per EU: LLVM 22 takes it and ignores the whole attribute (issue 34, item 10).
mkdir -p "$WORK/w0"
cp "$DATA/crash/good.ll" "$WORK/w0/"
printf '[bundle]\nname = "w"\ntargets = ["gfx942"]\n\n[kernels.good]\nsource = "good.ll"\nblock_size = 64\nfn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "0,2" }\n' > "$WORK/w0/kiln.toml"
run_kiln build "$WORK/w0/kiln.toml"
expect_contains "$OUT" "kiln.toml:8:45: error: invalid amdgpu-waves-per-eu '0,2' for gfx942: the minimum must be in 1..8: LLVM 22 takes 0 and ignores the whole attribute" "waves-per-eu minimum 0"
echo "ok"
