# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A Debian package (issue 33, item 9; docs/building.md): `cpack -G DEB` over the build tree makes
# kiln_VERSION_amd64.deb. dpkg-deb reads its control fields: its Depends come from dpkg-shlibdeps
# (LLVM 22, libclang-cpp 22) and name clang's headers. It holds what `cmake --install` installs:
# the executable, the man page, the runtime headers, the CMake package. Unpacked (dpkg -x, not
# installed: other tests run beside this one), its kiln builds the example manifest.
source "$(dirname "$0")/lib/common.bash"
: "${KILN_BUILD_DIR:?}"
command -v cpack > /dev/null && command -v dpkg-deb > /dev/null || fail "no cpack or dpkg-deb"
(cd "$WORK" && cpack -G DEB -B "$WORK/pkg" --config "$KILN_BUILD_DIR/CPackConfig.cmake" > "$WORK/cpack.log" 2>&1) ||
  fail "cpack -G DEB: $(tail -20 "$WORK/cpack.log")"
version="$("$KILN" --version | awk '{print $2}')"
deb="$WORK/pkg/kiln_${version}_amd64.deb"
[ -f "$deb" ] || fail "no $deb: $(ls "$WORK/pkg")"
info="$(dpkg-deb --info "$deb")"
expect_contains "$info" "Package: kiln" "the package's name"
expect_contains "$info" "Version: $version" "kiln's version"
depends="$(grep '^ Depends:' <<<"$info")"
for p in libllvm22 libclang-cpp22 libclang-common-22-dev; do expect_contains "$depends" "$p" "Depends names $p"; done
# kiln's malloc, where it was built with mimalloc (src/tool/CMakeLists.txt).
if readelf -d "$KILN" | grep -q 'libmimalloc'; then expect_contains "$depends" "libmimalloc2.0" "Depends names mimalloc"; fi
contents="$(dpkg-deb --contents "$deb" | awk '{print $NF}')"
for f in ./usr/bin/kiln ./usr/share/man/man1/kiln.1 ./usr/include/kiln/runtime/loader.hpp ./usr/include/kiln/occupancy.hpp \
         ./usr/lib/cmake/Kiln/KilnConfig.cmake ./usr/lib/cmake/Kiln/KilnFunctions.cmake; do
  grep -qxF "$f" <<<"$contents" || fail "the package lacks $f: $contents"
done
dpkg -x "$deb" "$WORK/root"
expect_eq "$("$WORK/root/usr/bin/kiln" --version)" "$("$KILN" --version)" "the packaged kiln"
copy_example ex
"$WORK/root/usr/bin/kiln" build "$WORK/ex/kiln.toml" -q --cache "$WORK/cache" > "$WORK/build.log" 2>&1 || fail "the packaged kiln builds the example: $(cat "$WORK/build.log")"
[ -s "$WORK/ex/build/example.hipfb" ] || fail "no bundle"
echo "ok"
