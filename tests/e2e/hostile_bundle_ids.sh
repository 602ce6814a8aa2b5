# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A bundle entry ID is a target triple, printable ASCII. Eight 0xff bytes written over the host
# entry's ID were accepted by `kiln inspect` (exit 0) and copied into messages and JSON; now every
# command that reads the bundle refuses it with the offset of the first byte that is not.
source "$(dirname "$0")/lib/common.bash"

python3 "$KILN_SOURCE_DIR/tests/fuzz/note_object.py" "$WORK/k.co" --kernel
"$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx942 \
  -input=/dev/null -input="$WORK/k.co" -output="$WORK/k.hipfb"
run_kiln inspect "$WORK/k.hipfb"
expect_eq "$CODE" 0 "inspect of the intact bundle: $OUT"

# The host entry's ID starts at byte 56 (magic 24, count 8, its offset, size and ID length 24).
python3 - "$WORK/k.hipfb" "$WORK/ff.hipfb" <<'PY'
import sys
b = bytearray(open(sys.argv[1], "rb").read())
assert b[56:61] == b"host-"
b[56:64] = b"\xff" * 8
open(sys.argv[2], "wb").write(b)
PY
for cmd in inspect "inspect --json" check "disasm k"; do
  # shellcheck disable=SC2086
  run_kiln ${cmd%% *} "$WORK/ff.hipfb" $([ "$cmd" == "${cmd#* }" ] || echo "${cmd#* }")
  expect_eq "$CODE" 1 "$cmd of a bundle whose host ID is 0xff bytes (output: $OUT)"
  expect_contains "$OUT" "invalid bundle: entry 0 id is not a target triple: byte 0xff is not printable ASCII at offset 56" "$cmd"
done
# An entry's backend is its prefix's, as the runtime picks entries: a cubin under an NVIDIA prefix
# but an AMD target ID is refused as the cubin it is, never listed as an AMD code object.
python3 - "$KILN_SOURCE_DIR/tests/data/cubin/block_sum.sm_80.ptxas118.cubin" "$WORK/mismatch.hipfb" <<'PY'
import struct, sys
ids = [b"host-x86_64-unknown-linux-gnu-", b"hipv4-nvptx64-nvidia-cuda--gfx942"]
data = [b"", open(sys.argv[1], "rb").read()]
header = 24 + 8 + sum(24 + len(i) for i in ids)
out, offsets, at = bytearray(b"__CLANG_OFFLOAD_BUNDLE__" + struct.pack("<Q", len(ids))), [], header
for d in data:
    offsets.append(at)
    at += len(d)
for i, d, o in zip(ids, data, offsets):
    out += struct.pack("<QQQ", o, len(d), len(i)) + i
out += b"".join(data)
open(sys.argv[2], "wb").write(out)
PY
run_kiln inspect "$WORK/mismatch.hipfb"
expect_eq "$CODE" 1 "inspect of a cubin under an NVIDIA prefix with an AMD target ID (output: $OUT)"
expect_contains "$OUT" "entry 'hipv4-nvptx64-nvidia-cuda--gfx942': the cubin is for sm_80, not gfx942" "the mismatch"
echo "hostile_bundle_ids: ok"
