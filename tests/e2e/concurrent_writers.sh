# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Concurrent read-modify-writes keep every writer's change (issue 34, items 2b and 7): four
# `kiln tune --write` of different kernels at once leave all four picks in NAME.tuned.toml, four
# `kiln cache config KEY VALUE` at once all four settings; a temporary that a killed writer left
# beside the manifest is removed by the next write. Before, 2 or 4 of 6 tables were left (every run
# printing "wrote ...") and 3 of 4 settings, and a killed writer's temporary stayed for good.
source "$(dirname "$0")/lib/common.bash"

P="$WORK/p"
mkdir -p "$P"
{
  printf '[bundle]\nname = "cw"\ntargets = ["gfx942"]\n\n[defaults]\nblock_size = 64\n'
  for k in k1 k2 k3 k4; do
    printf 'define amdgpu_kernel void @%s(ptr addrspace(1) %%p) {\n  store float 1.0, ptr addrspace(1) %%p\n  ret void\n}\n' "$k" > "$P/$k.ll"
    printf '\n[kernels.%s]\nsource = "%s.ll"\n\n[kernels.%s.tune]\nblock_size = [128, 256]\n' "$k" "$k" "$k"
  done
} > "$P/kiln.toml"
# A temporary of a writer that is gone (no process has pid 4194304: above pid_max's limit).
touch "$P/cw.tuned.toml.tmp.4194304.0"
picks() { python3 -c 'import sys, tomllib; d = tomllib.load(open(sys.argv[1], "rb")); print(" ".join(sorted(k for k in d if k.startswith("k"))))' "$1"; }
for round in 1 2 3; do
  rm -f "$P/cw.tuned.toml"
  pids=()
  for k in k1 k2 k3 k4; do
    "$KILN" tune "$P/kiln.toml" "$k" --write -q > "$WORK/$k.log" 2>&1 &
    pids+=($!)
  done
  for i in 0 1 2 3; do wait "${pids[$i]}" || fail "round $round: tune k$((i + 1)): $(cat "$WORK/k$((i + 1)).log")"; done
  expect_eq "$(picks "$P/cw.tuned.toml")" "k1 k2 k3 k4" "round $round: every kernel's pick in cw.tuned.toml: $(cat "$P/cw.tuned.toml")"
done
[ -e "$P/cw.tuned.toml.tmp.4194304.0" ] && fail "a dead writer's temporary stayed beside the manifest"
ls "$P" | grep -q '\.tmp\.' && fail "temporaries left: $(ls "$P")"

export KILN_CONFIG="$WORK/kiln.conf"
for round in 1 2 3; do
  rm -f "$KILN_CONFIG"
  pids=()
  for kv in "max_size 7G" "compression_level 3" "remote_timeout 900" "read_only true"; do
    # shellcheck disable=SC2086
    "$KILN" cache config $kv > /dev/null 2>&1 &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || fail "round $round: a cache config writer failed"; done
  for kv in "max_size = 7G" "compression_level = 3" "remote_timeout = 900" "read_only = true"; do
    grep -qxF "$kv" "$KILN_CONFIG" || fail "round $round: '$kv' lost: $(cat "$KILN_CONFIG")"
  done
done
echo "ok"
