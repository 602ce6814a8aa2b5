#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# compare_outputs.sh OLD_KILN NEW_KILN [WORKDIR]: runs both binaries over the same inputs (manifests/example,
# manifests/mixed, tests/device/tune.toml, a bench/gen.py project) and diffs every output.
# Prints IDENTICAL (exit 0) when nothing differs, else the differences (exit 1). docs/testing.md.
set -u
old="$(realpath "$1")" new="$(realpath "$2")" work="${3:-$(mktemp -d)}"
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Only what this script writes there is replaced.
rm -rf "$work/old" "$work/new" "$work/gen" "$work/diff.txt"; mkdir -p "$work/gen"
python3 $src/bench/gen.py "$work/gen" "${LLVM_BIN:-/usr/lib/llvm-22/bin}" >/dev/null
for who in old new; do
  bin=$old; [ $who = new ] && bin=$new
  for m in example mixed; do
    o=$work/$who/$m; mkdir -p $o/out
    $bin build $src/manifests/$m/kiln.toml -o $o/out --no-cache --report html > $o/log 2>&1; echo "rc=$?" >> $o/log
    b=$(ls $o/out/*.hipfb)
    $bin inspect "$b" --json > $o/inspect.json 2>&1
    $bin inspect "$b" > $o/inspect.txt 2>&1
    $bin check "$b" > $o/check.txt 2>&1
    $bin report "$b" -o $o/report.html > /dev/null 2>&1
    $bin explain $src/manifests/$m/kiln.toml $(grep -m1 '^\[kernels\.' $src/manifests/$m/kiln.toml | sed 's/\[kernels\.\(.*\)\]/\1/') > $o/explain.txt 2>&1
    sed -i -E 's/[0-9]+(\.[0-9]+)? ?(s|ms)\b/T/g' $o/log
  done
  o=$work/$who/gen; mkdir -p $o
  $bin build $work/gen/kiln/kiln.toml -o $o/out --no-cache -j2 > $o/log 2>&1; echo "rc=$?" >> $o/log
  sed -i -E 's/[0-9]+(\.[0-9]+)? ?(s|ms)\b/T/g' $o/log
  $bin inspect $o/out/*.hipfb --json > $o/inspect.json 2>&1
  o=$work/$who/tune; mkdir -p $o
  $bin tune $src/tests/device/tune.toml -o $o/out --no-cache > $o/text 2>&1; echo "rc=$?" >> $o/text
  $bin tune $src/tests/device/tune.toml -o $o/out2 --no-cache --json > $o/json 2>&1
  sed -i -E 's/[0-9]+(\.[0-9]+)? ?(s|ms)\b/T/g' $o/text
  sed -i -E 's/"(seconds|elapsed|time)[a-z_]*": [0-9.e-]+/"\1": T/g' $o/json
  o=$work/$who/occ; mkdir -p $o
  $bin occupancy --target gfx942 --vgprs 128 --block 256 --lds 1000 --device MI300X --json > $o/1 2>&1
  $bin occupancy --target sm_90 --regs 64 --block 256 --lds 40000 --dynamic-lds 20000 > $o/2 2>&1
  $bin occupancy --target sm_90 --regs 1..255 --block 128 > $o/3 2>&1
  $bin occupancy --target gfx950 --vgprs 1..512 --block 256 --json > $o/4 2>&1
  $bin occupancy --target gfx942 --regs 1 --block 64 > $o/5 2>&1; echo "rc=$?" >> $o/5
done
# outputs hold the output directory's path; make both sides' paths equal
find $work -name '.kiln-stamp-*' -type f ! -name '*-jobs' ! -name '*-summary' -delete
# progress lines come in the order jobs end: their numbers go, the lines are sorted
for f in $(find $work/old $work/new -name log -o -name text); do sed -i -E 's/^\[[0-9]+\/[0-9]+\] //; s/^front end [0-9]+\//front end N\//' $f; sort -o $f $f; done
find $work/old -type f -exec sed -i "s#$work/old#W#g" {} +
find $work/new -type f -exec sed -i "s#$work/new#W#g" {} +
if diff -r $work/old $work/new >$work/diff.txt 2>&1; then echo IDENTICAL; else echo DIFFERENT; head -40 $work/diff.txt; echo "files compared: $(find $work/new -type f | wc -l)"; exit 1; fi
echo "files compared: $(find $work/new -type f | wc -l)"
