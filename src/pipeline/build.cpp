// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The build (DESIGN.md, "Pipeline"): every step reports to the diagnostics sink and the build
// stops at the first step that had errors, so a failed build writes nothing and the previous
// outputs stay as they were.
#include "pipeline/build.hpp"
#include "pipeline/plan.hpp"
#include "pipeline/front_ends.hpp"
#include "pipeline/build_steps.hpp"
#include "pipeline/code_object.hpp"

#include <algorithm>
#include <chrono>
#include <future>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <span>

#include <kiln/runtime/bundle.hpp>
#include <kiln/runtime/target_id.hpp>

#include "bundle/bundle_writer.hpp"
#include "cache/cache.hpp"
#include "emit/loader_header.hpp"
#include "emit/metadata.hpp"
#include "hip/hip_runtime.hpp"
#include "compile/compile.hpp"
#include "cuda/toolkit.hpp"
#include "frontend/frontend.hpp"
#include "manifest/manifest.hpp"
#include "manifest/resolve.hpp"
#include "pipeline/arg_types.hpp"
#include "pipeline/records.hpp"
#include "pipeline/report.hpp"
#include "pipeline/stamp.hpp"
#include "target/backend.hpp"
#include "target/target.hpp"
#include "util/file.hpp"
#include "util/file_hash.hpp"
#include "util/output_set.hpp"
#include "util/parallel.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

// --save-temps: a kernel's intermediates as DIR/KERNEL-TARGET.SUFFIX (':' in a target ID as '_').
// Only these files are written or replaced; nothing else in DIR is touched.
bool save_temps(const fs::path& dir, const Job& job, const std::vector<std::pair<std::string, std::string>>& temps,
                diag::Diagnostics& diags) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    std::string target = job.target->id.value;
    std::replace(target.begin(), target.end(), ':', '_');
    for (const auto& [suffix, text] : temps) {
        const fs::path file = dir / (job.kernel.name + "-" + target + "." + suffix);
        if (auto written = util::write_file_atomic(file, text); !written) {
            diags.error("--save-temps: cannot write '" + file.string() + "': " + written.error());
            return false;
        }
    }
    return true;
}

// Each remote cache's counters as a summary line, and the warning of one that was switched off.
void report_remotes(cache::Cache& c, BuildReport& report, diag::Diagnostics& diags) {
    for (const auto& r : c.remotes()) {
        for (const std::string& w : r->take_warnings()) diags.warning({}, w);
        const cache::RemoteCounters& n = r->counters();
        auto count = [](std::size_t v, const char* one, const char* many) { return std::to_string(v) + " " + (v == 1 ? one : many); };
        report.remote_lines.push_back("remote cache " + r->shown() + (r->read_only() ? " (read-only)" : "") + ": " +
                                      count(n.hits, "hit", "hits") + ", " + count(n.misses, "miss", "misses") + ", " +
                                      count(n.corrupt, "corrupt entry", "corrupt entries") + ", " + count(n.errors, "error", "errors") +
                                      ", " + count(n.timeouts, "timeout", "timeouts") + ", " + count(n.uploads, "upload", "uploads") +
                                      (c.verifies() ? ", " + count(n.bad_signatures, "bad signature", "bad signatures") : "") +
                                      (r->off() ? " (switched off)" : ""));
    }
}

// A remark with a debug location ("FILE:LINE:COL: pass: message", compile/emit.cpp) goes to that
// place in the source; others to the kernel's manifest entry. A relative FILE is the manifest
// directory's, as the sources' paths are (the front end compiles them so, for outputs that do not
// depend on the checkout's place).
std::pair<diag::SourcePos, std::string> remark_place(const std::string& remark, const diag::SourcePos& entry, const fs::path& base) {
    const std::size_t end = remark.find(": ");
    std::optional<diag::SourcePos> at = place_before(remark, end);
    if (!at) return {entry, remark};
    if (const fs::path file = at->file; !file.is_absolute()) at->file = (base / file).lexically_normal().string();
    return {std::move(*at), remark.substr(end + 2)};
}

