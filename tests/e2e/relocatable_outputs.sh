# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The loader header names no directory: the same manifest built into two places gives the same
# header and bundle bytes, and the pair still works after it is moved (a package ships them):
# the assembler embeds the bundle found beside the compile (cwd or -D KILN_<NAME>_BUNDLE). A
# manifest that moves leaves no stamp behind in the output directory.
source "$(dirname "$0")/lib/common.bash"

copy_example m
"$KILN" build "$WORK/m/kiln.toml" -o "$WORK/one" >/dev/null
"$KILN" build "$WORK/m/kiln.toml" -o "$WORK/two" >/dev/null
cmp "$WORK/one/example.hpp" "$WORK/two/example.hpp" || fail "the header depends on the output directory"
cmp "$WORK/one/example.hipfb" "$WORK/two/example.hipfb" || fail "the bundle depends on the output directory"
grep -q "$WORK" "$WORK/one/example.hpp" && fail "the header names a directory: $(grep -n "$WORK" "$WORK/one/example.hpp")"

# Moved as a pair, the header embeds the bundle beside it.
mkdir -p "$WORK/pkg/include"
mv "$WORK/one/example.hpp" "$WORK/one/example.hipfb" "$WORK/pkg/include/"
rm -rf "$WORK/one"
printf '#include "example.hpp"\nint main() { return example::k_bundle_md5[0] == 0; }\n' > "$WORK/use.cpp"
hip_include="$(hip_include_dir)"
compile() { g++ -std=c++17 -c -D__HIP_PLATFORM_AMD__ -I"$WORK/pkg/include" -I"$KILN_SOURCE_DIR/include" -I"$hip_include" "$@"; }
(cd "$WORK/pkg/include" && compile "$WORK/use.cpp" -o "$WORK/use1.o") || fail "compile beside the bundle"
(cd "$WORK" && compile -DKILN_EXAMPLE_BUNDLE="\"$WORK/pkg/include/example.hipfb\"" "$WORK/use.cpp" -o "$WORK/use2.o") ||
  fail "compile with the bundle's path defined"
for o in use1 use2; do
  "$OBJCOPY" -O binary --only-section=.rodata.kiln.example "$WORK/$o.o" "$WORK/$o.bin"
  cmp "$WORK/$o.bin" "$WORK/pkg/include/example.hipfb" || fail "$o: the embedded bytes are not the bundle"
done

# The same output directory, the manifest moved: one stamp, not two.
mv "$WORK/m/kiln.toml" "$WORK/m/renamed.toml"
"$KILN" build "$WORK/m/renamed.toml" -o "$WORK/two" >/dev/null
expect_eq "$(ls -A "$WORK/two" | grep -c '^\.kiln-stamp-[0-9a-f]*$')" 1 "stamps in the output directory"
expect_eq "$(ls -A "$WORK/two" | grep -c '^\.kiln-stamp-')" 3 "a stamp with its -jobs and -summary files"
echo "ok"
