// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln occupancy --target gfxNNN ...` (occupancy.hpp): what
// hipModuleOccupancyMaxActiveBlocksPerMultiprocessor returns for a kernel with these resources,
// from HIP's model, with a separate hardware estimate and HIP's potential block size for a device.
// Compiled into the kiln executable (src/tool/CMakeLists.txt): it parses and prints.
#include "tool/occupancy.hpp"

#include <cstdio>
#include <iostream>

#include "emit/json.hpp"
#include "emit/metadata.hpp"
#include "emit/table.hpp"
#include "target/backend.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

namespace {

// The answer as JSON: HIP's figures, the hardware estimate, and for a device its grid and HIP's
// potential block size.
std::string hip_json(const std::string& target, const std::string& profile, const std::string& source, const occupancy::Input& in,
                     const occupancy::Result& r, const occupancy::Result& hw, const occupancy::Device* device) {
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
    return w.str();
}

}  // namespace

int amdgpu_occupancy(Parsed& p) {
    for (const char* nvidia : {"--regs", "--carveout", "--max-dynamic-lds", "--barriers", "--loader"})
        if (p.value(nvidia)) return usage_error(std::string(nvidia) + " is for NVIDIA targets (sm_NN)", k_occupancy_usage);
    for (const char* required : {"--target", "--block"})
        if (!p.value(required)) return usage_error(std::string("missing ") + required, k_occupancy_usage);
    std::string bad;
    const std::optional<Sweep> sweep = take_sweep(p, {"--vgprs", "--sgprs", "--lds", "--dynamic-lds", "--block"}, bad);
    if (!bad.empty()) return usage_error(bad, k_occupancy_usage);

    const std::string target = *p.value("--target");
    occupancy::Input in;
    in.arch = occupancy::arch_from_name(target.c_str());
    if (!occupancy::has_model(in.arch))
        return usage_error("no occupancy model for '" + target + "'; kiln models HIP's for gfx9, gfx10.1, gfx10.3, gfx11.0 and gfx11.5 processors", k_occupancy_usage);
    if (auto w = p.value("--wavefront")) {
        if (*w != "32" && *w != "64") return usage_error("--wavefront is 32 or 64, not '" + *w + "'", k_occupancy_usage);
        if (auto why = target::backend_for(target).wavefront_problem(target, std::stoi(*w))) return usage_error(*why, k_occupancy_usage);
        in.wavefront = std::stoi(*w);
    }
    const std::string profile = p.value("--profile").value_or("6.4");
    if (!occupancy::profile_from_name(profile.c_str(), in.profile))
        return usage_error("unknown profile '" + profile + "'; use 6.4, 6.1 or trap", k_occupancy_usage);
    struct Field {
        const char* name;
        int* out;
    };
    for (auto [name, out] : {Field{"--vgprs", &in.vgprs}, Field{"--sgprs", &in.sgprs}, Field{"--lds", &in.lds},
                             Field{"--block", &in.block_size}, Field{"--dynamic-lds", &in.dynamic_lds}}) {
        std::string v = std::string(name) == "--block" ? *p.value(name) : p.value(name).value_or("0");
        if (!to_int(v, *out) || (*out < 0 && std::string(name) != "--block"))
            return usage_error(std::string(name) + " needs a non-negative integer, not '" + v + "'", k_occupancy_usage);
    }
    const occupancy::Device* device = nullptr;
    if (auto d = p.value("--device")) {
        device = occupancy::find_device(d->c_str());
        if (!device) return usage_error("unknown device '" + *d + "'", k_occupancy_usage);
        if (device->arch != in.arch) return usage_error("'" + *d + "' is not a " + target, k_occupancy_usage);
    }

    if (sweep) {
        return print_sweep(*sweep, target, p.has("--json"), "waves_per_simd", "", [&](int v) {
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
    if (p.has("--json")) {
        std::cout << hip_json(target, profile, source, in, r, hw, device);
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
