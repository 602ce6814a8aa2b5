# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""newer_llvm_bitcode.py IN OUT: IN's bitcode with its producer string's LLVM major version made 23
("LLVM17.0.6" -> "LLVM23.0.6"), as ROCm 10's device libraries are: the IDENTIFICATION block's
string is a char6 array (6 bits a character, least significant bit first), found by its bits."""
import sys


def char6(c):
    if "a" <= c <= "z":
        return ord(c) - 97
    if "A" <= c <= "Z":
        return ord(c) - 65 + 26
    if "0" <= c <= "9":
        return ord(c) - 48 + 52
    return 62 if c == "." else 63


def bits_of(text):
    return [(char6(c) >> i) & 1 for c in text for i in range(6)]


data = open(sys.argv[1], "rb").read()
bits = [(b >> i) & 1 for b in data for i in range(8)]
mark = bits_of("LLVM")
at = next(i for i in range(len(bits) - 64) if bits[i:i + len(mark)] == mark)
bits[at + len(mark):at + len(mark) + 12] = bits_of("23")
out = bytearray(len(data))
for k, b in enumerate(bits):
    out[k // 8] |= b << (k % 8)
open(sys.argv[2], "wb").write(out)
