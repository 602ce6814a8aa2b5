# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The Triton kernels of the families (generate.py compiles them for the test data;
tests/device/triton_loader.py launches them with Triton on a GPU to time Triton's own launches):
their signatures, constexprs and num_warps per configuration, and the arguments compiled with a
16-divisibility hint."""
import triton
import triton.language as tl


@triton.jit
def matmul_kernel(a, b, c, M, N, K, stride_am, stride_bk, stride_cm,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # C[M, N] = A[M, K] @ B[K, N], all row-major (unit inner stride); fp16 in, fp32 accumulation, fp32 out.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    ks = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + ks
        a_tile = tl.load(a + rows[:, None] * stride_am + kk[None, :],
                         mask=(rows[:, None] < M) & (kk[None, :] < K), other=0.0)
        b_tile = tl.load(b + kk[:, None] * stride_bk + cols[None, :],
                         mask=(kk[:, None] < K) & (cols[None, :] < N), other=0.0)
        acc = tl.dot(a_tile, b_tile, acc)
    tl.store(c + rows[:, None] * stride_cm + cols[None, :], acc,
             mask=(rows[:, None] < M) & (cols[None, :] < N))


@triton.jit
def softmax_kernel(x, y, n_cols, row_stride, BLOCK: tl.constexpr):
    # One program per row; the whole row (n_cols <= BLOCK) is held in registers.
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    v = tl.load(x + row * row_stride + offs, mask=m, other=-float("inf"))
    e = tl.exp(v - tl.max(v, axis=0))
    tl.store(y + row * row_stride + offs, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def layernorm_kernel(x, y, w, bias, n_cols, row_stride, eps, BLOCK: tl.constexpr):
    # y = (x - mean) / sqrt(var + eps) * w + bias, one program per row, n_cols <= BLOCK.
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    v = tl.load(x + row * row_stride + offs, mask=m, other=0.0)
    mean = tl.sum(v, axis=0) / n_cols
    d = tl.where(m, v - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    g = tl.load(w + offs, mask=m, other=0.0)
    s = tl.load(bias + offs, mask=m, other=0.0)
    tl.store(y + row * row_stride + offs, d * rstd * g + s, mask=m)


@triton.jit
def flash_attn_fwd_kernel(q, k, v, o, seq_len, stride_row, sm_scale,
                          HEAD: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # One (batch*head) slice per program_id(1), BLOCK_M query rows per program_id(0); online softmax
    # over BLOCK_N key blocks. q, k, v, o are [batch*heads, seq_len, HEAD] with row stride stride_row.
    base = tl.program_id(1).to(tl.int64) * seq_len * stride_row
    qrows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    dcols = tl.arange(0, HEAD)
    qmask = qrows[:, None] < seq_len
    q_tile = tl.load(q + base + qrows[:, None] * stride_row + dcols[None, :], mask=qmask, other=0.0)
    row_max = tl.full((BLOCK_M,), -float("inf"), tl.float32)
    row_sum = tl.zeros((BLOCK_M,), tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD), tl.float32)
    scale = sm_scale * 1.4426950408889634  # fold log2(e) so exp2 can be used
    for start in range(0, seq_len, BLOCK_N):
        krows = start + tl.arange(0, BLOCK_N)
        kmask = krows[:, None] < seq_len
        k_tile = tl.load(k + base + krows[:, None] * stride_row + dcols[None, :], mask=kmask, other=0.0)
        v_tile = tl.load(v + base + krows[:, None] * stride_row + dcols[None, :], mask=kmask, other=0.0)
        s = tl.dot(q_tile, tl.trans(k_tile)) * scale
        s = tl.where((krows < seq_len)[None, :], s, -float("inf"))
        new_max = tl.maximum(row_max, tl.max(s, axis=1))
        p = tl.math.exp2(s - new_max[:, None])
        corr = tl.math.exp2(row_max - new_max)
        row_sum = row_sum * corr + tl.sum(p, axis=1)
        acc = acc * corr[:, None] + tl.dot(p.to(tl.float16), v_tile)
        row_max = new_max
    acc = acc / row_sum[:, None]
    tl.store(o + base + qrows[:, None] * stride_row + dcols[None, :], acc.to(tl.float16), mask=qmask)


MM_SIG = {"a": "*fp16", "b": "*fp16", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32",
          "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32",
          "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
SM_SIG = {"x": "*fp32", "y": "*fp32", "n_cols": "i32", "row_stride": "i32", "BLOCK": "constexpr"}
LN_SIG = {"x": "*fp32", "y": "*fp32", "w": "*fp32", "bias": "*fp32", "n_cols": "i32", "row_stride": "i32",
          "eps": "fp32", "BLOCK": "constexpr"}
FA_SIG = {"q": "*fp16", "k": "*fp16", "v": "*fp16", "o": "*fp16", "seq_len": "i32", "stride_row": "i32",
          "sm_scale": "fp32", "HEAD": "constexpr", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr"}

# Left out for size: 128x128 tiles with 4 warps (BK 32 or 64) and 128x128x64 with 8 warps; their
# sm_90a LLVM IR is 250-540 KB.
# (family, config name, kernel, signature, constexprs, num_warps)
CONFIGS = [
    ("matmul", "64x64x32_w4", matmul_kernel, MM_SIG, {"BM": 64, "BN": 64, "BK": 32}, 4),
    ("matmul", "64x64x32_w8", matmul_kernel, MM_SIG, {"BM": 64, "BN": 64, "BK": 32}, 8),
    ("matmul", "128x128x32_w8", matmul_kernel, MM_SIG, {"BM": 128, "BN": 128, "BK": 32}, 8),
    ("softmax", "1024_w4", softmax_kernel, SM_SIG, {"BLOCK": 1024}, 4),
    ("softmax", "1024_w8", softmax_kernel, SM_SIG, {"BLOCK": 1024}, 8),
    ("layernorm", "1024_w4", layernorm_kernel, LN_SIG, {"BLOCK": 1024}, 4),
    ("flashattn", "d64_m64n64_w4", flash_attn_fwd_kernel, FA_SIG, {"HEAD": 64, "BLOCK_M": 64, "BLOCK_N": 64}, 4),
]
def hinted(fn, sig):
    """Pointers and integer arguments marked 16-divisible, as Triton's launcher specializes them at
    run time for 16-byte-aligned tensors and sizes that are multiples of 16 (the device run's shapes
    are: tests/device/triton_loader.py); without it every load and store is scalar."""
    return [k for k, v in sig.items() if v.startswith("*") or v == "i32"]


