# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The cache's configuration file and `kiln cache config` (as ccache -p / --set-config): each
# value's origin (default, file:line, environment, flag) in that order of precedence; every error
# of the file at once with carets and did-you-mean, and nothing built; setting and unsetting keeps
# the file's other lines; a build takes the file's cache directory and compression.
source "$(dirname "$0")/lib/common.bash"
unset KILN_CACHE_DIR
export HOME="$WORK/home" XDG_CACHE_HOME="$WORK/xdg-cache"
unset XDG_CONFIG_HOME KILN_CONFIG
conf="$WORK/home/.config/kiln/kiln.conf"

run_kiln cache config
expect_eq "$CODE" 0 "defaults: $OUT"
expect_contains "$OUT" "(default) cache_dir = $WORK/xdg-cache/kiln" "the default directory"
expect_contains "$OUT" "(default) max_size = 5G" "the default limit"
expect_contains "$OUT" "(default) compression = true" "compressed by default"
[ "$(wc -l <<<"$OUT")" -eq 13 ] || fail "every setting: $OUT"

# Written by kiln: ~/.config/kiln/kiln.conf made; comments and other lines kept when one changes.
run_kiln cache config max_size 10G
expect_eq "$CODE" 0 "set: $OUT"
expect_contains "$OUT" "max_size = 10G in $conf" "where it went"
printf '# the team cache\ncache_dir = %s\n' "$WORK/fc" >> "$conf"
"$KILN" cache config max_size 20G >/dev/null
expect_eq "$(cat "$conf")" "max_size = 20G"$'\n'"# the team cache"$'\n'"cache_dir = $WORK/fc" "the line replaced in place"
run_kiln cache config max_size 20X
expect_eq "$CODE" 1 "a bad value is refused: $OUT"
expect_contains "$OUT" "max_size must be a size such as 500M, 10G or 1.5GiB, not '20X'" "and says why"
expect_contains "$(cat "$conf")" "max_size = 20G" "the file unchanged"
run_kiln cache config remote_cach http://x/kiln
expect_contains "$OUT" "unknown setting 'remote_cach'; did you mean 'remote_cache'?" "a typo of a key"
"$KILN" cache config compression false >/dev/null

run_kiln cache config
expect_contains "$OUT" "($conf:1) max_size = 20G" "the file's value and line"
expect_contains "$OUT" "($conf:3) cache_dir = $WORK/fc" "the file's directory"
expect_contains "$OUT" "($conf:4) compression = false" "the file's compression"
expect_eq "$("$KILN" cache config max_size)" "20G" "one value"
OUT="$(KILN_CACHE_MAX_SIZE=1.5GiB "$KILN" cache config)"
expect_contains "$OUT" "(KILN_CACHE_MAX_SIZE) max_size = 1.5GiB" "the environment beats the file"
expect_contains "$("$KILN" cache stats)" "; limit 20G (20000000000 bytes, $conf:1)" "stats names the origin"
expect_contains "$("$KILN" cache clean --max-size 2G)" "; limit 2G (2000000000 bytes, --max-size)" "the flag beats both"
OUT="$(KILN_CONFIG="$WORK/other.conf" "$KILN" cache config)"
expect_contains "$OUT" "(default) max_size = 5G" "KILN_CONFIG names another file (absent: defaults)"
OUT="$(XDG_CONFIG_HOME="$WORK/xdg" "$KILN" cache config max_size 1G)"
expect_contains "$OUT" "in $WORK/xdg/kiln/kiln.conf" "XDG_CONFIG_HOME's file"

