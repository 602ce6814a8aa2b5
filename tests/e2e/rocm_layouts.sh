# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Every device-library layout ROCm has used is found under a ROCm path: amdgcn/bitcode (before 6.2,
# and its compatibility link), lib/llvm/lib/clang/<N>/lib/amdgcn/bitcode (6.2+; the highest N),
# lib/llvm/amdgcn/bitcode (TheRock), and --rocm-device-lib-path anywhere else; hip.bc and
# oclc_daz_opt_*.bc may be missing (newer device libraries drop them); the HIP version comes from
# include/hip/hip_version.h, the ROCm release from .info/version. The trees are built here from Debian's own device libraries, with a
# version file of the test's own: no ROCm is installed or copied.
source "$(dirname "$0")/lib/common.bash"

libs=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
[ -f "$libs/ocml.bc" ] || fail "Debian's device libraries are missing (rocm-device-libs)"
p="$WORK/p"
mkdir -p "$p"
printf '#include <hip/hip_runtime.h>\n__global__ void k(float* x) { x[threadIdx.x] = expf(x[threadIdx.x]); }\n' > "$p/k.hip"
printf '[bundle]\nname = "rl"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "k.hip"\nblock_size = 64\n' > "$p/kiln.toml"

tree() {  # tree ROOT SUBDIR [--no-optional]: device libraries under ROOT/SUBDIR, a HIP version file
  mkdir -p "$1/$2" "$1/include/hip"
  cp "$libs"/*.bc "$1/$2/"
  [ "${3:-}" == --no-optional ] && rm -f "$1/$2/hip.bc" "$1/$2/"oclc_daz_opt_*.bc
  printf '#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 2\n#define HIP_VERSION_PATCH 41133\n' > "$1/include/hip/hip_version.h"
}
tree "$WORK/old" amdgcn/bitcode
tree "$WORK/r62" lib/llvm/lib/clang/19/lib/amdgcn/bitcode
mkdir -p "$WORK/r62/lib/llvm/lib/clang/18/lib/amdgcn/bitcode"  # an older clang's, empty: not chosen
tree "$WORK/rock" lib/llvm/amdgcn/bitcode --no-optional
for case in "old:amdgcn/bitcode" "r62:lib/llvm/lib/clang/19/lib/amdgcn/bitcode" "rock:lib/llvm/amdgcn/bitcode"; do
  root="$WORK/${case%%:*}" sub="${case#*:}"
  set +e; OUT="$(ROCM_PATH="$root" "$KILN" build "$p/kiln.toml" -o "$WORK/out-${case%%:*}" --no-cache 2>&1)"; CODE=$?; set -e
  expect_eq "$CODE" 0 "layout $sub: $OUT"
  expect_contains "$OUT" "ROCm: $root (from ROCM_PATH; HIP 6.2.41133; device libraries $root/$sub)" "layout $sub"
  # These prefixes hold device libraries and a version file, not HIP's headers: clang read the
  # system's, which is said (issue 34, item 9b: before, only "HIP version unknown" or nothing).
  expect_contains "$OUT" "warning: '$p/k.hip' for gfx942 read HIP's header '/usr/include/hip/hip_runtime.h', outside the ROCm kiln uses ('$root', which has no include/hip/hip_runtime.h): its device libraries and another HIP's headers are mixed" "layout $sub: mixed HIP"
done
# Debian's own ROCm (/usr), headers and libraries of one HIP: no such warning.
run_kiln build "$p/kiln.toml" -o "$WORK/out-debian" --no-cache --rocm-path /usr
expect_eq "$CODE" 0 "Debian's ROCm: $OUT"
grep -q "another HIP's headers are mixed" <<<"$OUT" && fail "Debian's own HIP warned as mixed: $OUT"
# No hip_version.h: the release from ROCm's .info/version.
rm "$WORK/old/include/hip/hip_version.h"
mkdir -p "$WORK/old/.info"
echo "6.3.1-48" > "$WORK/old/.info/version"
set +e; OUT="$(ROCM_PATH="$WORK/old" "$KILN" build "$p/kiln.toml" -o "$WORK/out-info" --no-cache 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 0 ".info/version: $OUT"
# .info/version is the ROCm release, not HIP's: the HIP version is unknown (and the HIP 5 headers
# clang reads get kiln's HIP 5 adjustments, which a "HIP 6.3.1" switched off).
expect_contains "$OUT" "ROCm: $WORK/old (ROCm 6.3.1, from ROCM_PATH; HIP version unknown; device libraries" ".info/version"
# Device libraries elsewhere, named on the command line.
mkdir -p "$WORK/elsewhere"
cp "$libs"/*.bc "$WORK/elsewhere/"
run_kiln build "$p/kiln.toml" -o "$WORK/out-elsewhere" --no-cache --rocm-device-lib-path "$WORK/elsewhere"
expect_eq "$CODE" 0 "--rocm-device-lib-path: $OUT"
expect_contains "$OUT" "device libraries $WORK/elsewhere (from --rocm-device-lib-path))" "--rocm-device-lib-path"
run_kiln build "$p/kiln.toml" -o "$WORK/out-none" --rocm-device-lib-path "$WORK/nothing-here"
expect_eq "$CODE" 1 "a device library path without libraries"
expect_contains "$OUT" "error: the device library path '$WORK/nothing-here' holds no ocml.bc" "bad --rocm-device-lib-path"
# A front end's errors come with the ROCm it used, as a successful build's summary does (issue 34,
# item 9b: before, that line came only after a successful build).
printf '#include <hip/hip_runtime.h>\n__global__ void k(float* x) { x[threadIdx.x] = not_declared(x[0]); }\n' > "$p/bad.hip"
printf '[bundle]\nname = "rb"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "bad.hip"\nblock_size = 64\n' > "$p/bad.toml"
set +e; OUT="$(ROCM_PATH="$WORK/r62" "$KILN" build "$p/bad.toml" -o "$WORK/out-bad" --no-cache 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "a front-end error: $OUT"
expect_contains "$OUT" "bad.toml:6:10: note: ROCm: $WORK/r62 (from ROCM_PATH; HIP 6.2.41133; device libraries $WORK/r62/lib/llvm/lib/clang/19/lib/amdgcn/bitcode)" "the ROCm beside the error"
# ROCm 7's headers ask __builtin_amdgcn_is_invocable(...), which clang 22 lacks: said as for other builtins.
printf '#include <hip/hip_runtime.h>\n__global__ void k(int* p) { if (__builtin_amdgcn_is_invocable(__builtin_amdgcn_ds_bpermute)) p[0] = 1; }\n' > "$p/bad.hip"
set +e; OUT="$(ROCM_PATH="$WORK/r62" "$KILN" build "$p/bad.toml" -o "$WORK/out-bad" --no-cache 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "is_invocable: $OUT"
expect_contains "$OUT" "note: '__builtin_amdgcn_is_invocable' is a builtin clang 22 does not have (HIP headers of ROCm 7 and later call it)" "is_invocable named"
echo "ok"
