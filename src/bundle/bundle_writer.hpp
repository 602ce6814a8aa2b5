// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Writes clang-offload-bundler bundles, uncompressed or compressed (CCOB v2/v3, zstd or zlib);
// the formats are described in kiln/runtime/bundle.hpp and docs/bundle.md.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include <kiln/runtime/bundle.hpp>

#include "util/result.hpp"

namespace kiln::bundle {

// As clang-offload-bundler 22 writes it (normalized triple, empty target ID after the last dash).
inline constexpr std::string_view k_host_id = "host-x86_64-unknown-linux-gnu-";
inline constexpr std::uint64_t k_alignment = 4096;
// The HIP runtime reads only this much of an uncompressed bundle to find its header.
inline constexpr std::uint64_t k_max_header = 4096;

struct Entry {
    std::string id;
    std::string_view data;
};

// "hipv4-amdgcn-amd-amdhsa--" + target ID, or "hipv4-nvptx64-nvidia-cuda--" + "sm_NN".
std::string hip_entry_id(std::string_view target_id);

// The section of the host entry that holds the kiln metadata of the NVIDIA entry `entry_id`.
std::string host_metadata_section(std::string_view entry_id);

// The host entry: empty, as hipcc writes it, when no NVIDIA code object needs its metadata
// carried; else a relocatable ELF64 x86-64 object with one non-allocated section per NVIDIA
// entry, host_metadata_section(ID), holding its .kiln JSON (a cubin cannot carry a section of
// kiln's safely: the CUDA driver reads the whole ELF). (entry ID, JSON) pairs, in entry order.
std::string host_entry(std::span<const std::pair<std::string, std::string>> nvidia_metadata);

// Entries are written in the order given, each at a 4096-aligned offset, exactly as
// `clang-offload-bundler -type=o -bundle-align=4096` lays them out. An error when the header
// would not fit in the first 4096 bytes.
Result<std::string> write_bundle(std::span<const Entry> entries);

// The CCOB form of an uncompressed bundle, with clang's default settings (zstd level 3 with
// long-distance matching; zlib level 6).
// Deterministic. An error when version 2's 32-bit sizes cannot hold it.
Result<std::string> compress_bundle(std::string_view raw, runtime::Compression method, int version);

}  // namespace kiln::bundle
