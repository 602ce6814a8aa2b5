# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# `variants = "all"`: kiln build keeps every variant of a kernel's tune sweep in the bundle (a
# failed one left out with a warning) and the loader header exposes the family: members, values,
# per-target figures, and a constexpr dispatcher. Its choices under aiter's split cost are checked
# against costs worked by hand (gfx942) and recomputed here from NAME.json's figures (gfx950),
# with a Triton-style exclusion; the expectations apply to the manifest's kernel only.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p/k"
# SPLIT x 8 KiB of LDS per block of 256: gfx942's 64 KiB hold 8 / SPLIT blocks; gfx950's 160 KiB
# hold min(8, 20 / SPLIT) (8: the CU's 32 wave slots at 4 waves a block).
cat > "$WORK/p/k/split.hip" <<'SRC'
#include <hip/hip_runtime.h>
#ifndef SPLIT
#define SPLIT 1
#endif
static_assert(SPLIT <= 4, "SPLIT too large");
extern "C" __global__ void __launch_bounds__(256) split_k(float* out, const float* in) {
  __shared__ float part[SPLIT * 2048];
  for (int i = threadIdx.x; i < SPLIT * 2048; i += 256) part[i] = in[blockIdx.x * SPLIT * 2048 + i];
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = part[(threadIdx.x * 7) % (SPLIT * 2048)];
}
SRC
cat > "$WORK/p/kiln.toml" <<'TOML'
[bundle]
name = "fam"
targets = ["gfx942", "gfx950"]

[kernels.split_k]
source = "k/split.hip"
block_size = 256
variants = "all"
expect = { min_blocks_per_cu = 8 }

[kernels.split_k.tune]
defines = [["SPLIT=1"], ["SPLIT=2"], ["SPLIT=4"], ["SPLIT=8"]]
TOML
run_kiln build "$WORK/p/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "a family build (the variants' blocks per CU are below the manifest kernel's expectation): $OUT"
expect_contains "$OUT" "kiln.toml:8:12: warning: kernel 'split_k': its variant split_k_v3 is left out of gfx942: " "the failed variant, once per target"
expect_contains "$OUT" "error: static assertion failed due to requirement '8 <= 4': SPLIT too large" "and why"
H="$WORK/p/build/fam.hpp"
expect_contains "$(cat "$H")" 'static constexpr const char* k_axes[k_axis_count] = {"defines"};' "the axes"
expect_contains "$(cat "$H")" '{"[SPLIT=4]"},  // split_k_v2' "a member's values"
! grep -q "split_k_v3" "$H" || fail "the variant that failed everywhere is in the header"
expect_eq "$(python3 -c '
import json,sys
d=json.load(open(sys.argv[1]))
print(" ".join("%s:%s=%d" % (t["target"], k["name"], k["occupancy"]["blocks_per_cu"]) for t in d["targets"] for k in t["kernels"]))' "$WORK/p/build/fam.json")" \
  "gfx942:split_k=8 gfx942:split_k_v0=8 gfx942:split_k_v1=4 gfx942:split_k_v2=2 gfx950:split_k=8 gfx950:split_k_v0=8 gfx950:split_k_v1=8 gfx950:split_k_v2=5" \
  "every member in the bundle, with LDS-limited blocks per CU"

