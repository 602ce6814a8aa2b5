#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds every kernel of HIP sources with kiln and with clang-22 (`-x hip --cuda-device-only -O3`,
# the same device libraries) and compares each kernel's resources (VGPRs, SGPRs, AGPRs, LDS,
# scratch, spills) and instructions. Kernels without launch bounds get clang's default (1,1024) in
# kiln too. Prints one line per differing kernel and a summary; exit 0 whatever the figures.
#   bash scripts/compare_with_clang.sh [-I DIR]... [-t gfx942] FILE...
# Needs a kiln build (KILN, default build/kiln) and Debian's ROCm device libraries.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="${KILN:-$root/build/kiln}"
tools=/usr/lib/llvm-22/bin
target=gfx942
includes=()
while getopts "I:t:" o; do
  case "$o" in I) includes+=("-I$(realpath "$OPTARG")") ;; t) target="$OPTARG" ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
work="$(mktemp -d /tmp/kiln-compare-XXXXXX)"
trap 'rm -rf "$work"' EXIT

libs=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
mkdir -p "$work/libs"
for f in "$libs"/*.bc; do ln -s "$f" "$work/libs/"; done
isa="${target#gfx}"
if [ ! -e "$work/libs/oclc_isa_version_$isa.bc" ]; then
  layout="$("$tools/clang" -x hip --cuda-device-only --offload-arch="$target" -nogpulib -S -emit-llvm -o - -xc /dev/null |
    sed -n 's/^target datalayout = "\(.*\)"$/\1/p')"
  value=$(( ${isa:0:${#isa}-2} * 1000 + 16#${isa: -2} ))
  printf 'target datalayout = "%s"\ntarget triple = "amdgcn-amd-amdhsa"\n@__oclc_ISA_version = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 %s\n' \
    "$layout" "$value" | "$tools/llvm-as" -o "$work/libs/oclc_isa_version_$isa.bc"
fi
fields=(vgpr_count sgpr_count agpr_count group_segment_fixed_size private_segment_fixed_size vgpr_spill_count sgpr_spill_count)
# notes CO: "symbol field=value ..." per kernel, from the metadata note.
notes() {
  "$tools/llvm-readelf" --notes "$1" | awk '
    function flush() { if (name != "") print name, line; name = ""; line = "" }
    /^  - \./ { flush() }
    /^(  - |    )\.name:/ { name = $NF }
    /^(  - |    )\.(vgpr_count|sgpr_count|agpr_count|group_segment_fixed_size|private_segment_fixed_size|vgpr_spill_count|sgpr_spill_count|max_flat_workgroup_size):/ {
      f = $1; sub(/^- /, "", f); sub(/^\./, "", f); sub(/:$/, "", f); line = line " " f "=" $NF }
    END { flush() }'
}
code() { "$tools/llvm-objdump" -d --no-show-raw-insn "$1" | awk -v k="<$2>:" '$0 ~ k { on = 1; next } on { sub(/[ \t]*\/\/.*/, ""); print } on && /s_endpgm/ { exit }' |
  awk '/s_getpc_b64/ { n = 2; print; next } n > 0 { sub(/[^ ,]+$/, "<pc>"); n-- } { print }'; }

files=0 built=0 kernels=0 same=0 same_code=0 clang_failed=0 kiln_failed=0
for src in "$@"; do
  files=$((files + 1))
  name="f$files"
  dir="$(dirname "$(realpath "$src")")"
  if ! "$tools/clang" -x hip --cuda-device-only --offload-arch="$target" -O3 -mcode-object-version=5 --no-gpu-bundle-output \
      --rocm-device-lib-path="$work/libs" -D__AMDGCN_WAVEFRONT_SIZE=64 -Xclang -mlink-builtin-bitcode -Xclang "$work/libs/hip.bc" \
      -Xclang -mlink-builtin-bitcode -Xclang "$work/libs/oclc_daz_opt_off.bc" -I"$dir" "${includes[@]}" \
      -c "$src" -o "$work/$name.clang.co" 2>"$work/$name.clang.err"; then
    clang_failed=$((clang_failed + 1)); continue
  fi
  notes "$work/$name.clang.co" >"$work/$name.clang.notes"
  [ -s "$work/$name.clang.notes" ] || continue
  built=$((built + 1))
  {
    printf '[bundle]\nname = "%s"\ntargets = ["%s"]\n\n[defaults]\nsource = "%s"\nlanguage = "hip"\nblock_size = 64\ninclude_dirs = [%s]\n' \
      "$name" "$target" "$(realpath "$src")" "$(printf '"%s",' "$dir" "${includes[@]#-I}" | sed 's/,$//')"
    i=0
    while read -r sym rest; do
      printf '\n[kernels.k%d]\nsymbol = "%s"\n' "$i" "$sym"
      grep -q "max_flat_workgroup_size=1024" <<<"$rest" && printf 'fn_attrs.amdgpu = { "amdgpu-flat-work-group-size" = "1,1024" }\n'
      i=$((i + 1))
    done <"$work/$name.clang.notes"
  } >"$work/$name.toml"
  if ! "$kiln" build "$work/$name.toml" --no-cache -o "$work/$name.out" -q >"$work/$name.kiln.err" 2>&1; then
    kiln_failed=$((kiln_failed + 1)); echo "kiln failed on $src: $(head -3 "$work/$name.kiln.err")"; continue
  fi
  "$tools/clang-offload-bundler" --unbundle -type=o -input="$work/$name.out/$name.hipfb" \
    -targets="hipv4-amdgcn-amd-amdhsa--$target" -output="$work/$name.kiln.co"
  notes "$work/$name.kiln.co" >"$work/$name.kiln.notes"
  i=0
  while read -r sym rest; do
    kernels=$((kernels + 1))
    a="$(grep "^k$i " "$work/$name.kiln.notes" | cut -d' ' -f2- | tr ' ' '\n' | grep -v max_flat | sort | tr '\n' ' ')"
    b="$(tr ' ' '\n' <<<"$rest" | grep -v max_flat | grep . | sort | tr '\n' ' ')"
    if [ "$a" == " $b" ] || [ "$a" == "$b" ]; then
      same=$((same + 1))
      [ "$(code "$work/$name.kiln.co" "k$i" | sed 1d)" == "$(code "$work/$name.clang.co" "$sym" | sed 1d)" ] && same_code=$((same_code + 1))
    else
      echo "differs: $src $sym: kiln$a| clang $b"
    fi
    i=$((i + 1))
  done <"$work/$name.clang.notes"
done
echo "files: $files, built by clang: $built (failed: $clang_failed), kiln failed: $kiln_failed"
echo "kernels: $kernels; resources equal: $same; instructions equal too: $same_code"
