#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Cost per kernel as kernels grow (issue 32): N small LLVM IR kernels for gfx942 (each an
# element-wise body and an internal helper of its own, plus one helper all share), in one file
# (`symbol = "*"`) and in one file each, built cold (--no-cache) at -j JOBS; the peer is one
# `clang-22 -O3 -c` of the one file (one process, one core). Then a HIP template family of N
# members (`instantiate`, a one-line kernel `scale<K>`), against one `clang++-22 -x hip
# --cuda-device-only -O3 -c` of the same N explicit instantiations. Prints seconds, seconds per
# 1,000 kernels and kiln's peak RSS (--time-report), and a no-op build's time; the family once
# more with HIP's prelude in the cache ("family+pre": built before by another project's one-kernel
# source, the cache read-only); last, how long
# `g++ -std=c++17 -O2` takes on a file that includes the one-file build's loader header and calls
# Library::load and two kernels.
#
#   bash bench/scale.sh [N...]        (default 100 1000; KILN=build/kiln JOBS=2 WORK=DIR)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="${KILN:-$root/build/kiln}"
jobs="${JOBS:-2}"
work="${WORK:-$(mktemp -d /tmp/kiln-scale-XXXXXX)}"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000)
# clang's HIP device compile for gfx942, with the wave size Debian's HIP 5.2 headers need and
# clang 22 no longer defines (kiln defines it too); the kernel reads its thread index with the
# builtin, so neither side links the device libraries.
hip_peer=(clang++-22 -x hip --cuda-device-only --offload-arch=gfx942 -nogpulib -D__AMDGCN_WAVEFRONT_SIZE=64 -O3 -c)

kernel() {  # kernel N: the IR of kernel k_N and its helper
  cat <<IR
define internal float @helper_$1(float %a) {
  %b = fmul float %a, $1.0
  %c = call float @shared(float %b)
  ret float %c
}
define amdgpu_kernel void @k_$1(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %w = call float @helper_$1(float %v)
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  store float %w, ptr addrspace(1) %q, align 4
  ret void
}
IR
}
common='define internal float @shared(float %a) {
  %b = fadd float %a, 1.0
  ret float %b
}
declare i32 @llvm.amdgcn.workitem.id.x()'

