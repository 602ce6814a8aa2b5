// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// NVIDIA targets' code objects (pipeline/code_object.hpp, docs/nvidia.md): a target's kernels' PTX,
// the device variables' first, as one module (cuda::combine_ptx; its PTX ISA version raised only
// where a kernel or its inline assembly needs more than LLVM's: cuda/ptx_version.hpp) compiled by one whole-program
// ptxas run. ptxas compiles each entry function on its own, so each kernel's code is what ptxas
// makes of it alone, and kiln's figures equal a by-hand ptxas -v of that kernel. Cached by the
// combined PTX and the ptxas (path and version) that compiles it. The cubin is read back by kiln's
// reader, with what it does not hold: spills (ptxas's log) and which parameters are pointers (the
// PTX); the record goes into the bundle's host entry (the cubin carries no .kiln section).
// Compiled into kiln_pipeline (src/pipeline/CMakeLists.txt): it works on the build's jobs.
#include <algorithm>
#include <map>

#include "bundle/bundle_writer.hpp"
#include "codeobj/cubin.hpp"
#include "compile/compile.hpp"
#include "cuda/ptx_version.hpp"
#include "cuda/toolkit.hpp"
#include "emit/metadata.hpp"
#include "pipeline/code_object.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

namespace {

struct Cubin {
    std::string cubin, log, ptx;  // the target's cubin, ptxas's -v log, the PTX it compiled
};

// One ptxas run over `modules` (the device variables' first), from the cache when it was made before.
Result<Cubin> cubin_of(const std::vector<std::string>& modules, const manifest::TargetId& t, const cuda::Toolkit& toolkit,
                       cache::Cache* cache, diag::Diagnostics& diags) {
    auto combined = cuda::combine_ptx(modules);
    if (!combined) return make_error("the PTX of " + t.id.value + ": " + combined.error());
    combined = cuda::fit_ptx_version(std::move(*combined), toolkit);
    if (!combined) return make_error(t.id.value + ": " + combined.error());
    Cubin out{{}, {}, std::move(*combined)};
    util::KeyBuilder key = cache::versioned_key("kiln-cubin", compile::llvm_version());
    key.add(toolkit.ptxas.string()).add(toolkit.version).add(t.processor).add(out.ptx);
    const std::string k = key.hex();
    if (cache) {
        // "<log size>\n<log>" then the cubin; anything malformed is a miss.
        if (auto payload = cache->get(k)) {
            util::PayloadReader in(*payload);
            const auto size = in.number();
            const auto log = size ? in.bytes(*size) : std::nullopt;
            if (log && codeobj::is_cubin(std::string_view(*payload).substr(in.offset()))) {
                out.log = std::string(*log);
                out.cubin = payload->substr(in.offset());
                return out;
            }
        }
    }
    cuda::ToolOutput built = cuda::ptxas(toolkit, out.ptx, t.processor);
    if (auto raised = built.ok ? std::nullopt : cuda::raise_for_ptxas(out.ptx, built.log, toolkit)) {
        out.ptx = std::move(*raised);
        built = cuda::ptxas(toolkit, out.ptx, t.processor);
    }
    if (!built.ok) {
        auto errors = cuda::log_lines(built.log, "error");
        if (errors.empty()) errors = cuda::log_lines(built.log, "fatal");  // "Ptx assembly aborted due to errors" adds nothing
        if (errors.empty()) errors.push_back(built.log);
        std::string text;
        for (const auto& e : errors) text += (text.empty() ? "" : "\n") + t.id.value + ": ptxas " + toolkit.version + ": " + e;
        return make_error(text);
    }
    if (!codeobj::is_cubin(built.file))
        return make_error(t.id.value + ": " + toolkit.ptxas.string() + " " + toolkit.version +
                          " exited with status 0 but wrote no cubin, these bytes: '" + util::printable(built.file, 32) + "'");
    for (const auto& w : cuda::log_lines(built.log, "warning")) diags.warning(t.id.pos, t.id.value + ": ptxas: " + w);
    out.cubin = std::move(built.file);
    out.log = std::move(built.log);
    if (cache) cache->put(k, std::to_string(out.log.size()) + "\n" + out.log + out.cubin);
    return out;
}

// The cubin of target `t` from its jobs' PTX; nothing, with the errors in `diags`, on failure.
// With `sweeps` (kiln tune, `variants = "all"`): when ptxas fails, each variant's PTX is compiled
// alone, the variants ptxas refuses are dropped from `jobs` (rows of their tables, fail_variant)
// and the rest compiled again.
std::optional<Cubin> make_cubin(const manifest::Manifest& m, const manifest::TargetId& t, std::vector<Job>& jobs,
                                const cuda::Toolkit& toolkit, cache::Cache* cache, std::vector<manifest::Sweep>* sweeps,
                                diag::Diagnostics& diags) {
    std::vector<std::string> globals;
    std::vector<const frontend::Output*> sources_done;
    for (const Job& j : jobs) {
        if (j.target != &t || std::find(sources_done.begin(), sources_done.end(), j.source) != sources_done.end()) continue;
        sources_done.push_back(j.source);
        compile::CompileResult g = compile::compile_globals(j.source->bitcode, j.source->bitcode_hash, t,
                                                            m.bundle.code_object_version.value, cache);
        for (const auto& e : g.errors)
            diags.error(j.kernel.source.pos, "the device variables of '" + j.kernel.source.value.string() + "' for " + t.id.value + ": " + e);
        if (!g.object.empty()) globals.push_back(std::move(g.object));
    }
    if (diags.has_errors()) return std::nullopt;
    auto modules = [&] {
        std::vector<std::string> all = globals;
        for (const Job& j : jobs)
            if (j.target == &t) all.push_back(j.object);
        return all;
    };
    Result<Cubin> out = cubin_of(modules(), t, toolkit, cache, diags);
    if (!out && sweeps) {
        // Which variants ptxas refuses: each alone (with the device variables). Other kernels
        // cannot be dropped, so they are not tried.
        std::vector<bool> refused(jobs.size());
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            if (jobs[i].target != &t || !variant_sweep(*sweeps, jobs[i].kernel.name)) continue;
            std::vector<std::string> alone = globals;
            alone.push_back(jobs[i].object);
            diag::Diagnostics quiet;
            if (auto one = cubin_of(alone, t, toolkit, cache, quiet); !one) refused[i] = fail_variant(*sweeps, jobs[i], one.error());
        }
        if (std::find(refused.begin(), refused.end(), true) != refused.end()) {
            std::size_t n = 0;
            std::erase_if(jobs, [&](const Job&) { return refused[n++]; });
            out = cubin_of(modules(), t, toolkit, cache, diags);
        }
    }
    if (!out) {
        for (std::size_t at = 0; at <= out.error().size();) {
            std::size_t end = out.error().find('\n', at);
            if (end == std::string::npos) end = out.error().size();
            diags.error(t.id.pos, out.error().substr(at, end - at));
            at = end + 1;
        }
        return std::nullopt;
    }
    return std::move(out).value();
}

