// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/check.hpp"

#include "pipeline/build.hpp"
#include "pipeline/records.hpp"

namespace kiln::pipeline {

namespace {

std::string plural(std::int64_t n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

// NVIDIA kernels: CUDA's figures, and the expectations as they read there (max_vgprs: registers,
// max_spills: spill store bytes, max_scratch: local bytes; max_sgprs has no meaning).
std::vector<std::string> check_nvidia(const codeobj::KernelRecord& k, const std::string& target, std::size_t& checked) {
    std::vector<std::string> out;
    const auto& r = k.resources;
    const std::string who = r.name + " " + target + ": ";
    const auto& e = k.expect;
    if (e.min_blocks_per_cu) {
        ++checked;
        const std::int64_t want = *e.min_blocks_per_cu;
        if (k.hip.blocks_per_cu < 0) {
            out.push_back(who + "min_blocks_per_cu = " + std::to_string(want) + " cannot be checked: " + k.hip.source);
        } else if (k.hip.blocks_per_cu < want) {
            const occupancy::NextStep need = occupancy::cuda::requirement(cuda_input(k, target), static_cast<int>(want));
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
    }
    auto at_most = [&](const std::optional<std::int64_t>& limit, std::int64_t value, const char* what) {
        if (!limit) return;
        ++checked;
        if (value > *limit) out.push_back(who + std::to_string(value) + " " + what + ", expected <= " + std::to_string(*limit));
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

}  // namespace

std::vector<std::string> check_kernel(const codeobj::KernelRecord& k, const std::string& target, std::size_t& checked) {
    if (codeobj::is_nvidia_target(target)) return check_nvidia(k, target, checked);
    std::vector<std::string> out;
    const auto& r = k.resources;
    const std::string who = r.name + " " + target + ": ";
    const auto& e = k.expect;
    if (e.min_blocks_per_cu) {
        ++checked;
        const std::int64_t want = *e.min_blocks_per_cu;
        if (k.hip.blocks_per_cu < 0) {
            out.push_back(who + "min_blocks_per_cu = " + std::to_string(want) + " cannot be checked: " + k.hip.source);
        } else if (k.hip.blocks_per_cu < want) {
            occupancy::Input in{occupancy::arch_from_name(target.c_str()), static_cast<int>(r.vgpr_count),
                                static_cast<int>(r.sgpr_count), static_cast<int>(r.group_segment_fixed_size),
                                static_cast<int>(k.block_size), static_cast<int>(k.dynamic_lds), k.profile,
                                static_cast<int>(r.wavefront_size)};
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
    }
    auto at_most = [&](const std::optional<std::int64_t>& limit, std::int64_t value, const char* what) {
        if (!limit) return;
        ++checked;
        if (value > *limit) out.push_back(who + std::to_string(value) + " " + what + ", expected <= " + std::to_string(*limit));
    };
    at_most(e.max_vgprs, r.vgpr_count, "VGPRs");
    at_most(e.max_sgprs, r.sgpr_count, "SGPRs");
    at_most(e.max_spills, r.vgpr_spill_count + r.sgpr_spill_count, "spills");
    at_most(e.max_scratch, r.private_segment_fixed_size, "bytes of scratch");
    return out;
}

std::optional<CheckResult> check(const CheckOptions& options, diag::Diagnostics& diags) {
    const std::filesystem::path& bundle = options.bundle;
    auto report = inspect(bundle, diags);
    if (!report) return std::nullopt;
    CheckResult result;
    for (const auto& t : report->targets) {
        if (t.kiln_version.empty()) {
            diags.error(diag::SourcePos{bundle.string()}, "the code object for " + t.target +
                                                              " carries no kiln metadata (not built by kiln): nothing to check");
            return std::nullopt;
        }
        if (options.target && *options.target != t.target) continue;
        for (const auto& k : t.kernels) {
            if (options.kernel && *options.kernel != k.resources.name) continue;
            ++result.kernels;
            for (auto& v : check_kernel(k, t.target, result.expectations)) result.violations.push_back(std::move(v));
        }
    }
    if (result.kernels == 0 && (options.kernel || options.target)) {
        diags.error(diag::SourcePos{bundle.string()}, "no kernel '" + options.kernel.value_or("*") + "' for target '" +
                                                          options.target.value_or("*") + "' in the bundle");
        return std::nullopt;
    }
    return result;
}

}  // namespace kiln::pipeline
