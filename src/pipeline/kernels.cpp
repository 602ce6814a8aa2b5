// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The kernels in the front ends' outputs (front_ends.hpp): each job's symbol looked up, the
// template specializations a HIP source does not instantiate instantiated by its front end again,
// and `symbol = "*"` entries replaced by one kernel per kernel of their source.
#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>

#include "compile/compile.hpp"
#include "compile/target_info.hpp"
#include "manifest/names.hpp"
#include "manifest/validate.hpp"
#include "pipeline/front_ends.hpp"
#include "util/parallel.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

// The symbols entries of their own name, per (source, target): a "*" entry leaves those out.
using Claimed = std::map<std::pair<fs::path, std::string>, std::set<std::string>>;
// Per `symbol = "*"` job: its source's kernels.
using Lists = std::map<const Job*, const std::vector<compile::SourceKernel>*>;

// The kernels of a `symbol = "*"` entry's source that no other entry names, the same for every
// target (the first target's order); nothing, with the error at the entry, when a target's differ
// or none is left.
std::optional<std::vector<compile::SourceKernel>> unclaimed_kernels(const Plan& plan, const manifest::Kernel& entry, const Lists& lists,
                                                                    const Claimed& claimed, diag::Diagnostics& diags) {
    const diag::SourcePos at = entry.settings.symbol->pos;
    const std::string what = "kernel '" + entry.name.value + "' (symbol \"*\")";
    std::vector<compile::SourceKernel> first;
    std::string first_target;
    for (const Job& each : plan.jobs) {  // in the targets' order
        const auto listed = lists.find(&each);
        if (listed == lists.end() || each.kernel.name != entry.name.value) continue;
        const Job* job = &each;
        std::vector<compile::SourceKernel> mine;
        const auto c = claimed.find({job->kernel.source.value, job->target->id.value});
        for (const auto& k : *listed->second)
            if (c == claimed.end() || !c->second.count(k.symbol)) mine.push_back(k);
        if (first_target.empty()) {
            first = std::move(mine);
            first_target = job->target->id.value;
            continue;
        }
        // The same kernels (the first target's order names them).
        auto missing = [](const std::vector<compile::SourceKernel>& a, const std::vector<compile::SourceKernel>& b) {
            for (const auto& k : a)
                if (std::none_of(b.begin(), b.end(), [&](const auto& o) { return o.symbol == k.symbol; })) return &k;
            return static_cast<const compile::SourceKernel*>(nullptr);
        };
        const compile::SourceKernel* only_first = missing(first, mine);
        const compile::SourceKernel* only_mine = only_first ? nullptr : missing(mine, first);
        if (only_first || only_mine) {
            const compile::SourceKernel& k = only_first ? *only_first : *only_mine;
            diags.error(at, what + ": '" + job->kernel.source.value.string() + "' defines kernel '" + k.name + "' (" + k.symbol +
                                ") for " + (only_first ? first_target : job->target->id.value) + " and not for " +
                                (only_first ? job->target->id.value : first_target) +
                                "; kernels that only some targets have need entries of their own");
            return std::nullopt;
        }
    }
    if (first.empty()) {
        diags.error(at, what + ": the source has no kernels that other entries do not name");
        return std::nullopt;
    }
    return first;
}

// The derived kernels' names and symbols per `symbol = "*"` entry, and those whose block is their
// __launch_bounds__.
struct Derived {
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> names;  // entry -> (name, symbol)
    std::set<std::string> bounded;
};

// The jobs again, for the expanded kernels: targets, then kernels in the manifest's order; a
// kernel whose block is its own __launch_bounds__ resolved and checked again. Each kernel's jobs
// are looked up by name (a search of every entry's list per kernel made the plan of 10,000
// kernels 0.3-0.8 s longer).
void jobs_again(Plan& plan, const Derived& derived, diag::Diagnostics& diags) {
    std::vector<Job> jobs;
    for (const auto& t : plan.manifest.bundle.targets) {
        // Per kernel name, the target's jobs that make it, in their order: a job of its own, or
        // its entry's job with the kernel's symbol.
        std::unordered_map<std::string_view, std::vector<std::pair<const Job*, const std::string*>>> makers;
        for (const Job& j : plan.jobs) {
            if (j.target != &t) continue;
            const auto d = derived.names.find(j.kernel.name);
            if (d == derived.names.end()) makers[j.kernel.name].emplace_back(&j, nullptr);
            else
                for (const auto& [name, symbol] : d->second) makers[name].emplace_back(&j, &symbol);
        }
        for (const manifest::Kernel& k : plan.manifest.kernels) {
            const auto found = makers.find(k.name.value);
            if (found == makers.end()) continue;
            for (const auto& [j, symbol] : found->second) {
                if (!symbol) {
                    jobs.push_back(*j);
                    continue;
                }
                Job copy = *j;
                copy.kernel.name = k.name.value;
                copy.kernel.symbol.value = *symbol;
                if (derived.bounded.count(k.name.value)) {
                    auto limits = compile::target_limits(t);
                    if (!limits) continue;
                    copy.kernel = manifest::resolve(plan.manifest, k, t, limits->simds_per_cu, limits->wavefront_size);
                    const std::size_t before = diags.error_count();
                    manifest::validate(copy.kernel, *limits, diags);
                    if (diags.error_count() != before) continue;
                }
                jobs.push_back(std::move(copy));
            }
        }
    }
    plan.jobs = std::move(jobs);
}

