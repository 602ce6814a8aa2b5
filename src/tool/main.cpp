// kiln: parse arguments, call the library, print what it reports, map the result to an exit code
// (0 ok, 1 user error, 2 internal error).
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "emit/explain.hpp"
#include "pipeline/build.hpp"

namespace {

constexpr const char* k_usage =
    "usage: kiln <command> [options]\n"
    "\n"
    "commands:\n"
    "  build MANIFEST [-o DIR]   compile the manifest's kernels into DIR/NAME.hipfb\n"
    "  inspect BUNDLE            list the kernels and resources of a bundle\n"
    "  explain MANIFEST KERNEL   show a kernel's resolved settings and attributes and their origins\n"
    "\n"
    "Run 'kiln <command> --help' for a command's options.\n";

constexpr const char* k_build_usage =
    "usage: kiln build MANIFEST [-o DIR]\n"
    "\n"
    "Compiles every kernel of MANIFEST for every target, links one code object per target and\n"
    "writes the bundle DIR/NAME.hipfb (an existing bundle with the same bytes is left untouched).\n"
    "\n"
    "options:\n"
    "  -o, --output DIR   output directory (default: build/ beside the manifest)\n";

constexpr const char* k_inspect_usage =
    "usage: kiln inspect BUNDLE\n"
    "\n"
    "Prints the kernels of every code object in BUNDLE with their registers, LDS, scratch and spills.\n";

constexpr const char* k_explain_usage =
    "usage: kiln explain MANIFEST KERNEL [--target T] [--json]\n"
    "\n"
    "Prints, per target, every resolved setting and function attribute of KERNEL: its value, where\n"
    "it came from (builtin, defaults, kernel, kernel.target, source, intent) and its manifest line.\n"
    "\n"
    "options:\n"
    "  --target T   only this target ID\n"
    "  --json       machine-readable output\n";

int usage_error(const std::string& message, const char* usage) {
    std::cerr << "kiln: error: " << message << "\n" << usage;
    return 1;
}

int finish(const kiln::diag::Diagnostics& diags, bool ok) {
    std::cerr << diags.render_all();
    return ok ? 0 : 1;
}

int run_build(const std::vector<std::string>& args) {
    kiln::pipeline::BuildOptions options;
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-h" || a == "--help") return std::cout << k_build_usage, 0;
        if (a == "-o" || a == "--output") {
            if (i + 1 == args.size()) return usage_error("'" + a + "' needs a directory", k_build_usage);
            options.output_dir = args[++i];
        } else if (!a.empty() && a[0] == '-') {
            return usage_error("unknown option '" + a + "'", k_build_usage);
        } else {
            positional.push_back(a);
        }
    }
    if (positional.size() != 1) return usage_error("expected one manifest", k_build_usage);
    options.manifest = positional[0];

    kiln::diag::Diagnostics diags;
    auto report = kiln::pipeline::build(options, diags, [](const kiln::pipeline::Progress& p) {
        std::printf("[%zu/%zu] %s %s %.2fs%s\n", p.done, p.total, p.target.c_str(), p.kernel.c_str(), p.seconds,
                    p.ok ? "" : " failed");
        std::fflush(stdout);
    });
    if (report) {
        std::cout << "\n" << kiln::emit::format_table(kiln::pipeline::table_rows(*report)) << "\n"
                  << (report->bundle_changed ? "wrote " : "unchanged ") << report->bundle_path.string() << "\n";
    }
    return finish(diags, report.has_value());
}

int run_inspect(const std::vector<std::string>& args) {
    std::vector<std::string> positional;
    for (const auto& a : args) {
        if (a == "-h" || a == "--help") return std::cout << k_inspect_usage, 0;
        if (!a.empty() && a[0] == '-') return usage_error("unknown option '" + a + "'", k_inspect_usage);
        positional.push_back(a);
    }
    if (positional.size() != 1) return usage_error("expected one bundle", k_inspect_usage);
    kiln::diag::Diagnostics diags;
    auto report = kiln::pipeline::inspect(positional[0], diags);
    if (report) std::cout << kiln::emit::format_table(kiln::pipeline::table_rows(*report));
    return finish(diags, report.has_value());
}

int run_explain(const std::vector<std::string>& args) {
    kiln::pipeline::ExplainOptions options;
    bool json = false;
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-h" || a == "--help") return std::cout << k_explain_usage, 0;
        if (a == "--json") {
            json = true;
        } else if (a == "--target") {
            if (i + 1 == args.size()) return usage_error("'--target' needs a target ID", k_explain_usage);
            options.target = args[++i];
        } else if (!a.empty() && a[0] == '-') {
            return usage_error("unknown option '" + a + "'", k_explain_usage);
        } else {
            positional.push_back(a);
        }
    }
    if (positional.size() != 2) return usage_error("expected a manifest and a kernel name", k_explain_usage);
    options.manifest = positional[0];
    options.kernel = positional[1];
    kiln::diag::Diagnostics diags;
    auto kernels = kiln::pipeline::explain(options, diags);
    if (kernels) std::cout << (json ? kiln::emit::explain_json(*kernels) : kiln::emit::explain_text(*kernels));
    return finish(diags, kernels.has_value());
}

}  // namespace

int main(int argc, char** argv) try {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return usage_error("no command given", k_usage);
    std::string verb = args.front();
    args.erase(args.begin());
    if (verb == "-h" || verb == "--help" || verb == "help") return std::cout << k_usage, 0;
    if (verb == "build") return run_build(args);
    if (verb == "inspect") return run_inspect(args);
    if (verb == "explain") return run_explain(args);
    return usage_error("unknown command '" + verb + "'", k_usage);
} catch (const std::exception& e) {
    std::cerr << "kiln: internal error: " << e.what() << "\n";
    return 2;
}
