// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// `kiln check`: each kernel's stored expectations against its stored figures (each backend's
// target::Backend::check).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"
#include "diag/diagnostics.hpp"

namespace kiln::pipeline {

struct CheckResult {
    std::size_t kernels = 0;       // (kernel, target) pairs looked at
    std::size_t expectations = 0;  // expectations checked
    std::vector<std::string> violations;  // one line each, e.g. "gemm gfx942: 1 block/CU at block 256, ..."
};

struct CheckOptions {
    std::filesystem::path bundle;
    std::optional<std::string> kernel;  // only this kernel
    std::optional<std::string> target;  // only this target ID
    // The manifest the bundle was built from: the bundle must be its build as the manifest and
    // every input are now (the build's stamp beside the bundle), or check fails saying what changed.
    std::optional<std::filesystem::path> manifest;
};

// Reads the bundle's .kiln sections; an error when the bundle carries none (not built by kiln),
// or when the filters match nothing.
std::optional<CheckResult> check(const CheckOptions& options, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
