// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The plan's front ends (front_ends.hpp): one per (source, target, front-end options), clang's
// before IR's, run in parallel with the installations their backends need; their errors and
// warnings reported at their places in the sources.
#include "pipeline/front_ends.hpp"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <unordered_set>
#include <utility>

#include "emit/json.hpp"
#include "target/backend.hpp"
#include "util/file.hpp"
#include "util/parallel.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

// clang's diagnostics ("file:line:col: warning: ...", then its
// quoted line and caret) are reported at their place in the source, as compilers do, each with a
// note naming the manifest's kernel; a source's warning is the same for every target and kernel
// that shares it, so it is said once. Other text is reported at the kernel.
std::optional<diag::SourcePos> place_before(const std::string& line, std::size_t at) {
    if (at == 0 || at == std::string::npos) return std::nullopt;
    const std::size_t c2 = line.rfind(':', at - 1), c1 = c2 == std::string::npos || c2 == 0 ? std::string::npos : line.rfind(':', c2 - 1);
    if (c1 == std::string::npos) return std::nullopt;
    const auto l = util::parse_decimal(line.substr(c1 + 1, c2 - c1 - 1)), c = util::parse_decimal(line.substr(c2 + 1, at - c2 - 1));
    if (!l || !c || *l == 0 || *l > UINT32_MAX || *c > UINT32_MAX) return std::nullopt;
    return diag::SourcePos{line.substr(0, c1), static_cast<std::uint32_t>(*l), static_cast<std::uint32_t>(*c)};
}

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
            if (auto pos = place_before(line, at)) head = Item{sev, std::move(*pos), line.substr(at + std::string_view(kind).size())};
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


namespace {

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


// A job whose front end needs ROCm: a clang source (HIP, OpenCL) for a backend that compiles them
// against ROCm's device libraries and HIP's headers.
bool needs_rocm(const Job& j) {
    return frontend::is_clang(language_of(j)) && j.target->facts().clang_sources_need_rocm;
}

// A HIP source its target's backend compiles as CUDA (an NVIDIA SM), as hipcc's NVIDIA platform does.
bool hip_as_cuda(const Job& j) { return j.kernel.language.value == "hip" && target::hip_built_as_cuda(j.target->id.value); }

// HIP's include directory with its NVIDIA headers (hip/nvidia_detail): the ROCm kiln found, else
// the system's (Debian's libamdhip64-dev); empty when neither has them.
fs::path hip_nvidia_headers(const Plan& plan) {
    std::vector<fs::path> dirs;
    if (plan.installation) dirs.push_back(plan.installation->root / "include");
    dirs.emplace_back("/usr/include");
    for (const fs::path& dir : dirs)
        if (std::error_code ec; fs::exists(dir / "hip/nvidia_detail/nvidia_hip_runtime_api.h", ec)) return dir;
    return {};
}

// The front ends to run, each with the first job that uses it, in job order (deterministic), each
// key given its (empty) output in the plan; then clang front ends (seconds each) before IR ones
// (milliseconds), so they do not start last, and the first source of each target before the
// second of any, so the front ends that build the targets' HIP preludes start together rather
// than one waiting for another's.
std::vector<std::pair<FrontKey, const Job*>> unique_front_ends(Plan& plan) {
    std::vector<std::pair<FrontKey, const Job*>> unique;
    for (const Job& j : plan.jobs) {
        FrontKey key = front_key(j);
        if (plan.sources.count(key)) continue;
        plan.sources.emplace(key, frontend::Output{});
        unique.emplace_back(std::move(key), &j);
    }
    std::map<std::string, std::size_t> seen;  // per target: clang front ends ordered so far
    std::vector<std::size_t> rank(unique.size());
    for (std::size_t i = 0; i < unique.size(); ++i)
        rank[i] = frontend::is_clang(language_of(*unique[i].second)) ? seen[unique[i].second->target->id.value]++ : SIZE_MAX;
    std::vector<std::size_t> order(unique.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });
    std::vector<std::pair<FrontKey, const Job*>> sorted;
    for (std::size_t i : order) sorted.push_back(std::move(unique[i]));
    return sorted;
}

