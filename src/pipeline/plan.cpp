// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The plan (plan.hpp) as a script of phases: the manifest loaded with its sweeps, the --targets
// kept, a job per (target, kernel) resolved and checked, kiln tune's grids, the toolkits, the
// share; then the front ends and the kernels' look-up (front_ends.hpp).
#include "pipeline/plan.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "compile/compile.hpp"
#include "compile/target_info.hpp"
#include "kiln/runtime/target_id.hpp"
#include "manifest/expr.hpp"
#include "manifest/validate.hpp"
#include "pipeline/front_ends.hpp"
#include "pipeline/records.hpp"
#include "util/file_hash.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

// The sweep a kernel is built in (its variant or the manifest's kernel itself: both are timed), or none.
manifest::Sweep* sweep_of(Plan& plan, const std::string& kernel) {
    for (auto& s : plan.sweeps)
        for (const auto& v : s.variants)
            if (v.name == kernel) return &s;
    return nullptr;
}

}  // namespace

namespace {

// The first sweep that names a kernel decides: it is a variant of `s`, or no variant at all (the
// manifest's kernel, a family's member).
const manifest::Sweep* sweep_of(const manifest::Sweep& s, const manifest::Variant& v) { return !v.baseline && !s.instances ? &s : nullptr; }

}  // namespace

const manifest::Sweep* variant_sweep(const std::vector<manifest::Sweep>& sweeps, const std::string& kernel) {
    for (const auto& s : sweeps)
        for (const auto& v : s.variants)
            if (v.name == kernel) return sweep_of(s, v);
    return nullptr;
}

VariantSweeps::VariantSweeps(const std::vector<manifest::Sweep>& sweeps) {
    for (const auto& s : sweeps)
        for (const auto& v : s.variants) m_sweep.try_emplace(v.name, sweep_of(s, v));
}

const manifest::Sweep* VariantSweeps::of(const std::string& kernel) const {
    const auto it = m_sweep.find(kernel);
    return it == m_sweep.end() ? nullptr : it->second;
}

bool fail_variant(std::vector<manifest::Sweep>& sweeps, const Job& job, const std::string& message) {
    // The sweeps are this function's to change: the const lookup's answer is one of them.
    auto* sweep = const_cast<manifest::Sweep*>(variant_sweep(sweeps, job.kernel.name));
    if (!sweep) return false;
    std::string line;
    for (std::size_t at = 0; at < message.size();) {
        std::size_t end = message.find('\n', at);
        if (end == std::string::npos) end = message.size();
        std::string l = message.substr(at, end - at);
        l.erase(0, l.find_first_not_of(" \t"));
        if (line.empty()) line = l;
        if (l.find("error") != std::string::npos) {
            line = std::move(l);
            break;
        }
        at = end + 1;
    }
    // The row names the variant and the target already.
    if (const std::string who = "kernel '" + job.kernel.name + "' for " + job.target->id.value + ": "; line.starts_with(who))
        line.erase(0, who.size());
    sweep->failed.push_back({job.kernel.name, job.target->id.value, line});
    return true;
}

