// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The speed objective against measurement (issue 30): the sweep corpus's H100 results in
// tests/data/tune_corpus/ (`kiln tune --results --json` of tests/device/sweeps.toml, on whose
// sweeps the estimate's constants were chosen, and of tests/device/tune.toml, held out), ranked
// again here off-line. Each sweep's regret (the pick's measured time over the fastest's) may not
// grow past what docs/tuning.md records; the occupancy objective's regret is printed beside it.
// The split helper of the loader header picks from the split-K sweep's measured splits.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

#include <llvm/Support/JSON.h>

#include "kiln/occupancy.hpp"

namespace kiln::pipeline {

namespace {

namespace fs = std::filesystem;

struct Variant {
    std::string name;
    std::size_t index = 0;  // the baseline 0, NAME_vN N + 1: ties go to the earlier
    occupancy::SpeedInputs in;
    double recorded_estimate = -1;  // the JSON's (null: cannot launch)
    std::int64_t spills = 0, scratch = 0, waves = 0, blocks = 0, registers = 0;
    std::string defines;
    double median_ms = 0;
};

struct Sweep {
    std::string file, kernel;
    std::vector<Variant> variants;  // those measured
};

std::int64_t integer(const llvm::json::Object& o, llvm::StringRef key) { return o.getInteger(key).value_or(0); }

std::vector<Sweep> corpus() {
    std::vector<Sweep> out;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(KILN_SOURCE_DIR) / "tests" / "data" / "tune_corpus"))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
        std::ifstream in(f);
        std::stringstream text;
        text << in.rdbuf();
        llvm::Expected<llvm::json::Value> root = llvm::json::parse(text.str());
        if (!root) {
            ADD_FAILURE() << f << ": " << llvm::toString(root.takeError());
            continue;
        }
        for (const llvm::json::Value& t : *root->getAsObject()->getArray("tables")) {
            const llvm::json::Object& table = *t.getAsObject();
            Sweep s{f.filename().string(), table.getString("kernel")->str(), {}};
            for (const llvm::json::Value& v : *table.getArray("variants")) {
                const llvm::json::Object& o = *v.getAsObject();
                if (!o.getNumber("median_ms")) continue;
                Variant x;
                x.name = o.getString("variant")->str();
                const std::size_t at = x.name.rfind("_v");
                x.index = *o.getBoolean("baseline") ? 0 : std::stoul(x.name.substr(at + 2)) + 1;
                x.in.block_size = integer(o, "block_size");
                x.in.blocks_per_unit = static_cast<int>(integer(o, "blocks_per_cu"));
                x.in.grid = integer(o, "grid");
                x.in.units = static_cast<int>(integer(o, "units"));
                x.in.bytes = integer(o, "bench_bytes");
                x.in.cache = integer(o, "cache");
                x.spills = integer(o, "spill_store_bytes");
                x.scratch = integer(o, "scratch");
                x.in.memory_traffic = x.spills > 0 || x.scratch > 0;
                if (const llvm::json::Object* mix = o.getObject("mix")) {
                    x.in.fma = integer(*mix, "fma");
                    x.in.shared_loads = integer(*mix, "shared_loads");
                    x.in.global_loads = integer(*mix, "global_loads");
                    x.in.load_bytes = integer(*mix, "load_bytes");
                    x.in.passes = integer(*mix, "passes");
                }
                x.recorded_estimate = o.getNumber("estimate").value_or(-1);
                x.waves = integer(o, "warps_per_sm"), x.blocks = x.in.blocks_per_unit, x.registers = integer(o, "registers");
                if (const llvm::json::Object* values = o.getObject("values"))
                    if (auto d = values->getString("defines")) x.defines = d->str();
                x.median_ms = *o.getNumber("median_ms");
                s.variants.push_back(std::move(x));
            }
            out.push_back(std::move(s));
        }
    }
    return out;
}

double fastest(const Sweep& s) {
    double best = s.variants.front().median_ms;
    for (const Variant& v : s.variants) best = std::min(best, v.median_ms);
    return best;
}