// The ROCm of the front ends that need one (frontend::RocmSearch's order) into plan.rocm; false,
// with the error at the first such source, when there is none. A build with AMD targets and no
// such source looks for the installation too (plan.installation: the HIP version that picks the
// occupancy profile, the runtime), and goes on without one.
bool find_rocm(Plan& plan, const PlanOptions& options, const std::vector<std::pair<FrontKey, const Job*>>& unique,
               diag::Diagnostics& diags) {
    const auto first = std::find_if(unique.begin(), unique.end(), [](const auto& u) { return needs_rocm(*u.second); });
    const bool amd = std::any_of(plan.jobs.begin(), plan.jobs.end(), [](const Job& j) { return j.target->facts().hip_runtime_occupancy; });
    if (first == unique.end() && !amd) return true;
    const auto& bundle = plan.manifest.bundle;
    frontend::RocmSearch search{
        .explicit_path = options.rocm_path ? *options.rocm_path : bundle.rocm_path ? bundle.rocm_path->value : "",
        .explicit_by = options.rocm_path ? "--rocm-path" : "rocm_path",
        .device_libs = options.device_lib_path ? *options.device_lib_path : bundle.device_lib_path ? bundle.device_lib_path->value : "",
        .device_libs_by = options.device_lib_path ? "--rocm-device-lib-path" : "device_lib_path",
        .hip_headers = std::any_of(unique.begin(), unique.end(),
                                   [](const auto& u) { return needs_rocm(*u.second) && language_of(*u.second) == frontend::Language::hip; }),
        .root_only = first == unique.end()};
    frontend::Rocm rocm;
    std::vector<std::string> warnings;
    std::string error;
    const bool found = frontend::find_rocm(search, rocm, warnings, error);
    for (const std::string& w : warnings) diags.warning(diag::SourcePos{plan.manifest.path.string()}, w);
    if (!found && search.root_only) return true;
    if (!found) {
        diags.error(first->second->kernel.source.pos, error);
        return false;
    }
    plan.installation = rocm;
    if (!search.root_only) plan.rocm = rocm;
    return true;
}

// The front ends' words, at the first kernel that uses each source; a front end that only a
// sweep's variants use fails those variants (rows of their tables) and its jobs are dropped. A
// failed HIP or OpenCL front end is followed by the ROCm it used, once, as a build that succeeds says.
void report_front_ends(Plan& plan, const std::vector<std::pair<FrontKey, const Job*>>& unique, diag::Diagnostics& diags) {
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
        // A code object's errors are about the file: at its `source`.
        if (language_of(*j) == frontend::Language::code_object && j->kernel.source.pos.known()) {
            for (const auto& e : out.errors) diags.error(j->kernel.source.pos, "kernel '" + j->kernel.name + "' for " + j->target->id.value + ": " + e);
            continue;
        }
        for (const auto& e : out.errors) report_compiler_text(diags, diag::Severity::error, e, *j);
        for (const auto& w : out.warnings) report_compiler_text(diags, diag::Severity::warning, w, *j);
        if (plan.rocm) warn_foreign_hip_headers(out, *plan.rocm, *j, diags);
        if (plan.rocm && !out.ok() && !rocm_said && needs_rocm(*j)) {
            diags.note(j->kernel.source.pos, plan.rocm->summary());
            rocm_said = true;
        }
    }
    std::erase_if(plan.jobs, [&](const Job& x) { return failed_variants.count(front_key(x)) > 0; });
}

// A file of --compile-commands, its directory created; write_file_atomic leaves a file whose bytes
// are already these untouched (an editor's watch and make's timestamps see nothing).
bool write_editor_file(const fs::path& path, const std::string& text, diag::Diagnostics& diags) {
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (auto w = util::write_file_atomic(path, text); !w) {
        diags.error(w.error());
        return false;
    }
    return true;
}

