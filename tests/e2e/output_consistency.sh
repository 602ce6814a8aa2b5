# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The outputs (bundle, header, report, depfile) and kiln's stamp change together or not at all
# (util/output_set.hpp): with a full disk from every write on, and with a kill at every rename
# (strace's fault injection), the output directory holds the previous build's set or the new
# one, never a mix, and no temporary file stays; a kill after the commit record is finished by the
# next run, which then finds everything up to date.
source "$(dirname "$0")/lib/common.bash"
command -v strace >/dev/null || { echo "strace is missing (scripts/setup.sh installs it)"; exit 1; }
export KILN_CACHE_DIR="$WORK/cache"

copy_example m
b="$WORK/m/build"
outputs=(example.hipfb example.hpp example.json example.d)
"$KILN" build "$WORK/m/kiln.toml" >/dev/null
cp -a "$b" "$WORK/A"
cp "$WORK/m/kiln.toml" "$WORK/A.toml"
sed -i 's/"amdgpu-waves-per-eu" = "2"/"amdgpu-waves-per-eu" = "3"/' "$WORK/m/kiln.toml"
"$KILN" build "$WORK/m/kiln.toml" >/dev/null  # B: every object now in the cache
cp -a "$b" "$WORK/B"
for f in "${outputs[@]}"; do cmp -s "$WORK/A/$f" "$WORK/B/$f" || changed+=("$f"); done
[ "${#changed[@]}" -ge 3 ] || fail "the edit should change the bundle, the header and the report"

# which_set: A or B when all four outputs are that build's, else "mixed".
which_set() {
  local s
  for s in A B; do
    local same=1
    for f in "${outputs[@]}"; do cmp -s "$b/$f" "$WORK/$s/$f" || same=0; done
    [ $same == 1 ] && { echo $s; return; }
  done
  echo mixed
}
no_temporaries() { ! ls -A "$b" | grep -q '\.tmp\.' || fail "$1: temporary files left: $(ls -A "$b")"; }
reset_to_A() { rm -rf "$b" && cp -a "$WORK/A" "$b"; }

# A full disk from the Nth write on, for every N until the build gets through.
for n in $(seq 1 60); do
  reset_to_A
  set +e
  out="$(strace -f -qq -o /dev/null -e trace=write -e inject=write:error=ENOSPC:when=$n+ "$KILN" build "$WORK/m/kiln.toml" 2>&1)"
  code=$?
  set -e
  set_now="$(which_set)"
  no_temporaries "ENOSPC at write $n"
  if [ $code == 0 ]; then
    [ "$set_now" == B ] || fail "ENOSPC at write $n: exit 0 with outputs $set_now"
    break
  fi
  [ "$set_now" == A ] || fail "ENOSPC at write $n: exit $code left outputs $set_now: $out"
  if grep -q "cannot write" <<<"$out"; then expect_contains "$out" "No space left on device" "ENOSPC at write $n names the cause"; fi
done
[ $code == 0 ] || fail "the build never got through"
[ "$n" -gt 3 ] || fail "only $n writes: the injection did not reach the outputs"

# A kill at the Nth rename, for every N until the build gets through.
kills=0
for n in $(seq 1 30); do
  reset_to_A
  set +e
  strace -f -qq -o /dev/null -e trace=rename,renameat,renameat2 -e inject=rename,renameat,renameat2:signal=KILL:when=$n \
    "$KILN" build "$WORK/m/kiln.toml" >/dev/null 2>&1
  code=$?
  set -e
  [ $code == 0 ] && break
  kills=$((kills + 1))
  set_now="$(which_set)"
  if ls -A "$b" | grep -qE '^\.kiln-commit-[0-9a-f]+$'; then
    # Committed: the next run finishes the renames and has nothing left to do.
    run_kiln build "$WORK/m/kiln.toml"
    expect_eq "$CODE" 0 "after a kill at rename $n"
    expect_contains "$OUT" "up to date" "a committed set is finished, not rebuilt (rename $n)"
    expect_eq "$(which_set)" B "after finishing the set killed at rename $n"
  elif [ "$set_now" == B ]; then
    # Killed after the set was published (refreshing the stamp's file times): nothing to redo.
    run_kiln build "$WORK/m/kiln.toml"
    expect_contains "$OUT" "up to date" "killed after publishing (rename $n)"
  else
    [ "$set_now" == A ] || fail "kill at rename $n, no commit record, outputs $set_now"
    run_kiln build "$WORK/m/kiln.toml"
    expect_eq "$CODE" 0 "rebuild after a kill at rename $n"
    expect_eq "$(which_set)" B "rebuild after a kill at rename $n"
  fi
  no_temporaries "after the run that followed a kill at rename $n"
  ! ls -A "$b" | grep -q '^\.kiln-commit-' || fail "commit record left after rename $n"
done
[ "$kills" -ge 5 ] || fail "only $kills kills: the injection did not reach the outputs' renames"
echo "ok ($n writes, $kills kills)"
