# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CUDA 12.8's scoped atomics (__nv_atomic_fetch_*, _exchange, _compare_exchange, _load, _store,
# _thread_fence and the __NV_ATOMIC_* / __NV_THREAD_SCOPE_* constants) are kiln's own
# (src/frontend/cuda_extras.hpp, issue 37): every operation, for the types nvcc takes, with every
# memory order and every scope (tests/data/cuda_math/atomics.cu). Each kernel's atomic instructions
# (atom, fence, ld/st with a .sem), in order, qualifiers sorted (nvcc writes atom.add.relaxed.gpu.s32,
# the ISA's order is atom.relaxed.gpu.add.s32), equal nvcc's for sm_90 and sm_80 (where nvcc and
# kiln make cluster scope .gpu): against nvcc where it is installed, else nvcc 13.0's, recorded in
# tests/data/cuda_math/atomics.nvcc.txt: 58 kernels, 1,943 instructions for each SM; 128 bits
# (atomics128.cu, sm_90): 8 kernels, 238 instructions. Two places differ on purpose, and the
# reference says so:
# - k_cas_join: a compare-exchange with release on success and acquire (or consume) on failure is
#   acq_rel in kiln; nvcc takes the larger enumerator, release, and the failure's acquire is lost.
# - k_store_n_128: nvcc 13.0 writes st.acquire.b128 for a seq_cst __nv_atomic_store_n of __int128,
#   which ptxas rejects; kiln writes fence.sc + st.relaxed.b128, what nvcc writes for the generic
#   16-byte store (k_store_128).
source "$(dirname "$0")/lib/common.bash"

cat > "$WORK/norm.py" <<'PY'
# norm.py ptx < PTX: "kernel instruction" a line, each kernel's atomic instructions in order, the
# qualifiers after the mnemonic sorted, ".global" dropped. norm.py ref ARCH < recorded nvcc lines:
# nvcc's lines as kiln should write them for ARCH (sm_80: cluster scope is .gpu; the two
# differences above).
import re, sys
def norm(kernel, ins):
    p = ins.split('.')
    return kernel + ' ' + '.'.join([p[0]] + sorted(q for q in p[1:] if q != 'global'))
out = []
if sys.argv[1] == 'ptx':
    kernel = None
    for line in sys.stdin:
        m = re.match(r'^\.(?:visible|weak) \.entry ([\w$]+)', line)
        if m:
            kernel = m.group(1)
            z = re.match(r'_Z(\d+)', kernel)
            if z: kernel = kernel[len(z.group(0)):][:int(z.group(1))]
            continue
        m = re.match(r'^\s*((?:atom|red|fence|ld|st)\.[\w.]+)', line)
        if not m: continue
        p = m.group(1).split('.')
        if p[0] in ('ld', 'st') and not set(p) & {'relaxed', 'acquire', 'release', 'volatile'}: continue
        out.append(norm(kernel, m.group(1)))
else:
    ref = [l.split() for l in sys.stdin if l.strip() and not l.startswith('#')]
    for kernel, ins in ref:
        if sys.argv[2] == 'sm_80': ins = ins.replace('.cluster', '.gpu')
        if kernel == 'k_cas_join': ins = ins.replace('.release', '.acq_rel')
        if kernel == 'k_store_n_128': continue
        out.append(norm(kernel, ins))
        if kernel == 'k_store_128': out.append(norm('k_store_n_128', ins))
# Kernels apart, each in its own order.
out.sort(key=lambda l: l.split()[0])
print('\n'.join(out))
PY
norm() { python3 "$WORK/norm.py" "$@"; }
RECORDED="$DATA/cuda_math/atomics.nvcc.txt"
kernels() { grep -v "^#" "$RECORDED" | cut -d" " -f1 | uniq | grep "$@"; }

