// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Ranking a sweep off-line. Objective "occupancy": variants that do not spill first, then the most
// resident waves per SIMD (NVIDIA: warps per SM; blocks alone do not compare across block sizes),
// then the most blocks per CU (SM), then the fewest registers (VGPRs; NVIDIA: registers per
// thread); "registers": the fewest registers, then the fewest spills, then the most waves. A
// variant without an occupancy model ("n/a") ranks after every number. Ties go to the earlier
// point, so the ranking is the same on every run.
#include "pipeline/tune.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "pipeline/check.hpp"

namespace kiln::pipeline {

namespace {

using Key = std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::size_t>;

Key rank_key(const codeobj::KernelRecord& k, bool nvidia, const std::string& objective, std::size_t index) {
    const auto& r = k.resources;
    const std::int64_t spills = nvidia ? r.spill_store_bytes : std::int64_t{r.vgpr_spill_count} + r.sgpr_spill_count;
    const std::int64_t registers = nvidia ? r.registers : r.vgpr_count;
    const bool known = k.hip.blocks_per_cu >= 0;
    const std::int64_t fewer_waves = known ? -std::int64_t{k.hip.waves_per_simd} : 1;
    const std::int64_t fewer_blocks = known ? -std::int64_t{k.hip.blocks_per_cu} : 1;
    if (objective == "registers") return {registers, spills, fewer_waves, fewer_blocks, index};
    return {spills > 0, fewer_waves, fewer_blocks, registers, index};
}

}  // namespace

std::vector<emit::TuneTable> tune_tables(const BuildReport& report) {
    std::vector<emit::TuneTable> out;
    for (const manifest::Sweep& sweep : report.sweeps) {
        for (const auto& t : report.targets) {
            std::map<std::string, const codeobj::KernelRecord*> by_name;
            for (const auto& k : t.kernels) by_name[k.resources.name] = &k;
            const auto target = manifest::parse_target_id(t.target);
            if (!target) continue;
            const bool nvidia = target->nvidia();
            emit::TuneTable table{sweep.kernel, t.target, sweep.tune.objective.value, {}, {}};
            std::vector<std::size_t> axes;
            for (std::size_t a = 0; a < sweep.tune.axes.size(); ++a)
                if (manifest::axis_applies(sweep.tune.axes[a], *target)) {
                    axes.push_back(a);
                    table.axes.push_back(sweep.tune.axes[a].key.value);
                }
            std::vector<std::pair<Key, emit::TuneRow>> rows;
            for (const manifest::Variant& v : sweep.variants) {
                auto it = by_name.find(v.name);
                if (it == by_name.end()) continue;  // not built for this target
                emit::TuneRow row{v.name, {}, it->second, {}};
                for (std::size_t a : axes) row.values.push_back(sweep.tune.axes[a].values[v.values[a]].text);
                std::size_t checked = 0;
                row.violations = check_kernel(*it->second, t.target, checked);
                rows.emplace_back(rank_key(*it->second, nvidia, table.objective, v.index), std::move(row));
            }
            if (rows.empty()) continue;
            std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (auto& [key, row] : rows) {
                // Violations name the variant's kernel; say the tuned kernel's name instead.
                for (auto& v : row.violations)
                    if (v.rfind(row.variant + " ", 0) == 0) v = sweep.kernel + " (" + row.variant + ")" + v.substr(row.variant.size());
                table.rows.push_back(std::move(row));
            }
            out.push_back(std::move(table));
        }
    }
    return out;
}

}  // namespace kiln::pipeline
