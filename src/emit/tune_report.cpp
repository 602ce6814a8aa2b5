// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/tune_report.hpp"

#include <cmath>
#include <cstdio>

#include "emit/json.hpp"
#include "emit/metadata.hpp"
#include "emit/table.hpp"
#include "target/backend.hpp"

namespace kiln::emit {

namespace {


const char* objective_text(const std::string& objective) {
    if (objective == "speed")
        return "least estimated time: the grid's rounds over the reference device's CUs (SMs), resident waves, the loops' "
               "multiply-add share, bytes in flight, re-reads that miss L1, spills and local memory or scratch";
    return objective == "registers" ? "fewest registers, then fewest spills, then least local memory or scratch, then most resident waves"
                                    : "fewest spills first, then least local memory or scratch, then most resident waves, then most blocks, then "
                                      "fewest registers";
}

// How the off-line pick fared in the measurement: the fastest, within the fastest's spread (its
// median at most the fastest's max), or how much slower.
std::string against_fastest(const TuneTable& t) {
    const TuneRow& best = t.rows.front();
    std::string vs_manifest;
    for (const TuneRow& r : t.rows)
        if (r.baseline && r.measured && best.median_ms > 0 && !best.baseline) {
            char buf[96];
            std::snprintf(buf, sizeof buf, "; the fastest takes %.3f of the manifest's time (%.2fx)", best.median_ms / r.median_ms,
                          r.median_ms / best.median_ms);
            vs_manifest = buf;
        }
    if (t.offline_pick == best.variant) return "the measured fastest" + vs_manifest;
    for (const TuneRow& r : t.rows) {
        if (r.variant != t.offline_pick) continue;
        if (!r.measured) return "it did not run" + vs_manifest;
        if (r.median_ms <= best.max_ms) return "within the spread of the fastest" + vs_manifest;
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.1f %% slower than the fastest", 100.0 * (r.median_ms / best.median_ms - 1));
        return buf + vs_manifest;
    }
    return "not measured";
}

}  // namespace

std::string tune_text(const std::vector<TuneTable>& tables) {
    std::string out;
    for (const TuneTable& t : tables) {
        const target::Backend& backend = target::backend_for(t.target);
        const target::Facts& f = backend.facts();
        const bool measured = !t.measured_on.empty();
        out += (out.empty() ? "" : "\n") + t.kernel + " on " + t.target + ": " + std::to_string(t.rows.size()) +
               (t.rows.size() == 1 ? " variant" : " variants") +
               (measured ? ", ranked by median time measured on " + t.measured_on + " (the off-line objective " + t.offline_objective +
                               " picks " + t.offline_pick + ": " + against_fastest(t) + ")"
                         : ", objective " + t.objective + " (" + objective_text(t.objective) + "), ranked off-line" + (t.objective == "speed" ? " by kiln's speed estimate" : " by kiln's occupancy model")) +
               (t.failed.empty() ? std::string() : ", " + std::to_string(t.failed.size()) + " refused") + "\n";
        // Attribute axes by the attribute's name (fn_attrs.amdgpu.amdgpu-waves-per-eu: amdgpu-waves-per-eu).
        std::vector<std::string> head = {"pick", "variant"};
        for (const auto& a : t.axes) head.push_back(a.rfind("fn_attrs.", 0) == 0 || a.rfind("unchecked_fn_attrs.", 0) == 0
                                                        ? a.substr(a.find('.', a.find('.') + 1) + 1)
                                                        : a);
        // The backend's own figures ("VGPRs", "SGPRs", "AGPRs", "spills"; "regs", "spill B"), then
        // private and shared memory, blocks and waves (warps) in its words. (A figure's head does not
        // depend on its value: asked of an empty kernel.)
        const std::size_t own = backend.tune_figures({}).size();
        for (const target::Figure& fig : backend.tune_figures({})) head.emplace_back(fig.head);
        head.insert(head.end(), {std::string(f.private_memory), std::string(f.shared_memory) + " s+d", "blocks/" + std::string(f.unit),
                                 std::string(f.residency), "limiter", "expect"});
        if (measured) head.insert(head.end(), {"median ms", "min", "max"});
        std::vector<std::vector<std::string>> rows = {head};
        std::string align = "LL" + std::string(t.axes.size(), 'L');
        align += std::string(own + 4, 'R') + "LL";
        if (measured) align += "RRR";
        for (std::size_t i = 0; i < t.rows.size(); ++i) {
            const TuneRow& r = t.rows[i];
            const auto& k = *r.record;
            const auto& res = k.resources;
            std::vector<std::string> row = {i == 0 ? "*" : "", r.baseline ? r.variant + " (manifest)" : r.variant};
            row.insert(row.end(), r.values.begin(), r.values.end());
            const std::string blocks = k.hip.blocks_per_cu < 0 ? "n/a" : std::to_string(k.hip.blocks_per_cu);
            const std::string expect = k.expect.empty() ? "-" : r.violations.empty() ? "met" : "MISSED";
            for (const target::Figure& fig : backend.tune_figures(res)) row.push_back(std::to_string(fig.value.value_or(0)));
            for (const auto& v : {std::to_string(res.private_segment_fixed_size), std::to_string(res.group_segment_fixed_size + k.dynamic_lds),
                                  blocks})
                row.push_back(v);
            row.push_back(k.hip.blocks_per_cu < 0 ? "n/a" : std::to_string(k.hip.waves_per_simd));
            row.push_back(occupancy::limiter_name(k.hip.limiter));
            row.push_back(expect);
            if (measured) {
                char buf[3][32];
                std::snprintf(buf[0], sizeof buf[0], "%.4f", r.median_ms);
                std::snprintf(buf[1], sizeof buf[1], "%.4f", r.min_ms);
                std::snprintf(buf[2], sizeof buf[2], "%.4f", r.max_ms);
                if (r.measured) row.insert(row.end(), {buf[0], buf[1], buf[2]});
                else row.insert(row.end(), {r.run_error.empty() ? "not run" : "failed", "", ""});
            }
            rows.push_back(std::move(row));
        }
        out += format_columns(rows, align, "  ");
        for (const TuneRow& r : t.rows)
            if (measured && !r.measured && !r.run_error.empty()) out += "  failed on the GPU  " + r.variant + ": " + r.run_error + "\n";
        for (const TuneFailed& f : t.failed) {
            std::string values;
            for (const auto& v : f.values) values += (values.empty() ? "" : ", ") + v;
            out += "  failed  " + f.variant + " (" + values + "): " + f.error + "\n";
        }
    }
    return out;
}

std::string tune_json(const std::vector<TuneTable>& tables) {
    JsonWriter w;
    w.begin_object().key("format").value("kiln-tune").key("version").value(std::int64_t{1}).key("tables").begin_array();
    for (const TuneTable& t : tables) {
        w.begin_object().key("kernel").value(t.kernel).key("target").value(t.target).key("objective").value(t.objective);
        w.key("ranked_by").value(t.measured_on.empty() ? std::string("kiln's occupancy model (off-line)") : "measured on " + t.measured_on);
        if (!t.measured_on.empty()) w.key("offline_objective").value(t.offline_objective).key("offline_pick").value(t.offline_pick);
        w.key("axes").begin_array();
        for (const auto& a : t.axes) w.value(a);
        w.end_array().key("variants").begin_array();
        for (std::size_t i = 0; i < t.rows.size(); ++i) {
            const TuneRow& r = t.rows[i];
            const auto& k = *r.record;
            const auto& res = k.resources;
            w.begin_object().key("variant").value(r.variant).key("baseline").value(r.baseline);
            w.key("rank").value(static_cast<std::int64_t>(i + 1)).key("pick").value(i == 0);
            w.key("values").begin_object();
            for (std::size_t a = 0; a < t.axes.size(); ++a) w.key(t.axes[a]).value(r.values[a]);
            w.end_object();
            for (const target::Figure& fig : target::backend_for(t.target).tune_figures(res)) w.key(fig.key).value(fig.value.value_or(0));
            w.key("scratch").value(std::int64_t{res.private_segment_fixed_size});
            w.key("lds").value(std::int64_t{res.group_segment_fixed_size} + k.dynamic_lds);
            w.key("block_size").value(k.block_size);
            w.key("blocks_per_cu");
            if (k.hip.blocks_per_cu < 0) w.null();
            else w.value(std::int64_t{k.hip.blocks_per_cu});
            w.key(target::facts_of(t.target).residency_key).value(std::int64_t{k.hip.waves_per_simd});
            w.key("limiter").value(occupancy::limiter_name(k.hip.limiter));
            // The speed objective's inputs and estimate (occupancy::estimated_time).
            w.key("grid").value(r.grid).key("units").value(std::int64_t{r.units});
            w.key("bench_bytes").value(r.bench_bytes).key("cache").value(r.cache);
            w.key("mix");
            if (!k.mix.known) w.null();
            else
                w.begin_object().key("fma").value(k.mix.fma).key("shared_loads").value(k.mix.shared_loads).key("global_loads").value(k.mix.global_loads)
                    .key("load_bytes").value(k.mix.load_bytes).key("passes").value(k.mix.passes).end_object();
            w.key("estimate");  // null: cannot launch
            if (std::isfinite(r.estimate)) w.value(r.estimate);
            else w.null();
            w.key("next");
            write_next_step(w, k.hip.next);
            w.key("expect_met");
            if (k.expect.empty()) w.null();
            else w.value(r.violations.empty());
            w.key("violations").begin_array();
            for (const auto& v : r.violations) w.value(v);
            w.end_array();
            if (!t.measured_on.empty()) {
                if (r.measured) {
                    w.key("median_ms").value(r.median_ms).key("min_ms").value(r.min_ms).key("max_ms").value(r.max_ms);
                } else {
                    w.key("run_error").value(r.run_error.empty() ? std::string("not run") : r.run_error);
                }
            }
            w.end_object();
        }
        w.end_array().key("failed").begin_array();
        for (const TuneFailed& f : t.failed) {
            w.begin_object().key("variant").value(f.variant).key("values").begin_object();
            for (std::size_t a = 0; a < t.axes.size() && a < f.values.size(); ++a) w.key(t.axes[a]).value(f.values[a]);
            w.end_object().key("error").value(f.error).end_object();
        }
        w.end_array().end_object();
    }
    w.end_array().end_object();
    return w.str();
}

}  // namespace kiln::emit