// The jobs to compile (not a code object built elsewhere), in the order they start: larger sources
// first (a rough measure of cost), so no long job starts last; among the jobs of one source, those
// of one llvm_args set together, so that its worker processes serve them one after another (a
// sweep over llvm_args values would otherwise start a worker per job).
std::vector<std::size_t> compile_order(const std::vector<Job>& jobs) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (!jobs[i].prebuilt()) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const std::size_t sa = jobs[a].source->bitcode.size(), sb = jobs[b].source->bitcode.size();
        if (sa != sb) return sa > sb;
        return jobs[a].kernel.llvm_args.value < jobs[b].kernel.llvm_args.value;
    });
    return order;
}

// Compiles the jobs of `order` on up to `threads` threads, in runs of consecutive ones
// (compile_kernels: their workers take them several to a call): runs of up to 32, and at least
// four per thread while there are enough. `done` gets each job's result and its share of its run's
// time (they were compiled together), under a lock, as each run ends.
void compile_in_runs(const std::vector<std::size_t>& order, unsigned threads,
                     const std::function<compile::CompileRequest(std::size_t)>& request,
                     const std::function<void(std::size_t, compile::CompileResult&&, double)>& done) {
    std::mutex mutex;
    const std::size_t run = std::clamp<std::size_t>(order.size() / (4 * std::max(threads, 1u)), 1, 32);
    util::parallel_chunks(order.size(), run, [&](std::size_t first, std::size_t last) {
        const std::span<const std::size_t> these = std::span(order).subspan(first, last - first);
        std::vector<compile::CompileRequest> requests;
        for (std::size_t i : these) requests.push_back(request(i));
        auto start = std::chrono::steady_clock::now();
        std::vector<compile::CompileResult> out = compile::compile_kernels(requests);
        const std::chrono::duration<double> took = (std::chrono::steady_clock::now() - start) / these.size();
        std::lock_guard lock(mutex);
        for (std::size_t k = 0; k < these.size(); ++k) done(these[k], std::move(out[k]), took.count());
    }, threads);
}

// Compiles every (kernel, target) on up to `jobs` threads, each in its own LLVMContext; reports
// each failure at the kernel's manifest entry (a sweep's variant that fails is dropped instead:
// a row of kiln tune's table, a warning of a `variants = "all"` build). Results are stored by job, so the order in which jobs finish shows only in the
// progress lines.
bool compile_all(const manifest::Manifest& m, std::vector<Job>& jobs, const BuildOptions& options, cache::Cache* cache,
                 BuildStats& stats, std::vector<manifest::Sweep>* sweeps, diag::Diagnostics& diags,
                 const std::function<void(const Progress&)>& on_progress) {
    std::vector<compile::CompileResult> results(jobs.size());
    std::size_t done = 0;
    // A code object built elsewhere compiles nothing: its bytes are the object.
    for (Job& job : jobs)
        if (job.prebuilt()) job.object = job.source->code_object;
    const std::vector<std::size_t> order = compile_order(jobs);  // results stay in job order
    // A source of several kernels is parsed once for all of them (compile::SourceSplit).
    std::map<const frontend::Output*, std::set<std::string>> symbols_of;
    for (const Job& job : jobs)
        if (!job.prebuilt()) symbols_of[job.source].insert(job.kernel.symbol.value);
    std::map<const frontend::Output*, std::unique_ptr<compile::SourceSplit>> splits;
    for (const auto& [source, symbols] : symbols_of)
        if (symbols.size() > 1) splits[source] = std::make_unique<compile::SourceSplit>(source->bitcode, source->bitcode_hash);
    auto request = [&](const Job& job) {
        const auto split = splits.find(job.source);
        return compile::CompileRequest{.kernel = &job.kernel,
                                       .target = job.target,
                                       .code_object_version = m.bundle.code_object_version.value,
                                       .bitcode = &job.source->bitcode,
                                       .source_hash = job.source->bitcode_hash,
                                       .cache = cache,
                                       .save_temps = options.save_temps.has_value(),
                                       .remarks = options.remarks,
                                       .split = split == splits.end() ? nullptr : split->second.get()};
    };
    // Every object's key is known now: the remotes are asked for them all at once.
    if (cache && !options.save_temps && !options.remarks) {
        std::vector<std::string> keys;
        for (const Job& job : jobs)
            if (!job.prebuilt()) keys.push_back(compile::object_key(request(job)));
        cache->prefetch(keys);
    }
    compile_in_runs(order, options.jobs, [&](std::size_t i) { return request(jobs[i]); },
                    [&](std::size_t i, compile::CompileResult&& r, double seconds) {
                        results[i] = std::move(r);
                        ++done;
                        if (on_progress)
                            on_progress({done, order.size(), jobs[i].target->id.value, jobs[i].kernel.name, seconds, results[i].ok(),
                                         results[i].cache_hit, {}});
                    });
    std::vector<bool> dropped(jobs.size());
    std::set<std::string> variant_warnings;
    std::optional<VariantSweeps> variants;
    if (sweeps) variants.emplace(*sweeps);
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        Job& job = jobs[i];
        if (job.prebuilt()) continue;
        compile::CompileResult& r = results[i];
        const std::string where = "kernel '" + job.kernel.name + "' for " + job.target->id.value + ": ";
        if (!r.errors.empty() && sweeps && fail_variant(*sweeps, job, r.errors.front())) {
            dropped[i] = true;
            continue;
        }
        // An LLVM complaint that names an attribute points at the attribute's value in the manifest.
        for (const auto& e : r.errors) {
            diag::SourcePos at = job.kernel.pos;
            for (const auto& a : job.kernel.attrs)
                if (a.pos.known() && e.find(a.name) != std::string::npos) at = a.pos;
            if (e.starts_with("llvm_args") && job.kernel.llvm_args.pos.known()) at = job.kernel.llvm_args.pos;
            diags.error(at, where + e);
        }
        // A sweep's variants warn as one: the swept kernel's name for theirs, each text once per target.
        const manifest::Sweep* sweep = variants ? variants->of(job.kernel.name) : nullptr;
        for (std::string w : r.warnings) {
            if (!sweep) {
                diags.warning(job.kernel.pos, where + w);
                continue;
            }
            for (std::size_t at; (at = w.find(job.kernel.name)) != std::string::npos;) w.replace(at, job.kernel.name.size(), sweep->kernel);
            const std::string text = "kernel '" + sweep->kernel + "' (variants of its sweep) for " + job.target->id.value + ": " + w;
            if (variant_warnings.insert(text).second) diags.warning(job.kernel.pos, text);
        }
        for (const auto& remark : r.remarks) {
            const auto [at, text] = remark_place(remark, job.kernel.pos, m.dir);
            diags.note(at, where + "remark: " + text);
        }
        if (options.save_temps && !save_temps(*options.save_temps, job, r.temps, diags)) return false;
        job.object = std::move(r.object);
        job.applied = std::move(r.applied);
        job.private_arrays = std::move(r.private_arrays);
        job.cached = r.cache_hit;
        r.cache_hit ? ++stats.cache_hits : ++stats.compiled;
    }
    std::size_t n = 0;
    std::erase_if(jobs, [&](const Job&) { return dropped[n++]; });
    return !diags.has_errors();
}

