// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln occupancy`: HIP's (AMD targets) or CUDA's (NVIDIA targets) occupancy for given resources,
// without a GPU, from the model in include/kiln/occupancy.hpp; one resource swept as a step table.
#include "tool/commands.hpp"

#include <cstdio>
#include <functional>
#include <iostream>

#include <kiln/occupancy.hpp>

#include "emit/json.hpp"
#include "emit/metadata.hpp"
#include "emit/table.hpp"
#include "target/target.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

namespace {

constexpr const char* k_occupancy_usage =
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
    "                     or sm_80, sm_86, sm_89, sm_90\n"
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

// One option given as "A..B": swept from A to B.
struct Sweep {
    std::string option;
    int from = 0, to = 0;
};

// The sweep among `options`, if any; the parsed values get A in its place. An error text when the
// range is malformed or more than one option sweeps.
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

struct Point {
    int blocks, waves;
    occupancy::Limiter limiter;
};

// The step table of a sweep: consecutive values with the same blocks and limiter as one range.
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


// `kiln occupancy --target sm_NN ...`: CUDA's model.
int cuda_occupancy(Parsed& p) {
    namespace cuda = occupancy::cuda;
    const std::string target = *p.value("--target");
    cuda::Input in;
    in.arch = cuda::arch_from_name(target.c_str());
    if (!cuda::has_model(in.arch))
        return usage_error("no occupancy model for '" + target + "'; kiln models CUDA's for sm_80, sm_86, sm_89 and sm_90", k_occupancy_usage);
    for (const char* amd : {"--vgprs", "--sgprs", "--wavefront", "--profile"})
        if (p.value(amd)) return usage_error(std::string(amd) + " is for AMD targets; " + target + " takes --regs", k_occupancy_usage);
    if (!p.value("--block")) return usage_error("missing --block", k_occupancy_usage);
    std::string bad;
    const std::optional<Sweep> sweep = take_sweep(p, {"--regs", "--lds", "--dynamic-lds", "--block"}, bad);
    if (!bad.empty()) return usage_error(bad, k_occupancy_usage);
    struct Field {
        const char* name;
        int* out;
        int low;
    };
    for (auto [name, out, low] : {Field{"--regs", &in.registers, 0}, Field{"--lds", &in.static_shared, 0},
                                  Field{"--block", &in.block_size, 1}, Field{"--dynamic-lds", &in.dynamic_shared, 0},
                                  Field{"--carveout", &in.carveout, 0}, Field{"--max-dynamic-lds", &in.max_dynamic_shared, 0},
                                  Field{"--barriers", &in.barriers, 0}}) {
        auto v = p.value(name);
        if (!v) continue;
        if (!to_int(*v, *out) || *out < low)
            return usage_error(std::string(name) + " needs an integer of at least " + std::to_string(low) + ", not '" + *v + "'",
                               k_occupancy_usage);
    }
    if (in.carveout > 100) return usage_error("--carveout is a percentage, 0..100", k_occupancy_usage);
    // --max-dynamic-lds is the attribute as set; without it, the driver's default (not raised), or
    // with --loader kiln what kiln's loader sets for the launch (raised to the launch's need above
    // 48 KiB, as CUDA requires). The answer names which.
    const int requested = p.value("--max-dynamic-lds") ? in.max_dynamic_shared : -1;
    const std::string loader = p.value("--loader").value_or("driver");
    if (loader != "driver" && loader != "kiln") return usage_error("--loader is 'driver' or 'kiln', not '" + loader + "'", k_occupancy_usage);
    if (requested >= 0 && p.value("--loader"))
        return usage_error("--max-dynamic-lds sets the attribute; --loader says who sets it when it is not given: give one", k_occupancy_usage);
    auto attribute = [&](const cuda::Input& x) {
        if (requested >= 0) return requested;
        return loader == "kiln" ? cuda::loader_max_dynamic_shared(x.static_shared, x.dynamic_shared, -1) : -1;
    };
    const std::string assumes = requested >= 0 ? "MAX_DYNAMIC_SHARED_SIZE_BYTES " + std::to_string(requested) + " (--max-dynamic-lds)"
                                : loader == "kiln"
                                    ? "MAX_DYNAMIC_SHARED_SIZE_BYTES as kiln's loader sets it (raised to the launch's dynamic "
                                      "bytes above 48 KiB in all)"
                                    : "MAX_DYNAMIC_SHARED_SIZE_BYTES at CUDA's default (above 48 KiB in all a block fits "
                                      "nowhere; kiln's loader raises it: --loader kiln)";
    in.max_dynamic_shared = attribute(in);
    if (sweep) {
        return print_sweep(*sweep, target, p.has("--json"), "warps_per_sm", assumes, [&](int v) {
            cuda::Input x = in;
            if (sweep->option == "--regs") x.registers = v;
            if (sweep->option == "--lds") x.static_shared = v;
            if (sweep->option == "--dynamic-lds") x.dynamic_shared = v;
            if (sweep->option == "--block") x.block_size = v;
            x.max_dynamic_shared = attribute(x);
            const cuda::Result r = cuda::blocks_per_sm(x);
            return Point{r.blocks_per_sm, r.warps_per_sm, r.limiter};
        });
    }
    const cuda::Device* device = nullptr;
    if (auto d = p.value("--device")) {
        device = cuda::find_device(d->c_str());
        if (!device) return usage_error("unknown device '" + *d + "'", k_occupancy_usage);
        if (device->arch != in.arch) return usage_error("'" + *d + "' is not an " + target, k_occupancy_usage);
    }
    const cuda::Result r = cuda::max_blocks_per_sm(in);
    const char* source = "cuda-model";
    if (p.has("--json")) {
        emit::JsonWriter w;
        w.begin_object();
        w.key("target").value(target).key("source").value(source);
        w.key("blocks_per_cu").value(std::int64_t{r.blocks_per_sm});
        w.key("warps_per_sm").value(std::int64_t{r.warps_per_sm});
        w.key("limiter").value(occupancy::limiter_name(r.limiter));
        w.key("assumes").value(assumes);
        w.key("next");
        emit::write_next_step(w, r.next);
        if (device) {
            w.key("device").begin_object().key("name").value(device->name);
            w.key("sms").value(std::int64_t{device->sms});
            w.key("grid").value(std::int64_t{device->sms} * r.blocks_per_sm).end_object();
        }
        w.end_object();
        std::cout << w.str();
        return 0;
    }
    std::printf("%s, CUDA: %d blocks per SM (%d warps), limited by %s\n", target.c_str(), r.blocks_per_sm, r.warps_per_sm,
                occupancy::limiter_name(r.limiter));
    if (std::string h = emit::next_step_text(r.next); !h.empty()) std::printf("  next step: %s\n", h.c_str());
    if (device)
        std::printf("  %s (%d SMs): a grid of %d blocks fills it in one wave\n", device->name, device->sms,
                    device->sms * r.blocks_per_sm);
    std::printf("  assumes %s\n", assumes.c_str());
    return 0;
}

}  // namespace

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
    if (auto t = p->value("--target"); t && target::is_nvidia(*t)) return cuda_occupancy(*p);
    for (const char* nvidia : {"--regs", "--carveout", "--max-dynamic-lds", "--barriers", "--loader"})
        if (p->value(nvidia)) return usage_error(std::string(nvidia) + " is for NVIDIA targets (sm_NN)", k_occupancy_usage);
    for (const char* required : {"--target", "--block"})
        if (!p->value(required)) return usage_error(std::string("missing ") + required, k_occupancy_usage);
    std::string bad;
    const std::optional<Sweep> sweep = take_sweep(*p, {"--vgprs", "--sgprs", "--lds", "--dynamic-lds", "--block"}, bad);
    if (!bad.empty()) return usage_error(bad, k_occupancy_usage);

    const std::string target = *p->value("--target");
    occupancy::Input in;
    in.arch = occupancy::arch_from_name(target.c_str());
    if (!occupancy::has_model(in.arch))
        return usage_error("no occupancy model for '" + target + "'; kiln models HIP's for gfx9, gfx10.1, gfx10.3, gfx11.0 and gfx11.5 processors", k_occupancy_usage);
    if (auto w = p->value("--wavefront")) {
        if (*w != "32" && *w != "64") return usage_error("--wavefront is 32 or 64, not '" + *w + "'", k_occupancy_usage);
        if (in.arch.major == 9 && *w == "32") return usage_error(target + " runs 64-lane waves only", k_occupancy_usage);
        in.wavefront = std::stoi(*w);
    }
    const std::string profile = p->value("--profile").value_or("6.4");
    if (!occupancy::profile_from_name(profile.c_str(), in.profile))
        return usage_error("unknown profile '" + profile + "'; use 6.4, 6.1 or trap", k_occupancy_usage);
    struct Field {
        const char* name;
        int* out;
    };
    for (auto [name, out] : {Field{"--vgprs", &in.vgprs}, Field{"--sgprs", &in.sgprs}, Field{"--lds", &in.lds},
                             Field{"--block", &in.block_size}, Field{"--dynamic-lds", &in.dynamic_lds}}) {
        std::string v = std::string(name) == "--block" ? *p->value(name) : p->value(name).value_or("0");
        if (!to_int(v, *out) || (*out < 0 && std::string(name) != "--block"))
            return usage_error(std::string(name) + " needs a non-negative integer, not '" + v + "'", k_occupancy_usage);
    }
    const occupancy::Device* device = nullptr;
    if (auto d = p->value("--device")) {
        device = occupancy::find_device(d->c_str());
        if (!device) return usage_error("unknown device '" + *d + "'", k_occupancy_usage);
        if (device->arch != in.arch) return usage_error("'" + *d + "' is not a " + target, k_occupancy_usage);
    }

    if (sweep) {
        return print_sweep(*sweep, target, p->has("--json"), "waves_per_simd", "", [&](int v) {
            occupancy::Input x = in;
            if (sweep->option == "--vgprs") x.vgprs = v;
            if (sweep->option == "--sgprs") x.sgprs = v;
            if (sweep->option == "--lds") x.lds = v;
            if (sweep->option == "--dynamic-lds") x.dynamic_lds = v;
            if (sweep->option == "--block") x.block_size = v;
            const occupancy::Result r = occupancy::max_blocks_per_cu(x);
            return Point{r.blocks_per_cu, r.waves_per_simd, r.limiter};
        });
    }
    const occupancy::Result r = occupancy::max_blocks_per_cu(in);
    if (r.status == occupancy::Status::invalid_block_size) {
        std::cerr << "kiln: error: block size " << in.block_size << " is invalid (HIP returns hipErrorInvalidValue)\n";
        return 1;
    }
    if (r.status == occupancy::Status::too_many_vgprs) {
        std::cerr << "kiln: error: " << in.vgprs << " VGPRs exceed the register file (HIP returns an error)\n";
        return 1;
    }
    const occupancy::Result hw = occupancy::hardware_blocks_per_cu(in);
    const std::string source = "hip-model " + profile;
    if (p->has("--json")) {
        emit::JsonWriter w;
        w.begin_object();
        w.key("target").value(target).key("profile").value(profile).key("source").value(source);
        w.key("blocks_per_cu").value(std::int64_t{r.blocks_per_cu});
        w.key("waves_per_simd").value(std::int64_t{r.waves_per_simd});
        w.key("limiter").value(occupancy::limiter_name(r.limiter));
        w.key("next");
        emit::write_next_step(w, r.next);
        w.key("hardware_estimate");
        if (hw.status == occupancy::Status::unknown_arch) {
            w.null();
        } else {
            w.begin_object().key("blocks_per_cu").value(std::int64_t{hw.blocks_per_cu});
            w.key("limiter").value(occupancy::limiter_name(hw.limiter)).end_object();
        }
        if (device) {
            const occupancy::Potential pot = occupancy::max_potential_block_size(in, 0, device->compute_units);
            w.key("device").begin_object().key("name").value(device->name);
            w.key("compute_units").value(std::int64_t{device->compute_units});
            w.key("grid").value(std::int64_t{device->compute_units} * r.blocks_per_cu);
            if (pot.status == occupancy::Status::ok) {
                w.key("potential_block_size").value(std::int64_t{pot.block_size});
                w.key("potential_grid").value(std::int64_t{pot.grid});
            } else {
                w.key("potential_block_size").null().key("potential_grid").null();
            }
            w.end_object();
        }
        w.end_object();
        std::cout << w.str();
        return 0;
    }
    std::printf("%s, HIP %s: %d blocks per CU (%d waves per SIMD), limited by %s\n", target.c_str(), profile.c_str(),
                r.blocks_per_cu, r.waves_per_simd, occupancy::limiter_name(r.limiter));
    if (std::string h = emit::next_step_text(r.next); !h.empty()) std::printf("  next step: %s\n", h.c_str());
    if (hw.status == occupancy::Status::unknown_arch)
        std::printf("  hardware estimate (not HIP's number): n/a (kiln has its rules for gfx94x and gfx950 only)\n");
    else
        std::printf("  hardware estimate (not HIP's number): %d blocks per CU, limited by %s\n", hw.blocks_per_cu,
                    occupancy::limiter_name(hw.limiter));
    if (device) {
        const occupancy::Potential pot = occupancy::max_potential_block_size(in, 0, device->compute_units);
        if (pot.status == occupancy::Status::ok)
            std::printf("  %s (%d CUs): a grid of %d blocks fills it in one wave; HIP's potential block size is %d (grid %d)\n",
                        device->name, device->compute_units, device->compute_units * r.blocks_per_cu, pot.block_size, pot.grid);
        else
            std::printf("  %s (%d CUs): no wave fits, so no grid fills it; HIP's potential block size: none (too many SGPRs)\n",
                        device->name, device->compute_units);
    }
    return 0;
}

}  // namespace kiln::tool
