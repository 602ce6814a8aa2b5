# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A symbol naming a template specialization the source does not instantiate is instantiated by
# kiln, the source untouched: the code objects equal those of a copy of the source that
# instantiates them by hand. A specialization that cannot exist is clang's error. A template family
# (`instantiate`) expands to one kernel per combination, each the same code object as the
# hand-written kernel of the same symbol, with per-member overrides; the loader header looks
# members up by their parameters (by strings and by C++ template arguments); the family's errors at
# their positions; a tune table over a family.
source "$(dirname "$0")/lib/common.bash"
mk() {  # mk DIR EXTRA-SOURCE-LINES
  mkdir -p "$1"
  cat > "$1/k.hip" <<'HIP'
#include <hip/hip_runtime.h>
template <int B, typename T> __global__ __launch_bounds__(256) void reduce_sum(T* out, const T* in) {
    __shared__ T s[B];
    s[threadIdx.x % B] = in[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) { T a = 0; for (int i = 0; i < B; ++i) a += s[i]; out[blockIdx.x] = a; }
}
HIP
  printf '%s' "$2" >> "$1/k.hip"
  cat > "$1/kiln.toml" <<'TOML'
[bundle]
name = "inst"
targets = ["gfx942"]

[defaults]
source = "k.hip"
block_size = 256

[kernels.sum_f256]
symbol = "reduce_sum<256, float>"

[kernels.sum_d64]
symbol = "reduce_sum<64, double>"
TOML
}
mk "$WORK/a" ""
mk "$WORK/b" $'template __global__ void reduce_sum<256, float>(float*, const float*);\ntemplate __global__ void reduce_sum<64, double>(double*, const double*);\n'
before="$(md5sum "$WORK/a/k.hip")"
for d in a b; do
  run_kiln build "$WORK/$d/kiln.toml" --no-cache
  expect_eq "$CODE" 0 "build $d: $OUT"
  unbundle "$WORK/$d/build/inst.hipfb" gfx942 "$WORK/$d.co"
done
expect_eq "$(md5sum "$WORK/a/k.hip")" "$before" "the source is untouched"
for k in sum_f256 sum_d64; do
  for f in vgpr_count sgpr_count group_segment_fixed_size private_segment_fixed_size; do
    expect_eq "$(note_field "$WORK/a.co" "$k" "$f")" "$(note_field "$WORK/b.co" "$k" "$f")" "$k $f"
  done
  [ "$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/a.co")")" == "$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/b.co")")" ] ||
    fail "$k: code differs from the hand-instantiated source's"
done
expect_eq "$(note_field "$WORK/a.co" sum_f256 group_segment_fixed_size)" 1024 "reduce_sum<256, float>'s LDS"
expect_eq "$(note_field "$WORK/a.co" sum_d64 group_segment_fixed_size)" 512 "reduce_sum<64, double>'s LDS"

printf '\n[kernels.bad]\nsymbol = "reduce_sum<64, nosuchtype>"\n' >> "$WORK/a/kiln.toml"
run_kiln build "$WORK/a/kiln.toml"
expect_eq "$CODE" 1 "impossible specialization: $OUT"
expect_contains "$OUT" "use of undeclared identifier 'nosuchtype'" "clang's error on it"
# A template family: T x B, its members named by the pattern, one member overridden.
mkdir -p "$WORK/f" && cp "$WORK/a/k.hip" "$WORK/f/"
cat > "$WORK/f/kiln.toml" <<'TOML'
[bundle]
name = "fam"
targets = ["gfx942"]

[kernels.sum]
source = "k.hip"
block_size = 256
symbol = "reduce_sum<{B}, {T}>"
name = "sum_{T}_{B}"
instantiate = { T = ["float", "double"], B = [64, 256] }

[kernels.sum.instances.sum_double_64]
block_size = 64
TOML
run_kiln build "$WORK/f/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "a template family: $OUT"
unbundle "$WORK/f/build/fam.hipfb" gfx942 "$WORK/f.co"
# The same four written out by hand, with the same names.
mkdir -p "$WORK/h" && cp "$WORK/a/k.hip" "$WORK/h/"
{ printf '[bundle]\nname = "fam"\ntargets = ["gfx942"]\n\n[defaults]\nsource = "k.hip"\nblock_size = 256\n'
  for b in 64 256; do for t in float double; do
    printf '\n[kernels.sum_%s_%s]\nsymbol = "reduce_sum<%s, %s>"\n' "$t" "$b" "$b" "$t"
    [ "$t$b" = double64 ] && printf 'block_size = 64\n'
  done; done; } > "$WORK/h/kiln.toml"
