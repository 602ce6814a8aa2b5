// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The build (DESIGN.md, "Pipeline"): every step reports to the diagnostics sink and the build
// stops at the first step that had errors, so a failed build writes nothing and the previous
// outputs stay as they were.
#include "pipeline/build.hpp"
#include "pipeline/plan.hpp"
#include "pipeline/code_object.hpp"

#include <algorithm>
#include <chrono>
#include <future>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>

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

// Compiles every (kernel, target) on up to `jobs` threads, each in its own LLVMContext; reports
// each failure at the kernel's manifest entry (a sweep's variant that fails is dropped instead:
// a row of kiln tune's table, a warning of a `variants = "all"` build). Results are stored by job, so the order in which jobs finish shows only in the
// progress lines.
bool compile_all(const manifest::Manifest& m, std::vector<Job>& jobs, const BuildOptions& options, cache::Cache* cache,
                 BuildStats& stats, std::vector<manifest::Sweep>* sweeps, diag::Diagnostics& diags,
                 const std::function<void(const Progress&)>& on_progress) {
    std::vector<compile::CompileResult> results(jobs.size());
    std::mutex progress_mutex;
    std::size_t done = 0;
    // Larger sources first (a rough measure of cost), so no long job starts last; among the jobs
    // of one source, those of one llvm_args set together, so that its worker processes serve them
    // one after another (a sweep over llvm_args values would otherwise start a worker per job).
    // Results stay in job order.
    std::vector<std::size_t> order(jobs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const std::size_t sa = jobs[a].source->bitcode.size(), sb = jobs[b].source->bitcode.size();
        if (sa != sb) return sa > sb;
        return jobs[a].kernel.llvm_args.value < jobs[b].kernel.llvm_args.value;
    });
    auto request = [&](const Job& job) {
        return compile::CompileRequest{.kernel = &job.kernel,
                                       .target = job.target,
                                       .code_object_version = m.bundle.code_object_version.value,
                                       .bitcode = &job.source->bitcode,
                                       .source_hash = job.source->bitcode_hash,
                                       .cache = cache,
                                       .save_temps = options.save_temps.has_value(),
                                       .remarks = options.remarks};
    };
    // Every object's key is known now: the remotes are asked for them all at once.
    if (cache && !options.save_temps && !options.remarks) {
        std::vector<std::string> keys;
        for (const Job& job : jobs) keys.push_back(compile::object_key(request(job)));
        cache->prefetch(keys);
    }
    util::parallel_for(jobs.size(), options.jobs, [&](std::size_t n) {
        const std::size_t i = order[n];
        const Job& job = jobs[i];
        auto start = std::chrono::steady_clock::now();
        results[i] = compile::compile_kernel(request(job));
        std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        std::lock_guard lock(progress_mutex);
        ++done;
        if (on_progress)
            on_progress({done, jobs.size(), job.target->id.value, job.kernel.name, took.count(), results[i].ok(),
                         results[i].cache_hit});
    });
    std::vector<bool> dropped(jobs.size());
    std::set<std::string> variant_warnings;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        Job& job = jobs[i];
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
        const manifest::Sweep* sweep = sweeps ? variant_sweep(*sweeps, job.kernel.name) : nullptr;
        for (std::string w : r.warnings) {
            if (!sweep) {
                diags.warning(job.kernel.pos, where + w);
                continue;
            }
            for (std::size_t at; (at = w.find(job.kernel.name)) != std::string::npos;) w.replace(at, job.kernel.name.size(), sweep->kernel);
            const std::string text = "kernel '" + sweep->kernel + "' (variants of its sweep) for " + job.target->id.value + ": " + w;
            if (variant_warnings.insert(text).second) diags.warning(job.kernel.pos, text);
        }
        for (const auto& remark : r.remarks) diags.note(job.kernel.pos, where + "remark: " + remark);
        if (options.save_temps && !save_temps(*options.save_temps, job, r.temps, diags)) return false;
        job.object = std::move(r.object);
        job.applied = std::move(r.applied);
        job.cached = r.cache_hit;
        r.cache_hit ? ++stats.cache_hits : ++stats.compiled;
    }
    std::size_t n = 0;
    std::erase_if(jobs, [&](const Job&) { return dropped[n++]; });
    return !diags.has_errors();
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
    if (backend.spills(k.resources) == 0) return;
    std::string text = who + "spills: " + backend.spill_text(k.resources);
    const auto& intent = j.kernel.min_blocks_per_cu;
    if (intent && k.hip.blocks_per_cu >= intent->value)
        text += "; its min_blocks_per_cu = " + std::to_string(intent->value) + " is met with spills";
    diags.warning(intent && intent->pos.known() ? intent->pos : j.kernel.pos, text);
}