// A kernel with local memory (scratch) and no spills: which per-thread arrays stayed in memory
// (compile:: lists those LLVM left), what that costs and the remedy.
std::string arrays_in_memory_text(const Job& j, const codeobj::KernelRecord& k) {
    const target::Facts& facts = target::facts(j.target->backend);
    std::string text = std::to_string(k.resources.private_segment_fixed_size) + " bytes of " + std::string(facts.private_memory) +
                       " memory per thread and no spills: ";
    if (j.private_arrays.empty())
        return text + "no per-thread array was left after optimization (the stack of a call that was not inlined?)";
    text += "per-thread arrays stayed in memory, every access a load or store to memory off the chip (";
    for (const std::string& a : j.private_arrays) text += (&a == &j.private_arrays.front() ? "" : "; ") + a;
    text += "). ";
    return text + "An array lives in registers when every index is a constant after unrolling: unroll the loops that index it (#pragma "
                  "unroll), or keep it within " +
           std::to_string(target::k_private_array_bytes) + " bytes and its loops within LLVM's unroll limit of " +
           std::to_string(target::k_private_unroll_threshold) + ", which kiln unrolls itself";
}

// A built kernel against its manifest: each expectation it misses is an error at that expectation
// (a warning when `warn_only`), with check's words (the limiter and what the next step needs); a
// kernel that spills gets a warning saying how much, and whether a min_blocks_per_cu intent is
// met with spills.
void check_built(const Job& j, const codeobj::KernelRecord& k, bool warn_only, diag::Diagnostics& diags) {
    const std::string& target = j.target->id.value;
    const std::string who = "kernel '" + j.kernel.name + "' for " + target + ": ";
    using Expectation = std::optional<manifest::Setting<std::int64_t>> manifest::ResolvedExpectations::*;
    using Stored = std::optional<std::int64_t> codeobj::ExpectRecord::*;
    const std::pair<Expectation, Stored> each[] = {
        {&manifest::ResolvedExpectations::min_blocks_per_cu, &codeobj::ExpectRecord::min_blocks_per_cu},
        {&manifest::ResolvedExpectations::max_vgprs, &codeobj::ExpectRecord::max_vgprs},
        {&manifest::ResolvedExpectations::max_sgprs, &codeobj::ExpectRecord::max_sgprs},
        {&manifest::ResolvedExpectations::max_spills, &codeobj::ExpectRecord::max_spills},
        {&manifest::ResolvedExpectations::max_scratch, &codeobj::ExpectRecord::max_scratch},
    };
    for (const auto& [manifest_field, stored_field] : each) {
        const auto& setting = j.kernel.expect.*manifest_field;
        if (!setting) continue;
        codeobj::KernelRecord one = k;  // the record with this expectation alone
        one.expect = {};
        one.expect.*stored_field = setting->value;
        std::size_t checked = 0;
        for (const std::string& miss : target::backend_for(target).check(one, target, checked)) {
            const std::string text = who + "expectation not met: " + miss.substr(miss.find(": ") + 2);
            const diag::SourcePos at = setting->pos.known() ? setting->pos : j.kernel.pos;
            if (warn_only) {
                diags.warning(at, text);
            } else {
                diags.error(at, text);
                diags.expectation_failed();
            }
        }
    }
    const target::Backend& backend = target::backend(j.target->backend);
    const target::Facts& facts = backend.facts();
    if (j.prebuilt() && !facts.spills_in_code_object) {
        // A cubin does not say how much of its local memory is spills.
        if (k.resources.private_segment_fixed_size > 0)
            diags.warning(j.kernel.pos, who + std::to_string(k.resources.private_segment_fixed_size) + " bytes of " +
                                            std::string(facts.private_memory) + " memory per thread (spills or per-thread arrays: '" +
                                            j.kernel.source.value.filename().string() + "' was built elsewhere, and a cubin does not say which)");
        return;
    }
    if (backend.spills(k.resources) == 0) {
        if (k.resources.private_segment_fixed_size == 0) return;
        diags.warning(j.kernel.pos, who + (j.prebuilt() ? std::to_string(k.resources.private_segment_fixed_size) + " bytes of " +
                                                              std::string(facts.private_memory) + " memory per thread and no spills ('" +
                                                              j.kernel.source.value.filename().string() +
                                                              "' was built elsewhere: per-thread arrays kept in memory, or calls' stacks)"
                                                        : arrays_in_memory_text(j, k)));
        return;
    }
    std::string text = who + "spills: " + backend.spill_text(k.resources);
    const auto& intent = j.kernel.min_blocks_per_cu;
    if (intent && k.hip.blocks_per_cu >= intent->value)
        text += "; its min_blocks_per_cu = " + std::to_string(intent->value) + " is met with spills";
    diags.warning(intent && intent->pos.known() ? intent->pos : j.kernel.pos, text);
}

