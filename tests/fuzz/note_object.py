#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A minimal AMDGPU code object (ELF64, EM_AMDGPU, gfx942, one PT_NOTE segment and its .note
# section) whose NT_AMDGPU_METADATA note holds the given bytes as they are: for tests and fuzz
# seeds of the metadata note reader. The note is not required to be valid MsgPack.
#   note_object.py OUT HEX          the note's bytes in hex ("82 80 01 80 02")
#   note_object.py OUT --kernel [NAME-HEX]   a valid note: one kernel ("k", or the bytes in hex)
import struct
import sys


def msgpack(v):
    """A small MsgPack encoder (str, int >= 0, list, dict) for the valid note."""
    if isinstance(v, (str, bytes)):
        b = v.encode() if isinstance(v, str) else v
        return (bytes([0xa0 | len(b)]) if len(b) < 32 else bytes([0xd9, len(b)])) + b
    if isinstance(v, int):
        return bytes([v]) if v < 128 else b"\xcd" + struct.pack(">H", v) if v < 65536 else b"\xce" + struct.pack(">I", v)
    if isinstance(v, list):
        return bytes([0x90 | len(v)]) + b"".join(msgpack(x) for x in v)
    if isinstance(v, dict):
        return bytes([0x80 | len(v)]) + b"".join(msgpack(k) + msgpack(x) for k, x in v.items())
    raise TypeError(v)


def valid_note(name=b"k"):
    kernel = {".name": name, ".symbol": name + b".kd", ".vgpr_count": 8, ".sgpr_count": 16, ".agpr_count": 0,
              ".group_segment_fixed_size": 0, ".private_segment_fixed_size": 0, ".vgpr_spill_count": 0,
              ".sgpr_spill_count": 0, ".max_flat_workgroup_size": 256, ".wavefront_size": 64,
              ".kernarg_segment_size": 8,
              ".args": [{".name": "p", ".value_kind": "global_buffer", ".address_space": "global", ".offset": 0, ".size": 8}]}
    return msgpack({"amdhsa.kernels": [kernel], "amdhsa.target": "amdgcn-amd-amdhsa--gfx942", "amdhsa.version": [1, 2]})


def pad(b, n):
    return b + b"\0" * (-len(b) % n)


def code_object(desc):
    note = struct.pack("<III", 7, len(desc), 32) + pad(b"AMDGPU\0", 4) + pad(desc, 4)
    shstrtab = b"\0.note\0.shstrtab\0"
    note_off = 64 + 56
    str_off = note_off + len(note)
    sh_off = (str_off + len(shstrtab) + 7) & ~7
    ident = b"\x7fELF" + bytes([2, 1, 1, 64, 3]) + b"\0" * 7
    header = ident + struct.pack("<HHIQQQIHHHHHH", 3, 224, 1, 0, 64, sh_off, 0x54c, 64, 56, 1, 64, 3, 2)
    phdr = struct.pack("<IIQQQQQQ", 4, 4, note_off, note_off, note_off, len(note), len(note), 4)
    shdrs = b"\0" * 64
    shdrs += struct.pack("<IIQQQQIIQQ", 1, 7, 2, note_off, note_off, len(note), 0, 0, 4, 0)
    shdrs += struct.pack("<IIQQQQIIQQ", 7, 3, 0, 0, str_off, len(shstrtab), 0, 0, 1, 0)
    body = header + phdr + note + shstrtab
    return pad(body, 8) + shdrs


if __name__ == "__main__":
    if sys.argv[2] == "--kernel":
        desc = valid_note(bytes.fromhex(sys.argv[3]) if len(sys.argv) > 3 else b"k")
    else:
        desc = bytes.fromhex(sys.argv[2])
    with open(sys.argv[1], "wb") as f:
        f.write(code_object(desc))