# aiter's cost: ceil(grid_x * s / (CUs x blocks_per_cu)) * (ceil(W / s) + overhead), s the member's
# SPLIT (1 for the manifest's kernel, whose source default it is), on 304 CUs.
cat > "$WORK/use.cpp" <<'CPP'
#include "fam.hpp"
namespace rt = kiln::runtime;
using F = fam::split_k_family;
constexpr auto aiter(long long grid_x, long long w, long long overhead, bool divisible_only = false) {
  return [=](const rt::FamilyMember& m, const rt::KernelFigures& f) -> double {
    long long s = rt::number_in(m.values[F::axis("defines")], "SPLIT");
    if (s < 0) s = 1;
    if (divisible_only && w % s != 0) return rt::k_excluded;  // as Triton's dispatcher's conditions
    return static_cast<double>(rt::waves(grid_x * s, 304, f.blocks_per_cu) * (rt::ceil_div(w, s) + overhead));
  };
}
static_assert(F::k_size == 4 && F::axis("defines") == 0 && F::axis("block_size") == -1, "members and axes");
// gfx942, blocks 8/8/4/2 for s = 1(manifest)/1/2/4:
// grid 304, W 64: 1*68, 1*68, 1*36, ceil(1216/608)=2*20=40 -> s=2 (member 2)
static_assert(F::choose("gfx942", aiter(304, 64, 4)) == 2, "small grid: split 2");
// grid 2432, W 64: 1*68, 1*68, ceil(4864/1216)=4*36=144, ceil(9728/608)=16*20=320 -> the manifest's kernel
static_assert(F::choose("gfx942", aiter(2432, 64, 4)) == 0, "large grid: no split, the tie to the first member");
// grid 16, W 1024: 1*1028, 1*1028, 1*516, 1*260 -> s=4 (member 3)
static_assert(F::choose("gfx942", aiter(16, 1024, 4)) == 3, "long rows: split 4");
// W 6 with only divisors allowed: s=4 is left out; grid 16: 1*10, 1*10, 1*7 -> s=2
static_assert(F::choose("gfx942", aiter(16, 6, 4, true)) == 2, "an excluded member");
static_assert(F::choose("gfx942", [](const rt::FamilyMember&, const rt::KernelFigures&) { return rt::k_excluded; }) == -1, "none left");
static_assert(F::choose("gfx90a", aiter(16, 1024, 4)) == -1, "no member built for a target the bundle lacks");
static_assert(!F::tuned("gfx942") && F::pick("gfx942", aiter(16, 1024, 4)) == 3, "no tuned pick: pick() chooses by cost");
// kiln's speed estimate (fastest: AMD's mix unknown, blocks of 4 waves): 16 tiles x s blocks on 304
// CUs fit one round at every split, so the most blocks win (s = 4); 2432 x s blocks take 8, 16 and
// 32 blocks per CU in 1, 4 and 16 full rounds, and the unsplit kernel is fastest (ties to member 0).
constexpr auto split_of = [](const rt::FamilyMember& m) { const long long s = rt::number_in(m.values[F::axis("defines")], "SPLIT"); return s < 0 ? 1 : s; };
static_assert(F::fastest("gfx942", 304, [](const rt::FamilyMember& m) { return 16 * split_of(m); }) == 3, "fastest: a small grid splits");
static_assert(F::fastest("gfx942", 304, [](const rt::FamilyMember& m) { return 2432 * split_of(m); }) == 0, "fastest: a large grid does not");
static_assert(F::fastest("gfx942", 304, [](const rt::FamilyMember&) { return 0; }) == -1, "fastest: no blocks, none left");
#ifdef GFX950_CHOICES
GFX950_CHOICES
#endif
int main() {
  rt::Error e;
  fam::Library lib = fam::Library::load(e);
  if (e) return e.code == rt::Error::Code::no_device ? 3 : 1;
  const int m = lib.split_k_variants().choose(aiter(16, 1024, 4));
  return lib.split_k_variants().launch(m, dim3(16), dim3(256), 0, nullptr, static_cast<float*>(nullptr), static_cast<const float*>(nullptr)) ? 1 : 0;
}
CPP
# gfx950's choices from NAME.json's figures, computed here independently of the header.
gfx950="$(python3 - "$WORK/p/build/fam.json" <<'PY'
import json, sys, math
d = json.load(open(sys.argv[1]))
t = next(t for t in d["targets"] if t["target"] == "gfx950")
members = [(1 if k["name"] == "split_k" else [1, 2, 4][int(k["name"][-1])], k["occupancy"]["blocks_per_cu"]) for k in t["kernels"]]
for grid, w, ov in [(304, 64, 4), (2432, 64, 4), (16, 1024, 4), (1216, 256, 8)]:
    costs = [math.ceil(grid * s / (304 * b)) * (math.ceil(w / s) + ov) for s, b in members]
    print(f'static_assert(F::choose("gfx950", aiter({grid}, {w}, {ov})) == {costs.index(min(costs))}, "gfx950 {grid} {w}: costs {costs}");')
PY
)"
hip_include="$(hip_include_dir)"
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -DGFX950_CHOICES="$(tr '\n' ' ' <<<"$gfx950")" -I"$WORK/p/build" -I"$KILN_SOURCE_DIR/include" -I"$hip_include" \
  "$WORK/use.cpp" 2> "$WORK/use.err" || fail "the family's choices: $(cat "$WORK/use.err")"
# Linked and run: without a GPU the library says so (exit 3); the family's launch compiles.
g++ -std=c++17 -D__HIP_PLATFORM_AMD__ -Wa,-I"$WORK/p/build" -I"$WORK/p/build" -I"$KILN_SOURCE_DIR/include" -I"$hip_include" "$WORK/use.cpp" \
  -o "$WORK/use" -lamdhip64 -lzstd -lz 2> "$WORK/use.err" || fail "the family's program does not link: $(cat "$WORK/use.err")"
set +e; "$WORK/use"; rc=$?; set -e
[ "$rc" = 3 ] || [ "$rc" = 0 ] || fail "the family's program: exit $rc (3: no GPU, 0: launched)"
# With kiln tune --write's picks the manifest's kernel carries them, and pick() takes it there.
run_kiln tune "$WORK/p/kiln.toml" --cache "$WORK/cache" -q --write
expect_eq "$CODE" 0 "tune --write: $OUT"
run_kiln build "$WORK/p/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "the build with the picks: $OUT"
expect_contains "$(cat "$H")" 'return target == "gfx942" || target == "gfx950";' "tuned on both targets"
cat > "$WORK/picked.cpp" <<'CPP'
#include "fam.hpp"
using F = fam::split_k_family;
constexpr auto by_index = [](const kiln::runtime::FamilyMember& m, const kiln::runtime::KernelFigures&) { return std::string_view(m.name) == "split_k" ? 2.0 : 1.0; };
static_assert(F::tuned("gfx942") && F::pick("gfx942", by_index) == 0 && F::choose("gfx942", by_index) == 1, "pick: the tuned kernel");
int main() {}
CPP
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/p/build" -I"$KILN_SOURCE_DIR/include" -I"$hip_include" "$WORK/picked.cpp" 2> "$WORK/use.err" ||
  fail "pick() with a tuned pick: $(cat "$WORK/use.err")"

echo "ok"
