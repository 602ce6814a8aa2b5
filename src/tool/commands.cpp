// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "tool/commands.hpp"

#include <algorithm>
#include <charconv>
#include <functional>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <cstdio>
#include <cstdlib>

#include <kiln/occupancy.hpp>

#include "codeobj/kiln_section.hpp"
#include "emit/explain.hpp"
#include "emit/json.hpp"
#include "emit/metadata.hpp"
#include "manifest/manifest.hpp"
#include "pipeline/build.hpp"
#include "pipeline/check.hpp"
#include "pipeline/report.hpp"
#include "pipeline/tune.hpp"
#include "target/target.hpp"
#include "util/process.hpp"
#include "util/strings.hpp"
#include "util/file.hpp"
#include "cache/cache.hpp"
#include "cache/config.hpp"
#include "util/parallel.hpp"
#include "tool/args.hpp"

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
    "  --print-outputs    print the paths of the outputs, one per line, and build nothing\n"
    "  --expect-name N    fail unless the bundle is named N (kiln_add_bundle passes what it assumed)\n"
    "  --rocm-path DIR    ROCm installation for HIP/OpenCL sources (default: [bundle] rocm_path,\n"
    "                     $ROCM_PATH, /opt/rocm, /usr)\n"
    "  --rocm-device-lib-path DIR  ROCm's device libraries (ocml.bc, ...) when not where the ROCm\n"
    "                     installation keeps them (default: [bundle] device_lib_path)\n"
    "  --cuda-path DIR    CUDA toolkit whose bin/ptxas builds NVIDIA targets (default: [bundle]\n"
    "                     cuda_path, $CUDA_PATH, ptxas on PATH, /usr/local/cuda, /opt/kiln/cuda)\n";

constexpr const char* k_inspect_usage =
    "usage: kiln inspect FILE|DIR [--json]\n"
    "\n"
    "Prints the kernels of every code object in FILE with their registers, LDS, scratch, spills,\n"
    "launch block size and occupancy (HIP's blocks per CU, CUDA's per SM, and the limiting resource).\n"
    "FILE: an offload bundle (kiln's, clang's; plain or compressed), an AMD code object (.hsaco), a\n"
    "cubin, or a host object, executable or shared library with HIP fat binaries (.hip_fatbin) or\n"
    "clang's offload binaries (.llvm.offloading).\n"
    "DIR: every such file in it. A block size marked * is not known (the code object was not built\n"
    "by kiln): the kernel's maximum is assumed.\n"
    "\n"
    "options:\n"
    "  --json   machine-readable output\n";

constexpr const char* k_disasm_usage =
    "usage: kiln disasm FILE KERNEL [--target T]\n"
    "\n"
    "Prints KERNEL's machine code from each code object of FILE (a bundle, an AMD code object or a\n"
    "cubin) that has it: AMD through LLVM's disassembler, with instructions that touch scratch\n"
    "memory (spills, private arrays) and VGPR lane writes/reads (SGPR spills) marked; NVIDIA through\n"
    "the CUDA toolkit's nvdisasm where it has one, local-memory loads and stores marked.\n"
    "\n"
    "options:\n"
    "  --target T   only the code object for target ID T\n";

constexpr const char* k_explain_usage =
    "usage: kiln explain MANIFEST KERNEL [--target T] [--json]\n"
    "\n"
    "Prints, per target, every resolved setting and function attribute of KERNEL: its value, where\n"
    "it came from (builtin, defaults, kernel, kernel.target, source, intent) and its manifest line.\n"
    "\n"
    "options:\n"
    "  --target T       only this target ID\n"
    "  --json           machine-readable output\n"
    "  --rocm-path DIR  ROCm installation for HIP/OpenCL sources\n";

constexpr const char* k_check_usage =
    "usage: kiln check BUNDLE [--kernel K] [--target T]\n"
    "\n"
    "Compares every kernel's expectations ([kernels.NAME.expect], min_blocks_per_cu) with its\n"
    "figures, both stored in the bundle. Prints one line per violation and exits with 1 if any.\n"
    "\n"
    "options:\n"
    "  --kernel K   only this kernel\n"
    "  --target T   only this target ID\n";

constexpr const char* k_occupancy_usage =
    "usage: kiln occupancy --target T --block N [--vgprs N] [--sgprs N] [--lds BYTES]\n"
    "                      [--dynamic-lds N] [--wavefront 32|64] [--profile P] [--device D] [--json]\n"
    "       kiln occupancy --target sm_NN --block N [--regs N] [--lds BYTES] [--dynamic-lds N]\n"
    "                      [--carveout PCT] [--max-dynamic-lds N | --loader driver|kiln]\n"
    "                      [--barriers N]\n"
    "                      [--device D] [--json]\n"
    "\n"
    "AMD: what hipModuleOccupancyMaxActiveBlocksPerMultiprocessor returns for a kernel with these\n"
    "resources (.vgpr_count, .sgpr_count, .group_segment_fixed_size), and a separate hardware\n"
    "estimate. NVIDIA: what cuOccupancyMaxActiveBlocksPerMultiprocessor returns for a kernel with\n"
    "these registers per thread and static shared bytes (the cubin's). A resource left out does not\n"
    "limit (0). One of --vgprs, --sgprs, --regs, --lds, --dynamic-lds, --block given as A..B sweeps\n"
    "it: the table of value ranges that give each number of blocks (as llvm-calc-occupancy --limits).\n"
    "\n"
    "options:\n"
    "  --target T         a gfx9, gfx10.1, gfx10.3, gfx11.0 or gfx11.5 processor (a target ID's),\n"
    "                     or sm_80, sm_86, sm_89, sm_90\n"
    "  --carveout PCT     (NVIDIA) the preferred shared memory carveout, 0..100; default: the driver's\n"
    "  --max-dynamic-lds N  (NVIDIA) the kernel's MAX_DYNAMIC_SHARED_SIZE_BYTES as set\n"
    "  --loader L         (NVIDIA) without --max-dynamic-lds: 'driver' (default), the attribute left\n"
    "                     at CUDA's default, so a block above 48 KiB in all fits nowhere, as the\n"
    "                     driver answers; 'kiln', as kiln's loader sets it (the launch's dynamic\n"
    "                     bytes when static + dynamic exceed 48 KiB)\n"
    "  --barriers N       (NVIDIA) named barriers the kernel uses (default 0)\n"
    "  --wavefront W      the kernel's .wavefront_size on gfx10+ (default 32)\n"
    "  --profile P        HIP runtime rules: 6.4 (default), 6.1, trap\n"
    "  --device D         also the grid that fills D and HIP's potential block size:\n"
    "                     MI300X, MI300A, MI308X, MI325X, MI350X, MI355X, MI100, MI210,\n"
    "                     MI250X, MI250; NVIDIA: the grid that fills H100-SXM, H100-PCIe, H200,\n"
    "                     A100, L40S, RTX4090, RTX3090\n"
    "  --json             machine-readable output\n";

