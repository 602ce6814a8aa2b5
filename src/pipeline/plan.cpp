// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The plan: manifest checks, front ends, symbol look-up (see plan.hpp).
#include "pipeline/plan.hpp"

#include <algorithm>
#include <set>

#include "compile/compile.hpp"
#include "compile/target_info.hpp"
#include "kiln/runtime/target_id.hpp"
#include "manifest/expr.hpp"
#include "manifest/names.hpp"
#include "manifest/validate.hpp"
#include "util/file_hash.hpp"
#include "util/parallel.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

// A front end's errors or warnings. clang's diagnostics ("file:line:col: warning: ...", then its
// quoted line and caret) are reported at their place in the source, as compilers do, each with a
// note naming the manifest's kernel; a source's warning is the same for every target and kernel
// that shares it, so it is said once. Other text is reported at the kernel.
void report_compiler_text(diag::Diagnostics& diags, diag::Severity severity, const std::string& text, const Job& j) {
    struct Item {
        diag::Severity severity;
        diag::SourcePos pos;
        std::string message;
    };
    std::vector<Item> items;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        // "path:L:C: kind: message"
        std::optional<Item> head;
        for (const auto& [kind, sev] : {std::pair{": error: ", diag::Severity::error}, {": fatal error: ", diag::Severity::error},
                                        {": warning: ", diag::Severity::warning}, {": note: ", diag::Severity::note}}) {
            const std::size_t at = line.find(kind);
            if (at == std::string::npos || head) continue;
            const std::size_t c2 = line.rfind(':', at - 1), c1 = c2 == std::string::npos || c2 == 0 ? std::string::npos : line.rfind(':', c2 - 1);
            if (c1 == std::string::npos) continue;
            const auto l = util::parse_decimal(line.substr(c1 + 1, c2 - c1 - 1)), c = util::parse_decimal(line.substr(c2 + 1, at - c2 - 1));
            if (!l || !c || *l == 0 || *l > UINT32_MAX || *c > UINT32_MAX) continue;
            head = Item{sev, diag::SourcePos{line.substr(0, c1), static_cast<std::uint32_t>(*l), static_cast<std::uint32_t>(*c)},
                        line.substr(at + std::string_view(kind).size())};
        }
        if (head) items.push_back(std::move(*head));
        else if (!items.empty()) items.back().message += "\n" + line;
        else if (!line.empty()) items.push_back({severity, j.kernel.pos, line});
    }
    const std::string note = "in the front end of kernel '" + j.kernel.name + "' for " + j.target->id.value;
    for (auto& item : items) {
        while (!item.message.empty() && item.message.back() == '\n') item.message.pop_back();
        if (item.pos.file == j.kernel.pos.file && item.pos.line == j.kernel.pos.line)
            item.message = "kernel '" + j.kernel.name + "' for " + j.target->id.value + ": " + item.message;
        if (item.severity == diag::Severity::error) diags.error(item.pos, item.message);
        else if (item.severity == diag::Severity::warning) diags.warning(item.pos, item.message);
        else diags.note(item.pos, item.message);
        if (item.severity != diag::Severity::note && item.pos.file != j.kernel.pos.file) diags.note(j.kernel.pos, note);
    }
}

// `symbol = "*"`: the entry stands for every kernel of its source.
constexpr std::string_view k_every_kernel = "*";
// The symbols entries of their own name, per (source, target): a "*" entry leaves those out.
using Claimed = std::map<std::pair<fs::path, std::string>, std::set<std::string>>;

