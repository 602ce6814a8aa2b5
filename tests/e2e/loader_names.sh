# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Every name the manifest accepts gives a loader header that compiles: kernels named like C++'s
# contextual keywords, like the header's own members, or as another kernel plus a suffix the header
# does not use, compile with g++ against Debian's HIP headers. (The names it refuses, and why, are
# in manifest_test.)
source "$(dirname "$0")/lib/common.bash"

p="$WORK/p"
mkdir -p "$p"
printf 'define amdgpu_kernel void @k(ptr addrspace(1) %%p) {\n  store i32 1, ptr addrspace(1) %%p\n  ret void\n}\n' > "$p/k.ll"
{
  printf '[bundle]\nname = "final"\ntargets = ["gfx942"]\n\n[defaults]\nsource = "k.ll"\nsymbol = "k"\n'
  for k in override final kernel target launch compute_units max_blocks_per_cu full_wave_grid k_figures built_for error path bytes l kernel_base figures D \
           saxpy saxpy_kernels saxpykernel m_saxpy_ k_saxpy_args Library_ library modules std_ kiln2 _lower; do
    printf '\n[kernels.%s]\n' "$k"
  done
} > "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 0 "accepted names: $OUT"
cat > "$WORK/use.cpp" <<'CPP'
#include "final.hpp"
int main() {
    kiln::runtime::Error error;
    auto lib = final::Library::load(error);
    return lib.saxpy_kernels().max_blocks_per_cu(256, 0) + lib.override().max_blocks_per_cu("gfx942", 256, 0);
}
CPP
hip_include="$(hip_include_dir)"
set +e
out="$(g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$p/build" -I"$KILN_SOURCE_DIR/include" -I"$hip_include" "$WORK/use.cpp" 2>&1)"
code=$?
set -e
expect_eq "$code" 0 "the header compiles: $out"

# Two that collide through the header's own suffixes are refused at the later name.
printf '\n[kernels.m_override]\n\n[kernels.kernel_kernel]\n' >> "$p/kiln.toml"
run_kiln build "$p/kiln.toml"
expect_eq "$CODE" 1 "colliding names"
expect_contains "$OUT" "error: kernel name 'm_override' cannot be used: the loader header names kernel 'override''s member 'm_override'" "m_ collision"
expect_contains "$OUT" "error: kernel name 'kernel_kernel' cannot be used: the loader header names kernel 'kernel''s type 'kernel_kernel'" "_kernel collision"
echo "ok"
