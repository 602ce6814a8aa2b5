#pragma once
// Writes clang-offload-bundler bundles; the layout is described in kiln/runtime/bundle.hpp.
#include <span>
#include <string>
#include <string_view>

namespace kiln::bundle {

// As clang-offload-bundler 22 writes it (normalized triple, empty target ID after the last dash).
inline constexpr std::string_view k_host_id = "host-x86_64-unknown-linux-gnu-";
inline constexpr std::uint64_t k_alignment = 4096;

struct Entry {
    std::string id;
    std::string_view data;
};

// "hipv4-amdgcn-amd-amdhsa--" + target ID.
std::string hip_entry_id(std::string_view target_id);

// Entries are written in the order given, each at a 4096-aligned offset, exactly as
// `clang-offload-bundler -type=o -bundle-align=4096` lays them out.
std::string write_bundle(std::span<const Entry> entries);

}  // namespace kiln::bundle
