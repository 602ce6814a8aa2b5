# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# HIP's __constant__ and __device__ variables are defined once per code object, exported under
# their names as clang exports them (GLOBAL PROTECTED), and shared by every kernel that uses them;
# the loader header looks them up by name. Before, each kernel got its own LOCAL copy (two 'table'
# symbols, none exported): hipModuleGetGlobal found nothing and the kernels read zeros, with exit 0;
# and a mutable __device__ variable was refused outright.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/devvars/vars.hip" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "dv"
targets = ["gfx942", "gfx950"]

[defaults]
source = "vars.hip"
block_size = 256

[kernels.a]

[kernels.b]
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "build: $OUT"
for t in gfx942 gfx950; do
  unbundle "$WORK/p/build/dv.hipfb" "$t" "$WORK/$t.co"
  dyn="$("$READELF" --dyn-symbols "$WORK/$t.co")"
  all="$("$READELF" --symbols "$WORK/$t.co")"
  for v in table:16 counter:4 _ZN2ns5scaleE:4; do
    name="${v%%:*}" size="${v##*:}"
    expect_eq "$(grep -cE " $name\$" <<<"$dyn")" 1 "$t: '$name' exported once"
    grep -qE "^ +[0-9]+: [0-9a-f]+ +$size OBJECT +GLOBAL +PROTECTED .* $name\$" <<<"$dyn" || fail "$t: '$name' is not a $size-byte GLOBAL PROTECTED object: $dyn"
    expect_eq "$(grep -cE " $name\$" <<<"$all")" 2 "$t: '$name' once in .symtab and once in .dynsym"
  done
done
# The loader header looks them up by name (compiled against Debian's HIP headers).
printf '#include "dv.hpp"\nint main() { kiln::runtime::Error e; auto lib = dv::Library::load(e); auto g = lib.module().global("table", e); return g.size == 16 ? 0 : 1; }\n' > "$WORK/use.cpp"
hip_include="$(hip_include_dir)"
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/p/build" -I"$KILN_SOURCE_DIR/include" -I"$hip_include" "$WORK/use.cpp" ||
  fail "the loader header's global lookup does not compile"
# A cached rebuild gives the same bytes (the variables' object comes from the cache).
run_kiln build "$WORK/p/kiln.toml" -o "$WORK/again"
cmp "$WORK/p/build/dv.hipfb" "$WORK/again/dv.hipfb" || fail "cached build differs"
echo "ok"
