// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Ranking a sweep off-line. Objective "speed" (the default): kiln's speed estimate, the least
// estimated time first (occupancy::estimated_time in include/kiln/occupancy.hpp: wave
// quantization of the bench's grid over the reference device's CUs/SMs, resident waves, the
// loops' multiply-add share, bytes in flight, re-reads that miss L1, spills and local memory;
// docs/tuning.md gives its regret on the H100
// sweep corpus). "occupancy": the fewest
// spills first (none before any: on the H200 the tile kernel's time rose with its spill bytes
// whatever the occupancy they bought, docs/tuning.md), then the least local memory (scratch) per
// thread (arrays kept in memory cost as spills do: on the H200 a warp-tiled SGEMM's variant with
// 640 bytes of it and 64 warps per SM took 177 ms, one with its arrays in registers 3.78 ms; issue
// 30), then the most resident waves per SIMD (NVIDIA: warps per SM; blocks alone do not compare
// across block sizes), then the most blocks per CU (SM), then the fewest registers (VGPRs; NVIDIA:
// registers per thread); "registers": the fewest registers, then the fewest spills, then the least
// local memory, then the most waves. A variant without an occupancy model ("n/a") ranks after
// every number. Ties go to the earlier point, so the ranking is the same on every run.
#include "pipeline/tune.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

#include "target/backend.hpp"
#include "util/file_hash.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

namespace {

using Key = std::tuple<double, std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::size_t>;

Key rank_key(const emit::TuneRow& row, const target::Backend& backend, const std::string& objective, std::size_t index) {
    const codeobj::KernelRecord& k = *row.record;
    const std::int64_t spills = backend.spills(k.resources);
    const std::int64_t private_bytes = k.resources.private_segment_fixed_size;
    const std::int64_t registers = backend.registers(k.resources);
    const bool known = k.hip.blocks_per_cu >= 0;
    const std::int64_t fewer_waves = known ? -std::int64_t{k.hip.waves_per_simd} : 1;
    const std::int64_t fewer_blocks = known ? -std::int64_t{k.hip.blocks_per_cu} : 1;
    if (objective == "registers") return {0.0, registers, spills, private_bytes, fewer_waves, fewer_blocks, index};
    if (objective == "speed") return {known ? row.estimate : std::numeric_limits<double>::infinity(), 0, 0, 0, 0, 0, index};
    return {0.0, spills, private_bytes, fewer_waves, fewer_blocks, registers, index};
}

// The speed objective's inputs of a row (its grid on the target, the reference device's units).
occupancy::SpeedInputs speed_inputs(const emit::TuneRow& row, const target::Backend& backend) {
    const codeobj::KernelRecord& k = *row.record;
    occupancy::SpeedInputs in;
    in.block_size = k.block_size;
    in.blocks_per_unit = k.hip.blocks_per_cu;
    in.grid = row.grid;
    in.units = row.units;
    in.wave_size = k.resources.wavefront_size > 0 ? static_cast<int>(k.resources.wavefront_size) : 32;
    in.memory_traffic = backend.spills(k.resources) > 0 || k.resources.private_segment_fixed_size > 0;
    if (k.mix.known) {
        in.fma = k.mix.fma, in.shared_loads = k.mix.shared_loads, in.global_loads = k.mix.global_loads;
        in.load_bytes = k.mix.load_bytes, in.passes = k.mix.passes;
    }
    in.bytes = row.bench_bytes, in.cache = row.cache;
    return in;
}

}  // namespace

