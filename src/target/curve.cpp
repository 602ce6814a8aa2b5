// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/curve.hpp"

namespace kiln::target {

Curve curve(std::string resource, int lo, int hi, int at, std::vector<CurveStep> steps, Point at_point,
            const occupancy::NextStep& next, std::initializer_list<occupancy::Limiter> next_on) {
    Curve c;
    c.resource = std::move(resource);
    c.lo = lo;
    c.hi = hi;
    c.at = at;
    c.at_point = at_point;
    c.steps = std::move(steps);
    if (next.blocks > 0 && std::find(next_on.begin(), next_on.end(), next.resource) != next_on.end()) {
        c.next_at = next.at_most;
        c.next = {next.blocks, 0};
        for (const CurveStep& s : c.steps)
            if (s.from <= next.at_most && next.at_most <= s.to) c.next = s.at;
    }
    return c;
}

}  // namespace kiln::target
