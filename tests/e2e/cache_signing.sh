# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Signed remote entries on a real nginx (WebDAV PUT): a machine with signing_key uploads signed
# entries; a reader with trusted_keys uses them (a second checkout compiles nothing, the bytes of a
# --no-cache build). A reader trusting another key, unsigned entries, entries re-signed with an
# untrusted key, and a payload changed with its digest recomputed (what a leaked write token
# allows) are each a counted bad signature, one warning, and a correct build. Then four machines
# writing the same keys at once: every entry intact, a fifth compiles nothing.
source "$(dirname "$0")/lib/common.bash"
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
command -v openssl >/dev/null || fail "no openssl (scripts/setup.sh installs it)"
start_nginx "$WORK/nginx"
root="$WORK/nginx/root/kiln"
url="http://127.0.0.1:$nginx_port/kiln"
k="$WORK/keys"
mkdir -p "$k"
for who in ci rogue; do
  openssl genpkey -algorithm ed25519 -out "$k/$who.key" 2>/dev/null
  openssl pkey -in "$k/$who.key" -pubout -out "$k/$who.pub"
done

copy_example a
b="$WORK/elsewhere/b"
mkdir -p "$(dirname "$b")" && cp -r "$WORK/a" "$b"
run_kiln build "$WORK/a/kiln.toml" --no-cache -o "$WORK/ref"
expect_eq "$CODE" 0 "reference: $OUT"
same_as_ref() {
  for f in example.hipfb example.hpp example.json; do cmp "$1/$f" "$WORK/ref/$f" || fail "$2: $f differs from the --no-cache build's"; done
}
# reader NAME [ENV...]: a build of checkout b with a fresh local cache, trusting ci's key, reading
# the remote only (a reader that wrote would replace the entries under test with its own).
reader() {
  local name="$1"
  shift
  set +e
  OUT="$(env KILN_CACHE_TRUSTED_KEYS="$k/ci.pub" "$@" "$KILN" build "$b/kiln.toml" --cache "$WORK/l-$name" --remote-cache "$url|read-only" -o "$WORK/o-$name" 2>&1)"
  CODE=$?
  set -e
  expect_eq "$CODE" 0 "$name: $OUT"
  same_as_ref "$WORK/o-$name" "$name"
}

# A bad key file is an error at its setting, before anything is built.
run_kiln build "$WORK/a/kiln.toml" --cache "$WORK/l0" -o "$WORK/o0"
KILN_CACHE_SIGNING_KEY="$k/ci.pub" run_kiln build "$WORK/a/kiln.toml" --cache "$WORK/l0" -o "$WORK/o0"
expect_eq "$CODE" 1 "a public key to sign with: $OUT"
expect_contains "$OUT" "error: signing_key (KILN_CACHE_SIGNING_KEY): '$k/ci.pub' is not an Ed25519 private key in PEM" "says which"
KILN_CACHE_TRUSTED_KEYS="$k/nothing.pub" run_kiln build "$WORK/a/kiln.toml" --cache "$WORK/l0" -o "$WORK/o0"
expect_eq "$CODE" 1 "a missing trusted key: $OUT"
expect_contains "$OUT" "error: trusted_keys (KILN_CACHE_TRUSTED_KEYS): cannot read the key '$k/nothing.pub'" "says which"

# The signing machine (its key from a configuration file) uploads signed entries.
printf 'signing_key = %s\n' "$k/ci.key" > "$WORK/ci.conf"
KILN_CONFIG="$WORK/ci.conf" run_kiln build "$WORK/a/kiln.toml" --cache "$WORK/l-ci" --remote-cache "$url"
expect_eq "$CODE" 0 "signer: $OUT"
entries="$(find "$root" -type f | wc -l)"
[ "$entries" -gt 8 ] || fail "expected uploads, found $entries"
python3 - "$root" <<'PY' || fail "every uploaded entry is signed"
import os, sys
for d, _, files in os.walk(sys.argv[1]):
    for f in files:
        b = open(os.path.join(d, f), 'rb').read()
        assert b[:9] == b'KILNCACHE' and b[10] & 2, f
PY

reader trusted
expect_contains "$OUT" "front ends: 0 run" "a trusting reader runs no front end"
expect_contains "$OUT" "kernels: 0 compiled" "and compiles nothing"
expect_contains "$OUT" ", 0 bad signatures" "no bad signature"

