// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The build's first half (DESIGN.md, "Pipeline"): load, resolve and validate the manifest, run
// the front ends (once per source, target and front-end options), look the kernels up, expand
// `symbol = "*"` and instantiate the specializations kiln must. Everything about the manifest
// and its sources is checked before anything compiles.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "cuda/toolkit.hpp"
#include "diag/diagnostics.hpp"
#include "frontend/frontend.hpp"
#include <kiln/occupancy.hpp>
#include "manifest/manifest.hpp"
#include "manifest/resolve.hpp"
#include "pipeline/build.hpp"

namespace kiln::pipeline {

struct Job {
    const manifest::TargetId* target;
    manifest::ResolvedKernel kernel;
    const frontend::Output* source = nullptr;  // the front end's output for this kernel's source and target
    std::string object;                           // AMD: a relocatable object; NVIDIA: PTX
    std::vector<manifest::ResolvedAttr> applied;  // as compiled
    bool cached = false;                          // the object came from the cache
    std::vector<std::string> private_arrays;      // per-thread arrays left in memory (compile::CompileResult)
    // A code object built elsewhere (language "object"): nothing compiles; `object` is its bytes.
    bool prebuilt() const { return source && !source->code_object.empty(); }
};

// What makes two kernels share a front-end run: same file, target and front-end options.
using FrontKey = std::tuple<std::filesystem::path, std::string, std::string, std::vector<std::string>,
                            std::vector<std::filesystem::path>, std::string, bool, bool, bool, std::vector<std::string>, bool>;

// A kernel that asks for 64-lane waves (on gfx10+ a front end of its own; on gfx9 the default).
inline bool wave64(const Job& j) {
    return j.kernel.wavefront_size.value == 64 && j.kernel.wavefront_size.origin != manifest::Origin::builtin;
}

inline FrontKey front_key(const Job& j) {
    const auto& k = j.kernel;
    return {k.source.value, k.language.value, j.target->id.value, k.defines.value, k.include_dirs.value, k.std.value,
            k.fast_math.value, k.ftz.value, k.fmad.value, k.clang_args.value, wave64(j)};
}

inline frontend::Language language_of(const Job& j) { return frontend::language_named(j.kernel.language.value); }

// A checked manifest and its jobs, one per (target, kernel), targets then kernels in manifest
// order, with the front ends' outputs (a std::map: stable addresses, deterministic order).
struct Plan {
    manifest::Manifest manifest;
    std::vector<Job> jobs;
    std::map<FrontKey, frontend::Output> sources;
    int preludes_built = 0, preludes_from_cache = 0;
    std::optional<frontend::Rocm> rocm;  // the installation clang sources used, when there are any
    // The installation whose HIP version picks the occupancy profile and whose runtime checks it:
    // `rocm`, or where it would be for a build with AMD targets and no HIP or OpenCL source.
    std::optional<frontend::Rocm> installation;
    occupancy::Profile hip_profile = occupancy::Profile::v6_4;
    std::string hip_profile_why;  // "[bundle] hip_profile", "HIP 6.4.43482 in /opt/rocm", ...
    std::optional<cuda::Toolkit> cuda;   // the toolkit whose ptxas builds the NVIDIA targets, when there are any
    std::vector<manifest::Sweep> sweeps;  // PlanOptions::tune: the sweeps whose variants are the kernels
    std::vector<manifest::TunedPick> previous_picks;  // ... and NAME.tuned.toml's picks as they were
    std::size_t all_jobs = 0;  // PlanOptions::shard: the jobs of every share (`jobs` holds this share's)
};

// The sweep whose variant `kernel` is; none for the manifest's own kernel, a template family's
// member or any other kernel (those fail as kernels do).
const manifest::Sweep* variant_sweep(const std::vector<manifest::Sweep>& sweeps, const std::string& kernel);

// variant_sweep for many kernels: the sweeps' variants indexed once (a sweep or family of N
// variants looked up per kernel was N x N).
class VariantSweeps {
public:
    explicit VariantSweeps(const std::vector<manifest::Sweep>& sweeps);
    const manifest::Sweep* of(const std::string& kernel) const;

private:
    std::unordered_map<std::string, const manifest::Sweep*> m_sweep;  // none: the kernel is no variant
};

// kiln tune and `variants = "all"`: a sweep's variant (not the manifest's own kernel) that fails on its target (its
// front end, LLVM, ptxas, a launch the target refuses) is a `failed` row of that target's table
// and the sweep goes on. True, with the failure recorded (the first line of `message` that says
// "error", else its first line), when `job` is such a variant.
bool fail_variant(std::vector<manifest::Sweep>& sweeps, const Job& job, const std::string& message);

// "6.4 (HIP of ROCm 6.4 up to HIP 7.16: ...; for HIP 6.4.43482 in /opt/rocm)": the profile, what it
// models and why it is the one, as the build's notes and explain say it.
std::string hip_profile_summary(const Plan& plan);

// Load, resolve, validate, front ends: the plan, or nothing with the errors in `diags`.
std::optional<Plan> make_plan(const PlanOptions& options, diag::Diagnostics& diags);

}  // namespace kiln::pipeline
