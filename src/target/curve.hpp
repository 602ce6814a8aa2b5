// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Occupancy step curves, for the HTML report: blocks per CU (SM) against one resource with the
// others as recorded, from the backend's model. Blocks never rise as registers or shared memory
// grow, so those curves are found step by step, each step's end by bisection (a few hundred model
// calls for a 160 KiB LDS axis instead of 160 K); block size is not monotone (waves round up per
// block) and is swept value by value, at most 1024. Each backend's curves are in its folder.
#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include <kiln/occupancy.hpp>

namespace kiln::target {

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

// The steps of a function of the resource that never rises, over [lo, hi].
template <class F>
std::vector<CurveStep> steps_of_monotone(int lo, int hi, const F& blocks_at) {
    std::vector<CurveStep> out;
    for (int x = lo; x <= hi;) {
        const int b = blocks_at(x);
        int l = x, r = hi;  // the last value with b blocks: in [l, r]
        while (l < r) {
            const int m = l + (r - l + 1) / 2;
            if (blocks_at(m) == b) l = m;
            else r = m - 1;
        }
        out.push_back({x, l, b});
        if (l == hi) break;
        x = l + 1;
    }
    return out;
}

// The steps of any function of the resource, value by value over [lo, hi].
template <class F>
std::vector<CurveStep> steps_of_all(int lo, int hi, const F& blocks_at) {
    std::vector<CurveStep> out;
    for (int x = lo; x <= hi; ++x) {
        const int b = blocks_at(x);
        if (!out.empty() && out.back().blocks == b) out.back().to = x;
        else out.push_back({x, x, b});
    }
    return out;
}

// A curve with the next step marked when the model's next step is on one of `next_on`.
Curve curve(std::string resource, int lo, int hi, int at, std::vector<CurveStep> steps, int at_blocks,
            const occupancy::NextStep& next, std::initializer_list<occupancy::Limiter> next_on);

// `v` within [0, hi], as an int.
inline int clamp_int(std::int64_t v, std::int64_t hi) { return static_cast<int>(std::clamp<std::int64_t>(v, 0, hi)); }

}  // namespace kiln::target
