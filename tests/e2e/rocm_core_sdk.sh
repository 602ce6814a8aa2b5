# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ROCm as it is installed today (issue 38): a prefix laid out as the ROCm Core SDK installs it
# (TheRock's packaging: /opt/rocm/core-10.0 with include/hip, include/rocm-core/rocm_version.h,
# lib/llvm/amdgcn/bitcode, lib/libamdhip64.so.7, lib/cmake/hip; /opt/rocm holding the links `core`,
# `core-10`, `bin`, `lib`, `include`, `llvm`, `amdgcn`), made here from what set-up installs: Debian's
# device libraries (linked), a hip_version.h and rocm_version.h of the test's own, and a stand-in
# libamdhip64.so.7 (tests/data/rocm/libamdhip64_standin.cpp). Each entry point (--rocm-path on the
# prefix and on the links, ROCM_PATH, HIP_PATH, hip_DIR) builds from it and says so; the HIP found
# picks the occupancy profile; the runtime is loaded from the prefix's lib/; a runtime-only install,
# device libraries of a newer LLVM, and variables naming two installations are said. The default
# /opt/rocm is e2e.rocm_default_path.
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/core_sdk.bash"
opt="$WORK/opt/rocm"
core="$opt/core-10.0"
core_sdk "$opt"

p="$WORK/p"
mkdir -p "$p"
# The source reads the prefix's hip_version.h (an #error for any other: Debian's is 5.2).
cat > "$p/k.hip" <<'HIP'
#include <hip/hip_version.h>
#if HIP_VERSION_MAJOR != 7
#error "hip_version.h is not the chosen installation's"
#endif
extern "C" __attribute__((global)) void k(float* x) { x[__builtin_amdgcn_workitem_id_x()] = __builtin_expf(x[0]); }
HIP
printf '[bundle]\nname = "c"\ntargets = ["gfx942"]\n\n[kernels.k]\nsource = "k.hip"\nblock_size = 64\n' > "$p/kiln.toml"
# build WHAT ENV... -- ARGS...: a build from scratch with these variables only.
build() {
  local what="$1"; shift
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  set +e; OUT="$(env -u ROCM_PATH -u HIP_PATH -u hip_DIR "${envs[@]}" "$KILN" build "$p/kiln.toml" -o "$WORK/out" --no-cache "$@" 2>&1)"
  CODE=$?; set -e
  expect_eq "$CODE" 0 "$what: $OUT"
}
runtime="(HIP runtime: $core/lib/libamdhip64.so.7, HIP 7.17.12345: no AMD device (hipGetDeviceCount: hipErrorNoDevice))"
build "--rocm-path on core-10.0" -- --rocm-path "$core"
expect_contains "$OUT" "ROCm: $core (ROCm 10.0.0, from --rocm-path; HIP 7.17.25301; device libraries $core/lib/llvm/amdgcn/bitcode)" "--rocm-path"
expect_contains "$OUT" "occupancy: hip-model trap (HIP 7.17 and later: 16 SGPRs per wave reserved for the trap handler on gfx9; for HIP 7.17.25301 in $core) $runtime" "the profile of HIP 7.17 and the prefix's runtime"
report="$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["rocm"], d["hip_profile"])' "$WORK/out/c.json")"
expect_contains "$report" "'release': '10.0.0', 'found_by': '--rocm-path'" "NAME.json: the release and who chose it"
expect_contains "$report" "{'name': 'trap', 'why': 'for HIP 7.17.25301 in $core'}" "NAME.json: the profile and why"
inspected="$("$KILN" inspect "$WORK/out/c.hipfb" --json)"
expect_contains "$inspected" '"profile": "trap"' "the metadata's profile"
run_kiln explain "$p/kiln.toml" k --rocm-path "$core"
expect_contains "$OUT" "hip_profile" "explain names the profile"
expect_contains "$OUT" "trap (HIP 7.17 and later" "explain: which and why"
build "--rocm-path on /opt/rocm's links" -- --rocm-path "$opt"
expect_contains "$OUT" "ROCm: $opt (ROCm 10.0.0, from --rocm-path; HIP 7.17.25301; device libraries $opt/amdgcn/bitcode)" "/opt/rocm links"
expect_contains "$OUT" "(HIP runtime: $opt/lib/libamdhip64.so.7, HIP 7.17.12345" "the runtime through the lib link"
build "ROCM_PATH on core-10" "ROCM_PATH=$opt/core-10" --
expect_contains "$OUT" "ROCm: $opt/core-10 (ROCm 10.0.0, from ROCM_PATH; HIP 7.17.25301;" "ROCM_PATH"
build "HIP_PATH" "HIP_PATH=$core" --
expect_contains "$OUT" "ROCm: $core (ROCm 10.0.0, from HIP_PATH; HIP 7.17.25301;" "HIP_PATH"
build "hip_DIR" "hip_DIR=$core/lib/cmake/hip" --
expect_contains "$OUT" "ROCm: $core (ROCm 10.0.0, from hip_DIR; HIP 7.17.25301;" "hip_DIR"
expect_contains "$(cat "$p/build/c.d" 2>/dev/null || cat "$WORK/out/c.d")" "$core/include/hip/hip_version.h" "the depfile names the prefix's header"

