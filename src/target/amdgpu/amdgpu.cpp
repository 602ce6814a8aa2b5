// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// AMD GPUs behind target::Backend: a kernel's figures as the AMDHSA metadata states them (VGPRs,
// SGPRs, AGPRs, LDS, scratch, spilled registers) and its occupancy as the HIP runtime computes it
// (kiln's model of it, the manifest's profile), with kiln's hardware estimate beside it.
#include "target/amdgpu/amdgpu.hpp"

#include <algorithm>

#include "target/words.hpp"

namespace kiln::target::amdgpu {

namespace {

codeobj::OccupancyRecord to_record(const occupancy::Result& r, std::string source) {
    return {std::move(source), r.blocks_per_cu, r.waves_per_simd, r.limiter, r.next};
}

class Amdgpu final : public Backend {
public:
    const Facts& facts() const override { return target::facts(Kind::amdgpu); }
    ClangLanguage clang_language(std::string_view language) const override {
        if (language == "hip" || language == "cuda") return ClangLanguage::hip;
        return language == "opencl" ? ClangLanguage::opencl : ClangLanguage::none;
    }
    std::vector<std::string> clang_target_args(int code_object_version, bool wave64) const override {
        std::vector<std::string> args = {"-mcode-object-version=" + std::to_string(code_object_version)};
        if (wave64) args.push_back("-mwavefrontsize64");
        return args;
    }
    std::int64_t registers(const codeobj::KernelInfo& r) const override { return r.vgpr_count; }
    std::int64_t spills(const codeobj::KernelInfo& r) const override {
        return std::int64_t{r.vgpr_spill_count} + r.sgpr_spill_count;
    }
    std::string spill_text(const codeobj::KernelInfo& r) const override {
        return std::to_string(r.vgpr_spill_count) + " VGPRs and " + std::to_string(r.sgpr_spill_count) + " SGPRs spilled (" +
               std::to_string(r.private_segment_fixed_size) + " bytes of scratch per work-item)";
    }
    codeobj::InstructionMix instruction_mix(std::string_view) const override { return {}; }
    std::optional<std::string> entry_mismatch(std::string_view object, std::string_view target_id) const override {
        const auto processor = [](std::string_view id) { return id.substr(0, id.find(':')); };
        if (processor(object) != processor(target_id)) return "for " + std::string(object) + ", not " + std::string(target_id);
        const std::string pins = std::string(target_id) + ":";
        for (std::size_t at = object.find(':'); at != std::string_view::npos; at = object.find(':', at + 1)) {
            const std::string_view pinned = object.substr(at + 1, object.find(':', at + 1) - at - 1);  // "xnack-"
            if (!pinned.empty() && pins.find(":" + std::string(pinned) + ":") == std::string::npos)
                return "for " + std::string(object) + ", and the target " + std::string(target_id) + " does not pin " + std::string(pinned) +
                       " (name the target \"" + std::string(object) + "\" in [bundle] targets: HIP loads an entry on the devices its ID names)";
        }
        return std::nullopt;
    }
    std::optional<std::string> wavefront_problem(const std::string& target_id, int wavefront) const override {
        if (wavefront == 32 && occupancy::arch_from_name(target_id.c_str()).major == 9) return target_id + " runs 64-lane waves only";
        return std::nullopt;
    }
    ReferenceDevice reference_device(const std::string& target_id) const override {
        const occupancy::Arch arch = occupancy::arch_from_name(target_id.c_str());
        for (const auto& d : occupancy::k_devices)
            if (d.arch == arch) return {d.compute_units, arch.major == 9 && arch.minor >= 4 ? 32768 : 16384};  // L1: CDNA3 32 KiB
        return {};
    }
    void add_occupancy(codeobj::KernelRecord& r, const std::string& target_id) const override;
    std::vector<std::string> check(const codeobj::KernelRecord& k, const std::string& target, std::size_t& checked) const override;
    std::vector<Curve> curves(const codeobj::KernelRecord& k, const std::string& target) const override;
    int max_waves(const codeobj::KernelRecord& k, const std::string& target) const override {
        const auto arch = occupancy::arch_from_name(target.c_str());
        if (!occupancy::has_model(arch)) return 0;
        return occupancy::params(arch, k.profile, static_cast<int>(k.resources.wavefront_size)).max_waves_per_simd;
    }
    std::string_view curves_note() const override {
        return "AMD curves: HIP's occupancy calculation (kiln's model of it, the profile recorded per kernel), "
               "one resource varied, the others as recorded";
    }
    std::vector<Figure> tune_figures(const codeobj::KernelInfo& r) const override {
        return {{"VGPRs", "vgpr_count", r.vgpr_count}, {"SGPRs", "sgpr_count", r.sgpr_count},
                {"AGPRs", "agpr_count", r.agpr_count}, {"spills", "spills", spills(r)}};
    }
    std::vector<Figure> tuned_file_figures(const codeobj::KernelInfo& r) const override {
        return {{"VGPRs", "vgpr_count", r.vgpr_count}, {"SGPRs", "sgpr_count", r.sgpr_count}, {"spills", "spills", spills(r)}};
    }
    // Every kernel's JSON carries AMD's fields already.
    std::vector<Figure> json_resources(const codeobj::KernelInfo&, bool) const override { return {}; }
    std::vector<Figure> json_launch(const codeobj::KernelRecord&) const override { return {}; }
    std::vector<Figure> loader_figures(const codeobj::KernelRecord&) const override { return {}; }
    std::vector<std::pair<std::string, std::string>> resource_facts(const codeobj::KernelRecord& k, bool) const override {
        const auto& r = k.resources;
        const auto n = [](std::int64_t v) { return std::to_string(v); };
        return {{"VGPRs", n(r.vgpr_count) + (r.agpr_count ? " (" + n(r.agpr_count) + " AGPRs)" : std::string())},
                {"SGPRs", n(r.sgpr_count)},
                {"LDS", n(r.group_segment_fixed_size) + " B"},
                {"dynamic LDS", n(k.dynamic_lds) + " B"},
                {"scratch", n(r.private_segment_fixed_size) + " B"},
                {"spills", n(r.vgpr_spill_count) + " VGPR, " + n(r.sgpr_spill_count) + " SGPR"},
                {"wave", n(r.wavefront_size)}};
    }
};

}  // namespace

occupancy::Input occupancy_input(const codeobj::KernelRecord& r, const std::string& target_id) {
    const codeobj::KernelInfo& info = r.resources;
    return {occupancy::arch_from_name(target_id.c_str()),
            static_cast<int>(info.vgpr_count),
            static_cast<int>(info.sgpr_count),
            static_cast<int>(info.group_segment_fixed_size),
            static_cast<int>(r.block_size),
            static_cast<int>(r.dynamic_lds),
            r.profile,
            static_cast<int>(info.wavefront_size)};
}

void Amdgpu::add_occupancy(codeobj::KernelRecord& r, const std::string& target_id) const {
    occupancy::Input in = occupancy_input(r, target_id);
    r.hip = to_record(occupancy::max_blocks_per_cu(in), std::string("hip-model ") + occupancy::profile_name(r.profile));
    const occupancy::Result hardware = occupancy::hardware_blocks_per_cu(in);
    r.hardware = to_record(hardware, "hardware estimate");
    // Where kiln has no rules, blocks per CU are -1, shown as "n/a": never a guess.
    if (hardware.status == occupancy::Status::unknown_arch) r.hardware.blocks_per_cu = -1;
    if (!occupancy::has_model(in.arch)) {
        r.hip = {"n/a (no model for " + target_id.substr(0, target_id.find(':')) + ")", -1, 0, occupancy::Limiter::none, {}};
        return;
    }
    // Up to the kernel's maximum, which a foreign code object may give as anything: HIP's 1024 bounds it.
    const int top = static_cast<int>(std::min<std::uint32_t>(r.resources.max_flat_workgroup_size, 1024));
    for (int b = 64; b <= top; b += 64) {
        in.block_size = b;
        r.blocks_by_block_size.emplace_back(b, occupancy::max_blocks_per_cu(in).blocks_per_cu);
    }
}

std::vector<std::string> Amdgpu::check(const codeobj::KernelRecord& k, const std::string& target, std::size_t& checked) const {
    std::vector<std::string> out;
    const auto& r = k.resources;
    const std::string who = r.name + " " + target + ": ";
    const auto& e = k.expect;
    if (const std::optional<std::int64_t> short_of = blocks_short(k, who, checked, out)) {
        const std::int64_t want = *short_of;
        const occupancy::Input in = occupancy_input(k, target);
        const occupancy::NextStep need = occupancy::requirement(in, static_cast<int>(want));
        std::string line = who + plural(k.hip.blocks_per_cu, "block/CU", "blocks/CU") + " at block " +
                           std::to_string(k.block_size) + ", expected >= " + std::to_string(want) + ": limited by " +
                           occupancy::limiter_name(k.hip.limiter);
        const std::string for_want = " needed for " + std::to_string(want) + ")";
        switch (k.hip.limiter) {
            case occupancy::Limiter::vgprs:
                line += " (" + std::to_string(r.vgpr_count) + " used, " +
                        (need.blocks ? "<= " + std::to_string(need.at_most) : std::string("more waves per SIMD than the processor runs")) + for_want;
                break;
            case occupancy::Limiter::sgprs:
                line += " (" + std::to_string(r.sgpr_count) + " used, " +
                        (need.blocks ? "<= " + std::to_string(need.at_most) : std::string("more waves per SIMD than the processor runs")) + for_want;
                break;
            case occupancy::Limiter::lds:
                line += " (" + std::to_string(r.group_segment_fixed_size + k.dynamic_lds) + " bytes used, " +
                        (need.blocks ? "<= " + std::to_string(need.at_most) : std::string("less than one byte")) + for_want;
                break;
            case occupancy::Limiter::waves:
                line += " (8 per SIMD; " +
                        (need.blocks ? "a block of <= " + std::to_string(need.at_most) + " threads" : std::string("no block size")) + for_want;
                break;
            default: break;
        }
        out.push_back(line);
    }
    auto at_most = [&](const std::optional<std::int64_t>& limit, std::int64_t value, const char* what) {
        check_at_most(limit, value, what, who, checked, out);
    };
    at_most(e.max_vgprs, r.vgpr_count, "VGPRs");
    at_most(e.max_sgprs, r.sgpr_count, "SGPRs");
    at_most(e.max_spills, r.vgpr_spill_count + r.sgpr_spill_count, "spills");
    at_most(e.max_scratch, r.private_segment_fixed_size, "bytes of scratch");
    return out;
}

std::vector<Curve> Amdgpu::curves(const codeobj::KernelRecord& k, const std::string& target) const {
    const auto& r = k.resources;
    occupancy::Input in{occupancy::arch_from_name(target.c_str()), clamp_int(r.vgpr_count, 1 << 20), clamp_int(r.sgpr_count, 1 << 20),
                        clamp_int(r.group_segment_fixed_size, 1 << 30), clamp_int(k.block_size, 1024), clamp_int(k.dynamic_lds, 1 << 30),
                        k.profile, static_cast<int>(r.wavefront_size)};
    if (!occupancy::has_model(in.arch)) return {};
    const occupancy::Params p = occupancy::params(in.arch, in.profile, in.wavefront);
    using occupancy::Limiter;
    const occupancy::NextStep next = occupancy::max_blocks_per_cu(in).next;
    auto point = [](const occupancy::Input& x) {
        const occupancy::Result m = occupancy::max_blocks_per_cu(x);
        return Point{m.blocks_per_cu, m.waves_per_simd};
    };
    std::vector<Curve> out;
    // VGPRs: gfx9's whole file per wave (512 unified on gfx90a/gfx94x/gfx950); 256 per wave on gfx10+.
    const int vgpr_hi = std::max(in.arch.major == 9 ? p.vgpr_file : std::min(p.vgpr_file, 256), in.vgprs);
    auto by_vgprs = [&](int v) {
        occupancy::Input x = in;
        x.vgprs = v;
        return point(x);
    };
    // gfx90a, gfx94x, gfx950: one file for architectural VGPRs and AGPRs, .vgpr_count their sum.
    const bool unified = in.arch.major == 9 && p.vgpr_file == 512;
    out.push_back(curve(unified ? "VGPRs (unified: arch + AGPR)" : "VGPRs", 0, vgpr_hi, in.vgprs, steps_of_monotone(0, vgpr_hi, by_vgprs), by_vgprs(in.vgprs), next, {Limiter::vgprs}));
    if (r.agpr_count > 0 && r.agpr_count <= r.vgpr_count) out.back().split = static_cast<int>(r.vgpr_count - r.agpr_count);
    if (k.expect.max_vgprs) out.back().expect_at = clamp_int(*k.expect.max_vgprs, 1 << 20);
    // LDS, static + dynamic (HIP adds them): the whole CU's.
    const long long lds_now = static_cast<long long>(in.lds) + in.dynamic_lds;
    const int lds_hi = static_cast<int>(std::max<long long>(p.lds_per_cu, std::min<long long>(lds_now, 1 << 30)));
    auto by_lds = [&](int v) {
        occupancy::Input x = in;
        x.lds = v;
        x.dynamic_lds = 0;
        return point(x);
    };
    const int lds_at = static_cast<int>(std::min<long long>(lds_now, lds_hi));
    out.push_back(curve("LDS bytes (static + dynamic)", 0, lds_hi, lds_at, steps_of_monotone(0, lds_hi, by_lds), by_lds(lds_at), next,
                        {Limiter::lds}));
    for (Curve& c : out) {
        c.waves_per_block = (std::max(in.block_size, 1) + p.wavefront - 1) / p.wavefront;
        c.simds = p.simds_per_cu;
    }
    // Block size, up to the kernel's maximum (HIP refuses larger launches).
    const int block_hi = std::max(1, std::min<int>(static_cast<int>(std::min<std::uint32_t>(r.max_flat_workgroup_size, 1024)), p.max_block));
    auto by_block = [&](int v) {
        occupancy::Input x = in;
        x.block_size = v;
        return point(x);
    };
    out.push_back(curve("block size", 1, std::max(block_hi, in.block_size), in.block_size,
                        steps_of_all(1, std::max(block_hi, in.block_size), by_block), by_block(in.block_size), next,
                        {Limiter::block_size}));
    for (Curve& c : out) c.max_waves = p.max_waves_per_simd;
    return out;
}

const Backend& backend() {
    static const Amdgpu b;
    return b;
}

}  // namespace kiln::target::amdgpu