// The cache the settings ask for, with its remotes, signer and verifier; none when disabled, or
// read-only and not there yet (it would hold nothing). False, with the error, when it cannot open.
bool open_cache(const cache::Settings& settings, std::vector<std::unique_ptr<cache::Remote>> remotes, std::optional<cache::Cache>& cache,
                diag::Diagnostics& diags) {
    if (std::error_code ec; settings.disable || (settings.read_only && !fs::exists(settings.dir, ec))) return true;
    auto opened = cache::Cache::open(settings.dir);
    if (!opened) {
        diags.error(opened.error() + " (or build with --no-cache)");
        return false;
    }
    cache.emplace(std::move(opened).value());
    cache->set_read_only(settings.read_only);
    cache->set_compression(settings.compression, settings.compression_level);
    // The keys were checked when the settings were read; a file changed since is an error here.
    if (!settings.signing_key.empty()) {
        auto signer = cache::Signer::load(settings.signing_key);
        if (!signer) {
            diags.error("signing_key: " + signer.error());
            return false;
        }
        cache->set_signer(std::move(signer).value());
    }
    if (!settings.trusted_keys.empty()) {
        auto verifier = cache::Verifier::load(settings.trusted_keys);
        if (!verifier) {
            diags.error("trusted_keys: " + verifier.error());
            return false;
        }
        cache->set_verifier(std::move(verifier).value());
    }
    for (auto& r : remotes) cache->add_remote(std::move(r));
    return true;
}


