#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""CUDA corpus parity: every .cu under a directory built with `nvcc -cubin -arch=sm_90 -O3` and
with kiln (a generated manifest per file: one `symbol = "*"` entry), compared per file (built or
not, kernels) and per kernel (registers, local memory). Driven by bench/cuda_corpus.sh, which
documents the settings; run `python3 bench/cuda_corpus.py --help` for the options.

A file is in the corpus when nvcc builds it as device code alone and ptxas compiles at least one
entry function in it. kiln is run on those files only. Outputs, in OUT:
  files.tsv     one row per .cu: nvcc status and kernels, kiln status and kernels, first kiln error
  kernels.tsv   one row per kernel of a corpus file: registers and stack frame on both sides
  summary.txt   the table per file and the summary (also printed)
  results.json  everything above, machine-readable
  work/NNNN/    per file: nvcc.log (ptxas -v), kiln.toml, kiln.log, kiln's NAME.json
"""
import argparse
import concurrent.futures
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import time

ENTRY_RE = re.compile(r"Compiling entry function '([^']+)' for '")
PROPS_RE = re.compile(r"Function properties for (\S+)")
STACK_RE = re.compile(r"^\s*(\d+) bytes stack frame")
USED_RE = re.compile(r"Used (\d+) registers")
ERROR_RE = re.compile(r"\berror\b\s*:?\s*(.*)", re.IGNORECASE)


def run(cmd, timeout, cwd=None, env=None, stdout_only=False):
    """(returncode or 'timeout', output, seconds): stdout and stderr together, or stdout alone
    (stderr dropped); the child's process group is killed on timeout."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL if stdout_only else subprocess.STDOUT,
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        rc = "timeout"
    return rc, out.decode("utf-8", "replace"), time.monotonic() - t0


def parse_ptxas(log):
    """Entry functions of a `ptxas -v` log: {mangled name: {"registers", "stack"}} in log order."""
    kernels, stack, current, props = {}, {}, None, None
    for line in log.splitlines():
        m = ENTRY_RE.search(line)
        if m:
            current = m.group(1)
            kernels.setdefault(current, {"registers": None, "stack": None})
            continue
        m = PROPS_RE.search(line)
        if m:
            props = m.group(1)
            continue
        m = STACK_RE.match(line)
        if m and props is not None:
            stack[props] = int(m.group(1))
            props = None
            continue
        m = USED_RE.search(line)
        if m and current is not None:
            kernels[current]["registers"] = int(m.group(1))
    for name, k in kernels.items():
        k["stack"] = stack.get(name)
    return kernels


def first_error(log, prefer_not=None):
    """The first line that reports an error (clang's, kiln's or ptxas's), stripped. With
    prefer_not (kiln's manifest path), the first error at a source location comes first: kiln's
    line at the manifest quotes the first line of clang's output, which can be the include stack
    of an earlier warning ("In file included from ...") rather than the error."""
    errs = [l.strip() for l in log.splitlines()
            if re.search(r"(^|:\s|\s)(fatal )?error( \d+)?\s*:", l) or l.startswith("error")]
    if prefer_not:
        located = [l for l in errs if not l.startswith(prefer_not) and re.match(r"\S+:\d+:\d+: (fatal )?error:", l)]
        if located:
            return located[0]
    if errs:
        return errs[0]
    for line in log.splitlines():
        if line.strip():
            return line.strip()
    return ""


def error_message(line):
    """The message of an error line, without its location prefixes and kiln's kernel prefix."""
    m = re.search(r"(?:fatal )?error(?: \d+)?\s*:\s*(.*)$", line)
    msg = m.group(1) if m else line
    # kiln wraps a front-end error of a kernel as "... error: kernel 'k' for sm_90: <clang's>"
    msg = re.sub(r"^kernel '[^']*'(?: for \S+)?:\s*", "", msg)
    # a nested location "file.cu:12:3: error: msg"
    m = re.search(r"\S+:\d+:\d+:\s*(?:fatal )?error:\s*(.*)$", msg)
    if m:
        msg = m.group(1)
    return msg.strip()