// The speed objective's pick: the least estimate, ties to the earlier point.
const Variant& speed_pick(const Sweep& s) {
    return *std::min_element(s.variants.begin(), s.variants.end(), [](const Variant& a, const Variant& b) {
        return std::make_tuple(occupancy::estimated_time(a.in), a.index) < std::make_tuple(occupancy::estimated_time(b.in), b.index);
    });
}

// The occupancy objective's (kiln tune's default before the speed objective).
const Variant& occupancy_pick(const Sweep& s) {
    auto key = [](const Variant& v) {
        const bool known = v.blocks > 0;
        return std::make_tuple(v.spills, v.scratch, known ? -v.waves : 1, known ? -v.blocks : 1, v.registers, v.index);
    };
    return *std::min_element(s.variants.begin(), s.variants.end(), [&](const Variant& a, const Variant& b) { return key(a) < key(b); });
}

// Spearman's rank correlation of the estimates with the measured times.
double rank_correlation(const Sweep& s) {
    auto ranks = [&](auto value) {
        std::vector<std::size_t> order(s.variants.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return value(s.variants[a]) < value(s.variants[b]); });
        std::vector<double> r(order.size());
        for (std::size_t i = 0; i < order.size(); ++i) r[order[i]] = static_cast<double>(i);
        return r;
    };
    const auto a = ranks([](const Variant& v) { return std::make_tuple(occupancy::estimated_time(v.in), v.index); });
    const auto b = ranks([](const Variant& v) { return v.median_ms; });
    const double n = static_cast<double>(a.size());
    double d2 = 0;
    for (std::size_t i = 0; i < a.size(); ++i) d2 += (a[i] - b[i]) * (a[i] - b[i]);
    return 1 - 6 * d2 / (n * (n * n - 1));
}

// The regret each sweep's pick may reach (docs/tuning.md's table, rounded up): a change to the
// estimate that makes any pick slower fails here. The goal is 1.10. The run of 2026-12-07 measured
// binaries built with the streaming rule's shared-memory bug (its loops into and out of __shared__
// arrays unrolled 16: docs/hardware.md); three of its sweeps miss the goal there. The second run
// of that day (07b), with the rule fixed, is within the goal on all 14.
const std::map<std::string, double> k_bounds = {
    {"sweeps-h100-2026-12-06/gemm2d", 1.01},    {"sweeps-h100-2026-12-06/splitk", 1.01},
    {"sweeps-h100-2026-12-06/reduce", 1.01},    {"sweeps-h100-2026-12-06/softmax", 1.01},
    {"sweeps-h100-2026-12-06/layernorm", 1.01}, {"sweeps-h100-2026-12-06/stencil", 1.06},
    {"sweeps-h100-2026-12-06/transpose", 1.01}, {"sweeps-h100-2026-12-06/attention", 1.02},
    {"tune-h100-2026-12-06/tile", 1.01},        {"tune-h100-2026-12-06/heavy", 1.05},
    {"tune-h100-2026-12-06/softmax", 1.02},     {"tune-h100-2026-12-06/sgemm", 1.01},
    {"heldout-h100-2026-12-07/softmax", 1.01},  {"heldout-h100-2026-12-07/rmsnorm", 1.01},
    {"sweeps-h100-2026-12-07/gemm2d", 2.85},    {"sweeps-h100-2026-12-07/splitk", 1.01},
    {"sweeps-h100-2026-12-07/reduce", 1.01},    {"sweeps-h100-2026-12-07/softmax", 1.01},
    {"sweeps-h100-2026-12-07/layernorm", 1.01}, {"sweeps-h100-2026-12-07/stencil", 1.06},
    {"sweeps-h100-2026-12-07/transpose", 1.89}, {"sweeps-h100-2026-12-07/attention", 1.25},
    {"tune-h100-2026-12-07/tile", 1.01},        {"tune-h100-2026-12-07/heavy", 1.05},
    {"tune-h100-2026-12-07/softmax", 1.01},     {"tune-h100-2026-12-07/sgemm", 1.01},
    {"heldout-h100-2026-12-07b/softmax", 1.01}, {"heldout-h100-2026-12-07b/rmsnorm", 1.01},
    {"sweeps-h100-2026-12-07b/gemm2d", 1.01},    {"sweeps-h100-2026-12-07b/splitk", 1.01},
    {"sweeps-h100-2026-12-07b/reduce", 1.01},    {"sweeps-h100-2026-12-07b/softmax", 1.01},
    {"sweeps-h100-2026-12-07b/layernorm", 1.01}, {"sweeps-h100-2026-12-07b/stencil", 1.06},
    {"sweeps-h100-2026-12-07b/transpose", 1.01}, {"sweeps-h100-2026-12-07b/attention", 1.02},
    {"tune-h100-2026-12-07b/tile", 1.01},        {"tune-h100-2026-12-07b/heavy", 1.05},
    {"tune-h100-2026-12-07b/softmax", 1.01},     {"tune-h100-2026-12-07b/sgemm", 1.01},
};