// --compile-commands: each clang front end's command (frontend::editor_command) in
// compile_commands.json, with kiln's in-memory headers as files in .kiln-clangd/ beside it; its
// directory the manifest's (`base_dir`), every path absolute.
void write_compile_commands(const std::vector<frontend::Request>& requests, const fs::path& path, const fs::path& base_dir,
                            diag::Diagnostics& diags) {
    const fs::path headers = fs::absolute(path.parent_path() / ".kiln-clangd").lexically_normal();
    const std::string directory = (base_dir.has_filename() ? base_dir : base_dir.parent_path()).string();  // no trailing '/'
    std::map<fs::path, std::string> files;
    emit::JsonWriter w;
    w.begin_array();
    for (frontend::Request r : requests) {
        // Absolute paths (kiln's are relative to where it runs): the same file from any directory.
        r.source = fs::absolute(r.source).lexically_normal();
        for (fs::path& d : r.include_dirs) d = fs::absolute(d).lexically_normal();
        frontend::EditorCommand c = frontend::editor_command(r, headers);
        if (c.arguments.empty()) continue;
        w.begin_object().key("directory").value(directory);
        w.key("file").value(r.source.string()).key("arguments").begin_array();
        for (const std::string& a : c.arguments) w.value(a);
        w.end_array().end_object();
        for (auto& [file, text] : c.files) files[file] = std::move(text);
    }
    w.end_array();
    for (const auto& [file, text] : files)
        if (!write_editor_file(file, text, diags)) return;
    write_editor_file(path, w.str(), diags);
}

// The template families' members per front end, sorted, which its first run instantiates: a source
// seldom instantiates them itself, and a rerun parses the source and its headers again.
std::map<FrontKey, std::vector<std::string>> family_instances(const Plan& plan) {
    std::unordered_set<std::string> members;
    for (const auto& sweep : plan.sweeps)
        if (sweep.instances)
            for (const auto& v : sweep.variants) members.insert(v.name);
    std::map<FrontKey, std::set<std::string>> symbols;
    for (const Job& j : plan.jobs)
        if (members.count(j.kernel.name) && instantiable(j)) symbols[front_key(j)].insert(j.kernel.symbol.value);
    std::map<FrontKey, std::vector<std::string>> out;
    for (auto& [key, names] : symbols) out[key].assign(names.begin(), names.end());
    return out;
}

}  // namespace

