# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# `kiln inspect` reads GPU binaries as users have them: a clang-built HIP host object and a shared
# library of two (one fat binary compressed) with their .hip_fatbin bundles, the raw code object
# unbundled from one (a .hsaco), a cubin, and a directory of all of them beside files that hold no
# GPU code. Figures equal llvm-readelf-22's of the AMDHSA note; a launch kiln does not know is
# marked; hostile copies (truncated, bytes flipped) are clear errors, never a crash. Also clang's
# new offload driver's objects (hip- entries; .llvm.offloading images, IR or code objects).
source "$(dirname "$0")/lib/common.bash"
CLANG="$(dirname "$LLC")/clang++-22"
[ -x "$CLANG" ] || CLANG=clang++-22

mkdir -p "$WORK/d/sub"
# No HIP headers: the kernels and the one host declaration clang's kernel stubs need.
cat > "$WORK/k.hip" <<'HIP'
#define __global__ __attribute__((global))
struct dim3 { unsigned x, y, z; };
typedef struct ihipStream_t* hipStream_t;
extern "C" int hipLaunchKernel(const void*, dim3, dim3, void**, unsigned long, hipStream_t);
__global__ void scale(float* x, float a, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (i < n) x[i] *= a;
}
__global__ void __attribute__((amdgpu_flat_work_group_size(1, 128))) add(float* x, const float* y, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 128 + __builtin_amdgcn_workitem_id_x();
  if (i < n) x[i] += y[i];
}
HIP
sed 's/\bscale\b/scale2/; s/\badd\b/add2/' "$WORK/k.hip" > "$WORK/k2.hip"
hip=(-x hip -nogpulib -nogpuinc -O3 -fPIC -c)
"$CLANG" "${hip[@]}" --offload-arch=gfx942 --offload-arch=gfx90a "$WORK/k.hip" -o "$WORK/d/k.o"
"$CLANG" "${hip[@]}" --offload-arch=gfx942 --offload-compress "$WORK/k2.hip" -o "$WORK/d/sub/k2.o"
"$CLANG" -shared "$WORK/d/k.o" "$WORK/d/sub/k2.o" -o "$WORK/libk.so"

# The object: both targets, the launch unknown (the kernel's maximum, marked *).
run_kiln inspect "$WORK/d/k.o"
expect_eq "$CODE" 0 "inspect k.o: $OUT"
expect_contains "$OUT" "$WORK/d/k.o (.hip_fatbin bundle 1 at file offset 4096):" "where the bundle is"
expect_contains "$OUT" "* block size not known (not built by kiln): the kernel's maximum is assumed" "the footnote"
# Foreign code objects name kernels by their C++ symbols: the table shows them demangled.
expect_eq "$(grep -c '^scale(float\*, float, int) \|^add(float\*, float const\*, int) ' <<<"$OUT")" 4 "2 kernels x 2 targets: $OUT"
grep -q '^add(float\*, float const\*, int)  *gfx942 .* 128\*  ' <<<"$OUT" || fail "add: block 128* (its flat-work-group-size): $OUT"
grep -q '^scale(float\*, float, int)  *gfx90a .* 1024\*  ' <<<"$OUT" || fail "scale: block 1024*: $OUT"
# Against llvm-readelf of the code objects clang-offload-bundler takes out of the section.
"$OBJCOPY" --dump-section .hip_fatbin="$WORK/fatbin" "$WORK/d/k.o"
JSON="$("$KILN" inspect "$WORK/d/k.o" --json)"
for t in gfx942 gfx90a; do
  "$BUNDLER" --unbundle -type=o -input="$WORK/fatbin" -targets="hipv4-amdgcn-amd-amdhsa--$t" -output="$WORK/$t.hsaco"
  for k in _Z5scalePffi _Z3addPfPKfi; do
    for f in vgpr_count sgpr_count private_segment_fixed_size max_flat_workgroup_size; do
      got="$(python3 -c 'import json,sys; d=json.load(sys.stdin); print([k["resources"][sys.argv[3]] for t in d["targets"] if t["target"]==sys.argv[1] for k in t["kernels"] if k["name"]==sys.argv[2]][0])' "$t" "$k" "$f" <<<"$JSON")"
      expect_eq "$got" "$(note_field "$WORK/$t.hsaco" "$k" "$f")" "$t $k $f"
    done
  done
done
expect_eq "$(python3 -c 'import json,sys; d=json.load(sys.stdin); print({t["launch_known"] for t in d["targets"]}, {t["source"] for t in d["targets"]})' <<<"$JSON")" \
  "{False} {'$WORK/d/k.o (.hip_fatbin bundle 1 at file offset 4096)'}" "JSON: source and launch_known"

