# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The chosen ROCm's headers win over a distribution's: clang's driver puts the ROCm prefix's
# include directory after /usr/include (-idirafter), so with Debian's HIP 5.2 headers installed,
# <hip/hip_version.h> resolved to /usr/include/hip even with --rocm-path. A tree built here (device
# libraries from Debian, a version file of the test's own) holds a hip_version.h for 6.2; the
# source #errors when it gets another. The depfile and NAME.json say which were read.
source "$(dirname "$0")/lib/common.bash"

root="$WORK/rocm"
mkdir -p "$root/include/hip" "$root/amdgcn"
cp -r /usr/lib/x86_64-linux-gnu/amdgcn/bitcode "$root/amdgcn/"
printf '#pragma once\n#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 2\n#define HIP_VERSION_PATCH 41133\n' > "$root/include/hip/hip_version.h"
p="$WORK/p"
mkdir -p "$p"
cat > "$p/k.hip" <<'HIP'
#include <hip/hip_version.h>
#if HIP_VERSION_MAJOR != 6
#error "hip_version.h is not the chosen ROCm's"
#endif
extern "C" __attribute__((global)) void k(float* x) { x[__builtin_amdgcn_workitem_id_x()] = HIP_VERSION_MINOR; }
HIP
printf '[bundle]\nname = "rh"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "k.hip"\nblock_size = 64\n' > "$p/kiln.toml"
[ -f /usr/include/hip/hip_version.h ] || fail "the test needs Debian's HIP headers in /usr/include/hip (libamdhip64-dev)"
run_kiln build "$p/kiln.toml" --rocm-path "$root" --no-cache
expect_eq "$CODE" 0 "build against the chosen ROCm: $OUT"
expect_contains "$OUT" "ROCm: $root (from --rocm-path; HIP 6.2.41133; device libraries $root/amdgcn/bitcode)" "the ROCm used"
dep="$(cat "$p/build/rh.d")"
expect_contains "$dep" "$root/include/hip/hip_version.h" "the depfile names the chosen header"
grep -q "/usr/include/hip/hip_version.h" <<<"$dep" && fail "the depfile names Debian's header: $dep"
report="$(cat "$p/build/rh.json")"
expect_contains "$report" "\"path\": \"$root\"" "NAME.json names the ROCm"
expect_contains "$report" '"hip_version": "6.2.41133"' "NAME.json names the HIP version"
echo "ok"
