// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Occupancy step curves, for the HTML report: resident waves per SIMD (warps per SM), and the
// blocks per CU (SM) they come from, against one resource with the others as recorded, from the
// backend's model. Blocks never rise as registers or shared memory
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

// The model at one value of a resource: blocks per CU (SM) and the waves per SIMD (warps per SM)
// they keep resident.
struct Point {
    int blocks = 0, waves = 0;
    bool operator==(const Point&) const = default;
};

// The model over [from, to] of one resource, the others as recorded.
struct CurveStep {
    int from = 0, to = 0;
    Point at;
};

// One step curve of a kernel against one resource. Marks at -1 are absent.
struct Curve {
    std::string resource;  // "VGPRs", "LDS bytes (static + dynamic)", "block size", "registers"
    int lo = 0, hi = 0;    // the axis
    int at = 0;            // the kernel's own value, and the model there
    Point at_point;
    std::vector<CurveStep> steps;
    int split = -1;        // unified VGPRs: the kernel's AGPRs start here (architectural VGPRs below)
    int next_at = -1;      // the next step: at most this much gives `next`
    Point next;
    int expect_at = -1;    // an `expect` bound on this axis (max_vgprs): at most this much
    int max_waves = 0;     // the most waves per SIMD (warps per SM) the target holds: 100 %
    // Waves per block and per SIMD count (1 on NVIDIA) at the recorded block, where the axis keeps
    // the block: waves = ceil(blocks * waves_per_block / simds). 0 on the block-size axis.
    int waves_per_block = 0, simds = 1;
};

// The steps of a function of the resource that never rises, over [lo, hi].
template <class F>
std::vector<CurveStep> steps_of_monotone(int lo, int hi, const F& point_at) {
    std::vector<CurveStep> out;
    for (int x = lo; x <= hi;) {
        const Point b = point_at(x);
        int l = x, r = hi;  // the last value with the same point: in [l, r]
        while (l < r) {
            const int m = l + (r - l + 1) / 2;
            if (point_at(m) == b) l = m;
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
std::vector<CurveStep> steps_of_all(int lo, int hi, const F& point_at) {
    std::vector<CurveStep> out;
    for (int x = lo; x <= hi; ++x) {
        const Point b = point_at(x);
        if (!out.empty() && out.back().at == b) out.back().to = x;
        else out.push_back({x, x, b});
    }
    return out;
}

// A curve with the next step marked when the model's next step is on one of `next_on` (its point
// read from the steps).
Curve curve(std::string resource, int lo, int hi, int at, std::vector<CurveStep> steps, Point at_point,
            const occupancy::NextStep& next, std::initializer_list<occupancy::Limiter> next_on);

// `v` within [0, hi], as an int.
inline int clamp_int(std::int64_t v, std::int64_t hi) { return static_cast<int>(std::clamp<std::int64_t>(v, 0, hi)); }

}  // namespace kiln::target