int finish(const diag::Diagnostics& diags, bool ok) {
    std::cerr << diags.render_all();
    return ok ? 0 : diags.exit_code();
}

bool to_int(const std::string& s, int& out) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

// "gfx942,sm_90" -> {"gfx942", "sm_90"} (empty items dropped).
std::vector<std::string> comma_list(const std::string& list) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at <= list.size();) {
        std::size_t comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        if (comma > at) out.push_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return out;
}

// What kiln build and kiln tune both take: where ROCm and CUDA are, -j, --targets (the cache: cache_config).
// The error for a malformed -j, or nothing.
std::optional<std::string> compile_options(const Parsed& p, pipeline::BuildOptions& options) {
    options.rocm_path = p.value("--rocm-path");
    options.device_lib_path = p.value("--rocm-device-lib-path");
    if (auto c = p.value("--cuda-path")) options.cuda_path = std::filesystem::absolute(*c).string();
    options.jobs = util::default_jobs();
    if (auto j = p.value("--jobs")) {
        int n = 0;
        if (!to_int(*j, n) || n < 1) return "-j needs a positive number, not '" + *j + "'";
        options.jobs = static_cast<unsigned>(n);
    }
    if (auto t = p.value("--targets")) options.targets = comma_list(*t);
    if (auto v = p.value("--max-variants")) {
        const auto n = util::parse_decimal(*v);
        if (!n || *n < 1 || *n > static_cast<std::uint64_t>(manifest::k_max_variants_limit))
            return "--max-variants needs a number in 1.." + std::to_string(manifest::k_max_variants_limit) + ", not '" + *v + "'";
        options.max_variants = static_cast<std::int64_t>(*n);
    }
    return std::nullopt;
}

// One option given as "A..B": swept from A to B.
struct Sweep {
    std::string option;
    int from = 0, to = 0;
};

// The sweep among `options`, if any; the parsed values get A in its place. An error text when the
// range is malformed or more than one option sweeps.
std::optional<Sweep> take_sweep(Parsed& p, std::initializer_list<const char*> options, std::string& error) {
    std::optional<Sweep> sweep;
    for (const char* name : options) {
        auto v = p.value(name);
        if (!v) continue;
        const std::size_t dots = v->find("..");
        if (dots == std::string::npos) continue;
        Sweep s{name};
        if (!to_int(v->substr(0, dots), s.from) || !to_int(v->substr(dots + 2), s.to) || s.from < 0 || s.to < s.from ||
            s.to - s.from > (1 << 20)) {
            error = std::string(name) + " sweeps A..B with 0 <= A <= B, B - A <= 1048576, not '" + *v + "'";
            return std::nullopt;
        }
        if (sweep) {
            error = "one option sweeps at a time: " + sweep->option + " and " + name;
            return std::nullopt;
        }
        sweep = s;
        p.values[name] = std::to_string(s.from);
    }
    return sweep;
}

struct Point {
    int blocks, waves;
    occupancy::Limiter limiter;
};

// The step table of a sweep: consecutive values with the same blocks and limiter as one range.
int print_sweep(const Sweep& sweep, const std::string& target, bool json, const char* waves_name, const std::string& assumes,
                const std::function<Point(int)>& at) {
    struct Step {
        int from, to;
        Point p;
    };
    std::vector<Step> steps;
    for (long long value = sweep.from; value <= sweep.to; ++value) {  // to may be INT_MAX
        const int v = static_cast<int>(value);
        const Point p = at(v);
        if (!steps.empty() && steps.back().p.blocks == p.blocks && steps.back().p.limiter == p.limiter && steps.back().p.waves == p.waves)
            steps.back().to = v;
        else
            steps.push_back({v, v, p});
    }
    const std::string what = sweep.option.substr(2);
    if (json) {
        emit::JsonWriter w;
        w.begin_object().key("target").value(target).key("sweep").value(what);
        if (!assumes.empty()) w.key("assumes").value(assumes);
        w.key("steps").begin_array();
        for (const Step& st : steps) {
            w.begin_object().key("from").value(std::int64_t{st.from}).key("to").value(std::int64_t{st.to});
            w.key("blocks_per_cu").value(std::int64_t{st.p.blocks}).key(waves_name).value(std::int64_t{st.p.waves});
            w.key("limiter").value(occupancy::limiter_name(st.p.limiter)).end_object();
        }
        w.end_array().end_object();
        std::cout << w.str();
        return 0;
    }
    std::vector<std::vector<std::string>> rows = {{what, "blocks", waves_name, "limiter"}};
    for (const Step& st : steps)
        rows.push_back({st.from == st.to ? std::to_string(st.from) : std::to_string(st.from) + ".." + std::to_string(st.to),
                        std::to_string(st.p.blocks), std::to_string(st.p.waves), occupancy::limiter_name(st.p.limiter)});
    std::cout << target << ": blocks by " << what << "\n" << emit::format_columns(rows, "RRRL");
    if (!assumes.empty()) std::cout << "assumes " << assumes << "\n";
    return 0;
}

}  // namespace