TEST(Objective, RegretOnTheMeasuredCorpus) {
    const std::vector<Sweep> sweeps = corpus();
    ASSERT_EQ(sweeps.size(), k_bounds.size());
    std::printf("%-36s %9s %7s %11s %7s\n", "sweep", "variants", "speed", "occupancy", "rho");
    int within_goal = 0;
    for (const Sweep& s : sweeps) {
        ASSERT_FALSE(s.variants.empty()) << s.kernel;
        // "sweeps-h100-2026-12-06/gemm2d": the file's manifest, GPU and date, then the kernel.
        const std::string id = s.file.substr(0, s.file.rfind('.')) + "/" + s.kernel;
        const double best = fastest(s);
        const double regret = speed_pick(s).median_ms / best, before = occupancy_pick(s).median_ms / best;
        std::printf("%-36s %9zu %7.3f %11.3f %7.2f\n", id.c_str(), s.variants.size(), regret, before, rank_correlation(s));
        within_goal += regret <= 1.10;
        const auto bound = k_bounds.find(id);
        ASSERT_NE(bound, k_bounds.end()) << id;
        EXPECT_LE(regret, bound->second) << id << ": the speed objective picks " << speed_pick(s).name;
        // The dataset's estimates (5 digits in the JSON) are this objective's: a changed estimate
        // needs the corpus ranked again (kiln tune --results, docs/tuning.md).
        for (const Variant& v : s.variants) {
            if (v.recorded_estimate < 0) continue;
            EXPECT_NEAR(occupancy::estimated_time(v.in), v.recorded_estimate, 1e-4 * v.recorded_estimate) << id << " " << v.name;
        }
    }
    std::printf("within 1.10 of the fastest: %d of %zu sweeps\n", within_goal, sweeps.size());
}

// The loader header's split helper on the measured split-K sweep (256 x 256 x 49152, 64 x 64
// tiles: 16 tiles of 49152 / 8 = 6144 K steps): its split is within 5 % of the fastest split.
TEST(Objective, SplitHelperPicksAMeasuredFastSplit) {
    for (const Sweep& s : corpus()) {
        if (s.kernel != "splitk") continue;
        const Variant& any = s.variants.front();
        const int split = occupancy::choose_split(16, 6144, any.in.units, any.in.blocks_per_unit, 64);
        const std::string define = "[SPLIT=" + std::to_string(split) + "]";
        const auto chosen = std::find_if(s.variants.begin(), s.variants.end(), [&](const Variant& v) { return v.defines == define; });
        ASSERT_NE(chosen, s.variants.end()) << "split " << split << " was not measured";
        std::printf("choose_split: %d (%.4f ms), the fastest split %.4f ms\n", split, chosen->median_ms, fastest(s));
        EXPECT_LE(chosen->median_ms, 1.05 * fastest(s));
        return;
    }
    FAIL() << "no split-K sweep in the corpus";
}

}  // namespace

}  // namespace kiln::pipeline
