// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// NVIDIA's row of the fn_attrs registry (manifest/registry_rows.hpp). Compiled into kiln_manifest
// (src/manifest/CMakeLists.txt).
#include <algorithm>

#include "manifest/registry_rows.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_nvptx_attrs[] = {"nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm",
                                              "nvvm.maxnreg", "nvvm.cluster_dim", "nvvm.maxclusterrank"};

// NVPTX (LLVM 22 checks none of these; NVIDIA.md): dimensions "x[,y[,z]]", ptxas's ranges.
std::optional<Rejection> check_nvptx(std::string_view name, std::string_view value, const AttrContext& c) {
    const bool single = name == "nvvm.minctasm" || name == "nvvm.maxnreg" || name == "nvvm.maxclusterrank";
    if (auto why = not_plain_decimal(value, single)) return Rejection{*why, false};
    auto ints = parse_int_list(value);
    const bool cluster = name == "nvvm.cluster_dim" || name == "nvvm.maxclusterrank";
    if (cluster && !c.limits.clusters)
        return Rejection{"thread block clusters need sm_90 or later; LLVM would drop the attribute without a word"};
    if (single) {
        if (!ints || ints->size() != 1) return form("one integer");
        const std::int64_t v = ints->front();
        if (name == "nvvm.maxnreg") {
            if (v < c.limits.min_registers || v > c.limits.max_registers)
                return Rejection{"must be in " + range(c.limits.min_registers, c.limits.max_registers) +
                                 " (ptxas raises smaller values and ignores larger ones)"};
            return std::nullopt;
        }
        if (name == "nvvm.maxclusterrank") {
            if (v < 1 || v > 8) return Rejection{"must be in 1..8 (the portable cluster size)"};
            return std::nullopt;
        }
        // nvvm.minctasm: ptxas ignores it when the blocks, or their threads, do not fit one SM.
        if (v < 1 || v > c.limits.max_blocks_per_sm)
            return Rejection{"must be in " + range(1, c.limits.max_blocks_per_sm) + " (the blocks one SM holds)"};
        if (v * c.max_flat_workgroup_size > c.limits.max_threads_per_sm)
            return Rejection{std::to_string(v) + " blocks of up to " + std::to_string(c.max_flat_workgroup_size) + " threads exceed the " +
                             std::to_string(c.limits.max_threads_per_sm) + " threads of an SM; ptxas would ignore it"};
        return std::nullopt;
    }
    if (!ints || ints->empty() || ints->size() > 3) return form("\"x[,y[,z]]\" (positive integers)");
    std::int64_t product = 1;
    for (auto n : *ints) {
        if (n < 1 || n > 1024) return Rejection{"each dimension must be in 1..1024", false};
        product *= n;
    }
    if (name == "nvvm.cluster_dim") {
        if (product > 8) return Rejection{"a cluster of " + std::to_string(product) + " blocks exceeds the portable maximum of 8"};
        return std::nullopt;
    }
    if (product > c.limits.max_workgroup_size)
        return Rejection{std::to_string(product) + " threads exceed the " + std::to_string(c.limits.max_workgroup_size) + " of a block", false};
    if (name == "nvvm.reqntid" && product != c.block_size)
        return Rejection{"block_size " + std::to_string(c.block_size) + " differs from the " + std::to_string(product) +
                             " threads it requires; the launch would fail",
                         false};
    if (name == "nvvm.maxntid" && product < c.block_size)
        return Rejection{"block_size " + std::to_string(c.block_size) + " exceeds its " + std::to_string(product) +
                             " threads; the launch would fail",
                         false};
    return std::nullopt;
}

std::vector<NamedValue> nvptx_block_size_attrs(std::int64_t block_size) { return {{"nvvm.maxntid", std::to_string(block_size)}}; }

NamedValue nvptx_intent(const IntentContext& in) { return {"nvvm.minctasm", std::to_string(in.blocks)}; }

std::optional<std::int64_t> nvptx_max_block(const ResolvedKernel& k) {
    // The block the kernel is bounded to (reqntid, else maxntid), as the product of its dimensions.
    for (const char* name : {"nvvm.reqntid", "nvvm.maxntid"}) {
        const ResolvedAttr* a = k.find_attr("nvptx", name);
        auto v = a ? parse_int_list(a->value) : std::nullopt;
        if (!v || v->empty() || v->size() > 3) continue;
        std::int64_t product = 1;
        for (auto n : *v) product *= std::clamp<std::int64_t>(n, 0, 1024);
        return product;
    }
    return std::nullopt;
}

std::optional<std::string> nvptx_intent_problem(const ResolvedAttr& a, const ResolvedKernel& k, const TargetLimits& limits,
                                                std::int64_t max_block) {
    const std::int64_t blocks = std::stoll(a.value);
    if (blocks <= limits.max_blocks_per_sm && blocks * max_block <= limits.max_threads_per_sm) return std::nullopt;
    return "min_blocks_per_cu = " + a.value + " cannot be resident on " + k.target_id + ": an SM holds " +
           std::to_string(limits.max_blocks_per_sm) + " blocks and " + std::to_string(limits.max_threads_per_sm) +
           " threads, and a block has up to " + std::to_string(max_block);
}

}  // namespace

const Table k_nvptx_table = {"nvptx", k_nvptx_attrs, check_nvptx, nvptx_block_size_attrs, nvptx_intent, nvptx_max_block,
                             nvptx_intent_problem};

}  // namespace kiln::manifest
