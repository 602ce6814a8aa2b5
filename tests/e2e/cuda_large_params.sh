# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Kernel parameters above 4352 bytes (issue 37): ptxas takes them from PTX ISA 8.1 on (CUDA 12.1),
# and LLVM writes the SM's minimum (7.8 for sm_90). kiln raises the target's .version to 8.1 when
# a kernel needs it, and only then: the PTX of other builds keeps LLVM's version. With each ptxas
# here: one that takes 8.1 builds it (the PTX it was given, seen through a wrapper, says 8.1), an
# older one fails with the kernel, the PTX version
# needed and the way out. Before: "uses too much parameter space (0x1f48 bytes, 0x1100 max)".
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cat > "$WORK/p/params.cu" <<'CU'
struct Table { float w[2000]; };  // 8000 bytes, passed by value
__global__ void weigh(__grid_constant__ const Table t, float* out) { out[threadIdx.x] = t.w[threadIdx.x] * 2.0f; }
__global__ void plain(float* out, float s) { out[threadIdx.x] *= s; }
CU
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "params"
targets = ["sm_90"]

[kernels.weigh]
source = "params.cu"

[kernels.plain]
source = "params.cu"
TOML
sed '/kernels.weigh/,/^$/d' "$WORK/p/kiln.toml" > "$WORK/p/plain.toml"

for ptxas in $(every_ptxas); do
  release="$("$ptxas" --version | sed -n 's/.*, V\([0-9]*\)\.\([0-9]*\).*/\1 \2/p')"
  read -r major minor <<<"$release"
  release="$major.$minor"
  spy_ptxas "$ptxas" "$WORK/wrap"
  run_kiln build "$WORK/p/plain.toml" -o "$WORK/out" --no-cache --cuda-path "$WORK/wrap"
  expect_eq "$CODE" 0 "small parameters with ptxas $release: $OUT"
  expect_eq "$(head -1 "$WORK/wrap/given.ptx")" ".version 7.8" "LLVM's PTX version kept without large parameters (ptxas $release)"
  run_kiln build "$WORK/p/kiln.toml" -o "$WORK/out" --no-cache --cuda-path "$WORK/wrap"
  if [ "$major" -gt 12 ] || { [ "$major" -eq 12 ] && [ "$minor" -ge 1 ]; }; then
    expect_eq "$CODE" 0 "8000 bytes of parameters with ptxas $release: $OUT"
    expect_eq "$(head -1 "$WORK/wrap/given.ptx")" ".version 8.1" "the PTX version raised (ptxas $release)"
    expect_eq "$(grep -c '^\.version' "$WORK/wrap/given.ptx")" 1 "one .version line"
    expect_eq "$(kernel_field sm_90 weigh name < "$WORK/out/params.json")" "weigh" "weigh's record"
    echo "built with ptxas $release ($ptxas)"
  else
    expect_eq "$CODE" 1 "8000 bytes of parameters with ptxas $release"
    expect_contains "$OUT" "kiln.toml:3:12: error: sm_90: kernel 'weigh' takes 8008 bytes of parameters, more than 4352: that needs PTX ISA 8.1, which ptxas $major.$minor" "the error"
    expect_contains "$OUT" "does not take (its newest is $([ "$major" -eq 11 ] && echo "7.$minor" || echo 8.0)); build with the ptxas of CUDA 12.1 or later (--cuda-path DIR or [bundle] cuda_path)" "the way out"
    echo "refused by ptxas $release ($ptxas), as it must"
  fi
done
[ -n "$(every_ptxas)" ] || fail "no ptxas (scripts/setup.sh)"
echo "ok"