// The cache's settings (cache/config.hpp) with the command line's --cache, --no-cache,
// --remote-cache and --max-size over them; nothing, with the errors printed, when any is wrong.
static std::optional<cache::Config> cache_config(const Parsed& p) {
    diag::Diagnostics diags;
    std::optional<cache::Config> c = cache::Config::load(diags);
    for (auto [flag, key] : {std::pair{"--cache", "cache_dir"}, {"--remote-cache", "remote_cache"}, {"--max-size", "max_size"}})
        if (auto v = c ? p.value(flag) : std::nullopt)
            if (auto set = c->set_from_flag(key, *v, flag); !set) diags.error(set.error());
    if (c && p.has("--no-cache")) (void)c->set_from_flag("disable", "true", "--no-cache");
    if (diags.has_errors()) {
        std::cerr << diags.render_all();
        return std::nullopt;
    }
    return c;
}

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
                         {"--max-variants", "", true}},
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
        if (quiet) return;
        std::printf("[%zu/%zu] %s %s %.2fs%s\n", pr.done, pr.total, pr.target.c_str(), pr.kernel.c_str(), pr.seconds,
                    !pr.ok ? " failed" : pr.cached ? " (cached)" : "");
        std::fflush(stdout);
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
        std::printf("\n%s", report->summary.c_str());
        const auto& st = report->stats;
        for (const auto& e : report->explanations) std::printf("explain: %s\n", e.c_str());
        if (p->has("--time-report"))
            std::printf("time: plan and front ends %.3fs, kernels %.3fs, link and metadata %.3fs, write %.3fs\n",
                        st.plan_seconds, st.compile_seconds, st.link_seconds, st.write_seconds);
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

int inspect(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--json", "", false}}, k_inspect_usage, exit);
    if (!p) return exit;
    if (p->positional.size() != 1) return usage_error("expected one file or directory", k_inspect_usage);
    diag::Diagnostics diags;
    auto report = pipeline::inspect(p->positional[0], diags);
    if (report && p->has("--json")) {
        std::cout << emit::inspect_json(p->positional[0], report->targets, report->sources);
    } else if (report) {
        // One table per place the code objects came from (a file, a bundle inside a library).
        const std::vector<emit::TableRow> rows = pipeline::table_rows(*report);
        if (report->sources.empty()) std::cout << emit::format_table(rows);
        auto row = rows.begin();
        for (std::size_t t = 0; t < report->sources.size();) {
            std::size_t end = t, count = 0;
            for (; end < report->sources.size() && report->sources[end] == report->sources[t]; ++end)
                count += report->targets[end].kernels.size();
            std::cout << (t ? "\n" : "") << report->sources[t] << ":\n" << emit::format_table({row, row + count});
            row += count, t = end;
        }
        if (std::any_of(rows.begin(), rows.end(), [](const emit::TableRow& r) { return r.block_assumed; }))
            std::cout << "* block size not known (not built by kiln): the kernel's maximum is assumed\n";
    }
    return finish(diags, report.has_value());
}

int disasm(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--target", "", true}}, k_disasm_usage, exit);
    if (!p) return exit;
    if (p->positional.size() != 2) return usage_error("expected a file and a kernel name", k_disasm_usage);
    diag::Diagnostics diags;
    auto text = pipeline::disassemble(p->positional[0], p->positional[1], p->value("--target"), diags);
    if (text) std::cout << *text;
    return finish(diags, text.has_value());
}

int explain(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--target", "", true}, {"--json", "", false}, {"--rocm-path", "", true}}, k_explain_usage, exit);
    if (!p) return exit;
    if (p->positional.size() != 2) return usage_error("expected a manifest and a kernel name", k_explain_usage);
    const auto config = cache_config(*p);
    if (!config) return 1;
    pipeline::ExplainOptions options{p->positional[0], p->value("--rocm-path"), p->positional[1], p->value("--target"),
                                     config->settings().disable ? std::filesystem::path() : config->settings().dir};
    diag::Diagnostics diags;
    auto kernels = pipeline::explain(options, diags);
    if (kernels) std::cout << (p->has("--json") ? emit::explain_json(*kernels) : emit::explain_text(*kernels));
    return finish(diags, kernels.has_value());
}

int check(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--kernel", "", true}, {"--target", "", true}}, k_check_usage, exit);
    if (!p) return exit;
    if (p->positional.size() != 1) return usage_error("expected one bundle", k_check_usage);
    diag::Diagnostics diags;
    auto result = pipeline::check({p->positional[0], p->value("--kernel"), p->value("--target")}, diags);
    if (!result) return finish(diags, false);
    for (const auto& v : result->violations) std::cout << v << "\n";
    if (result->violations.empty())
        std::cout << "ok: " << result->expectations << " expectations on " << result->kernels
                  << (result->kernels == 1 ? " kernel" : " kernels") << " hold\n";
    if (!result->violations.empty()) diags.expectation_failed();
    return finish(diags, result->violations.empty());
}

constexpr const char* k_report_usage =
    "usage: kiln report INPUT [-o FILE]\n"
    "       kiln report OLD NEW [-o FILE]\n"
    "\n"
    "Writes the HTML occupancy report of INPUT: a build's NAME.json, or any GPU binary or directory\n"
    "'kiln inspect' reads. One self-contained page (no network, no external scripts): an overview of\n"
    "kernels x targets coloured by occupancy with spills, scratch, failed expectations and the\n"
    "limiter; per kernel, step curves of blocks per CU against VGPRs, LDS and block size, the next\n"
    "step and the attributes with their origins. With OLD and NEW (two reports or binaries): how\n"
    "each kernel's registers, spills and blocks per CU moved, worse first.\n"
    "\n"
    "options:\n"
    "  -o, --output FILE  where to write (default: INPUT's name with .html in the current directory;\n"
    "                     for OLD NEW: NEW's name with .diff.html); '-' for standard output\n";

