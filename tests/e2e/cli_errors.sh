# Command-line and manifest mistakes: exact messages, exit 1, nothing written; --help exits 0.
source "$(dirname "$0")/lib/common.bash"

for verb in "" build inspect; do
  run_kiln $verb --help
  expect_eq "$CODE" 0 "kiln $verb --help"
  expect_contains "$OUT" "usage: kiln" "kiln $verb --help"
done
run_kiln frobnicate
expect_eq "$CODE" 1 "unknown command"
expect_contains "$OUT" "kiln: error: unknown command 'frobnicate'" "unknown command"
run_kiln build
expect_eq "$CODE" 1 "build without manifest"
run_kiln build "$WORK/none.toml"
expect_eq "$CODE" 1 "missing manifest"
expect_contains "$OUT" "kiln: error: cannot read '$WORK/none.toml'" "missing manifest"

copy_example m
sed -i 's/^block_size = 1024/bloc_size = 1024/; s/^symbol = "saxpy"/symbol = "saxpi"/' "$WORK/m/kiln.toml"
line="$(grep -n '^bloc_size' "$WORK/m/kiln.toml" | cut -d: -f1)"
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 1 "manifest error exit"
expect_eq "$OUT" "$WORK/m/kiln.toml:$line:1: error: unknown key 'bloc_size' in kernel 'saxpy_1024'
  $line | bloc_size = 1024
     | ^~~~~~~~~
$WORK/m/kiln.toml:$line:1: note: did you mean 'block_size'?" "manifest diagnostic"
[ -e "$WORK/m/build" ] && fail "a manifest error must write nothing"

# With the key fixed, the misspelled symbol is found before compiling, once, with a suggestion.
sed -i 's/^bloc_size/block_size/' "$WORK/m/kiln.toml"
run_kiln build "$WORK/m/kiln.toml"
expect_eq "$CODE" 1 "missing symbol exit"
expect_contains "$OUT" "error: kernel 'saxpy_1024': symbol 'saxpi' is not defined in '$WORK/m/kernels/saxpy.ll'; did you mean 'saxpy'?" "missing symbol"
[ -e "$WORK/m/build" ] && fail "a missing symbol must write nothing"
grep -q "^\[" <<<"$OUT" && fail "a missing symbol must compile nothing"
expect_eq "$(grep -c "symbol 'saxpi'" <<<"$OUT")" 1 "reported once"

run_kiln inspect "$EXAMPLE/kiln.toml"
expect_eq "$CODE" 1 "inspect of a non-bundle"
expect_contains "$OUT" "invalid bundle: not an offload bundle: bad magic at offset 0" "inspect of a non-bundle"
echo "ok"