// Replaces each `symbol = "*"` entry, in the manifest and the jobs, by one kernel per kernel of its
// source (`lists`, per job) that no other entry for the source names (`claimed`), in the source's
// order, each with the entry's settings; an entry without a block_size of its own gives each kernel
// with __launch_bounds__ that bound as its block. Names come from the symbols
// (compile::SourceKernel), made usable (manifest::usable_kernel_name: reserved '__', HIP API names);
// two alike get their parameter lists, then "_2", "_3", ... in the source's order, past other
// entries' names. A source without such kernels, and kernels that differ between targets, are
// errors.
void expand_every_kernel(Plan& plan, const Lists& lists, const Claimed& claimed, diag::Diagnostics& diags) {
    std::set<std::string> taken;
    for (const auto& k : plan.manifest.kernels)
        if (!k.settings.symbol || k.settings.symbol->value != k_every_kernel) taken.insert(k.name.value);
    std::vector<manifest::Kernel> kernels;
    Derived derived;
    for (const manifest::Kernel& entry : plan.manifest.kernels) {
        if (!entry.settings.symbol || entry.settings.symbol->value != k_every_kernel) {
            kernels.push_back(entry);
            continue;
        }
        const std::optional<std::vector<compile::SourceKernel>> first = unclaimed_kernels(plan, entry, lists, claimed, diags);
        if (!first) continue;
        std::map<std::string, int> count;
        for (const auto& k : *first) ++count[k.name];
        std::vector<std::pair<std::string, std::string>>& names = derived.names[entry.name.value];
        std::set<std::string> mine;
        for (const auto& k : *first) {
            const std::string base = manifest::usable_kernel_name(count[k.name] > 1 ? k.name_with_params : k.name);
            std::string name = base;
            for (int n = 2; mine.count(name) || taken.count(name); ++n) name = base + "_" + std::to_string(n);
            mine.insert(name);
            taken.insert(name);
            names.emplace_back(name, k.symbol);
            manifest::Kernel copy = entry;
            copy.name.value = name;
            copy.settings.symbol->value = k.symbol;
            // An entry without a block size of its own takes each kernel's __launch_bounds__ (one
            // block size cannot fit every bound).
            if (!entry.settings.block_size && k.launch_bound) {
                copy.settings.block_size = manifest::Located<std::int64_t>{*k.launch_bound, entry.settings.symbol->pos};
                derived.bounded.insert(name);
            }
            kernels.push_back(std::move(copy));
        }
    }
    if (diags.has_errors()) return;
    plan.manifest.kernels = std::move(kernels);
    jobs_again(plan, derived, diags);
}

bool every(const Job* j) { return j->kernel.symbol.value == k_every_kernel; }

// The jobs that share a front-end output (ordered by key, not by address), what was found for
// each group's kernels named one by one (in order), and each group's kernel list where a
// `symbol = "*"` job needs it.
struct Groups {
    std::vector<const std::vector<Job*>*> jobs;
    std::vector<const FrontKey*> keys;
    std::vector<std::vector<Result<std::string>>> found;
    std::vector<std::optional<Result<std::vector<compile::SourceKernel>>>> listed;
};

// Template specializations a HIP source does not instantiate (instantiable), per group, sorted.
std::vector<std::vector<std::string>> uninstantiated(const Groups& g) {
    std::vector<std::vector<std::string>> missing(g.jobs.size());
    for (std::size_t i = 0; i < g.jobs.size(); ++i) {
        std::set<std::string> symbols;
        std::size_t next = 0;
        for (const Job* j : *g.jobs[i]) {
            if (every(j)) continue;
            if (!g.found[i][next++] && instantiable(*j)) symbols.insert(j->kernel.symbol.value);
        }
        missing[i].assign(symbols.begin(), symbols.end());
    }
    return missing;
}

