// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A tuning sweep's variants (docs/tuning.md): [kernels.NAME.tune] expanded into kernels of their
// own, each the kernel's table with one value of every axis written over it, built like any
// other kernel (shared front ends, parallel compiles, the cache).
#include <string>
#include <vector>

#include "diag/diagnostics.hpp"
#include "manifest/manifest.hpp"

namespace kiln::manifest {

struct Variant {
    std::string name;     // the kernel in the tune build: "tile_fma_v3"; the baseline: "tile_fma"
    std::string kernel;   // the tuned kernel: "tile_fma"
    std::size_t index = 0;            // its point in the sweep (points order, else the cross product's)
    std::vector<std::size_t> values;  // per axis of the kernel's tune, the value's index (none: baseline)
    // The kernel as the manifest gives it, built beside its variants so that each table (and each
    // measurement) has the untuned default to compare with.
    bool baseline = false;
};

// One tuned kernel: its sweep and the variants built for it.
struct Sweep {
    std::string kernel;
    // A template family (`instantiate`): the members are the kernels (no baseline), each built and
    // checked like a hand-written one; its axes are the template parameters.
    bool instances = false;
    Tune tune;
    std::vector<Variant> variants;
    Kernel base;  // the tuned kernel as the manifest gives it
    // Per target, the manifest's value of every axis key ("" where unset) and the kernel's source
    // file, before any pick: what kiln tune --write records (filled by the plan).
    struct Base {
        std::string target;
        std::vector<std::pair<std::string, std::string>> was;
        std::filesystem::path source;
        // The manifest's value of the axis `key` ("" where it gives none).
        std::string was_of(const std::string& key) const {
            for (const auto& [k, v] : was)
                if (k == key) return v;
            return {};
        }
    };
    std::vector<Base> bases;
    // Variants a target refused before compiling (an attribute value out of its range there): the
    // sweep goes on without them; the table lists them with the reason.
    struct Failed {
        std::string variant, target, message;
    };
    std::vector<Failed> failed;
    // [kernels.NAME.bench] (kiln tune): each variant's grid on each target, in blocks, from the
    // bench's expressions with that variant's block size and defines (filled by the plan).
    struct Grid {
        std::string variant, target;
        std::int64_t x = 1, y = 1, z = 1;
    };
    std::vector<Grid> grids;
};

// The axes a target sees: those without a backend and its backend's (fn_attrs.amdgpu axes do
// not vary an NVIDIA target).
bool axis_applies(const TuneAxis& axis, const TargetId& target);

// Replaces the manifest's kernels by each named kernel as it is (the baseline) and its variants
// (every kernel with a tune table when `only` is empty); a template family's members are kernels
// (naming the family names each). A variant is built for the targets its axes vary: every axis that
// does not apply to a target keeps its first value there, so no target builds the same variant
// twice. Errors (a named kernel without a tune table, a variant name already taken) go to `diags`.
std::vector<Sweep> expand_tune(Manifest& m, const std::vector<std::string>& only, diag::Diagnostics& diags);

// Each template family (`instantiate`) replaced by its members, each a kernel with the family's
// other settings (its tune table, `variants`); the families as sweeps (`instances`).
std::vector<Sweep> expand_instances(Manifest& m, diag::Diagnostics& diags);

// kiln build: each template family replaced by its members, then each kernel with `variants =
// "all"` (a family's members too) followed by its variants, the other kernels as they are,
// NAME.tuned.toml's picks kept (they apply to the manifest's kernels, a family's members by name).
std::vector<Sweep> expand_families(Manifest& m, diag::Diagnostics& diags);

// The settings `top` gives written over `base`: each value `top` sets, and its attributes by name.
void overlay(KernelSettings& base, const KernelSettings& top);

}  // namespace kiln::manifest
