// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// `kiln occupancy`'s parts: the command (occupancy.cpp: its usage, one resource swept as a step
// table, and the one switch to a backend's calculator), and one calculator per backend, each
// with its own options, model and answer (occupancy_amdgpu.cpp: HIP's; occupancy_nvptx.cpp:
// CUDA's). The models themselves are include/kiln/occupancy.hpp's.
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>

#include <kiln/occupancy.hpp>

#include "tool/args.hpp"

namespace kiln::tool {

extern const char* const k_occupancy_usage;

// One option given as "A..B": swept from A to B.
struct Sweep {
    std::string option;
    int from = 0, to = 0;
};

// The sweep among `options`, if any; the parsed values get A in its place. An error text when the
// range is malformed or more than one option sweeps.
std::optional<Sweep> take_sweep(Parsed& p, std::initializer_list<const char*> options, std::string& error);

struct Point {
    int blocks, waves;
    occupancy::Limiter limiter;
};

// The step table of a sweep: consecutive values with the same blocks and limiter as one range.
int print_sweep(const Sweep& sweep, const std::string& target, bool json, const char* waves_name, const std::string& assumes,
                const std::function<Point(int)>& at);

// Each backend's calculator, for its --target.
int amdgpu_occupancy(Parsed& p);
int nvptx_occupancy(Parsed& p);

}  // namespace kiln::tool
