// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln occupancy --target sm_NN ...` (occupancy.hpp): what cuOccupancyMaxActiveBlocksPerMultiprocessor
// returns for a kernel with these registers per thread and shared bytes, from CUDA's model.
// Compiled into the kiln executable (src/tool/CMakeLists.txt): it parses and prints.
#include "tool/occupancy.hpp"

#include <cstdio>
#include <iostream>

#include "emit/json.hpp"
#include "emit/metadata.hpp"
#include "emit/table.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

int nvptx_occupancy(Parsed& p) {
    namespace cuda = occupancy::cuda;
    const std::string target = *p.value("--target");
    cuda::Input in;
    in.arch = cuda::arch_from_name(target.c_str());
    if (!cuda::has_model(in.arch))
        return usage_error("no occupancy model for '" + target + "'; kiln models CUDA's for sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120 and sm_121", k_occupancy_usage);
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

}  // namespace kiln::tool
