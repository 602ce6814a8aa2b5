# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Cache entries are hostile input even when they pass the entry checks (a remote's writer can
# store well-formed entries with the right SHA-256). Front-end manifests rewritten as valid
# entries that lie (counts beyond the payload, more candidates than kiln keeps, a result key that
# is a path, a candidate naming another source's result, truncated and padded records) and result
# entries that lie: every build succeeds with the --no-cache bytes, never crashes, and a lying
# entry is never followed (its front end runs again).
source "$(dirname "$0")/lib/common.bash"
copy_example ex
m="$WORK/ex/kiln.toml"
run_kiln build "$m" --no-cache -o "$WORK/ref"
expect_eq "$CODE" 0 "reference: $OUT"
# Uncompressed entries, so that the test can rewrite payloads without zstd.
KILN_CACHE_COMPRESSION=0 run_kiln build "$m" --cache "$WORK/good" -o "$WORK/o"
expect_eq "$CODE" 0 "filling the cache: $OUT"
fronts="$(grep -oE 'front ends: [0-9]+ run' <<<"$OUT" | grep -oE '[0-9]+')"
[ "$fronts" -ge 4 ] || fail "expected several front ends: $OUT"

for mutation in huge_count too_many path_key other_result truncated padded lying_files empty result_text result_empty; do
  rm -rf "$WORK/c"
  cp -a "$WORK/good" "$WORK/c"
  python3 - "$WORK/c" "$mutation" <<'PY'
import hashlib, os, struct, sys
root, mutation = sys.argv[1], sys.argv[2]
MAGIC = b"KILNCACHE"
def read(path):
    b = open(path, "rb").read()
    assert b[:9] == MAGIC and b[9] == 3 and b[10] == 0, path
    n = struct.unpack_from("<H", b, 12)[0]
    return b[14:14 + n], b[62 + n:]
def write(path, key, payload):
    header = MAGIC + bytes([3, 0, 0]) + struct.pack("<H", len(key)) + key
    header += struct.pack("<QQ", len(payload), len(payload)) + hashlib.sha256(payload).digest()
    open(path, "wb").write(header + payload)
entries = {}
for d in os.listdir(root):
    if len(d) == 2:
        for f in os.listdir(os.path.join(root, d)):
            p = os.path.join(root, d, f)
            entries[p] = read(p)
head = b"kiln-frontend-manifest 1\n"
manifests = {p: e for p, e in entries.items() if e[1].startswith(head)}
assert len(manifests) >= 4, len(manifests)
def candidates(payload):
    lines = payload[len(head):].split(b"\n")
    assert lines[0] == b"1", lines[0]
    return lines  # [count, result key, record lines...]
result_keys = {p: candidates(e[1])[1] for p, e in manifests.items()}
results = {p: e for p, e in entries.items() if e[0] in set(result_keys.values())}
assert len(results) == len(manifests)
others = list(result_keys.values())
for i, (p, (key, payload)) in enumerate(sorted(manifests.items())):
    body = payload[len(head) + 2:]  # after "1\n": the candidate
    rk = result_keys[p]
    if mutation == "huge_count": new = head + b"99999999999999\n" + body
    elif mutation == "too_many": new = head + b"17\n" + body * 17
    elif mutation == "path_key": new = head + b"1\n" + b"../" + b"a" * 61 + body[64:]
    elif mutation == "other_result": new = head + b"1\n" + others[(others.index(rk) + 1) % len(others)] + body[64:]
    elif mutation == "truncated": new = payload[: len(payload) - 7]
    elif mutation == "padded": new = payload + b"trailing garbage\n"
    elif mutation == "lying_files":
        rest = body.split(b"\n", 2)  # result key, file count, the rest
        new = head + b"1\n" + rest[0] + b"\n" + b"1099511627776\n" + rest[2]
    elif mutation == "empty": new = b""
    else: continue
    write(p, key, new)
for p, (key, payload) in results.items():
    if mutation == "result_text": write(p, key, b"99999999999\n" + payload)
    elif mutation == "result_empty": write(p, key, b"")
PY
  run_kiln build "$m" --cache "$WORK/c" -o "$WORK/o_$mutation"
  expect_eq "$CODE" 0 "$mutation: $OUT"
  for f in example.hipfb example.hpp example.json; do cmp "$WORK/o_$mutation/$f" "$WORK/ref/$f" || fail "$mutation: $f differs from the --no-cache build's"; done
  expect_contains "$OUT" "front ends: $fronts run" "$mutation: every lying entry is a miss"
  # The build stored good entries again: the next one takes them.
  run_kiln build "$m" --cache "$WORK/c" -o "$WORK/o2_$mutation"
  expect_contains "$OUT" "front ends: 0 run" "$mutation: repaired by the build"
done
echo "hostile_cache_entries: ok"
