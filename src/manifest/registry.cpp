// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The amdgpu and nvptx registries. amdgpu value rules follow LLVM 22's AMDGPU backend, which drops a value it cannot
// honour without a word:
//   flat-work-group-size  AMDGPUSubtarget::getFlatWorkGroupSizes: 1 <= min <= max <= 1024
//   waves-per-eu          AMDGPUSubtarget::getEffectiveWavesPerEU: min >= the waves a block of the
//                         maximum flat size needs per EU, min <= max <= max waves per EU
//   agpr-alloc            SIMachineFunctionInfo: AGPRs 0..256
//   num-vgpr / num-sgpr   GCNSubtarget::getMaxNumVGPRs / getMaxNumSGPRs: within the register file
//                         (num-vgpr counts architectural VGPRs; LLVM doubles it for AGPRs)
#include "manifest/registry.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

#include "manifest/resolve.hpp"
#include "target/target.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_nvptx_attrs[] = {"nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm",
                                              "nvvm.maxnreg", "nvvm.cluster_dim", "nvvm.maxclusterrank"};

constexpr std::string_view k_amdgpu_attrs[] = {
    "amdgpu-flat-work-group-size", "amdgpu-waves-per-eu", "amdgpu-max-num-workgroups",
    "amdgpu-agpr-alloc",           "amdgpu-num-vgpr",     "amdgpu-num-sgpr",
    "amdgpu-sched-strategy",       "amdgpu-ieee",         "amdgpu-dx10-clamp",
    "uniform-work-group-size",
};

constexpr std::string_view k_sched_strategies[] = {"max-ilp", "max-memory-clause", "iterative-ilp", "iterative-minreg",
                                                   "iterative-maxocc"};

std::string range(std::int64_t lo, std::int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

// Each check returns the reason a value is rejected. `form` errors do not depend on the target.
struct Rejection {
    std::string reason;
    bool per_target = true;
};

std::optional<Rejection> form(std::string_view expected) {
    return Rejection{"expected " + std::string(expected), false};
}

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

// LLVM reads these integers with StringRef::getAsInteger(0, ...): the radix comes from the text
// ("0x100" hex, "0b1" binary, "0o7" and "0256" octal), list parts are trimmed, single values are not
// (Function::getFnAttributeAsParsedInteger). kiln accepts only what both read the same way: plain
// decimal digits without a leading zero, and spaces only around the parts of a list.
std::string_view trim_spaces(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

std::optional<std::string> not_plain_decimal(std::string_view value, bool single) {
    for (std::size_t at = 0; at <= value.size();) {
        std::size_t comma = value.find(',', at);
        if (comma == std::string_view::npos) comma = value.size();
        const std::string_view raw = value.substr(at, comma - at), part = trim_spaces(raw);
        at = comma + 1;
        if (single && part.size() != raw.size())
            return "spaces around the number, which LLVM cannot parse in this attribute; write '" + std::string(part) + "'";
        if (part.size() < 2 || part[0] != '0') continue;
        const std::string text(part);
        const char p = static_cast<char>(std::tolower(static_cast<unsigned char>(part[1])));
        if (p == 'x' || p == 'b' || p == 'o')
            return "'" + text + "' is not decimal: LLVM reads it in base " + (p == 'x' ? "16" : p == 'b' ? "2" : "8") +
                   "; write the value in decimal";
        std::string msg = "'" + text + "' has a leading zero: LLVM reads it as octal";
        if (text.find_first_not_of("01234567") == std::string::npos && text.size() <= 20)
            msg += " (" + std::to_string(std::stoull(text, nullptr, 8)) + ")";
        const std::size_t nonzero = text.find_first_not_of('0');
        return msg + "; write '" + (nonzero == std::string::npos ? "0" : text.substr(nonzero)) + "'";
    }
    return std::nullopt;
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

std::vector<NamedValue> amdgpu_block_size_attrs(std::int64_t block_size) {
    const std::string b = std::to_string(block_size);
    return {{"amdgpu-flat-work-group-size", b + "," + b}, {"uniform-work-group-size", "true"}};
}

NamedValue amdgpu_intent(const IntentContext& in) {
    return {"amdgpu-waves-per-eu", std::to_string(intent_waves_per_eu(in.blocks, in.block_size, in.simds_per_cu, in.wavefront_size))};
}

std::vector<NamedValue> nvptx_block_size_attrs(std::int64_t block_size) { return {{"nvvm.maxntid", std::to_string(block_size)}}; }

NamedValue nvptx_intent(const IntentContext& in) { return {"nvvm.minctasm", std::to_string(in.blocks)}; }

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

// A backend's row: the attributes a manifest may name, how their values are checked, what kiln
// sets itself, the block they bound a kernel to and what its occupancy intent needs. A new backend
// adds its row here (src/target/target.hpp's recipe).
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

constexpr Table k_tables[] = {
    {"amdgpu", k_amdgpu_attrs, check_amdgpu, amdgpu_block_size_attrs, amdgpu_intent, amdgpu_max_block, amdgpu_intent_problem},
    {"nvptx", k_nvptx_attrs, check_nvptx, nvptx_block_size_attrs, nvptx_intent, nvptx_max_block, nvptx_intent_problem},
};

const Table* table_of(std::string_view backend) {
    for (const Table& t : k_tables)
        if (t.backend == backend) return &t;
    return nullptr;
}

}  // namespace

std::span<const std::string_view> known_backends() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const target::Facts& f : target::all()) out.push_back(f.name);
        return out;
    }();
    return names;
}

std::span<const std::string_view> known_attributes(std::string_view backend) {
    const Table* t = table_of(backend);
    return t ? t->attrs : std::span<const std::string_view>();
}

std::vector<NamedValue> block_size_attrs(std::string_view backend, std::int64_t block_size) {
    const Table* t = table_of(backend);
    return t ? t->block_size_attrs(block_size) : std::vector<NamedValue>();
}

std::optional<NamedValue> intent_attr(std::string_view backend, const IntentContext& in) {
    const Table* t = table_of(backend);
    return t ? std::optional<NamedValue>(t->intent(in)) : std::nullopt;
}

std::optional<std::int64_t> attrs_max_block(std::string_view backend, const ResolvedKernel& k) {
    const Table* t = table_of(backend);
    return t ? t->max_block(k) : std::nullopt;
}

std::optional<std::string> intent_problem(const ResolvedAttr& a, const ResolvedKernel& k, const TargetLimits& limits,
                                          std::int64_t max_block) {
    const Table* t = table_of(a.backend);
    return t ? t->intent_problem(a, k, limits, max_block) : std::nullopt;
}

std::span<const std::string_view> sched_strategies() { return k_sched_strategies; }

std::optional<std::vector<std::int64_t>> parse_int_list(std::string_view value) {
    std::vector<std::int64_t> out;
    while (true) {
        std::size_t comma = value.find(',');
        std::string_view part = value.substr(0, comma);
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
        std::int64_t n = 0;
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size()) return std::nullopt;
        out.push_back(n);
        if (comma == std::string_view::npos) return out;
        value.remove_prefix(comma + 1);
    }
}

std::optional<std::string> check_attr_value(std::string_view backend, std::string_view name, std::string_view value,
                                            const AttrContext& ctx) {
    const Table* t = table_of(backend);
    const std::optional<Rejection> r = t ? t->check(name, value, ctx) : std::nullopt;
    if (!r) return std::nullopt;
    std::string msg = "invalid " + std::string(name) + " '" + std::string(value) + "'";
    if (r->per_target || ctx.target_table) msg += " for " + ctx.target_id;
    return msg + ": " + r->reason;
}

}  // namespace kiln::manifest