namespace {

// kiln tune: the grid of a swept kernel's job from its bench table: the expressions evaluated with
// the sizes, the job's block size and its defines (NAME=V; NAME alone is 1, as for the C
// preprocessor). False, with the error at the expression, when one cannot be evaluated.
bool bench_grid(const manifest::Bench& b, const Job& job, manifest::Sweep::Grid& out, diag::Diagnostics& diags) {
    const manifest::ResolvedKernel& k = job.kernel;
    const manifest::ExprLookup lookup = [&](std::string_view name) -> std::optional<std::int64_t> {
        for (const auto& [size, v] : b.sizes)
            if (size == name) return v;
        if (name == "block_size") return k.block_size.value;
        for (const auto& d : k.defines.value) {
            const std::size_t eq = d.find('=');
            if (d.substr(0, eq) != name) continue;
            if (eq == std::string::npos) return 1;
            const manifest::ExprResult v = manifest::evaluate(d.substr(eq + 1), [](std::string_view) { return std::nullopt; });
            return v.error ? std::nullopt : std::optional<std::int64_t>(v.value);
        }
        return std::nullopt;
    };
    const std::string who = " for " + k.name + " on " + job.target->id.value;
    auto value = [&](const manifest::BenchExpr& e, const char* what, std::int64_t hi) -> std::optional<std::int64_t> {
        const manifest::ExprResult r = manifest::evaluate(e.text, lookup);
        if (r.error) {
            std::string why = r.error->message;
            if (why.starts_with("unknown name")) {
                std::string defines;
                for (const auto& d : k.defines.value) defines += (defines.empty() ? "" : " ") + d;
                why += ": not a size, and the variant defines no integer of that name (its defines: " +
                       (defines.empty() ? std::string("none") : defines) + ")";
            }
            diag::SourcePos at = e.at(r.error->offset);
            at.length = static_cast<std::uint32_t>(r.error->length);
            diags.error(at, std::string("'") + what + "'" + who + ": " + why + " in '" + e.text + "'");
            return std::nullopt;
        }
        if (r.value < 1 || r.value > hi) {
            diags.error(e.pos, std::string("'") + what + "'" + who + " is " + std::to_string(r.value) + " ('" + e.text + "'), not in 1.." +
                                   std::to_string(hi));
            return std::nullopt;
        }
        return r.value;
    };
    out = {k.name, job.target->id.value};
    if (b.threads) {
        const auto threads = value(*b.threads, "threads", std::int64_t{1} << 40);
        if (!threads) return false;
        out.x = (*threads + k.block_size.value - 1) / k.block_size.value;
        if (out.x > 0x7fffffff) {
            diags.error(b.threads->pos, "'threads'" + who + " makes " + std::to_string(out.x) + " blocks of " +
                                            std::to_string(k.block_size.value) + ", more than a grid's 2147483647");
            return false;
        }
        return true;
    }
    // HIP's and CUDA's limits: x up to 2^31 - 1 blocks, y and z up to 65535.
    std::int64_t* dims[] = {&out.x, &out.y, &out.z};
    for (std::size_t i = 0; i < b.grid.size() && i < 3; ++i) {
        const auto v = value(b.grid[i], "grid", i == 0 ? 0x7fffffff : 65535);
        if (!v) return false;
        *dims[i] = *v;
    }
    return true;
}

// --shard I/N: keeps the jobs of share `index` (1-based) of `count`. Jobs go by decreasing cost,
// then by target and kernel name, each to the share with the least cost so far (the first on a
// tie): the same shares on every machine for the same manifest and sources. A job's cost is its
// source's size in bytes, plus one (an estimate that needs no front end: front ends run per share,
// so a `symbol = "*"` entry is one job however many kernels it finds).
void keep_share(std::vector<Job>& jobs, unsigned index, unsigned count) {
    std::vector<std::uintmax_t> cost(jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        std::error_code ec;
        const std::uintmax_t size = std::filesystem::file_size(jobs[i].kernel.source.value, ec);
        cost[i] = (ec ? 0 : size) + 1;
    }
    std::vector<std::size_t> order(jobs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (cost[a] != cost[b]) return cost[a] > cost[b];
        return std::tie(jobs[a].target->id.value, jobs[a].kernel.name) < std::tie(jobs[b].target->id.value, jobs[b].kernel.name);
    });
    std::vector<std::uintmax_t> load(count);
    std::vector<bool> keep(jobs.size());
    for (std::size_t i : order) {
        const std::size_t share = static_cast<std::size_t>(std::min_element(load.begin(), load.end()) - load.begin());
        load[share] += cost[i];
        keep[i] = share + 1 == index;
    }
    std::vector<Job> mine;
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (keep[i]) mine.push_back(std::move(jobs[i]));
    jobs = std::move(mine);
}

// Each llvm_args value names an option LLVM knows: an error at the value otherwise, once per
// position and option (`checked` remembers them).
void check_llvm_args(const manifest::ResolvedKernel& k, diag::Diagnostics& diags,
                     std::set<std::pair<std::string, std::string>>& checked) {
    const std::string at = k.llvm_args.pos.file + ":" + std::to_string(k.llvm_args.pos.line) + ":" + std::to_string(k.llvm_args.pos.column);
    for (const auto& option : k.llvm_args.value)
        if (checked.emplace(at, option).second)
            if (auto problem = compile::llvm_option_problem(option))
                diags.error(diags.element(k.llvm_args.pos, option), "llvm_args: '" + option + "' " + *problem);
}

