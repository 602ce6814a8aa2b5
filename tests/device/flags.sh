# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sourced by tests/device/h200.sh (and to try the same build on the CPU machine): the compile and
# link flags of a host program for HIP's NVIDIA platform, from what prepare.sh put in $data.
data="${data:-tests/device/data}"
hip_nvidia_cxxflags=(-std=c++17 -O2 -D__HIP_PLATFORM_NVIDIA__ -Iinclude -I"$data/gen" -isystem "$data/hip"
                     -isystem "$data/cuda/include" -isystem "$data/sys/include")
for b in mixed device example devtune; do
  B="$(tr a-z A-Z <<<"$b")"
  hip_nvidia_cxxflags+=("-DKILN_${B}_BUNDLE=\"$data/gen/$b.hipfb\"")
done
hip_nvidia_libs=("$data/cuda/lib/libcudart_static.a" -L"$data/cuda/lib/stubs" -lcuda -ldl -lpthread -lrt
                 "$data/sys/lib/libzstd.a" "$data/sys/lib/libz.a")
