# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Every input a fuzz target found a crash or hang with (tests/fuzz/regressions/TARGET/) replayed
# through the real kiln binary, as a user would meet it: inspect (and --json), check and disasm
# for binaries, build for manifests, a note inside a minimal code object. Each must end within
# 30 s with a clean status (0, 1 or 3: never a signal, an abort or a hang) and, when it fails, a
# diagnostic. docs/fuzzing.md says how inputs get here.
source "$(dirname "$0")/lib/common.bash"
REG="$KILN_SOURCE_DIR/tests/fuzz/regressions"

# replay WHAT ARGS...: kiln ARGS ends cleanly within 30 s.
replay() {
  local what="$1"; shift
  set +e; OUT="$(timeout 30 "$KILN" "$@" 2>&1)"; CODE=$?; set -e
  case "$CODE" in
    0|3) ;;
    1) expect_contains "$OUT" "error:" "$what: exit 1 without a diagnostic" ;;
    124) fail "$what: still running after 30 s" ;;
    *) fail "$what: exit $CODE (output: $OUT)" ;;
  esac
  count=$((count + 1))
}

count=0
for f in "$REG"/code_object/* "$REG"/inspect/*; do
  [ -f "$f" ] || continue
  replay "inspect $(basename "$f")" inspect "$f"
  replay "inspect --json $(basename "$f")" inspect "$f" --json
  replay "disasm $(basename "$f")" disasm "$f" k
  replay "check $(basename "$f")" check "$f"
done
for f in "$REG"/note/*; do
  [ -f "$f" ] || continue
  python3 "$KILN_SOURCE_DIR/tests/fuzz/note_object.py" "$WORK/note.co" "$(od -An -tx1 -v "$f" | tr -d ' \n')"
  replay "inspect of note $(basename "$f")" inspect "$WORK/note.co"
  replay "disasm of note $(basename "$f")" disasm "$WORK/note.co" k
done
for f in "$REG"/manifest/*; do
  [ -f "$f" ] || continue
  rm -rf "$WORK/m" && mkdir "$WORK/m" && cp "$f" "$WORK/m/kiln.toml"
  replay "build of $(basename "$f")" build "$WORK/m/kiln.toml"
  replay "explain of $(basename "$f")" explain "$WORK/m/kiln.toml" k
done
[ "$count" -gt 0 ] || fail "no regression input replayed"
echo "fuzz_regressions: $count runs ok"
