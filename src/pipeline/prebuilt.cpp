// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Code objects built elsewhere as sources (docs/prebuilt.md): `source = "k.hsaco"` (clang or
// hipcc --genco, Triton, comgr) or `"k.cubin"` (ptxas, nvcc -cubin, Triton), packaged as they are.
// The plan reads one per (source, target) and checks that it is for the target (read_prebuilt);
// the manifest's symbols are looked up among its kernels (prebuilt_kernels, kernels.cpp); a target
// whose kernels come from one such object gets it, byte for byte, as its bundle entry, with kiln's
// record of the manifest's kernels in the bundle's host entry, where NVIDIA records live
// (PrebuiltStep: the third implementation of code_object.hpp's step, for either backend).
#include <algorithm>
#include <map>

#include "bundle/bundle_writer.hpp"
#include "codeobj/code_object.hpp"
#include "compile/compile.hpp"
#include "emit/metadata.hpp"
#include "pipeline/arg_types.hpp"
#include "pipeline/code_object.hpp"
#include "pipeline/front_ends.hpp"
#include "target/backend.hpp"
#include "util/file.hpp"
#include "util/file_hash.hpp"

namespace kiln::pipeline {

namespace {

// Why a code object cannot be the entry of target `t`, or nothing: another backend's, or one its
// backend's entry for `t` cannot hold (Backend::entry_mismatch).
std::optional<std::string> wrong_target(const codeobj::CodeObjectInfo& info, const manifest::TargetId& t) {
    const std::string id = codeobj::target_id_of(info);
    if (const target::Kind kind = target::kind_of(id); kind != t.backend)
        return "is a code object for " + id + " (" + std::string(target::facts(kind).name) + "), and " + t.id.value + " is an " +
               std::string(t.facts().name) + " target";
    if (auto why = target::backend(t.backend).entry_mismatch(id, t.id.value)) return "is a code object " + *why;
    return std::nullopt;
}

class PrebuiltStep final : public CodeObjectStep {
public:
    explicit PrebuiltStep(const manifest::TargetId& t) : m_target(t) {}

    bool prepare(std::vector<Job>&) override { return true; }

    // The kernel as the object has it, named as the manifest names it (its symbol kept for the record).
    Result<codeobj::KernelInfo> kernel(const Job& j) override {
        auto info = codeobj::read_code_object(j.object);
        if (!info) return make_error(info.error());
        std::vector<std::string> symbols;
        for (const auto& k : info->kernels) symbols.push_back(k.name);
        const manifest::ResolvedKernel* one[] = {&j.kernel};
        Result<std::string> found = compile::check_symbols_in(symbols, one).front();
        if (!found) return make_error(found.error());
        codeobj::KernelInfo k = info->kernels[static_cast<std::size_t>(std::find(symbols.begin(), symbols.end(), *found) - symbols.begin())];
        m_symbols[j.kernel.name] = k.name;
        k.name = j.kernel.name;
        // A cubin does not say which parameters are pointers: the manifest's `args` do.
        if (!m_target.facts().pointers_in_code_object && j.kernel.args)
            for (std::size_t i = 0; i < k.args.size() && i < j.kernel.args->value.size(); ++i)
                if (const auto type = parse_arg_type(j.kernel.args->value[i]); type && type->pointer && k.args[i].size == 8) {
                    k.args[i].value_kind = "global_buffer";
                    k.args[i].address_space = "global";
                }
        return k;
    }

    // The object itself (check_prebuilt_entries saw that the target's kernels all come from it);
    // the record, in the host entry, names each kernel's symbol where the manifest names it otherwise.
    Result<std::string> finish(codeobj::CodeObjectRecord& record, const std::vector<const Job*>& jobs, HostMetadata& host) override {
        record.prebuilt = true;
        record.llvm_version.clear();  // kiln's LLVM did not build it
        for (auto& k : record.kernels)
            if (const std::string& symbol = m_symbols.at(k.resources.name); symbol != k.resources.name) k.object_name = symbol;
        host.emplace_back(bundle::hip_entry_id(m_target.id.value), emit::metadata_json(record));
        return jobs.front()->object;
    }

private:
    const manifest::TargetId& m_target;
    std::map<std::string, std::string> m_symbols;  // manifest name -> the object's symbol
};

}  // namespace

frontend::Output read_prebuilt(const Job& j) {
    frontend::Output out;
    const std::filesystem::path& path = j.kernel.source.value;
    out.dependencies.push_back(path);
    const std::string what = "'" + path.string() + "' ";
    auto bytes = util::read_file(path);
    if (!bytes) {
        out.errors.push_back(what + "cannot be read: " + bytes.error());
        return out;
    }
    auto info = codeobj::read_code_object(*bytes);
    if (!info) {
        out.errors.push_back(what + "is not a code object kiln reads (an AMD code object, as clang --offload-arch=... "
                                    "--cuda-device-only or hipcc --genco write it; a cubin, as ptxas or nvcc -cubin write it): " +
                             info.error());
        return out;
    }
    if (auto why = wrong_target(*info, *j.target)) out.errors.push_back(what + *why);
    else if (info->kernels.empty()) out.errors.push_back(what + "holds no kernels");
    if (!out.errors.empty()) return out;
    out.bitcode_hash = util::sha256_hex(*bytes);
    out.code_object = std::move(*bytes);
    return out;
}

std::vector<compile::SourceKernel> prebuilt_kernels(std::string_view code_object) {
    std::vector<compile::SourceKernel> out;
    auto info = codeobj::read_code_object(code_object);
    if (!info) return out;
    // The block the kernel requires (.reqntid: Triton's cubins), or a bound below the largest
    // block any kernel may have, the kernel's own (__launch_bounds__, Triton's num_warps on AMD).
    for (const auto& k : info->kernels) {
        std::optional<std::int64_t> bound;
        if (const std::uint32_t required = k.required_block()) bound = required;
        else if (k.max_flat_workgroup_size && k.max_flat_workgroup_size < 1024) bound = k.max_flat_workgroup_size;
        out.push_back(compile::source_kernel(k.name, bound));
    }
    return out;
}

void check_prebuilt_entries(const Plan& plan, diag::Diagnostics& diags) {
    for (const manifest::TargetId& t : plan.manifest.bundle.targets) {
        const auto first = std::find_if(plan.jobs.begin(), plan.jobs.end(), [&](const Job& j) { return j.target == &t && j.prebuilt(); });
        if (first == plan.jobs.end()) continue;
        for (const Job& j : plan.jobs)
            if (j.target == &t && (!j.prebuilt() || j.source->code_object != first->source->code_object))
                diags.error(j.kernel.source.pos,
                            "kernel '" + j.kernel.name + "' for " + t.id.value + ": a bundle entry is one code object, and kernel '" +
                                first->kernel.name + "' puts '" + first->kernel.source.value.filename().string() +
                                "', built elsewhere, there as it is; kernels from " + (j.prebuilt() ? "another code object" : "sources kiln compiles") +
                                " need a bundle of their own for " + t.id.value);
    }
}

std::unique_ptr<CodeObjectStep> prebuilt_step(const StepContext&, const manifest::TargetId& t) {
    return std::make_unique<PrebuiltStep>(t);
}

}  // namespace kiln::pipeline
