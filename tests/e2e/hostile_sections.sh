# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A code object's section table is hostile: a .symtab whose sh_size says 2^57 bytes made `kiln
# disasm` walk LLVM's symbol iterator for ever. Every section's size is checked against the file,
# and a symbol table's against its entry size, before anything is walked: exit 1, "invalid .symtab
# size" at the offset of the field, at once. Also the processor LLVM's disassembler is set up for.
source "$(dirname "$0")/lib/common.bash"
: "${LLC:?}" "${LLVM_MC:?}" "${LD_LLD:?}"

cat > "$WORK/k.ll" <<'LL'
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
LL
"$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj "$WORK/k.ll" -o "$WORK/k.o"
"$LD_LLD" -shared "$WORK/k.o" -o "$WORK/k.co"
run_kiln disasm "$WORK/k.co" k
expect_eq "$CODE" 0 "disasm of the intact object: $OUT"
expect_contains "$OUT" "s_endpgm" "the intact object's code"

# patch NAME FIELD VALUE: NAME.co is k.co with .symtab's sh_size or sh_entsize set to VALUE;
# prints the file offset of sh_size. Also NAME.hipfb, bundling it.
patch() {
  python3 - "$WORK/k.co" "$WORK/$1.co" "$2" "$3" <<'PY'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
shoff, = struct.unpack_from("<Q", b, 40)
shnum, = struct.unpack_from("<H", b, 60)
for i in range(shnum):
    h = shoff + 64 * i
    if struct.unpack_from("<I", b, h + 4)[0] == 2:  # SHT_SYMTAB
        struct.pack_into("<Q", b, h + (32 if sys.argv[3] == "size" else 56), int(sys.argv[4], 0))
        print(h + 32)
open(sys.argv[2], "wb").write(b)
PY
  "$BUNDLER" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx942 \
    -input=/dev/null -input="$WORK/$1.co" -output="$WORK/$1.hipfb"
}
# expect_refused NAME MESSAGE: disasm of NAME.co and NAME.hipfb exits 1 within 20 s with MESSAGE.
expect_refused() {
  local f
  for f in "$WORK/$1.co" "$WORK/$1.hipfb"; do
    set +e; OUT="$(timeout 20 "$KILN" disasm "$f" k 2>&1)"; CODE=$?; set -e
    expect_eq "$CODE" 1 "disasm of $(basename "$f") (124: it hung; output: $OUT)"
    expect_contains "$OUT" "$2" "disasm of $(basename "$f")"
  done
}

at="$(patch huge size 0x0200000000000120)"
expect_refused huge "invalid .symtab size 0x200000000000120 at offset $at: the section would end past the"
at="$(patch odd size 25)"
expect_refused odd "invalid .symtab size 0x19 at offset $at (entry size 24): not a whole number of 24-byte symbols"
at="$(patch entsize entsize 0)"
expect_refused entsize "invalid .symtab size 0x"
# inspect does not walk the symbols: it still reads the object.
run_kiln inspect "$WORK/huge.co"
expect_eq "$CODE" 0 "inspect of the object with a huge .symtab: $OUT"
# The processor disasm sets LLVM up for comes from the note: one LLVM 22 does not know (the fuzzer
# changed gfx942 to gfx941), or gfx7, whose encoding its disassembler does not read, ended kiln
# with "LLVM ERROR: disassembly not yet supported for subtarget". Now an error of kiln's.
sed 's/gfx942/gfx941/g' "$WORK/k.co" > "$WORK/gfx941.co"
set +e; OUT="$("$KILN" disasm "$WORK/gfx941.co" k 2>&1)"; CODE=$?; set -e
expect_eq "$CODE" 1 "disasm of a gfx941 object: $OUT"
expect_contains "$OUT" "gfx941: cannot disassemble for 'gfx941': LLVM 22" "disasm of a gfx941 object"
expect_contains "$OUT" "does not know the processor" "disasm of a gfx941 object"
"$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx700 -filetype=obj "$WORK/k.ll" -o "$WORK/gfx700.o"
"$LD_LLD" -shared "$WORK/gfx700.o" -o "$WORK/gfx700.co"
run_kiln disasm "$WORK/gfx700.co" k
expect_eq "$CODE" 1 "disasm of a gfx700 object: $OUT"
expect_contains "$OUT" "gfx700.co: error: gfx700: cannot disassemble for 'gfx700': LLVM's AMDGPU disassembler does not read its encoding (gfx6, gfx7)" "disasm of a gfx700 object"
echo "hostile_sections: ok"
