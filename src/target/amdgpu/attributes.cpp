// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// AMD's row of the fn_attrs registry (manifest/registry_rows.hpp). Compiled into kiln_manifest
// (src/manifest/CMakeLists.txt). Its value rules follow LLVM 22's AMDGPU backend, which drops a
// value it cannot honour without a word:
//   flat-work-group-size  AMDGPUSubtarget::getFlatWorkGroupSizes: 1 <= min <= max <= 1024
//   waves-per-eu          AMDGPUSubtarget::getEffectiveWavesPerEU: min >= the waves a block of the
//                         maximum flat size needs per EU, min <= max <= max waves per EU
//   agpr-alloc            SIMachineFunctionInfo: AGPRs 0..256
//   num-vgpr / num-sgpr   GCNSubtarget::getMaxNumVGPRs / getMaxNumSGPRs: within the register file
//                         (num-vgpr counts architectural VGPRs; LLVM doubles it for AGPRs)
#include <algorithm>

#include "manifest/registry_rows.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_amdgpu_attrs[] = {
    "amdgpu-flat-work-group-size", "amdgpu-waves-per-eu", "amdgpu-max-num-workgroups",
    "amdgpu-agpr-alloc",           "amdgpu-num-vgpr",     "amdgpu-num-sgpr",
    "amdgpu-sched-strategy",       "amdgpu-ieee",         "amdgpu-dx10-clamp",
    "uniform-work-group-size",
};

constexpr std::string_view k_sched_strategies[] = {"max-ilp", "max-memory-clause", "iterative-ilp", "iterative-minreg",
                                                   "iterative-maxocc"};

std::optional<Rejection> check_flat(const std::vector<std::int64_t>& v, const AttrContext& c) {
    if (v.size() != 2) return form("\"min,max\" (integers)");
    const std::int64_t hi = c.limits.max_workgroup_size;
    if (v[0] < 1 || v[0] > v[1] || v[1] > hi) return Rejection{"needs 1 <= min <= max <= " + std::to_string(hi), false};
    if (c.block_size < v[0] || c.block_size > v[1])
        return Rejection{"block_size " + std::to_string(c.block_size) + " lies outside it; the launch would fail", false};
    return std::nullopt;
}

std::optional<Rejection> check_waves(const std::vector<std::int64_t>& v, const AttrContext& c) {
    if (v.empty() || v.size() > 2) return form("\"min[,max]\" (integers)");
    const std::int64_t top = c.limits.max_waves_per_eu;
    // LLVM 22 takes a minimum of 0 and then ignores the whole attribute (the maximum too): a value
    // that silently does nothing.
    if (v[0] == 0) return Rejection{"the minimum must be in " + range(1, top) + ": LLVM 22 takes 0 and ignores the whole attribute"};
    if (v[0] < 1 || v[0] > top) return Rejection{"the minimum must be in " + range(1, top)};
    if (v.size() == 2 && (v[1] < v[0] || v[1] > top)) return Rejection{"the maximum must be in " + range(v[0], top)};
    const std::int64_t waves_per_block = (c.max_flat_workgroup_size + c.limits.wavefront_size - 1) / c.limits.wavefront_size;
    const std::int64_t needed = (waves_per_block + c.limits.simds_per_cu - 1) / c.limits.simds_per_cu;
    if (v[0] < needed)
        return Rejection{"the minimum is below the " + std::to_string(needed) + " waves per EU that a block of up to " +
                         std::to_string(c.max_flat_workgroup_size) + " threads needs; LLVM would ignore the attribute"};
    return std::nullopt;
}

std::optional<Rejection> check_workgroups(const std::vector<std::int64_t>& v, const AttrContext&) {
    if (v.size() != 3) return form("\"x,y,z\" (positive integers)");
    for (auto n : v)
        if (n < 1 || n > 0xffffffffll) return Rejection{"each count must be in " + range(1, 0xffffffffll), false};
    return std::nullopt;
}

std::optional<Rejection> check_agprs(const std::vector<std::int64_t>& v, const AttrContext& c) {
    if (v.empty() || v.size() > 2) return form("\"min[,max]\" (integers)");
    const std::int64_t top = c.limits.max_agprs;
    if (v[0] < 0 || v[0] > top) return Rejection{"the minimum must be in " + range(0, top)};
    if (v.size() == 2 && (v[1] < v[0] || v[1] > top)) return Rejection{"the maximum must be in " + range(v[0], top)};
    return std::nullopt;
}

