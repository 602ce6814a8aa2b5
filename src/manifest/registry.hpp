// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The fn_attrs registry: which backends and attributes a manifest may name, and what values each
// attribute accepts on a given target. LLVM silently ignores a well-formed but out-of-range value
// and the kernel quietly runs untuned; kiln checks values too.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "manifest/target_limits.hpp"

namespace kiln::manifest {

std::span<const std::string_view> known_backends();
// Attributes of a backend; empty for an unknown backend.
std::span<const std::string_view> known_attributes(std::string_view backend);

// The values amdgpu-sched-strategy accepts in LLVM 22 (AMDGPUTargetMachine.cpp).
std::span<const std::string_view> sched_strategies();

// What a value check needs to know about the kernel and its target.
struct AttrContext {
    const TargetLimits& limits;
    const std::string& target_id;
    std::int64_t block_size = 0;
    std::int64_t max_flat_workgroup_size = 0;  // the resolved amdgpu-flat-work-group-size maximum; NVIDIA: nvvm.maxntid's product
    bool target_table = false;                 // the value is from [kernels.K.target.ID]: always name the target
};

// Checks one value; returns why it is rejected, e.g. "invalid amdgpu-waves-per-eu '9' for gfx942:
// the minimum must be in 1..8". Unknown attributes are accepted (they were checked at load).
std::optional<std::string> check_attr_value(std::string_view backend, std::string_view name, std::string_view value,
                                            const AttrContext& ctx);

// What kiln sets itself on a kernel, in its target's backend's terms (each backend's row of the
// registry says which attributes; resolve.cpp asks it and never names a backend).
struct NamedValue {
    std::string name, value;
};

// The built-in attributes from the block size, below every layer of the manifest, so the backend
// allocates registers for the block the kernel really launches with: amdgpu-flat-work-group-size
// "B,B" (and uniform-work-group-size) on AMD, nvvm.maxntid "B" on NVIDIA (without it ptxas assumes
// 1024 threads). Empty for an unknown backend.
std::vector<NamedValue> block_size_attrs(std::string_view backend, std::int64_t block_size);

// The portable occupancy intent, min_blocks_per_cu = `blocks`, as the backend's attribute:
// amdgpu-waves-per-eu (the waves per EU that many blocks need), nvvm.minctasm (the blocks). An
// explicit one in the manifest wins (resolve.cpp). Nothing for an unknown backend.
struct IntentContext {
    std::int64_t blocks = 0;
    std::int64_t block_size = 0;
    std::uint32_t simds_per_cu = 0;
    std::uint32_t wavefront_size = 0;
};
std::optional<NamedValue> intent_attr(std::string_view backend, const IntentContext& in);

struct ResolvedKernel;
struct ResolvedAttr;

// The largest block the kernel's resolved attributes of `backend` bound it to (AMD:
// amdgpu-flat-work-group-size's maximum; NVIDIA: nvvm.reqntid's, else nvvm.maxntid's, product of
// dimensions); nothing where they do not say or are malformed (those get their own error).
std::optional<std::int64_t> attrs_max_block(std::string_view backend, const ResolvedKernel& k);

// Why the intent's attribute `a` (intent_attr's) cannot be met on the target: more waves per EU
// than it runs, more blocks or threads than an SM holds with blocks of up to `max_block`; nothing
// when it can.
std::optional<std::string> intent_problem(const ResolvedAttr& a, const ResolvedKernel& k, const TargetLimits& limits,
                                          std::int64_t max_block);

// "min,max" or "min" etc.: the integers of a comma-separated list, nullopt when malformed.
std::optional<std::vector<std::int64_t>> parse_int_list(std::string_view value);

}  // namespace kiln::manifest
