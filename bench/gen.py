#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Generates the benchmark project in OUT: 72 LLVM IR kernels of varied weight (element-wise,
LDS reductions, register-heavy tiles) and 4 HIP sources of 4 kernels each, as
  OUT/kiln/kiln.toml + sources       for kiln (attributes in the manifest)
  OUT/peer/build.ninja + sources     for the usual pipeline: clang -O3 per kernel (or per HIP file
                                     and target), ld.lld per target, clang-offload-bundler
Both produce the same kernels for gfx942 and gfx950 with the same attributes."""
import os, sys

out = sys.argv[1]
tools = sys.argv[2]  # LLVM 22 bin directory
targets = ["gfx942", "gfx950"]
os.makedirs(f"{out}/kiln/k", exist_ok=True)
os.makedirs(f"{out}/peer/k", exist_ok=True)

def elementwise(name, ops):
    body = "\n".join(f"  %v{i+1} = {op} float %v{i}, %v{i}" for i, op in enumerate(ops))
    return f"""define amdgpu_kernel void @{name}(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) ATTRS {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %wg, 8
  %i = add i32 %b, %tid
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v0 = load float, ptr addrspace(1) %p, align 4
{body}
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i64
  store float %v{len(ops)}, ptr addrspace(1) %q, align 4
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
"""

def reduction(name, size):
    return f"""@buf = internal addrspace(3) global [{size} x float] poison, align 4
define amdgpu_kernel void @{name}(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) ATTRS {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t64
  %v = load float, ptr addrspace(1) %p, align 4
  %slot = getelementptr inbounds [{size} x float], ptr addrspace(3) @buf, i64 0, i64 %t64
  store float %v, ptr addrspace(3) %slot, align 4
  br label %step
step:
  %s = phi i32 [ {size // 2}, %entry ], [ %s2, %latch ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %add, label %latch
add:
  %o = add i32 %tid, %s
  %o64 = zext i32 %o to i64
  %op = getelementptr inbounds [{size} x float], ptr addrspace(3) @buf, i64 0, i64 %o64
  %a = load float, ptr addrspace(3) %slot, align 4
  %c = load float, ptr addrspace(3) %op, align 4
  %sum = fadd float %a, %c
  store float %sum, ptr addrspace(3) %slot, align 4
  br label %latch
latch:
  %s2 = lshr i32 %s, 1
  %more = icmp ne i32 %s2, 0
  br i1 %more, label %step, label %done
done:
  %r = load float, ptr addrspace(3) @buf, align 4
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""

def tile(name, m, n):
    lines = [f"define amdgpu_kernel void @{name}(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i32 %k) ATTRS {{",
             "entry:", "  %tid = call i32 @llvm.amdgcn.workitem.id.x()", "  %g = zext i32 %tid to i64",
             "  %k64 = zext i32 %k to i64", "  br label %loop", "loop:", "  %kk = phi i64 [ 0, %entry ], [ %kn, %loop ]"]
    for i in range(m):
        for j in range(n):
            lines.append(f"  %acc{i}_{j} = phi float [ 0.0, %entry ], [ %nacc{i}_{j}, %loop ]")
    lines.append(f"  %ab = mul i64 %kk, {m * 64}")
    for i in range(m):
        lines += [f"  %ai{i} = add i64 %ab, {i}", f"  %ap{i} = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ai{i}",
                  f"  %av{i} = load float, ptr addrspace(1) %ap{i}, align 4"]
    lines.append(f"  %bb = mul i64 %kk, {n}")
    for j in range(n):
        lines += [f"  %bi{j} = add i64 %bb, {j}", f"  %bp{j} = getelementptr inbounds float, ptr addrspace(1) %b, i64 %bi{j}",
                  f"  %bv{j} = load float, ptr addrspace(1) %bp{j}, align 4"]
    for i in range(m):
        for j in range(n):
            lines.append(f"  %nacc{i}_{j} = call float @llvm.fma.f32(float %av{i}, float %bv{j}, float %acc{i}_{j})")
    lines += ["  %kn = add i64 %kk, 1", "  %again = icmp ult i64 %kn, %k64", "  br i1 %again, label %loop, label %store", "store:"]
    for i in range(m):
        for j in range(n):
            idx = i * n + j
            lines += [f"  %ci{idx} = add i64 %g, {idx * 1024}", f"  %cp{idx} = getelementptr inbounds float, ptr addrspace(1) %c, i64 %ci{idx}",
                      f"  store float %nacc{i}_{j}, ptr addrspace(1) %cp{idx}, align 4"]
    lines += ["  ret void", "}", "declare i32 @llvm.amdgcn.workitem.id.x()", "declare float @llvm.fma.f32(float, float, float)"]
    return "\n".join(lines) + "\n"

kernels = []  # (name, ir, waves)
for i in range(24):
    ops = ["fmul", "fadd", "fsub"] * (1 + i % 8)
    kernels.append((f"ew{i}", elementwise(f"ew{i}", ops[: 2 + i]), None))
for i in range(24):
    kernels.append((f"red{i}", reduction(f"red{i}", 256), None))
for i in range(24):
    m, n = [(8, 8), (12, 8), (16, 8), (16, 12)][i % 4]
    kernels.append((f"tile{i}", tile(f"tile{i}", m, n), ["1", "2", "3", "4"][i % 4]))

hip = []
for f in range(4):
    # HIP headers included (as hipcc always does) but builtins only: the peer pipeline cannot link
    # Debian's device libraries for gfx942/gfx950 (no oclc_isa_version_942/950), so it uses -nogpulib.
    src = ["#include <hip/hip_runtime.h>", "template <int N>",
           "__global__ void poly(const float* x, float* y) {",
           "  const int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();",
           "  float v = x[i], acc = 0;",
           "  for (int k = 0; k < N; ++k) acc = acc * v + float(k) * v;",
           "  y[i] = acc;", "}"]
    names = []
    for k in range(4):
        n = 4 + 4 * k + f
        src.append(f"template __global__ void poly<{n}>(const float*, float*);")
        names.append((f"hip{f}_{k}", f"poly<{n}>"))
    hip.append((f"h{f}.hip", "\n".join(src) + "\n", names))

# kiln project
toml = ['[bundle]', 'name = "bench"', 'targets = ["gfx942", "gfx950"]', '', '[defaults]', 'block_size = 256', '']
for name, ir, waves in kernels:
    open(f"{out}/kiln/k/{name}.ll", "w").write(ir.replace(" ATTRS", ""))
    toml += [f"[kernels.{name}]", f'source = "k/{name}.ll"']
    if waves:
        toml.append(f'fn_attrs.amdgpu = {{ "amdgpu-waves-per-eu" = "{waves}" }}')
    toml.append("")
for file, text, names in hip:
    open(f"{out}/kiln/k/{file}", "w").write(text)
    open(f"{out}/peer/k/{file}", "w").write(text)
    for name, sym in names:
        toml += [f"[kernels.{name}]", f'source = "k/{file}"', f'symbol = "{sym}"', ""]
open(f"{out}/kiln/kiln.toml", "w").write("\n".join(toml))

# peer project: attributes in the IR, as a hand-written pipeline would have them
nin = [f"clang = {tools}/clang", f"lld = {tools}/ld.lld", f"bundler = {tools}/clang-offload-bundler",
       "rule ll", "  command = $clang -O3 -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -mcode-object-version=5 -c $in -o $out",
       "rule hip", "  command = $clang -x hip --offload-arch=$cpu --cuda-device-only -nogpulib -D__AMDGCN_WAVEFRONT_SIZE=64 -O3 -mcode-object-version=5 --no-gpu-bundle-output -emit-llvm -c $in -o $out",
       "rule bc", "  command = $clang -O3 -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -c $in -o $out",
       "rule link", "  command = $lld -shared --no-undefined -o $out $in",
       "rule bundle", "  command = $bundler -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942,hipv4-amdgcn-amd-amdhsa--gfx950 -input=/dev/null -input=$co942 -input=$co950 -output=$out"]
for name, ir, waves in kernels:
    attrs = '"amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true"'
    if waves:
        attrs += f' "amdgpu-waves-per-eu"="{waves}"'
    open(f"{out}/peer/k/{name}.ll", "w").write(ir.replace(" ATTRS", " #0") + f"attributes #0 = {{ {attrs} }}\n")
objs = {t: [] for t in targets}
for t in targets:
    for name, _, _ in kernels:
        nin.append(f"build o/{t}/{name}.o: ll k/{name}.ll\n  cpu = {t}")
        objs[t].append(f"o/{t}/{name}.o")
    for file, _, _ in hip:
        stem = file[:-4]
        nin.append(f"build o/{t}/{stem}.bc: hip k/{file}\n  cpu = {t}")
        nin.append(f"build o/{t}/{stem}.o: bc o/{t}/{stem}.bc\n  cpu = {t}")
        objs[t].append(f"o/{t}/{stem}.o")
    nin.append(f"build {t}.co: link " + " ".join(objs[t]))
nin.append("build bench.hipfb: bundle gfx942.co gfx950.co\n  co942 = gfx942.co\n  co950 = gfx950.co")
open(f"{out}/peer/build.ninja", "w").write("\n".join(nin) + "\n")
print(f"{len(kernels)} IR kernels, {sum(len(n) for _, _, n in hip)} HIP kernels in {len(hip)} files, 2 targets")
