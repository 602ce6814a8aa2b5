# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ROCm Core SDK installations made from what set-up installs (e2e.rocm_core_sdk,
# e2e.rocm_default_path): Debian's device libraries (linked), version headers of the test's own, a
# stand-in HIP runtime (tests/data/rocm/libamdhip64_standin.cpp).
libs=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
[ -f "$libs/ocml.bc" ] || fail "Debian's device libraries are missing (rocm-device-libs)"

# prefix ROOT HIP-MAJOR HIP-MINOR: an installation under ROOT, as TheRock's packages lay one out
# (include/hip only with the runtime's -devel package).
prefix() {
  mkdir -p "$1/lib/llvm/amdgcn/bitcode" "$1/include/hip" "$1/include/rocm-core" "$1/lib/cmake/hip"
  ln -s "$libs"/*.bc "$1/lib/llvm/amdgcn/bitcode/"
  printf '#pragma once\n#define HIP_VERSION_MAJOR %s\n#define HIP_VERSION_MINOR %s\n#define HIP_VERSION_PATCH 25301\n' "$2" "$3" \
    > "$1/include/hip/hip_version.h"
  printf '#pragma once\n#define ROCM_VERSION_MAJOR 10\n#define ROCM_VERSION_MINOR 0\n#define ROCM_VERSION_PATCH 0\n' \
    > "$1/include/rocm-core/rocm_version.h"
  [ -f "$WORK/libamdhip64_standin.so" ] ||
    g++ -shared -fPIC -O1 -o "$WORK/libamdhip64_standin.so" "$DATA/rocm/libamdhip64_standin.cpp" || fail "the stand-in runtime"
  cp "$WORK/libamdhip64_standin.so" "$1/lib/libamdhip64.so.7"
}

# core_sdk OPT: OPT/core-10.0 (HIP 7.17) and the links the meta package's postinst makes in OPT
# (/opt/rocm): core, core-10, bin, lib, include, llvm, amdgcn.
core_sdk() {
  prefix "$1/core-10.0" 7 17
  for link in core core-10; do ln -s core-10.0 "$1/$link"; done
  for link in bin lib include; do ln -s "core/$link" "$1/$link"; done
  ln -s core/lib/llvm "$1/llvm"
  ln -s core/lib/llvm/amdgcn "$1/amdgcn"
}