void run_front_ends(Plan& plan, const PlanOptions& options, diag::Diagnostics& diags) {
    const std::vector<std::pair<FrontKey, const Job*>> unique = unique_front_ends(plan);
    if (!find_rocm(plan, options, unique, diags)) return;
    const auto is_clang = [](const Job* j) { return frontend::is_clang(language_of(*j)); };
    const std::size_t clang_count = std::count_if(unique.begin(), unique.end(), [&](const auto& u) { return is_clang(u.second); });
    // Fewer clang front ends than cores at work: preludes are built beside them (frontend::Preludes).
    frontend::Preludes preludes(clang_count < std::min<std::size_t>(options.jobs, util::default_jobs()));
    // CUDA sources for NVIDIA targets: the chosen toolkit's installation when it has the CUDA
    // headers, else whatever clang finds (Debian's split layout under /usr/lib/cuda).
    fs::path cuda_path;
    if (std::error_code ec; plan.cuda && fs::exists(plan.cuda->root / "include/cuda.h", ec)) cuda_path = plan.cuda->root;
    const fs::path base_dir = fs::absolute(plan.manifest.dir).lexically_normal();
    const fs::path hip_nvidia = hip_nvidia_headers(plan);
    bool hip_said = false;
    for (const auto& [key, j] : unique)
        if (hip_as_cuda(*j) && hip_nvidia.empty() && !std::exchange(hip_said, true))
            diags.error(j->kernel.source.pos,
                        "'" + j->kernel.source.value.filename().string() + "' is HIP; for " + j->target->id.value +
                            " kiln builds it as HIP's NVIDIA platform does, over HIP's NVIDIA headers (hip/nvidia_detail/), which " +
                            (plan.installation ? "neither " + (plan.installation->root / "include").string() + " nor " : std::string()) +
                            "/usr/include has: install them (Debian: libamdhip64-dev), or give the kernel a CUDA source (.cu) for " +
                            j->target->id.value);
    if (hip_said) return;
    const std::map<FrontKey, std::vector<std::string>> family_members = family_instances(plan);
    const RequestOf request = [&](const Job& j) {
        const auto family = family_members.find(front_key(j));
        return frontend::Request{.source = j.kernel.source.value,
                                 .language = language_of(j),
                                 .processor = j.target->processor,
                                 .features = j.target->features,
                                 .defines = j.kernel.defines.value,
                                 .include_dirs = j.kernel.include_dirs.value,
                                 .std = j.kernel.std.value,
                                 .fast_math = j.kernel.fast_math.value,
                                 .ftz = j.kernel.ftz.value,
                                 .fmad = j.kernel.fmad.value,
                                 .code_object_version = plan.manifest.bundle.code_object_version.value,
                                 .rocm = plan.rocm ? &*plan.rocm : nullptr,
                                 .cache = options.cache,
                                 .preludes = &preludes,
                                 .clang_args = j.kernel.clang_args.value,
                                 .instantiate = family == family_members.end() ? std::vector<std::string>() : family->second,
                                 .cuda_path = cuda_path,
                                 .hip_nvidia = hip_as_cuda(j) ? hip_nvidia : fs::path(),
                                 .wave64 = wave64(j),
                                 .base_dir = base_dir};
    };
    std::vector<frontend::Request> requests;
    for (const auto& [key, j] : unique) requests.push_back(request(*j));
    frontend::mark_alone_preludes(requests, options.cache);
    if (options.compile_commands) write_compile_commands(requests, *options.compile_commands, base_dir, diags);
    // The remotes asked at once, not per front end (a code object is read as it is).
    std::vector<frontend::Request> compiled;
    std::copy_if(requests.begin(), requests.end(), std::back_inserter(compiled),
                 [](const frontend::Request& r) { return r.language != frontend::Language::code_object; });
    frontend::prefetch(compiled);
    // Said at once (a HIP front end that builds its prelude takes seconds), then as each clang
    // front end ends (an IR one takes milliseconds).
    // No progress for a build that already failed (the manifest's errors are its whole output).
    const auto& on_status = diags.has_errors() ? nullptr : options.on_status;
    if (on_status && !unique.empty()) {
        std::string sources;
        std::set<std::string> seen;
        for (const auto& [key, j] : unique)
            if (seen.insert(j->kernel.source.value.filename().string()).second)
                sources += (sources.empty() ? "" : ", ") + j->kernel.source.value.filename().string();
        const bool prelude = std::any_of(unique.begin(), unique.end(), [](const auto& u) {
            return language_of(*u.second) == frontend::Language::hip && u.second->target->facts().clang_sources_need_rocm;
        });
        on_status("front ends: " + std::to_string(unique.size()) + " (" + sources + ")" +
                          (prelude && frontend::Preludes::kept(options.cache)
                               ? "; HIP's prelude is compiled once per target and options, then cached"
                               : ""));
    }
    std::mutex status_mutex;
    std::size_t done = 0;
    util::parallel_for(unique.size(), options.jobs, [&](std::size_t i) {
        const auto start = std::chrono::steady_clock::now();
        // Distinct map entries: no race.
        const Job& j = *unique[i].second;
        plan.sources.at(unique[i].first) = language_of(j) == frontend::Language::code_object ? read_prebuilt(j) : frontend::run(requests[i]);
        if (!on_status || !is_clang(unique[i].second)) return;
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.2fs", took.count());
        std::lock_guard lock(status_mutex);
        on_status("front end " + std::to_string(++done) + "/" + std::to_string(clang_count) + ": " +
                          unique[i].second->target->id.value + " " + unique[i].second->kernel.source.value.filename().string() + " " +
                          seconds + (plan.sources.at(unique[i].first).cache_hit ? " (cached)" : ""));
    });
    plan.preludes_built = preludes.built();
    plan.preludes_from_cache = preludes.from_cache();
    report_front_ends(plan, unique, diags);
    look_up_kernels(plan, options, request, diags);
}

}  // namespace kiln::pipeline
