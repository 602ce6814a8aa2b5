# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Bundles both ways: clang-offload-bundler-22 lists and unbundles every bundle kiln writes
# (uncompressed; CCOB v2 and v3 with zstd and zlib) and gives back exactly the code objects of the
# uncompressed bundle; kiln reads bundles clang-offload-bundler writes, with and without -compress
# (v3, and v2 through COMPRESSED_BUNDLE_FORMAT_VERSION); kiln's zstd v3 bundle is byte-identical to
# clang's for the same code objects.
source "$(dirname "$0")/lib/common.bash"

targets="hipv4-amdgcn-amd-amdhsa--gfx942,hipv4-amdgcn-amd-amdhsa--gfx950"
copy_example m
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
"$BUNDLER" --unbundle -type=o -input="$WORK/m/build/example.hipfb" -targets="$targets" -output="$WORK/ref942.co" -output="$WORK/ref950.co"

for method in zstd zlib; do
  for version in 2 3; do
    sed -i "/^compress = /d; /^ccob_version = /d" "$WORK/m/kiln.toml"
    sed -i "s/^name = \"example\"/name = \"example\"\ncompress = \"$method\"\nccob_version = $version/" "$WORK/m/kiln.toml"
    "$KILN" build "$WORK/m/kiln.toml" >/dev/null
    b="$WORK/m/build/example.hipfb"
    expect_eq "$(head -c 4 "$b")" "CCOB" "$method v$version magic"
    expect_eq "$(od -An -tu2 -j4 -N2 "$b" | tr -d ' ')" "$version" "$method v$version version field"
    listed="$("$BUNDLER" --list -type=o -input="$b" | sort | tr '\n' ' ')"
    expect_eq "$listed" "hipv4-amdgcn-amd-amdhsa--gfx942 hipv4-amdgcn-amd-amdhsa--gfx950 host-x86_64-unknown-linux-gnu- " "$method v$version list"
    "$BUNDLER" --unbundle -type=o -input="$b" -targets="$targets" -output="$WORK/a.co" -output="$WORK/b.co"
    # Same code objects as the uncompressed build (the manifest lines moved, so compare the code, not .kiln).
    for t in 942 950; do
      f="$WORK/a.co"; [ "$t" = 950 ] && f="$WORK/b.co"
      "$READELF" --notes "$f" > "$WORK/n1"; "$READELF" --notes "$WORK/ref$t.co" > "$WORK/n2"
      cmp -s "$WORK/n1" "$WORK/n2" || fail "$method v$version gfx$t: metadata differs after unbundling"
    done
    expect_contains "$("$KILN" inspect "$b")" "tile_fma    gfx950" "$method v$version inspect"
    if [ "$method$version" = zstd3 ]; then
      "$BUNDLER" -type=o -bundle-align=4096 -targets="host-x86_64-unknown-linux-gnu,$targets" -input=/dev/null \
        -input="$WORK/a.co" -input="$WORK/b.co" -output="$WORK/clang3.hipfb" -compress
      cmp "$b" "$WORK/clang3.hipfb" || fail "kiln's zstd v3 bundle differs from clang-offload-bundler -compress"
    fi
  done
done

# clang writes, kiln reads: uncompressed, v3, v2.
"$BUNDLER" -type=o -bundle-align=4096 -targets="host-x86_64-unknown-linux-gnu,$targets" -input=/dev/null \
  -input="$WORK/ref942.co" -input="$WORK/ref950.co" -output="$WORK/plain.hipfb"
"$BUNDLER" -type=o -bundle-align=4096 -targets="host-x86_64-unknown-linux-gnu,$targets" -input=/dev/null \
  -input="$WORK/ref942.co" -input="$WORK/ref950.co" -output="$WORK/c3.hipfb" -compress
COMPRESSED_BUNDLE_FORMAT_VERSION=2 "$BUNDLER" -type=o -bundle-align=4096 -targets="host-x86_64-unknown-linux-gnu,$targets" \
  -input=/dev/null -input="$WORK/ref942.co" -input="$WORK/ref950.co" -output="$WORK/c2.hipfb" -compress
expect_eq "$(od -An -tu2 -j4 -N2 "$WORK/c2.hipfb" | tr -d ' ')" 2 "clang wrote v2"
reference="$("$KILN" inspect "$WORK/m/build/example.hipfb" --json | grep -v '"bundle"')"
for b in plain c3 c2; do
  out="$("$KILN" inspect "$WORK/$b.hipfb" --json | grep -v '"bundle"')"
  expect_eq "$out" "$reference" "kiln inspect of clang's $b bundle"
done
run_kiln check "$WORK/c2.hipfb"
expect_eq "$CODE" 0 "check of clang's compressed bundle"

# Corrupt compressed bundles are errors that say what and where.
cp "$WORK/c3.hipfb" "$WORK/bad.hipfb"
printf '\x07' | dd of="$WORK/bad.hipfb" bs=1 seek=6 conv=notrunc 2>/dev/null
run_kiln inspect "$WORK/bad.hipfb"
expect_eq "$CODE" 1 "bad method"
expect_contains "$OUT" "invalid bundle: unknown compression method 7 at offset 6" "bad method"
head -c 100 "$WORK/c3.hipfb" > "$WORK/short.hipfb"
run_kiln inspect "$WORK/short.hipfb"
expect_eq "$CODE" 1 "truncated"
expect_contains "$OUT" "invalid bundle: compressed bundle claims" "truncated"
echo "ok"
