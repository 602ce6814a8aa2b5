# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Triton kernels of four families (tiled fp16 matmul with tl.dot, fp32 row softmax, fp32 layernorm
forward, fp16 flash-attention forward) compiled by Triton (3.6.0 when generated: `pip install triton`;
no GPU needed, triton.compile cross-compiles for an explicit GPUTarget) for gfx942, gfx950 and
CUDA capability 90 (Triton emits sm_90a for it). For every (configuration, target) it saves, under
NAME = <family>_<config>_<target>:
  NAME.ll                 the LLVM IR Triton keeps (asm["llir"])
  NAME.hsaco / NAME.cubin the code object (asm["hsaco"] / asm["cubin"])
  NAME.json               metadata: Triton version, kernel symbol, num_warps, num_stages, shared
                          memory, target [backend, arch, warp size], the arguments compiled with a
                          16-divisibility hint, file stem (CUDA also: the PTX .target and .version)
and families.json, an index of every entry.
Run from this directory: python3 generate.py"""
import json
import re

import triton
from triton.backends.compiler import GPUTarget


from kernels import CONFIGS, hinted  # noqa: E402 (the kernels and their configurations)


TARGETS = [
    (GPUTarget("hip", "gfx942", 64), "gfx942", "hsaco"),
    (GPUTarget("hip", "gfx950", 64), "gfx950", "hsaco"),
    (GPUTarget("cuda", 90, 32), "sm90a", "cubin"),
]


index = []
for family, config, fn, sig, constexprs, num_warps in CONFIGS:
    hints = hinted(fn, sig)
    source = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=constexprs,
                                       attrs={(fn.arg_names.index(k), ): [["tt.divisibility", 16]] for k in hints})
    for target, tname, binary in TARGETS:
        stem = f"{family}_{config}_{tname}"
        compiled = triton.compile(source, target=target, options={"num_warps": num_warps})
        meta = compiled.metadata
        with open(stem + ".ll", "w") as f:
            f.write(compiled.asm["llir"])
        with open(stem + "." + binary, "wb") as f:
            f.write(compiled.asm[binary])
        info = {"triton": triton.__version__, "name": meta.name, "num_warps": meta.num_warps}
        if getattr(meta, "num_stages", None) is not None:
            info["num_stages"] = meta.num_stages
        info["shared"] = meta.shared
        info["target"] = [meta.target.backend, meta.target.arch, meta.target.warp_size]
        if binary == "cubin":
            ptx = compiled.asm["ptx"]
            info["ptx_target"] = re.search(r"^\.target\s+(\S+)", ptx, re.M).group(1)
            info["ptx_version"] = re.search(r"^\.version\s+(\S+)", ptx, re.M).group(1)
        info["divisible_by_16"] = hints
        info["file"] = stem
        with open(stem + ".json", "w") as f:
            json.dump(info, f, indent=1)
            f.write("\n")
        index.append({"stem": stem, "family": family, "target": tname, "kernel": meta.name,
                      "num_warps": meta.num_warps, "block_size": meta.num_warps * meta.target.warp_size})

with open("families.json", "w") as f:
    json.dump({"triton": triton.__version__, "entries": index}, f, indent=1)
    f.write("\n")
