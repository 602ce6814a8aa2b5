#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# scripts/fuzz.sh TARGET [SECONDS]: a long libFuzzer run of one of kiln's fuzz targets (bundle,
# manifest, code_object, note, cubin, offload, kiln_section, inspect; docs/fuzzing.md), at the
# lowest CPU priority, one worker, 600 s by default. What it finds new goes into the build tree's
# corpus (build/tests/fuzz-corpus-TARGET), a crash into build/tests/fuzz-corpus-TARGET/crash-*:
# copy it into tests/fuzz/regressions/TARGET/ once fixed. The build directory: $KILN_BUILD_DIR, else
# build/. Prints libFuzzer's last status line (executions, coverage).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${KILN_BUILD_DIR:-$root/build}"
target="${1:?usage: scripts/fuzz.sh TARGET [SECONDS]}"
seconds="${2:-600}"
fuzzer="$build/tests/${target}_fuzzer"
[ -x "$fuzzer" ] || { echo "fuzz.sh: no $fuzzer (targets: bundle manifest code_object note cubin offload kiln_section inspect; built when libclang-rt-22-dev is installed)" >&2; exit 1; }
seeds="$root/tests/fuzz/corpus-$target"
[ "$target" == bundle ] && seeds="$root/tests/fuzz/corpus"
corpus="$build/tests/fuzz-corpus-$target"
[ "$target" == bundle ] && corpus="$build/tests/fuzz-corpus"
mkdir -p "$corpus"
args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$corpus/")
[ -f "$root/tests/fuzz/$target.dict" ] && args+=(-dict="$root/tests/fuzz/$target.dict")
dirs=("$corpus" "$seeds")
[ -d "$root/tests/fuzz/regressions/$target" ] && dirs+=("$root/tests/fuzz/regressions/$target")
log="$corpus.log"
set +e
nice -n 19 "$fuzzer" "${args[@]}" "${dirs[@]}" > "$log" 2>&1
code=$?
set -e
grep -E "^#[0-9]+.*(pulse|DONE|NEW|REDUCE)" "$log" | tail -1
grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$log" || true
[ $code -eq 0 ] || { tail -40 "$log"; echo "fuzz.sh: $target: the fuzzer exited with $code (log: $log)" >&2; }
exit $code