// Replaces each `symbol = "*"` entry, in the manifest and the jobs, by one kernel per kernel of its
// source (`lists`, per job) that no other entry for the source names (`claimed`), in the source's
// order, each with the entry's settings; an entry without a block_size of its own gives each kernel
// with __launch_bounds__ that bound as its block. Names come from the symbols
// (compile::SourceKernel), made usable (manifest::usable_kernel_name: reserved '__', HIP API names);
// two alike get their parameter lists, then "_2", "_3", ... in the source's order, past other
// entries' names. A source without such kernels, and kernels that differ between targets, are
// errors.
void expand_every_kernel(Plan& plan, const std::map<const Job*, const std::vector<compile::SourceKernel>*>& lists,
                         const Claimed& claimed, diag::Diagnostics& diags) {
    std::set<std::string> taken;
    for (const auto& k : plan.manifest.kernels)
        if (!k.settings.symbol || k.settings.symbol->value != k_every_kernel) taken.insert(k.name.value);
    std::vector<manifest::Kernel> kernels;
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> derived;  // entry -> (name, symbol)
    std::set<std::string> bounded;  // derived kernels whose block is their __launch_bounds__
    for (const manifest::Kernel& entry : plan.manifest.kernels) {
        if (!entry.settings.symbol || entry.settings.symbol->value != k_every_kernel) {
            kernels.push_back(entry);
            continue;
        }
        const diag::SourcePos at = entry.settings.symbol->pos;
        const std::string what = "kernel '" + entry.name.value + "' (symbol \"*\")";
        // The unclaimed kernels for each target; every target must have the same.
        std::vector<compile::SourceKernel> first;
        std::string first_target;
        bool same = true;
        for (const Job& each : plan.jobs) {  // in the targets' order
            const auto listed = lists.find(&each);
            if (!same || listed == lists.end() || each.kernel.name != entry.name.value) continue;
            const Job* job = &each;
            const std::vector<compile::SourceKernel>* list = listed->second;
            std::vector<compile::SourceKernel> mine;
            const auto c = claimed.find({job->kernel.source.value, job->target->id.value});
            for (const auto& k : *list)
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
                same = false;
            }
        }
        if (!same) continue;
        if (first.empty()) {
            diags.error(at, what + ": the source has no kernels that other entries do not name");
            continue;
        }
        std::map<std::string, int> count;
        for (const auto& k : first) ++count[k.name];
        std::vector<std::pair<std::string, std::string>>& names = derived[entry.name.value];
        std::set<std::string> mine;
        for (const auto& k : first) {
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
                copy.settings.block_size = manifest::Located<std::int64_t>{*k.launch_bound, at};
                bounded.insert(name);
            }
            kernels.push_back(std::move(copy));
        }
    }
    if (diags.has_errors()) return;
    plan.manifest.kernels = std::move(kernels);
    // The jobs again: targets, then kernels in the manifest's order.
    std::vector<Job> jobs;
    for (const auto& t : plan.manifest.bundle.targets) {
        for (const manifest::Kernel& k : plan.manifest.kernels) {
            for (const Job& j : plan.jobs) {
                if (j.target != &t) continue;
                const auto d = derived.find(j.kernel.name);
                if (d == derived.end()) {
                    if (j.kernel.name == k.name.value) jobs.push_back(j);
                    continue;
                }
                for (const auto& [name, symbol] : d->second) {
                    if (name != k.name.value) continue;
                    Job copy = j;
                    copy.kernel.name = name;
                    copy.kernel.symbol.value = symbol;
                    if (bounded.count(name)) {
                        // Its own __launch_bounds__ as its block: resolved and checked again.
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
    }
    plan.jobs = std::move(jobs);
}

// A HIP source compiled with the device libraries of one ROCm and HIP's headers of another (a
// --rocm-path without include/hip: clang falls back to the system's, Debian's HIP 5.2) builds,
// from two HIP versions: said, once per front end, with the first such header.
void warn_foreign_hip_headers(const frontend::Output& out, const frontend::Rocm& rocm, const Job& j, diag::Diagnostics& diags) {
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(rocm.root, ec);
    const std::string prefix = frontend::base_prefix(root);
    for (const fs::path& dep : out.dependencies) {
        bool hip_header = false;
        for (auto it = dep.begin(); it != dep.end(); ++it)
            if (*it == "include" && std::next(it) != dep.end() && *std::next(it) == "hip") hip_header = true;
        if (!hip_header) continue;
        const std::string path = fs::weakly_canonical(dep, ec).string();
        if (!prefix.empty() && path.starts_with(prefix)) continue;
        std::error_code none;
        const bool has_headers = fs::exists(rocm.root / "include/hip/hip_runtime.h", none);
        diags.warning(j.kernel.source.pos,
                      "'" + j.kernel.source.value.string() + "' for " + j.target->id.value + " read HIP's header '" + dep.string() +
                          "', outside the ROCm kiln uses ('" + rocm.root.string() + "'" +
                          (has_headers ? "" : ", which has no include/hip/hip_runtime.h") +
                          "): its device libraries and another HIP's headers are mixed; use a ROCm with HIP's headers, "
                          "or point --rocm-path (or rocm_path) at the one whose headers you mean");
        return;
    }
}

// Front ends, once per (source, target, options), in parallel; a failure is reported at the first
// kernel that uses the source (where only a sweep's variants use it: their failure, not the
// build's). Then every kernel's symbol is looked up in its front end's output.
void run_front_ends(Plan& plan, const PlanOptions& options, diag::Diagnostics& diags) {
    frontend::Rocm rocm;
    bool need_rocm = false;
    std::vector<std::pair<FrontKey, const Job*>> unique;  // in job order: deterministic
    for (const Job& j : plan.jobs) {
        FrontKey key = front_key(j);
        if (plan.sources.count(key)) continue;
        plan.sources.emplace(key, frontend::Output{});
        unique.emplace_back(std::move(key), &j);
        need_rocm = need_rocm || (language_of(j) != frontend::Language::llvm_ir && !j.target->nvidia());
    }
    // clang front ends (seconds each) before IR ones (milliseconds), so they do not start last; and
    // the first source of each target before the second of any, so the front ends that build the
    // targets' HIP preludes start together rather than one waiting for another's.
    std::map<std::string, std::size_t> seen;  // per target: clang front ends ordered so far
    std::vector<std::size_t> rank(unique.size());
    auto ir = [](const Job* j) { return language_of(*j) == frontend::Language::llvm_ir; };
    for (std::size_t i = 0; i < unique.size(); ++i)
        rank[i] = ir(unique[i].second) ? SIZE_MAX : seen[unique[i].second->target->id.value]++;
    std::vector<std::size_t> order(unique.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });
    std::vector<std::pair<FrontKey, const Job*>> sorted;
    for (std::size_t i : order) sorted.push_back(std::move(unique[i]));
    unique = std::move(sorted);
    if (need_rocm) {
        const auto& bundle = plan.manifest.bundle;
        frontend::RocmSearch search{options.rocm_path ? *options.rocm_path : bundle.rocm_path ? bundle.rocm_path->value : "",
                                    options.device_lib_path ? *options.device_lib_path
                                    : bundle.device_lib_path ? bundle.device_lib_path->value
                                                             : ""};
        std::string error;
        if (!frontend::find_rocm(search, rocm, error)) {
            const Job* first = nullptr;
            for (const auto& [key, j] : unique)
                if (!first && language_of(*j) != frontend::Language::llvm_ir && !j->target->nvidia()) first = j;
            diags.error(first->kernel.source.pos, error);
            return;
        }
        plan.rocm = rocm;
    }
    frontend::Preludes preludes;
    // CUDA sources for NVIDIA targets: the chosen toolkit's installation when it has the CUDA
    // headers, else whatever clang finds (Debian's split layout under /usr/lib/cuda).
    std::filesystem::path cuda_path;
    if (std::error_code ec; plan.cuda && std::filesystem::exists(plan.cuda->root / "include/cuda.h", ec)) cuda_path = plan.cuda->root;
    const std::filesystem::path base_dir = std::filesystem::absolute(plan.manifest.dir).lexically_normal();
    auto request = [&](const Job& j) {
        return frontend::Request{.source = j.kernel.source.value,
                                 .language = language_of(j),
                                 .processor = j.target->processor,
                                 .features = j.target->features,
                                 .defines = j.kernel.defines.value,
                                 .include_dirs = j.kernel.include_dirs.value,
                                 .std = j.kernel.std.value,
                                 .fast_math = j.kernel.fast_math.value,
                                 .code_object_version = plan.manifest.bundle.code_object_version.value,
                                 .rocm = need_rocm ? &rocm : nullptr,
                                 .cache = options.cache,
                                 .preludes = &preludes,
                                 .clang_args = j.kernel.clang_args.value,
                                 .cuda_path = cuda_path,
                                 .wave64 = wave64(j),
                                 .base_dir = base_dir};
    };
    std::vector<frontend::Request> requests;
    for (const auto& [key, j] : unique) requests.push_back(request(*j));
    frontend::prefetch(requests);  // the remotes asked at once, not per front end
    util::parallel_for(unique.size(), options.jobs, [&](std::size_t i) {
        plan.sources.at(unique[i].first) = frontend::run(requests[i]);  // distinct map entries: no race
    });
    plan.preludes_built = preludes.built();
    plan.preludes_from_cache = preludes.from_cache();
    std::set<FrontKey> failed_variants;
    bool rocm_said = false;
    for (const auto& [key, j] : unique) {
        const frontend::Output& out = plan.sources.at(key);
        const bool variants_only = !out.ok() && std::none_of(plan.jobs.begin(), plan.jobs.end(), [&](const Job& x) {
            return front_key(x) == key && !variant_sweep(plan.sweeps, x.kernel.name);
        });
        if (variants_only) {
            for (const Job& x : plan.jobs)
                if (front_key(x) == key) fail_variant(plan.sweeps, x, out.errors.front());
            failed_variants.insert(key);
            continue;
        }
        for (const auto& e : out.errors) report_compiler_text(diags, diag::Severity::error, e, *j);
        for (const auto& w : out.warnings) report_compiler_text(diags, diag::Severity::warning, w, *j);
        if (need_rocm) warn_foreign_hip_headers(out, rocm, *j, diags);
        // Which installation the failed HIP or OpenCL front end used, as a build that succeeds says.
        if (need_rocm && !out.ok() && !rocm_said && language_of(*j) != frontend::Language::llvm_ir && !j->target->nvidia()) {
            diags.note(j->kernel.source.pos, rocm.summary());
            rocm_said = true;
        }
    }
    std::erase_if(plan.jobs, [&](const Job& x) { return failed_variants.count(front_key(x)) > 0; });
    // Symbols, per front-end output (in parallel): its bitcode is read once for all its kernels.
    std::map<FrontKey, std::vector<Job*>> users;  // ordered by key, not by address
    for (Job& j : plan.jobs) {
        FrontKey key = front_key(j);
        j.source = &plan.sources.at(key);
        if (j.source->ok()) users[key].push_back(&j);
    }
    std::vector<const std::vector<Job*>*> groups;
    std::vector<const FrontKey*> group_keys;
    for (const auto& [key, js] : users) {
        groups.push_back(&js);
        group_keys.push_back(&key);
    }
    // Kernels named one by one are looked up; `symbol = "*"` lists the output's kernels instead.
    auto every = [](const Job* j) { return j->kernel.symbol.value == k_every_kernel; };
    std::vector<std::vector<Result<std::string>>> found(groups.size());
    std::vector<std::optional<Result<std::vector<compile::SourceKernel>>>> listed(groups.size());
    // Group g's kernels in its front end's output (read again after an instantiating rerun).
    auto look_up = [&](std::size_t g) {
        std::vector<const manifest::ResolvedKernel*> kernels;
        for (Job* j : *groups[g])
            if (!every(j)) kernels.push_back(&j->kernel);
        const std::string& bitcode = groups[g]->front()->source->bitcode;
        found[g] = compile::check_symbols(bitcode, kernels);
        if (std::any_of(groups[g]->begin(), groups[g]->end(), every)) listed[g] = compile::source_kernels(bitcode);
    };
    util::parallel_for(groups.size(), options.jobs, look_up);
    // Template specializations a HIP source does not instantiate ("reduce_sum<256, float>": a
    // template-id, not a signature or a mangled name): its front end again, instantiating them.
    std::vector<std::vector<std::string>> missing(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::size_t next = 0;
        for (const Job* j : *groups[g]) {
            if (every(j)) continue;
            const std::string& s = j->kernel.symbol.value;
            if (!found[g][next++] && language_of(*j) == frontend::Language::hip && s.find('<') != std::string::npos &&
                s.find('(') == std::string::npos && !s.starts_with("_Z") &&
                std::find(missing[g].begin(), missing[g].end(), s) == missing[g].end())
                missing[g].push_back(s);
        }
        std::sort(missing[g].begin(), missing[g].end());
    }
    util::parallel_for(groups.size(), options.jobs, [&](std::size_t g) {
        if (missing[g].empty()) return;
        frontend::Request req = request(*groups[g]->front());
        req.instantiate = missing[g];
        frontend::Output& out = plan.sources.at(*group_keys[g]);  // one group per entry: no race
        out = frontend::run(req);
        if (out.ok()) look_up(g);  // else clang's words on the instantiation are reported below
    });
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Job& j = *groups[g]->front();
        for (const auto& e : j.source->errors) report_compiler_text(diags, diag::Severity::error, e, j);
        if (!j.source->ok()) found[g].assign(found[g].size(), Result<std::string>(Error{""}));
    }
    Claimed claimed;
    std::map<const Job*, const std::vector<compile::SourceKernel>*> lists;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::size_t next = 0;
        for (const Job* j : *groups[g]) {
            const diag::SourcePos at = j->kernel.symbol.pos.known() ? j->kernel.symbol.pos : j->kernel.pos;
            if (every(j)) {
                if (!*listed[g]) diags.error(at, "kernel '" + j->kernel.name + "': " + listed[g]->error());
                else lists[j] = &listed[g]->value();
                continue;
            }
            const Result<std::string>& symbol = found[g][next++];
            if (!symbol) {
                // Empty: the front end failed on kiln's instantiations, and said why.
                if (!symbol.error().empty()) diags.error(at, "kernel '" + j->kernel.name + "': " + symbol.error());
                continue;
            }
            claimed[{j->kernel.source.value, j->target->id.value}].insert(*symbol);
        }
    }
    if (!lists.empty() && !diags.has_errors()) expand_every_kernel(plan, lists, claimed, diags);
}