# kiln disasm reads the same files (issue 33, item 3): the object's kernel on both its targets.
run_kiln disasm "$WORK/d/k.o" _Z5scalePffi
expect_eq "$CODE" 0 "disasm of a host object: $OUT"
expect_contains "$OUT" "_Z5scalePffi on gfx942:" "gfx942 from the object's fat binary"
expect_contains "$OUT" "_Z5scalePffi on gfx90a:" "gfx90a too"
grep -q "global_load_dword\|global_store_dword" <<<"$OUT" || fail "machine code: $OUT"

# The library: one .hip_fatbin holding both translation units' bundles, the second compressed.
run_kiln inspect "$WORK/libk.so"
expect_eq "$CODE" 0 "inspect libk.so: $OUT"
section="$((16#$("$READELF" -SW "$WORK/libk.so" | awk '$2 == ".hip_fatbin" { print $5 }')))"
expect_contains "$OUT" "$WORK/libk.so (.hip_fatbin bundle 1 at file offset $section):" "the first bundle at the section's start"
expect_contains "$OUT" "$WORK/libk.so (.hip_fatbin bundle 2 at file offset" "the second bundle"
grep -q '^scale2(float\*, float, int)  *gfx942 ' <<<"$OUT" || fail "the compressed bundle's kernels: $OUT"
run_kiln disasm "$WORK/libk.so" _Z6scale2Pffi --target gfx942
expect_eq "$CODE" 0 "disasm of the library's compressed bundle: $OUT"
expect_contains "$OUT" "_Z6scale2Pffi on gfx942:" "the second translation unit's kernel"

# The raw code object (.hsaco, as Triton and hipcc --genco write them) and a cubin.
run_kiln inspect "$WORK/gfx942.hsaco"
expect_eq "$CODE" 0 "inspect .hsaco: $OUT"
grep -q '^scale(float\*, float, int)  *gfx942 ' <<<"$OUT" || fail "the .hsaco's kernels: $OUT"
if PTXAS="$(find_ptxas 2>/dev/null)"; then
  "$LLC" -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -O3 "$EXAMPLE/kernels/saxpy.nvptx.ll" -o "$WORK/saxpy.ptx"
  "$PTXAS" -arch=sm_90 "$WORK/saxpy.ptx" -o "$WORK/d/saxpy.cubin"
  run_kiln inspect "$WORK/d/saxpy.cubin"
  expect_eq "$CODE" 0 "inspect cubin: $OUT"
  grep -q '^saxpy  *sm_90  .*  n/a  *1024\*  ' <<<"$OUT" || fail "cubin: spills n/a (only ptxas's log has them), block 1024*: $OUT"
fi

# A directory: every GPU binary in it, recursively, in path order; other files passed over.
echo "not a binary" > "$WORK/d/README"
cp "$EXAMPLE/kiln.toml" "$WORK/d/sub/"
"$CLANG" -x c -c /dev/null -o "$WORK/d/sub/plain.o" 2>/dev/null || printf '\x7fELF' > "$WORK/d/sub/plain.o"
cp "$WORK/gfx942.hsaco" "$WORK/libk.so" "$WORK/d/"
run_kiln inspect "$WORK/d"
expect_eq "$CODE" 0 "inspect the directory: $OUT"
expect_eq "$(grep -c '):$\|hsaco:$\|cubin:$' <<<"$OUT")" "$(ls "$WORK/d"/saxpy.cubin >/dev/null 2>&1 && echo 6 || echo 5)" "sources listed: $OUT"
expect_eq "$(grep -E ':$' <<<"$OUT" | head -1)" "$WORK/d/gfx942.hsaco:" "path order"
run_kiln inspect "$WORK/d/sub/plain.o"
expect_eq "$CODE" 1 "a host object without GPU code"
expect_contains "$OUT" "no HIP fat binary in it" "a host object without GPU code"
run_kiln inspect "$WORK/d/README"
expect_eq "$CODE" 1 "a text file"
expect_contains "$OUT" "not a GPU binary kiln reads" "a text file"
mkdir -p "$WORK/empty" && cp "$WORK/d/README" "$WORK/empty/"
run_kiln inspect "$WORK/empty"
expect_contains "$OUT" "no GPU binary in the directory (1 files looked at)" "a directory without GPU binaries"

