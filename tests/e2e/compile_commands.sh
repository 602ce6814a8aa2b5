# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln build --compile-commands (issue 33, item 2): compile_commands.json beside the outputs, with
# each clang source's front-end command per target (defines, include dirs, the language and
# target flags kiln uses) and kiln's in-memory headers as files in .kiln-clangd/; an LLVM IR source
# has none. A real consumer reads it: clang-check-22 -p checks the HIP and CUDA sources with their
# manifest's include dir and define, where the same check without the database fails. Written
# before compiling (a source that does not compile still gets its command), the same bytes twice,
# rewritten by a build that is otherwise up to date when the file is gone; the same from another
# working directory (every path in it absolute).
source "$(dirname "$0")/lib/common.bash"

PTXAS="$(find_ptxas)"
CUDA_ROOT="$(dirname "$(dirname "$(readlink -f "$PTXAS")")")"
mkdir -p "$WORK/p/inc" "$WORK/p/src"
cat > "$WORK/p/inc/scale.h" <<'H'
#pragma once
#ifndef SCALE
#error "SCALE is the manifest's define"
#endif
__device__ inline float scaled(float x) { return x * SCALE; }
H
cat > "$WORK/p/src/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
#include "scale.h"
extern "C" __global__ void hk(float* out) { out[threadIdx.x] = scaled(float(threadIdx.x)); }
HIP
cat > "$WORK/p/src/k.cu" <<'CU'
#include "scale.h"
extern "C" __global__ void ck(float* out) { out[threadIdx.x] = scaled(float(threadIdx.x)); }
CU
cp "$EXAMPLE/kernels/tile.ll" "$WORK/p/src/tile.ll"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "cc"
targets = ["gfx942", "sm_90"]

[defaults]
defines = ["SCALE=2.0f"]
include_dirs = ["inc"]

[kernels.hk]
source = "src/k.hip"
targets = ["gfx942"]

[kernels.ck]
source = "src/k.cu"
targets = ["sm_90"]

[kernels.tile_fma]
source = "src/tile.ll"
targets = ["gfx942"]
TOML
cd "$WORK/p"
run_kiln build --compile-commands -q --cache "$WORK/cache"
expect_eq "$CODE" 0 "build: $OUT"
DB="$WORK/p/build/compile_commands.json"
[ -f "$DB" ] || fail "no compile_commands.json beside the outputs"
py() { local code="$1"; shift; python3 -c "import json,sys; d=json.load(open(sys.argv[1])); $code" "$DB" "$@"; }
expect_eq "$(py 'print(sorted(e["file"].rsplit("/", 1)[1] for e in d))')" "['k.cu', 'k.hip']" "an entry per clang source, none for IR"
expect_eq "$(py 'print(all(e["directory"] == sys.argv[2] for e in d))' "$WORK/p")" "True" "directory: the manifest's"
expect_eq "$(py 'print(sorted(e["file"] for e in d))')" "['$WORK/p/src/k.cu', '$WORK/p/src/k.hip']" "files: absolute"
hip="$(py 'print(" ".join(next(e["arguments"] for e in d if e["file"].endswith("k.hip"))))')"
cu="$(py 'print(" ".join(next(e["arguments"] for e in d if e["file"].endswith("k.cu"))))')"
for a in "-x hip" "--offload-arch=gfx942" "--cuda-device-only" "-DSCALE=2.0f" "-I$WORK/p/inc"; do
  expect_contains "$hip" "$a" "the HIP command has $a"
done
for a in "-x cuda" "--cuda-gpu-arch=sm_90" "-DSCALE=2.0f" "-I$WORK/p/inc" "-include $WORK/p/build/.kiln-clangd/kiln-cuda-extras.h"; do
  expect_contains "$cu" "$a" "the CUDA command has $a"
done
[ -f "$WORK/p/build/.kiln-clangd/kiln-cuda-extras.h" ] || fail "kiln's CUDA header is not written for the editor"
grep -q "kiln-virtual" "$DB" && fail "an in-memory path reached the database: $(cat "$DB")"
# A real consumer: clang-check runs each command (syntax only); without the database the define
# and include dir are missing and the same check fails.
for f in src/k.hip src/k.cu; do
  out="$(clang-check-22 -p "$WORK/p/build" "$f" 2>&1)" || fail "clang-check-22 -p with kiln's database on $f: $out"
  if clang-check-22 "$f" -- -x "$( [ "$f" = src/k.hip ] && echo hip || echo cuda)" --cuda-device-only -nogpulib > /dev/null 2>&1; then
    fail "clang-check-22 without the database passed on $f: the database adds nothing"
  fi
done
# The same bytes again; a build that is up to date rewrites it when it is gone, and leaves it
# untouched otherwise.
first="$(cat "$DB")"
rm "$DB"
run_kiln build --compile-commands -q --cache "$WORK/cache"
expect_eq "$CODE" 0 "rebuild: $OUT"
expect_eq "$(cat "$DB")" "$first" "the same bytes"
touch -d '2020-01-01' "$DB"
run_kiln build --compile-commands -q --cache "$WORK/cache"
expect_eq "$(stat -c %Y "$DB")" "$(date -d '2020-01-01' +%s)" "an unchanged database is not rewritten"
# From another directory: the same database.
cd "$WORK"
rm "$DB"
run_kiln build p/kiln.toml --compile-commands -q --cache "$WORK/cache"
expect_eq "$CODE" 0 "build from elsewhere: $OUT"
expect_eq "$(cat "$DB")" "$first" "the same database from another working directory"
cd "$WORK/p"
# A source that does not compile still gets its command (the editor is where it gets fixed).
echo 'this is not C++' >> src/k.cu
run_kiln build --compile-commands -q --cache "$WORK/cache"
expect_eq "$CODE" 1 "a broken source fails the build"
expect_contains "$(cat "$DB")" "k.cu" "its command is written all the same"

# A HIP source for an NVIDIA target (e2e.hip_nvidia): its command reads HIP's headers as kiln's
# compile does, HIP's NVIDIA runtime API header with its host bodies stubbed (a copy of hip/ in
# .kiln-clangd/hip-nvidia, searched first), so clang-check passes on a .hip with host code over
# whichever CUDA kiln found (HIP 5.2's header alone fails over CUDA 12 and 13).
if [ -f "$(hip_include_dir)/hip/nvidia_detail/nvidia_hip_runtime_api.h" ]; then
  mkdir -p "$WORK/hn"
  cp "$KILN_SOURCE_DIR/tests/data/hip_nvidia/host.hip" "$WORK/hn/"
  printf '[bundle]\nname = "hn"\ntargets = ["sm_90"]\n[kernels.axpy]\nsource = "host.hip"\nblock_size = 256\n' > "$WORK/hn/kiln.toml"
  run_kiln build "$WORK/hn/kiln.toml" --compile-commands -q --cache "$WORK/cache"
  expect_eq "$CODE" 0 "the .hip for sm_90: $OUT"
  [ -f "$WORK/hn/build/.kiln-clangd/hip-nvidia/hip/nvidia_detail/nvidia_hip_runtime_api.h" ] || fail "no stubbed HIP header for the editor"
  grep -q "__builtin_unreachable" "$WORK/hn/build/.kiln-clangd/hip-nvidia/hip/nvidia_detail/nvidia_hip_runtime_api.h" || fail "the editor's HIP header is not stubbed"
  out="$(cd "$WORK/hn" && clang-check-22 -p "$WORK/hn/build" host.hip 2>&1)" || fail "clang-check-22 -p on a .hip for sm_90: $out"
fi