int report(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--output", "-o", true}}, k_report_usage, exit);
    if (!p) return exit;
    if (p->positional.empty() || p->positional.size() > 2) return usage_error("expected one input, or two to compare", k_report_usage);
    diag::Diagnostics diags;
    std::vector<std::filesystem::path> inputs(p->positional.begin(), p->positional.end());
    std::vector<pipeline::BuildReport> read;
    std::vector<emit::Report> reports;
    read.reserve(inputs.size());
    for (const auto& in : inputs) {
        std::string title;
        auto r = pipeline::load_report_input(in, title, diags);
        if (!r) return finish(diags, false);
        read.push_back(std::move(*r));
        reports.push_back(pipeline::report_of(read.back(), title, in.string()));
    }
    const std::string html = reports.size() == 1 ? emit::html_report(reports[0]) : emit::html_diff(reports[0], reports[1]);
    std::filesystem::path out = p->value("--output").value_or(
        inputs.back().filename().replace_extension(reports.size() == 1 ? ".html" : ".diff.html").string());
    if (out == "-") {
        std::cout << html;
        return 0;
    }
    for (const auto& in : inputs) {
        std::error_code ec;
        if (std::filesystem::equivalent(in, out, ec)) {
            diags.error("the output '" + out.string() + "' is an input; give another -o");
            return finish(diags, false);
        }
    }
    if (auto w = util::write_file_atomic(out, html); !w) {
        diags.error(w.error());
        return finish(diags, false);
    }
    std::printf("wrote %s\n", out.string().c_str());
    return finish(diags, true);
}

constexpr const char* k_tune_usage =
    "usage: kiln tune [MANIFEST|DIR] [KERNEL...] [-o DIR] [--targets T,...] [--json] [--write]\n"
    "                 [--emit-runner DIR] [--results FILE] [--measure [--platform amd|nvidia]]\n"
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
    "  --platform P       --measure's HIP platform, amd or nvidia (default: the GPU's, from\n"
    "                     /dev/kfd or /dev/nvidiactl); nvidia needs CUDA=<a CUDA older than 13>\n"
    "  --write            record each table's pick in NAME.tuned.toml beside the manifest, which\n"
    "                     kiln build then applies (the picks of kernels not swept stay as they were)\n"
    "  -q, --quiet        no progress lines\n";

int tune(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--output", "-o", true}, {"--targets", "", true}, {"--json", "", false}, {"--jobs", "-j", true},
                         {"--cache", "", true}, {"--no-cache", "", false}, {"--quiet", "-q", false}, {"--rocm-path", "", true},
                         {"--cuda-path", "", true}, {"--max-variants", "", true}, {"--write", "", false}, {"--emit-runner", "", true}, {"--results", "", true},
                         {"--measure", "", false}, {"--platform", "", true}},
                        k_tune_usage, exit);
    if (!p) return exit;
    // --measure: the platform of this machine's GPU, known before anything is built.
    std::string platform;
    if (p->has("--measure")) {
        if (p->value("--results")) return usage_error("--measure times the variants itself: it takes no --results", k_tune_usage);
        std::error_code ec;
        platform = p->value("--platform") ? *p->value("--platform")
                   : std::filesystem::exists("/dev/kfd", ec)      ? "amd"
                   : std::filesystem::exists("/dev/nvidiactl", ec) ? "nvidia"
                                                                   : "";
        if (platform.empty()) {
            std::fprintf(stderr, "kiln: error: --measure needs a GPU on this machine, and there is none (no /dev/kfd, no "
                                 "/dev/nvidiactl); time the variants where one is: --emit-runner DIR, run it there, then --results FILE here\n");
            return 1;
        }
        if (platform != "amd" && platform != "nvidia")
            return usage_error("--platform must be amd or nvidia, not '" + platform + "'", k_tune_usage);
    } else if (p->value("--platform")) {
        return usage_error("--platform is --measure's", k_tune_usage);
    }
    pipeline::BuildOptions options;
    std::vector<std::string> kernels;
    options.manifest = "kiln.toml";
    std::size_t first_kernel = 0;
    if (!p->positional.empty()) {
        const std::filesystem::path first(p->positional[0]);
        std::error_code ec;
        // The first argument is the manifest when it names a file or directory (a kernel is a C++ name).
        if (std::filesystem::exists(first, ec) || first.extension() == ".toml") {
            options.manifest = first;
            first_kernel = 1;
        }
    }
    if (std::error_code ec; std::filesystem::is_directory(options.manifest, ec)) options.manifest /= "kiln.toml";
    if (std::error_code ec; !std::filesystem::exists(options.manifest, ec))
        return usage_error("no manifest '" + options.manifest.string() + "'", k_tune_usage);
    kernels.assign(p->positional.begin() + static_cast<std::ptrdiff_t>(first_kernel), p->positional.end());
    options.tune = kernels;
    options.output_dir = p->value("--output") ? std::filesystem::path(*p->value("--output"))
                                              : options.manifest.parent_path() / "build" / "tune";
    if (auto bad = compile_options(*p, options)) return usage_error(*bad, k_tune_usage);
    const auto config = cache_config(*p);  // the remotes too, as kiln build reads them
    if (!config) return 1;
    options.cache = config->settings();
    const bool quiet = p->has("--quiet") || p->has("--json");
    diag::Diagnostics diags;
    auto report = pipeline::build(options, diags, [quiet](const pipeline::Progress& pr) {
        if (quiet) return;
        std::fprintf(stderr, "[%zu/%zu] %s %s %.2fs%s\n", pr.done, pr.total, pr.target.c_str(), pr.kernel.c_str(), pr.seconds,
                     !pr.ok ? " failed" : pr.cached ? " (cached)" : "");
    });
    if (!report) return finish(diags, false);
    std::optional<std::string> results_path = p->value("--results");
    if (p->has("--measure")) {
        // The runner built and run here, its output on stderr (stdout is the table's).
        if (std::none_of(report->sweeps.begin(), report->sweeps.end(), [](const auto& sw) { return sw.base.bench.has_value(); })) {
            diags.error("--measure: no swept kernel has a [kernels.NAME.bench] table (how to launch it): nothing to time");
            return finish(diags, false);
        }
        const std::filesystem::path dir = std::filesystem::absolute(*options.output_dir) / "runner";
        if (!pipeline::emit_runner(*report, dir, diags)) return finish(diags, false);
        std::string out;
        if (!quiet) std::fprintf(stderr, "measuring: sh %s/build.sh %s\n", dir.c_str(), platform.c_str());
        if (const int status = util::run_process({"/bin/sh", (dir / "build.sh").string(), platform}, {}, out); status != 0) {
            diags.error("building the runner failed (sh " + (dir / "build.sh").string() + " " + platform + " " +
                        util::status_text(status) + "):\n" + out);
            return finish(diags, false);
        }
        out.clear();
        const int status = util::run_process({(dir / "runner").string(), (dir / "results.json").string()}, {}, out);
        if (!quiet || status != 0) std::fputs(out.c_str(), stderr);
        if (status != 0) {
            diags.error(status == 3 ? "the runner found no GPU to time the variants on (" + dir.string() + "/runner)"
                                    : "the runner " + util::status_text(status) + ": " + dir.string() + "/runner");
            return finish(diags, false);
        }
        results_path = (dir / "results.json").string();
    }
    std::optional<codeobj::TuneResults> results;
    if (const auto& r = results_path) {
        auto text = util::read_file(*r);
        if (!text) {
            diags.error(text.error());
            return finish(diags, false);
        }
        auto parsed = codeobj::parse_tune_results(*text);
        if (!parsed) {
            diags.error(diag::SourcePos{*r}, parsed.error());
            return finish(diags, false);
        }
        if (parsed->bundle != report->bundle_path.stem().string()) {
            diags.error(diag::SourcePos{*r}, "the results are of bundle '" + parsed->bundle + "', this sweep's is '" +
                                                 report->bundle_path.stem().string() + "'");
            return finish(diags, false);
        }
        results = std::move(*parsed);
    }
    const std::vector<emit::TuneTable> tables = pipeline::tune_tables(*report, results ? &*results : nullptr);
    if (auto dir = p->value("--emit-runner")) {
        if (!pipeline::emit_runner(*report, *dir, diags)) return finish(diags, false);
        std::fprintf(p->has("--json") ? stderr : stdout, "wrote the runner into %s (sh %s/build.sh amd|nvidia; ./runner)\n", dir->c_str(),
                     dir->c_str());
    }
    if (p->has("--json")) {
        std::cout << emit::tune_json(tables);
    } else {
        std::cout << emit::tune_text(tables);
        const auto& st = report->stats;
        std::printf("\nvariants: %zu compiled, %zu from the cache; bundle of every variant: %s\n", st.compiled, st.cache_hits,
                    report->bundle_path.string().c_str());
    }
    if (p->has("--write")) {
        const std::filesystem::path tuned =
            options.manifest.parent_path() / (report->bundle_path.stem().string() + ".tuned.toml");
        // A read-modify-write under a lock on the manifest's directory: the other kernels' picks as
        // the file holds them now (another kiln tune --write may have written since this one read
        // it), and no temporary left by a killed writer stays beside the manifest.
        util::DirLock lock(tuned.parent_path());
        util::remove_orphaned_temporaries(tuned);
        diag::Diagnostics quiet;
        if (auto now = manifest::load(options.manifest, quiet, true)) report->previous_picks = std::move(now->tuned);
        auto w = util::write_file_atomic(tuned, pipeline::tuned_toml(*report, tables, options.manifest.filename().string()));
        if (!w) {
            diags.error(w.error());
            return finish(diags, false);
        }
        std::fprintf(p->has("--json") ? stderr : stdout, "wrote %s\n", tuned.string().c_str());
    }
    return finish(diags, true);
}

