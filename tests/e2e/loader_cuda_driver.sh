# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The loader header on NVIDIA without HIP (-DKILN_CUDA_DRIVER: kiln/runtime/cuda_driver.hpp over
# the CUDA driver API), against a stand-in libcuda (tests/data/cuda/libcuda_standin.cpp: one sm_90
# device, launches print their shape): the bundle's sm_90 entry loads; a launch with the manifest's
# block says nothing; another block launches with one line on standard error, once per kernel
# (issue 33, item 6), and none with NDEBUG; launch_recorded() uses the recorded block and dynamic
# shared size; a block beyond the kernel's maximum is an error before the driver sees it. With the
# toolkit's stub libcuda, `load` says there is no GPU.
source "$(dirname "$0")/lib/common.bash"

PTXAS="$(find_ptxas)"
CUDA_ROOT="$(dirname "$(dirname "$(readlink -f "$PTXAS")")")"
INC=""
for d in "$CUDA_ROOT" /opt/kiln/cuda /usr/local/cuda; do [ -f "$d/include/cuda.h" ] && { INC="$d/include"; break; }; done
[ -n "$INC" ] || { echo "no cuda.h (scripts/setup.sh installs one)"; exit 77; }

mkdir -p "$WORK/p" "$WORK/lib"
cp "$EXAMPLE/kernels/saxpy.nvptx.ll" "$WORK/p/"
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "cd"
targets = ["sm_90"]

[kernels.saxpy]
source = "saxpy.nvptx.ll"
block_size = 128
dynamic_lds = 64
TOML
run_kiln build "$WORK/p/kiln.toml" -q --cache "$WORK/cache"
expect_eq "$CODE" 0 "build: $OUT"
g++ -std=c++17 -O1 -shared -fPIC -isystem "$INC" -Wl,-soname,libcuda.so.1 "$DATA/cuda/libcuda_standin.cpp" -o "$WORK/lib/libcuda.so.1"
ln -sf libcuda.so.1 "$WORK/lib/libcuda.so"
cat > "$WORK/host.cpp" <<'CPP'
#include <cstdio>
#include "cd.hpp"
int main() {
  kiln::runtime::Error e;
  cd::Library lib = cd::Library::load(e);
  if (e) { std::printf("load: %s\n", e.message.c_str()); return 3; }
  std::printf("loaded %s on %s\n", lib.module().target().c_str(), lib.module().device().name.c_str());
  float* x = nullptr; float* y = nullptr;
  const auto& k = lib.saxpy();
  e = k.launch(dim3(4), dim3(128), 64, nullptr, 2.0f, x, y, 512);
  std::printf("as built: %s\n", e ? e.message.c_str() : "ok");
  for (int i = 0; i < 2; ++i) {
    e = k.launch(dim3(8), dim3(64), 0, nullptr, 2.0f, x, y, 512);
    std::printf("block 64: %s\n", e ? e.message.c_str() : "ok");
  }
  e = k.launch_recorded(dim3(4), nullptr, 2.0f, x, y, 512);
  std::printf("recorded: %s\n", e ? e.message.c_str() : "ok");
  e = k.launch(dim3(1), dim3(2048), 0, nullptr, 2.0f, x, y, 512);
  std::printf("block 2048: %s\n", e ? e.message.c_str() : "ok");
  return 0;
}
CPP
for mode in debug release; do
  flags=(); [ "$mode" = release ] && flags=(-DNDEBUG)
  g++ -std=c++17 -O1 "${flags[@]}" -DKILN_CUDA_DRIVER -I"$KILN_SOURCE_DIR/include" -I"$WORK/p/build" -isystem "$INC" \
    -DKILN_CD_BUNDLE="\"$WORK/p/build/cd.hipfb\"" "$WORK/host.cpp" -o "$WORK/host-$mode" -L"$WORK/lib" -lcuda -lzstd -lz \
    2> "$WORK/cc.err" || fail "the host program does not build with -DKILN_CUDA_DRIVER ($mode): $(cat "$WORK/cc.err")"
  set +e; out="$(LD_LIBRARY_PATH="$WORK/lib" "$WORK/host-$mode" 2>"$WORK/err-$mode")"; c=$?; set -e
  expect_eq "$c" 0 "the host program ($mode): $out $(cat "$WORK/err-$mode")"
  expect_contains "$out" "loaded sm_90 on kiln stand-in" "the sm_90 entry loaded ($mode)"
  expect_contains "$out" "as built: ok" "the manifest's launch ($mode)"
  expect_contains "$out" "recorded: ok" "launch_recorded ($mode)"
  expect_contains "$out" "block 2048: a block of 2048 threads is more than kernel 'saxpy' takes on sm_90: 128 (its launch bounds; kiln built it for blocks of 128)" "beyond the maximum ($mode)"
  err="$(cat "$WORK/err-$mode")"
  expect_eq "$(grep -c 'stand-in launch: grid 4 1 1 block 128 1 1 shared 64' <<<"$err")" 2 "as built and launch_recorded: block 128, 64 bytes ($mode)"
  expect_eq "$(grep -c 'stand-in launch: grid 8 1 1 block 64 1 1' <<<"$err")" 2 "the other block launches ($mode)"
  grep -q "block 2048" <<<"$err" && fail "a block beyond the maximum reached the driver ($mode)"
  said="$(grep -c "kiln: kernel 'saxpy' launched with blocks of 64 threads on sm_90; kiln built it for 128" <<<"$err" || true)"
  expect_eq "$said" "$([ "$mode" = debug ] && echo 1 || echo 0)" "the other block said once, in debug builds only ($mode)"
done
# The toolkit's stub: no GPU.
stub=""
for s in "$INC"/../lib64/stubs/libcuda.so "$INC"/../lib/stubs/libcuda.so; do [ -f "$s" ] && { stub="$s"; break; }; done
if [ -n "$stub" ]; then
  mkdir -p "$WORK/stub" && ln -sf "$(readlink -f "$stub")" "$WORK/stub/libcuda.so.1"
  set +e; out="$(LD_LIBRARY_PATH="$WORK/stub" "$WORK/host-debug" 2>&1)"; c=$?; set -e
  expect_eq "$c" 3 "with the stub driver: $out"
  expect_contains "$out" "no NVIDIA GPU: the CUDA driver finds no device" "the stub named"
fi
echo "ok"
