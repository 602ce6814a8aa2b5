// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// NVIDIA GPUs behind target::Backend: a kernel's figures as the cubin and ptxas state them
// (registers per thread, barriers, shared and local bytes, spill stores and loads) and its
// occupancy as CUDA computes it (cudaOccupancyMaxActiveBlocksPerMultiprocessor: kiln's model),
// launched as kiln's loader launches it. The expectations read as NVIDIA's figures: max_vgprs
// are registers, max_spills spill-store bytes, max_scratch local bytes; max_sgprs has no meaning.
#include "target/nvptx/nvptx.hpp"

#include <algorithm>

#include "target/words.hpp"

namespace kiln::target::nvptx {

namespace {

class Nvptx final : public Backend {
public:
    const Facts& facts() const override { return target::facts(Kind::nvptx); }
    ClangLanguage clang_language(std::string_view language) const override {
        return language == "hip" || language == "cuda" ? ClangLanguage::cuda : ClangLanguage::none;
    }
    std::vector<std::string> clang_target_args(int, bool) const override { return {}; }
    std::int64_t registers(const codeobj::KernelInfo& r) const override { return r.registers; }
    std::int64_t spills(const codeobj::KernelInfo& r) const override { return r.spill_store_bytes; }
    std::string spill_text(const codeobj::KernelInfo& r) const override {
        return std::to_string(r.spill_store_bytes) + " bytes of spill stores, " + std::to_string(r.spill_load_bytes) +
               " of loads (" + std::to_string(r.private_segment_fixed_size) + " bytes of local memory per thread)";
    }
    void add_occupancy(codeobj::KernelRecord& r, const std::string& target_id) const override;
    codeobj::InstructionMix instruction_mix(std::string_view ptx) const override { return ptx_instruction_mix(ptx); }
    std::optional<std::string> entry_mismatch(std::string_view object, std::string_view target_id) const override {
        if (object == target_id || std::string(object) + "a" == target_id) return std::nullopt;
        return "for " + std::string(object) + ", not " + std::string(target_id);
    }
    std::optional<std::string> wavefront_problem(const std::string&, int wavefront) const override {
        if (wavefront == 64) return std::string("NVIDIA warps are 32 threads");
        return std::nullopt;
    }
    ReferenceDevice reference_device(const std::string& target_id) const override {
        const occupancy::cuda::Arch arch = occupancy::cuda::arch_from_name(target_id.c_str());
        for (const auto& d : occupancy::cuda::k_devices)
            if (d.arch == arch) return {d.sms, occupancy::cuda::params(arch).l1_per_sm};
        return {};
    }
    std::vector<std::string> check(const codeobj::KernelRecord& k, const std::string& target, std::size_t& checked) const override;
    std::vector<Curve> curves(const codeobj::KernelRecord& k, const std::string& target) const override;
    int max_waves(const codeobj::KernelRecord&, const std::string& target) const override {
        const auto arch = occupancy::cuda::arch_from_name(target.c_str());
        return occupancy::cuda::has_model(arch) ? occupancy::cuda::params(arch).max_threads_per_sm / 32 : 0;
    }
    std::string_view curves_note() const override {
        return "NVIDIA curves: CUDA's occupancy calculation (cudaOccupancyMaxActiveBlocksPerMultiprocessor), "
               "launched as kiln's loader launches (the maximum dynamic shared size raised where needed)";
    }
    std::vector<Figure> tune_figures(const codeobj::KernelInfo& r) const override {
        return {{"regs", "registers", r.registers}, {"spill B", "spill_store_bytes", r.spill_store_bytes}};
    }
    std::vector<Figure> tuned_file_figures(const codeobj::KernelInfo& r) const override { return tune_figures(r); }
    std::vector<Figure> json_resources(const codeobj::KernelInfo& r, bool spills_known) const override {
        const auto known = [&](std::int64_t v) { return spills_known ? std::optional<std::int64_t>(v) : std::nullopt; };
        return {{"", "registers", r.registers},
                {"", "barriers", r.barriers},
                {"", "spill_store_bytes", known(r.spill_store_bytes)},
                {"", "spill_load_bytes", known(r.spill_load_bytes)}};
    }
    std::vector<Figure> json_launch(const codeobj::KernelRecord& k) const override {
        return {{"", "shared_carveout", k.shared_carveout}, {"", "max_dynamic_lds", k.max_dynamic_lds}};
    }
    std::vector<Figure> loader_figures(const codeobj::KernelRecord& k) const override {
        return {{"", "registers", k.resources.registers},
                {"", "barriers", k.resources.barriers},
                {"", "carveout", k.shared_carveout},
                {"", "max_dynamic_lds", k.max_dynamic_lds}};
    }
    std::vector<std::pair<std::string, std::string>> resource_facts(const codeobj::KernelRecord& k, bool spills_known) const override {
        const auto& r = k.resources;
        const auto n = [](std::int64_t v) { return std::to_string(v); };
        std::vector<std::pair<std::string, std::string>> out = {
            {"registers", n(r.registers)},
            {"static shared", n(r.group_segment_fixed_size) + " B"},
            {"dynamic shared", n(k.dynamic_lds) + " B"},
            {"local", n(r.private_segment_fixed_size) + " B"},
            spills_known ? std::pair<std::string, std::string>{"spill stores/loads", n(r.spill_store_bytes) + " / " + n(r.spill_load_bytes) + " B"}
                         : std::pair<std::string, std::string>{"spills", "n/a"},
            {"barriers", n(r.barriers)}};
        if (k.shared_carveout >= 0) out.emplace_back("carveout", n(k.shared_carveout) + " %");
        if (k.max_dynamic_lds >= 0) out.emplace_back("max dynamic shared", n(k.max_dynamic_lds) + " B");
        return out;
    }
};

}  // namespace

occupancy::cuda::Input occupancy_input(const codeobj::KernelRecord& r, const std::string& target_id) {
    const codeobj::KernelInfo& info = r.resources;
    occupancy::cuda::Input in;
    in.arch = occupancy::cuda::arch_from_name(target_id.c_str());
    in.registers = static_cast<int>(std::min<std::uint32_t>(info.registers, 1 << 20));
    in.static_shared = static_cast<int>(std::min<std::uint32_t>(info.group_segment_fixed_size, 1 << 30));
    in.block_size = static_cast<int>(r.block_size);
    in.dynamic_shared = static_cast<int>(r.dynamic_lds);
    in.max_dynamic_shared = occupancy::cuda::loader_max_dynamic_shared(
        in.static_shared, in.dynamic_shared, static_cast<int>(std::clamp<std::int64_t>(r.max_dynamic_lds, -1, 1 << 30)));
    in.carveout = static_cast<int>(std::clamp<std::int64_t>(r.shared_carveout, -1, 100));
    in.barriers = static_cast<int>(std::min<std::uint32_t>(info.barriers, 64));
    return in;
}

void Nvptx::add_occupancy(codeobj::KernelRecord& r, const std::string& target_id) const {
    occupancy::cuda::Input in = occupancy_input(r, target_id);
    const occupancy::cuda::Result c = occupancy::cuda::max_blocks_per_sm(in);
    r.hardware = {"none", -1, 0, occupancy::Limiter::none, {}};
    if (c.status == occupancy::Status::unknown_arch) {
        r.hip = {"n/a (no model for " + target_id + ")", -1, 0, occupancy::Limiter::none, {}};
        return;
    }
    r.hip = {"cuda-model", c.blocks_per_sm, c.warps_per_sm, c.limiter, c.next};
    // Up to the kernel's bound (beyond it the launch fails, though the driver still answers).
    for (int b = 32; b <= static_cast<int>(std::min<std::uint32_t>(r.resources.max_flat_workgroup_size, 1024)); b += 32) {
        in.block_size = b;
        r.blocks_by_block_size.emplace_back(b, occupancy::cuda::blocks_per_sm(in).blocks_per_sm);
    }
}

// NVIDIA kernels: CUDA's figures, and the expectations as they read there (max_vgprs: registers,
// max_spills: spill store bytes, max_scratch: local bytes; max_sgprs has no meaning).
std::vector<std::string> Nvptx::check(const codeobj::KernelRecord& k, const std::string& target, std::size_t& checked) const {
    std::vector<std::string> out;
    const auto& r = k.resources;
    const std::string who = r.name + " " + target + ": ";
    const auto& e = k.expect;
    if (const std::optional<std::int64_t> short_of = blocks_short(k, who, checked, out)) {
        const std::int64_t want = *short_of;
        const occupancy::NextStep need = occupancy::cuda::requirement(occupancy_input(k, target), static_cast<int>(want));
        std::string line = who + plural(k.hip.blocks_per_cu, "block/SM", "blocks/SM") + " at block " +
                           std::to_string(k.block_size) + ", expected >= " + std::to_string(want) + ": limited by " +
                           occupancy::limiter_name(k.hip.limiter);
        if (k.hip.limiter == occupancy::Limiter::registers)
            line += " (" + std::to_string(r.registers) + " used, " +
                    (need.blocks ? "<= " + std::to_string(need.at_most) : std::string("no register count fits")) + " needed for " +
                    std::to_string(want) + ")";
        else if (k.hip.limiter == occupancy::Limiter::shared)
            line += " (" + std::to_string(r.group_segment_fixed_size + k.dynamic_lds) + " bytes used, " +
                    (need.blocks ? "<= " + std::to_string(need.at_most) : std::string("less than one byte")) + " needed for " +
                    std::to_string(want) + ")";
        out.push_back(line);
    }
    auto at_most = [&](const std::optional<std::int64_t>& limit, std::int64_t value, const char* what) {
        check_at_most(limit, value, what, who, checked, out);
    };
    at_most(e.max_vgprs, r.registers, "registers");
    if (e.max_sgprs) {
        ++checked;
        out.push_back(who + "max_sgprs cannot be checked: NVIDIA kernels have no SGPRs");
    }
    at_most(e.max_spills, r.spill_store_bytes, "bytes of spill stores");
    at_most(e.max_scratch, r.private_segment_fixed_size, "bytes of local memory");
    return out;
}

std::vector<Curve> Nvptx::curves(const codeobj::KernelRecord& k, const std::string& target) const {
    namespace cuda = occupancy::cuda;
    const cuda::Input in = occupancy_input(k, target);
    if (!cuda::has_model(in.arch)) return {};
    const cuda::Params p = cuda::params(in.arch);
    const int requested = static_cast<int>(std::clamp<std::int64_t>(k.max_dynamic_lds, -1, 1 << 30));
    using occupancy::Limiter;
    const occupancy::NextStep next = cuda::max_blocks_per_sm(in).next;
    // Each point launched as kiln's loader launches it (the maximum dynamic size raised as needed).
    auto blocks = [&](cuda::Input x) {
        x.max_dynamic_shared = cuda::loader_max_dynamic_shared(x.static_shared, x.dynamic_shared, requested);
        const cuda::Result m = cuda::blocks_per_sm(x);
        return Point{m.blocks_per_sm, m.warps_per_sm};
    };
    std::vector<Curve> out;
    const int reg_hi = std::max(255, in.registers);
    auto by_regs = [&](int v) {
        cuda::Input x = in;
        x.registers = v;
        return blocks(x);
    };
    out.push_back(curve("registers", 0, reg_hi, in.registers, steps_of_monotone(0, reg_hi, by_regs), by_regs(in.registers), next,
                        {Limiter::registers}));
    if (k.expect.max_vgprs) out.back().expect_at = clamp_int(*k.expect.max_vgprs, 1 << 20);
    // Shared memory: the kernel's static bytes plus dynamic bytes up to the opt-in maximum.
    const long long now = static_cast<long long>(in.static_shared) + in.dynamic_shared;
    const int shared_hi = static_cast<int>(std::max<long long>(p.smem_per_block_optin, std::min<long long>(now, 1 << 30)));
    auto by_shared = [&](int v) {
        cuda::Input x = in;
        x.dynamic_shared = std::max(0, v - in.static_shared);
        return blocks(x);
    };
    const int lo = std::min(in.static_shared, shared_hi);
    const int at = static_cast<int>(std::min<long long>(now, shared_hi));
    out.push_back(curve("shared bytes (static + dynamic)", lo, shared_hi, at, steps_of_monotone(lo, shared_hi, by_shared), by_shared(at),
                        next, {Limiter::shared}));
    for (Curve& c : out) c.waves_per_block = (std::max(in.block_size, 1) + 31) / 32;
    const int block_hi = std::max(1, static_cast<int>(std::min<std::uint32_t>(k.resources.max_flat_workgroup_size, 1024)));
    auto by_block = [&](int v) {
        cuda::Input x = in;
        x.block_size = v;
        return blocks(x);
    };
    const int top = std::max(block_hi, in.block_size);
    out.push_back(curve("block size", 1, top, in.block_size, steps_of_all(1, top, by_block), by_block(in.block_size), next,
                        {Limiter::block_size, Limiter::warps}));
    for (Curve& c : out) c.max_waves = p.max_threads_per_sm / 32;
    return out;
}

const Backend& backend() {
    static const Nvptx b;
    return b;
}

}  // namespace kiln::target::nvptx
