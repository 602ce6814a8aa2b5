# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Triton's own output for CTest python.kiln (src/python/test_kiln.py): a masked vector add compiled
by Triton (3.6.0 when generated: `pip install triton`; no GPU needed) for gfx942 and sm_90, saved as
Triton keeps it: the LLVM IR (asm["llir"]), the code object (asm["hsaco"], asm["cubin"]) and the
metadata kiln's helpers read. Run from this directory: python3 generate.py"""
import json

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def add_kernel(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=m) + tl.load(y + offs, mask=m), mask=m)


source = triton.compiler.ASTSource(fn=add_kernel, signature={"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                                   constexprs={"BLOCK": 1024})
for target, name, binary in ((GPUTarget("hip", "gfx942", 64), "add_gfx942", "hsaco"), (GPUTarget("cuda", 90, 32), "add_sm90", "cubin")):
    compiled = triton.compile(source, target=target, options={"num_warps": 4})
    with open(name + ".ll", "w") as f:
        f.write(compiled.asm["llir"])
    with open(name + "." + binary, "wb") as f:
        f.write(compiled.asm[binary])
    meta = compiled.metadata
    with open(name + ".json", "w") as f:
        json.dump({"triton": triton.__version__, "name": meta.name, "num_warps": meta.num_warps, "shared": meta.shared,
                   "target": [meta.target.backend, meta.target.arch, meta.target.warp_size]}, f, indent=1)
        f.write("\n")
