// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the fn_attrs registry's rows share (registry.cpp is their switch): a backend's row and the
// value checks' helpers. Each backend's row is in its folder (src/target/<backend>/attributes.cpp,
// compiled into kiln_manifest). Internal to the manifest module.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "manifest/registry.hpp"
#include "manifest/resolve.hpp"

namespace kiln::manifest {

// Each check returns the reason a value is rejected. `form` errors do not depend on the target.
struct Rejection {
    std::string reason;
    bool per_target = true;
};

// "lo..hi".
std::string range(std::int64_t lo, std::int64_t hi);
// A value not of the expected form (the same on every target).
std::optional<Rejection> form(std::string_view expected);
// LLVM reads these integers with StringRef::getAsInteger(0, ...): the radix comes from the text
// ("0x100" hex, "0b1" binary, "0o7" and "0256" octal), list parts are trimmed, single values are not
// (Function::getFnAttributeAsParsedInteger). kiln accepts only what both read the same way: plain
// decimal digits without a leading zero, and spaces only around the parts of a list. Why `value`
// is not such; nothing when it is.
std::optional<std::string> not_plain_decimal(std::string_view value, bool single);

// A backend's row: the attributes a manifest may name, how their values are checked, what kiln
// sets itself, the block they bound a kernel to and what its occupancy intent needs. A new backend
// defines its row in its folder and adds it to registry.cpp's k_tables (src/target/target.hpp's recipe).
struct Table {
    std::string_view backend;  // target::Facts::name
    std::span<const std::string_view> attrs;
    std::optional<Rejection> (*check)(std::string_view name, std::string_view value, const AttrContext& c);
    std::vector<NamedValue> (*block_size_attrs)(std::int64_t block_size);
    NamedValue (*intent)(const IntentContext& in);
    std::optional<std::int64_t> (*max_block)(const ResolvedKernel& k);
    std::optional<std::string> (*intent_problem)(const ResolvedAttr& a, const ResolvedKernel& k, const TargetLimits& limits,
                                                 std::int64_t max_block);
};

extern const Table k_amdgpu_table;  // src/target/amdgpu/attributes.cpp
extern const Table k_nvptx_table;   // src/target/nvptx/attributes.cpp

}  // namespace kiln::manifest