seconds() { python3 -c 'import sys; print(f"{float(sys.argv[1]):.2f}")' "$1"; }
now() { date +%s.%N; }
printf "%-8s %-10s %10s %14s %10s %12s\n" kernels layout seconds "s/1000 kernels" "RSS MB" "no-op ms"
for n in "${sizes[@]}"; do
  one="$work/one-$n" each="$work/each-$n"
  mkdir -p "$one" "$each/k"
  { echo "$common"; for ((i = 0; i < n; i++)); do kernel "$i"; done; } > "$one/all.ll"
  printf '[bundle]\nname = "s"\ntargets = ["gfx942"]\n\n[kernels.all]\nsource = "all.ll"\nsymbol = "*"\nblock_size = 256\n' > "$one/kiln.toml"
  { printf '[bundle]\nname = "s"\ntargets = ["gfx942"]\n\n[defaults]\nblock_size = 256\n'
    for ((i = 0; i < n; i++)); do
      { echo "$common"; kernel "$i"; } > "$each/k/$i.ll"
      printf '\n[kernels.k_%d]\nsource = "k/%d.ll"\n' "$i" "$i"
    done; } > "$each/kiln.toml"
  family="$work/family-$n"
  mkdir -p "$family"
  printf '#include <hip/hip_runtime.h>\ntemplate <int K>\n__global__ void scale(float* x) { x[__builtin_amdgcn_workitem_id_x()] *= K; }\n' > "$family/family.hip"
  { printf '[bundle]\nname = "f"\ntargets = ["gfx942"]\n\n[kernels.scale]\nsource = "family.hip"\nsymbol = "scale<{K}>"\n'
    printf 'name = "scale_{K}"\nblock_size = 256\ninstantiate = { K = [%s] }\n' "$(seq -s ', ' 1 "$n")"; } > "$family/kiln.toml"
  { cat "$family/family.hip"; for ((i = 1; i <= n; i++)); do echo "template __global__ void scale<$i>(float*);"; done; } > "$family/peer.hip"
  for layout in one each family; do
    dir="$work/$layout-$n"
    start=$(now)
    "$kiln" build "$dir/kiln.toml" -o "$dir/out" --no-cache -j "$jobs" --time-report > "$dir/log" 2>&1 || { cat "$dir/log"; exit 1; }
    end=$(now)
    rss="$(grep -o 'peak RSS [0-9]*' "$dir/log" | grep -o '[0-9]*$')+$(grep -o 'largest worker [0-9]*' "$dir/log" | grep -o '[0-9]*$')"
    start2=$(now)
    "$kiln" build "$dir/kiln.toml" -o "$dir/out" -j "$jobs" > /dev/null 2>&1
    end2=$(now)
    total=$(python3 -c "print($end - $start)")
    printf '%-8s %-10s %10s %14s %10s %12s\n' "$n" "$layout" "$(seconds "$total")" \
      "$(seconds "$(python3 -c "print($total * 1000 / $n)")")" "$rss" "$(python3 -c "print(round(($end2 - $start2) * 1000))")"
  done
  # The family again with HIP's prelude in the cache, as after any earlier HIP build on the machine
  # (a one-kernel source of another project built it; preludes are shared across projects): the
  # cache read-only, so the time is the build's, not that of writing N entries.
  if [ ! -d "$work/prelude-cache" ]; then
    mkdir -p "$work/seed"
    printf '#include <hip/hip_runtime.h>\n__global__ void seed(float* x) { x[0] = 1.0f; }\n' > "$work/seed/seed.hip"
    printf '[bundle]\nname = "seed"\ntargets = ["gfx942"]\n\n[kernels.seed]\nsource = "seed.hip"\nblock_size = 256\n' > "$work/seed/kiln.toml"
    "$kiln" build "$work/seed/kiln.toml" -o "$work/seed/out" --cache "$work/prelude-cache" -q -j 1
  fi
  rm -rf "$family/out-prelude"
  start=$(now)
  KILN_CACHE_READONLY=1 "$kiln" build "$family/kiln.toml" -o "$family/out-prelude" --cache "$work/prelude-cache" -j "$jobs" > "$family/log-prelude" 2>&1 ||
    { cat "$family/log-prelude"; exit 1; }
  end=$(now)
  grep -q "HIP preludes: 0 built, 1 from the cache" "$family/log-prelude" || { echo "the family's prelude did not come from the cache" >&2; exit 1; }
  total=$(python3 -c "print($end - $start)")
  printf '%-8s %-10s %10s %14s %10s %12s\n' "$n" "family+pre" "$(seconds "$total")" "$(seconds "$(python3 -c "print($total * 1000 / $n)")")" "" ""
  peer() {  # peer LABEL COMMAND...: one compile, timed
    local label="$1" start end total
    shift
    start=$(now)
    "$@" 2>/dev/null
    end=$(now)
    total=$(python3 -c "print($end - $start)")
    printf '%-8s %-10s %10s %14s %10s %12s\n' "$n" "$label" "$(seconds "$total")" "$(seconds "$(python3 -c "print($total * 1000 / $n)")")" "" ""
  }
  peer "clang -O3" clang-22 -O3 -c --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -x ir "$one/all.ll" -o "$work/peer-$n.o"
  peer "clang hip" "${hip_peer[@]}" "$family/peer.hip" -o "$work/peer-family-$n.o"
done
# The loader header of the largest one-file build, in a program that loads it and uses two kernels.
n="${sizes[-1]}"
printf '#include "s.hpp"\nint main() {\n    kiln::runtime::Error e;\n    auto lib = s::Library::load(e);\n    const auto& k = lib.k_0();\n    return k.max_blocks_per_cu(256, 0) + lib.k_%d().compute_units;\n}\n' "$((n - 1))" > "$work/one-$n/out/use.cpp"
start=$(now)
g++ -std=c++17 -O2 -D__HIP_PLATFORM_AMD__ -I"$root/include" -I"$work/one-$n/out" -c "$work/one-$n/out/use.cpp" -o "$work/use-$n.o"
end=$(now)
echo "loader header of $n kernels ($(du -k "$work/one-$n/out/s.hpp" | cut -f1) KB), g++ -O2 of a program using it: $(seconds "$(python3 -c "print($end - $start)")") s"