# Causes: (label, pattern over the error message); the first that matches names the class.
# Anything else is grouped under its message with identifiers, numbers and paths masked.
CAUSES = [
    ("timeout", r"^timed out"),
    ("kiln crashed (signal)", r"^kiln was killed by signal"),
    ("header not found", r"file not found"),
    ("__shared__ variable whose type has a constructor (clang: error; nvcc: warning "
     "static_var_with_dynamic_init)", r"initialization is not supported for __shared__ variables"),
    ("variable-length array with an initializer (a GNU extension g++ accepts)",
     r"variable-sized object may not be initialized"),
    ("inline asm: '%' before a PTX special register, not '%%' (nvcc passes it through)",
     r"invalid % escape in inline assembly string"),
    ("ptxas: inconsistent redefinition of a device variable", r"Inconsistent redefinition of variable"),
    ("ptxas: unresolved extern function (declared for the device, never defined)",
     r"Unresolved extern function"),
    ("ptxas: __cxa_pure_virtual undefined (a class with a pure virtual function)", r"__cxa_pure_virtual"),
    ("ptxas: kernel parameters above 4 KiB (PTX ISA before 8.1)", r"too much parameter space"),
    ("ptxas error (other)", r"ptxas"),
    ("no matching function (device API or overload)", r"no matching (member )?function for call to"),
    ("a name nvcc's implicit headers declare (crt/common_functions.h includes <assert.h>, <time.h>, "
     "<stdio.h>, <new>)", r"use of undeclared identifier '(assert|clock|CLOCKS_PER_SEC|time|difftime|"
     r"printf|fprintf|sprintf|snprintf|stdout|stderr|FILE|fopen|fclose|puts)'|unknown type name "
     r"'(clock_t|time_t|FILE)'"),
    ("use of undeclared identifier", r"use of undeclared identifier"),
    ("unknown type name", r"unknown type name"),
    ("no member in namespace/class", r"no (type|member) named"),
    ("reference to __host__ function from __device__/__global__",
     r"reference to __host__ function|calling a __host__ function|call to __host__ function"),
    ("'*' found no kernels in the source", r"(no kernels|has no kernel)"),
    ("LLVM cannot select (intrinsic/instruction)", r"Cannot select"),
    ("syntax error (expected ...)", r"^expected "),
]


def classify(msg):
    for label, pat in CAUSES:
        if re.search(pat, msg, re.IGNORECASE):
            return label
    masked = re.sub(r"'[^']*'", "'…'", msg)
    masked = re.sub(r"\b\d+\b", "N", masked)
    return masked[:120] or "(no message)"


def nvcc_build(args, idx, src, incs, work):
    cubin = os.path.join(work, "nvcc.cubin")
    cmd = [args.nvcc, "-cubin", "-arch=sm_90", "-O3", "-Xptxas", "-v"]
    for d in incs:
        cmd += ["-I", d]
    cmd += [src, "-o", cubin]
    rc, log, secs = run(cmd, args.nvcc_timeout, cwd=work)
    with open(os.path.join(work, "nvcc.log"), "w") as f:
        f.write("$ " + " ".join(cmd) + "\n" + log)
    res = {"cmd": cmd, "rc": rc, "seconds": round(secs, 2), "kernels": {}, "error": ""}
    if rc != 0:
        res["status"] = "timeout" if rc == "timeout" else "fail"
        res["error"] = first_error(log)
        return res
    res["kernels"] = parse_ptxas(log)
    # Cross-check with the cubin's symbol table when llvm-readelf is there: FUNC symbols.
    if args.readelf and os.path.exists(cubin):
        rrc, sym, _ = run([args.readelf, "-sW", cubin], 60)
        if rrc == 0:
            funcs = {l.split()[-1] for l in sym.splitlines() if " FUNC " in l}
            res["cubin_funcs"] = sorted(funcs)
            missing = [k for k in res["kernels"] if k not in funcs]
            if missing:
                res["cubin_mismatch"] = missing
    res["status"] = "ok" if res["kernels"] else "no-kernels"
    return res


def toml_str(s):
    return json.dumps(s)  # a JSON string is a TOML basic string for these paths


