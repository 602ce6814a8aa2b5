# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln disasm of hostile machine code (issue 39): LLVM 22's AMDGPU disassembler and instruction
# printer crash on some invalid encodings, as llvm-objdump-22 and llvm-mc-22 do on the same bytes.
# An instruction whose literal lies past what LLVM's disassembler may read (the end of the
# kernel's code; a VOP3 with a literal on gfx942, whose instructions are at most 8 bytes) is
# <unknown>, as an undecodable word is; any other crash ends the worker process the disassembly
# runs in and is that kernel's error (exit 1), and the file's other kernels still disassemble.
# Before, each of these ended kiln with a SIGSEGV.
source "$(dirname "$0")/lib/common.bash"
: "${LLC:?}" "${LLVM_MC:?}" "${LD_LLD:?}"

cat > "$WORK/k.ll" <<'LL'
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @good(ptr addrspace(1) %p) {
  store i32 2, ptr addrspace(1) %p
  ret void
}
LL
"$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 "$WORK/k.ll" -o "$WORK/k.s"

# object NAME BYTES [KEEP]: NAME.co, a gfx942 code object whose kernel k ends in BYTES (.byte
# operands) instead of its s_endpgm, or has them before it with KEEP.
object() {
  awk -v bytes="$2" -v keep="${3:-}" '!done && /^\ts_endpgm/ { print "\t.byte " bytes; done = 1; if (!keep) next } { print }' \
    "$WORK/k.s" > "$WORK/$1.s"
  "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj "$WORK/$1.s" -o "$WORK/$1.o"
  "$LD_LLD" -shared "$WORK/$1.o" -o "$WORK/$1.co"
}

# The last instruction, v_cndmask_b32_e32 with a literal (src0 255), ends where its literal would
# start: LLVM 22 wrote "cannot read literal" through a null stream (llvm/llvm-project#214909).
object truncated 0xff,0x00,0x00,0x00
run_kiln disasm "$WORK/truncated.co" k
expect_eq "$CODE" 0 "a literal past the kernel's end: $OUT"
expect_contains "$OUT" "k on gfx942: 6 instructions, 0 scratch accesses" "the instructions before it, and it"
expect_eq "$(grep -v '^$' <<<"$OUT" | tail -1 | awk '{ print $2 }')" "<unknown>" "the last instruction: $OUT"
expect_contains "$OUT" "global_store_dword v0, v1, s[0:1]" "the code before it"

# A VOP3 (v_cndmask_b32_e64) whose second source is a literal: gfx942 has no such encoding, and
# LLVM's disassembler may read 8 bytes there (llvm/llvm-project#170318). Its first word is
# <unknown>; the next words decode as what they are.
object vop3_literal 0x00,0x00,0x03,0xd1,0x00,0xfe,0x01,0x00 keep
run_kiln disasm "$WORK/vop3_literal.co" k
expect_eq "$CODE" 0 "a VOP3 with a literal on gfx942: $OUT"
grep -A3 'global_store_dword' <<<"$OUT" | awk '{ $1 = ""; sub(/^ /, ""); print }' > "$WORK/tail.txt"
expect_eq "$(cat "$WORK/tail.txt")" "global_store_dword v0, v1, s[0:1]
<unknown>
v_cndmask_b32_e32 v0, s0, v255, vcc
s_endpgm" "the VOP3's first word refused, the rest decoded"

# An SDWA instruction whose src1_sel is 7, a reserved value: LLVM's printer reaches
# llvm_unreachable (llvm/llvm-project#215006), which a release build does not stop at. The
# disassembly's worker process dies; kiln says which kernel, and the file's other kernel reads.
object sdwa_sel 0xf9,0x00,0x59,0x00,0x00,0x00,0x00,0xd7 keep
run_kiln disasm "$WORK/sdwa_sel.co" k
expect_eq "$CODE" 1 "a crash in LLVM's printer: $OUT"
expect_contains "$OUT" "$WORK/sdwa_sel.co: error: gfx942: kernel 'k': LLVM crashed (stage: AMDGPU disassembler): its worker process was killed by signal" "the kernel's error"
run_kiln disasm "$WORK/sdwa_sel.co" good
expect_eq "$CODE" 0 "the other kernel of the same file: $OUT"
expect_contains "$OUT" "good on gfx942: 6 instructions" "the other kernel's code"
# From a bundle: the error names the target.
"$BUNDLER" -type=o -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx942 \
  -input=/dev/null -input="$WORK/sdwa_sel.co" -output="$WORK/sdwa_sel.hipfb"
run_kiln disasm "$WORK/sdwa_sel.hipfb" k
expect_eq "$CODE" 1 "the bundle: $OUT"
expect_contains "$OUT" "error: gfx942: kernel 'k': LLVM crashed (stage: AMDGPU disassembler)" "the bundle's error"
echo ok
