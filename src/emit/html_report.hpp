// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The HTML occupancy report (NAME.html, `kiln report`): one self-contained page, inline CSS and
// SVG and a few lines of inline script for sorting, no network. Its figures are the records' and,
// for the curves, the occupancy model's (computed by the caller: pipeline/report.cpp).
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"

namespace kiln::emit {

// Blocks per CU (SM) over [from, to] of one resource, the others as recorded.
struct CurveStep {
    int from = 0, to = 0, blocks = 0;
};

// One step curve of a kernel: blocks per CU against one resource. Marks at -1 are absent.
struct Curve {
    std::string resource;  // "VGPRs", "LDS bytes (static + dynamic)", "block size", "registers"
    int lo = 0, hi = 0;    // the axis
    int at = 0;            // the kernel's own value, and its blocks there
    int at_blocks = 0;
    std::vector<CurveStep> steps;
    int split = -1;        // unified VGPRs: the kernel's AGPRs start here (architectural VGPRs below)
    int next_at = -1;      // the next step: at most this much gives `next_blocks`
    int next_blocks = 0;
    int expect_at = -1;    // an `expect` bound on this axis (max_vgprs): at most this much
};

struct ReportKernel {
    const codeobj::KernelRecord* record = nullptr;
    std::string name;                     // as shown (demangled for code objects kiln did not build)
    std::vector<Curve> curves;            // empty: no occupancy model for the target
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