// The plan of a loaded manifest with its sweeps: a build's `variants = "all"` families, or kiln
// tune's sweeps (then only the targets some variant is built for), each sweep with what its axis
// keys are for the manifest's kernel per target (kiln tune --write records it; a family's header
// shows it).
std::optional<Plan> plan_with_sweeps(manifest::Manifest m, const PlanOptions& options, diag::Diagnostics& diags) {
    Plan plan;
    plan.manifest = std::move(m);
    if (options.max_variants) plan.manifest.bundle.max_variants.value = *options.max_variants;
    if (!options.tune) {
        const std::size_t errors = diags.error_count();
        plan.sweeps = manifest::expand_families(plan.manifest, diags);
        if (diags.error_count() > errors) return std::nullopt;
    } else {
        plan.previous_picks = plan.manifest.tuned;
        plan.sweeps = manifest::expand_tune(plan.manifest, *options.tune, diags);
        if (diags.has_errors()) return std::nullopt;
        std::erase_if(plan.manifest.bundle.targets, [&](const manifest::TargetId& t) {
            return std::none_of(plan.manifest.kernels.begin(), plan.manifest.kernels.end(),
                                [&](const manifest::Kernel& k) { return manifest::builds_for(k, t); });
        });
    }
    for (auto& sweep : plan.sweeps)
        for (const auto& t : plan.manifest.bundle.targets) {
            auto limits = compile::target_limits(t);
            if (!limits || !manifest::builds_for(sweep.base, t)) continue;
            const manifest::ResolvedKernel r = manifest::resolve(plan.manifest, sweep.base, t, limits->simds_per_cu, limits->wavefront_size);
            manifest::Sweep::Base base{t.id.value, {}, r.source.value};
            for (const auto& axis : sweep.tune.axes) base.was.emplace_back(axis.key.value, manifest::resolved_value(r, axis.key.value));
            sweep.bases.push_back(std::move(base));
        }
    return plan;
}

// --targets: only those of the manifest's targets; false, with an error per one it does not have.
bool keep_targets(Plan& plan, const std::vector<std::string>& wanted, diag::Diagnostics& diags) {
    if (wanted.empty()) return true;
    auto& targets = plan.manifest.bundle.targets;
    std::vector<std::string> known;
    for (const auto& t : targets) known.push_back(t.id.value);
    for (const auto& w : wanted) {
        if (std::find(known.begin(), known.end(), w) == known.end()) {
            std::string list;
            for (const auto& k : known) list += (list.empty() ? "'" : ", '") + k + "'";
            diags.error(diag::SourcePos{plan.manifest.path.string()},
                        "--targets names '" + w + "', which is not among the manifest's targets (" + list + ")");
        }
    }
    std::erase_if(targets, [&](const manifest::TargetId& t) { return std::find(wanted.begin(), wanted.end(), t.id.value) == wanted.end(); });
    return !diags.has_errors();
}

// A kernel's job on a target, resolved, its tuned pick's warnings said, and checked: into the plan
// when it passes. A sweep's variant that the target refuses is a row of its table (fail_variant),
// not the build's end; the manifest's kernel and a template family's members are checked as any kernel.
void add_job(Plan& plan, const VariantSweeps& variants, const manifest::Kernel& k, const manifest::TargetId& t,
             const manifest::TargetLimits& limits, std::set<std::pair<std::string, std::string>>& checked_llvm_args,
             diag::Diagnostics& diags) {
    Job job;
    job.target = &t;
    job.kernel = manifest::resolve(plan.manifest, k, t, limits.simds_per_cu, limits.wavefront_size);
    if (const manifest::TunedPick* pick = job.kernel.tuned) {
        const std::string who = "the pick for kernel '" + k.name.value + "' on " + t.id.value + ": ";
        for (const auto& why : job.kernel.tuned_overruled)
            diags.warning(pick->target.pos, who + "the manifest's value wins: " + why + "; 'kiln tune --write' picks again");
        if (!pick->source_md5.empty() && util::file_md5(job.kernel.source.value) != pick->source_md5)
            diags.warning(pick->target.pos, who + "the kernel's source '" + job.kernel.source.value.filename().string() +
                                                "' changed since it was made; 'kiln tune --write' picks again");
    }
    if (variants.of(k.name.value)) {
        diag::Diagnostics local;
        manifest::validate(job.kernel, limits, local);
        check_llvm_args(job.kernel, local, checked_llvm_args);
        const auto& all = local.all();
        const auto error = std::find_if(all.begin(), all.end(), [](const auto& d) { return d.severity == diag::Severity::error; });
        if (error == all.end()) plan.jobs.push_back(std::move(job));
        else fail_variant(plan.sweeps, job, error->message);
        return;
    }
    const std::size_t before = diags.error_count();
    manifest::validate(job.kernel, limits, diags);
    check_llvm_args(job.kernel, diags, checked_llvm_args);
    if (diags.error_count() == before) plan.jobs.push_back(std::move(job));
}