// Seconds per phase, for --time-report: each lap the time since the last.
class Clock {
public:
    double lap() {
        const auto now = std::chrono::steady_clock::now();
        const double seconds = std::chrono::duration<double>(now - last_).count();
        last_ = now;
        return seconds;
    }

private:
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

// The remote caches the settings name, opened; nothing, with the error, when a spec is no remote.
std::optional<std::vector<std::unique_ptr<cache::Remote>>> open_remotes(const cache::Settings& settings, diag::Diagnostics& diags) {
    std::vector<std::unique_ptr<cache::Remote>> remotes;
    for (const auto& spec : settings.remotes) {
        auto remote = cache::Remote::open(spec, settings.remote);
        if (!remote) {
            diags.error(remote.error());
            return std::nullopt;
        }
        remotes.push_back(std::move(remote).value());
    }
    return remotes;
}

// --shard puts its share in the cache: false, with the error, when there is no cache it can write.
bool shard_can_write(const BuildOptions& options, const std::optional<cache::Cache>& cache, diag::Diagnostics& diags) {
    if (!options.shard || (cache && !options.cache.read_only)) return true;
    diags.error("--shard " + std::to_string(options.shard->first) + "/" + std::to_string(options.shard->second) +
                " puts its share of the compiled kernels in the cache, for a build without --shard to assemble: it needs a "
                "cache it can write (not --no-cache, KILN_CACHE_DISABLE or KILN_CACHE_READONLY)");
    return false;
}

PlanOptions plan_options(const BuildOptions& options, std::optional<cache::Cache>& cache,
                         const std::function<void(const Progress&)>& on_progress = nullptr) {
    return {.manifest = options.manifest,
            .rocm_path = options.rocm_path,
            .device_lib_path = options.device_lib_path,
            .targets = options.targets,
            .jobs = options.jobs,
            .cache = cache ? &*cache : nullptr,
            .cuda_path = options.cuda_path,
            .tune = options.tune,
            .shard = options.shard,
            .max_variants = options.max_variants,
            .on_status = on_progress ? std::function<void(const std::string&)>([on_progress](const std::string& line) {
                Progress p;
                p.status = line;
                on_progress(p);
            })
                                     : nullptr,
            .compile_commands = options.compile_commands ? std::optional(output_dir(options) / "compile_commands.json") : std::nullopt};
}

// kiln_add_bundle read the bundle's name when CMake configured: false, with the error, when the
// manifest names it otherwise now.
bool expected_name(const BuildOptions& options, const manifest::Manifest& m, diag::Diagnostics& diags) {
    if (!options.expect_name || *options.expect_name == m.bundle.name.value) return true;
    diags.error(m.bundle.name.pos, "the bundle is named '" + m.bundle.name.value + "', but the build expects '" + *options.expect_name +
                                       "' (kiln_add_bundle read the name when CMake configured: configure again)");
    return false;
}

// The report's start from the plan: its sweeps, the earlier picks, the front ends' counts.
BuildReport planned(const Plan& plan) {
    BuildReport report;
    report.sweeps = plan.sweeps;
    report.previous_picks = plan.previous_picks;
    for (const auto& [key, out] : plan.sources) out.cache_hit ? ++report.stats.front_end_hits : ++report.stats.front_ends;
    report.stats.preludes_built = plan.preludes_built;
    report.stats.preludes_from_cache = plan.preludes_from_cache;
    return report;
}

// Every kernel of every target against its expectations, all misses at once; none written then.
// (A tune build's table says which variants meet them and which spill.) `variants = "all"`: a
// variant that failed on a target is left out of its code object, and the build says so (kiln
// tune's table lists them instead). False when an expectation failed as an error.
bool check_expectations(const BuildOptions& options, const manifest::Manifest& m, const std::vector<Job>& jobs,
                        const BuildReport& report, diag::Diagnostics& diags) {
    const bool expect_warn = options.expect.value_or(m.bundle.expect.value) == "warn";
    if (!options.tune) {
        const VariantSweeps variants(report.sweeps);
        std::map<std::pair<const manifest::TargetId*, std::string_view>, std::vector<const Job*>> job_of;
        for (const Job& j : jobs)
            if (!variants.of(j.kernel.name)) job_of[{j.target, j.kernel.name}].push_back(&j);
        for (std::size_t t = 0; t < report.targets.size(); ++t)
            for (const auto& k : report.targets[t].kernels)
                if (auto it = job_of.find({&m.bundle.targets[t], k.resources.name}); it != job_of.end())
                    for (const Job* j : it->second) check_built(*j, k, expect_warn, diags);
    }
    if (diags.has_errors()) return false;
    if (!options.tune)
        for (const auto& sweep : report.sweeps)
            for (const auto& f : sweep.failed)
                diags.warning(sweep.base.variants ? sweep.base.variants->pos : sweep.base.name.pos,
                              "kernel '" + sweep.kernel + "': its variant " + f.variant + " is left out of " + f.target + ": " + f.message);
    return true;
}

// The HIP runtime that checks the figures is another installation's than the HIP that built the
// kernels (another release): said, with both.
void warn_foreign_runtime(const Plan& plan, const HipProbe& hip, diag::Diagnostics& diags) {
    if (!hip.runtime || !plan.installation || plan.installation->hip_version.empty() || hip.runtime->version().empty()) return;
    const auto release = [](const std::string& v) { return v.substr(0, v.find('.', v.find('.') + 1)); };
    if (release(hip.runtime->version()) == release(plan.installation->hip_version)) return;
    diags.warning(diag::SourcePos{plan.manifest.path.string()},
                  "the HIP runtime that checks occupancy (" + hip.runtime->description() + ") is another release than the HIP in " +
                      plan.installation->root.string() + " (" + plan.installation->hip_version +
                      "): its answers may differ from that release's; put the runtime of " + plan.installation->root.string() +
                      " first on the loader path, or build against the ROCm the runtime belongs to");
}

// Where the occupancy figures come from (the HIP runtime or its model and the profile, why that
// one; CUDA's model and the ptxas), and the ROCm the sources used.
void add_notes(const Plan& plan, const HipProbe& hip, BuildReport& report) {
    const auto& targets = plan.manifest.bundle.targets;
    const std::string model = "hip-model " + hip_profile_summary(plan);
    if (std::any_of(targets.begin(), targets.end(), [](const auto& t) { return t.facts().hip_runtime_occupancy; }))
        report.notes.push_back(hip.runtime ? "occupancy: HIP runtime on this machine's device (" + hip.runtime->description() +
                                                 ") where it loads the code object, else " + model
                                           : "occupancy: " + model + " (HIP runtime: " + hip.why_not + ")");
    if (plan.cuda)
        report.notes.push_back("occupancy on NVIDIA targets: cuda-model (CUDA's calculation); ptxas " + plan.cuda->version + " (" +
                               plan.cuda->ptxas.string() + ")");
    if (plan.rocm) report.notes.push_back(plan.rocm->summary());
}

}  // namespace