reader other KILN_CACHE_TRUSTED_KEYS="$k/rogue.pub"
expect_contains "$OUT" "kernels: 8 compiled" "a reader trusting another key uses nothing"
expect_contains "$OUT" "bad signatures" "counted"
[ "$(grep -c "no valid signature by a trusted key" <<<"$OUT")" -eq 1 ] || fail "one warning: $OUT"
expect_contains "$OUT" "warning: remote cache $url: an entry with no valid signature by a trusted key (trusted_keys) was not used" "the warning"

# What a leaked write token allows, tried on every entry: a payload changed and its digest made to
# match (signature kept), the signature stripped, the entry re-signed with the rogue's key.
cp -r "$root" "$WORK/good"
forge() {
  rm -rf "$root" && cp -r "$WORK/good" "$root"
  python3 - "$root" "$1" "$k/rogue.key" <<'PY'
import hashlib, os, struct, subprocess, sys
root, how, rogue = sys.argv[1:]
for d, _, files in os.walk(root):
    for f in files:
        p = os.path.join(d, f)
        b = bytearray(open(p, 'rb').read())
        n = struct.unpack_from('<H', b, 12)[0]
        at = 14 + n                       # stored size, payload size, digest, key, signature, body
        head, sig, body = b[:at + 48], b[at + 48:at + 144], b[at + 144:]
        if how == 'payload':
            body = bytearray(body); body[-1] ^= 1
            head[at + 16:at + 48] = hashlib.sha256(body).digest()
            out = head + sig + body
        else:
            head[10] &= ~2
            struct.pack_into('<Q', head, at, len(body))
            head[at + 16:at + 48] = hashlib.sha256(body).digest()
            out = head + body
            if how == 'resigned':
                head[10] |= 2
                m = bytes(head)
                open('/tmp/kiln-forge-msg', 'wb').write(m)
                s = subprocess.run(['openssl', 'pkeyutl', '-sign', '-rawin', '-inkey', rogue, '-in', '/tmp/kiln-forge-msg'],
                                   check=True, capture_output=True).stdout
                pub = subprocess.run(['openssl', 'pkey', '-in', rogue, '-pubout', '-outform', 'DER'],
                                     check=True, capture_output=True).stdout[-32:]
                out = m + pub + s + body
        open(p, 'wb').write(out)
PY
}
for how in payload stripped resigned; do
  forge "$how"
  reader "$how"
  expect_contains "$OUT" "kernels: 8 compiled" "$how: nothing forged is used"
  expect_contains "$OUT" "warning: remote cache $url: an entry with no valid signature by a trusted key (trusted_keys) was not used" "$how: the warning"
  bad="$(sed -nE 's/.*, ([0-9]+) bad signatures.*/\1/p' <<<"$OUT")"
  [ "${bad:-0}" -gt 0 ] || fail "$how: counted: $OUT"
done
# A reader that trusts no key takes unsigned entries (signing is optional), and still checks them.
forge stripped
OUT="$("$KILN" build "$b/kiln.toml" --cache "$WORK/l-nokeys" --remote-cache "$url|read-only" -o "$WORK/o-nokeys" 2>&1)"
expect_contains "$OUT" "kernels: 0 compiled" "no trusted keys: unsigned entries are used"
same_as_ref "$WORK/o-nokeys" "no trusted keys"
rm -rf /tmp/kiln-forge-msg

# Concurrent writers: four machines (checkouts at their own paths, their own local caches) build
# at once into an empty remote, writing the same keys; every entry stays whole, and a fifth
# machine compiles nothing.
rm -rf "$root" && mkdir -p "$root"
for i in 1 2 3 4; do
  mkdir -p "$WORK/m$i" && cp -r "$WORK/a" "$WORK/m$i/src"
  KILN_CONFIG="$WORK/ci.conf" "$KILN" build "$WORK/m$i/src/kiln.toml" --cache "$WORK/lm$i" --remote-cache "$url" -j1 \
    > "$WORK/m$i/log" 2>&1 &
  pids+=($!)
done
for p in "${pids[@]:1}"; do wait "$p" || fail "a concurrent writer failed: $(cat "$WORK"/m*/log)"; done
pids=("${pids[0]}")
for i in 1 2 3 4; do same_as_ref "$WORK/m$i/src/build" "writer $i"; done
reader fifth
expect_contains "$OUT" "kernels: 0 compiled" "after concurrent writers: nothing compiled"
expect_contains "$OUT" "0 corrupt entries" "and no corrupt entry"
echo "cache_signing: ok"
