// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The figures behind the HTML report. A curve is blocks per CU against one resource with the
// others as recorded, from the same model as the record (HIP's on AMD, CUDA's on NVIDIA). Blocks
// never rise as VGPRs, registers or LDS grow, so those curves are found step by step, each step's
// end by bisection (a few hundred model calls for a 160 KiB LDS axis instead of 160 K); block size
// is not monotone (waves round up per block) and is swept value by value, at most 1024.
#include "pipeline/report.hpp"

#include <algorithm>
#include <fstream>

#include "codeobj/code_object.hpp"
#include "codeobj/kiln_section.hpp"
#include "pipeline/check.hpp"
#include "pipeline/records.hpp"
#include "util/file.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

template <class F>
std::vector<emit::CurveStep> steps_of_monotone(int lo, int hi, const F& blocks_at) {
    std::vector<emit::CurveStep> out;
    for (int x = lo; x <= hi;) {
        const int b = blocks_at(x);
        int l = x, r = hi;  // the last value with b blocks: in [l, r]
        while (l < r) {
            const int m = l + (r - l + 1) / 2;
            if (blocks_at(m) == b) l = m;
            else r = m - 1;
        }
        out.push_back({x, l, b});
        if (l == hi) break;
        x = l + 1;
    }
    return out;
}

template <class F>
std::vector<emit::CurveStep> steps_of_all(int lo, int hi, const F& blocks_at) {
    std::vector<emit::CurveStep> out;
    for (int x = lo; x <= hi; ++x) {
        const int b = blocks_at(x);
        if (!out.empty() && out.back().blocks == b) out.back().to = x;
        else out.push_back({x, x, b});
    }
    return out;
}

emit::Curve curve(std::string resource, int lo, int hi, int at, std::vector<emit::CurveStep> steps, int at_blocks,
                  const occupancy::NextStep& next, std::initializer_list<occupancy::Limiter> next_on) {
    emit::Curve c;
    c.resource = std::move(resource);
    c.lo = lo;
    c.hi = hi;
    c.at = at;
    c.at_blocks = at_blocks;
    c.steps = std::move(steps);
    if (next.blocks > 0 && std::find(next_on.begin(), next_on.end(), next.resource) != next_on.end()) {
        c.next_at = next.at_most;
        c.next_blocks = next.blocks;
    }
    return c;
}

int clamp_int(std::int64_t v, std::int64_t hi) { return static_cast<int>(std::clamp<std::int64_t>(v, 0, hi)); }

std::vector<emit::Curve> amd_curves(const codeobj::KernelRecord& k, const std::string& target) {
    const auto& r = k.resources;
    occupancy::Input in{occupancy::arch_from_name(target.c_str()), clamp_int(r.vgpr_count, 1 << 20), clamp_int(r.sgpr_count, 1 << 20),
                        clamp_int(r.group_segment_fixed_size, 1 << 30), clamp_int(k.block_size, 1024), clamp_int(k.dynamic_lds, 1 << 30),
                        k.profile, static_cast<int>(r.wavefront_size)};
    if (!occupancy::has_model(in.arch)) return {};
    const occupancy::Params p = occupancy::params(in.arch, in.profile, in.wavefront);
    using occupancy::Limiter;
    const occupancy::NextStep next = occupancy::max_blocks_per_cu(in).next;
    std::vector<emit::Curve> out;
    // VGPRs: gfx9's whole file per wave (512 unified on gfx90a/gfx94x/gfx950); 256 per wave on gfx10+.
    const int vgpr_hi = std::max(in.arch.major == 9 ? p.vgpr_file : std::min(p.vgpr_file, 256), in.vgprs);
    auto by_vgprs = [&](int v) {
        occupancy::Input x = in;
        x.vgprs = v;
        return occupancy::max_blocks_per_cu(x).blocks_per_cu;
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
        return occupancy::max_blocks_per_cu(x).blocks_per_cu;
    };
    const int lds_at = static_cast<int>(std::min<long long>(lds_now, lds_hi));
    out.push_back(curve("LDS bytes (static + dynamic)", 0, lds_hi, lds_at, steps_of_monotone(0, lds_hi, by_lds), by_lds(lds_at), next,
                        {Limiter::lds}));
    // Block size, up to the kernel's maximum (HIP refuses larger launches).
    const int block_hi = std::max(1, std::min<int>(static_cast<int>(std::min<std::uint32_t>(r.max_flat_workgroup_size, 1024)), p.max_block));
    auto by_block = [&](int v) {
        occupancy::Input x = in;
        x.block_size = v;
        return occupancy::max_blocks_per_cu(x).blocks_per_cu;
    };
    out.push_back(curve("block size", 1, std::max(block_hi, in.block_size), in.block_size,
                        steps_of_all(1, std::max(block_hi, in.block_size), by_block), by_block(in.block_size), next,
                        {Limiter::block_size}));
    return out;
}

