// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln explain`: a kernel's resolved settings and attributes and where each came from.
#include "tool/commands.hpp"

#include <filesystem>
#include <iostream>

#include "emit/explain.hpp"
#include "pipeline/build.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

namespace {

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

}  // namespace

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

}  // namespace kiln::tool