constexpr const char* k_cache_usage =
    "usage: kiln cache stats [--zero] [--cache DIR]\n"
    "       kiln cache clean [--max-size SIZE | --all] [--cache DIR]\n"
    "       kiln cache config [KEY [VALUE] | --unset KEY]\n"
    "\n"
    "stats: entries and bytes in the cache, its limit, the hits and misses of the builds since the\n"
    "last --zero (which resets them), local and remote, and the remote caches a build would use.\n"
    "clean: remove the least recently used entries until the cache holds at most its limit\n"
    "(--max-size, else the max_size setting, 5G by default; sizes as ccache writes them: 500M, 10G,\n"
    "1.5GiB), or every entry with --all, and what killed builds left. Only a directory kiln created\n"
    "as its cache (CACHEDIR.TAG) is touched, and in it only kiln's entries.\n"
    "config: every setting with its value and where it came from (a flag, the environment, the\n"
    "configuration file, the default), as ccache -p; KEY alone prints one; KEY VALUE writes it into\n"
    "the configuration file ($KILN_CONFIG, $XDG_CONFIG_HOME/kiln/kiln.conf, ~/.config/kiln/kiln.conf);\n"
    "--unset KEY removes it from there (docs/cache.md lists the settings).\n";

namespace {

// A setting's value as `kiln cache config` shows it: remotes with their passwords masked.
std::string shown_value(std::string_view key, const std::string& value) {
    if (key != "remote_cache") return value;
    std::string out;
    std::istringstream in(value);
    for (std::string spec; in >> spec;) {
        auto r = cache::Remote::open(spec, {});
        if (!out.empty()) out += ' ';
        out += r ? (*r)->shown() + ((*r)->read_only() ? "|read-only" : "") : std::string("?");
    }
    return out;
}

int cache_config_command(const Parsed& p) {
    if (auto key = p.value("--unset")) {
        if (p.positional.size() != 1) return usage_error("--unset takes the key alone", k_cache_usage);
        auto w = cache::Config::write(*key, std::nullopt);
        if (!w) return usage_error(w.error(), k_cache_usage);
        return 0;
    }
    if (p.positional.size() == 3) {
        auto w = cache::Config::write(p.positional[1], p.positional[2]);
        if (!w) {
            std::cerr << "kiln: error: " << w.error() << "\n";
            return 1;
        }
        std::printf("%s = %s in %s\n", p.positional[1].c_str(), shown_value(p.positional[1], p.positional[2]).c_str(),
                    cache::Config::file().string().c_str());
        return 0;
    }
    if (p.positional.size() > 3) return usage_error("config takes KEY and VALUE at most", k_cache_usage);
    const auto config = cache_config(p);
    if (!config) return 1;
    bool found = false;
    for (const auto& info : cache::setting_infos()) {
        if (p.positional.size() == 2 && info.key != p.positional[1]) continue;
        found = true;
        const cache::Setting& s = (*config)[info.key];
        std::string value = info.key == "cache_dir" ? config->settings().dir.string() : shown_value(info.key, s.value);
        if (p.positional.size() == 2) std::printf("%s\n", value.c_str());
        else std::printf("(%s) %s = %s\n", s.origin.c_str(), std::string(info.key).c_str(), value.c_str());
    }
    if (!found) {
        std::vector<std::string_view> keys;
        for (const auto& info : cache::setting_infos()) keys.push_back(info.key);
        std::string msg = "unknown setting '" + p.positional[1] + "'";
        if (auto near = util::closest_match(p.positional[1], keys)) msg += "; did you mean '" + *near + "'?";
        return usage_error(msg, k_cache_usage);
    }
    return 0;
}

}  // namespace

