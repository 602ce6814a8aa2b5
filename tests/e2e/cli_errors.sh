# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
run_kiln --version
expect_eq "$CODE" 0 "--version"
[[ "$OUT" =~ ^kiln\ [0-9]+\.[0-9]+\.[0-9]+\ \(LLVM\ 22\.[0-9]+\.[0-9]+\)$ ]] || fail "--version: $OUT"
run_kiln --help
expect_contains "$("$KILN" --help)" "$("$KILN" --version | cut -d' ' -f1,2):" "--help names the version"
run_kiln help build
expect_eq "$CODE" 0 "kiln help build"
expect_contains "$OUT" "usage: kiln build [MANIFEST|DIR]" "kiln help build"
run_kiln build
expect_eq "$CODE" 1 "build without manifest"
expect_contains "$OUT" "kiln: error: no manifest given and no kiln.toml in the current directory" "build without manifest"
run_kiln build ""
expect_eq "$CODE" 1 "empty manifest path"
expect_contains "$OUT" "kiln: error: an empty argument ('') names no file" "empty manifest path"
run_kiln build "$EXAMPLE/kiln.toml" -o ""
expect_eq "$CODE" 1 "empty output directory"
expect_contains "$OUT" "kiln: error: '--output' needs a value, not an empty one" "empty output directory"
run_kiln build "$EXAMPLE/kiln.toml" --no-cache=yes
expect_contains "$OUT" "kiln: error: '--no-cache' takes no value" "flag with a value"
mkdir -p "$WORK/no-gpu"
run_kiln inspect "$WORK/no-gpu"
expect_eq "$CODE" 1 "inspect of a directory without GPU binaries"
expect_contains "$OUT" "$WORK/no-gpu: error: no GPU binary in the directory (0 files looked at)" "inspect of an empty directory"
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

# No argument: ./kiln.toml; a directory: its kiln.toml; --opt=value and -- as GNU tools take them.
copy_example d
sed -i 's/^symbol = "saxpi"/symbol = "saxpy"/' "$WORK/d/kiln.toml"
(cd "$WORK/d" && "$KILN" build --output="$WORK/d/out1" >/dev/null) || fail "kiln build in a directory with kiln.toml"
[ -f "$WORK/d/out1/example.hipfb" ] || fail "kiln build with no argument wrote no bundle"
"$KILN" build "$WORK/d" --output "$WORK/d/out2" --jobs=2 >/dev/null || fail "kiln build DIR"
cmp "$WORK/d/out1/example.hipfb" "$WORK/d/out2/example.hipfb" || fail "kiln build DIR differs from kiln build"
mkdir -p "$WORK/-dash"
cp -r "$WORK/d/kiln.toml" "$WORK/d/kernels" "$WORK/-dash/"
(cd "$WORK" && "$KILN" build -o out3 -- -dash/kiln.toml >/dev/null) || fail "-- ends the options"
[ -f "$WORK/out3/example.hipfb" ] || fail "-- ends the options: no bundle"

# A source that is a directory or a FIFO is said to be one; a per-target value names its target.
copy_example s
mkdir "$WORK/s/kernels/dir.ll"
mkfifo "$WORK/s/kernels/fifo.ll"
cat >> "$WORK/s/kiln.toml" <<'TOML'

[kernels.from_dir]
source = "kernels/dir.ll"

[kernels.from_fifo]
source = "kernels/fifo.ll"

[kernels.per_target]
source = "kernels/saxpy.ll"
symbol = "saxpy"
block_size = 128
[kernels.per_target.target.gfx950]
fn_attrs.amdgpu = { "amdgpu-flat-work-group-size" = "64,64" }
TOML
run_kiln build "$WORK/s/kiln.toml"
expect_eq "$CODE" 1 "bad sources"
expect_contains "$OUT" "error: source 'kernels/dir.ll' is a directory (looked for '$WORK/s/kernels/dir.ll')" "a directory as source"
expect_contains "$OUT" "error: source 'kernels/fifo.ll' is not a regular file (a FIFO, socket or device) (looked for '$WORK/s/kernels/fifo.ll')" "a FIFO as source"
expect_contains "$OUT" "error: invalid amdgpu-flat-work-group-size '64,64' for gfx950: block_size 128 lies outside it; the launch would fail" "per-target value names its target"

# Paths a depfile cannot carry are refused at the manifest value.
copy_example c
mkdir -p "$WORK/c/a:b"
cp "$WORK/c/kernels/saxpy.ll" "$WORK/c/a:b/"
printf '\n[kernels.colon]\nsource = "a:b/saxpy.ll"\nsymbol = "saxpy"\n' >> "$WORK/c/kiln.toml"
run_kiln build "$WORK/c/kiln.toml"
expect_eq "$CODE" 1 "a ':' in a source path"
expect_contains "$OUT" "error: source 'a:b/saxpy.ll' has ':' in its path, which Make reads as a rule separator in the depfile" "':' in a path"

run_kiln inspect "$EXAMPLE/kiln.toml"
expect_eq "$CODE" 1 "inspect of a non-bundle"
expect_contains "$OUT" "not a GPU binary kiln reads" "inspect of a non-bundle"
expect_contains "$OUT" "a manifest? 'kiln build $EXAMPLE/kiln.toml' builds it" "inspect of a manifest"
echo "ok"
