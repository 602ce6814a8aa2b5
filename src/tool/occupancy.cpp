// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln occupancy`: HIP's (AMD targets) or CUDA's (NVIDIA targets) occupancy for given resources,
// without a GPU, from the model in include/kiln/occupancy.hpp; one resource swept as a step table.
// This file: the usage, the sweep table and the switch to the backend's calculator
// (occupancy.hpp).
#include "tool/commands.hpp"
#include "tool/occupancy.hpp"

#include <iostream>

#include "emit/json.hpp"
#include "emit/table.hpp"
#include "target/target.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

const char* const k_occupancy_usage =
    "usage: kiln occupancy --target T --block N [--vgprs N] [--sgprs N] [--lds BYTES]\n"
    "                      [--dynamic-lds N] [--wavefront 32|64] [--profile P] [--device D] [--json]\n"
    "       kiln occupancy --target sm_NN --block N [--regs N] [--lds BYTES] [--dynamic-lds N]\n"
    "                      [--carveout PCT] [--max-dynamic-lds N | --loader driver|kiln]\n"
    "                      [--barriers N]\n"
    "                      [--device D] [--json]\n"
    "\n"
    "AMD: what hipModuleOccupancyMaxActiveBlocksPerMultiprocessor returns for a kernel with these\n"
    "resources (.vgpr_count, .sgpr_count, .group_segment_fixed_size), and a separate hardware\n"
    "estimate. NVIDIA: what cuOccupancyMaxActiveBlocksPerMultiprocessor returns for a kernel with\n"
    "these registers per thread and static shared bytes (the cubin's). A resource left out does not\n"
    "limit (0). One of --vgprs, --sgprs, --regs, --lds, --dynamic-lds, --block given as A..B sweeps\n"
    "it: the table of value ranges that give each number of blocks (as llvm-calc-occupancy --limits).\n"
    "\n"
    "options:\n"
    "  --target T         a gfx9, gfx10.1, gfx10.3, gfx11.0 or gfx11.5 processor (a target ID's),\n"
    "                     or sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121\n"
    "  --carveout PCT     (NVIDIA) the preferred shared memory carveout, 0..100; default: the driver's\n"
    "  --max-dynamic-lds N  (NVIDIA) the kernel's MAX_DYNAMIC_SHARED_SIZE_BYTES as set\n"
    "  --loader L         (NVIDIA) without --max-dynamic-lds: 'driver' (default), the attribute left\n"
    "                     at CUDA's default, so a block above 48 KiB in all fits nowhere, as the\n"
    "                     driver answers; 'kiln', as kiln's loader sets it (the launch's dynamic\n"
    "                     bytes when static + dynamic exceed 48 KiB)\n"
    "  --barriers N       (NVIDIA) named barriers the kernel uses (default 0)\n"
    "  --wavefront W      the kernel's .wavefront_size on gfx10+ (default 32)\n"
    "  --profile P        HIP runtime rules: 6.4 (default), 6.1, trap\n"
    "  --device D         also the grid that fills D and HIP's potential block size:\n"
    "                     MI300X, MI300A, MI308X, MI325X, MI350X, MI355X, MI100, MI210,\n"
    "                     MI250X, MI250; NVIDIA: the grid that fills H100-SXM, H100-PCIe, H200,\n"
    "                     A100, L40S, RTX4090, RTX3090\n"
    "  --json             machine-readable output\n";

std::optional<Sweep> take_sweep(Parsed& p, std::initializer_list<const char*> options, std::string& error) {
    std::optional<Sweep> sweep;
    for (const char* name : options) {
        auto v = p.value(name);
        if (!v) continue;
        const std::size_t dots = v->find("..");
        if (dots == std::string::npos) continue;
        Sweep s{name};
        if (!to_int(v->substr(0, dots), s.from) || !to_int(v->substr(dots + 2), s.to) || s.from < 0 || s.to < s.from ||
            s.to - s.from > (1 << 20)) {
            error = std::string(name) + " sweeps A..B with 0 <= A <= B, B - A <= 1048576, not '" + *v + "'";
            return std::nullopt;
        }
        if (sweep) {
            error = "one option sweeps at a time: " + sweep->option + " and " + name;
            return std::nullopt;
        }
        sweep = s;
        p.values[name] = std::to_string(s.from);
    }
    return sweep;
}

int print_sweep(const Sweep& sweep, const std::string& target, bool json, const char* waves_name, const std::string& assumes,
                const std::function<Point(int)>& at) {
    struct Step {
        int from, to;
        Point p;
    };
    std::vector<Step> steps;
    for (long long value = sweep.from; value <= sweep.to; ++value) {  // to may be INT_MAX
        const int v = static_cast<int>(value);
        const Point p = at(v);
        if (!steps.empty() && steps.back().p.blocks == p.blocks && steps.back().p.limiter == p.limiter && steps.back().p.waves == p.waves)
            steps.back().to = v;
        else
            steps.push_back({v, v, p});
    }
    const std::string what = sweep.option.substr(2);
    if (json) {
        emit::JsonWriter w;
        w.begin_object().key("target").value(target).key("sweep").value(what);
        if (!assumes.empty()) w.key("assumes").value(assumes);
        w.key("steps").begin_array();
        for (const Step& st : steps) {
            w.begin_object().key("from").value(std::int64_t{st.from}).key("to").value(std::int64_t{st.to});
            w.key("blocks_per_cu").value(std::int64_t{st.p.blocks}).key(waves_name).value(std::int64_t{st.p.waves});
            w.key("limiter").value(occupancy::limiter_name(st.p.limiter)).end_object();
        }
        w.end_array().end_object();
        std::cout << w.str();
        return 0;
    }
    std::vector<std::vector<std::string>> rows = {{what, "blocks", waves_name, "limiter"}};
    for (const Step& st : steps)
        rows.push_back({st.from == st.to ? std::to_string(st.from) : std::to_string(st.from) + ".." + std::to_string(st.to),
                        std::to_string(st.p.blocks), std::to_string(st.p.waves), occupancy::limiter_name(st.p.limiter)});
    std::cout << target << ": blocks by " << what << "\n" << emit::format_columns(rows, "RRRL");
    if (!assumes.empty()) std::cout << "assumes " << assumes << "\n";
    return 0;
}

int occupancy(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--target", "", true}, {"--vgprs", "", true}, {"--sgprs", "", true}, {"--lds", "", true},
                         {"--block", "", true}, {"--dynamic-lds", "", true}, {"--profile", "", true},
                         {"--device", "", true}, {"--wavefront", "", true}, {"--json", "", false}, {"--regs", "", true},
                         {"--carveout", "", true}, {"--max-dynamic-lds", "", true}, {"--barriers", "", true},
                         {"--loader", "", true}},
                        k_occupancy_usage, exit);
    if (!p) return exit;
    if (!p->positional.empty()) return usage_error("unexpected argument '" + p->positional[0] + "'", k_occupancy_usage);
    // Each backend's calculator takes its own options. Without --target, AMD's says what is
    // missing (and which options are NVIDIA's).
    const auto t = p->value("--target");
    switch (t ? target::kind_of(*t) : target::Kind::amdgpu) {
        case target::Kind::amdgpu: return amdgpu_occupancy(*p);
        case target::Kind::nvptx: return nvptx_occupancy(*p);
    }
    return amdgpu_occupancy(*p);
}

}  // namespace kiln::tool