mkdir -p "$WORK/p"
cp "$DATA/cuda_math/atomics.cu" "$DATA/cuda_math/atomics128.cu" "$WORK/p/"
manifest() {  # NAME SOURCE TARGETS KERNELS...
  printf '[bundle]\nname = "%s"\ntargets = [%s]\n\n[defaults]\nsource = "%s"\nblock_size = 64\n' "$1" "$3" "$2"
  shift 3
  for k in "$@"; do printf '\n[kernels.%s]\n' "$k"; done
}
manifest at atomics.cu '"sm_90", "sm_80"' $(kernels -v _128) > "$WORK/p/kiln.toml"
run_kiln build "$WORK/p/kiln.toml" --no-cache --save-temps "$WORK/temps"
expect_eq "$CODE" 0 "build: $OUT"
expect_contains "$OUT" "scope of cluster is supported on sm_90 or above: device scope instead" "sm_80's warning, as nvcc's"
for arch in sm_90 sm_80; do
  KILN_INS="$(cat "$WORK"/temps/k_*-$arch.ptx | norm ptx)"
  expect_eq "$(wc -l <<<"$KILN_INS")" 1943 "atomic instructions for $arch"
  if command -v nvcc > /dev/null; then
    nvcc -arch=$arch -O3 -ptx "$WORK/p/atomics.cu" -o "$WORK/nvcc-$arch.ptx" 2>/dev/null
    expect_eq "$KILN_INS" "$(norm ptx < "$WORK/nvcc-$arch.ptx" | norm ref $arch)" "$arch: each kernel's atomics against nvcc"
  fi
  expect_eq "$KILN_INS" "$(grep -v _128 "$RECORDED" | norm ref $arch)" "$arch: each kernel's atomics against nvcc 13.0's"
done

# 128 bits (__int128 and a 16-byte struct): ld/st/atom .b128 need PTX ISA 8.3, which kiln writes
# where its ptxas asks for it (CUDA 12.3+); an older ptxas's error stands, naming the version.
manifest a128 atomics128.cu '"sm_90"' $(kernels _128) > "$WORK/p/a128.toml"
run_kiln build "$WORK/p/a128.toml" --no-cache --save-temps "$WORK/t128"
read -r major minor <<<"$(sed -n 's/.*ptxas \([0-9]*\)\.\([0-9]*\)\..*/\1 \2/p' <<<"$OUT" | head -1)"
if [ "${major:-0}" -gt 12 ] || { [ "${major:-0}" -eq 12 ] && [ "${minor:-0}" -ge 3 ]; }; then
  expect_eq "$CODE" 0 "128-bit atomics with ptxas $major.$minor: $OUT"
  KILN_INS="$(cat "$WORK"/t128/k_*-sm_90.ptx | norm ptx)"
  expect_eq "$(wc -l <<<"$KILN_INS")" 238 "128-bit atomic instructions"
  if command -v nvcc > /dev/null; then
    # nvcc 13.0 writes the PTX, then fails on its own st.acquire.b128 (ptxas: "Illegal modifier").
    nvcc -arch=sm_90 -O3 -ptx "$WORK/p/atomics128.cu" -o "$WORK/nvcc128.ptx" 2>/dev/null || true
    expect_eq "$KILN_INS" "$(norm ptx < "$WORK/nvcc128.ptx" | grep _128 | norm ref sm_90)" "128-bit atomics against nvcc"
  fi
  expect_eq "$KILN_INS" "$(grep _128 "$RECORDED" | norm ref sm_90)" "128-bit atomics against nvcc 13.0's"
else
  expect_eq "$CODE" 1 "128-bit atomics with ptxas ${major:-?}.${minor:-?}: $OUT"
  expect_contains "$OUT" "requires PTX ISA .version 8.3" "ptxas's reason"
fi

# nvcc's errors: a load's order cannot be release, a store's acquire, an order must be one of the six.
cat > "$WORK/p/bad.cu" <<'CU'
__global__ void load_release(int* p) { p[1] = __nv_atomic_load_n(p, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE); }
__global__ void store_acquire(int* p) { __nv_atomic_store_n(p, 1, __NV_ATOMIC_ACQUIRE); }
__global__ void bad_order(int* p) { __nv_atomic_fetch_add(p, 1, 9); }
__global__ void float_min(float* p) { __nv_atomic_fetch_min(p, 1.f, __NV_ATOMIC_RELAXED); }
CU
manifest bad bad.cu '"sm_90"' load_release store_acquire bad_order float_min > "$WORK/p/bad.toml"
run_kiln build "$WORK/p/bad.toml" --no-cache
expect_eq "$CODE" 1 "invalid orders: $OUT"
for m in "atomic load's memory order cannot be release or acq_rel" "atomic store's memory order cannot be consume, acquire or acq_rel" \
         "invalid memory order value for atomic operations" "atomic __nv_atomic_fetch_min takes a 4- or 8-byte integer"; do
  expect_contains "$OUT" "$m" "the error"
done
echo "ok"
