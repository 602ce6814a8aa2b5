#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The fleet case on one machine, with a real nginx (WebDAV PUT) on loopback as the remote cache,
# over the benchmark corpus (bench/gen.py: 72 IR kernels, 4 HIP sources, 2 targets):
#   cold          an empty local cache and no remote
#   cold+upload   an empty local cache and an empty remote (what the first CI runner pays)
#   second        another checkout path, an empty local cache, the warm remote (a second machine)
#   local warm    the same again with its now warm local cache (new output directory)
#   dead remote   an empty local cache and a remote that refuses connections
#   hung remote   an empty local cache and a remote that accepts connections and never answers
#   far second    the second machine with the warm remote 20 ms away (a Python server adding 20 ms
#                 to each answer, serving nginx's files): what round trips cost on a real network
# Prints each figure (median of RUNS runs), the ratios to cold, and the bytes the remote holds.
#   bash bench/fleet.sh [KILN] [RUNS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiln="$(realpath "${1:-$root/build/kiln}")"
runs="${2:-3}"
jobs="$(nproc)"
work="$(mktemp -d /tmp/kiln-fleet-XXXXXX)"
nginx_pid=""
hung_pid=""
far_pid=""
trap '[ -z "$nginx_pid" ] || kill "$nginx_pid" 2>/dev/null; [ -z "$hung_pid" ] || kill "$hung_pid" 2>/dev/null; [ -z "$far_pid" ] || kill "$far_pid" 2>/dev/null; rm -rf "$work"' EXIT
python3 "$root/bench/gen.py" "$work/a" /usr/lib/llvm-22/bin
mkdir -p "$work/elsewhere/deeper" && cp -r "$work/a" "$work/elsewhere/deeper/b"
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port="$(free_port)"
n="$work/nginx"
mkdir -p "$n/root/kiln" "$n/body"
cat > "$n/nginx.conf" <<CONF
daemon off; master_process off; worker_processes 1; pid $n/nginx.pid; error_log $n/error.log;
events { worker_connections 256; }
http {
  access_log off; client_body_temp_path $n/body;
  proxy_temp_path $n/body; fastcgi_temp_path $n/body; uwsgi_temp_path $n/body; scgi_temp_path $n/body;
  server { listen 127.0.0.1:$port; root $n/root; client_max_body_size 1g;
           location /kiln/ { dav_methods PUT; create_full_put_path on; } }
}
CONF
"$(command -v nginx || echo /usr/sbin/nginx)" -p "$n" -c "$n/nginx.conf" &
nginx_pid=$!
sleep 0.5
url="http://127.0.0.1:$port/kiln"
dead="http://127.0.0.1:$(free_port)/kiln"
hung_port="$(free_port)"
python3 -c "
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1', $hung_port)); s.listen(256)
held = []
while True:
    held.append(s.accept()[0])
" &
hung_pid=$!
hung="http://127.0.0.1:$hung_port/kiln"
far_port="$(free_port)"
python3 - "$far_port" "$n/root" <<'FAR' &
import http.server, os, sys, time
port, root = int(sys.argv[1]), sys.argv[2]
class Far(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body are two writes: no 40 ms delayed-ACK stall
    def do_GET(self):
        time.sleep(0.020)
        path = os.path.join(root, self.path.lstrip("/"))
        if ".." in self.path or not os.path.isfile(path):
            self.send_response(404); self.send_header("Content-Length", "0"); self.end_headers(); return
        data = open(path, "rb").read()
        self.send_response(200); self.send_header("Content-Length", str(len(data))); self.end_headers()
        self.wfile.write(data)
    def log_message(self, *args): pass
class Server(http.server.ThreadingHTTPServer):
    request_queue_size = 256  # the default 5 drops connections the 16 lookups in flight open
Server(("127.0.0.1", port), Far).serve_forever()
FAR
far_pid=$!
far="http://127.0.0.1:$far_port/kiln|read-only"

now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
timed() { local t0; t0="$(now)"; "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }; awk -v a="$(now)" -v b="$t0" 'BEGIN { printf "%.3f\n", a - b }'; }
build() { "$kiln" build "$1/kiln/kiln.toml" -j "$jobs" --cache "$2" -o "$3" "${@:4}"; }

cold=(); upload=(); second=(); warm=(); deadr=(); hungr=(); farr=()
for r in $(seq "$runs"); do
  rm -rf "$work/c"* "$work/o"* "$n/root/kiln"/*
  cold+=("$(timed build "$work/a" "$work/c0" "$work/o0")")
  upload+=("$(timed build "$work/a" "$work/c1" "$work/o1" --remote-cache "$url")")
  second+=("$(timed build "$work/elsewhere/deeper/b" "$work/c2" "$work/o2" --remote-cache "$url")")
  warm+=("$(timed build "$work/elsewhere/deeper/b" "$work/c2" "$work/o3" --remote-cache "$url")")
  deadr+=("$(timed build "$work/a" "$work/c3" "$work/o4" --remote-cache "$dead")")
  hungr+=("$(timed build "$work/a" "$work/c4" "$work/o5" --remote-cache "$hung")")
  farr+=("$(timed build "$work/elsewhere/deeper/b" "$work/c5" "$work/o6" --remote-cache "$far")")
  cmp "$work/o0/bench.hipfb" "$work/o6/bench.hipfb" || { echo "the far second machine's bundle differs" >&2; exit 1; }
  cmp "$work/o0/bench.hipfb" "$work/o2/bench.hipfb" || { echo "the second machine's bundle differs" >&2; exit 1; }
done
bytes="$(du -sb "$n/root/kiln" | cut -f1)"
files="$(find "$n/root/kiln" -type f | wc -l)"
c="$(median "${cold[@]}")"
ratio() { awk -v a="$1" -v b="$c" 'BEGIN { printf "%.3f", a / b }'; }
printf 'kiln %s, %s jobs, median of %s runs\n' "$("$kiln" --version)" "$jobs" "$runs"
printf '  cold (no remote)       %7.3f s\n' "$c"
printf '  cold + upload          %7.3f s  %sx cold\n' "$(median "${upload[@]}")" "$(ratio "$(median "${upload[@]}")")"
printf '  second machine         %7.3f s  %sx cold\n' "$(median "${second[@]}")" "$(ratio "$(median "${second[@]}")")"
printf '  local warm             %7.3f s  %sx cold\n' "$(median "${warm[@]}")" "$(ratio "$(median "${warm[@]}")")"
printf '  dead remote            %7.3f s  %sx cold\n' "$(median "${deadr[@]}")" "$(ratio "$(median "${deadr[@]}")")"
printf '  hung remote            %7.3f s  %sx cold\n' "$(median "${hungr[@]}")" "$(ratio "$(median "${hungr[@]}")")"
printf '  far second machine     %7.3f s  %sx cold\n' "$(median "${farr[@]}")" "$(ratio "$(median "${farr[@]}")")"
printf '  remote holds %s entries, %s bytes (what the second machine downloads at most)\n' "$files" "$bytes"