std::optional<BuildReport> build(const BuildOptions& options, diag::Diagnostics& diags,
                                 const std::function<void(const Progress&)>& on_progress) {
    // The remote caches are read before anything else: a spec that is no remote is an error even
    // when nothing needs building.
    auto remotes = open_remotes(options.cache, diags);
    if (!remotes) return std::nullopt;
    const StatePaths paths = state_paths(options);
    // A build killed while publishing its outputs left a commit record: finish it first.
    const std::vector<std::string> state_files = {paths.stamp.filename().string(), paths.jobs_state.filename().string(),
                                                  paths.summary.filename().string()};
    if (auto r = util::OutputSet::recover(paths.out_dir, stamp_id(options.manifest), state_files); !r) {
        diags.error(r.error());
        return std::nullopt;
    }
    // Up to date? Then nothing is loaded, compiled or written; the table is the last build's
    // (with --compile-commands, only when that file is there too).
    if (auto current = up_to_date(options, paths);
        current && (!options.compile_commands || fs::exists(output_dir(options) / "compile_commands.json")))
        return current;

    Clock clock;
    std::optional<cache::Cache> cache;
    const cache::Settings& settings = options.cache;
    if (!open_cache(settings, std::move(*remotes), cache, diags) || !shard_can_write(options, cache, diags)) return std::nullopt;
    std::optional<Plan> plan = make_plan(plan_options(options, cache, on_progress), diags);
    if (!plan || !expected_name(options, plan->manifest, diags)) return std::nullopt;
    const manifest::Manifest* m = &plan->manifest;
    std::vector<Job>& jobs = plan->jobs;

    BuildReport report = planned(*plan);
    std::vector<manifest::Sweep>* sweeps = report.sweeps.empty() ? nullptr : &report.sweeps;
    report.stats.plan_seconds = clock.lap();
    // Loading the HIP runtime takes tens of milliseconds: it happens while the kernels compile.
    std::vector<fs::path> runtime_dirs;  // the chosen ROCm's runtime before the loader path's
    if (plan->installation) runtime_dirs = {plan->installation->root / "lib", plan->installation->root / "lib64"};
    std::future<HipProbe> hip_probe = std::async(std::launch::async, [runtime_dirs] {
        HipProbe p;
        p.runtime = hip::Runtime::open(runtime_dirs, p.why_not);
        return p;
    });
    const bool all_compiled = compile_all(*m, jobs, options, cache ? &*cache : nullptr, report.stats, sweeps, diags, on_progress);
    if (cache) {
        cache->flush_uploads();  // they ran beside the compiles; the counters are final after them
        report_remotes(*cache, report, diags);
        cache::add_totals(*cache);
    }
    if (!all_compiled) return std::nullopt;
    if (cache) report.stats.corrupt_entries = cache->counters().corrupt;
    report.stats.compile_seconds = clock.lap();
    if (options.shard) {
        report.shard_only = true;
        report.all_jobs = plan->all_jobs;
        report.stats.pruned = cache->prune(settings.max_size);
        return report;
    }

    // What decided each job, and for --explain why each one that compiled had to.
    const std::string jobs_state_text = jobs_state_of(jobs, m->bundle.code_object_version.value, paths.jobs_state,
                                                      options.explain, report.explanations);
    // Per target, through its backend's step (code_object.hpp).
    const occupancy::Profile profile = plan->hip_profile;
    HipProbe hip = hip_probe.get();
    warn_foreign_runtime(*plan, hip, diags);
    const StepContext context{*m, *plan, cache ? &*cache : nullptr, sweeps, hip, diags};
    std::optional<CodeObjects> made = make_code_objects(context, jobs, profile, report.targets);
    if (!made || !check_expectations(options, *m, jobs, report, diags)) return std::nullopt;
    add_notes(*plan, hip, report);
    report.stats.link_seconds = clock.lap();
    if (!publish(options, paths, *plan, *made, jobs_state_text, report, diags)) return std::nullopt;
    if (cache) report.stats.pruned = cache->prune(settings.max_size);
    report.stats.write_seconds = clock.lap();
    return report;
}