// What the look-up found, as errors at the kernels, claimed symbols and `symbol = "*"` lists.
void collect(const Groups& g, Claimed& claimed, Lists& lists, diag::Diagnostics& diags) {
    for (std::size_t i = 0; i < g.jobs.size(); ++i) {
        std::size_t next = 0;
        for (const Job* j : *g.jobs[i]) {
            const diag::SourcePos at = j->kernel.symbol.pos.known() ? j->kernel.symbol.pos : j->kernel.pos;
            if (every(j)) {
                if (!*g.listed[i]) diags.error(at, "kernel '" + j->kernel.name + "': " + g.listed[i]->error());
                else lists[j] = &g.listed[i]->value();
                continue;
            }
            const Result<std::string>& symbol = g.found[i][next++];
            if (!symbol) {
                // Empty: the front end failed on kiln's instantiations, and said why.
                if (!symbol.error().empty()) diags.error(at, "kernel '" + j->kernel.name + "': " + symbol.error());
                continue;
            }
            claimed[{j->kernel.source.value, j->target->id.value}].insert(*symbol);
        }
    }
}

}  // namespace

bool instantiable(const Job& j) {
    const std::string& s = j.kernel.symbol.value;
    return language_of(j) == frontend::Language::hip && s.find('<') != std::string::npos && s.find('(') == std::string::npos &&
           !s.starts_with("_Z");
}

void look_up_kernels(Plan& plan, const PlanOptions& options, const RequestOf& request, diag::Diagnostics& diags) {
    std::map<FrontKey, std::vector<Job*>> users;  // ordered by key, not by address
    for (Job& j : plan.jobs) {
        FrontKey key = front_key(j);
        j.source = &plan.sources.at(key);
        if (j.source->ok()) users[key].push_back(&j);
    }
    Groups g;
    for (const auto& [key, js] : users) {
        g.jobs.push_back(&js);
        g.keys.push_back(&key);
    }
    g.found.resize(g.jobs.size());
    g.listed.resize(g.jobs.size());
    // Group i's kernels in its front end's output (read again after an instantiating rerun): its
    // bitcode is read once for all its kernels. Kernels named one by one are looked up;
    // `symbol = "*"` lists the output's kernels instead.
    auto look_up = [&](std::size_t i) {
        std::vector<const manifest::ResolvedKernel*> kernels;
        for (Job* j : *g.jobs[i])
            if (!every(j)) kernels.push_back(&j->kernel);
        const bool listing = std::any_of(g.jobs[i]->begin(), g.jobs[i]->end(), every);
        if (const std::string& object = g.jobs[i]->front()->source->code_object; !object.empty()) {
            std::vector<compile::SourceKernel> listed = prebuilt_kernels(object);
            std::vector<std::string> symbols;
            for (const auto& k : listed) symbols.push_back(k.symbol);
            g.found[i] = compile::check_symbols_in(symbols, kernels);
            if (listing) g.listed[i] = std::move(listed);
            return;
        }
        const std::string& bitcode = g.jobs[i]->front()->source->bitcode;
        g.found[i] = compile::check_symbols(bitcode, kernels);
        if (listing) g.listed[i] = compile::source_kernels(bitcode);
    };
    util::parallel_for(g.jobs.size(), options.jobs, look_up);
    const std::vector<std::vector<std::string>> missing = uninstantiated(g);
    util::parallel_for(g.jobs.size(), options.jobs, [&](std::size_t i) {
        if (missing[i].empty()) return;
        frontend::Request req = request(*g.jobs[i]->front());
        std::set<std::string> all(req.instantiate.begin(), req.instantiate.end());  // the family's, if any
        all.insert(missing[i].begin(), missing[i].end());
        req.instantiate.assign(all.begin(), all.end());
        frontend::Output& out = plan.sources.at(*g.keys[i]);  // one group per entry: no race
        out = frontend::run(req);
        if (out.ok()) look_up(i);  // else clang's words on the instantiation are reported below
    });
    for (std::size_t i = 0; i < g.jobs.size(); ++i) {
        const Job& j = *g.jobs[i]->front();
        for (const auto& e : j.source->errors) report_compiler_text(diags, diag::Severity::error, e, j);
        if (!j.source->ok()) g.found[i].assign(g.found[i].size(), Result<std::string>(Error{""}));
    }
    Claimed claimed;
    Lists lists;
    collect(g, claimed, lists, diags);
    if (!lists.empty() && !diags.has_errors()) expand_every_kernel(plan, lists, claimed, diags);
    if (!diags.has_errors()) check_prebuilt_entries(plan, diags);
    // IR Triton made goes through Triton's backend unless the manifest says otherwise.
    std::map<const frontend::Output*, bool> triton;
    for (Job& j : plan.jobs) {
        if (language_of(j) != frontend::Language::llvm_ir || j.kernel.ir_pipeline.origin != manifest::Origin::builtin || !j.source->ok())
            continue;
        const auto [at, first] = triton.try_emplace(j.source, false);
        if (first) at->second = compile::triton_ir(j.source->bitcode);
        if (at->second) j.kernel.ir_pipeline = {"triton", manifest::Origin::source, j.kernel.source.pos};
    }
}

}  // namespace kiln::pipeline
