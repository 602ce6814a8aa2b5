# Shared helpers for the end-to-end tests. CTest sets KILN, KILN_SOURCE_DIR, BUNDLER and READELF.
set -euo pipefail
: "${KILN:?}" "${KILN_SOURCE_DIR:?}" "${BUNDLER:?}" "${READELF:?}"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/kiln-e2e-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
# Each test its own cache: entries do not depend on the checkout path (docs/cache.md), so a cache
# shared between tests, or kept from an earlier run, would turn one test's first build into hits
# of another's.
export KILN_CACHE_DIR="$WORK/cache"
EXAMPLE="$KILN_SOURCE_DIR/manifests/example"
DATA="$KILN_SOURCE_DIR/tests/data"

fail() { echo "FAIL: $*" >&2; exit 1; }
expect_eq() { [ "$1" == "$2" ] || fail "$3: expected '$2', got '$1'"; }
expect_contains() { grep -qF -- "$2" <<<"$1" || fail "$3: expected to find '$2' in:"$'\n'"$1"; }

# free_port: a TCP port on loopback that nothing listens on (for the servers the tests start).
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# wait_port PORT WHAT: waits up to 5 s for something to listen on loopback PORT.
wait_port() {
  for _ in $(seq 100); do
    python3 -c "import socket; socket.create_connection(('127.0.0.1', $1), 0.1)" 2>/dev/null && return 0
    sleep 0.05
  done
  fail "$2 did not start"
}

# start_nginx DIR [CONF-LINES]: a real nginx (Debian's nginx-light) on a free loopback port, its
# files in DIR, serving DIR/root with WebDAV PUT under /kiln/ (kiln's remote cache) and
# CONF-LINES in its server block. Sets nginx_port; its pid is added to the array `pids`, which
# the caller's EXIT trap kills.
start_nginx() {
  local n="$1" bin
  bin="$(command -v nginx || echo /usr/sbin/nginx)"
  [ -x "$bin" ] || fail "no nginx (scripts/setup.sh installs nginx-light)"
  mkdir -p "$n/root/kiln" "$n/body"
  nginx_port="$(free_port)"
  cat > "$n/nginx.conf" <<CONF
daemon off;
master_process off;
worker_processes 1;
pid $n/nginx.pid;
error_log $n/error.log;
events { worker_connections 64; }
http {
  access_log $n/access.log;
  client_body_temp_path $n/body;
  proxy_temp_path $n/body; fastcgi_temp_path $n/body; uwsgi_temp_path $n/body; scgi_temp_path $n/body;
  server {
    listen 127.0.0.1:$nginx_port;
    root $n/root;
    client_max_body_size 1g;
    location /kiln/ { dav_methods PUT; create_full_put_path on; }
    ${2:-}
  }
}
CONF
  "$bin" -p "$n" -c "$n/nginx.conf" > "$n/stdout" 2>&1 &
  pids+=($!)
  wait_port "$nginx_port" "nginx ($(cat "$n/error.log" "$n/stdout" 2>/dev/null))"
}

# run_kiln ARGS...: runs kiln, keeping its output (stdout and stderr) in OUT and its exit code in CODE.
run_kiln() { set +e; OUT="$("$KILN" "$@" 2>&1)"; CODE=$?; set -e; }

# Copies the example manifest and its kernels into $WORK/NAME, for tests that edit them.
copy_example() { mkdir -p "$WORK/$1" && cp -r "$EXAMPLE/kiln.toml" "$EXAMPLE/kernels" "$WORK/$1/"; }

# unbundle BUNDLE TARGET-ID OUT: extracts one code object with clang-offload-bundler.
unbundle() {
  "$BUNDLER" --unbundle -type=o -input="$1" -targets="hipv4-amdgcn-amd-amdhsa--$2" -output="$3"
}

# note_field CODE-OBJECT KERNEL FIELD: a kernel's field (".vgpr_count" without the dot) from the
# AMDHSA metadata note, as llvm-readelf prints it. A kernel's map starts at "  - ."; its own keys
# are indented four spaces, its arguments' deeper.
# llvm-readelf's notes of each content are read once (a test asks for many fields of one object).
note_field() {
  local notes hash
  read -r hash _ < <(sha256sum <"$1")
  notes="$WORK/.notes-$hash"
  [ -f "$notes" ] || { "$READELF" --notes "$1" >"$notes.tmp" && mv "$notes.tmp" "$notes"; }
  awk -v k="$2" -v f="$3" '
    function flush() { if (name == k && val != "") { print val; found = 1 } name = ""; val = "" }
    /^  - \./ || /^[a-z]/ { flush() }
    /^(  - |    )\.name:/ { name = $NF }
    $0 ~ "^(  - |    )\\." f ":" { val = $NF }
    END { flush() }' "$notes"
}