# ROCm 5's HIP_PATH, <rocm>/hip, stands for <rocm>; its HIP 6.1 picks the 6.1 profile. With
# ROCM_PATH naming another installation, ROCM_PATH wins and HIP_PATH is said.
old="$WORK/rocm-6.1"
mkdir -p "$old/amdgcn/bitcode" "$old/include/hip" "$old/hip"
ln -s "$libs"/*.bc "$old/amdgcn/bitcode/"
printf '#pragma once\n#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 1\n#define HIP_VERSION_PATCH 40091\n' > "$old/include/hip/hip_version.h"
sed -i 's/HIP_VERSION_MAJOR != 7/HIP_VERSION_MAJOR < 6/' "$p/k.hip"
build "HIP_PATH=<rocm>/hip" "HIP_PATH=$old/hip" --
expect_contains "$OUT" "ROCm: $old (from HIP_PATH; HIP 6.1.40091; device libraries $old/amdgcn/bitcode)" "HIP_PATH=<rocm>/hip"
expect_contains "$OUT" "occupancy: hip-model 6.1 (HIP of ROCm 6.1 to 6.3" "HIP 6.1: the 6.1 profile"
build "two variables" "ROCM_PATH=$core" "HIP_PATH=$old/hip" --
expect_contains "$OUT" "warning: HIP_PATH names '$old', another installation than the one kiln uses ('$core', from ROCM_PATH): kiln reads nothing from it" "HIP_PATH beside ROCM_PATH"
build "a hip_DIR that is no package directory" "hip_DIR=$WORK" -- --rocm-path "$core"
expect_contains "$OUT" "warning: hip_DIR '$WORK' is not <prefix>/lib/cmake/hip: kiln does not use it" "a stray hip_DIR"
# [bundle] hip_profile wins, and says so.
sed 's/^targets = .*/&\nhip_profile = "6.4"/' "$p/kiln.toml" > "$p/given.toml"
set +e; OUT="$("$KILN" build "$p/given.toml" -o "$WORK/out-given" --no-cache --rocm-path "$core" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 0 "hip_profile given: $OUT"
expect_contains "$OUT" "occupancy: hip-model 6.4 (HIP of ROCm 6.4 up to HIP 7.16: no trap-handler SGPR reserve; given in [bundle] hip_profile)" "given"
# HIP 7.16: the release during which the reserve came: said.
h716="$WORK/hip-7.16"
prefix "$h716" 7 16
build "HIP 7.16" -- --rocm-path "$h716"
expect_contains "$OUT" "for HIP 7.16.25301 in $h716, which may reserve the trap handler's SGPRs or not" "HIP 7.16 said"