std::optional<Rejection> check_count(const std::vector<std::int64_t>& v, std::int64_t top, std::string_view what) {
    if (v.size() != 1) return form("one integer");
    if (v[0] < 1 || v[0] > top) return Rejection{"must be in " + range(1, top) + " (the " + std::string(what) + ")"};
    return std::nullopt;
}

std::optional<Rejection> check_bool(std::string_view value) {
    if (value == "true" || value == "false") return std::nullopt;
    return form("\"true\" or \"false\"");
}

std::optional<Rejection> check_amdgpu(std::string_view name, std::string_view value, const AttrContext& c) {
    if (name == "amdgpu-ieee" || name == "amdgpu-dx10-clamp" || name == "uniform-work-group-size") return check_bool(value);
    if (name == "amdgpu-sched-strategy") {
        if (std::find(std::begin(k_sched_strategies), std::end(k_sched_strategies), value) != std::end(k_sched_strategies))
            return std::nullopt;
        std::string all;
        for (auto s : k_sched_strategies) all += (all.empty() ? "'" : ", '") + std::string(s) + "'";
        return Rejection{"expected one of " + all, false};
    }
    const bool single = name == "amdgpu-num-vgpr" || name == "amdgpu-num-sgpr";
    if (auto why = not_plain_decimal(value, single)) return Rejection{*why, false};
    auto ints = parse_int_list(value);
    if (name == "amdgpu-flat-work-group-size") return ints ? check_flat(*ints, c) : form("\"min,max\" (integers)");
    if (name == "amdgpu-waves-per-eu") return ints ? check_waves(*ints, c) : form("\"min[,max]\" (integers)");
    if (name == "amdgpu-max-num-workgroups") return ints ? check_workgroups(*ints, c) : form("\"x,y,z\" (positive integers)");
    if (name == "amdgpu-agpr-alloc") return ints ? check_agprs(*ints, c) : form("\"min[,max]\" (integers)");
    // LLVM doubles the request on gfx90a and later, reserving as many AGPRs (GCNSubtarget::getBaseMaxNumVGPRs).
    if (name == "amdgpu-num-vgpr")
        return ints ? check_count(*ints, c.limits.max_arch_vgprs, "architectural VGPRs; LLVM reserves as many AGPRs beside them")
                    : form("one integer");
    if (name == "amdgpu-num-sgpr") return ints ? check_count(*ints, c.limits.max_sgprs, "addressable SGPRs") : form("one integer");
    return std::nullopt;
}

std::vector<NamedValue> amdgpu_block_size_attrs(std::int64_t block_size) {
    const std::string b = std::to_string(block_size);
    return {{"amdgpu-flat-work-group-size", b + "," + b}, {"uniform-work-group-size", "true"}};
}

NamedValue amdgpu_intent(const IntentContext& in) {
    return {"amdgpu-waves-per-eu", std::to_string(intent_waves_per_eu(in.blocks, in.block_size, in.simds_per_cu, in.wavefront_size))};
}

std::optional<std::int64_t> amdgpu_max_block(const ResolvedKernel& k) {
    if (const ResolvedAttr* a = k.find_attr("amdgpu", "amdgpu-flat-work-group-size")) {
        auto v = parse_int_list(a->value);
        if (v && v->size() == 2) return (*v)[1];
    }
    return std::nullopt;
}

std::optional<std::string> amdgpu_intent_problem(const ResolvedAttr& a, const ResolvedKernel& k, const TargetLimits& limits,
                                                 std::int64_t) {
    const std::int64_t waves = std::stoll(a.value);
    if (waves <= limits.max_waves_per_eu) return std::nullopt;
    return "min_blocks_per_cu = " + std::to_string(k.min_blocks_per_cu->value) + " needs " + std::to_string(waves) +
           " waves per EU with " + std::to_string(k.block_size.value) + "-thread blocks; " + k.target_id + " runs at most " +
           std::to_string(limits.max_waves_per_eu);
}

}  // namespace

std::span<const std::string_view> sched_strategies() { return k_sched_strategies; }

const Table k_amdgpu_table = {"amdgpu", k_amdgpu_attrs, check_amdgpu, amdgpu_block_size_attrs, amdgpu_intent, amdgpu_max_block,
                              amdgpu_intent_problem};

}  // namespace kiln::manifest
