// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Where a build keeps its outputs and its state beside them, and whether they are current
// (build_steps.hpp): the stamp's options key, the last build's report when nothing changed, and
// the jobs' state with --explain's reasons.
#include "pipeline/build_steps.hpp"

#include <cstdlib>
#include <map>

#include "compile/compile.hpp"
#include "cuda/toolkit.hpp"
#include "pipeline/stamp.hpp"
#include "util/file.hpp"
#include "util/file_hash.hpp"
#include "util/output_set.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

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
    for (const char* name : {"ROCM_PATH", "HIP_PATH", "hip_DIR"})  // where ROCm is looked for (frontend::RocmSearch)
        if (const char* r = std::getenv(name)) k += std::string("\n") + name + "=" + r;
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

}  // namespace

fs::path output_dir(const BuildOptions& options) {
    return options.output_dir ? *options.output_dir : options.manifest.parent_path() / "build";
}

std::vector<fs::path> output_files(const fs::path& dir, const std::string& name, bool html) {
    std::vector<fs::path> out{dir / (name + ".hipfb"), dir / (name + ".hpp"), dir / (name + ".json"), dir / (name + ".d")};
    if (html) out.push_back(dir / (name + ".html"));
    return out;
}

StatePaths state_paths(const BuildOptions& options) {
    StatePaths p;
    p.out_dir = output_dir(options);
    p.stamp = stamp_path(p.out_dir, options.manifest);
    p.jobs_state = fs::path(p.stamp.string() + "-jobs");
    p.summary = fs::path(p.stamp.string() + "-summary");
    p.options_key = options_key(options, p.out_dir);
    return p;
}

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

}  // namespace kiln::pipeline
