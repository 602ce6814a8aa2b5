# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Finds kiln's build dependencies (Debian 12 packages; scripts/setup.sh installs them).
# LLVM's config matches major.minor, so "22" alone would fail.
find_package(LLVM 22.1 REQUIRED CONFIG)
find_package(LLD REQUIRED CONFIG HINTS "${LLVM_LIBRARY_DIR}/cmake/lld")
find_package(tomlplusplus REQUIRED CONFIG)
find_package(ZLIB REQUIRED)
find_package(CURL REQUIRED)
find_package(OpenSSL REQUIRED COMPONENTS Crypto)
find_library(KILN_HIREDIS_LIBRARY NAMES hiredis REQUIRED)
find_library(KILN_ZSTD_LIBRARY NAMES zstd REQUIRED)
message(STATUS "kiln: LLVM ${LLVM_PACKAGE_VERSION} in ${LLVM_INSTALL_PREFIX}")

# Tools the tests use as independent checks.
find_program(KILN_OFFLOAD_BUNDLER clang-offload-bundler-22 HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_READELF llvm-readelf-22 NAMES llvm-readelf HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_OBJDUMP llvm-objdump-22 NAMES llvm-objdump HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_LLC llc-22 NAMES llc HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_LLVM_AS llvm-as-22 NAMES llvm-as HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_OBJCOPY llvm-objcopy-22 NAMES llvm-objcopy HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_LLVM_MC llvm-mc-22 NAMES llvm-mc HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(KILN_LD_LLD ld.lld-22 NAMES ld.lld HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)

# Modules that use LLVM link the shared libLLVM and see its headers as system headers.
add_library(kiln_llvm INTERFACE)
target_include_directories(kiln_llvm SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
separate_arguments(_kiln_llvm_defs UNIX_COMMAND "${LLVM_DEFINITIONS}")
target_compile_options(kiln_llvm INTERFACE ${_kiln_llvm_defs})
target_link_libraries(kiln_llvm INTERFACE LLVM)
