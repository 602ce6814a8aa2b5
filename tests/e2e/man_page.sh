# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln(1) (issue 33, item 5): written at build time from kiln's own help text (cmake/KilnManPage.cmake),
# read by man(1) itself: every command kiln --help lists has its section with its options, and the
# page is installed under share/man/man1.
source "$(dirname "$0")/lib/common.bash"
: "${KILN_BUILD_DIR:?}"
PAGE="$KILN_BUILD_DIR/kiln.1"
[ -f "$PAGE" ] || fail "no $PAGE: the build writes it"
command -v man > /dev/null || { echo "no man(1) here"; exit 77; }
TEXT="$(MANWIDTH=100 man -l "$PAGE" 2>&1)"
expect_contains "$TEXT" "kiln - ahead-of-time GPU kernel builds" "NAME"
for c in $("$KILN" --help | sed -n 's/^  \([a-z]*\) .*/\1/p'); do
  grep -qE "^   $c\$" <<<"$TEXT" || fail "no section for '$c': $TEXT"
done
expect_contains "$TEXT" "--dynamic-lds N  answer for N bytes" "inspect's options"
expect_contains "$TEXT" "--color=auto|always|never" "the global option"
grep -q "kiln: error" <<<"$TEXT" && fail "an error in the page: $TEXT"
expect_eq "$(grep -c '^\.TH KILN 1 "" "kiln ' "$PAGE")" 1 "no date in the header: the same bytes every build"
cmake --install "$KILN_BUILD_DIR" --prefix "$WORK/prefix" > /dev/null
[ -f "$WORK/prefix/share/man/man1/kiln.1" ] || fail "not installed under share/man/man1: $(find "$WORK/prefix" -name 'kiln.1')"
echo "ok"
