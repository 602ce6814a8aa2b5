# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the GPU machine (tests/device/sweeps.sh runs it): each kernel of tests/device/sweeps.cu at its
# manifest's settings (tests/device/sweeps.toml without the sweeps), from kiln's cubin and from
# nvcc's (-O3 -arch=sm_90, the same source and defines), launched with the same arguments; checks
# that both outputs agree and prints the median times, nvcc ms / kiln ms, and the geomean.
# Usage: python3 speed_corpus.py KILN.cubin NVCC.cubin
import math
import sys

import cupy as cp

kiln_path, nvcc_path = sys.argv[1], sys.argv[2]
mods = {"kiln": cp.RawModule(path=kiln_path), "nvcc": cp.RawModule(path=nvcc_path)}
rng = cp.random.default_rng(7)


def rand(n):
    return rng.random(n, dtype=cp.float32)


def i32(v):
    return cp.int32(v)


# name: (grid, block, make_args() -> (args, output index), tolerance)
M = N = K = 4096
SK_M = SK_N = 256
SK_K = 49152
R_N = 1 << 28
SM_R, SM_C = 16384, 4096
LN_R, LN_C = 65536, 1024
NX = NY = 8192
TN = 8192
S, H, D = 2048, 32, 64
A, B = rand(M * K), rand(K * N)
SA, SB = rand(SK_M * SK_K), rand(SK_K * SK_N)
X = rand(R_N)
SMX = rand(SM_R * SM_C)
LNX, G, BETA = rand(LN_R * LN_C), cp.ones(LN_C, cp.float32), cp.zeros(LN_C, cp.float32)
U = rand(NX * NY)
T = rand(TN * TN)
Q, KT, V = rand(H * S * D), rand(H * S * D), rand(H * S * D)

cases = {
    "gemm2d": ((N // 64, M // 64), (256,), lambda: [A, B, cp.zeros(M * N, cp.float32), i32(M), i32(N), i32(K)], 2, 1e-4),
    "splitk": ((SK_N // 64, SK_M // 64, 16), (256,), lambda: [SA, SB, cp.zeros(SK_M * SK_N, cp.float32), i32(SK_M), i32(SK_N), i32(SK_K)], 2, 1e-4),
    "reduce": ((R_N // (256 * 4),), (256,), lambda: [X, cp.zeros(1, cp.float32), i32(R_N)], 1, 1e-3),
    "softmax": ((SM_R,), (256,), lambda: [SMX, cp.zeros(SM_R * SM_C, cp.float32), i32(SM_C)], 1, 1e-5),
    "layernorm": ((LN_R // 8,), (256,), lambda: [LNX, G, BETA, cp.zeros(LN_R * LN_C, cp.float32), i32(LN_R), i32(LN_C)], 3, 1e-4),
    "stencil": ((NX // 32, NY // 8), (256,), lambda: [U, cp.zeros(NX * NY, cp.float32), i32(NX), i32(NY)], 1, 1e-6),
    "transpose": ((TN // 32, TN // 32), (256,), lambda: [T, cp.zeros(TN * TN, cp.float32), i32(TN)], 1, 0.0),
    "attention": ((S // 128, H), (128,), lambda: [Q, KT, V, cp.zeros(H * S * D, cp.float32), i32(S)], 3, 1e-4),
}


def run(tag, name):
    grid, block, make, out, tol = cases[name]
    f = mods[tag].get_function(name)
    args = make()
    f(grid, block, args)  # the output checked is the first launch's (the atomics add up over repeats)
    cp.cuda.Device().synchronize()
    result = args[out].copy()
    for _ in range(2):
        f(grid, block, args)
    times = []
    for _ in range(11):
        start, stop = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        f(grid, block, args)
        stop.record()
        stop.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, stop))
    times.sort()
    return result, times[len(times) // 2], f.num_regs, f.local_size_bytes


print(f"{'kernel':<10} {'nvcc ms':>9} {'kiln ms':>9} {'nvcc/kiln':>9} {'regs n/k':>9} {'local n/k':>10} {'max rel diff':>12}")
ratios, right = [], 0
for name in cases:
    rn, tn, regs_n, local_n = run("nvcc", name)
    rk, tk, regs_k, local_k = run("kiln", name)
    diff = float(cp.max(cp.abs(rk - rn) / cp.maximum(cp.abs(rn), 1e-6)))
    ok = diff <= cases[name][4]
    right += ok
    ratios.append(tn / tk)
    print(f"{name:<10} {tn:9.4f} {tk:9.4f} {tn / tk:9.3f} {regs_n:>4}/{regs_k:<4} {local_n:>5}/{local_k:<4} {diff:12.2e}{'' if ok else '  WRONG'}")
print(f"speed_corpus: {right} of {len(cases)} outputs agree; geomean nvcc/kiln {math.exp(sum(map(math.log, ratios)) / len(ratios)):.3f}; "
      f"worst {min(ratios):.3f}")