// The jobs, one per (target, kernel) that builds for it, targets then kernels in manifest order.
void make_jobs(Plan& plan, diag::Diagnostics& diags) {
    std::set<std::pair<std::string, std::string>> checked_llvm_args;
    const VariantSweeps variants(plan.sweeps);
    for (const auto& t : plan.manifest.bundle.targets) {
        auto limits = compile::target_limits(t);
        if (!limits) {
            diags.error(t.id.pos, limits.error());
            continue;
        }
        // LLVM writes generic code objects as version 6 only (and errors on another), which only
        // newer runtimes load: the manifest says so, kiln does not pick it behind its back.
        if (runtime::is_generic(t.processor) && plan.manifest.bundle.code_object_version.value < 6) {
            const auto& cov = plan.manifest.bundle.code_object_version;
            diags.error(t.id.pos, "'" + t.processor + "' is a generic target, which exists from code object version 6 on; set "
                                  "code_object_version = 6 in [bundle] (for runtimes that load code object v6)");
            if (cov.pos.known()) diags.note(cov.pos, "code_object_version is " + std::to_string(cov.value) + " here");
            continue;
        }
        for (const auto& k : plan.manifest.kernels)
            if (!k.has_errors && manifest::builds_for(k, t)) add_job(plan, variants, k, t, *limits, checked_llvm_args, diags);
    }
}

// Every target needs a kernel (a kernel's `targets` can leave one without).
void check_every_target_built(const Plan& plan, diag::Diagnostics& diags) {
    for (const auto& t : plan.manifest.bundle.targets) {
        if (std::any_of(plan.jobs.begin(), plan.jobs.end(), [&](const Job& j) { return j.target == &t; })) continue;
        std::string why = "every kernel's 'targets' leave it out";
        for (const auto& sweep : plan.sweeps)
            for (const auto& f : sweep.failed)
                if (f.target == t.id.value) why = "it refuses every variant of the sweeps, e.g. " + f.variant + ": " + f.message;
        diags.error(t.id.pos, "no kernel is built for " + t.id.value + " (" + why + ")");
    }
}

// The CUDA toolkit of the targets whose backend needs one (--cuda-path, [bundle] cuda_path, else
// the default places) into plan.cuda; its ptxas must know each of them.
void find_cuda(Plan& plan, const PlanOptions& options, diag::Diagnostics& diags) {
    const auto& targets = plan.manifest.bundle.targets;
    // A target whose kernels are all code objects built elsewhere runs no ptxas.
    const auto compiles = [&](const manifest::TargetId& t) {
        return t.facts().needs_cuda_toolkit && std::any_of(plan.jobs.begin(), plan.jobs.end(), [&](const Job& j) {
                   return j.target == &t && language_of(j) != frontend::Language::code_object;
               });
    };
    const auto first = std::find_if(targets.begin(), targets.end(), compiles);
    if (first == targets.end()) return;
    const auto& cuda_path = plan.manifest.bundle.cuda_path;
    const Result<cuda::Toolkit> toolkit = options.cuda_path ? cuda::find_toolkit(fs::path(*options.cuda_path))
                                          : cuda_path      ? cuda::find_toolkit(fs::path(cuda_path->value))
                                                           : cuda::default_toolkit();
    if (!toolkit) {
        diags.error(!options.cuda_path && cuda_path ? cuda_path->pos : first->id.pos, first->id.value + ": " + toolkit.error());
        return;
    }
    for (const auto& t : targets) {
        if (!compiles(t) || toolkit->knows(t.processor)) continue;
        std::string known;
        for (const auto& sm : toolkit->sms) known += (known.empty() ? "" : ", ") + sm;
        diags.error(t.id.pos, "ptxas " + toolkit->version + " (" + toolkit->ptxas.string() + ") does not know " + t.processor +
                                  "; it builds " + known + " (a newer CUDA toolkit may: --cuda-path)");
    }
    plan.cuda = *toolkit;
}

