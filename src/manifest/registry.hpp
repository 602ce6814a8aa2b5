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

// "min,max" or "min" etc.: the integers of a comma-separated list, nullopt when malformed.
std::optional<std::vector<std::int64_t>> parse_int_list(std::string_view value);

}  // namespace kiln::manifest
