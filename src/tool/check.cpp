// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln check`: every kernel's expectations stored in a bundle, checked again.
#include "tool/commands.hpp"

#include <iostream>

#include "pipeline/check.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

namespace {

constexpr const char* k_check_usage =
    "usage: kiln check BUNDLE [--kernel K] [--target T] [--manifest M]\n"
    "\n"
    "Compares every kernel's expectations ([kernels.NAME.expect], min_blocks_per_cu) with its\n"
    "figures, both stored in the bundle. Prints one line per violation and exits with 3 if any (1 on an error).\n"
    "\n"
    "options:\n"
    "  --kernel K   only this kernel\n"
    "  --target T   only this target ID\n"
    "  --manifest M the manifest BUNDLE was built from: an error unless BUNDLE is its build as M and\n"
    "               every input are now (a build that failed since left the last good bundle)\n";

}  // namespace

int check(const Args& args) {
    int exit = 0;
    auto p = parse_args(args, {{"--kernel", "", true}, {"--target", "", true}, {"--manifest", "", true}}, k_check_usage, exit);
    if (!p) return exit;
    if (p->positional.size() != 1) return usage_error("expected one bundle", k_check_usage);
    diag::Diagnostics diags;
    auto result = pipeline::check({p->positional[0], p->value("--kernel"), p->value("--target"),
                                   p->value("--manifest") ? std::optional<std::filesystem::path>(*p->value("--manifest")) : std::nullopt},
                                  diags);
    if (!result) return finish(diags, false);
    for (const auto& v : result->violations) std::cout << v << "\n";
    if (result->violations.empty())
        std::cout << "ok: " << result->expectations << " expectations on " << result->kernels
                  << (result->kernels == 1 ? " kernel" : " kernels") << " hold\n";
    if (!result->violations.empty()) diags.expectation_failed();
    return finish(diags, result->violations.empty());
}

}  // namespace kiln::tool
