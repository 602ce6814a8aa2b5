#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CUDA corpus parity (issue 37): builds every .cu under CORPUS (searched recursively) with
# `nvcc -cubin -arch=sm_90 -O3 -Xptxas -v` and, for each file nvcc builds with at least one
# entry function, with kiln: a generated manifest per file,
#   [bundle] name = "corpus", targets = ["sm_90"]
#   [kernels.all] symbol = "*", source = FILE, include_dirs = [the -I dirs given to nvcc]
# (no defines, no block_size: kiln's default), `kiln build MANIFEST -o OUT --no-cache -j 1` with a
# timeout per file. Reports per file: built by nvcc / by kiln, kernels on both sides, kiln's first
# error; per kernel (matched on the mangled symbol: nvcc's ptxas entry names against the symbol
# `kiln explain --json` gives for each kernel "*" named; else on the demangled name): registers and
# stack frame (nvcc: ptxas -v's "Used N registers" and "N bytes stack frame"; kiln: NAME.json's
# resources.registers and .private_segment_fixed_size); and the summary with kiln's failures
# grouped by the class of their first error. The corpus is never copied; nothing is written into
# the repository.
#
#   CORPUS=DIR[:DIR...] [KILN=build/kiln] [OUT=DIR] [JOBS=2] [LIMIT=N] [TIMEOUT=60] [INCLUDE_DIRS=a:b] \
#     bash bench/cuda_corpus.sh [CORPUS] [OUT]
#
# CORPUS        directory of .cu files (also the first argument), or several separated by ':'
#               (one run, one summary; files then named DIRNAME/PATH), e.g. a checkout of
#               NVIDIA/cuda-samples (its Samples/**/*.cu) and one of karpathy/llm.c
# KILN          the kiln binary (default build/kiln; copy it first if build/ is being rebuilt)
# OUT           results directory (also the second argument; default a new /tmp/kiln-cuda-corpus-*):
#               summary.txt, files.tsv, kernels.tsv, results.json, work/NNNN/{nvcc.log,kiln/}
# JOBS          files built at a time (default 2); each kiln build runs with -j KILN_JOBS (1)
# LIMIT         only the first N files, sorted by path, corpora in the order given (0: all)
# TIMEOUT       seconds per kiln build (60); NVCC_TIMEOUT per nvcc build (300)
# INCLUDE_DIRS  colon-separated include directories for both compilers, besides each file's own
#               directory (always first) and, for a file in a src/ directory, a sibling inc/ or
#               include/; default: the file's corpus root's Common/ when it exists (cuda-samples'
#               helper headers, which its CMake files add to every sample)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-${CORPUS:-}}"
[ -n "$corpus" ] || { echo "usage: CORPUS=DIR[:DIR...] bash bench/cuda_corpus.sh [CORPUS] [OUT]" >&2; exit 2; }
corpora=()
IFS=: read -r -a cdirs <<<"$corpus"
for c in "${cdirs[@]}"; do
  [ -d "$c" ] || { echo "no corpus directory $c" >&2; exit 2; }
  corpora+=(--corpus "$(realpath "$c")")
done
kiln="$(realpath "${KILN:-$root/build/kiln}")"
[ -x "$kiln" ] || { echo "no kiln at $kiln (KILN=path)" >&2; exit 2; }
out="${2:-${OUT:-}}"
[ -n "$out" ] || out="$(mktemp -d /tmp/kiln-cuda-corpus-XXXXXX)"
out="$(realpath -m "$out")"
case "$out/" in "$root"/*) echo "OUT must be outside the repository ($root)" >&2; exit 2;; esac
mkdir -p "$out"
nvcc="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
[ -x "$nvcc" ] || { echo "no nvcc (NVCC=path)" >&2; exit 2; }

incs=()
if [ -n "${INCLUDE_DIRS:-}" ]; then
  IFS=: read -r -a dirs <<<"$INCLUDE_DIRS"
  for d in "${dirs[@]}"; do [ -n "$d" ] && incs+=(--include "$d"); done
fi

echo "corpus $corpus; kiln $kiln ($("$kiln" --version 2>&1 | head -1)); $("$nvcc" --version | tail -2 | head -1); results in $out" >&2
exec python3 "$root/bench/cuda_corpus.py" "${corpora[@]}" --kiln "$kiln" --out "$out" --nvcc "$nvcc" \
  --jobs "${JOBS:-2}" --kiln-jobs "${KILN_JOBS:-1}" --timeout "${TIMEOUT:-60}" \
  --nvcc-timeout "${NVCC_TIMEOUT:-300}" --limit "${LIMIT:-0}" "${incs[@]}"
