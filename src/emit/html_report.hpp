// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The HTML occupancy report (NAME.html, `kiln report`): one self-contained page, inline CSS and
// SVG and a few lines of inline script for sorting, no network. Its figures are the records' and,
// for the curves, the occupancy model's (each backend's curves, gathered by pipeline/report.cpp).
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"
#include "target/curve.hpp"

namespace kiln::emit {

struct ReportKernel {
    const codeobj::KernelRecord* record = nullptr;
    std::string name;                     // as shown (demangled for code objects kiln did not build)
    std::vector<target::Curve> curves;    // empty: no occupancy model for the target
    std::vector<std::string> violations;  // failed expectations, one line each (`kiln check`'s)
    int max_waves = 0;                    // waves per SIMD (warps per SM) the target holds; 0: unknown
};

struct ReportTarget {
    std::string target;
    std::string source;   // where it was read (empty: the report's own bundle)
    bool by_kiln = true;  // false: the launch is unknown (the kernel's largest block is assumed)
    std::string model;    // "hip-model 6.4", "cuda-model" (the curves' source)
    std::vector<ReportKernel> kernels;
};

struct Report {
    std::string title;    // the bundle's name or the file read
    std::string origin;   // what was read: "build/example.json", "app.so"
    std::vector<ReportTarget> targets;
    std::vector<std::string> notes;
};

std::string html_report(const Report& report);

// `kiln report OLD NEW`: how each (kernel, target) moved, changes first.
std::string html_diff(const Report& before, const Report& after);

}  // namespace kiln::emit
