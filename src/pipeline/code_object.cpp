// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/code_object.hpp"

#include <algorithm>
#include <set>

#include "compile/compile.hpp"
#include "compile/target_info.hpp"
#include "target/backend.hpp"

namespace kiln::pipeline {

std::unique_ptr<CodeObjectStep> make_step(const StepContext& c, const manifest::TargetId& t, bool prebuilt) {
    if (prebuilt) return prebuilt_step(c, t);
    switch (t.backend) {
        case target::Kind::amdgpu: return amdgpu_step(c, t);
        case target::Kind::nvptx: return nvptx_step(c, t);
    }
    return amdgpu_step(c, t);
}

std::optional<CodeObjects> make_code_objects(const StepContext& c, std::vector<Job>& jobs, occupancy::Profile profile,
                                             std::vector<codeobj::CodeObjectRecord>& targets) {
    const manifest::Manifest& m = c.manifest;
    std::vector<std::unique_ptr<CodeObjectStep>> steps;
    for (const auto& t : m.bundle.targets)
        steps.push_back(make_step(c, t, std::any_of(jobs.begin(), jobs.end(), [&](const Job& j) { return j.target == &t && j.prebuilt(); })));
    auto step_of = [&](const Job& j) -> CodeObjectStep& { return *steps[static_cast<std::size_t>(j.target - m.bundle.targets.data())]; };
    // Each kernel's own figures, and the launches the runtime would refuse, for every kernel and
    // target at once, before the code objects are made. (A sweep's variant whose launch a target
    // refuses is dropped; a step whose product holds every kernel, an NVIDIA cubin, makes it again.)
    std::vector<codeobj::KernelInfo> compiled;
    for (bool again = true; again;) {
        again = false;
        for (auto& step : steps) step->prepare(jobs);
        if (c.diags.has_errors()) return std::nullopt;
        compiled.assign(jobs.size(), {});
        std::vector<bool> refused(jobs.size());
        std::set<CodeObjectStep*> remake;
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            const Job& j = jobs[i];
            auto info = step_of(j).kernel(j);
            if (!info) {
                c.diags.error(j.kernel.pos, "kernel '" + j.kernel.name + "' for " + j.target->id.value + ": unreadable object: " + info.error());
                continue;
            }
            compiled[i] = std::move(info).value();
            const auto limits = compile::target_limits(*j.target);
            const auto problems = launch_problems(j.kernel, compiled[i], j.applied, limits ? limits->lds_bytes : 0);
            if (!problems.empty() && c.sweeps && fail_variant(*c.sweeps, j, problems.front().message)) {
                refused[i] = true;
                remake.insert(&step_of(j));
                continue;
            }
            for (const auto& p : problems) c.diags.error(p.pos, p.message);
        }
        if (c.diags.has_errors()) return std::nullopt;
        std::size_t n = 0;
        std::erase_if(jobs, [&](const Job&) { return refused[n++]; });
        n = 0;
        std::erase_if(compiled, [&](const codeobj::KernelInfo&) { return refused[n++]; });
        for (CodeObjectStep* step : remake) again = step->dropped() || again;
    }
    CodeObjects out;
    for (std::size_t ti = 0; ti < m.bundle.targets.size(); ++ti) {
        const manifest::TargetId& t = m.bundle.targets[ti];
        codeobj::CodeObjectRecord record{codeobj::k_metadata_version, KILN_VERSION, compile::llvm_version(), t.id.value, {}};
        std::vector<const Job*> target_jobs;
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            const Job& j = jobs[i];
            if (j.target != &t) continue;
            codeobj::KernelRecord kr = make_record(compiled[i], t.id.value, j.kernel.block_size.value, j.kernel.dynamic_lds.value, profile,
                                                   steps[ti]->launch(j));
            add_manifest_facts(kr, j.applied, j.kernel, m.dir);
            if (!j.prebuilt()) kr.mix = target::backend_for(t.id.value).instruction_mix(j.object);
            record.kernels.push_back(std::move(kr));
            target_jobs.push_back(&j);
        }
        Result<std::string> finished = steps[ti]->finish(record, target_jobs, out.host);
        if (!finished) {
            // An empty reason: the step reported its errors itself.
            if (!finished.error().empty())
                c.diags.error(t.id.pos, "linking the code object for " + t.id.value + " failed: " + finished.error());
            return std::nullopt;
        }
        auto info = codeobj::read_code_object(*finished);
        if (!info) {
            c.diags.error(t.id.pos, "the linked code object for " + t.id.value + " is unreadable: " + info.error());
            return std::nullopt;
        }
        if (auto why = steps[ti]->check_finished(*info)) {
            c.diags.error(t.id.pos, "the linked code object for " + t.id.value + " " + *why);
            return std::nullopt;
        }
        // A code object built elsewhere may hold kernels the manifest does not name.
        if (record.prebuilt ? info->kernels.size() < record.kernels.size() : info->kernels.size() != record.kernels.size()) {
            c.diags.error(t.id.pos, "the linked code object for " + t.id.value + " describes " +
                                      std::to_string(info->kernels.size()) + " kernels, expected " +
                                      std::to_string(record.kernels.size()));
            return std::nullopt;
        }
        if (auto why = record_disagreement(record, *info, t.id.value)) {
            c.diags.error(t.id.pos, "the linked code object for " + t.id.value + " differs from its kernels' objects: " + *why);
            return std::nullopt;
        }
        targets.push_back(std::move(record));
        out.objects.push_back(std::move(finished).value());
    }
    return out;
}

}  // namespace kiln::pipeline
