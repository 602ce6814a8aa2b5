// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln tune`: build a kernel's sweep, rank its variants, write the picks.
#include "tool/commands.hpp"

#include <cstdio>
#include <filesystem>
#include <iostream>

#include "pipeline/tune.hpp"
#include "tool/common.hpp"
#include "util/file.hpp"
#include "util/process.hpp"

namespace kiln::tool {

namespace {

constexpr const char* k_tune_usage =
    "usage: kiln tune [MANIFEST|DIR] [KERNEL...] [-o DIR] [--targets T,...] [--json] [--write]\n"
    "                 [--emit-runner DIR] [--results FILE] [--measure [--platform amd|cuda|nvidia]]\n"
    "                 [-j N] [--cache DIR]\n"
    "                 [--no-cache] [-q] [--rocm-path DIR] [--cuda-path DIR]\n"
    "\n"
    "Builds every variant of the [kernels.NAME.tune] sweeps of MANIFEST (of the KERNELs named, else of\n"
    "every kernel with a tune table) for every target, into DIR (default: build/tune beside the\n"
    "manifest; the variants share front ends and the cache), and prints per kernel and target the\n"
    "variants ranked by the sweep's objective, off-line from kiln's occupancy model: their values,\n"
    "registers, spills, scratch, LDS, blocks per CU, limiter and expectations, the pick marked '*'.\n"
    "\n"
    "options:\n"
    "  -o, --output DIR   where the variants' bundle is built (default: build/tune beside the manifest)\n"
    "  --targets T,T...   only these of the manifest's targets\n"
    "  --max-variants N   the (kernel, target) builds one sweep may expand to (default: [bundle]\n"
    "                     max_variants, else 10000)\n"
    "  --json             machine-readable output (format kiln-tune)\n"
    "  --emit-runner DIR  also write a program that times the variants on a GPU (runner.cpp,\n"
    "                     build.sh, the bundle and header) into DIR; it writes results.json\n"
    "  --results FILE     rank the runner's target by the times in FILE (results.json)\n"
    "  --measure          here, on this machine's GPU: write the runner into DIR/runner, build it\n"
    "                     (sh build.sh), run it, and rank by its times as --results does\n"
    "  --platform P       --measure's platform: amd (HIP), cuda (the CUDA driver API alone: any\n"
    "                     CUDA, CUDA=<toolkit> or /usr/local/cuda) or nvidia (HIP's NVIDIA platform,\n"
    "                     CUDA=<a CUDA older than 13>); default: /dev/kfd amd, /dev/nvidiactl cuda\n"
    "  --write            record each table's pick in NAME.tuned.toml beside the manifest, which\n"
    "                     kiln build then applies (the picks of kernels not swept stay as they were)\n"
    "  -q, --quiet        no progress lines\n";

// --measure: the platform of this machine's GPU, known before anything is built, into `platform`;
// an exit code when the options or the machine cannot measure.
std::optional<int> measure_platform(const Parsed& p, std::string& platform) {
    if (!p.has("--measure")) {
        if (p.value("--platform")) return usage_error("--platform is --measure's", k_tune_usage);
        return std::nullopt;
    }
    if (p.value("--results")) return usage_error("--measure times the variants itself: it takes no --results", k_tune_usage);
    std::error_code ec;
    platform = p.value("--platform") ? *p.value("--platform")
               : std::filesystem::exists("/dev/kfd", ec)      ? "amd"
               : std::filesystem::exists("/dev/nvidiactl", ec) ? "cuda"
                                                               : "";
    if (platform.empty()) {
        std::fprintf(stderr, "kiln: error: --measure needs a GPU on this machine, and there is none (no /dev/kfd, no "
                             "/dev/nvidiactl); time the variants where one is: --emit-runner DIR, run it there, then --results FILE here\n");
        return 1;
    }
    if (platform != "amd" && platform != "cuda" && platform != "nvidia")
        return usage_error("--platform must be amd, cuda or nvidia, not '" + platform + "'", k_tune_usage);
    return std::nullopt;
}

// The manifest (the first argument when it names a file or directory: a kernel is a C++ name) and
// the kernels to sweep into `options`; an exit code when there is no manifest.
std::optional<int> tune_manifest(const Parsed& p, pipeline::BuildOptions& options) {
    options.manifest = "kiln.toml";
    std::size_t first_kernel = 0;
    if (!p.positional.empty()) {
        const std::filesystem::path first(p.positional[0]);
        std::error_code ec;
        if (std::filesystem::exists(first, ec) || first.extension() == ".toml") {
            options.manifest = first;
            first_kernel = 1;
        }
    }
    if (std::error_code ec; std::filesystem::is_directory(options.manifest, ec)) options.manifest /= "kiln.toml";
    if (std::error_code ec; !std::filesystem::exists(options.manifest, ec))
        return usage_error("no manifest '" + options.manifest.string() + "'", k_tune_usage);
    options.tune = std::vector<std::string>(p.positional.begin() + static_cast<std::ptrdiff_t>(first_kernel), p.positional.end());
    return std::nullopt;
}

// --measure: the runner written into DIR/runner, built and run here, its output on stderr (stdout
// is the table's); the results file it wrote, or nothing with the error in `diags`.
std::optional<std::string> measure(const pipeline::BuildReport& report, const std::filesystem::path& output_dir,
                                   const std::string& platform, bool quiet, diag::Diagnostics& diags) {
    if (std::none_of(report.sweeps.begin(), report.sweeps.end(), [](const auto& sw) { return sw.base.bench.has_value(); })) {
        diags.error("--measure: no swept kernel has a [kernels.NAME.bench] table (how to launch it): nothing to time");
        return std::nullopt;
    }
    const std::filesystem::path dir = std::filesystem::absolute(output_dir) / "runner";
    if (!pipeline::emit_runner(report, dir, diags)) return std::nullopt;
    std::string out;
    if (!quiet) std::fprintf(stderr, "measuring: sh %s/build.sh %s\n", dir.c_str(), platform.c_str());
    if (const int status = util::run_process({"/bin/sh", (dir / "build.sh").string(), platform}, {}, out); status != 0) {
        diags.error("building the runner failed (sh " + (dir / "build.sh").string() + " " + platform + " " + util::status_text(status) +
                    "):\n" + out);
        return std::nullopt;
    }
    out.clear();
    const int status = util::run_process({(dir / "runner").string(), (dir / "results.json").string()}, {}, out);
    if (!quiet || status != 0) std::fputs(out.c_str(), stderr);
    if (status != 0) {
        diags.error(status == 3 ? "the runner found no GPU to time the variants on (" + dir.string() + "/runner)"
                                : "the runner " + util::status_text(status) + ": " + dir.string() + "/runner");
        return std::nullopt;
    }
    return (dir / "results.json").string();
}

// The runner's results file, which must be of this sweep's bundle; nothing, with the error.
std::optional<codeobj::TuneResults> read_results(const std::string& path, const pipeline::BuildReport& report, diag::Diagnostics& diags) {
    auto text = util::read_file(path);
    if (!text) {
        diags.error(text.error());
        return std::nullopt;
    }
    auto parsed = codeobj::parse_tune_results(*text);
    if (!parsed) {
        diags.error(diag::SourcePos{path}, parsed.error());
        return std::nullopt;
    }
    if (parsed->bundle != report.bundle_path.stem().string()) {
        diags.error(diag::SourcePos{path}, "the results are of bundle '" + parsed->bundle + "', this sweep's is '" +
                                               report.bundle_path.stem().string() + "'");
        return std::nullopt;
    }
    return std::move(*parsed);
}

// --write: each table's pick into NAME.tuned.toml beside the manifest. A read-modify-write under a
// lock on the manifest's directory: the other kernels' picks as the file holds them now (another
// kiln tune --write may have written since this one read it), and no temporary left by a killed
// writer stays beside the manifest. False, with the error.
bool write_picks(const std::filesystem::path& manifest_path, pipeline::BuildReport& report, const std::vector<emit::TuneTable>& tables,
                 bool json, diag::Diagnostics& diags) {
    const std::filesystem::path tuned = manifest_path.parent_path() / (report.bundle_path.stem().string() + ".tuned.toml");
    util::DirLock lock(tuned.parent_path());
    util::remove_orphaned_temporaries(tuned);
    diag::Diagnostics quiet;
    if (auto now = manifest::load(manifest_path, quiet, true)) report.previous_picks = std::move(now->tuned);
    auto w = util::write_file_atomic(tuned, pipeline::tuned_toml(report, tables, manifest_path.filename().string()));
    if (!w) {
        diags.error(w.error());
        return false;
    }
    std::fprintf(json ? stderr : stdout, "wrote %s\n", tuned.string().c_str());
    return true;
}

}  // namespace

int tune(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--output", "-o", true}, {"--targets", "", true}, {"--json", "", false}, {"--jobs", "-j", true},
                         {"--cache", "", true}, {"--no-cache", "", false}, {"--quiet", "-q", false}, {"--rocm-path", "", true},
                         {"--cuda-path", "", true}, {"--max-variants", "", true}, {"--write", "", false}, {"--emit-runner", "", true}, {"--results", "", true},
                         {"--measure", "", false}, {"--platform", "", true}},
                        k_tune_usage, exit);
    if (!p) return exit;
    std::string platform;
    if (auto code = measure_platform(*p, platform)) return *code;
    pipeline::BuildOptions options;
    if (auto code = tune_manifest(*p, options)) return *code;
    options.output_dir = p->value("--output") ? std::filesystem::path(*p->value("--output"))
                                              : options.manifest.parent_path() / "build" / "tune";
    if (auto bad = compile_options(*p, options)) return usage_error(*bad, k_tune_usage);
    const auto config = cache_config(*p);  // the remotes too, as kiln build reads them
    if (!config) return 1;
    options.cache = config->settings();
    const bool quiet = p->has("--quiet") || p->has("--json");
    const bool json = p->has("--json");
    diag::Diagnostics diags;
    auto report = pipeline::build(options, diags, [quiet](const pipeline::Progress& pr) {
        if (quiet) return;
        std::fprintf(stderr, "[%zu/%zu] %s %s %.2fs%s\n", pr.done, pr.total, pr.target.c_str(), pr.kernel.c_str(), pr.seconds,
                     !pr.ok ? " failed" : pr.cached ? " (cached)" : "");
    });
    if (!report) return finish(diags, false);
    std::optional<std::string> results_path = p->value("--results");
    if (p->has("--measure") && !(results_path = measure(*report, *options.output_dir, platform, quiet, diags))) return finish(diags, false);
    std::optional<codeobj::TuneResults> results;
    if (results_path && !(results = read_results(*results_path, *report, diags))) return finish(diags, false);
    const std::vector<emit::TuneTable> tables = pipeline::tune_tables(*report, results ? &*results : nullptr);
    if (auto dir = p->value("--emit-runner")) {
        if (!pipeline::emit_runner(*report, *dir, diags)) return finish(diags, false);
        std::fprintf(json ? stderr : stdout, "wrote the runner into %s (sh %s/build.sh amd|cuda|nvidia; ./runner)\n", dir->c_str(), dir->c_str());
    }
    if (json) {
        std::cout << emit::tune_json(tables);
    } else {
        std::cout << emit::tune_text(tables);
        const auto& st = report->stats;
        std::printf("\nvariants: %zu compiled, %zu from the cache; bundle of every variant: %s\n", st.compiled, st.cache_hits,
                    report->bundle_path.string().c_str());
    }
    if (p->has("--write") && !write_picks(options.manifest, *report, tables, json, diags)) return finish(diags, false);
    return finish(diags, true);
}

}  // namespace kiln::tool
