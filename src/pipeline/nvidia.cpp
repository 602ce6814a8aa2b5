// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/nvidia.hpp"

#include <algorithm>

#include "codeobj/cubin.hpp"
#include "compile/compile.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

std::optional<Cubin> nvidia_code_object(const manifest::Manifest& m, const manifest::TargetId& t, const std::vector<Job>& jobs,
                                        const cuda::Toolkit& toolkit, cache::Cache* cache, diag::Diagnostics& diags) {
    std::vector<std::string> modules;
    std::vector<const frontend::Output*> sources_done;
    for (const Job& j : jobs) {
        if (j.target != &t || std::find(sources_done.begin(), sources_done.end(), j.source) != sources_done.end()) continue;
        sources_done.push_back(j.source);
        compile::CompileResult g = compile::compile_globals(j.source->bitcode, j.source->bitcode_hash, t,
                                                            m.bundle.code_object_version.value, cache);
        for (const auto& e : g.errors)
            diags.error(j.kernel.source.pos, "the device variables of '" + j.kernel.source.value.string() + "' for " + t.id.value + ": " + e);
        if (!g.object.empty()) modules.push_back(std::move(g.object));
    }
    for (const Job& j : jobs)
        if (j.target == &t) modules.push_back(j.object);
    if (diags.has_errors()) return std::nullopt;
    auto combined = cuda::combine_ptx(modules);
    if (!combined) {
        diags.error(t.id.pos, "the PTX of " + t.id.value + ": " + combined.error());
        return std::nullopt;
    }
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
    for (const auto& w : cuda::log_lines(built.log, "warning")) diags.warning(t.id.pos, t.id.value + ": ptxas: " + w);
    if (!built.ok) {
        auto errors = cuda::log_lines(built.log, "error");
        if (errors.empty()) errors = cuda::log_lines(built.log, "fatal");  // "Ptx assembly aborted due to errors" adds nothing
        if (errors.empty()) errors.push_back(built.log);
        for (const auto& e : errors) diags.error(t.id.pos, t.id.value + ": ptxas " + toolkit.version + ": " + e);
        return std::nullopt;
    }
    out.cubin = std::move(built.file);
    out.log = std::move(built.log);
    if (cache) cache->put(k, std::to_string(out.log.size()) + "\n" + out.log + out.cubin);
    return out;
}

}  // namespace kiln::pipeline
