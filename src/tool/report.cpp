// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln report`: the HTML occupancy report of a build or binary, or of two compared.
#include "tool/commands.hpp"

#include <iostream>

#include "pipeline/report.hpp"
#include "tool/common.hpp"
#include "util/file.hpp"

namespace kiln::tool {

namespace {

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

}  // namespace

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

}  // namespace kiln::tool