std::optional<std::vector<fs::path>> output_paths(const BuildOptions& options, diag::Diagnostics& diags) {
    std::optional<manifest::Manifest> m = manifest::load(options.manifest, diags);
    if (!m) return std::nullopt;
    std::vector<fs::path> out = output_files(fs::absolute(output_dir(options)), m->bundle.name.value, options.html_report);
    for (auto& p : out) p = p.lexically_normal();
    return out;
}

std::vector<emit::TableRow> table_rows(const BuildReport& report) {
    std::vector<emit::TableRow> rows;
    for (const auto& t : report.targets) {
        for (const auto& k : t.kernels) {
            const auto& r = k.resources;
            const target::Backend& backend = target::backend_for(t.target);
            const bool foreign = t.kiln_version.empty();  // a code object kiln did not build (inspect)
            // Code objects kiln did not build name kernels by their C++ symbols: shown demangled.
            rows.push_back({foreign ? codeobj::demangled(r.name) : r.name, t.target,
                            static_cast<std::uint32_t>(backend.registers(r)), r.sgpr_count, r.agpr_count,
                            static_cast<std::uint32_t>(std::min<std::int64_t>(r.group_segment_fixed_size + k.dynamic_lds, UINT32_MAX)), r.private_segment_fixed_size,
                            static_cast<std::uint32_t>(backend.spills(r)),
                            static_cast<std::uint32_t>(k.block_size), foreign && !report.launch_given,
                            !target::spills_known(t),
                            k.hip.blocks_per_cu, occupancy::limiter_name(k.hip.limiter), backend.facts().kind, k.hip.waves_per_simd, backend.max_waves(k, t.target),
                            emit::next_step_text(k.hip.next)});
        }
    }
    return rows;
}

std::string llvm_version() { return compile::llvm_version(); }

}  // namespace kiln::pipeline
