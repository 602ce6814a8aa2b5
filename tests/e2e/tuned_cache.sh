# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Cached means cached with a tuned file too (issue 34, item 1): after `kiln tune --write`, every
# kernel of a build whose inputs did not change comes from the cache, locally and through a remote
# (nginx). Before, the kernels with tuned attributes compiled on every build, on every machine: the
# cache entry's decoder refused the attributes' origin 'tuned' (the remote counted a hit and threw
# it away), and --explain called them a first build.
source "$(dirname "$0")/lib/common.bash"
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT

copy_example m
cat >> "$WORK/m/kiln.toml" <<'TOML'

[kernels.tile_fma.tune]
fn_attrs.amdgpu."amdgpu-waves-per-eu" = ["2", "3"]
block_size = [128, 256]
objective = "occupancy"
TOML
run_kiln tune "$WORK/m/kiln.toml" --write -q --cache "$WORK/tune-cache"
expect_eq "$CODE" 0 "tune --write: $OUT"
grep -q 'amdgpu-waves-per-eu' "$WORK/m/example.tuned.toml" || fail "no tuned attribute: $(cat "$WORK/m/example.tuned.toml")"
run_kiln explain "$WORK/m/kiln.toml" tile_fma --target gfx942
expect_contains "$OUT" "amdgpu-waves-per-eu" "the tuned attribute"
grep -qE 'amdgpu-waves-per-eu +"2" +tuned' <<<"$OUT" || fail "the pick's attribute is not 'tuned': $OUT"

# Local: the second build of unchanged inputs compiles nothing.
rm -rf "$WORK/m/build"
run_kiln build "$WORK/m/kiln.toml" -j2 --cache "$WORK/c1"
expect_eq "$CODE" 0 "first build: $OUT"
total="$(sed -n 's/.*kernels: \([0-9]*\) compiled, 0 from the cache.*/\1/p' <<<"$OUT")"
[ -n "$total" ] && [ "$total" -gt 0 ] || fail "first build: $OUT"
rm -rf "$WORK/m/build"
run_kiln build "$WORK/m/kiln.toml" -j2 --cache "$WORK/c1" --explain
expect_eq "$CODE" 0 "second build: $OUT"
expect_contains "$OUT" "kernels: 0 compiled, $total from the cache" "every kernel from the local cache"
grep -q "^explain:" <<<"$OUT" && fail "a kernel explained as compiled: $OUT"

# Through a remote: one machine uploads, another with an empty local cache compiles nothing.
start_nginx "$WORK/nginx"
url="http://127.0.0.1:$nginx_port/kiln"
rm -rf "$WORK/m/build"
run_kiln build "$WORK/m/kiln.toml" -j2 --cache "$WORK/c2" --remote-cache "$url"
expect_eq "$CODE" 0 "uploading build: $OUT"
rm -rf "$WORK/m/build"
run_kiln build "$WORK/m/kiln.toml" -j2 --cache "$WORK/c3" --remote-cache "$url"
expect_eq "$CODE" 0 "downloading build: $OUT"
expect_contains "$OUT" "kernels: 0 compiled, $total from the cache" "every kernel through the remote"
# Without the outputs and the cache, --explain says what it knows, not "first build".
rm -rf "$WORK/m/build"
run_kiln build "$WORK/m/kiln.toml" -j2 --cache "$WORK/c4" --explain
expect_contains "$OUT" "explain: gfx942 saxpy: no cache entry, and no record of an earlier build of it in this output directory" "no record"
grep -q "first build" <<<"$OUT" && fail "'first build' for a kernel built before: $OUT"
echo "ok"