// The sweep a kernel is built in (its variant or the manifest's kernel itself: both are timed), or none.
manifest::Sweep* sweep_of(Plan& plan, const std::string& kernel) {
    for (auto& s : plan.sweeps)
        for (const auto& v : s.variants)
            if (v.name == kernel) return &s;
    return nullptr;
}

}  // namespace

const manifest::Sweep* variant_sweep(const std::vector<manifest::Sweep>& sweeps, const std::string& kernel) {
    for (const auto& s : sweeps)
        for (const auto& v : s.variants)
            if (v.name == kernel) return !v.baseline && !s.instances ? &s : nullptr;
    return nullptr;
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

}  // namespace

// Load, resolve, validate, front ends: everything about the manifest and its sources is checked
// before anything compiles.
std::optional<Plan> make_plan(const PlanOptions& options, diag::Diagnostics& diags) {
    // All errors of the manifest in one run: kernels whose own tables are wrong are left out of the
    // later checks, the others go on to per-target values and symbol look-ups.
    std::optional<manifest::Manifest> m = manifest::load(options.manifest, diags, /*partial=*/true);
    if (!m) return std::nullopt;
    Plan plan{std::move(*m), {}, {}, 0, 0, std::nullopt, std::nullopt, {}, {}};
    if (options.max_variants) plan.manifest.bundle.max_variants.value = *options.max_variants;
    const std::size_t first = diags.all().size();
    if (!options.tune) {
        // Kernels with `variants = "all"`: their sweeps' variants are kernels of the build.
        const std::size_t errors = diags.error_count();
        plan.sweeps = manifest::expand_families(plan.manifest, diags);
        if (diags.error_count() > errors) return std::nullopt;
    } else {
        plan.previous_picks = plan.manifest.tuned;
        plan.sweeps = manifest::expand_tune(plan.manifest, *options.tune, diags);
        if (diags.has_errors()) return std::nullopt;
        // Only the targets some variant is built for.
        std::erase_if(plan.manifest.bundle.targets, [&](const manifest::TargetId& t) {
            return std::none_of(plan.manifest.kernels.begin(), plan.manifest.kernels.end(),
                                [&](const manifest::Kernel& k) { return manifest::builds_for(k, t); });
        });
    }
    // What each axis key is for the manifest's kernel, per target (kiln tune --write records it; a
    // family's header shows it).
    for (auto& sweep : plan.sweeps)
        for (const auto& t : plan.manifest.bundle.targets) {
            auto limits = compile::target_limits(t);
            if (!limits || !manifest::builds_for(sweep.base, t)) continue;
            const manifest::ResolvedKernel r = manifest::resolve(plan.manifest, sweep.base, t, limits->simds_per_cu, limits->wavefront_size);
            manifest::Sweep::Base base{t.id.value, {}, r.source.value};
            for (const auto& axis : sweep.tune.axes) base.was.emplace_back(axis.key.value, manifest::resolved_value(r, axis.key.value));
            sweep.bases.push_back(std::move(base));
        }
    if (!options.targets.empty()) {
        auto& targets = plan.manifest.bundle.targets;
        std::vector<std::string> known;
        for (const auto& t : targets) known.push_back(t.id.value);
        for (const auto& wanted : options.targets) {
            if (std::find(known.begin(), known.end(), wanted) == known.end()) {
                std::string list;
                for (const auto& k : known) list += (list.empty() ? "'" : ", '") + k + "'";
                diags.error(diag::SourcePos{plan.manifest.path.string()},
                            "--targets names '" + wanted + "', which is not among the manifest's targets (" + list + ")");
            }
        }
        std::erase_if(targets, [&](const manifest::TargetId& t) {
            return std::find(options.targets.begin(), options.targets.end(), t.id.value) == options.targets.end();
        });
        if (diags.has_errors()) return std::nullopt;
    }
    std::set<std::pair<std::string, std::string>> checked_llvm_args;
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
        for (const auto& k : plan.manifest.kernels) {
            if (k.has_errors || !manifest::builds_for(k, t)) continue;
            Job job{&t, manifest::resolve(plan.manifest, k, t, limits->simds_per_cu, limits->wavefront_size), nullptr, {}, {}};
            if (const manifest::TunedPick* pick = job.kernel.tuned) {
                const std::string who = "the pick for kernel '" + k.name.value + "' on " + t.id.value + ": ";
                for (const auto& why : job.kernel.tuned_overruled)
                    diags.warning(pick->target.pos, who + "the manifest's value wins: " + why + "; 'kiln tune --write' picks again");
                if (!pick->source_md5.empty() && util::file_md5(job.kernel.source.value) != pick->source_md5)
                    diags.warning(pick->target.pos, who + "the kernel's source '" + job.kernel.source.value.filename().string() +
                                                        "' changed since it was made; 'kiln tune --write' picks again");
            }
            // A sweep's variant that a target refuses is a row of its table (fail_variant), not the
            // build's end; the manifest's kernel and a template family's members are checked as any kernel.
            if (variant_sweep(plan.sweeps, k.name.value)) {
                diag::Diagnostics local;
                manifest::validate(job.kernel, *limits, local);
                check_llvm_args(job.kernel, local, checked_llvm_args);
                const auto& all = local.all();
                const auto error = std::find_if(all.begin(), all.end(), [](const auto& d) { return d.severity == diag::Severity::error; });
                if (error == all.end()) plan.jobs.push_back(std::move(job));
                else fail_variant(plan.sweeps, job, error->message);
                continue;
            }
            const std::size_t before = diags.error_count();
            manifest::validate(job.kernel, *limits, diags);
            check_llvm_args(job.kernel, diags, checked_llvm_args);
            if (diags.error_count() == before) plan.jobs.push_back(std::move(job));
        }
    }
    // kiln tune: each timed job's grid.
    if (options.tune)
        for (const Job& job : plan.jobs)
            if (manifest::Sweep* sweep = sweep_of(plan, job.kernel.name); sweep && sweep->base.bench) {
                manifest::Sweep::Grid g;
                if (bench_grid(*sweep->base.bench, job, g, diags)) sweep->grids.push_back(std::move(g));
            }
    // Every target needs a kernel (a kernel's `targets` can leave one without).
    if (!diags.has_errors())
        for (const auto& t : plan.manifest.bundle.targets)
            if (std::none_of(plan.jobs.begin(), plan.jobs.end(), [&](const Job& j) { return j.target == &t; })) {
                std::string why = "every kernel's 'targets' leave it out";
                for (const auto& sweep : plan.sweeps)
                    for (const auto& f : sweep.failed)
                        if (f.target == t.id.value) why = "it refuses every variant of the sweeps, e.g. " + f.variant + ": " + f.message;
                diags.error(t.id.pos, "no kernel is built for " + t.id.value + " (" + why + ")");
            }
    // NVIDIA targets: the CUDA toolkit (--cuda-path, [bundle] cuda_path, else the default places),
    // which must know each SM.
    const auto nvidia = std::find_if(plan.manifest.bundle.targets.begin(), plan.manifest.bundle.targets.end(),
                                     [](const manifest::TargetId& t) { return t.nvidia(); });
    if (nvidia != plan.manifest.bundle.targets.end()) {
        const auto& cuda_path = plan.manifest.bundle.cuda_path;
        const Result<cuda::Toolkit> toolkit = options.cuda_path ? cuda::find_toolkit(std::filesystem::path(*options.cuda_path))
                                              : cuda_path      ? cuda::find_toolkit(std::filesystem::path(cuda_path->value))
                                                               : cuda::default_toolkit();
        if (!toolkit) {
            diags.error(!options.cuda_path && cuda_path ? cuda_path->pos : nvidia->id.pos, nvidia->id.value + ": " + toolkit.error());
        } else {
            for (const auto& t : plan.manifest.bundle.targets) {
                if (!t.nvidia() || toolkit->knows(t.processor)) continue;
                std::string known;
                for (const auto& sm : toolkit->sms) known += (known.empty() ? "" : ", ") + sm;
                diags.error(t.id.pos, "ptxas " + toolkit->version + " (" + toolkit->ptxas.string() + ") does not know " + t.processor +
                                          "; it builds " + known + " (a newer CUDA toolkit may: --cuda-path)");
            }
            plan.cuda = *toolkit;
        }
    }
    plan.all_jobs = plan.jobs.size();
    if (options.shard) keep_share(plan.jobs, options.shard->first, options.shard->second);
    // The kernels that passed so far have their sources compiled and their symbols looked up.
    if (!plan.jobs.empty()) run_front_ends(plan, options, diags);
    diags.sort_by_position(first);
    if (diags.has_errors()) return std::nullopt;
    return plan;
}

}  // namespace kiln::pipeline
