// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "target/curve.hpp"

namespace kiln::target {

Curve curve(std::string resource, int lo, int hi, int at, std::vector<CurveStep> steps, int at_blocks,
            const occupancy::NextStep& next, std::initializer_list<occupancy::Limiter> next_on) {
    Curve c;
    c.resource = std::move(resource);
    c.lo = lo;
    c.hi = hi;
    c.at = at;
    c.at_blocks = at_blocks;
    c.steps = std::move(steps);
    if (next.blocks > 0 && std::find(next_on.begin(), next_on.end(), next.resource) != next_on.end()) {
        c.next_at = next.at_most;
        c.next_blocks = next.blocks;
    }
    return c;
}

}  // namespace kiln::target