int cache(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--cache", "", true}, {"--max-size", "", true}, {"--all", "", false}, {"--zero", "", false}, {"--unset", "", true}},
                        k_cache_usage, exit);
    if (!p) return exit;
    const std::string what = p->positional.empty() ? "" : p->positional[0];
    if (what == "config") {
        if (p->value("--cache") || p->value("--max-size") || p->has("--all") || p->has("--zero"))
            return usage_error("config takes KEY [VALUE] or --unset KEY", k_cache_usage);
        return cache_config_command(*p);
    }
    if (p->positional.size() != 1 || (what != "stats" && what != "clean"))
        return usage_error("expected 'stats', 'clean' or 'config'", k_cache_usage);
    if (p->value("--unset")) return usage_error("--unset is config's", k_cache_usage);
    const bool clean = what == "clean";
    if ((p->value("--max-size") || p->has("--all")) && !clean) return usage_error("--max-size and --all are clean's", k_cache_usage);
    if (p->has("--zero") && clean) return usage_error("--zero is stats'", k_cache_usage);
    if (p->value("--max-size") && p->has("--all")) return usage_error("--max-size or --all, not both", k_cache_usage);
    if (auto m = p->value("--max-size"); m && !util::parse_size(*m))
        return usage_error("--max-size must be a size such as 500M, 10G or 1.5GiB, not '" + *m + "'", k_cache_usage);
    const auto config = cache_config(*p);
    if (!config) return 1;
    const cache::Settings& settings = config->settings();
    const cache::Setting& limit = (*config)["max_size"];
    const std::filesystem::path& dir = settings.dir;
    Result<cache::DirStats> s = cache::stats(dir);
    if (clean) s = cache::clean(dir, p->has("--all") ? std::optional<std::uintmax_t>(0) : std::optional<std::uintmax_t>(settings.max_size));
    if (!s) {
        std::cerr << "kiln: error: " << s.error() << "\n";
        return 1;
    }
    std::printf("%s: %zu entries, %ju bytes", dir.string().c_str(), s->entries, s->bytes);
    if (s->temporary) std::printf(" (and %zu temporary files of running or killed builds)", s->temporary);
    std::printf("; limit %s (%ju bytes, %s)\n", limit.value.c_str(), static_cast<std::uintmax_t>(settings.max_size), limit.origin.c_str());
    if (clean) return 0;
    if (p->has("--zero")) {
        if (auto z = cache::zero_totals(dir); !z) {
            std::cerr << "kiln: error: " << z.error() << "\n";
            return 1;
        }
    }
    const cache::Totals t = cache::read_totals(dir);
    auto rate = [](std::uint64_t hits, std::uint64_t misses) {
        return hits + misses ? " (" + std::to_string(hits * 100 / (hits + misses)) + "% hits)" : std::string();
    };
    std::printf("since %s: %ju builds; local: %ju hits, %ju misses%s, %ju corrupt entries; remote: %ju hits, %ju misses%s, "
                "%ju corrupt entries, %ju bad signatures, %ju errors, %ju timeouts, %ju uploads\n",
                p->has("--zero") ? "now (--zero)" : "the last --zero", static_cast<std::uintmax_t>(t.builds),
                static_cast<std::uintmax_t>(t.hits), static_cast<std::uintmax_t>(t.misses), rate(t.hits, t.misses).c_str(),
                static_cast<std::uintmax_t>(t.corrupt), static_cast<std::uintmax_t>(t.remote_hits),
                static_cast<std::uintmax_t>(t.remote_misses), rate(t.remote_hits, t.remote_misses).c_str(),
                static_cast<std::uintmax_t>(t.remote_corrupt), static_cast<std::uintmax_t>(t.remote_bad_signatures),
                static_cast<std::uintmax_t>(t.remote_errors), static_cast<std::uintmax_t>(t.remote_timeouts),
                static_cast<std::uintmax_t>(t.remote_uploads));
    // The remotes a build here would use, credentials masked.
    for (const auto& spec : settings.remotes) {
        auto r = cache::Remote::open(spec, {});
        std::printf("remote cache (%s): %s\n", (*config)["remote_cache"].origin.c_str(),
                    r ? ((*r)->shown() + ((*r)->read_only() ? " (read-only)" : "")).c_str() : r.error().c_str());
    }
    return 0;
}

