# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What kiln writes as JSON is valid JSON whatever bytes the files it read held: a kernel name with
# byte 0xff in a foreign code object's note, a file name that is not UTF-8. Each byte that is not
# UTF-8 is written as \ufffd; Python's strict JSON parser reads the output.
source "$(dirname "$0")/lib/common.bash"
NOTE="$KILN_SOURCE_DIR/tests/fuzz/note_object.py"

# valid_json WHAT: $OUT parses as JSON (Python rejects invalid UTF-8 in its input).
valid_json() { python3 -c 'import json, sys; json.loads(sys.stdin.buffer.read().decode("utf-8"))' <<<"$OUT" || fail "$1: not valid JSON: $OUT"; }

# A kernel named "k\xffz" (0x6b 0xff 0x7a).
python3 "$NOTE" "$WORK/ff.co" --kernel 6bff7a
run_kiln inspect "$WORK/ff.co" --json
expect_eq "$CODE" 0 "inspect --json of a kernel name with 0xff: $OUT"
valid_json "inspect --json of a kernel name with 0xff"
expect_contains "$OUT" '"name": "k\ufffdz"' "the name's 0xff as U+FFFD"

# A directory whose file names are not UTF-8: each source is named in the JSON.
mkdir "$WORK/dir"
cp "$WORK/ff.co" "$WORK/dir/$(printf 'a\xfe.co')"
python3 "$NOTE" "$WORK/dir/b.co" --kernel
run_kiln inspect "$WORK/dir" --json
expect_eq "$CODE" 0 "inspect --json of a directory with a non-UTF-8 file name: $OUT"
valid_json "inspect --json of a directory with a non-UTF-8 file name"
expect_contains "$OUT" 'a\ufffd.co"' "the file name's 0xfe as U+FFFD"
echo "hostile_json: ok"
