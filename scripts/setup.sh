#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs what kiln needs (Debian 12 packages, see docs/building.md), then configures and
# builds kiln into build/ with CMake and Ninja. Safe to run again: it installs only what is
# missing and rebuilds only what changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packages=(
  g++ cmake ninja-build libgtest-dev libgmock-dev python3
  llvm-22-dev lld-22 liblld-22-dev clang-22 clang-tools-22 libclang-22-dev libclang-cpp22-dev
  libtomlplusplus-dev libzstd-dev zlib1g-dev libamdhip64-dev libamd-comgr-dev rocm-device-libs libclang-rt-22-dev
  strace
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

build="${KILN_BUILD_DIR:-$root/build}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${KILN_BUILD_TYPE:-Release}" >/dev/null
fi
cmake --build "$build"