// The loader header's text. Every kernel's explicit arguments must agree across targets, and
// declared `args` types must fit them.
std::optional<std::string> loader_header(const manifest::Manifest& m, const std::vector<Job>& jobs, const BuildReport& report,
                                         const std::string& bundle_bytes, diag::Diagnostics& diags) {
    emit::LoaderHeader h;
    h.ns = m.bundle.name.value;
    h.bundle_hash = util::md5_hex(bundle_bytes);
    h.manifest = m.path.filename().string();
    h.profile = to_occupancy_profile(m.bundle.hip_profile.value);
    for (const auto& t : m.bundle.targets) h.targets.push_back(t.id.value);
    for (std::size_t k = 0; k < m.kernels.size(); ++k) {
        emit::LoaderKernel lk;
        lk.name = m.kernels[k].name.value;
        // The targets the kernel is built for (its `targets`), in bundle order.
        const codeobj::CodeObjectRecord* first = nullptr;
        for (const auto& t : report.targets) {
            auto it = std::find_if(t.kernels.begin(), t.kernels.end(), [&](const auto& r) { return r.resources.name == lk.name; });
            if (it == t.kernels.end()) continue;
            lk.per_target.emplace_back(t.target, *it);
            auto args = explicit_args(it->resources);
            if (!first) {
                first = &t;
                lk.args = args;
                continue;
            }
            auto same = [](const codeobj::ArgInfo& a, const codeobj::ArgInfo& b) {
                return a.offset == b.offset && a.size == b.size && a.value_kind == b.value_kind;
            };
            if (args.size() != lk.args.size() || !std::equal(args.begin(), args.end(), lk.args.begin(), same)) {
                diags.error(m.kernels[k].name.pos, "kernel '" + lk.name + "' takes different arguments on " + t.target +
                                                       " than on " + first->target);
                return std::nullopt;
            }
        }
        // Declared types are the same for every target unless a target table overrides them; the
        // header has one signature, so the first target's job decides and every job is checked.
        for (const Job& j : jobs) {
            if (j.kernel.name != lk.name || !j.kernel.args) continue;
            if (auto problem = check_arg_types(j.kernel.args->value, lk.args)) {
                diags.error(j.kernel.args->pos, "kernel '" + lk.name + "': " + *problem);
                return std::nullopt;
            }
            if (!lk.arg_types) lk.arg_types = j.kernel.args->value;
        }
        // A sweep's variant that failed on every target is in no code object.
        if (!lk.per_target.empty()) h.kernels.push_back(std::move(lk));
    }
    // `variants = "all"`: each family, its members those built somewhere.
    for (const manifest::Sweep& sweep : report.sweeps) {
        if (!sweep.base.variants && !sweep.instances) continue;  // kiln tune's sweeps
        emit::LoaderFamily f;
        f.name = sweep.kernel;
        f.instances = sweep.instances;
        for (const auto& axis : sweep.tune.axes) f.axes.push_back(axis.key.value);
        // The family's struct NAME_family and accessor NAME_variants() beside the kernels' accessors.
        for (const char* suffix : {"_variants", "_family"})
            if (std::any_of(h.kernels.begin(), h.kernels.end(), [&](const auto& k) { return k.name == f.name + suffix; })) {
                const diag::SourcePos at = sweep.base.variants ? sweep.base.variants->pos : sweep.base.instantiate->pos;
                diags.error(at, "the loader header's names of the family '" + f.name + "' (" + f.name + "_family, " + f.name +
                                    "_variants()) would clash with the kernel '" + f.name + suffix + "'");
                return std::nullopt;
            }
        for (const manifest::Variant& v : sweep.variants) {
            if (std::none_of(h.kernels.begin(), h.kernels.end(), [&](const auto& k) { return k.name == v.name; })) continue;
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

// Where a build writes: -o, else build/ beside the manifest.
fs::path output_dir(const BuildOptions& options) {
    return options.output_dir ? *options.output_dir : options.manifest.parent_path() / "build";
}

// The outputs in `dir` of the bundle `name`: bundle, loader header, report, depfile, and with
// --report html the HTML report.
std::vector<fs::path> output_files(const fs::path& dir, const std::string& name, bool html) {
    std::vector<fs::path> out{dir / (name + ".hipfb"), dir / (name + ".hpp"), dir / (name + ".json"), dir / (name + ".d")};
    if (html) out.push_back(dir / (name + ".html"));
    return out;
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

// What decided each job, kept beside the outputs so --explain can say what changed since the last
// build. "<out>/.kiln-jobs-<12 hex>", one line per job:
//   <kernel>\t<target>\t<source bitcode sha-256>\t<options>\t<attr>=<value>\t...
std::string job_line(const Job& j, int cov) {
    std::string line = j.kernel.name + "\t" + j.target->id.value + "\t" + j.source->bitcode_hash + "\t" + KILN_VERSION + "/" +
                       compile::llvm_version() + "/cov" + std::to_string(cov) + (j.kernel.fast_math.value ? "/fast" : "") +
                       "/" + j.kernel.symbol.value;
    for (const auto& a : j.kernel.attrs) line += "\t" + a.name + "=" + a.value;
    return line;
}

std::vector<std::string> split_tabs(const std::string& line) {
    std::vector<std::string> f;
    for (std::size_t at = 0;;) {
        std::size_t tab = line.find('\t', at);
        f.push_back(line.substr(at, tab == std::string::npos ? std::string::npos : tab - at));
        if (tab == std::string::npos) return f;
        at = tab + 1;
    }
}

// Why a job that compiled had no cache entry, from the previous build's line for it.
std::string why_ran(const std::vector<std::string>& now, const std::vector<std::string>* before) {
    if (!before) return "no cache entry, and no record of an earlier build of it in this output directory";
    std::vector<std::string> reasons;
    if ((*before)[2] != now[2]) reasons.push_back("source changed");
    if ((*before)[3] != now[3]) reasons.push_back("options or tools changed (" + (*before)[3] + " -> " + now[3] + ")");
    std::map<std::string, std::string> old_attrs, new_attrs;
    for (std::size_t i = 4; i < before->size(); ++i) {
        auto eq = (*before)[i].find('=');
        old_attrs[(*before)[i].substr(0, eq)] = (*before)[i].substr(eq + 1);
    }
    for (std::size_t i = 4; i < now.size(); ++i) {
        auto eq = now[i].find('=');
        new_attrs[now[i].substr(0, eq)] = now[i].substr(eq + 1);
    }
    for (const auto& [name, value] : new_attrs) {
        auto it = old_attrs.find(name);
        if (it == old_attrs.end()) reasons.push_back(name + " added ('" + value + "')");
        else if (it->second != value) reasons.push_back(name + " '" + it->second + "' -> '" + value + "'");
    }
    for (const auto& [name, value] : old_attrs)
        if (!new_attrs.count(name)) reasons.push_back(name + " removed (was '" + value + "')");
    if (reasons.empty()) return "inputs unchanged, but no cache entry (cache disabled, cleaned or corrupt)";
    std::string out;
    for (const auto& r : reasons) out += (out.empty() ? "" : "; ") + r;
    return out;
}

// Everything besides the input files that decides the outputs.
std::string options_key(const BuildOptions& options, const fs::path& dir) {
    std::string k = std::string(KILN_VERSION) + "\n" + compile::llvm_version() + "\n" +
                    fs::absolute(options.manifest).lexically_normal().string() + "\n" + fs::absolute(dir).string() + "\n" +
                    options.rocm_path.value_or("") + "\n" + options.device_lib_path.value_or("") + "\n" +
                    options.cuda_path.value_or("") + "\n";
    for (const auto& t : options.targets) k += t + ",";
    // --werror can fail a build whose warnings an up-to-date check would not show again.
    if (options.werror) k += "\nwerror";
    if (options.expect) k += "\nexpect=" + *options.expect;
    if (options.save_temps) k += "\nsave-temps=" + fs::absolute(*options.save_temps).string();
    if (options.remarks) k += "\nremarks";
    if (options.html_report) k += "\nreport=html";
    if (options.tune) {
        k += "\ntune";
        for (const auto& name : *options.tune) k += " " + name;
    }
    if (const char* r = std::getenv("ROCM_PATH")) k += std::string("\nROCM_PATH=") + r;
    // The ptxas NVIDIA targets would use (by path, time and size: no need to run it).
    if (const fs::path ptxas = cuda::locate_ptxas(); !ptxas.empty()) {
        std::error_code ec;
        const auto time = fs::last_write_time(ptxas, ec);
        const auto size = ec ? 0 : fs::file_size(ptxas, ec);
        k += "\nptxas " + ptxas.string() + " " + std::to_string(time.time_since_epoch().count()) + " " + std::to_string(size);
    }
    // The kiln binary itself (a rebuilt kiln of the same version may compile differently).
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto time = fs::last_write_time(exe, ec);
        const auto size = ec ? 0 : fs::file_size(exe, ec);
        if (!ec) k += "\nexe " + exe.string() + " " + std::to_string(time.time_since_epoch().count()) + " " + std::to_string(size);
    }
    return util::sha256_hex(k);
}

// Where a build keeps its outputs and its own state beside them.
struct StatePaths {
    fs::path out_dir;
    fs::path stamp;       // the stamp: every input and output with its stat and MD5
    fs::path jobs_state;  // what decided each job (--explain)
    fs::path summary;     // the last build's table
    std::string options_key;
};

StatePaths state_paths(const BuildOptions& options) {
    StatePaths p;
    p.out_dir = output_dir(options);
    p.stamp = stamp_path(p.out_dir, options.manifest);
    p.jobs_state = fs::path(p.stamp.string() + "-jobs");
    p.summary = fs::path(p.stamp.string() + "-summary");
    p.options_key = options_key(options, p.out_dir);
    return p;
}

// The last build's report when its stamp says nothing changed; kiln tune always plans (its table
// needs the sweeps; the compiles come from the cache), and a shard writes no outputs, so it has no
// stamp to go by.
std::optional<BuildReport> up_to_date(const BuildOptions& options, const StatePaths& paths) {
    const std::size_t output_count = options.html_report ? 5 : 4;
    std::vector<fs::path> outputs;
    if (options.tune || options.shard || !stamp_current(paths.stamp, paths.options_key, outputs) || outputs.size() != output_count)
        return std::nullopt;
    std::vector<std::string> names;
    for (const auto& o : outputs) names.push_back(o.filename().string());
    (void)util::OutputSet::recover(paths.out_dir, stamp_id(options.manifest), names);  // what a killed build left
    BuildReport report;
    if (auto text = util::read_file(paths.summary)) report.summary = std::move(*text);
    report.bundle_path = outputs[0];
    report.header_path = outputs[1];
    report.report_path = outputs[2];
    report.depfile_path = outputs[3];
    if (options.html_report) report.html_path = outputs[4];
    report.up_to_date = true;
    return report;
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

// The jobs' state file's text (job_line per job); with `explain`, why each job that compiled had
// to, against the state the last build left in `file`.
std::string jobs_state_of(const std::vector<Job>& jobs, int cov, const fs::path& file, bool explain,
                          std::vector<std::string>& explanations) {
    std::map<std::pair<std::string, std::string>, std::vector<std::string>> before;
    if (auto old = util::read_file(file)) {
        std::size_t at = 0;
        for (std::size_t end; (end = old->find('\n', at)) != std::string::npos; at = end + 1) {
            auto f = split_tabs(old->substr(at, end - at));
            if (f.size() >= 4) before[{f[0], f[1]}] = f;
        }
    }
    std::string state;
    for (const Job& j : jobs) {
        const std::string line = job_line(j, cov);
        state += line + "\n";
        if (!explain || j.cached) continue;
        auto f = split_tabs(line);
        auto it = before.find({j.kernel.name, j.target->id.value});
        explanations.push_back(j.target->id.value + " " + j.kernel.name + ": " + why_ran(f, it == before.end() ? nullptr : &it->second));
    }
    return state;
}

// Writes the outputs (the bundle: host entry first, empty as hipcc's unless it carries NVIDIA
// metadata, then one entry per target; the loader header, the report, the depfile, the HTML
// report) and kiln's state beside them (the jobs' state, the summary, the stamp last) as one set:
// all or nothing. False, with the error, on failure.
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
    auto header = loader_header(m, plan.jobs, report, *bytes, diags);
    if (!header) return false;

    std::optional<emit::RocmUsed> rocm_used;
    if (plan.rocm) rocm_used = {plan.rocm->root.string(), plan.rocm->hip_version, plan.rocm->device_libs.string()};
    const std::string report_text = emit::report_json(m.bundle.name.value, report.targets, rocm_used);

    // The depfile: every input read, for Ninja and Make (DEPFILE in CMake).
    std::set<std::string> inputs = {fs::absolute(m.path).lexically_normal().string()};
    std::set<fs::path> absent;
    // kiln tune --write's picks: an input when there, and their appearing makes the build stale.
    const fs::path tuned = fs::absolute(m.dir / (m.bundle.name.value + ".tuned.toml")).lexically_normal();
    if (!m.tuned_path.empty()) inputs.insert(tuned.string());
    else absent.insert(tuned);
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

std::optional<BuildReport> build(const BuildOptions& options, diag::Diagnostics& diags,
                                 const std::function<void(const Progress&)>& on_progress) {
    // The remote caches are read before anything else: a spec that is no remote is an error even
    // when nothing needs building.
    std::vector<std::unique_ptr<cache::Remote>> remotes;
    for (const auto& spec : options.cache.remotes) {
        auto remote = cache::Remote::open(spec, options.cache.remote);
        if (!remote) {
            diags.error(remote.error());
            return std::nullopt;
        }
        remotes.push_back(std::move(remote).value());
    }
    const StatePaths paths = state_paths(options);
    // A build killed while publishing its outputs left a commit record: finish it first.
    const std::vector<std::string> state_files = {paths.stamp.filename().string(), paths.jobs_state.filename().string(),
                                                  paths.summary.filename().string()};
    if (auto r = util::OutputSet::recover(paths.out_dir, stamp_id(options.manifest), state_files); !r) {
        diags.error(r.error());
        return std::nullopt;
    }
    // Up to date? Then nothing is loaded, compiled or written; the table is the last build's.
    if (auto current = up_to_date(options, paths)) return current;

    using clock = std::chrono::steady_clock;
    auto since = [](clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); };
    auto phase = clock::now();
    std::optional<cache::Cache> cache;
    const cache::Settings& settings = options.cache;
    if (!open_cache(settings, std::move(remotes), cache, diags)) return std::nullopt;
    if (options.shard && (!cache || settings.read_only)) {
        diags.error("--shard " + std::to_string(options.shard->first) + "/" + std::to_string(options.shard->second) +
                    " puts its share of the compiled kernels in the cache, for a build without --shard to assemble: it needs a "
                    "cache it can write (not --no-cache, KILN_CACHE_DISABLE or KILN_CACHE_READONLY)");
        return std::nullopt;
    }
    std::optional<Plan> plan =
        make_plan({.manifest = options.manifest,
                   .rocm_path = options.rocm_path,
                   .device_lib_path = options.device_lib_path,
                   .targets = options.targets,
                   .jobs = options.jobs,
                   .cache = cache ? &*cache : nullptr,
                   .cuda_path = options.cuda_path,
                   .tune = options.tune,
                   .shard = options.shard,
                   .max_variants = options.max_variants},
                  diags);
    if (!plan) return std::nullopt;
    const manifest::Manifest* m = &plan->manifest;
    std::vector<Job>& jobs = plan->jobs;
    if (options.expect_name && *options.expect_name != m->bundle.name.value) {
        diags.error(m->bundle.name.pos, "the bundle is named '" + m->bundle.name.value + "', but the build expects '" +
                                            *options.expect_name + "' (kiln_add_bundle read the name when CMake configured: "
                                            "configure again)");
        return std::nullopt;
    }

    BuildReport report;
    report.sweeps = plan->sweeps;
    std::vector<manifest::Sweep>* sweeps = report.sweeps.empty() ? nullptr : &report.sweeps;
    report.previous_picks = plan->previous_picks;
    for (const auto& [key, out] : plan->sources) out.cache_hit ? ++report.stats.front_end_hits : ++report.stats.front_ends;
    report.stats.preludes_built = plan->preludes_built;
    report.stats.preludes_from_cache = plan->preludes_from_cache;
    report.stats.plan_seconds = since(phase);
    phase = clock::now();
    // Loading the HIP runtime takes tens of milliseconds: it happens while the kernels compile.
    std::future<HipProbe> hip_probe = std::async(std::launch::async, [] {
        HipProbe p;
        p.runtime = hip::Runtime::open(p.why_not);
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
    report.stats.compile_seconds = since(phase);
    if (options.shard) {
        report.shard_only = true;
        report.all_jobs = plan->all_jobs;
        report.stats.pruned = cache->prune(settings.max_size);
        return report;
    }
    phase = clock::now();

    // What decided each job, and for --explain why each one that compiled had to.
    const std::string jobs_state_text = jobs_state_of(jobs, m->bundle.code_object_version.value, paths.jobs_state,
                                                      options.explain, report.explanations);

    // Per target, through its backend's step (code_object.hpp).
    const occupancy::Profile profile = to_occupancy_profile(m->bundle.hip_profile.value);
    HipProbe hip = hip_probe.get();
    const StepContext context{*m, *plan, cache ? &*cache : nullptr, sweeps, hip, diags};
    std::optional<CodeObjects> made = make_code_objects(context, jobs, profile, report.targets);
    if (!made) return std::nullopt;
    const bool expect_warn = options.expect.value_or(m->bundle.expect.value) == "warn";
    // Every kernel of every target against its expectations, all misses at once; none written then.
    // (A tune build's table says which variants meet them and which spill.)
    for (std::size_t t = 0; t < report.targets.size() && !options.tune; ++t)
        for (const auto& k : report.targets[t].kernels)
            for (const Job& j : jobs)
                if (j.target == &m->bundle.targets[t] && j.kernel.name == k.resources.name && !variant_sweep(report.sweeps, j.kernel.name))
                    check_built(j, k, expect_warn, diags);
    if (diags.has_errors()) return std::nullopt;
    // `variants = "all"`: a variant that failed on a target is left out of its code object, and the
    // build says so (kiln tune's table lists them instead).
    if (!options.tune)
        for (const auto& sweep : report.sweeps)
            for (const auto& f : sweep.failed)
                diags.warning(sweep.base.variants ? sweep.base.variants->pos : sweep.base.name.pos,
                              "kernel '" + sweep.kernel + "': its variant " + f.variant + " is left out of " + f.target + ": " + f.message);
    const bool amd = std::any_of(m->bundle.targets.begin(), m->bundle.targets.end(), [](const auto& t) { return !t.nvidia(); });
    if (amd)
        report.notes.push_back(hip.runtime ? "occupancy: HIP runtime on this machine's device where it loads the code object, else " +
                                             std::string("hip-model ") + occupancy::profile_name(profile)
                                       : "occupancy: hip-model " + std::string(occupancy::profile_name(profile)) +
                                             " (HIP runtime: " + hip.why_not + ")");

    if (plan->cuda)
        report.notes.push_back("occupancy on NVIDIA targets: cuda-model (CUDA's calculation); ptxas " + plan->cuda->version + " (" +
                               plan->cuda->ptxas.string() + ")");
    if (plan->rocm) report.notes.push_back(plan->rocm->summary());
    report.stats.link_seconds = since(phase);
    phase = clock::now();
    if (!publish(options, paths, *plan, *made, jobs_state_text, report, diags)) return std::nullopt;
    if (cache) report.stats.pruned = cache->prune(settings.max_size);
    report.stats.write_seconds = since(phase);
    return report;
}

std::optional<std::vector<fs::path>> output_paths(const BuildOptions& options, diag::Diagnostics& diags) {
    std::optional<manifest::Manifest> m = manifest::load(options.manifest, diags);
    if (!m) return std::nullopt;
    std::vector<fs::path> out = output_files(fs::absolute(output_dir(options)), m->bundle.name.value, options.html_report);
    for (auto& p : out) p = p.lexically_normal();
    return out;
}

std::optional<std::vector<manifest::ResolvedKernel>> explain(const ExplainOptions& options, diag::Diagnostics& diags) {
    // The front ends' cache (the default one) makes this quick after a build.
    // None usable: explain reruns the front ends.
    auto cache = options.cache_dir.empty() ? Result<cache::Cache>(make_error("no cache")) : cache::Cache::open(options.cache_dir);
    std::optional<Plan> plan =
        make_plan({.manifest = options.manifest, .rocm_path = options.rocm_path, .jobs = util::default_jobs(), .cache = cache ? &*cache : nullptr},
                  diags);
    if (!plan) return std::nullopt;
    const manifest::Manifest& m = plan->manifest;
    if (!m.find_kernel(options.kernel)) {
        std::vector<std::string> names;
        for (const auto& k : m.kernels) names.push_back(k.name.value);
        diags.error(diag::SourcePos{m.path.string()}, "no kernel '" + options.kernel + "' in the manifest");
        if (auto near = util::closest_match(options.kernel, names))
            diags.note(diag::SourcePos{m.path.string()}, "did you mean '" + *near + "'?");
        return std::nullopt;
    }
    if (options.target && std::none_of(m.bundle.targets.begin(), m.bundle.targets.end(),
                                       [&](const auto& t) { return t.id.value == *options.target; })) {
        diags.error(diag::SourcePos{m.path.string()}, "the bundle has no target '" + *options.target + "'");
        return std::nullopt;
    }
    std::vector<manifest::ResolvedKernel> out;
    for (Job& job : plan->jobs) {
        if (job.kernel.name != options.kernel || (options.target && *options.target != job.target->id.value)) continue;
        auto attrs = compile::effective_attributes(job.kernel, job.source->bitcode);
        if (!attrs) {
            diags.error(job.kernel.pos, "kernel '" + job.kernel.name + "' for " + job.target->id.value + ": " + attrs.error());
            return std::nullopt;
        }
        job.kernel.attrs = std::move(attrs).value();
        out.push_back(std::move(job.kernel));
    }
    return out;
}

std::vector<emit::TableRow> table_rows(const BuildReport& report) {
    std::vector<emit::TableRow> rows;
    for (const auto& t : report.targets) {
        for (const auto& k : t.kernels) {
            const auto& r = k.resources;
            const target::Backend& backend = target::backend_for(t.target);
            const bool nvidia = backend.facts().kind == target::Kind::nvptx;
            // Code objects kiln did not build name kernels by their C++ symbols: shown demangled.
            rows.push_back({t.kiln_version.empty() ? codeobj::demangled(r.name) : r.name, t.target,
                            static_cast<std::uint32_t>(backend.registers(r)), r.sgpr_count, r.agpr_count,
                            r.group_segment_fixed_size, r.private_segment_fixed_size,
                            static_cast<std::uint32_t>(backend.spills(r)),
                            static_cast<std::uint32_t>(k.block_size), t.kiln_version.empty(), nvidia && t.kiln_version.empty(),
                            k.hip.blocks_per_cu, occupancy::limiter_name(k.hip.limiter), nvidia, k.hip.waves_per_simd, backend.max_waves(k, t.target),
                            emit::next_step_text(k.hip.next)});
        }
    }
    return rows;
}

std::string llvm_version() { return compile::llvm_version(); }

}  // namespace kiln::pipeline