# clang's new offload driver: a .hip_fatbin whose entries are named hip-amdgcn-amd-amdhsa--; with
# -fgpu-rdc the object holds LLVM IR in .llvm.offloading (said so, exit 1), its linked library a
# .hip_fatbin again; code objects packaged into .llvm.offloading (clang-offload-packager) are read.
"$CLANG" "${hip[@]}" --offload-new-driver --offload-arch=gfx942 "$WORK/k.hip" -o "$WORK/new.o"
"$OBJCOPY" --dump-section .hip_fatbin="$WORK/new.fatbin" "$WORK/new.o" "$WORK/new.copy.o"
expect_contains "$("$BUNDLER" --list -type=o -input="$WORK/new.fatbin")" "hip-amdgcn-amd-amdhsa--gfx942" "the new driver's entry name"
run_kiln inspect "$WORK/new.o"
expect_eq "$CODE" 0 "inspect a new-driver object: $OUT"
expect_eq "$(grep -c '^scale(float\*, float, int)  *gfx942 \|^add(float\*, float const\*, int)  *gfx942 ' <<<"$OUT")" 2 "new driver: $OUT"
"$CLANG" "${hip[@]}" --offload-new-driver -fgpu-rdc --offload-arch=gfx942 "$WORK/k.hip" -o "$WORK/rdc.o"
run_kiln inspect "$WORK/rdc.o"
expect_eq "$CODE" 1 "inspect an -fgpu-rdc object"
expect_eq "$OUT" "$WORK/rdc.o: error: its device code is not machine code yet (.llvm.offloading: hip gfx942 LLVM IR): clang's new offload driver (-fgpu-rdc, -fopenmp) compiles it when the program is linked; inspect the linked executable or library" "rdc"
"$CLANG" --offload-new-driver -fgpu-rdc --offload-arch=gfx942 -nogpulib --hip-link -shared "$WORK/rdc.o" -o "$WORK/librdc.so"
run_kiln inspect "$WORK/librdc.so"
expect_eq "$CODE" 0 "inspect the linked -fgpu-rdc library: $OUT"
expect_eq "$(grep -c '^scale(float\*, float, int)  *gfx942 \|^add(float\*, float const\*, int)  *gfx942 ' <<<"$OUT")" 2 "rdc linked: $OUT"
PACKAGER="$(dirname "$BUNDLER")/clang-offload-packager-22"
[ -x "$PACKAGER" ] || PACKAGER=clang-offload-packager-22
cp "$WORK/gfx942.hsaco" "$WORK/gfx942.o"  # the packager names an image's kind by its file's extension
"$PACKAGER" -o "$WORK/pkg.bin" --image=file="$WORK/gfx942.o",triple=amdgcn-amd-amdhsa,arch=gfx942,kind=hip \
  --image=file="$WORK/gfx90a.hsaco",triple=amdgcn-amd-amdhsa,arch=gfx90a,kind=hip
"$OBJCOPY" --add-section .llvm.offloading="$WORK/pkg.bin" "$WORK/d/sub/plain.o" "$WORK/pkg.o"
JSON="$("$KILN" inspect "$WORK/pkg.o" --json)"
for t in gfx942 gfx90a; do
  expect_eq "$(kernel_field "$t" _Z5scalePffi resources.vgpr_count <<<"$JSON")" "$(note_field "$WORK/$t.hsaco" _Z5scalePffi vgpr_count)" "packaged $t"
done
expect_contains "$JSON" "$WORK/pkg.o (.llvm.offloading: hip gfx942 object at file offset" "where the packaged object is"
expect_contains "$JSON" "$WORK/pkg.o (.llvm.offloading: hip gfx90a image at file offset" "where the packaged image is"
head -c 100 "$WORK/pkg.bin" > "$WORK/cut.bin"
"$OBJCOPY" --add-section .llvm.offloading="$WORK/cut.bin" "$WORK/d/sub/plain.o" "$WORK/cut_pkg.o"
run_kiln inspect "$WORK/cut_pkg.o"
expect_eq "$CODE" 1 "a truncated offload binary"
expect_contains "$OUT" "(.llvm.offloading at file offset " "truncated offload binary: where"
expect_contains "$OUT" "): error: offload binary at section offset 0: its size " "truncated offload binary: what"

# Hostile copies of the library: cut at every 997th byte, and 200 with a byte flipped inside the
# fat binary. Each is read or refused with an error; none crashes or hangs.
size="$(stat -c %s "$WORK/libk.so")"
for ((cut = 0; cut < size; cut += 997)); do
  head -c "$cut" "$WORK/libk.so" > "$WORK/cut.so"
  set +e; timeout 10 "$KILN" inspect "$WORK/cut.so" > "$WORK/cut.out" 2>&1; code=$?; set -e
  [ "$code" -le 1 ] || fail "inspect of the library cut at $cut: exit $code: $(cat "$WORK/cut.out")"
done
python3 - "$WORK/libk.so" "$section" "$WORK/flip" <<'PY'
import random, sys
data = open(sys.argv[1], "rb").read()
start = int(sys.argv[2])
rng = random.Random(7)
for i in range(200):
    b = bytearray(data)
    at = start + rng.randrange(0, min(0x7900, len(data) - start))
    b[at] ^= 1 << rng.randrange(8)
    open(f"{sys.argv[3]}{i}.so", "wb").write(b)
PY
for ((i = 0; i < 200; ++i)); do
  set +e; timeout 10 "$KILN" inspect "$WORK/flip$i.so" > "$WORK/flip.out" 2>&1; code=$?; set -e
  [ "$code" -le 1 ] || fail "inspect of flipped copy $i: exit $code: $(cat "$WORK/flip.out")"
done
echo ok
