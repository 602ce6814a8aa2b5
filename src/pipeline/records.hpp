// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Turns what a code object says about a kernel, plus how the kernel is launched, into kiln's
// record: its backend's occupancy (target::Backend::add_occupancy: HIP's with the hardware
// estimate, or CUDA's), blocks per CU (SM) for every block size.
#include <optional>
#include <string>

#include "codeobj/kernel_record.hpp"
#include "manifest/resolve.hpp"

namespace kiln::pipeline {

// NVIDIA launch settings (manifest shared_carveout / max_dynamic_lds; -1: the defaults).
struct NvidiaLaunch {
    std::int64_t shared_carveout = -1, max_dynamic_lds = -1;
};

codeobj::KernelRecord make_record(const codeobj::KernelInfo& info, const std::string& target_id, std::int64_t block_size,
                                  std::int64_t dynamic_lds, occupancy::Profile profile, NvidiaLaunch nvidia = {});

// The resolved attributes (as compiled), the compile settings the manifest gives and the
// expectations of a manifest kernel, for the record; paths under the manifest's directory
// `manifest_dir` relative to it (the same bytes from any checkout).
void add_manifest_facts(codeobj::KernelRecord& record, const std::vector<manifest::ResolvedAttr>& applied,
                        const manifest::ResolvedKernel& k, const std::filesystem::path& manifest_dir);

occupancy::Profile to_occupancy_profile(manifest::HipProfile p);
// What a profile models ("HIP of ROCm 6.1 to 6.3: ..."), in the build's notes and explain.
const char* profile_description(occupancy::Profile p);

// Why a kernel as compiled cannot be launched the way the manifest says, each at the manifest value
// to blame: a block size above the kernel's maximum (wherever that came from: the manifest, the
// source's __launch_bounds__ or reqd_work_group_size), a block size other than the required one,
// static plus dynamic LDS beyond the target's. The HIP runtime would refuse every such launch.
struct LaunchProblem {
    diag::SourcePos pos;
    std::string message;
};
std::vector<LaunchProblem> launch_problems(const manifest::ResolvedKernel& kernel, const codeobj::KernelInfo& compiled,
                                           const std::vector<manifest::ResolvedAttr>& applied, std::uint32_t lds_bytes);

// Why a .kiln record cannot be believed for the code object it sits in (nothing when it can): a
// bundle is hostile input, and its .kiln section a claim. The record must describe `entry_target`,
// list exactly the kernels of the object's own AMDHSA note with the same resources, launch within
// each kernel's maximum block size, and, where its occupancy came from kiln's model, say what the
// model says.
std::optional<std::string> record_disagreement(const codeobj::CodeObjectRecord& record, const codeobj::CodeObjectInfo& note,
                                               const std::string& entry_target);

}  // namespace kiln::pipeline
