// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Publishing a build (build_steps.hpp): the bundle, the loader header (its kernels' arguments
// checked across targets and against declared types), the JSON and HTML reports, the depfile and
// kiln's state, written as one set: all or nothing.
#include "pipeline/build_steps.hpp"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include <kiln/runtime/bundle.hpp>

#include "bundle/bundle_writer.hpp"
#include "emit/loader_header.hpp"
#include "emit/metadata.hpp"
#include "pipeline/arg_types.hpp"
#include "pipeline/records.hpp"
#include "pipeline/report.hpp"
#include "pipeline/stamp.hpp"
#include "target/backend.hpp"
#include "util/file_hash.hpp"
#include "util/output_set.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

// Each target's records by kernel name: the index of the first of that name.
std::vector<std::unordered_map<std::string_view, std::size_t>> records_by_name(const BuildReport& report) {
    std::vector<std::unordered_map<std::string_view, std::size_t>> out(report.targets.size());
    for (std::size_t t = 0; t < report.targets.size(); ++t)
        for (std::size_t r = 0; r < report.targets[t].kernels.size(); ++r)
            out[t].try_emplace(report.targets[t].kernels[r].resources.name, r);
    return out;
}

// The loader header's text. Every kernel's explicit arguments must agree across targets, and
// declared `args` types must fit them.
std::optional<std::string> loader_header(const manifest::Manifest& m, occupancy::Profile profile, const std::vector<Job>& jobs,
                                         const BuildReport& report,
                                         const std::string& bundle_bytes, diag::Diagnostics& diags) {
    emit::LoaderHeader h;
    h.ns = m.bundle.name.value;
    h.bundle_hash = util::md5_hex(bundle_bytes);
    h.manifest = m.path.filename().string();
    h.profile = profile;
    for (const auto& t : m.bundle.targets) h.targets.push_back(t.id.value);
    // Each target's records and the jobs by kernel name (searched per kernel, 10,000 kernels took
    // a second here).
    const std::vector<std::unordered_map<std::string_view, std::size_t>> records_of = records_by_name(report);
    std::unordered_map<std::string_view, std::vector<const Job*>> jobs_of;
    for (const Job& j : jobs) jobs_of[j.kernel.name].push_back(&j);
    for (std::size_t k = 0; k < m.kernels.size(); ++k) {
        emit::LoaderKernel lk;
        lk.name = m.kernels[k].name.value;
        // The targets the kernel is built for (its `targets`), in bundle order.
        const codeobj::CodeObjectRecord* first = nullptr;
        for (std::size_t ti = 0; ti < report.targets.size(); ++ti) {
            const auto& t = report.targets[ti];
            const auto found = records_of[ti].find(lk.name);
            if (found == records_of[ti].end()) continue;
            const auto it = t.kernels.begin() + static_cast<std::ptrdiff_t>(found->second);
            lk.per_target.emplace_back(t.target, *it);
            auto args = explicit_args(it->resources);
            // A cubin built elsewhere does not say which of its 8-byte parameters are pointers.
            if (t.prebuilt && !target::backend_for(t.target).facts().pointers_in_code_object)
                for (auto& a : args)
                    if (a.value_kind == "by_value" && a.size == 8) a.value_kind = codeobj::k_pointer_or_value;
            if (!first) {
                first = &t;
                lk.args = args;
                continue;
            }
            auto same = [](const codeobj::ArgInfo& a, const codeobj::ArgInfo& b) {
                return a.offset == b.offset && a.size == b.size &&
                       (a.value_kind == b.value_kind || a.value_kind == codeobj::k_pointer_or_value || b.value_kind == codeobj::k_pointer_or_value);
            };
            // Another target's known kinds replace the first's unknown ones.
            if (args.size() == lk.args.size())
                for (std::size_t i = 0; i < args.size(); ++i)
                    if (lk.args[i].value_kind == codeobj::k_pointer_or_value && lk.args[i].offset == args[i].offset && lk.args[i].size == args[i].size)
                        lk.args[i] = args[i];
            if (args.size() != lk.args.size() || !std::equal(args.begin(), args.end(), lk.args.begin(), same)) {
                diags.error(m.kernels[k].name.pos, "kernel '" + lk.name + "' takes different arguments on " + t.target +
                                                       " than on " + first->target);
                return std::nullopt;
            }
        }
        // Declared types are the same for every target unless a target table overrides them; the
        // header has one signature, so the first target's job decides and every job is checked.
        static const std::vector<const Job*> no_jobs;
        const auto mine = jobs_of.find(lk.name);
        for (const Job* j : mine != jobs_of.end() ? mine->second : no_jobs) {
            if (!j->kernel.args) continue;
            if (auto problem = check_arg_types(j->kernel.args->value, lk.args)) {
                diags.error(j->kernel.args->pos, "kernel '" + lk.name + "': " + *problem);
                return std::nullopt;
            }
            if (!lk.arg_types) lk.arg_types = j->kernel.args->value;
        }
        // A sweep's variant that failed on every target is in no code object.
        if (!lk.per_target.empty()) h.kernels.push_back(std::move(lk));
    }
    // `variants = "all"`: each family, its members those built somewhere.
    std::unordered_set<std::string_view> in_header;
    for (const auto& k : h.kernels) in_header.insert(k.name);
    for (const manifest::Sweep& sweep : report.sweeps) {
        if (!sweep.base.variants && !sweep.instances) continue;  // kiln tune's sweeps
        emit::LoaderFamily f;
        f.name = sweep.kernel;
        f.instances = sweep.instances;
        for (const auto& axis : sweep.tune.axes) f.axes.push_back(axis.key.value);
        // The family's struct NAME_family and accessor NAME_variants() beside the kernels' accessors.
        for (const char* suffix : {"_variants", "_family"})
            if (in_header.count(f.name + suffix)) {
                const diag::SourcePos at = sweep.base.variants ? sweep.base.variants->pos : sweep.base.instantiate->pos;
                diags.error(at, "the loader header's names of the family '" + f.name + "' (" + f.name + "_family, " + f.name +
                                    "_variants()) would clash with the kernel '" + f.name + suffix + "'");
                return std::nullopt;
            }
        for (const manifest::Variant& v : sweep.variants) {
            if (!in_header.count(v.name)) continue;
            emit::LoaderFamily::Member member{v.name, {}};
            for (std::size_t a = 0; a < sweep.tune.axes.size(); ++a) {
                // The manifest's kernel: its value on the first target it is built for ("-": none).
                const std::string was = v.baseline && !sweep.bases.empty() ? sweep.bases.front().was_of(sweep.tune.axes[a].key.value) : "";
                member.values.push_back(!v.baseline ? sweep.tune.axes[a].values[v.values[a]].text : was.empty() ? "-" : was);
            }
            f.members.push_back(std::move(member));
        }
        for (const Job& j : jobs)
            if (j.kernel.name == sweep.kernel && j.kernel.tuned) f.tuned_targets.push_back(j.target->id.value);
        h.families.push_back(std::move(f));
    }
    return emit::loader_header(h);
}