std::vector<emit::TuneTable> tune_tables(const BuildReport& report, const codeobj::TuneResults* results) {
    std::vector<emit::TuneTable> out;
    for (const manifest::Sweep& sweep : report.sweeps) {
        for (const auto& t : report.targets) {
            std::map<std::string, const codeobj::KernelRecord*> by_name;
            for (const auto& k : t.kernels) by_name[k.resources.name] = &k;
            const auto target = manifest::parse_target_id(t.target);
            if (!target) continue;
            const target::Backend& backend = target::backend(target->backend);
            emit::TuneTable table;
            table.kernel = sweep.kernel;
            table.target = t.target;
            table.objective = sweep.tune.objective.value;
            std::vector<std::size_t> axes;
            for (std::size_t a = 0; a < sweep.tune.axes.size(); ++a)
                if (manifest::axis_applies(sweep.tune.axes[a], *target)) {
                    axes.push_back(a);
                    table.axes.push_back(sweep.tune.axes[a].key.value);
                }
            std::vector<std::pair<Key, emit::TuneRow>> rows;
            const auto base = std::find_if(sweep.bases.begin(), sweep.bases.end(), [&](const auto& b) { return b.target == t.target; });
            for (const manifest::Variant& v : sweep.variants) {
                auto it = by_name.find(v.name);
                if (it == by_name.end()) continue;  // not built for this target
                emit::TuneRow row;
                row.variant = v.name;
                row.record = it->second;
                row.baseline = v.baseline;
                // The baseline's values: what the manifest resolves each axis to ("-" where it gives none).
                for (std::size_t a : axes) {
                    if (!v.baseline) {
                        row.values.push_back(sweep.tune.axes[a].values[v.values[a]].text);
                        continue;
                    }
                    const std::string was = base == sweep.bases.end() ? "" : base->was_of(sweep.tune.axes[a].key.value);
                    row.values.push_back(was.empty() ? "-" : was);
                }
                std::size_t checked = 0;
                row.violations = backend.check(*it->second, t.target, checked);
                for (const auto& g : sweep.grids)
                    if (g.variant == v.name && g.target == t.target) row.grid = g.x * g.y * g.z;
                const target::Backend::ReferenceDevice device = backend.reference_device(t.target);
                row.units = device.units, row.cache = device.cache;
                if (sweep.base.bench)
                    for (const manifest::BenchArg& a : sweep.base.bench->args) row.bench_bytes += a.count * manifest::bench_element_size(a.buffer);
                row.estimate = occupancy::estimated_time(speed_inputs(row, backend));
                // Ties go to the baseline (no change needed), then to the earlier point.
                rows.emplace_back(rank_key(row, backend, table.objective, v.baseline ? 0 : v.index + 1), std::move(row));
            }
            for (const auto& f : sweep.failed) {
                if (f.target != t.target) continue;
                const auto v = std::find_if(sweep.variants.begin(), sweep.variants.end(), [&](const auto& x) { return x.name == f.variant; });
                emit::TuneFailed row{f.variant, {}, f.message};
                if (v != sweep.variants.end() && !v->baseline)
                    for (std::size_t a : axes) row.values.push_back(sweep.tune.axes[a].values[v->values[a]].text);
                table.failed.push_back(std::move(row));
            }
            // In point order, whichever step refused each.
            std::stable_sort(table.failed.begin(), table.failed.end(), [&](const emit::TuneFailed& a, const emit::TuneFailed& b) {
                auto index = [&](const std::string& name) {
                    for (const auto& v : sweep.variants)
                        if (v.name == name) return v.baseline ? 0 : v.index + 1;
                    return std::size_t{0};
                };
                return index(a.variant) < index(b.variant);
            });
            if (rows.empty() && table.failed.empty()) continue;
            std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (auto& [key, row] : rows) {
                // Violations name the variant's kernel; say the tuned kernel's name instead.
                for (auto& v : row.violations)
                    if (v.rfind(row.variant + " ", 0) == 0) v = sweep.kernel + " (" + row.variant + ")" + v.substr(row.variant.size());
                table.rows.push_back(std::move(row));
            }
            if (results && results->target == t.target && !table.rows.empty()) {
                table.offline_pick = table.rows.front().variant;
                table.measured_on = results->device + ", driver " + std::to_string(results->driver);
                for (auto& row : table.rows)
                    for (const auto& timing : results->timings)
                        if (timing.variant == row.variant) {
                            row.measured = timing.error.empty();
                            row.run_error = timing.error;
                            row.median_ms = timing.median_ms, row.min_ms = timing.min_ms, row.max_ms = timing.max_ms;
                        }
                // Fastest first; what did not run keeps the off-line order after them.
                std::stable_sort(table.rows.begin(), table.rows.end(), [](const emit::TuneRow& a, const emit::TuneRow& b) {
                    if (a.measured != b.measured) return a.measured;
                    return a.measured && a.median_ms < b.median_ms;
                });
                table.offline_objective = table.objective;
                table.objective = "measured";
            }
            out.push_back(std::move(table));
        }
    }
    return out;
}

