// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln inspect`: the kernels of GPU binaries as a table or JSON.
#include "tool/commands.hpp"

#include <algorithm>
#include <tuple>
#include <iostream>

#include "emit/metadata.hpp"
#include "pipeline/build.hpp"
#include "pipeline/report.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

namespace {

constexpr const char* k_inspect_usage =
    "usage: kiln inspect FILE|DIR [--block N] [--dynamic-lds N] [--json]\n"
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
    "  --block N        answer for blocks of N threads (every kernel; kiln's records keep their\n"
    "                   other launch settings); a kernel that allows fewer is warned about\n"
    "  --dynamic-lds N  answer for N bytes of dynamic LDS / shared memory a block\n"
    "  --json           machine-readable output\n";

}  // namespace

int inspect(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--json", "", false}, {"--block", "", true}, {"--dynamic-lds", "", true}}, k_inspect_usage, exit);
    if (!p) return exit;
    if (p->positional.size() != 1) return usage_error("expected one file or directory", k_inspect_usage);
    std::optional<std::int64_t> block, dynamic;
    for (const auto& [name, lowest, highest, into] : {std::tuple{"--block", 1, 1024, &block}, {"--dynamic-lds", 0, 1 << 30, &dynamic}}) {
        const auto text = p->value(name);
        int v = 0;
        if (!text) continue;
        if (!to_int(*text, v) || v < lowest || v > highest)
            return usage_error(std::string(name) + " takes a number from " + std::to_string(lowest) + " to " + std::to_string(highest) +
                                   ", not '" + *text + "'",
                               k_inspect_usage);
        *into = v;
    }
    diag::Diagnostics diags;
    auto report = pipeline::inspect(p->positional[0], diags);
    if (report && (block || dynamic)) pipeline::relaunch(*report, p->positional[0], block, dynamic, diags);
    if (report && p->has("--json")) {
        std::cout << emit::inspect_json(p->positional[0], report->targets, report->sources, report->launch_given);
    } else if (report) {
        // One table per place the code objects came from (a file, a bundle inside a library).
        const std::vector<emit::TableRow> rows = pipeline::table_rows(*report);
        const auto table = [](const std::vector<emit::TableRow>& r) {
            const std::string text = emit::format_table(r);
            return stdout_color() ? emit::color_table(text) : text;
        };
        if (report->sources.empty()) std::cout << table(rows);
        auto row = rows.begin();
        for (std::size_t t = 0; t < report->sources.size();) {
            std::size_t end = t, count = 0;
            for (; end < report->sources.size() && report->sources[end] == report->sources[t]; ++end)
                count += report->targets[end].kernels.size();
            std::cout << (t ? "\n" : "") << report->sources[t] << ":\n" << table({row, row + count});
            row += count, t = end;
        }
        if (std::any_of(rows.begin(), rows.end(), [](const emit::TableRow& r) { return r.block_assumed; }))
            std::cout << "* block size not known (not built by kiln): the kernel's maximum is assumed\n";
    }
    return finish(diags, report.has_value());
}

}  // namespace kiln::tool