run_kiln build "$WORK/h/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "the hand-written family: $OUT"
unbundle "$WORK/h/build/fam.hipfb" gfx942 "$WORK/h.co"
members="$(python3 -c 'import json,sys; print(" ".join(k["name"] for k in json.load(open(sys.argv[1]))["targets"][0]["kernels"]))' "$WORK/f/build/fam.json")"
expect_eq "$members" "sum_float_64 sum_double_64 sum_float_256 sum_double_256" "one member per combination (key order: B, then T, the last fastest)"
for k in $members; do
  for f in vgpr_count sgpr_count group_segment_fixed_size max_flat_workgroup_size; do
    expect_eq "$(note_field "$WORK/f.co" "$k" "$f")" "$(note_field "$WORK/h.co" "$k" "$f")" "$k $f"
  done
  [ "$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/f.co")")" == "$(kernel_code "$k" <<<"$("$OBJDUMP" -d "$WORK/h.co")")" ] ||
    fail "$k: code differs from the hand-written kernel's"
done
expect_eq "$(python3 -c 'import json,sys; print([k["launch"]["block_size"] for k in json.load(open(sys.argv[1]))["targets"][0]["kernels"]])' "$WORK/f/build/fam.json")" \
  "[256, 64, 256, 256]" "the override: sum_double_64 launches blocks of 64"
expect_eq "$(note_field "$WORK/f.co" sum_double_256 group_segment_fixed_size)" 2048 "reduce_sum<256, double>'s LDS"
cat > "$WORK/use.cpp" <<'CPP'
#include "fam.hpp"
using F = fam::sum_family;
static_assert(F::k_size == 4 && F::k_axis_count == 2, "four members, two parameters");
static_assert(F::member("64", "double") == 1 && F::member("256", "float") == 2, "by parameters (B, T)");
static_assert(F::member("128", "float") == -1, "not a member");
static_assert(F::k_members[F::member("64", "double")].on("gfx942")->block_size == 64, "the member's figures");
static_assert(F::k_members[F::member("256", "double")].on("gfx942")->lds == 2048, "LDS of reduce_sum<256, double>");
static_assert(F::of<64, double>::index == 1 && F::of<256, float>::index == 2, "typed: the parameters as C++ writes them");
template <class T, int B> constexpr int sum_index() { return F::of<B, T>::index; }
static_assert(sum_index<double, 256>() == 3, "from the host's own template");
int main() { kiln::runtime::Error e; auto lib = fam::Library::load(e); return lib.sum_variants().kernels[0].handle() ? 0 : 3; }
CPP
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/f/build" -I"$KILN_SOURCE_DIR/include" -I"$(hip_include_dir)" "$WORK/use.cpp" 2> "$WORK/use.err" ||
  fail "the family's lookup: $(cat "$WORK/use.err")"
# A member that does not exist does not compile.
printf '#include "fam.hpp"\nint x = fam::sum_family::of<128, float>::index;\n' > "$WORK/nomember.cpp"
if g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/f/build" -I"$KILN_SOURCE_DIR/include" -I"$(hip_include_dir)" "$WORK/nomember.cpp" 2> "$WORK/use.err"; then
  fail "of<128, float> compiled"
fi
expect_contains "$(cat "$WORK/use.err")" "incomplete type" "no such member: an incomplete type"
# A type the header cannot know (__half): its members' typed lookup is behind KILN_FAM2_TYPES.
mkdir -p "$WORK/h16" && cp "$WORK/a/k.hip" "$WORK/h16/"
sed -i '1a #include <hip/hip_fp16.h>' "$WORK/h16/k.hip"
cat > "$WORK/h16/kiln.toml" <<'TOML'
[bundle]
name = "fam2"
targets = ["gfx942"]

[kernels.sum]
source = "k.hip"
symbol = "reduce_sum<{B}, {T}>"
instantiate = { T = ["float", "__half"], B = [64] }
TOML
run_kiln build "$WORK/h16/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 0 "a __half family: $OUT"
printf '#include "fam2.hpp"\nstatic_assert(fam2::sum_family::of<64, float>::index == 0, "");\nint main() {}\n' > "$WORK/h16.cpp"
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/h16/build" -I"$KILN_SOURCE_DIR/include" -I"$(hip_include_dir)" "$WORK/h16.cpp" 2> "$WORK/use.err" ||
  fail "float member without the types: $(cat "$WORK/use.err")"
printf '#include <hip/hip_fp16.h>\n#define KILN_FAM2_TYPES\n#include "fam2.hpp"\nstatic_assert(fam2::sum_family::of<64, __half>::index == 1, "");\nint main() {}\n' > "$WORK/h16.cpp"
g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$WORK/h16/build" -I"$KILN_SOURCE_DIR/include" -I"$(hip_include_dir)" "$WORK/h16.cpp" 2> "$WORK/use.err" ||
  fail "the __half member with KILN_FAM2_TYPES: $(cat "$WORK/use.err")"