def kiln_build(args, idx, src, incs, work):
    kdir = os.path.join(work, "kiln")
    os.makedirs(kdir, exist_ok=True)
    manifest = os.path.join(kdir, "kiln.toml")
    with open(manifest, "w") as f:
        f.write('[bundle]\nname = "corpus"\ntargets = ["sm_90"]\n\n')
        f.write('[kernels.all]\nsymbol = "*"\n')
        f.write("source = %s\n" % toml_str(src))
        f.write("include_dirs = [%s]\n" % ", ".join(toml_str(d) for d in incs))
    out = os.path.join(kdir, "out")
    cmd = [args.kiln, "build", manifest, "-o", out, "--no-cache", "-j", str(args.kiln_jobs)]
    env = dict(os.environ)
    env["KILN_CACHE_DIR"] = os.path.join(kdir, "cache")  # explain's front ends; build uses none
    rc, log, secs = run(cmd, args.timeout, cwd=kdir, env=env)
    with open(os.path.join(kdir, "kiln.log"), "w") as f:
        f.write("$ " + " ".join(cmd) + "\n" + log)
    res = {"cmd": cmd, "rc": rc, "seconds": round(secs, 2), "kernels": {}, "error": "", "cause": ""}
    if rc == "timeout":
        res.update(status="timeout", error="timed out after %d s" % args.timeout, cause="timeout")
        return res
    if rc != 0:
        res["status"] = "fail"
        if rc < 0:
            res["error"] = "kiln was killed by signal %d; %s" % (-rc, first_error(log, manifest))
        else:
            res["error"] = first_error(log, manifest)
        res["message"] = error_message(res["error"])
        res["cause"] = classify(res["message"] if rc > 0 else res["error"])
        return res
    try:
        report = json.load(open(os.path.join(out, "corpus.json")))
    except (OSError, ValueError) as e:
        res.update(status="fail", error="no readable corpus.json: %s" % e, cause="no report")
        return res
    names = []
    for t in report.get("targets", []):
        if t.get("target") != "sm_90":
            continue
        for k in t.get("kernels", []):
            r = k.get("resources", {})
            names.append(k["name"])
            res["kernels"][k["name"]] = {"registers": r.get("registers"),
                                         "stack": r.get("private_segment_fixed_size"),
                                         "symbol": None}
    # The source symbol of each kernel "*" named: `kiln explain --json`, its front end from the
    # per-file cache (the first call fills it, the others read it).
    for n in names:
        erc, ej, _ = run([args.kiln, "explain", manifest, n, "--target", "sm_90", "--json"],
                         args.timeout, cwd=kdir, env=env, stdout_only=True)
        if erc == 0:
            try:
                sym = json.loads(ej)["targets"][0]["settings"]["symbol"]["value"]
                res["kernels"][n]["symbol"] = sym
            except (ValueError, KeyError, IndexError):
                pass
    shutil.rmtree(env["KILN_CACHE_DIR"], ignore_errors=True)
    for junk in ("corpus.hipfb",):
        try:
            os.remove(os.path.join(out, junk))
        except OSError:
            pass
    res["status"] = "ok"
    return res


def demangle_all(names, cxxfilt):
    if not names or not cxxfilt:
        return {n: n for n in names}
    p = subprocess.run([cxxfilt], input="\n".join(names) + "\n", capture_output=True, text=True)
    out = p.stdout.splitlines()
    if p.returncode != 0 or len(out) != len(names):
        return {n: n for n in names}
    return dict(zip(names, out))


def normalize_demangled(s):
    # nvcc's internal-linkage names (_INTERNAL_<hash>_<file>) vs clang's (anonymous namespace)
    s = re.sub(r"_INTERNAL_[0-9a-f]+_\w+?::", "(anonymous namespace)::", s)
    s = re.sub(r"\(anonymous namespace\)::", "", s)
    return s.replace(" ", "")


def match_kernels(nv, kl, cxxfilt):
    """Pairs (nvcc name, kiln name): on the mangled symbol, then on the demangled name."""
    pairs, nv_left = [], list(nv)
    by_sym = {}
    for n, k in kl.items():
        if k.get("symbol"):
            by_sym.setdefault(k["symbol"], n)
    kl_left = set(kl)
    for s in list(nv_left):
        if s in by_sym and by_sym[s] in kl_left:
            pairs.append((s, by_sym[s], "symbol"))
            kl_left.discard(by_sym[s])
            nv_left.remove(s)
    if nv_left and kl_left:
        syms = [kl[n]["symbol"] or n for n in kl_left]
        dm = demangle_all(nv_left + syms, cxxfilt)
        kd = {}
        for n in kl_left:
            kd.setdefault(normalize_demangled(dm.get(kl[n]["symbol"] or n, n)), n)
        for s in list(nv_left):
            d = normalize_demangled(dm.get(s, s))
            if d in kd and kd[d] in kl_left:
                pairs.append((s, kd[d], "demangled"))
                kl_left.discard(kd[d])
                nv_left.remove(s)
    return pairs, nv_left, sorted(kl_left)