std::vector<emit::Curve> nvidia_curves(const codeobj::KernelRecord& k, const std::string& target) {
    namespace cuda = occupancy::cuda;
    const cuda::Input in = cuda_input(k, target);
    if (!cuda::has_model(in.arch)) return {};
    const cuda::Params p = cuda::params(in.arch);
    const int requested = static_cast<int>(std::clamp<std::int64_t>(k.max_dynamic_lds, -1, 1 << 30));
    using occupancy::Limiter;
    const occupancy::NextStep next = cuda::max_blocks_per_sm(in).next;
    // Each point launched as kiln's loader launches it (the maximum dynamic size raised as needed).
    auto blocks = [&](cuda::Input x) {
        x.max_dynamic_shared = cuda::loader_max_dynamic_shared(x.static_shared, x.dynamic_shared, requested);
        return cuda::blocks_per_sm(x).blocks_per_sm;
    };
    std::vector<emit::Curve> out;
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
    const int block_hi = std::max(1, static_cast<int>(std::min<std::uint32_t>(k.resources.max_flat_workgroup_size, 1024)));
    auto by_block = [&](int v) {
        cuda::Input x = in;
        x.block_size = v;
        return blocks(x);
    };
    const int top = std::max(block_hi, in.block_size);
    out.push_back(curve("block size", 1, top, in.block_size, steps_of_all(1, top, by_block), by_block(in.block_size), next,
                        {Limiter::block_size, Limiter::warps}));
    return out;
}

}  // namespace

std::vector<emit::Curve> occupancy_curves(const codeobj::KernelRecord& k, const std::string& target) {
    return codeobj::is_nvidia_target(target) ? nvidia_curves(k, target) : amd_curves(k, target);
}

int max_waves(const codeobj::KernelRecord& k, const std::string& target) {
    if (codeobj::is_nvidia_target(target)) {
        const auto arch = occupancy::cuda::arch_from_name(target.c_str());
        return occupancy::cuda::has_model(arch) ? occupancy::cuda::params(arch).max_threads_per_sm / 32 : 0;
    }
    const auto arch = occupancy::arch_from_name(target.c_str());
    if (!occupancy::has_model(arch)) return 0;
    return occupancy::params(arch, k.profile, static_cast<int>(k.resources.wavefront_size)).max_waves_per_simd;
}

emit::Report report_of(const BuildReport& from, const std::string& title, const std::string& origin) {
    emit::Report out;
    out.title = title;
    out.origin = origin;
    bool amd = false, nvidia = false;
    for (std::size_t i = 0; i < from.targets.size(); ++i) {
        const codeobj::CodeObjectRecord& t = from.targets[i];
        emit::ReportTarget rt;
        rt.target = t.target;
        rt.source = i < from.sources.size() ? from.sources[i] : "";
        rt.by_kiln = !t.kiln_version.empty();
        const bool is_nvidia = codeobj::is_nvidia_target(t.target);
        (is_nvidia ? nvidia : amd) = true;
        for (const auto& k : t.kernels) {
            emit::ReportKernel rk;
            rk.record = &k;
            rk.name = rt.by_kiln ? k.resources.name : codeobj::demangled(k.resources.name);
            rk.curves = occupancy_curves(k, t.target);
            std::size_t checked = 0;
            rk.violations = check_kernel(k, t.target, checked);
            rk.max_waves = max_waves(k, t.target);
            rt.kernels.push_back(std::move(rk));
        }
        out.targets.push_back(std::move(rt));
    }
    if (amd)
        out.notes.push_back("AMD curves: HIP's occupancy calculation (kiln's model of it, the profile recorded per kernel), "
                            "one resource varied, the others as recorded");
    if (nvidia)
        out.notes.push_back("NVIDIA curves: CUDA's occupancy calculation (cudaOccupancyMaxActiveBlocksPerMultiprocessor), "
                            "launched as kiln's loader launches (the maximum dynamic shared size raised where needed)");
    out.notes.push_back("Occupancy %: resident waves per SIMD (warps per SM) at the recorded launch, of the most the target holds");
    return out;
}

namespace {

// Whether the file's first byte after blanks is '{' (JSON, not a binary); a binary, perhaps a
// library of hundreds of megabytes, is read only by inspect.
bool starts_like_json(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    for (char c; in.get(c);)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return c == '{';
    return false;
}

}  // namespace

std::optional<BuildReport> load_report_input(const fs::path& path, std::string& title, diag::Diagnostics& diags) {
    std::error_code ec;
    if (!fs::is_directory(path, ec) && starts_like_json(path)) {
        auto bytes = util::read_file(path);
        if (!bytes) {
            diags.error(bytes.error());
            return std::nullopt;
        }
        auto parsed = codeobj::parse_kiln_report(*bytes);
        if (!parsed) {
            diags.error(diag::SourcePos{path.string()}, "not a kiln build report: " + parsed.error());
            return std::nullopt;
        }
        BuildReport report;
        report.bundle_path = path;
        report.targets = std::move(parsed->targets);
        report.sources = std::move(parsed->sources);
        title = fs::path(parsed->bundle).filename().string();
        return report;
    }
    title = path.filename().string();
    return inspect(path, diags);
}

}  // namespace kiln::pipeline
