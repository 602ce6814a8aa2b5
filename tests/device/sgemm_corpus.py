# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# On the H200 (after tests/device/sgemm_corpus_prepare.sh here; device tool with
# carry: ["tests/device/data"]): times every kernel of tests/device/data/sgemm/ from nvcc's cubin and
# from each kiln cubin (kiln-TAG.cubin) through CuPy, M = N = K = 4096, alpha 1, beta 0, the
# tutorial runner's grids and blocks; checks each product against CuPy's A @ B (cuBLAS); prints a
# table of median times, speed against nvcc (nvcc ms / kiln ms: above 1, kiln is faster), registers
# and local bytes as the driver reports them, and the geomean per TAG.
#   python3 tests/device/sgemm_corpus.py [OUT_DIR]
import glob, json, math, os, re, statistics, sys

import cupy as cp
import numpy as np

data = "tests/device/data/sgemm"
out = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT", "device-out")
os.makedirs(out, exist_ok=True)
kernels = [line.split("|") for line in open(f"{data}/kernels.txt").read().splitlines()]
mangled = dict(line.split("\t") for line in open(f"{data}/nvcc.names").read().splitlines())


def norm(name):  # "void k<32u>(int, ...)" -> "k<32>(int,...)"
    name = re.sub(r"(\d+)u\b", r"\1", name.replace(" ", ""))
    return name[4:] if name.startswith("void") else name


def nvcc_symbol(template_id):
    key = norm(template_id) + "("
    found = [m for m, d in mangled.items() if norm(d).startswith(key)]
    assert len(found) == 1, (template_id, found)
    return found[0]


M = N = K = 4096
rng = cp.random.default_rng(1)
A = (rng.random((M, K), dtype=cp.float32) - 0.5).ravel()
B = (rng.random((K, N), dtype=cp.float32) - 0.5).ravel()
ref = (A.reshape(M, K) @ B.reshape(K, N)).ravel()
scale = float(cp.abs(ref).max())
flop = 2.0 * M * N * K

cubins = [("nvcc", f"{data}/nvcc.cubin")] + [
    (os.path.basename(p)[5:-6], p) for p in sorted(glob.glob(f"{data}/kiln-*.cubin"))]
rows = {}
for tag, path in cubins:
    module = cp.RawModule(path=path)
    for name, symbol, grid, block in kernels:
        fn = module.get_function(nvcc_symbol(symbol) if tag == "nvcc" else name)
        grid = tuple(int(x) for x in grid.split()) + (1,)
        block = tuple(int(x) for x in block.split()) + (1,)
        C = cp.zeros(M * N, dtype=cp.float32)
        args = (np.int32(M), np.int32(N), np.int32(K), np.float32(1.0), A, B, np.float32(0.0), C)
        fn(grid, block, args)
        cp.cuda.Device().synchronize()
        error = float(cp.abs(C - ref).max()) / scale
        times = []
        start, stop = cp.cuda.Event(), cp.cuda.Event()
        while len(times) < 3 or (len(times) < 21 and sum(times) < 1000.0):
            start.record()
            fn(grid, block, args)
            stop.record()
            stop.synchronize()
            times.append(cp.cuda.get_elapsed_time(start, stop))
        rows.setdefault(name, {})[tag] = {
            "ms": statistics.median(times), "min_ms": min(times), "max_ms": max(times), "runs": len(times),
            "error": error, "registers": fn.num_regs, "local_bytes": fn.local_size_bytes}

tags = [t for t, _ in cubins if t != "nvcc"]
dev = cp.cuda.runtime.getDeviceProperties(0)
lines = [f"GPU {dev['name'].decode()}, driver {cp.cuda.runtime.driverGetVersion()}, M = N = K = {M}",
         "kernel                    nvcc ms (regs/local)  " + "  ".join(f"{t} ms (regs/local) speed" for t in tags)]
ok = True
for name, _, _, _ in kernels:
    r = rows[name]
    n = r["nvcc"]
    cells = [f"{name:24s}  {n['ms']:9.3f} ({n['registers']}/{n['local_bytes']})"]
    for t in tags:
        k = r[t]
        cells.append(f"{k['ms']:9.3f} ({k['registers']}/{k['local_bytes']}) {n['ms'] / k['ms']:.3f}x")
        ok = ok and k["error"] < 1e-3
    ok = ok and n["error"] < 1e-3
    lines.append("  ".join(cells) + "   max rel. error " + " ".join(f"{r[t]['error']:.1e}" for t in ["nvcc"] + tags))
for t in tags:
    ratios = [rows[name]["nvcc"]["ms"] / rows[name][t]["ms"] for name, _, _, _ in kernels]
    with_local = sum(1 for name, _, _, _ in kernels if rows[name][t]["local_bytes"] > 0)
    lines.append(f"{t}: geomean speed against nvcc {math.exp(sum(map(math.log, ratios)) / len(ratios)):.3f}x, "
                 f"worst {min(ratios):.3f}x, best {max(ratios):.3f}x, kernels with local memory {with_local} of {len(kernels)}")
lines.append("outputs " + ("all within 1e-3 of cuBLAS" if ok else "NOT all within 1e-3 of cuBLAS"))
print("\n".join(lines))
open(f"{out}/sgemm_corpus.txt", "w").write("\n".join(lines) + "\n")
json.dump(rows, open(f"{out}/sgemm_corpus.json", "w"), indent=1)
sys.exit(0 if ok else 1)
