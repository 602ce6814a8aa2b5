#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs what kiln needs (Debian 12 packages, see docs/building.md), then configures and
# builds kiln into build/ with CMake and Ninja. Safe to run again: it installs only what is
# missing and rebuilds only what changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packages=(
  g++ cmake ninja-build ccache libgtest-dev libgmock-dev python3 python3-dev pybind11-dev
  llvm-22-dev lld-22 liblld-22-dev clang-22 clang-tools-22 libclang-22-dev libclang-cpp22-dev
  libtomlplusplus-dev libzstd-dev zlib1g-dev libamdhip64-dev libamd-comgr-dev rocm-device-libs libclang-rt-22-dev
  strace fish dpkg-dev file
  chromium
  libcurl4-openssl-dev libhiredis-dev nginx-light redis-server libssl-dev openssl
  libmimalloc-dev
)
missing=()
for p in "${packages[@]}"; do
  [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" == "install ok installed" ]] || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "kiln setup: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  # LLVM 22 comes from bookworm-security, which Debian 12 lists among its sources by default.
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# NVIDIA targets need NVIDIA's ptxas, which kiln runs but may not ship, and CUDA sources the CUDA
# headers; host programs built for HIP's NVIDIA platform need CUDA headers that HIP's NVIDIA headers
# compile with (Debian's HIP 5.2: not CUDA 13's) and the static CUDA runtime. Where either is
# missing ($CUDA_PATH, PATH, /usr/local/cuda, /opt/kiln/cuda: where kiln and its CMake look),
# Debian's non-free CUDA 11.8 provides them, unpacked into /opt/kiln/cuda and nothing else touched:
# bin/ (ptxas, cuobjdump, ...) and nvvm/libdevice from nvidia-cuda-toolkit (84 MB); include/,
# lib/libcudart_static.a and lib/stubs/libcuda.so from nvidia-cuda-dev (774 MB download, 16 MB
# kept). About 70 s, most of it decompressing nvidia-cuda-dev; installing the packages instead
# would pull 57 packages, 5 GB.
have_ptxas() {
  [ -n "${CUDA_PATH:-}" ] && [ -x "$CUDA_PATH/bin/ptxas" ] && return 0
  command -v ptxas >/dev/null || [ -x /usr/local/cuda/bin/ptxas ] || [ -x /opt/kiln/cuda/bin/ptxas ]
}
# A CUDA whose runtime headers are older than 13.0, with libcudart_static.a (examples/CMakeLists.txt).
have_hip_cuda() {
  local d v f
  for d in "${CUDA_PATH:-/nonexistent}" /usr/local/cuda /opt/kiln/cuda; do
    v="$(sed -n 's/^#define CUDART_VERSION *\([0-9]*\).*/\1/p' "$d/include/cuda_runtime_api.h" 2>/dev/null | head -1)"
    [ -n "$v" ] && [ "$v" -lt 13000 ] || continue
    for f in "$d"/lib*/libcudart_static.a "$d"/targets/*/lib/libcudart_static.a; do [ -f "$f" ] && return 0; done
  done
  return 1
}
if ! have_ptxas || ! have_hip_cuda; then
  echo "kiln setup: unpacking Debian's CUDA 11.8 (ptxas, libdevice, headers, static runtime) into /opt/kiln/cuda"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  tmp="$(mktemp -d)"
  sources="$tmp/non-free.sources"
  printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: non-free\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' > "$sources"
  apt_nf=(-o "Dir::Etc::sourcelist=$sources" -o Dir::Etc::sourceparts=- -o APT::Get::List-Cleanup=0)
  $sudo apt-get "${apt_nf[@]}" update -qq
  (cd "$tmp" && $sudo apt-get "${apt_nf[@]}" download -qq nvidia-cuda-toolkit nvidia-cuda-dev 2>/dev/null)
  mkdir -p "$tmp/root"
  dpkg-deb -x "$tmp"/nvidia-cuda-toolkit_*.deb "$tmp/root"
  dpkg-deb --fsys-tarfile "$tmp"/nvidia-cuda-dev_*.deb | tar -x -C "$tmp/root" --wildcards './usr/include/*' \
    ./usr/lib/x86_64-linux-gnu/libcudart_static.a ./usr/lib/x86_64-linux-gnu/stubs/libcuda.so
  $sudo rm -rf /opt/kiln/cuda.new /opt/kiln/cuda.old
  $sudo mkdir -p /opt/kiln/cuda.new/nvvm /opt/kiln/cuda.new/lib/stubs
  $sudo cp -a "$tmp/root/usr/bin" /opt/kiln/cuda.new/bin
  $sudo cp -a "$tmp/root/usr/lib/nvidia-cuda-toolkit/libdevice" /opt/kiln/cuda.new/nvvm/libdevice
  $sudo cp -a "$tmp/root/usr/include" /opt/kiln/cuda.new/include
  $sudo cp -a "$tmp/root/usr/lib/x86_64-linux-gnu/libcudart_static.a" /opt/kiln/cuda.new/lib/
  $sudo cp -a "$tmp/root/usr/lib/x86_64-linux-gnu/stubs/libcuda.so" /opt/kiln/cuda.new/lib/stubs/
  # An earlier, smaller tree of this script's (no lib/) is replaced whole.
  [ -d /opt/kiln/cuda ] && $sudo mv /opt/kiln/cuda /opt/kiln/cuda.old
  $sudo mv /opt/kiln/cuda.new /opt/kiln/cuda
  $sudo rm -rf "$tmp" /opt/kiln/cuda.old
  /opt/kiln/cuda/bin/ptxas --version | tail -1
fi

build="${KILN_BUILD_DIR:-$root/build}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${KILN_BUILD_TYPE:-Release}" >/dev/null
fi
cmake --build "$build"

# `import kiln` (docs/python.md): the python3 on PATH finds build/python through a .pth file in its
# site-packages, as an editable install would (written only when it changed; pointing at this build).
if [ -f "$build/python/kiln/__init__.py" ] && ls "$build"/python/kiln/_kiln.*.so >/dev/null 2>&1; then
  site="$(python3 -c 'import site, sys; print(site.getsitepackages()[0] if hasattr(site, "getsitepackages") else "")' 2>/dev/null || true)"
  if [ -n "$site" ] && [ "$(cat "$site/kiln.pth" 2>/dev/null)" != "$build/python" ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo mkdir -p "$site" && echo "$build/python" | $sudo tee "$site/kiln.pth" >/dev/null
  fi
fi
