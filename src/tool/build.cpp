// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln build` and `kiln --version`.
#include "tool/commands.hpp"

#include <sys/resource.h>

#include <cstdio>
#include <filesystem>
#include <iostream>

#include "emit/metadata.hpp"
#include "pipeline/build.hpp"
#include "pipeline/report.hpp"
#include "tool/common.hpp"
#include "emit/table.hpp"
#include "util/file.hpp"
#include "util/strings.hpp"
#include "worker/worker.hpp"

namespace kiln::tool {

namespace {

constexpr const char* k_build_usage =
    "usage: kiln build [MANIFEST|DIR] [-o DIR] [-j N] [--cache DIR] [--no-cache] [--explain] [--time-report]\n"
    "                  [--targets T,...] [--report html] [--rocm-path DIR]\n"
    "\n"
    "Compiles every kernel of MANIFEST (default: ./kiln.toml; a directory: its kiln.toml) for every\n"
    "target, links one code object per target and writes the bundle DIR/NAME.hipfb, the loader\n"
    "header NAME.hpp, the report NAME.json and the depfile NAME.d (a file that would get the same\n"
    "bytes is left untouched). Options take their value as \"--opt VALUE\" or \"--opt=VALUE\";\n"
    "\"--\" ends the options.\n"
    "\n"
    "options:\n"
    "  -o, --output DIR   output directory (default: build/ beside the manifest)\n"
    "  --targets T,T...   build only these of the manifest's targets\n"
    "  -j, --jobs N       compile N kernels at once (default: the machine's cores)\n"
    "  --cache DIR        the object cache (default: $KILN_CACHE_DIR, cache_dir in kiln.conf,\n"
    "                     $XDG_CACHE_HOME/kiln, ~/.cache/kiln; every setting: kiln cache config)\n"
    "  --no-cache         neither read nor write the cache (also $KILN_CACHE_DISABLE=1;\n"
    "                     $KILN_CACHE_READONLY=1 reads it and writes nothing)\n"
    "  --explain          say why each (kernel, target) that compiled had to\n"
    "  --remote-cache URL a shared cache asked on a local miss and written to: http(s)://HOST/PATH,\n"
    "                     redis://[:PASSWORD@]HOST[:PORT][/DB], redis+unix:///SOCKET,\n"
    "                     'URL|read-only' to only read it; several, space-separated, in order (also\n"
    "                     $KILN_REMOTE_CACHE, remote_cache in kiln.conf; a bearer token in\n"
    "                     $KILN_REMOTE_CACHE_TOKEN or remote_token_file; docs/cache.md)\n"
    "  --shard I/N        compile only share I of N of the (kernel, target) jobs into the cache and\n"
    "                     write nothing; N such builds (CI runners, a Slurm array), then one build\n"
    "                     without --shard that assembles the outputs from the cache (docs/cache.md)\n"
    "  --max-variants N   the (kernel, target) builds one tune sweep or template family may expand\n"
    "                     to (default: [bundle] max_variants, else 10000)\n"
    "  --time-report      time spent per phase\n"
    "  -q, --quiet        print only errors and warnings (no progress lines, no table)\n"
    "  --werror           treat every warning (the manifest's, clang's, LLVM's) as an error\n"
    "  --save-temps DIR   write each kernel's IR (KERNEL-TARGET.pre.ll: with its attributes, before\n"
    "                     optimization; .opt.ll: after) and assembly (.s; NVIDIA: .ptx) into DIR\n"
    "  --remarks          print LLVM's kernel-resource-usage and regalloc remarks per kernel\n"
    "  --expect MODE      a kernel missing its manifest's expect/min_blocks_per_cu: 'error' (the\n"
    "                     default; exit 3, outputs untouched) or 'warn' (default: [bundle] expect)\n"
    "  --report html      also write NAME.html, the occupancy report (as 'kiln report NAME.json')\n"
    "  --compile-commands also write compile_commands.json beside the outputs, for clangd and\n"
    "                     clang-check: each clang source's exact front-end command per target\n"
    "                     (kiln's own headers under .kiln-clangd/); written before compiling\n"
    "  --print-outputs    print the paths of the outputs, one per line, and build nothing\n"
    "  --expect-name N    fail unless the bundle is named N (kiln_add_bundle passes what it assumed)\n"
    "  --rocm-path DIR    ROCm installation for HIP/OpenCL sources (default: [bundle] rocm_path,\n"
    "                     $ROCM_PATH, /opt/rocm, /usr)\n"
    "  --rocm-device-lib-path DIR  ROCm's device libraries (ocml.bc, ...) when not where the ROCm\n"
    "                     installation keeps them (default: [bundle] device_lib_path)\n"
    "  --cuda-path DIR    CUDA toolkit whose bin/ptxas builds NVIDIA targets (default: [bundle]\n"
    "                     cuda_path, $CUDA_PATH, ptxas on PATH, /usr/local/cuda, /opt/kiln/cuda)\n";

// A progress line on stdout: the front ends' status, or "[3/6] gfx942 saxpy 0.41s".
void print_progress(const pipeline::Progress& pr) {
    if (!pr.status.empty()) std::printf("%s\n", pr.status.c_str());
    else
        std::printf("[%zu/%zu] %s %s %.2fs%s\n", pr.done, pr.total, pr.target.c_str(), pr.kernel.c_str(), pr.seconds,
                    !pr.ok ? " failed" : pr.cached ? " (cached)" : "");
    std::fflush(stdout);
}

}  // namespace

int version() {
    std::printf("kiln %s (%s)\n", KILN_VERSION, pipeline::llvm_version().c_str());
    return 0;
}

int build(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--output", "-o", true}, {"--rocm-path", "", true}, {"--rocm-device-lib-path", "", true}, {"--cuda-path", "", true}, {"--targets", "", true}, {"--jobs", "-j", true},
                         {"--cache", "", true}, {"--no-cache", "", false}, {"--explain", "", false},
                         {"--time-report", "", false}, {"--quiet", "-q", false}, {"--print-outputs", "", false}, {"--werror", "", false}, {"--expect", "", true}, {"--save-temps", "", true}, {"--remarks", "", false},
                         {"--expect-name", "", true}, {"--report", "", true}, {"--shard", "", true}, {"--remote-cache", "", true},
                         {"--max-variants", "", true}, {"--compile-commands", "", false}},
                        k_build_usage, exit);
    if (!p) return exit;
    if (p->positional.size() > 1) return usage_error("expected one manifest", k_build_usage);
    pipeline::BuildOptions options;
    // As cargo and ninja find theirs: no argument is ./kiln.toml, a directory is DIR/kiln.toml.
    options.manifest = p->positional.empty() ? std::filesystem::path("kiln.toml") : std::filesystem::path(p->positional[0]);
    if (std::error_code ec; std::filesystem::is_directory(options.manifest, ec)) options.manifest /= "kiln.toml";
    if (std::error_code ec; p->positional.empty() && !std::filesystem::exists(options.manifest, ec))
        return usage_error("no manifest given and no kiln.toml in the current directory", k_build_usage);
    if (auto o = p->value("--output")) options.output_dir = *o;
    if (auto bad = compile_options(*p, options)) return usage_error(*bad, k_build_usage);
    options.expect_name = p->value("--expect-name");
    options.explain = p->has("--explain");
    const auto config = cache_config(*p);
    if (!config) return 1;
    options.cache = config->settings();
    if (auto s = p->value("--shard")) {
        const std::size_t slash = s->find('/');
        const auto index = slash == std::string::npos ? std::nullopt : util::parse_decimal(s->substr(0, slash));
        const auto count = slash == std::string::npos ? std::nullopt : util::parse_decimal(s->substr(slash + 1));
        if (!index || !count || *index < 1 || *count > 100000 || *index > *count)
            return usage_error("--shard takes I/N with 1 <= I <= N <= 100000 (share I of N), not '" + *s + "'", k_build_usage);
        options.shard = std::pair{static_cast<unsigned>(*index), static_cast<unsigned>(*count)};
    }

    diag::Diagnostics diags;
    options.werror = p->has("--werror");
    if (auto t = p->value("--save-temps")) options.save_temps = std::filesystem::path(*t);
    options.remarks = p->has("--remarks");
    options.compile_commands = p->has("--compile-commands");
    if (auto e = p->value("--expect")) {
        if (*e != "error" && *e != "warn") return usage_error("--expect takes 'error' or 'warn', not '" + *e + "'", k_build_usage);
        options.expect = *e;
    }
    if (auto r = p->value("--report")) {
        if (*r != "html") return usage_error("--report takes 'html', not '" + *r + "'", k_build_usage);
        options.html_report = true;
    }
    diags.warnings_as_errors(options.werror);
    if (p->has("--print-outputs")) {
        auto outputs = pipeline::output_paths(options, diags);
        if (outputs)
            for (const auto& o : *outputs) std::printf("%s\n", o.string().c_str());
        return finish(diags, outputs.has_value());
    }
    const bool quiet = p->has("--quiet");
    auto report = pipeline::build(options, diags, [quiet](const pipeline::Progress& pr) {
        if (!quiet) print_progress(pr);
    });
    if (report && !quiet)
        for (const auto& line : report->remote_lines) std::printf("%s\n", line.c_str());
    if (report && report->shard_only && !quiet) {
        const auto& st = report->stats;
        std::printf("shard %u/%u: %zu of the %zu jobs; front ends: %zu run, %zu from the cache; kernels: %zu compiled, %zu from the "
                    "cache\nnothing written: a build without --shard assembles the outputs from the cache\n",
                    options.shard->first, options.shard->second, st.compiled + st.cache_hits, report->all_jobs, st.front_ends,
                    st.front_end_hits, st.compiled, st.cache_hits);
    } else if (report && !quiet) {
        std::printf("\n%s", (stdout_color() ? emit::color_table(report->summary) : report->summary).c_str());
        const auto& st = report->stats;
        for (const auto& e : report->explanations) std::printf("explain: %s\n", e.c_str());
        if (p->has("--time-report")) {
            // Peak resident memory: kiln's own, and the largest of its worker processes' (KiB).
            rusage self{};
            ::getrusage(RUSAGE_SELF, &self);
            std::printf("time: plan and front ends %.3fs, kernels %.3fs, link and metadata %.3fs, write %.3fs; peak RSS %.0f MB, "
                        "largest worker %.0f MB\n",
                        st.plan_seconds, st.compile_seconds, st.link_seconds, st.write_seconds, self.ru_maxrss / 1024.0,
                        static_cast<double>(worker::peak_worker_rss_kib()) / 1024.0);
            if (!jobserver_note().empty()) std::printf("%s\n", jobserver_note().c_str());
        }
        if (report->up_to_date) std::printf("up to date: no input changed since the last build\n");
        else {
            std::string preludes;
            if (st.preludes_built || st.preludes_from_cache)
                preludes = " (HIP preludes: " + std::to_string(st.preludes_built) + " built, " +
                           std::to_string(st.preludes_from_cache) + " from the cache)";
            std::printf("front ends: %zu run, %zu from the cache%s; kernels: %zu compiled, %zu from the cache%s%s\n", st.front_ends,
                        st.front_end_hits, preludes.c_str(), st.compiled, st.cache_hits,
                        st.corrupt_entries ? (" (" + std::to_string(st.corrupt_entries) + " corrupt cache entries ignored)").c_str() : "",
                        st.pruned ? ("; " + std::to_string(st.pruned) + " least recently used cache entries removed (size limit)").c_str() : "");
        }
        std::printf("%s %s\n", report->bundle_changed ? "wrote" : "unchanged", report->bundle_path.string().c_str());
        std::printf("%s %s\n", report->header_changed ? "wrote" : "unchanged", report->header_path.string().c_str());
        std::printf("%s %s\n", report->report_changed ? "wrote" : "unchanged", report->report_path.string().c_str());
        if (!report->html_path.empty())
            std::printf("%s %s\n", report->html_changed ? "wrote" : "unchanged", report->html_path.string().c_str());
    }
    return finish(diags, report.has_value());
}

}  // namespace kiln::tool
