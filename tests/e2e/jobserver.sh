# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Under make -jN, kiln takes part in GNU make's jobserver (issue 33, item 11; docs/cli.md): given a
# token pipe (--jobserver-auth=R,W, make 4.3's) or fifo (fifo:PATH, make 4.4's) holding K tokens,
# kiln -j8 takes tokens while it compiles (the pipe runs dry: it ran K+1 jobs at once, no more) and
# gives every one back; with no token it still builds, one job at a time (the implicit token). Then
# real GNU make: a rule marked '+' gets the pipe, and --time-report says kiln is bounded by it; a
# plain rule does not (make 4.3 passes the pipe to recursive commands only), and kiln says why.
source "$(dirname "$0")/lib/common.bash"

mkdir -p "$WORK/p"
cd "$WORK/p"
{
  echo 'target triple = "amdgcn-amd-amdhsa"'
  for i in $(seq 1 16); do
    cat <<LL
define amdgpu_kernel void @k$i(ptr addrspace(1) %p, float %s) {
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, $i.0
  %a = fadd float %m, %s
  store float %a, ptr addrspace(1) %p
  ret void
}
LL
  done
} > k.ll
cat > kiln.toml <<'TOML'
[bundle]
name = "js"
targets = ["gfx942", "gfx90a"]

[kernels.all]
source = "k.ll"
symbol = "*"
TOML

python3 - "$KILN" <<'PY'
import fcntl, os, struct, subprocess, sys, termios, time, shutil
kiln = sys.argv[1]

def available(fd):
    return struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0]

def build(tokens, style):
    shutil.rmtree("build", ignore_errors=True)
    if style == "pipe":
        r, w = os.pipe()
        flags, fds, watch = f" -j{tokens + 1} --jobserver-auth={r},{w}", (r, w), r
    else:
        path = os.path.abspath("fifo")
        if not os.path.exists(path):
            os.mkfifo(path)
        watch = os.open(path, os.O_RDWR)  # holds the fifo open, as make does
        w = watch
        flags, fds = f" -j{tokens + 1} --jobserver-auth=fifo:{path}", ()
    os.write(w, b"+" * tokens)
    env = dict(os.environ, MAKEFLAGS=flags)
    p = subprocess.Popen([kiln, "build", "kiln.toml", "--no-cache", "-j8", "--time-report"], env=env, pass_fds=fds,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    least = tokens
    while p.poll() is None:
        least = min(least, available(watch))
        time.sleep(0.0005)
    out = p.stdout.read()
    if p.returncode != 0:
        sys.exit(f"FAIL: build with {tokens} tokens ({style}): {out}")
    back = available(watch)
    if back != tokens:
        sys.exit(f"FAIL: {tokens} tokens given ({style}), {back} back after the build:\n{out}")
    if tokens and least != 0:
        sys.exit(f"FAIL: kiln -j8 never took all {tokens} tokens ({style}; fewest left {least}):\n{out}")
    want = "jobs: bounded by make's jobserver (" + ("pipe" if style == "pipe" else "fifo")
    if want not in out:
        sys.exit(f"FAIL: --time-report does not say '{want}':\n{out}")

for tokens, style in ((1, "pipe"), (3, "pipe"), (0, "pipe"), (2, "fifo")):
    build(tokens, style)
print("protocol ok")
PY

# Real GNU make 4.x: '+' passes the pipe; a plain rule does not (make 4.3) or passes its fifo (4.4).
command -v make > /dev/null || { echo "no GNU make"; exit 77; }
cat > Makefile <<MK
all: plus plain
plus:
	+@"$KILN" build kiln.toml -o out-plus --no-cache --time-report > plus.log 2>&1
plain:
	@"$KILN" build kiln.toml -o out-plain --no-cache --time-report > plain.log 2>&1
MK
make -j3 > make.log 2>&1 || fail "make -j3: $(cat make.log plus.log plain.log)"
expect_contains "$(cat plus.log)" "jobs: bounded by make's jobserver" "a '+' rule"
version="$(make --version)"  # not through head: make would die of SIGPIPE, and pipefail fail the test
version="${version%%$'\n'*}"
if [[ "$version" == "GNU Make 4.3"* || "$version" == "GNU Make 4.2"* ]]; then
  expect_contains "$(cat plain.log)" "jobs: not bounded by make's jobserver: make's jobserver pipe" "a plain rule under $version"
  expect_contains "$(cat plain.log)" "is not open in this process: make passes it only to recursive commands" "the reason"
fi
echo "ok"
