# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Host code in a .cu never blocks the device build (issue 37): a kernel beside host functions that
# nvcc builds (isfinite, clock()/CLOCKS_PER_SEC, max on ints and floats, OpenMP's omp.h: before,
# "no matching function for call to 'isfinite'" and "'omp.h' file not found") builds, while device
# code that calls a host function is still an error, with clang's reason; the headers nvcc includes
# itself need no #include. Where nvcc is installed, nvcc builds the same file.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cp "$DATA/cuda_host/host_code.cu" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "host"
targets = ["sm_90"]

[kernels.scale]
source = "host_code.cu"
block_size = 256
TOML
run_kiln build "$WORK/p/kiln.toml" --no-cache
expect_eq "$CODE" 0 "a kernel beside host code: $OUT"
grep -q "warning\|error" <<<"$OUT" && fail "no diagnostics expected: $OUT"
expect_contains "$(kernel_field sm_90 scale name < "$WORK/p/build/host.json")" "scale" "the kernel's record"

# The headers nvcc includes in every CUDA source (crt/common_functions.h: assert.h, time.h,
# stdio.h, new, ...) are there without an #include, as with nvcc.
printf '__global__ void implicit(int* p) { assert(p != 0); p[0] = (int)CLOCKS_PER_SEC; printf("%%d\\n", p[0]); }\n' > "$WORK/p/implicit.cu"
sed -e 's/host_code.cu/implicit.cu/' -e 's/kernels.scale/kernels.implicit/' "$WORK/p/kiln.toml" > "$WORK/p/implicit.toml"
run_kiln build "$WORK/p/implicit.toml" --no-cache
expect_eq "$CODE" 0 "assert, CLOCKS_PER_SEC and printf without their headers: $OUT"

# Device code calling host code is still clang's error, at the call.
cat > "$WORK/p/bad.cu" <<'CU'
#include <ctime>
double seconds() { return static_cast<double>(clock()) / CLOCKS_PER_SEC; }
__global__ void timed(float* p) { p[threadIdx.x] = seconds(); }
CU
sed -e 's/host_code.cu/bad.cu/' -e 's/kernels.scale/kernels.timed/' "$WORK/p/kiln.toml" > "$WORK/p/bad.toml"
run_kiln build "$WORK/p/bad.toml" --no-cache
expect_eq "$CODE" 1 "device code calling a host function: $OUT"
expect_contains "$OUT" "bad.cu:3:52: error: no matching function for call to 'seconds'" "the error at the call"
expect_contains "$OUT" "call to __host__ function from __global__ function" "clang's reason"

# Host code clang refuses as it parses (a variable-length array with an initializer, which
# -fgpu-defer-diag cannot defer; g++ takes it): the source is built again without its host-only
# functions' bodies. The kernel builds, clang's error becomes a warning at its place with what was
# skipped; a kernel template only that host code instantiates is not built (said), and one the
# manifest names is still built (kiln instantiates it). Device code's errors stay errors (above).
cat > "$WORK/p/vla.cu" <<'CU'
#include <cstdio>
template <int N> __global__ void tk(float* p) { p[threadIdx.x] *= N; }
void host_sum(int n) {
    int counts[n] = {0};
    printf("%d\n", counts[0]);
    tk<3><<<1, 32>>>(nullptr);
}
__global__ void vscale(float* p, float s) { p[threadIdx.x] *= s; }
CU
printf '[bundle]\nname = "vla"\ntargets = ["sm_90"]\n\n[kernels.all]\nsource = "vla.cu"\nsymbol = "*"\nblock_size = 32\n' > "$WORK/p/vla.toml"
run_kiln build "$WORK/p/vla.toml" --no-cache
expect_eq "$CODE" 0 "host code clang refuses: $OUT"
expect_contains "$OUT" "vla.cu:4:16: warning: variable-sized object may not be initialized" "clang's error, as a warning at its place"
expect_contains "$OUT" "without the bodies of its host-only functions" "what kiln did"
expect_contains "$OUT" "kernels that only those functions instantiate are not built" "what is lost"
expect_contains "$OUT" "wrote " "outputs written"
grep -qE "^vscale +sm_90 " <<<"$OUT" || fail "vscale built: $OUT"
grep -qE "^tk" <<<"$OUT" && fail "a kernel only the skipped host code instantiates: $OUT"
printf '\n[kernels.tk3]\nsource = "vla.cu"\nsymbol = "tk<3>"\nblock_size = 32\n' >> "$WORK/p/vla.toml"
run_kiln build "$WORK/p/vla.toml" --no-cache
expect_eq "$CODE" 0 "the template the manifest names: $OUT"
grep -qE "^tk3 +sm_90 " <<<"$OUT" || fail "tk<3> built when the manifest names it: $OUT"

if command -v nvcc > /dev/null; then
  nvcc -arch=sm_90 -O3 -cubin "$WORK/p/host_code.cu" -o "$WORK/nvcc.cubin" || fail "nvcc does not build host_code.cu"
fi
echo "ok"