namespace {

// `kiln occupancy --target sm_NN ...`: CUDA's model.
int cuda_occupancy(Parsed& p) {
    namespace cuda = occupancy::cuda;
    const std::string target = *p.value("--target");
    cuda::Input in;
    in.arch = cuda::arch_from_name(target.c_str());
    if (!cuda::has_model(in.arch))
        return usage_error("no occupancy model for '" + target + "'; kiln models CUDA's for sm_80, sm_86, sm_89 and sm_90", k_occupancy_usage);
    for (const char* amd : {"--vgprs", "--sgprs", "--wavefront", "--profile"})
        if (p.value(amd)) return usage_error(std::string(amd) + " is for AMD targets; " + target + " takes --regs", k_occupancy_usage);
    if (!p.value("--block")) return usage_error("missing --block", k_occupancy_usage);
    std::string bad;
    const std::optional<Sweep> sweep = take_sweep(p, {"--regs", "--lds", "--dynamic-lds", "--block"}, bad);
    if (!bad.empty()) return usage_error(bad, k_occupancy_usage);
    struct Field {
        const char* name;
        int* out;
        int low;
    };
    for (auto [name, out, low] : {Field{"--regs", &in.registers, 0}, Field{"--lds", &in.static_shared, 0},
                                  Field{"--block", &in.block_size, 1}, Field{"--dynamic-lds", &in.dynamic_shared, 0},
                                  Field{"--carveout", &in.carveout, 0}, Field{"--max-dynamic-lds", &in.max_dynamic_shared, 0},
                                  Field{"--barriers", &in.barriers, 0}}) {
        auto v = p.value(name);
        if (!v) continue;
        if (!to_int(*v, *out) || *out < low)
            return usage_error(std::string(name) + " needs an integer of at least " + std::to_string(low) + ", not '" + *v + "'",
                               k_occupancy_usage);
    }
    if (in.carveout > 100) return usage_error("--carveout is a percentage, 0..100", k_occupancy_usage);
    // --max-dynamic-lds is the attribute as set; without it, the driver's default (not raised), or
    // with --loader kiln what kiln's loader sets for the launch (raised to the launch's need above
    // 48 KiB, as CUDA requires). The answer names which.
    const int requested = p.value("--max-dynamic-lds") ? in.max_dynamic_shared : -1;
    const std::string loader = p.value("--loader").value_or("driver");
    if (loader != "driver" && loader != "kiln") return usage_error("--loader is 'driver' or 'kiln', not '" + loader + "'", k_occupancy_usage);
    if (requested >= 0 && p.value("--loader"))
        return usage_error("--max-dynamic-lds sets the attribute; --loader says who sets it when it is not given: give one", k_occupancy_usage);
    auto attribute = [&](const cuda::Input& x) {
        if (requested >= 0) return requested;
        return loader == "kiln" ? cuda::loader_max_dynamic_shared(x.static_shared, x.dynamic_shared, -1) : -1;
    };
    const std::string assumes = requested >= 0 ? "MAX_DYNAMIC_SHARED_SIZE_BYTES " + std::to_string(requested) + " (--max-dynamic-lds)"
                                : loader == "kiln"
                                    ? "MAX_DYNAMIC_SHARED_SIZE_BYTES as kiln's loader sets it (raised to the launch's dynamic "
                                      "bytes above 48 KiB in all)"
                                    : "MAX_DYNAMIC_SHARED_SIZE_BYTES at CUDA's default (above 48 KiB in all a block fits "
                                      "nowhere; kiln's loader raises it: --loader kiln)";
    in.max_dynamic_shared = attribute(in);
    if (sweep) {
        return print_sweep(*sweep, target, p.has("--json"), "warps_per_sm", assumes, [&](int v) {
            cuda::Input x = in;
            if (sweep->option == "--regs") x.registers = v;
            if (sweep->option == "--lds") x.static_shared = v;
            if (sweep->option == "--dynamic-lds") x.dynamic_shared = v;
            if (sweep->option == "--block") x.block_size = v;
            x.max_dynamic_shared = attribute(x);
            const cuda::Result r = cuda::blocks_per_sm(x);
            return Point{r.blocks_per_sm, r.warps_per_sm, r.limiter};
        });
    }
    const cuda::Device* device = nullptr;
    if (auto d = p.value("--device")) {
        device = cuda::find_device(d->c_str());
        if (!device) return usage_error("unknown device '" + *d + "'", k_occupancy_usage);
        if (device->arch != in.arch) return usage_error("'" + *d + "' is not an " + target, k_occupancy_usage);
    }
    const cuda::Result r = cuda::max_blocks_per_sm(in);
    const char* source = "cuda-model";
    if (p.has("--json")) {
        emit::JsonWriter w;
        w.begin_object();
        w.key("target").value(target).key("source").value(source);
        w.key("blocks_per_cu").value(std::int64_t{r.blocks_per_sm});
        w.key("warps_per_sm").value(std::int64_t{r.warps_per_sm});
        w.key("limiter").value(occupancy::limiter_name(r.limiter));
        w.key("assumes").value(assumes);
        w.key("next");
        emit::write_next_step(w, r.next);
        if (device) {
            w.key("device").begin_object().key("name").value(device->name);
            w.key("sms").value(std::int64_t{device->sms});
            w.key("grid").value(std::int64_t{device->sms} * r.blocks_per_sm).end_object();
        }
        w.end_object();
        std::cout << w.str();
        return 0;
    }
    std::printf("%s, CUDA: %d blocks per SM (%d warps), limited by %s\n", target.c_str(), r.blocks_per_sm, r.warps_per_sm,
                occupancy::limiter_name(r.limiter));
    if (std::string h = emit::next_step_text(r.next); !h.empty()) std::printf("  next step: %s\n", h.c_str());
    if (device)
        std::printf("  %s (%d SMs): a grid of %d blocks fills it in one wave\n", device->name, device->sms,
                    device->sms * r.blocks_per_sm);
    std::printf("  assumes %s\n", assumes.c_str());
    return 0;
}

}  // namespace

