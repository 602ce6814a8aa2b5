# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Every program kiln runs has a deadline (KILN_TOOL_TIMEOUT) and kiln never waits on a pipe that a
# grandchild holds (issue 34, item 4). Before, a ptxas that slept, one that answered --version and
# then slept, and one that exited at once leaving a child holding its pipe hung `kiln build` for
# good.
source "$(dirname "$0")/lib/common.bash"

REAL_PTXAS="$(find_ptxas)"
mkdir -p "$WORK/p" "$WORK/sleeps"
cp "$DATA/crash/good_nv.ll" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "nv"
targets = ["sm_80"]

[kernels.good]
source = "good_nv.ll"
block_size = 128
TOML
# fake_ptxas NAME BODY: a toolkit at $WORK/NAME whose ptxas runs BODY for everything but --help
# (and, unless BODY handles it, --version), which the real one answers. Each sleeper records its
# pid, so the test ends them.
fake_ptxas() {
  mkdir -p "$WORK/$1/bin"
  cat > "$WORK/$1/bin/ptxas" <<SH
#!/bin/sh
case "\$1" in
  --help) exec "$REAL_PTXAS" --help ;;
esac
$2
exec "$REAL_PTXAS" "\$@"
SH
  chmod +x "$WORK/$1/bin/ptxas"
}
cleanup_sleepers() { for f in "$WORK"/sleeps/*; do [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null; done; true; }
trap cleanup_sleepers EXIT
SLEEP='sh -c '"'"'echo $$ > '"$WORK"'/sleeps/$$; exec sleep 1000'"'"

# ptxas --version never answers.
fake_ptxas hang_version "[ \"\$1\" = --version ] && $SLEEP"
start=$(date +%s)
CUDA_PATH="$WORK/hang_version" KILN_TOOL_TIMEOUT=2 run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 1 "a ptxas whose --version hangs: $OUT"
expect_contains "$OUT" "$WORK/hang_version/bin/ptxas --version did not finish within 2 s (KILN_TOOL_TIMEOUT) and was killed" "--version hangs"
[ $(( $(date +%s) - start )) -lt 30 ] || fail "a hanging --version took $(( $(date +%s) - start )) s"

# ptxas answers --version, then hangs compiling.
fake_ptxas hang_compile "[ \"\$1\" != --version ] && $SLEEP"
CUDA_PATH="$WORK/hang_compile" KILN_TOOL_TIMEOUT=2 run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 1 "a ptxas that hangs compiling: $OUT"
expect_contains "$OUT" "$WORK/hang_compile/bin/ptxas did not finish within 2 s (KILN_TOOL_TIMEOUT) and was killed" "compile hangs"

# ptxas leaves a child holding its output pipe and exits: kiln does not wait for the child.
fake_ptxas grandchild "$SLEEP &"
start=$(date +%s)
CUDA_PATH="$WORK/grandchild" KILN_TOOL_TIMEOUT=100 run_kiln build "$WORK/p/kiln.toml" --no-cache -o "$WORK/out"
expect_eq "$CODE" 0 "a ptxas whose child holds the pipe: $OUT"
[ $(( $(date +%s) - start )) -lt 20 ] || fail "kiln waited on a grandchild's pipe: $(( $(date +%s) - start )) s"
[ -f "$WORK/out/nv.hipfb" ] || fail "no bundle"

# A ptxas that writes garbage for a cubin: named, with the bytes (issue 34, item 10: "unreadable
# object: not an AMDGPU code object").
fake_ptxas garbage_cubin 'if [ "$1" != --version ]; then for a; do out="$a"; done; printf "garbage, not an ELF" > "$out"; exit 0; fi'
CUDA_PATH="$WORK/garbage_cubin" run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 1 "a ptxas that writes garbage: $OUT"
expect_contains "$OUT" "sm_80: $WORK/garbage_cubin/bin/ptxas" "garbage cubin: ptxas named"
expect_contains "$OUT" "exited with status 0 but wrote no cubin, these bytes: 'garbage, not an ELF'" "garbage cubin: the bytes"

# A ptxas whose --version prints binary garbage: quoted escaped and cut, not raw.
mkdir -p "$WORK/garbage/bin"
printf '#!/bin/sh\nhead -c 3000 /dev/urandom | tr -d "\\n"\nexit 0\n' > "$WORK/garbage/bin/ptxas"
chmod +x "$WORK/garbage/bin/ptxas"
CUDA_PATH="$WORK/garbage" run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 1 "a ptxas printing garbage: $OUT"
expect_contains "$OUT" "cannot read the version of $WORK/garbage/bin/ptxas: " "garbage --version"
expect_contains "$OUT" " bytes in all)" "garbage --version cut"
[ "$(printf '%s' "$OUT" | LC_ALL=C tr -d '\n\t -~' | wc -c)" -eq 0 ] || fail "unprintable bytes in the message"
echo "ok"
