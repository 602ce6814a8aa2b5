# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the GPU (after tests/device/knobs_prepare.sh here; device tool with carry:
# ["tests/device/data"]): every kernel of tests/data/cuda_math/knobs.cu under each numerics
# configuration, kiln's cubin against nvcc's with the matching flags, over 2^20 inputs of every
# class (random bit patterns, zeros, denormals, infinities, NaN, FLT_MAX): the outputs compared
# bit for bit (NaNs as NaNs). Prints one line per (configuration, kernel) and the totals.
#   python3 tests/device/knobs_check.py [OUT_DIR]
import os, sys

import cupy as cp
import numpy as np

data = "tests/device/data/knobs"
out = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT", "device-out")
os.makedirs(out, exist_ok=True)
configs = open(f"{data}/configs.txt").read().split()
kernels = open(f"{data}/kernels.txt").read().split()
arity = {"k_div": 2, "k_fma": 3, "k_add": 2, "k_pow": 2}
n = 1 << 20
rng = np.random.default_rng(7)
special = np.array([0x0, 0x80000000, 0x1, 0x807fffff, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x3f800000,
                    0x00800000, 0x3f000000, 0x40490fdb], dtype=np.uint32)
inputs = []
for _ in range(3):
    bits = rng.integers(0, 1 << 32, n, dtype=np.uint32)
    bits[: len(special) * 64] = np.tile(special, 64)
    rng.shuffle(bits[: len(special) * 64])
    inputs.append(cp.asarray(bits.view(np.float32)))
kiln = cp.RawModule(path=f"{data}/kiln.cubin")
lines, total, differing = [], 0, 0
for c in configs:
    nvcc = cp.RawModule(path=f"{data}/nvcc-{c}.cubin")
    for k in kernels:
        outs = []
        for module, name in ((kiln, f"{c}_{k}"), (nvcc, k)):
            o = cp.zeros(n, dtype=cp.float32)
            module.get_function(name)((n // 256,), (256,), (o, *inputs[: arity.get(k, 1)]))
            outs.append(o)
        cp.cuda.Device().synchronize()
        a, b = (x.view(cp.uint32) for x in outs)
        both_nan = cp.isnan(outs[0]) & cp.isnan(outs[1])
        diff = int(cp.count_nonzero((a != b) & ~both_nan))
        total += 1
        differing += diff != 0
        lines.append(f"{c:9s} {k:8s} {diff:8d} of {n} outputs differ")
lines.append(f"{total - differing} of {total} (configuration, kernel) pairs bit-equal to nvcc's")
print("\n".join(lines))
open(f"{out}/knobs_check.txt", "w").write("\n".join(lines) + "\n")
