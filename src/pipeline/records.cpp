#include "pipeline/records.hpp"

namespace kiln::pipeline {

namespace {

codeobj::OccupancyRecord to_record(const occupancy::Result& r, std::string source) {
    return {std::move(source), r.blocks_per_cu, r.waves_per_simd, r.limiter, r.next};
}

}  // namespace

occupancy::Profile to_occupancy_profile(manifest::HipProfile p) {
    switch (p) {
        case manifest::HipProfile::v6_4: return occupancy::Profile::v6_4;
        case manifest::HipProfile::v6_1: return occupancy::Profile::v6_1;
        case manifest::HipProfile::trap: return occupancy::Profile::trap;
    }
    return occupancy::Profile::v6_4;
}

codeobj::KernelRecord make_record(const codeobj::KernelInfo& info, const std::string& target_id, std::int64_t block_size,
                                  std::int64_t dynamic_lds, occupancy::Profile profile) {
    codeobj::KernelRecord r;
    r.resources = info;
    r.block_size = block_size;
    r.dynamic_lds = dynamic_lds;
    r.profile = profile;
    occupancy::Input in{occupancy::arch_from_name(target_id.c_str()),
                        static_cast<int>(info.vgpr_count),
                        static_cast<int>(info.sgpr_count),
                        static_cast<int>(info.group_segment_fixed_size),
                        static_cast<int>(block_size),
                        static_cast<int>(dynamic_lds),
                        profile};
    r.hip = to_record(occupancy::max_blocks_per_cu(in), std::string("hip-model ") + occupancy::profile_name(profile));
    r.hardware = to_record(occupancy::hardware_blocks_per_cu(in), "hardware estimate");
    for (int b = 64; b <= static_cast<int>(info.max_flat_workgroup_size); b += 64) {
        in.block_size = b;
        r.blocks_by_block_size.emplace_back(b, occupancy::max_blocks_per_cu(in).blocks_per_cu);
    }
    return r;
}

void add_manifest_facts(codeobj::KernelRecord& record, const std::vector<manifest::ResolvedAttr>& applied,
                        const manifest::ResolvedExpectations& expect) {
    for (const auto& a : applied)
        record.attrs.push_back({a.backend, a.name, a.value, manifest::origin_name(a.origin), a.pos.line, a.pos.column});
    auto value = [](const auto& s) -> std::optional<std::int64_t> {
        if (s) return s->value;
        return std::nullopt;
    };
    record.expect = {value(expect.min_blocks_per_cu), value(expect.max_vgprs), value(expect.max_sgprs),
                     value(expect.max_spills), value(expect.max_scratch)};
}

}  // namespace kiln::pipeline
