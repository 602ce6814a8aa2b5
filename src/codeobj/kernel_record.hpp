// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What kiln knows about one compiled kernel and one code object: the AMDHSA resources, the launch
// configuration, HIP's occupancy and the hardware estimate, the resolved attributes and the
// expectations. Plain data (no LLVM), written into each code object's .kiln section (format in
// docs/metadata.md) and read back by `kiln inspect` and `kiln check`.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <kiln/occupancy.hpp>

#include "codeobj/code_object.hpp"

namespace kiln::codeobj {

// Version of the .kiln section's format; bump on every change (docs/metadata.md). 2 added
// "prebuilt" and each kernel's "object_name" (a code object built elsewhere, docs/prebuilt.md); 3
// each kernel's "settings". kiln reads 1 to 3.
inline constexpr int k_metadata_version = 3;
inline constexpr const char* k_metadata_section = ".kiln";

struct AttrRecord {
    std::string backend;
    std::string name;
    std::string value;
    std::string origin;       // builtin, defaults, kernel, kernel.target, source, intent
    std::uint32_t line = 0;   // in the manifest; 0 when not from the manifest
    std::uint32_t column = 0;
};

struct ExpectRecord {
    std::optional<std::int64_t> min_blocks_per_cu, max_vgprs, max_sgprs, max_spills, max_scratch;
    bool empty() const { return !min_blocks_per_cu && !max_vgprs && !max_sgprs && !max_spills && !max_scratch; }
};

struct OccupancyRecord {
    std::string source;  // "hip-model 6.4" or "hip-runtime"
    int blocks_per_cu = 0;
    int waves_per_simd = 0;
    occupancy::Limiter limiter = occupancy::Limiter::none;
    occupancy::NextStep next;
};

// The instructions of a kernel's loops (its whole body where it has none), as kiln's speed
// estimate reads them (occupancy::estimated_time): multiply-adds (FMA, MMA), loads from shared memory
// (LDS) and from global memory. Known where the backend reads its code (NVIDIA: the PTX kiln
// compiled); not written to the .kiln section.
struct InstructionMix {
    bool known = false;
    std::int64_t fma = 0, shared_loads = 0, global_loads = 0;
    // The most bytes a thread loads from global memory in one iteration of one of those loops (its
    // loads in flight, where they do not wait on each other), and how many of the loops load from
    // global memory (passes over the data: 2 or more re-read it).
    std::int64_t load_bytes = 0, passes = 0;
};

struct KernelRecord {
    KernelInfo resources;  // its name the manifest's
    // The kernel's name in the code object where it is another (a code object built elsewhere keeps
    // its own symbols); empty otherwise.
    std::string object_name;
    std::int64_t block_size = 0;
    std::int64_t dynamic_lds = 0;
    // NVIDIA launch settings: carveout percent and the raised MAX_DYNAMIC_SHARED_SIZE_BYTES; -1:
    // the driver's default carveout, and the maximum raised to dynamic_lds when above 48 KiB.
    std::int64_t shared_carveout = -1, max_dynamic_lds = -1;
    occupancy::Profile profile = occupancy::Profile::v6_4;
    OccupancyRecord hip;
    OccupancyRecord hardware;  // the "hardware estimate"; never mixed with hip
    std::vector<std::pair<int, int>> blocks_by_block_size;  // (block size, blocks per CU), 64.. max flat
    std::vector<AttrRecord> attrs;
    // The compile settings the manifest gives (not built-in), by key, as text: ("defines", "N=4 M=2").
    std::vector<std::pair<std::string, std::string>> settings;
    ExpectRecord expect;
    InstructionMix mix;  // of a kernel kiln compiled in this build
};

struct CodeObjectRecord {
    int version = k_metadata_version;
    std::string kiln_version;
    std::string llvm_version;
    std::string target;  // target ID, "gfx942:xnack-"
    std::vector<KernelRecord> kernels;
    // The code object was built elsewhere and packaged as it is (docs/prebuilt.md): its record is in
    // the bundle's host entry, lists the manifest's kernels (the object may hold others), and
    // llvm_version is empty.
    bool prebuilt = false;
};

}  // namespace kiln::codeobj
