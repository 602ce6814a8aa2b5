# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sources as hipcc takes them: .cpp, .cc, .cxx and .cu are HIP (CUDA built as HIP, as hipcc does
# with .cu), and `language` says what any other file is. The same kernel gives the same code from
# every spelling. An unknown extension without `language` is an error that names the choices.
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p"
body='extern "C" __global__ void k(float* x) { x[__builtin_amdgcn_workitem_id_x()] *= 2.0f; }'
for ext in hip cpp cc cxx cu kern; do printf '%s\n' "$body" > "$p/k.$ext"; done
{
  printf '[bundle]\nname = "langs"\ntargets = ["gfx942"]\n\n[defaults]\nsymbol = "k"\nblock_size = 64\n'
  for ext in hip cpp cc cxx cu; do printf '\n[kernels.k_%s]\nsource = "k.%s"\n' "$ext" "$ext"; done
  printf '\n[kernels.k_kern]\nsource = "k.kern"\nlanguage = "hip"\n'
} > "$p/kiln.toml"
run_kiln build "$p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "build: $OUT"
unbundle "$p/build/langs.hipfb" gfx942 "$WORK/co"
dis="$("$OBJDUMP" -d "$WORK/co")"
body_of() { kernel_code "$1" <<<"$dis"; }
ref="$(body_of k_hip)"
[ -n "$ref" ] || fail "no code for k_hip"
for k in k_cpp k_cc k_cxx k_cu k_kern; do
  [ "$(body_of $k)" == "$ref" ] || fail "$k differs from k_hip"
done
run_kiln explain "$p/kiln.toml" k_cu
expect_contains "$(grep '^  language' <<<"$OUT" | tr -s ' ')" "language cuda builtin" "explain shows the language"

printf '\n[kernels.k_other]\nsource = "k.kern"\n' >> "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "unknown extension"
expect_contains "$OUT" "error: source 'k.kern' has an unknown kind; kiln reads .ll, .bc (LLVM IR), .hip, .cpp, .cc, .cxx, .cu (HIP), .cl (OpenCL) and .hsaco, .co, .cubin (code objects built elsewhere), or set 'language' (hip, cuda, opencl, ir, object)" "unknown extension"
echo "ok"
