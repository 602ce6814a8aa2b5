# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Writes matmul_wgmma.sm_90a.llir: a 64x64x32-tiled fp16 matmul (fp32 accumulator) of kiln's own,
# compiled by Triton 3.6 for Hopper (sm_90a: Triton's target-cpu), which uses wgmma. The IR is
# checked in (tests/e2e/crash_isolation.sh, tests/device/numerics_check.cpp); rerun with
# `pip install triton==3.6.0; python3 gen_matmul_wgmma.py` (no GPU needed).
import json, sys
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget

@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, K: tl.constexpr, N: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)

src = triton.compiler.ASTSource(fn=matmul, signature={"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", "K": "constexpr", "N": "constexpr", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
                                constexprs={"K": 256, "N": 256, "BM": 64, "BN": 64, "BK": 32})
k = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4})
import os, subprocess
here = os.path.dirname(os.path.abspath(__file__))
# Debug records name this script's path: stripped (opt-22 --strip-debug), so the file does not
# depend on where it ran.
subprocess.run(["opt-22", "-S", "--strip-debug", "-o", os.path.join(here, "matmul_wgmma.sm_90a.llir"), "-"],
               input=k.asm["llir"].encode(), check=True)
print(json.dumps({"name": k.metadata.name, "shared": k.metadata.shared, "num_warps": k.metadata.num_warps}))
