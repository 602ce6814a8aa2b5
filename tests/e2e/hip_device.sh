# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# With an AMD device of a bundle target, kiln's figures come from the HIP runtime and agree with
# the model (a disagreement is a warning on stderr). Skipped (exit 77) without a device.
source "$(dirname "$0")/lib/common.bash"
set +e
out="$("$KILN" build "$EXAMPLE/kiln.toml" -o "$WORK/out" 2>"$WORK/err")"
code=$?
set -e
expect_eq "$code" 0 "build"
if ! grep -q "occupancy: HIP runtime on this machine" <<<"$out"; then
  echo "SKIPPED: no AMD device ($(grep '^occupancy:' <<<"$out"))"
  exit 77
fi
grep -q "the HIP runtime says" "$WORK/err" && fail "HIP and the model disagree: $(cat "$WORK/err")"
expect_contains "$("$KILN" inspect "$WORK/out/example.hipfb" --json)" '"source": "hip-runtime"' "runtime source"
echo "ok"
