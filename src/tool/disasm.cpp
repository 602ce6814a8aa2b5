// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln disasm`: one kernel's machine code, spills marked.
#include "tool/commands.hpp"

#include <iostream>

#include "pipeline/build.hpp"
#include "tool/common.hpp"

namespace kiln::tool {

namespace {

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

}  // namespace

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

}  // namespace kiln::tool