def include_dirs(args, root, src):
    here = os.path.dirname(src)
    incs = [here]
    # cuda-samples keep some samples' headers in inc/ beside src/ (FDTD3d); their CMake adds it
    for sib in ("inc", "include"):
        d = os.path.join(os.path.dirname(here), sib)
        if os.path.basename(here) == "src" and os.path.isdir(d):
            incs.append(d)
    # explicit --include dirs, else the corpus root's Common/ (cuda-samples' helper headers,
    # which its CMake files give every sample)
    extra = args.include if args.include else [os.path.join(root, "Common")]
    for d in extra:
        if d not in incs and os.path.isdir(d):
            incs.append(d)
    return incs


def one_file(args, idx, root, src):
    work = os.path.join(args.out, "work", "%04d" % idx)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    incs = include_dirs(args, root, src)
    rel = os.path.relpath(src, root)
    if len(args.corpus) > 1:
        rel = os.path.join(os.path.basename(root), rel)
    res = {"index": idx, "file": rel, "include_dirs": incs}
    res["nvcc"] = nvcc_build(args, idx, src, incs, work)
    if res["nvcc"]["status"] == "ok":
        res["kiln"] = kiln_build(args, idx, src, incs, work)
    try:
        os.remove(os.path.join(work, "nvcc.cubin"))
    except OSError:
        pass
    return res