// The HIP releases that charge the trap handler's SGPRs (the `trap` profile): ROCm/rocm-systems PR
// 10618, merged on 2026-08-26, while its tree's projects/hip/VERSION read 7.16 (7.16 from 2026-08-04,
// 7.17 from 2026-09-16). Every 7.17 has it; whether a 7.16 release has it is not known.
constexpr int k_first_trap_hip = 717, k_maybe_trap_hip = 716;

// "6.4.43482" -> 604 (major * 100 + minor), or -1.
int hip_release(const std::string& version) {
    const std::size_t dot = version.find('.');
    if (dot == 0 || dot == std::string::npos || dot > 3) return -1;
    int major = 0, minor = 0;
    for (std::size_t i = 0; i < dot; ++i) {
        if (!std::isdigit(static_cast<unsigned char>(version[i]))) return -1;
        major = major * 10 + (version[i] - '0');
    }
    for (std::size_t i = dot + 1; i < version.size() && i < dot + 4 && std::isdigit(static_cast<unsigned char>(version[i])); ++i)
        minor = minor * 10 + (version[i] - '0');
    return major * 100 + minor;
}

// The HIP profile: the manifest's, else the one that models the HIP found (docs/occupancy.md,
// "Which profile").
void choose_hip_profile(Plan& plan) {
    const auto& given = plan.manifest.bundle.hip_profile;
    if (given.pos.known()) {
        plan.hip_profile = to_occupancy_profile(given.value);
        plan.hip_profile_why = "given in [bundle] hip_profile";
        return;
    }
    const frontend::Rocm* rocm = plan.installation ? &*plan.installation : nullptr;
    const int release = rocm ? hip_release(rocm->hip_version) : -1;
    const std::string found = rocm ? "for HIP " + rocm->hip_version + " in " + rocm->root.string() : "";
    plan.hip_profile = release >= k_first_trap_hip ? occupancy::Profile::trap
                       : release >= 601 && release < 604 ? occupancy::Profile::v6_1
                                                         : occupancy::Profile::v6_4;
    if (release < 0)
        plan.hip_profile_why = rocm ? "no HIP version in " + rocm->root.string() + ": the default" : "no HIP installation found: the default";
    else if (release == k_maybe_trap_hip)
        plan.hip_profile_why = found + ", which may reserve the trap handler's SGPRs or not (the change came during HIP 7.16): "
                                       "set [bundle] hip_profile = \"trap\" if yours does";
    else if (release < 601)
        plan.hip_profile_why = found + ", which predates the profiles (6.4's rules are its own on every processor it knows)";
    else
        plan.hip_profile_why = found;
}

}  // namespace

std::string hip_profile_summary(const Plan& plan) {
    return std::string(occupancy::profile_name(plan.hip_profile)) + " (" + profile_description(plan.hip_profile) + "; " +
           plan.hip_profile_why + ")";
}

// Load, resolve, validate, front ends: everything about the manifest and its sources is checked
// before anything compiles.
std::optional<Plan> make_plan(const PlanOptions& options, diag::Diagnostics& diags) {
    // All errors of the manifest in one run: kernels whose own tables are wrong are left out of the
    // later checks, the others go on to per-target values and symbol look-ups.
    std::optional<manifest::Manifest> m = manifest::load(options.manifest, diags, /*partial=*/true);
    if (!m) return std::nullopt;
    const std::size_t first = diags.all().size();
    std::optional<Plan> plan = plan_with_sweeps(std::move(*m), options, diags);
    if (!plan || !keep_targets(*plan, options.targets, diags)) return std::nullopt;
    make_jobs(*plan, diags);
    // kiln tune: each timed job's grid.
    if (options.tune)
        for (const Job& job : plan->jobs)
            if (manifest::Sweep* sweep = sweep_of(*plan, job.kernel.name); sweep && sweep->base.bench) {
                manifest::Sweep::Grid g;
                if (bench_grid(*sweep->base.bench, job, g, diags)) sweep->grids.push_back(std::move(g));
            }
    if (!diags.has_errors()) check_every_target_built(*plan, diags);
    find_cuda(*plan, options, diags);
    plan->all_jobs = plan->jobs.size();
    if (options.shard) keep_share(plan->jobs, options.shard->first, options.shard->second);
    // The kernels that passed so far have their sources compiled and their symbols looked up.
    if (!plan->jobs.empty()) run_front_ends(*plan, options, diags);
    choose_hip_profile(*plan);
    diags.sort_by_position(first);
    if (diags.has_errors()) return std::nullopt;
    return plan;
}

}  // namespace kiln::pipeline