class NvptxStep final : public CodeObjectStep {
public:
    NvptxStep(const StepContext& c, const manifest::TargetId& t) : m_c(c), m_target(t) {}

    bool prepare(std::vector<Job>& jobs) override {
        if (m_cubin) return true;
        m_cubin = make_cubin(m_c.manifest, m_target, jobs, *m_c.plan.cuda, m_c.cache, m_c.sweeps, m_c.diags);
        if (!m_cubin) return false;
        // The cubin read once, its kernels by name, with what it does not hold: spills (ptxas's
        // log) and which parameters are pointers (the PTX).
        auto info = codeobj::read_code_object(m_cubin->cubin);
        if (!info) {
            m_kernels = make_error(info.error());
            return true;
        }
        std::map<std::string, codeobj::KernelInfo> by_name;
        for (auto& k : info->kernels) by_name.emplace(k.name, std::move(k));
        for (const auto& f : cuda::parse_ptxas_log(m_cubin->log))
            if (auto it = by_name.find(f.name); it != by_name.end())
                it->second.spill_store_bytes = f.spill_stores, it->second.spill_load_bytes = f.spill_loads;
        for (auto& [name, k] : by_name) codeobj::mark_pointer_params(m_cubin->ptx, k);
        m_kernels = std::move(by_name);
        return true;
    }

    Result<codeobj::KernelInfo> kernel(const Job& j) override {
        if (!m_kernels) return make_error(m_kernels.error());
        auto it = m_kernels->find(j.kernel.name);
        if (it == m_kernels->end()) return make_error("not one kernel");
        return it->second;
    }

    // The cubin holds every kernel of the target: made again without the dropped one.
    bool dropped() override {
        m_cubin.reset();
        m_kernels = make_error("no cubin");
        return true;
    }

    NvidiaLaunch launch(const Job& j) const override {
        return {j.kernel.shared_carveout ? j.kernel.shared_carveout->value : -1,
                j.kernel.max_dynamic_lds ? j.kernel.max_dynamic_lds->value : -1};
    }

    // ptxas made it; its record goes into the host entry.
    Result<std::string> finish(codeobj::CodeObjectRecord& record, const std::vector<const Job*>&, HostMetadata& host) override {
        host.emplace_back(bundle::hip_entry_id(m_target.id.value), emit::metadata_json(record));
        std::string cubin = std::move(m_cubin->cubin);
        m_cubin.reset();
        return cubin;
    }

private:
    const StepContext& m_c;
    const manifest::TargetId& m_target;
    std::optional<Cubin> m_cubin;
    Result<std::map<std::string, codeobj::KernelInfo>> m_kernels = make_error("no cubin");
};

}  // namespace

std::unique_ptr<CodeObjectStep> nvptx_step(const StepContext& c, const manifest::TargetId& t) {
    return std::make_unique<NvptxStep>(c, t);
}

}  // namespace kiln::pipeline
