# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sourced by the tests/device scripts' prepare steps. The GPU machine has no package registry:
# the loader header's compression libraries (static zstd and zlib, with their headers) go along
# under DIR/sys/{include,lib}, where the scripts' compile lines look for them.
# carry_sys_libs DIR
carry_sys_libs() {
  mkdir -p "$1/sys/include" "$1/sys/lib"
  cp -a /usr/include/zstd.h /usr/include/zstd_errors.h /usr/include/zlib.h /usr/include/zconf.h "$1/sys/include/"
  cp -a /usr/lib/x86_64-linux-gnu/libzstd.a /usr/lib/x86_64-linux-gnu/libz.a "$1/sys/lib/"
}
