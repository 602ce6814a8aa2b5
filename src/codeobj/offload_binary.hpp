// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A strict reader of clang's offload binaries, the `.llvm.offloading` section of host objects that
// clang's new offload driver writes (-fgpu-rdc HIP, OpenMP offload, clang-offload-packager). The
// format is LLVM's OffloadBinary, version 1 (llvm/Object/OffloadBinary.h), little-endian:
//   header, 32 bytes: magic 10 FF 10 AD, u32 version (1), u64 size of this binary, u64 entry
//     offset, u64 entry size (>= 40)
//   entry, 40 bytes: u16 image kind, u16 offload kind, u32 flags, u64 string-table offset, u64
//     string count, u64 image offset, u64 image size
//   string table: count x (u64 key offset, u64 value offset), NUL-terminated strings ("triple",
//     "arch", ...); every offset from the binary's start
// A section holds binaries one after another, each starting 8-aligned. Every offset and size is
// checked against the binary before use. No LLVM.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::codeobj {

enum class ImageKind : std::uint16_t { none, object, bitcode, cubin, fatbinary, ptx, spirv };

struct OffloadImage {
    std::uint16_t image_kind = 0;
    std::uint16_t offload_kind = 0;  // a bit set: 1 OpenMP, 2 CUDA, 4 HIP, 8 SYCL
    std::string triple, arch;        // "amdgcn-amd-amdhsa", "gfx942"
    std::string_view image;
    std::uint64_t offset = 0;  // of the binary, in the section
};

// Every binary of a .llvm.offloading section, or what is wrong and at which offset.
Result<std::vector<OffloadImage>> read_offload_binaries(std::string_view section);

// "object", "LLVM IR", "cubin", "fatbinary", "PTX", "SPIR-V", "image" (none); "kind N" for others.
std::string image_kind_name(std::uint16_t kind);
// "hip", "cuda", "openmp", "sycl" (joined with '+' for several); "none".
std::string offload_kind_name(std::uint16_t kind);

}  // namespace kiln::codeobj