def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", action="append", required=True,
                    help="directory searched recursively for *.cu (repeatable)")
    ap.add_argument("--kiln", required=True)
    ap.add_argument("--out", required=True, help="results directory (created)")
    ap.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    ap.add_argument("--include", action="append", default=[],
                    help="include dir for both compilers (repeatable); default: each corpus root's Common/")
    ap.add_argument("--jobs", type=int, default=2, help="files at a time")
    ap.add_argument("--kiln-jobs", type=int, default=1, help="kiln build -j")
    ap.add_argument("--timeout", type=int, default=60, help="seconds per kiln build")
    ap.add_argument("--nvcc-timeout", type=int, default=300, help="seconds per nvcc build")
    ap.add_argument("--limit", type=int, default=0, help="only the first N files, sorted by path")
    ap.add_argument("--readelf", default=shutil.which("llvm-readelf-22") or shutil.which("llvm-readelf"))
    ap.add_argument("--cxxfilt", default=shutil.which("llvm-cxxfilt-22") or shutil.which("c++filt"))
    args = ap.parse_args()
    args.corpus = [os.path.realpath(c) for c in args.corpus]
    args.kiln = os.path.realpath(args.kiln)
    args.out = os.path.realpath(args.out)
    args.include = [os.path.realpath(d) for d in args.include]
    os.makedirs(args.out, exist_ok=True)

    files = []  # (corpus root, file), each corpus's files sorted by path, corpora in order given
    for root in args.corpus:
        mine = []
        for dp, dn, fn in os.walk(root):
            dn.sort()
            for f in fn:
                if f.endswith(".cu"):
                    mine.append(os.path.join(dp, f))
        files += [(root, f) for f in sorted(mine, key=lambda p: os.path.relpath(p, root))]
    total_found = len(files)
    if args.limit:
        files = files[:args.limit]

    t0 = time.monotonic()
    results = [None] * len(files)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = {ex.submit(one_file, args, i, root, f): i for i, (root, f) in enumerate(files)}
        done = 0
        for fut in concurrent.futures.as_completed(futs):
            i = futs[fut]
            results[i] = fut.result()
            done += 1
            r = results[i]
            k = r.get("kiln", {})
            print("[%d/%d] %s nvcc=%s kiln=%s" % (done, len(files), r["file"], r["nvcc"]["status"],
                                                  k.get("status", "-")), file=sys.stderr, flush=True)
    wall = time.monotonic() - t0

    # Per kernel comparison.
    krows = []
    for r in results:
        if r["nvcc"]["status"] != "ok" or r["kiln"]["status"] != "ok":
            continue
        nv, kl = r["nvcc"]["kernels"], r["kiln"]["kernels"]
        pairs, nv_only, kl_only = match_kernels(nv, kl, args.cxxfilt)
        r["matched"], r["nvcc_only"], r["kiln_only"] = len(pairs), nv_only, kl_only
        for s, n, how in pairs:
            krows.append({"file": r["file"], "symbol": s, "kiln_name": n, "match": how,
                          "nvcc_regs": nv[s]["registers"], "kiln_regs": kl[n]["registers"],
                          "nvcc_stack": nv[s]["stack"], "kiln_stack": kl[n]["stack"]})
        for s in nv_only:
            krows.append({"file": r["file"], "symbol": s, "kiln_name": "", "match": "nvcc-only",
                          "nvcc_regs": nv[s]["registers"], "kiln_regs": None,
                          "nvcc_stack": nv[s]["stack"], "kiln_stack": None})
        for n in kl_only:
            krows.append({"file": r["file"], "symbol": kl[n]["symbol"] or "", "kiln_name": n,
                          "match": "kiln-only", "nvcc_regs": None, "kiln_regs": kl[n]["registers"],
                          "nvcc_stack": None, "kiln_stack": kl[n]["stack"]})

    def fmt(v):
        return "-" if v is None else str(v)

    with open(os.path.join(args.out, "files.tsv"), "w") as f:
        f.write("file\tnvcc\tnvcc_kernels\tkiln\tkiln_kernels\tmatched\tnvcc_seconds\tkiln_seconds\tcause\tfirst_kiln_error\tnvcc_error\n")
        for r in results:
            nvr, k = r["nvcc"], r.get("kiln", {})
            f.write("\t".join([r["file"], nvr["status"], str(len(nvr["kernels"])), k.get("status", "-"),
                               str(len(k.get("kernels", {}))) if k else "-", fmt(r.get("matched")),
                               fmt(nvr.get("seconds")), fmt(k.get("seconds")), k.get("cause", ""),
                               k.get("error", "").replace("\t", " "),
                               nvr.get("error", "").replace("\t", " ")]) + "\n")
    with open(os.path.join(args.out, "kernels.tsv"), "w") as f:
        cols = ["file", "symbol", "kiln_name", "match", "nvcc_regs", "kiln_regs", "nvcc_stack", "kiln_stack"]
        f.write("\t".join(cols) + "\n")
        for k in krows:
            f.write("\t".join(fmt(k[c]) if c not in ("file", "symbol", "kiln_name", "match") else k[c]
                              for c in cols) + "\n")

    corpus = [r for r in results if r["nvcc"]["status"] == "ok"]
    kiln_ok = [r for r in corpus if r["kiln"]["status"] == "ok"]
    cmp = [k for k in krows if k["match"] in ("symbol", "demangled")]
    eq = sum(1 for k in cmp if k["kiln_regs"] == k["nvcc_regs"])
    hi = [k for k in cmp if k["kiln_regs"] is not None and k["nvcc_regs"] is not None and k["kiln_regs"] > k["nvcc_regs"]]
    lo = [k for k in cmp if k["kiln_regs"] is not None and k["nvcc_regs"] is not None and k["kiln_regs"] < k["nvcc_regs"]]
    st_k = [k for k in cmp if (k["kiln_stack"] or 0) > 0 and not (k["nvcc_stack"] or 0) > 0]
    st_n = [k for k in cmp if (k["nvcc_stack"] or 0) > 0 and not (k["kiln_stack"] or 0) > 0]
    st_b = [k for k in cmp if (k["nvcc_stack"] or 0) > 0 and (k["kiln_stack"] or 0) > 0]
    st_eq = sum(1 for k in cmp if (k["nvcc_stack"] or 0) == (k["kiln_stack"] or 0))
    causes = {}
    for r in corpus:
        if r["kiln"]["status"] != "ok":
            causes.setdefault(r["kiln"]["cause"], []).append(r)

    lines = []
    w = max([len(r["file"]) for r in results] + [4])
    lines.append("%-*s  %-10s %4s  %-7s %4s %4s  %s" % (w, "file", "nvcc", "kern", "kiln", "kern", "same", "first kiln error"))
    for r in results:
        nvr, k = r["nvcc"], r.get("kiln")
        lines.append("%-*s  %-10s %4s  %-7s %4s %4s  %s" % (
            w, r["file"], nvr["status"], len(nvr["kernels"]) if nvr["status"] == "ok" else "-",
            k["status"] if k else "-", len(k["kernels"]) if k and k["status"] == "ok" else "-",
            fmt(r.get("matched")), (k or {}).get("error", "")[:200]))
    lines.append("")
    lines.append("summary (%s; %s; nvcc -cubin -arch=sm_90 -O3; kiln %s)" % (
        " ".join(args.corpus), "first %d of %d files, sorted" % (len(files), total_found) if args.limit and args.limit < total_found
        else "all %d .cu files" % total_found, args.kiln))
    nv_fail = sum(1 for r in results if r["nvcc"]["status"] in ("fail", "timeout"))
    nv_nok = sum(1 for r in results if r["nvcc"]["status"] == "no-kernels")
    lines.append("  .cu files tried:                     %d" % len(results))
    lines.append("  nvcc fails (host-only headers etc.): %d" % nv_fail)
    lines.append("  nvcc builds, no kernel:              %d" % nv_nok)
    lines.append("  files nvcc builds with kernels:      %d  (the corpus)" % len(corpus))
    lines.append("  ... kiln builds:                     %d  (%s)" % (len(kiln_ok), pct(len(kiln_ok), len(corpus))))
    lines.append("  kernels (nvcc) in corpus files:      %d; in files both build: %d (kiln: %d)" % (
        sum(len(r["nvcc"]["kernels"]) for r in corpus), sum(len(r["nvcc"]["kernels"]) for r in kiln_ok),
        sum(len(r["kiln"]["kernels"]) for r in kiln_ok)))
    lines.append("  kernels compared (matched):          %d  (on symbol %d, on demangled name %d); nvcc-only %d, kiln-only %d" % (
        len(cmp), sum(1 for k in cmp if k["match"] == "symbol"), sum(1 for k in cmp if k["match"] == "demangled"),
        sum(1 for k in krows if k["match"] == "nvcc-only"), sum(1 for k in krows if k["match"] == "kiln-only")))
    lines.append("  registers equal:                     %d  (%s)" % (eq, pct(eq, len(cmp))))
    lines.append("  kiln registers higher:               %d" % len(hi))
    lines.append("  kiln registers lower:                %d" % len(lo))
    within = sum(1 for k in cmp if k["kiln_regs"] and k["nvcc_regs"] and abs(k["kiln_regs"] - k["nvcc_regs"]) <= 0.1 * k["nvcc_regs"])
    lines.append("  registers within 10%%:                %d  (%s)" % (within, pct(within, len(cmp))))
    if cmp:
        ratios = [k["kiln_regs"] / k["nvcc_regs"] for k in cmp if k["kiln_regs"] and k["nvcc_regs"]]
        if ratios:
            g = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
            lines.append("  registers kiln/nvcc geomean:         %.3f (min %.2f, max %.2f)" % (g, min(ratios), max(ratios)))
    lines.append("  stack frame equal:                   %d" % st_eq)
    lines.append("  local memory kiln-only:              %d" % len(st_k))
    lines.append("  local memory nvcc-only:              %d" % len(st_n))
    lines.append("  local memory both:                   %d" % len(st_b))
    lines.append("  wall time:                           %.0f s (%d files at a time)" % (wall, args.jobs))
    lines.append("")
    lines.append("kiln failures by cause (files nvcc builds):")
    for cause, rs in sorted(causes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append("  %3d  %s" % (len(rs), cause))
        for r in rs:
            lines.append("         %s: %s" % (r["file"], r["kiln"]["error"][:300]))
    differ = [k for k in cmp if k["kiln_regs"] != k["nvcc_regs"] or (k["nvcc_stack"] or 0) != (k["kiln_stack"] or 0)]

    def row(k):
        return "  %s %s: regs %s -> %s, stack %s -> %s" % (
            k["file"], k["kiln_name"][:80], fmt(k["nvcc_regs"]), fmt(k["kiln_regs"]),
            fmt(k["nvcc_stack"]), fmt(k["kiln_stack"]))
    # printed: the 15 largest register ratios either way and every local-memory difference;
    # summary.txt: every kernel that differs
    far = sorted((k for k in cmp if k["kiln_regs"] and k["nvcc_regs"] and k["kiln_regs"] != k["nvcc_regs"]),
                 key=lambda k: -abs(math.log(k["kiln_regs"] / k["nvcc_regs"])))[:15]
    short = list(lines)
    if far:
        short += ["", "largest register differences (nvcc -> kiln; all in summary.txt):"] + [row(k) for k in far]
    stk = [k for k in cmp if (k["nvcc_stack"] or 0) != (k["kiln_stack"] or 0)]
    if stk:
        short += ["", "local memory differences (stack frame bytes, nvcc -> kiln):"] + [row(k) for k in stk]
    if differ:
        lines += ["", "kernels that differ (registers nvcc -> kiln, stack nvcc -> kiln):"] + [row(k) for k in differ]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(args.out, "summary.txt"), "w") as f:
        f.write(text)
    text = "\n".join(short) + "\n"
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"corpus": args.corpus, "kiln": args.kiln, "nvcc": args.nvcc, "files_found": total_found,
                   "files": results, "kernels": krows}, f, indent=1, default=str)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
