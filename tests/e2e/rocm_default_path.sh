# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The default place, /opt/rocm, laid out as the ROCm Core SDK installs it (core-10.0 and the meta
# package's links, lib/core_sdk.bash): with no path given and no variable set, kiln builds from it,
# takes its runtime (lib/libamdhip64.so.7) and its HIP's profile, and says so. /opt of this machine
# is left alone: the test's own tree is mounted over /opt in a mount namespace of its own (unshare),
# so other tests running beside it see the real one. Without mount namespaces (a container that
# forbids them) the test reports itself skipped.
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/core_sdk.bash"
if ! unshare --mount --propagation private true 2>/dev/null; then
  echo "no mount namespace here (unshare --mount): /opt/rocm cannot be laid out without touching this machine's /opt"
  exit 77
fi
core_sdk "$WORK/opt/rocm"
p="$WORK/p"
mkdir -p "$p"
printf '#include <hip/hip_version.h>\n#if HIP_VERSION_MAJOR != 7\n#error "not /opt/rocm'"'"'s hip_version.h"\n#endif\nextern "C" __attribute__((global)) void k(float* x) { x[0] = HIP_VERSION_MINOR; }\n' > "$p/k.hip"
printf '[bundle]\nname = "d"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "k.hip"\nblock_size = 64\n' > "$p/kiln.toml"
set +e
OUT="$(env -u ROCM_PATH -u HIP_PATH -u hip_DIR unshare --mount --propagation private \
  bash -c 'mount --bind "$1" /opt && exec "$2" build "$3" -o "$4" --no-cache' _ "$WORK/opt" "$KILN" "$p/kiln.toml" "$WORK/out" 2>&1)"
CODE=$?
set -e
expect_eq "$CODE" 0 "build from the default /opt/rocm: $OUT"
expect_contains "$OUT" "ROCm: /opt/rocm (ROCm 10.0.0, from the default places; HIP 7.17.25301; device libraries /opt/rocm/amdgcn/bitcode)" "the ROCm used"
expect_contains "$OUT" "occupancy: hip-model trap (" "the profile of its HIP"
expect_contains "$OUT" "(HIP runtime: /opt/rocm/lib/libamdhip64.so.7, HIP 7.17.12345: no AMD device" "its runtime"
[ -d /opt/rocm/core-10.0 ] && fail "the test's tree is visible outside its namespace"
echo "ok"
