// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// AMD targets' code objects (pipeline/code_object.hpp): each kernel's relocatable object read back
// alone (its AMDHSA metadata: one kernel), then one lld link of the target's objects and the
// sources' device variables (compile_globals: each defined once per code object) with the merged
// metadata note and the .kiln section. Where this machine has a HIP runtime and a device that
// loads the code object, HIP's own occupancy replaces the model's in the record (linked once to
// ask it, then for good).
// Compiled into kiln_pipeline (src/pipeline/CMakeLists.txt): it works on the build's jobs.
#include <algorithm>

#include "codeobj/code_object.hpp"
#include "compile/compile.hpp"
#include "emit/metadata.hpp"
#include "link/link.hpp"
#include "pipeline/code_object.hpp"

namespace kiln::pipeline {

namespace {

// Where a HIP runtime and a device that loads this code object exist, HIP's own answer replaces
// the model's ("hip-runtime"), and any disagreement is reported loudly.
void cross_check_with_hip(HipProbe& hip, const std::string& code_object, codeobj::CodeObjectRecord& record,
                          diag::Diagnostics& diags) {
    if (!hip.runtime) return;
    for (auto& k : record.kernels) {
        auto live = hip.runtime->max_blocks_per_cu(code_object, k.resources.name, static_cast<int>(k.block_size),
                                                   static_cast<std::size_t>(k.dynamic_lds));
        if (!live) return;  // e.g. the device is of another target: the model stands
        if (*live != k.hip.blocks_per_cu)
            diags.warning(diag::SourcePos{}, "kernel '" + k.resources.name + "' for " + record.target + ": the HIP runtime says " +
                                                 std::to_string(*live) + " blocks per CU, kiln's model (" + k.hip.source +
                                                 ") says " + std::to_string(k.hip.blocks_per_cu));
        k.hip.blocks_per_cu = *live;
        k.hip.source = "hip-runtime";
    }
}

class AmdgpuStep final : public CodeObjectStep {
public:
    AmdgpuStep(const StepContext& c, const manifest::TargetId& t) : m_c(c), m_target(t) {}

    bool prepare(std::vector<Job>&) override { return true; }

    Result<codeobj::KernelInfo> kernel(const Job& j) override {
        auto info = codeobj::read_code_object(j.object);
        if (!info) return make_error(info.error());
        if (info->kernels.size() != 1) return make_error("not one kernel");
        return std::move(info->kernels.front());
    }

    Result<std::string> finish(codeobj::CodeObjectRecord& record, const std::vector<const Job*>& jobs, HostMetadata&) override {
        std::vector<std::string> objects;
        for (const Job* j : jobs) objects.push_back(j->object);
        // Each source's __device__ / __constant__ variables, defined once in the code object.
        std::vector<const frontend::Output*> sources_done;
        for (const Job* j : jobs) {
            if (std::find(sources_done.begin(), sources_done.end(), j->source) != sources_done.end()) continue;
            sources_done.push_back(j->source);
            compile::CompileResult g = compile::compile_globals(j->source->bitcode, j->source->bitcode_hash, m_target,
                                                                m_c.manifest.bundle.code_object_version.value, m_c.cache);
            for (const auto& e : g.errors)
                m_c.diags.error(j->kernel.source.pos, "the device variables of '" + j->kernel.source.value.string() + "' for " +
                                                          m_target.id.value + ": " + e);
            if (!g.object.empty()) objects.push_back(std::move(g.object));
        }
        if (m_c.diags.has_errors()) return make_error("");
        // With a device, HIP's own figures go into the metadata: link once to ask it, then for good.
        if (m_c.hip.runtime) {
            if (auto probe = link::link_code_object(objects)) cross_check_with_hip(m_c.hip, *probe, record, m_c.diags);
        }
        return link::link_code_object(objects, emit::metadata_json(record));
    }

    // kiln writes one note (older comgr reads only the first of several: kernels would vanish).
    std::optional<std::string> check_finished(const codeobj::CodeObjectInfo& info) const override {
        if (info.metadata_notes == 1) return std::nullopt;
        return "has " + std::to_string(info.metadata_notes) + " AMDGPU metadata notes, expected one";
    }

private:
    const StepContext& m_c;
    const manifest::TargetId& m_target;
};

}  // namespace

std::unique_ptr<CodeObjectStep> amdgpu_step(const StepContext& c, const manifest::TargetId& t) {
    return std::make_unique<AmdgpuStep>(c, t);
}

}  // namespace kiln::pipeline