namespace {

// "fn_attrs.nvptx.nvvm.maxnreg" -> fn_attrs.nvptx."nvvm.maxnreg" (an attribute name may hold dots).
std::string toml_path(const std::string& key) {
    const std::size_t first = key.find('.');
    if (first == std::string::npos) return util::toml_key(key);
    const std::size_t second = key.find('.', first + 1);
    return key.substr(0, first) + "." + util::toml_key(key.substr(first + 1, second - first - 1)) + "." +
           util::toml_key(key.substr(second + 1));
}

std::string pick_table(const manifest::Sweep& sweep, const emit::TuneTable& t) {
    const emit::TuneRow& pick = t.rows.front();
    const auto variant = std::find_if(sweep.variants.begin(), sweep.variants.end(), [&](const auto& v) { return v.name == pick.variant; });
    const auto base = std::find_if(sweep.bases.begin(), sweep.bases.end(), [&](const auto& b) { return b.target == t.target; });
    const auto parsed = manifest::parse_target_id(t.target);
    std::string s = "[" + util::toml_key(t.kernel) + "." + util::toml_quote(t.target) + "]\n";
    s += "objective = " + util::toml_quote(t.objective) + "\n";
    s += "variant = " + util::toml_quote(pick.variant) + "\n";
    s += "kiln = " + util::toml_quote(KILN_VERSION) + "\n";
    if (!t.measured_on.empty()) {
        char ms[32];
        std::snprintf(ms, sizeof ms, "%.4f", pick.median_ms);
        s += "measured_on = " + util::toml_quote(t.measured_on) + "\nmedian_ms = " + ms + "\n";
    }
    std::string was;
    for (std::size_t a = 0; a < sweep.tune.axes.size() && !variant->baseline; ++a) {
        const manifest::TuneAxis& axis = sweep.tune.axes[a];
        if (!parsed || !manifest::axis_applies(axis, *parsed)) continue;
        s += "values." + toml_path(axis.key.value) + " = " + axis.values[variant->values[a]].toml + "\n";
        const std::string then = base == sweep.bases.end() ? "" : base->was_of(axis.key.value);
        was += (was.empty() ? "" : ", ") + util::toml_quote(axis.key.value) + " = " + util::toml_quote(then);
    }
    s += "was = { " + was + " }\n";
    if (base != sweep.bases.end()) s += "source_md5 = " + util::toml_quote(util::file_md5(base->source)) + "\n";
    const auto& k = *pick.record;
    const auto& r = k.resources;
    const target::Backend& backend = target::backend_for(t.target);
    s += "figures = { ";
    for (const target::Figure& f : backend.tuned_file_figures(r)) s += std::string(f.key) + " = " + std::to_string(f.value.value_or(0)) + ", ";
    s += "blocks_per_cu = " + std::to_string(k.hip.blocks_per_cu) + ", " + std::string(backend.facts().residency_key) + " = " +
         std::to_string(k.hip.waves_per_simd) + ", limiter = " + util::toml_quote(occupancy::limiter_name(k.hip.limiter)) + " }\n";
    return s;
}

}  // namespace

std::string tuned_toml(const BuildReport& report, const std::vector<emit::TuneTable>& tables, const std::string& manifest_name) {
    std::map<std::pair<std::string, std::string>, std::string> picks;
    for (const auto& p : report.previous_picks) picks[{p.kernel.value, p.target.value}] = p.text;
    for (const auto& t : tables) {
        if (t.rows.empty()) continue;
        for (const auto& sweep : report.sweeps)
            if (sweep.kernel == t.kernel) picks[{t.kernel, t.target}] = pick_table(sweep, t);
    }
    std::string out = "# kiln tune --write: the picks of " + manifest_name +
                      "'s tuning sweeps (docs/tuning.md). kiln build applies each to its\n"
                      "# kernel on its target (origin \"tuned\" in kiln explain); where the manifest's value for a key is no\n"
                      "# longer the one in `was`, the manifest's wins, with a warning. Delete a table to drop its pick.\n"
                      "format = \"kiln-tuned\"\nversion = 1\n";
    for (const auto& [key, text] : picks) out += "\n" + text;
    return out;
}

}  // namespace kiln::pipeline
