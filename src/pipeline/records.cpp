// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/records.hpp"

#include <algorithm>
#include <string_view>
#include <type_traits>
#include <unordered_map>


#include "target/backend.hpp"

namespace kiln::pipeline {

occupancy::Profile to_occupancy_profile(manifest::HipProfile p) {
    switch (p) {
        case manifest::HipProfile::v6_4: return occupancy::Profile::v6_4;
        case manifest::HipProfile::v6_1: return occupancy::Profile::v6_1;
        case manifest::HipProfile::trap: return occupancy::Profile::trap;
    }
    return occupancy::Profile::v6_4;
}

const char* profile_description(occupancy::Profile p) {
    switch (p) {
        case occupancy::Profile::v6_4: return "HIP of ROCm 6.4 up to HIP 7.16: no trap-handler SGPR reserve";
        case occupancy::Profile::v6_1: return "HIP of ROCm 6.1 to 6.3: gfx950's VGPR file counted as 256";
        case occupancy::Profile::trap: return "HIP 7.17 and later: 16 SGPRs per wave reserved for the trap handler on gfx9";
    }
    return "";
}

codeobj::KernelRecord make_record(const codeobj::KernelInfo& info, const std::string& target_id, std::int64_t block_size,
                                  std::int64_t dynamic_lds, occupancy::Profile profile, NvidiaLaunch nvidia) {
    codeobj::KernelRecord r;
    r.resources = info;
    r.block_size = block_size;
    r.dynamic_lds = dynamic_lds;
    r.profile = profile;
    r.shared_carveout = nvidia.shared_carveout;
    r.max_dynamic_lds = nvidia.max_dynamic_lds;
    target::backend_for(target_id).add_occupancy(r, target_id);
    return r;
}

namespace {

std::string setting_text(const std::string& v) { return v; }
std::string setting_text(bool v) { return v ? "true" : "false"; }
std::string setting_text(std::int64_t v) { return std::to_string(v); }
std::string setting_text(const std::filesystem::path& v) { return v.generic_string(); }
template <class T>
std::string setting_text(const std::vector<T>& list) {
    std::string out;
    for (const T& v : list) out += (out.empty() ? "" : " ") + setting_text(v);
    return out;
}

}  // namespace

void add_manifest_facts(codeobj::KernelRecord& record, const std::vector<manifest::ResolvedAttr>& applied,
                        const manifest::ResolvedKernel& k, const std::filesystem::path& manifest_dir) {
    for (const auto& a : applied)
        record.attrs.push_back({a.backend, a.name, a.value, manifest::origin_name(a.origin), a.pos.line, a.pos.column});
    // The compile settings a layer of the manifest (or the source) gives, by their manifest keys:
    // what `kiln report OLD NEW` names as a cause beside the attributes and the launch. Include
    // directories under the manifest's directory relative to it, others absolute (as the cache keys
    // store them).
    const std::filesystem::path base = std::filesystem::absolute(manifest_dir).lexically_normal();
    manifest::for_each_setting(k, [&](const char* key, const auto& s, manifest::SettingKind kind) {
        using manifest::SettingKind;
        if (kind != SettingKind::compile && kind != SettingKind::nvcc_numerics && kind != SettingKind::ir_pipeline) return;
        if (s.origin == manifest::Origin::builtin) return;
        if constexpr (std::is_same_v<std::decay_t<decltype(s.value)>, std::vector<std::filesystem::path>>) {
            auto dirs = s.value;
            for (auto& d : dirs)
                if (const std::filesystem::path rel = d.lexically_relative(base); !rel.empty() && *rel.begin() != "..") d = rel;
            record.settings.emplace_back(key, setting_text(dirs));
        } else {
            record.settings.emplace_back(key, setting_text(s.value));
        }
    });
    std::sort(record.settings.begin(), record.settings.end());  // as the .kiln section's reader lists them
    const manifest::ResolvedExpectations& expect = k.expect;
    auto value = [](const auto& s) -> std::optional<std::int64_t> {
        if (s) return s->value;
        return std::nullopt;
    };
    record.expect = {value(expect.min_blocks_per_cu), value(expect.max_vgprs), value(expect.max_sgprs),
                     value(expect.max_spills), value(expect.max_scratch)};
}

std::vector<LaunchProblem> launch_problems(const manifest::ResolvedKernel& k, const codeobj::KernelInfo& c,
                                           const std::vector<manifest::ResolvedAttr>& applied, std::uint32_t lds_bytes) {
    std::vector<LaunchProblem> out;
    const std::string who = "kernel '" + k.name + "' for " + k.target_id + ": ";
    const diag::SourcePos block_pos = k.block_size.pos.known() ? k.block_size.pos : k.pos;
    const std::int64_t block = k.block_size.value;
    std::string from;
    for (const auto& a : applied)
        if (a.name == "amdgpu-flat-work-group-size" && a.origin == manifest::Origin::source)
            from = " (the source's launch bounds: amdgpu-flat-work-group-size \"" + a.value + "\")";
    if (c.reqd_workgroup_size[0]) {
        const std::int64_t threads = c.required_block();
        if (threads != block)
            out.push_back({block_pos, who + "block_size " + std::to_string(block) + " differs from the " + std::to_string(threads) +
                                          " threads the source requires (reqd_work_group_size(" +
                                          std::to_string(c.reqd_workgroup_size[0]) + "," + std::to_string(c.reqd_workgroup_size[1]) +
                                          "," + std::to_string(c.reqd_workgroup_size[2]) + "))"});
    } else if (block > c.max_flat_workgroup_size) {
        out.push_back({block_pos, who + "block_size " + std::to_string(block) + " exceeds the kernel's maximum of " +
                                      std::to_string(c.max_flat_workgroup_size) + " threads per block" + from +
                                      "; the HIP runtime would refuse the launch"});
    }
    const std::int64_t lds = std::int64_t{c.group_segment_fixed_size} + k.dynamic_lds.value;
    if (lds > lds_bytes)
        out.push_back({k.dynamic_lds.pos.known() ? k.dynamic_lds.pos : k.pos,
                       who + "needs " + std::to_string(lds) + " bytes of LDS (" + std::to_string(c.group_segment_fixed_size) +
                           " static + " + std::to_string(k.dynamic_lds.value) + " dynamic), more than the " +
                           std::to_string(lds_bytes) + " of " + k.target_id + ": it can never launch"});
    return out;
}

std::optional<std::string> record_disagreement(const codeobj::CodeObjectRecord& record, const codeobj::CodeObjectInfo& note,
                                               const std::string& entry_target) {
    if (record.target != entry_target)
        return "the .kiln section describes target '" + record.target + "', but the entry is for '" + entry_target + "'";
    // A code object built elsewhere may hold kernels the manifest did not name.
    if (record.prebuilt ? record.kernels.size() > note.kernels.size() : record.kernels.size() != note.kernels.size())
        return "the .kiln section lists " + std::to_string(record.kernels.size()) + " kernels, the code object's metadata " +
               std::to_string(note.kernels.size());
    // By name, the last of a name as before; an index, not a scan per kernel (10,000 kernels: 10^8 compares).
    std::unordered_map<std::string_view, const codeobj::KernelInfo*> by_name;
    for (const auto& candidate : note.kernels) by_name.insert_or_assign(candidate.name, &candidate);
    for (const auto& k : record.kernels) {
        const std::string& name = k.object_name.empty() ? k.resources.name : k.object_name;
        const auto found = by_name.find(name);
        const codeobj::KernelInfo* n = found == by_name.end() ? nullptr : found->second;
        const std::string who = "kernel '" + k.resources.name + "': ";
        if (!n) return who + "in the .kiln section but not in the code object's metadata";
        const auto& r = k.resources;
        const std::pair<const char*, std::pair<std::uint32_t, std::uint32_t>> fields[] = {
            {"vgpr_count", {r.vgpr_count, n->vgpr_count}},
            {"sgpr_count", {r.sgpr_count, n->sgpr_count}},
            {"agpr_count", {r.agpr_count, n->agpr_count}},
            {"group_segment_fixed_size", {r.group_segment_fixed_size, n->group_segment_fixed_size}},
            {"private_segment_fixed_size", {r.private_segment_fixed_size, n->private_segment_fixed_size}},
            {"vgpr_spill_count", {r.vgpr_spill_count, n->vgpr_spill_count}},
            {"sgpr_spill_count", {r.sgpr_spill_count, n->sgpr_spill_count}},
            {"max_flat_workgroup_size", {r.max_flat_workgroup_size, n->max_flat_workgroup_size}},
            {"wavefront_size", {r.wavefront_size, n->wavefront_size}},
            {"registers", {r.registers, n->registers}},
            {"barriers", {r.barriers, n->barriers}}};
        for (const auto& [name, values] : fields)
            if (values.first != values.second)
                return who + "the .kiln section says " + name + " " + std::to_string(values.first) + ", the code object's metadata " +
                       std::to_string(values.second);
        if (k.block_size > r.max_flat_workgroup_size)
            return who + "the .kiln section's launch block size " + std::to_string(k.block_size) + " exceeds the kernel's maximum " +
                   std::to_string(r.max_flat_workgroup_size);
        if (k.hip.source != "hip-runtime") {  // the model's number, or n/a: both must be the model's answer
            const codeobj::KernelRecord model =
                make_record(*n, entry_target, k.block_size, k.dynamic_lds, k.profile, {k.shared_carveout, k.max_dynamic_lds});
            if (model.hip.blocks_per_cu != k.hip.blocks_per_cu || model.hip.limiter != k.hip.limiter)
                return who + "the .kiln section says " + std::to_string(k.hip.blocks_per_cu) + " blocks per CU (" +
                       occupancy::limiter_name(k.hip.limiter) + "), kiln's model " + std::to_string(model.hip.blocks_per_cu) +
                       " (" + occupancy::limiter_name(model.hip.limiter) + ")";
        }
    }
    return std::nullopt;
}

}  // namespace kiln::pipeline