// A Make/Ninja depfile: `targets` depend on `inputs`. Spaces, '#' and '$' are escaped as both
// read them; newlines cannot be written in a depfile (the manifest refuses such paths).
std::string depfile_text(const std::vector<fs::path>& targets, const std::set<std::string>& inputs) {
    auto escape = [](const std::string& p) {
        std::string e;
        for (char c : p) {
            if (c == ' ' || c == '#') e += '\\';
            if (c == '$') e += '$';
            e += c;
        }
        return e;
    };
    std::string out;
    for (const auto& t : targets) out += (out.empty() ? "" : " ") + escape(fs::absolute(t).lexically_normal().string());
    out += ":";
    for (const auto& i : inputs) out += " \\\n  " + escape(i);
    return out + "\n";
}

}  // namespace

bool publish(const BuildOptions& options, const StatePaths& paths, const Plan& plan, const CodeObjects& made,
             const std::string& jobs_state_text, BuildReport& report, diag::Diagnostics& diags) {
    const manifest::Manifest& m = plan.manifest;
    const fs::path& dir = paths.out_dir;  // the stamp and the commit record live beside the outputs
    const std::vector<fs::path> outputs = output_files(dir, m.bundle.name.value, options.html_report);
    report.bundle_path = outputs[0];
    report.header_path = outputs[1];
    report.report_path = outputs[2];
    report.depfile_path = outputs[3];
    if (options.html_report) report.html_path = outputs[4];

    // Write: host entry first (empty, as hipcc's, unless it carries NVIDIA metadata), then one entry per target.
    const std::string host = bundle::host_entry(made.host);
    std::vector<bundle::Entry> entries{{std::string(bundle::k_host_id), host}};
    for (std::size_t i = 0; i < made.objects.size(); ++i)
        entries.push_back({bundle::hip_entry_id(m.bundle.targets[i].id.value), made.objects[i]});
    auto bytes = bundle::write_bundle(entries);
    if (bytes && m.bundle.compress.value != "none") {
        const auto method = m.bundle.compress.value == "zlib" ? runtime::Compression::zlib : runtime::Compression::zstd;
        bytes = bundle::compress_bundle(*bytes, method, m.bundle.ccob_version.value);
    }
    if (!bytes) {
        diags.error(m.bundle.name.pos, "cannot write bundle '" + m.bundle.name.value + "': " + bytes.error());
        return false;
    }
    auto header = loader_header(m, plan.hip_profile, plan.jobs, report, *bytes, diags);
    if (!header) return false;

    std::optional<emit::RocmUsed> rocm_used;
    if (plan.rocm)
        rocm_used = {plan.rocm->root.string(), plan.rocm->hip_version, plan.rocm->device_libs.string(), plan.rocm->release, plan.rocm->found_by};
    std::optional<emit::ProfileUsed> profile_used;
    if (std::any_of(m.bundle.targets.begin(), m.bundle.targets.end(), [](const auto& t) { return t.facts().hip_runtime_occupancy; }))
        profile_used = {occupancy::profile_name(plan.hip_profile), plan.hip_profile_why};
    const std::string report_text = emit::report_json(m.bundle.name.value, report.targets, rocm_used, profile_used);

    // The depfile: every input read, for Ninja and Make (DEPFILE in CMake).
    std::set<std::string> inputs = {fs::absolute(m.path).lexically_normal().string()};
    std::set<fs::path> absent;
    // kiln tune --write's picks: an input when there, and their appearing makes the build stale.
    const fs::path tuned = fs::absolute(m.dir / (m.bundle.name.value + ".tuned.toml")).lexically_normal();
    if (!m.tuned_path.empty()) inputs.insert(tuned.string());
    else absent.insert(tuned);
    // The ptxas that made the cubins: another one at the same path (a toolkit upgraded in place)
    // makes other code.
    if (plan.cuda) inputs.insert(fs::absolute(plan.cuda->ptxas).lexically_normal().string());
    for (const auto& [key, out] : plan.sources) {
        for (const auto& d : out.dependencies) inputs.insert(fs::absolute(d).lexically_normal().string());
        absent.insert(out.absent.begin(), out.absent.end());
    }
    std::vector<fs::path> depfile_targets{report.bundle_path, report.header_path, report.report_path};
    if (options.html_report) depfile_targets.push_back(report.html_path);
    const std::string depfile = depfile_text(depfile_targets, inputs);
    // The HTML report names the bundle file, never a directory: the same bytes on every machine.
    const std::string html =
        options.html_report ? emit::html_report(report_of(report, m.bundle.name.value, report.bundle_path.filename().string())) : "";

    report.summary = emit::format_table(table_rows(report)) + "\n";
    for (const auto& n : report.notes) report.summary += n + "\n";
    const std::string stamp_text = pipeline::stamp_text(paths.options_key, std::vector<fs::path>(inputs.begin(), inputs.end()),
                                                        {absent.begin(), absent.end()}, outputs,
                                                        options.html_report ? std::vector<const std::string*>{&*bytes, &*header, &report_text, &depfile, &html}
                                                                            : std::vector<const std::string*>{&*bytes, &*header, &report_text, &depfile});

    // One set: every output and kiln's own state beside them change together or not at all; the
    // stamp comes last.
    util::OutputSet set(dir, stamp_id(options.manifest));
    using Named = std::pair<fs::path, const std::string*>;
    for (const Named& f : {Named{outputs[0], &*bytes}, Named{outputs[1], &*header}, Named{outputs[2], &report_text},
                           Named{outputs[3], &depfile}, Named{paths.jobs_state, &jobs_state_text}, Named{paths.summary, &report.summary}})
        set.add(f.first.filename(), *f.second);
    if (options.html_report) set.add(outputs[4].filename(), html);
    if (!stamp_text.empty()) set.add(paths.stamp.filename(), stamp_text);
    auto changed = set.publish();
    if (!changed) {
        diags.error(changed.error());
        return false;
    }
    report.bundle_changed = (*changed)[0];
    report.header_changed = (*changed)[1];
    report.report_changed = (*changed)[2];
    if (options.html_report) report.html_changed = (*changed)[6];
    if (!stamp_text.empty()) refresh_stamp(paths.stamp);
    remove_stale_stamps(dir, paths.stamp, report.bundle_path);
    return true;
}

}  // namespace kiln::pipeline
