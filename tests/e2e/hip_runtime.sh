# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Live HIP: with Debian's HIP runtime and no AMD device, the build reports "no AMD device" cleanly,
# keeps the model's figures, and succeeds. (hip_device.sh needs a device and skips without one.)
source "$(dirname "$0")/lib/common.bash"
ls /usr/lib/x86_64-linux-gnu/libamdhip64.so* >/dev/null 2>&1 || fail "libamdhip64 is expected (scripts/setup.sh installs it)"
out="$("$KILN" build "$EXAMPLE/kiln.toml" -o "$WORK/out")"
if grep -q "occupancy: HIP runtime on this machine" <<<"$out"; then
  echo "an AMD device is present; the no-device path is not exercised here"
  exit 77
fi
expect_contains "$out" "occupancy: hip-model 6.4 (HIP of ROCm 6.4 up to HIP 7.16: no trap-handler SGPR reserve; for HIP 5.2.21153 in /usr" "the profile and why"
expect_contains "$out" "(HIP runtime: /lib/x86_64-linux-gnu/libamdhip64.so, HIP 5.2.21153: no AMD device (hipGetDeviceCount: hipErrorNoDevice))" "no-device report"
expect_contains "$("$KILN" inspect "$WORK/out/example.hipfb" --json)" '"source": "hip-model 6.4"' "model source"
echo "ok"
