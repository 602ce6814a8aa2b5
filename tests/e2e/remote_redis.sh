# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A Redis remote cache (redis-server started here, on a loopback port and on a Unix socket, with a
# password): the second machine (another checkout path, an empty local cache) runs no front end
# and compiles nothing, with the bytes of a --no-cache build; a corrupted entry is a counted miss;
# a wrong password, a server that is down and a read-only remote each give a correct build (one
# warning for the failures); concurrent writers leave whole entries; the password is never shown.
source "$(dirname "$0")/lib/common.bash"
redis_bin="$(command -v redis-server || echo /usr/bin/redis-server)"
[ -x "$redis_bin" ] || fail "no redis-server (scripts/setup.sh installs it)"
pid=""
trap '[ -z "$pid" ] || kill "$pid" 2>/dev/null || true; rm -rf "$WORK"' EXIT
port="$(free_port)"
sock="$WORK/redis.sock"
"$redis_bin" --port "$port" --bind 127.0.0.1 --unixsocket "$sock" --save "" --appendonly no --dir "$WORK" \
  --requirepass s3cret --daemonize no > "$WORK/redis.log" 2>&1 &
pid=$!
for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.05; done
[ -S "$sock" ] || fail "redis-server did not start: $(cat "$WORK/redis.log")"
url="redis://:s3cret@127.0.0.1:$port"
shown="redis://:***@127.0.0.1:$port"
# redis-cli is redis-server's companion (redis-tools); the test reads and writes keys with it.
cli() { redis-cli -p "$port" -a s3cret --no-auth-warning "$@"; }

copy_example a
b="$WORK/elsewhere/deeper/b"
mkdir -p "$(dirname "$b")" && cp -r "$WORK/a" "$b"
run_kiln build "$WORK/a/kiln.toml" --no-cache -o "$WORK/ref"
expect_eq "$CODE" 0 "reference: $OUT"
same_as_ref() { for f in example.hipfb example.hpp example.json; do cmp "$1/$f" "$WORK/ref/$f" || fail "$2: $f differs"; done; }

run_kiln build "$WORK/a/kiln.toml" --cache "$WORK/la" --remote-cache "$url"
expect_eq "$CODE" 0 "first machine: $OUT"
keys="$(cli --scan --pattern 'kiln:*' | wc -l)"
[ "$keys" -gt 8 ] || fail "expected the entries in Redis, found $keys"
expect_contains "$OUT" "remote cache $shown: 0 hits" "the first machine: the password masked"
expect_contains "$OUT" "$keys uploads" "every entry uploaded"
if grep -q s3cret <<<"$OUT"; then fail "the password was printed"; fi

run_kiln build "$b/kiln.toml" --cache "$WORK/lb" --remote-cache "redis://:s3cret@127.0.0.1:$port/0"
expect_eq "$CODE" 0 "second machine: $OUT"
expect_contains "$OUT" "front ends: 0 run" "the second machine runs no front end"
expect_contains "$OUT" "kernels: 0 compiled" "and compiles nothing"
same_as_ref "$b/build" "second machine"

# Every entry corrupted: each one asked is a counted miss, never used; the build compiles and
# uploads good entries again.
for k in $(cli --scan --pattern 'kiln:*'); do cli set "$k" "not an entry" > /dev/null; done
run_kiln build "$b/kiln.toml" --cache "$WORK/lc" --remote-cache "$url" -o "$WORK/o_bad"
expect_eq "$CODE" 0 "corrupt: $OUT"
same_as_ref "$WORK/o_bad" "corrupt"
line="$(grep -F "remote cache $shown:" <<<"$OUT")"
grep -qE ": 0 hits, 0 misses, [1-9][0-9]* corrupt entries," <<<"$line" || fail "the corrupt entries counted: $line"
expect_contains "$OUT" "front ends: 6 run" "nothing corrupt was used"

# A wrong password, none, a server that is down: one warning, a correct build.
for case in "auth#redis://:wrong@127.0.0.1:$port#Redis: WRONGPASS" "noauth#redis+unix://$sock#Redis: NOAUTH" \
            "down#redis://127.0.0.1:$(free_port)#Connection refused"; do
  IFS='#' read -r name u why <<<"$case"
  run_kiln build "$b/kiln.toml" --cache "$WORK/l_$name" --remote-cache "$u" -o "$WORK/o_$name"
  expect_eq "$CODE" 0 "$name: $OUT"
  same_as_ref "$WORK/o_$name" "$name"
  expect_eq "$(grep -c "warning: remote cache" <<<"$OUT")" 1 "$name: one warning"
  expect_contains "$OUT" "$why" "$name: why"
done

# Read-only over the Unix socket, with the password: read, nothing written.
run_kiln build "$b/kiln.toml" --cache "$WORK/le" --remote-cache "redis+unix://:s3cret@$sock|read-only" -o "$WORK/o_ro1"
expect_eq "$CODE" 0 "read-only: $OUT"
expect_contains "$OUT" "kernels: 0 compiled" "read-only: hits over the socket"
sed -i 's/^block_size = 256$/block_size = 128/' "$b/kiln.toml"
before="$(cli dbsize)"
run_kiln build "$b/kiln.toml" --cache "$WORK/lf" --remote-cache "redis+unix://:s3cret@$sock|read-only" -o "$WORK/o_ro2"
expect_eq "$CODE" 0 "read-only, new kernels: $OUT"
expect_contains "$OUT" "0 uploads" "nothing uploaded"
expect_eq "$(cli dbsize)" "$before" "Redis unchanged"
# Concurrent writers: three machines at once into an emptied database write the same keys; every
# entry is whole, and a fourth machine compiles nothing.
cli flushdb > /dev/null
writers=()
for i in 1 2 3; do
  mkdir -p "$WORK/w$i" && cp -r "$WORK/a" "$WORK/w$i/src"
  "$KILN" build "$WORK/w$i/src/kiln.toml" --cache "$WORK/lw$i" --remote-cache "$url" -j1 > "$WORK/w$i/log" 2>&1 &
  writers+=($!)
done
for w in "${writers[@]}"; do wait "$w" || fail "a concurrent writer failed: $(cat "$WORK"/w*/log)"; done
run_kiln build "$WORK/a/kiln.toml" --cache "$WORK/lw4" --remote-cache "$url" -o "$WORK/o_w4"
expect_contains "$OUT" "kernels: 0 compiled" "after concurrent writers: nothing compiled"
expect_contains "$OUT" "0 corrupt entries" "and no corrupt entry"
same_as_ref "$WORK/o_w4" "after concurrent writers"
run_kiln build "$b/kiln.toml" --remote-cache "redis+unix://relative.sock"
expect_eq "$CODE" 1 "a relative socket: $OUT"
expect_contains "$OUT" "redis+unix:// takes an absolute socket path" "a relative socket"
echo "remote_redis: ok"