# A runtime that finds a device answers beside the model; another release than the headers' is said.
build "a device" "KILN_STANDIN_DEVICES=1" "KILN_STANDIN_VERSION=71612345" -- --rocm-path "$core"
expect_contains "$OUT" "occupancy: HIP runtime on this machine's device ($core/lib/libamdhip64.so.7, HIP 7.16.12345) where it loads the code object, else hip-model trap" "the runtime used, named"
expect_contains "$OUT" "warning: the HIP runtime that checks occupancy ($core/lib/libamdhip64.so.7, HIP 7.16.12345) is another release than the HIP in $core (7.17.25301)" "runtime and headers of two releases"

# A runtime-only installation (amdrocm-core without the -devel packages: no include/hip): HIP
# sources fail, naming the package; LLVM IR builds need no headers and take its runtime.
ro="$WORK/runtime-only/core-10.0"
prefix "$ro" 7 17
rm -r "$ro/include/hip"
set +e; OUT="$(env -u ROCM_PATH -u HIP_PATH -u hip_DIR "$KILN" build "$p/kiln.toml" -o "$WORK/out-ro" --no-cache --rocm-path "$ro" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "runtime-only: $OUT"
expect_contains "$OUT" "error: the ROCm at '$ro' (from --rocm-path) has no HIP headers (no include/hip): a runtime-only installation. Install its HIP development package (ROCm Core SDK: amdrocm-runtime-dev" "runtime-only"
grep -q "/usr/include/hip" <<<"$OUT" && fail "Debian's headers were read: $OUT"
cp "$KILN_SOURCE_DIR/manifests/example/kernels/saxpy.ll" "$p/"
printf '[bundle]\nname = "ir"\ntargets = ["gfx942"]\n\n[kernels.saxpy]\nsource = "saxpy.ll"\nblock_size = 256\n' > "$p/ir.toml"
set +e; OUT="$(env -u HIP_PATH -u hip_DIR ROCM_PATH="$ro" "$KILN" build "$p/ir.toml" -o "$WORK/out-ir" --no-cache 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 0 "LLVM IR with a runtime-only ROCm: $OUT"
expect_contains "$OUT" "(HIP runtime: $ro/lib/libamdhip64.so.7, HIP 7.17.12345: no AMD device" "its runtime"

# Device libraries of LLVM 23 (ROCm 10's), which LLVM 22 cannot read: an error with the way out.
r23="$WORK/llvm23"
prefix "$r23" 7 17
rm "$r23/lib/llvm/amdgcn/bitcode/ocml.bc"
python3 "$DATA/rocm/newer_llvm_bitcode.py" "$libs/ocml.bc" "$r23/lib/llvm/amdgcn/bitcode/ocml.bc"
set +e; OUT="$(env -u ROCM_PATH -u HIP_PATH -u hip_DIR "$KILN" build "$p/kiln.toml" -o "$WORK/out-23" --no-cache --rocm-path "$r23" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "LLVM 23 device libraries: $OUT"
expect_contains "$OUT" "error: the device libraries in '$r23/lib/llvm/amdgcn/bitcode' are bitcode of LLVM 23." "newer bitcode named"
expect_contains "$OUT" "which kiln's LLVM 22 cannot read" "why"
expect_contains "$OUT" "--rocm-device-lib-path" "the way out"
set +e; OUT="$(env -u ROCM_PATH -u HIP_PATH -u hip_DIR "$KILN" build "$p/kiln.toml" -o "$WORK/out-23" --no-cache --rocm-path "$r23" --rocm-device-lib-path "$libs" 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 0 "the way out taken: $OUT"
expect_contains "$OUT" "device libraries $libs (from --rocm-device-lib-path))" "the way out"
echo "ok"