# A build takes the file's directory, uncompressed; the environment turns compression on.
copy_example m
run_kiln build "$WORK/m/kiln.toml" -o "$WORK/o1"
expect_eq "$CODE" 0 "build: $OUT"
[ "$(find "$WORK/fc" -type f -path '*/??/*' | wc -l)" -gt 8 ] || fail "the entries went to the file's cache_dir"
python3 - "$WORK/fc" 0 <<'PY' || fail "uncompressed entries"
import os, sys
flags = {open(os.path.join(d, f), 'rb').read()[10] & 1 for d, _, fs in os.walk(sys.argv[1]) for f in fs if len(f) == 64}
assert flags == {int(sys.argv[2])}, flags
PY
# entry_bytes DIR: the bytes of a cache's entries (their names are 64 hex digits).
entry_bytes() { find "$1" -type f -regextype egrep -regex '.*/[0-9a-f]{64}' -printf '%s\n' | awk '{ s += $1 } END { print s }'; }
plain="$(entry_bytes "$WORK/fc")"
KILN_CACHE_COMPRESSION=1 KILN_CACHE_DIR="$WORK/zc" run_kiln build "$WORK/m/kiln.toml" -o "$WORK/o2"
expect_eq "$CODE" 0 "compressed build: $OUT"
for f in example.hipfb example.hpp example.json; do cmp "$WORK/o1/$f" "$WORK/o2/$f" || fail "$f differs with compression"; done
packed="$(entry_bytes "$WORK/zc")"
[ "$packed" -lt $((plain * 9 / 10)) ] || fail "compressed entries are smaller: $packed of $plain bytes"
echo "compression: $packed of $plain bytes"
KILN_CACHE_DIR="$WORK/zc" run_kiln build "$WORK/m/kiln.toml" -o "$WORK/o3"
expect_contains "$OUT" "kernels: 0 compiled" "compressed entries read back"
for f in example.hipfb example.hpp example.json; do cmp "$WORK/o1/$f" "$WORK/o3/$f" || fail "$f differs from compressed entries"; done

# Every error of the file at once, at its place, and nothing built.
printf 'max_size = 10G\ncompresion = false\nremote_timeout = soon\nmax_size = 1G\nread_only\nremote_cache = ftp://x/kiln\n' > "$conf"
run_kiln build "$WORK/m/kiln.toml" -o "$WORK/o4"
expect_eq "$CODE" 1 "a bad file: $OUT"
expect_contains "$OUT" "$conf:2:1: error: unknown setting 'compresion'; did you mean 'compression'?" "a typo"
expect_contains "$OUT" "$conf:4:1: error: 'max_size' is set twice" "twice"
expect_contains "$OUT" "$conf:1:1: note: first set here" "and where first"
expect_contains "$OUT" "$conf:5:1: error: expected 'key = value'" "no ="
expect_contains "$OUT" "$conf:3:18: error: remote_timeout must be milliseconds (1 to 600000), not 'soon'" "a bad value at its column"
expect_contains "$OUT" "   3 | remote_timeout = soon"$'\n'"     |                  ^~~~" "a caret under it"
expect_contains "$OUT" "$conf:6:16: error: remote_cache: remote cache 'ftp://x/kiln': kiln speaks http://" "a remote that is none"
[ ! -e "$WORK/o4" ] || fail "nothing is built with a bad configuration"
printf 'remote_token_file = %s\n' "$WORK/no-token" > "$conf"
run_kiln cache config
expect_eq "$CODE" 1 "a token file that is not there: $OUT"
expect_contains "$OUT" "$conf:1:21: error: remote_token_file: cannot read the token file" "at its value"
run_kiln cache stats
expect_eq "$CODE" 1 "stats with a bad file: $OUT"
printf 'remote_connect_timeout = 0\nremote_ca_file = %s\n' "$conf" > "$conf"
run_kiln cache config
expect_eq "$CODE" 1 "a connect deadline of 0 and a CA file with no certificate: $OUT"
expect_contains "$OUT" "$conf:1:26: error: remote_connect_timeout must be milliseconds (1 to 600000), not '0'" "a connect deadline of 0"
expect_contains "$OUT" "$conf:2:18: error: remote_ca_file: '$conf' holds no PEM certificate" "a CA file with no certificate"
echo "cache_config: ok"