int occupancy(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--target", "", true}, {"--vgprs", "", true}, {"--sgprs", "", true}, {"--lds", "", true},
                         {"--block", "", true}, {"--dynamic-lds", "", true}, {"--profile", "", true},
                         {"--device", "", true}, {"--wavefront", "", true}, {"--json", "", false}, {"--regs", "", true},
                         {"--carveout", "", true}, {"--max-dynamic-lds", "", true}, {"--barriers", "", true},
                         {"--loader", "", true}},
                        k_occupancy_usage, exit);
    if (!p) return exit;
    if (!p->positional.empty()) return usage_error("unexpected argument '" + p->positional[0] + "'", k_occupancy_usage);
    if (auto t = p->value("--target"); t && target::is_nvidia(*t)) return cuda_occupancy(*p);
    for (const char* nvidia : {"--regs", "--carveout", "--max-dynamic-lds", "--barriers", "--loader"})
        if (p->value(nvidia)) return usage_error(std::string(nvidia) + " is for NVIDIA targets (sm_NN)", k_occupancy_usage);
    for (const char* required : {"--target", "--block"})
        if (!p->value(required)) return usage_error(std::string("missing ") + required, k_occupancy_usage);
    std::string bad;
    const std::optional<Sweep> sweep = take_sweep(*p, {"--vgprs", "--sgprs", "--lds", "--dynamic-lds", "--block"}, bad);
    if (!bad.empty()) return usage_error(bad, k_occupancy_usage);

    const std::string target = *p->value("--target");
    occupancy::Input in;
    in.arch = occupancy::arch_from_name(target.c_str());
    if (!occupancy::has_model(in.arch))
        return usage_error("no occupancy model for '" + target + "'; kiln models HIP's for gfx9, gfx10.1, gfx10.3, gfx11.0 and gfx11.5 processors", k_occupancy_usage);
    if (auto w = p->value("--wavefront")) {
        if (*w != "32" && *w != "64") return usage_error("--wavefront is 32 or 64, not '" + *w + "'", k_occupancy_usage);
        if (in.arch.major == 9 && *w == "32") return usage_error(target + " runs 64-lane waves only", k_occupancy_usage);
        in.wavefront = std::stoi(*w);
    }
    const std::string profile = p->value("--profile").value_or("6.4");
    if (!occupancy::profile_from_name(profile.c_str(), in.profile))
        return usage_error("unknown profile '" + profile + "'; use 6.4, 6.1 or trap", k_occupancy_usage);
    struct Field {
        const char* name;
        int* out;
    };
    for (auto [name, out] : {Field{"--vgprs", &in.vgprs}, Field{"--sgprs", &in.sgprs}, Field{"--lds", &in.lds},
                             Field{"--block", &in.block_size}, Field{"--dynamic-lds", &in.dynamic_lds}}) {
        std::string v = std::string(name) == "--block" ? *p->value(name) : p->value(name).value_or("0");
        if (!to_int(v, *out) || (*out < 0 && std::string(name) != "--block"))
            return usage_error(std::string(name) + " needs a non-negative integer, not '" + v + "'", k_occupancy_usage);
    }
    const occupancy::Device* device = nullptr;
    if (auto d = p->value("--device")) {
        device = occupancy::find_device(d->c_str());
        if (!device) return usage_error("unknown device '" + *d + "'", k_occupancy_usage);
        if (device->arch != in.arch) return usage_error("'" + *d + "' is not a " + target, k_occupancy_usage);
    }

    if (sweep) {
        return print_sweep(*sweep, target, p->has("--json"), "waves_per_simd", "", [&](int v) {
            occupancy::Input x = in;
            if (sweep->option == "--vgprs") x.vgprs = v;
            if (sweep->option == "--sgprs") x.sgprs = v;
            if (sweep->option == "--lds") x.lds = v;
            if (sweep->option == "--dynamic-lds") x.dynamic_lds = v;
            if (sweep->option == "--block") x.block_size = v;
            const occupancy::Result r = occupancy::max_blocks_per_cu(x);
            return Point{r.blocks_per_cu, r.waves_per_simd, r.limiter};
        });
    }
    const occupancy::Result r = occupancy::max_blocks_per_cu(in);
    if (r.status == occupancy::Status::invalid_block_size) {
        std::cerr << "kiln: error: block size " << in.block_size << " is invalid (HIP returns hipErrorInvalidValue)\n";
        return 1;
    }
    if (r.status == occupancy::Status::too_many_vgprs) {
        std::cerr << "kiln: error: " << in.vgprs << " VGPRs exceed the register file (HIP returns an error)\n";
        return 1;
    }
    const occupancy::Result hw = occupancy::hardware_blocks_per_cu(in);
    const std::string source = "hip-model " + profile;
    if (p->has("--json")) {
        emit::JsonWriter w;
        w.begin_object();
        w.key("target").value(target).key("profile").value(profile).key("source").value(source);
        w.key("blocks_per_cu").value(std::int64_t{r.blocks_per_cu});
        w.key("waves_per_simd").value(std::int64_t{r.waves_per_simd});
        w.key("limiter").value(occupancy::limiter_name(r.limiter));
        w.key("next");
        emit::write_next_step(w, r.next);
        w.key("hardware_estimate");
        if (hw.status == occupancy::Status::unknown_arch) {
            w.null();
        } else {
            w.begin_object().key("blocks_per_cu").value(std::int64_t{hw.blocks_per_cu});
            w.key("limiter").value(occupancy::limiter_name(hw.limiter)).end_object();
        }
        if (device) {
            const occupancy::Potential pot = occupancy::max_potential_block_size(in, 0, device->compute_units);
            w.key("device").begin_object().key("name").value(device->name);
            w.key("compute_units").value(std::int64_t{device->compute_units});
            w.key("grid").value(std::int64_t{device->compute_units} * r.blocks_per_cu);
            if (pot.status == occupancy::Status::ok) {
                w.key("potential_block_size").value(std::int64_t{pot.block_size});
                w.key("potential_grid").value(std::int64_t{pot.grid});
            } else {
                w.key("potential_block_size").null().key("potential_grid").null();
            }
            w.end_object();
        }
        w.end_object();
        std::cout << w.str();
        return 0;
    }
    std::printf("%s, HIP %s: %d blocks per CU (%d waves per SIMD), limited by %s\n", target.c_str(), profile.c_str(),
                r.blocks_per_cu, r.waves_per_simd, occupancy::limiter_name(r.limiter));
    if (std::string h = emit::next_step_text(r.next); !h.empty()) std::printf("  next step: %s\n", h.c_str());
    if (hw.status == occupancy::Status::unknown_arch)
        std::printf("  hardware estimate (not HIP's number): n/a (kiln has its rules for gfx94x and gfx950 only)\n");
    else
        std::printf("  hardware estimate (not HIP's number): %d blocks per CU, limited by %s\n", hw.blocks_per_cu,
                    occupancy::limiter_name(hw.limiter));
    if (device) {
        const occupancy::Potential pot = occupancy::max_potential_block_size(in, 0, device->compute_units);
        if (pot.status == occupancy::Status::ok)
            std::printf("  %s (%d CUs): a grid of %d blocks fills it in one wave; HIP's potential block size is %d (grid %d)\n",
                        device->name, device->compute_units, device->compute_units * r.blocks_per_cu, pot.block_size, pot.grid);
        else
            std::printf("  %s (%d CUs): no wave fits, so no grid fills it; HIP's potential block size: none (too many SGPRs)\n",
                        device->name, device->compute_units);
    }
    return 0;
}

}  // namespace kiln::tool
