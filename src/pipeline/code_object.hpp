// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// One target's step from its compiled kernels to the code object in the bundle, one
// implementation per backend, run alike by the build (build.cpp):
//   AMD (amdgpu.cpp)    each kernel's relocatable object is read back alone; then one lld link
//                       with the sources' device variables, the merged metadata note and the
//                       .kiln section (the HIP runtime's own figures first, where a device is).
//   NVIDIA (nvptx.cpp)  one whole-program ptxas run over the target's PTX (device variables first)
//                       makes the cubin, read back; the record goes into the bundle's host entry.
// make_step() is its switch (the other per-backend seam, target::Backend, has its own).
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cache/cache.hpp"
#include "codeobj/kernel_record.hpp"
#include "diag/diagnostics.hpp"
#include "hip/hip_runtime.hpp"
#include "pipeline/plan.hpp"
#include "pipeline/records.hpp"

namespace kiln::pipeline {

// The HIP runtime, where this machine has one (loaded while the kernels compile).
struct HipProbe {
    std::unique_ptr<hip::Runtime> runtime;
    std::string why_not;
};

// What every step uses.
struct StepContext {
    const manifest::Manifest& manifest;
    const Plan& plan;
    cache::Cache* cache;
    std::vector<manifest::Sweep>* sweeps;  // kiln tune, `variants = "all"`: refused variants are dropped
    HipProbe& hip;
    diag::Diagnostics& diags;
};

// Bundle host-entry metadata: (the code object's entry ID, its .kiln JSON).
using HostMetadata = std::vector<std::pair<std::string, std::string>>;

class CodeObjectStep {
public:
    virtual ~CodeObjectStep() = default;
    // Makes what reading the target's kernels needs (NVIDIA: its cubin), unless made: false, with
    // the errors in the diagnostics, on failure. May drop variants a tool refuses from `jobs`.
    virtual bool prepare(std::vector<Job>& jobs) = 0;
    // A kernel's figures as compiled, or why they cannot be read.
    virtual Result<codeobj::KernelInfo> kernel(const Job& j) = 0;
    // A kernel of the target was dropped after prepare (its launch refused): whether prepare must
    // make its product again.
    virtual bool dropped() { return false; }
    // The launch settings the record is computed for.
    virtual NvidiaLaunch launch(const Job&) const { return {}; }
    // The code object carrying `record` (its .kiln metadata), from `jobs`' objects (the target's);
    // the record may be refined (the HIP runtime's own figures), and host-entry metadata added. An
    // error with an empty reason: the step has reported its errors in the diagnostics.
    virtual Result<std::string> finish(codeobj::CodeObjectRecord& record, const std::vector<const Job*>& jobs,
                                       HostMetadata& host) = 0;
    // What is wrong with the finished code object as read back, beyond what every backend checks.
    virtual std::optional<std::string> check_finished(const codeobj::CodeObjectInfo&) const { return std::nullopt; }
};

std::unique_ptr<CodeObjectStep> amdgpu_step(const StepContext& c, const manifest::TargetId& t);
std::unique_ptr<CodeObjectStep> nvptx_step(const StepContext& c, const manifest::TargetId& t);
// A target whose kernels come from a code object built elsewhere: that object as it is (prebuilt.cpp).
std::unique_ptr<CodeObjectStep> prebuilt_step(const StepContext& c, const manifest::TargetId& t);
std::unique_ptr<CodeObjectStep> make_step(const StepContext& c, const manifest::TargetId& t, bool prebuilt);

struct CodeObjects {
    std::vector<std::string> objects;  // per target
    HostMetadata host;                 // for the bundle's host entry
};

// Every target's code object, in the manifest's target order, through its step: first each
// kernel's figures as compiled and the launches the runtime would refuse, for every kernel and
// target at once (a refused sweep variant is dropped from `jobs`; a step whose product holds every
// kernel, an NVIDIA cubin, makes it again); then per target the records (into `targets`) and one
// code object carrying them, read back and checked against them. Nothing, with the errors in the
// diagnostics, on failure.
std::optional<CodeObjects> make_code_objects(const StepContext& c, std::vector<Job>& jobs, occupancy::Profile profile,
                                             std::vector<codeobj::CodeObjectRecord>& targets);

}  // namespace kiln::pipeline
