// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The generated loader header, NAME.hpp (docs/loader.md): namespace NAME with a Library that
// loads the bundle (embedded through the assembler's .incbin, or from a path) on the current
// device, one accessor per kernel returning a handle that launches with checked arguments, and the
// kernels' stored figures as constexpr tables.
#include <optional>
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"

namespace kiln::emit {

struct LoaderKernel {
    std::string name;
    std::vector<codeobj::ArgInfo> args;                 // explicit arguments, from the metadata
    std::optional<std::vector<std::string>> arg_types;  // from the manifest's `args`, when given
    std::vector<std::pair<std::string, codeobj::KernelRecord>> per_target;  // (target ID, record)
};

// A kernel family (`variants = "all"`): the manifest's kernel and the variants of its tune sweep.
struct LoaderFamily {
    std::string name;               // the manifest's kernel
    std::vector<std::string> axes;  // the sweep's axis keys
    struct Member {
        std::string kernel;               // one of the header's kernels
        std::vector<std::string> values;  // per axis
    };
    std::vector<Member> members;              // the manifest's kernel first, then the variants in point order
    std::vector<std::string> tuned_targets;  // where the manifest's kernel carries NAME.tuned.toml's pick
    bool instances = false;                   // a template family: axes are parameter names, no baseline
};

struct LoaderHeader {
    std::string ns;            // the bundle name
    std::string bundle_hash;   // of the bundle's bytes: the header changes whenever the bundle does
    std::string manifest;      // for the comment at the top
    occupancy::Profile profile = occupancy::Profile::v6_4;
    std::vector<std::string> targets;
    std::vector<LoaderKernel> kernels;
    std::vector<LoaderFamily> families;
};

std::string loader_header(const LoaderHeader& h);

}  // namespace kiln::emit