# A member its target refuses is an error, as for a hand-written kernel (not left out).
printf '\n[kernels.sum.instances.sum_float_64]\nfn_attrs.amdgpu = { "amdgpu-waves-per-eu" = "9" }\n' >> "$WORK/f/kiln.toml"
run_kiln build "$WORK/f/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 1 "a refused member: $OUT"
expect_contains "$OUT" "error: invalid amdgpu-waves-per-eu '9' for gfx942: the minimum must be in 1..8" "its error"
# Errors, all at once: a parameter the symbol does not use, an unknown one in the name, an override
# for no member, a member named twice, a value twice.
cat > "$WORK/f/kiln.toml" <<'TOML'
[bundle]
name = "fam"
targets = ["gfx942"]

[kernels.sum]
source = "k.hip"
symbol = "reduce_sum<{B}, float>"
name = "sum_{Q}"
instantiate = { T = ["float", "double"], B = [64, 256] }

[kernels.sum.instances.sum_flaot_64]
block_size = 64

[kernels.two]
source = "k.hip"
symbol = "reduce_sum<{B}, float>"
name = "two"
instantiate = { B = [64, 256] }

[kernels.twice]
source = "k.hip"
symbol = "reduce_sum<{B}, float>"
instantiate = { B = [64, 64] }

[kernels.ov]
source = "k.hip"
symbol = "reduce_sum<{B}, float>"
instantiate = { B = [64, 256] }
[kernels.ov.instances.ov_6]
block_size = 64
TOML
run_kiln build "$WORK/f/kiln.toml" --cache "$WORK/cache" -q
expect_eq "$CODE" 1 "bad families"
expect_contains "$OUT" "kiln.toml:23:26: error: instantiate parameter 'B' lists '64' twice" "a value twice"
expect_contains "$OUT" "kiln.toml:7:10: error: kernel 'sum': the symbol pattern 'reduce_sum<{B}, float>' does not use parameter 'T' (its members would be the same kernel)" "an unused parameter"
expect_contains "$OUT" "error: kernel 'sum': '{Q}' in 'sum_{Q}' is not a parameter of 'instantiate'" "an unknown parameter"
expect_contains "$OUT" "error: kernel 'two': its member 'two' (reduce_sum<256, float>) takes the name of another kernel" "two members, one name"
expect_eq "$(grep -c "its member 'two' (reduce_sum<64, float>)" <<<"$OUT")" 0 "the first member may take the family's own name"
expect_contains "$OUT" "kiln.toml:29:23: error: 'instances.ov_6' of kernel 'ov' names no member of its family" "an override for no member"
expect_contains "$OUT" "kiln.toml:29:23: note: did you mean 'ov_64'?" "did you mean"
# A template family's tune table is each member's: `kiln tune` over the family sweeps every member,
# --write records a pick per member, and the build applies them (the members by name).
mkdir -p "$WORK/t" && cp "$WORK/a/k.hip" "$WORK/t/"
cat > "$WORK/t/kiln.toml" <<'TOML'
[bundle]
name = "tf"
targets = ["gfx942"]

[kernels.sum]
source = "k.hip"
symbol = "reduce_sum<{B}, {T}>"
name = "sum_{T}_{B}"
instantiate = { T = ["float", "double"], B = [64, 256] }

[kernels.sum.tune]
block_size = [128, 256]
objective = "occupancy"
TOML
run_kiln tune "$WORK/t/kiln.toml" sum --write --cache "$WORK/cache"
expect_eq "$CODE" 0 "tune over a family: $OUT"
for m in sum_float_64 sum_double_64 sum_float_256 sum_double_256; do
  expect_contains "$OUT" "$m on gfx942: 3 variants" "$m swept"
  expect_contains "$(cat "$WORK/t/tf.tuned.toml")" "[$m.\"gfx942\"]" "$m's pick"
done
run_kiln build "$WORK/t/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 0 "build with the members' picks: $OUT"
if grep -q "no longer has" <<<"$OUT"; then fail "a member's pick was not found: $OUT"; fi
expect_eq "$(python3 -c 'import json,sys; print([k["launch"]["block_size"] for k in json.load(open(sys.argv[1]))["targets"][0]["kernels"]])' "$WORK/t/build/tf.json")" \
  "[128, 128, 128, 128]" "every member launches its pick's block size"
run_kiln explain "$WORK/t/kiln.toml" sum_double_256
expect_contains "$(grep block_size <<<"$OUT")" "tuned" "explain: the pick's origin"
# A member the family no longer has: its pick is ignored with a warning, after the expansion.
sed -i 's/B = \[64, 256\]/B = [64]/' "$WORK/t/kiln.toml"
run_kiln build "$WORK/t/kiln.toml" --cache "$WORK/cache"
expect_eq "$CODE" 0 "build of the smaller family: $OUT"
expect_contains "$OUT" "warning: a pick for kernel 'sum_float_256', which the manifest no longer has: ignored" "a stale member pick"
echo "ok"