# metadata_notes CODE-OBJECT: how many NT_AMDGPU_METADATA notes llvm-readelf finds.
metadata_notes() { "$READELF" --notes "$1" | grep -c "NT_AMDGPU_METADATA" || true; }

# hip_include_dir: the directory holding hip/hip_runtime_api.h (Debian's HIP headers, or a ROCm's).
hip_include_dir() { dirname "$(dirname "$(find /usr/include /opt/rocm/include -name hip_runtime_api.h -path '*hip/*' 2>/dev/null | head -1)")"; }

# kernel_code KERNEL <<<DISASSEMBLY: a kernel's instructions up to s_endpgm, from llvm-objdump -d,
# without the address and encoding comments (they, and the padding after, depend on its place).
kernel_code() { awk -v k="<$1>:" '$0 ~ k { on = 1; next } on { sub(/[ \t]*\/\/.*/, ""); print } on && /s_endpgm/ { exit }'; }

# consumer_tests_pass BUILD-DIR WHAT: examples/consumer's ctest passes, its four occupancy tests
# among the passed; the output stays in TESTS.
consumer_tests_pass() {
  local code
  set +e; TESTS="$(ctest --test-dir "$1" 2>&1)"; code=$?; set -e
  expect_eq "$code" 0 "$2 tests: $TESTS"
  for t in ops.saxpy.gfx942 ops.tile.gfx942 ops.saxpy.gfx950 ops.tile.gfx950; do
    grep -q " $t .* Passed" <<<"$TESTS" || fail "$2: occupancy test $t missing or not passed: $TESTS"
  done
}

# find_ptxas: the ptxas kiln finds by default ($CUDA_PATH, PATH, /usr/local/cuda,
# /usr/lib/nvidia-cuda-toolkit, /opt/kiln/cuda: src/cuda/toolkit.cpp), for by-hand cross-checks.
find_ptxas() {
  local p
  for p in "${CUDA_PATH:-/nonexistent}/bin/ptxas" "$(command -v ptxas || true)" /usr/local/cuda/bin/ptxas \
           /usr/lib/nvidia-cuda-toolkit/bin/ptxas /opt/kiln/cuda/bin/ptxas; do
    [ -n "$p" ] && [ -x "$p" ] && { echo "$p"; return; }
  done
  fail "no ptxas (scripts/setup.sh unpacks Debian's CUDA into /opt/kiln/cuda)"
}

# spy_ptxas PTXAS DIR: a toolkit root DIR for --cuda-path whose bin/ptxas runs PTXAS and keeps the
# PTX it was given (kiln passes it as /proc/self/fd/3) in DIR/given.ptx.
# every_ptxas: each distinct ptxas on this machine (find_ptxas's first, then the toolkits kiln
# looks in), by real path, one a line.
every_ptxas() {
  local p seen=""
  for p in "$(find_ptxas)" /usr/local/cuda/bin/ptxas /opt/kiln/cuda/bin/ptxas /usr/lib/nvidia-cuda-toolkit/bin/ptxas; do
    [ -x "$p" ] || continue
    p="$(readlink -f "$p")"
    grep -qxF "$p" <<<"$seen" && continue
    seen+="$p"$'\n'
    echo "$p"
  done
}

spy_ptxas() {
  mkdir -p "$2/bin"
  printf '#!/bin/bash\nfor a in "$@"; do [ "$a" = /proc/self/fd/3 ] && cat "$a" > %q/given.ptx; done\nexec %q "$@"\n' \
    "$2" "$1" > "$2/bin/ptxas"
  chmod +x "$2/bin/ptxas"
}

# kernel_field TARGET KERNEL PATH <<<JSON: a kernel's value from kiln's JSON (inspect --json,
# NAME.json: the records' kernel objects), PATH dotted: resources.registers, occupancy.limiter.
kernel_field() {
  python3 -c '
import json, sys
d = json.load(sys.stdin)
v = [k for t in d["targets"] if t["target"] == sys.argv[1] for k in t["kernels"] if k["name"] == sys.argv[2]][0]
for part in sys.argv[3].split("."):
    v = v[part]
print(v)' "$@"
}
