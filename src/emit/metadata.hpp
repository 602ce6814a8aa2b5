// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Writers for kiln's per-code-object metadata (the .kiln section, docs/metadata.md), the build
// report NAME.json, and `kiln inspect --json`.
#include <optional>
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"

namespace kiln::emit {

std::string metadata_json(const codeobj::CodeObjectRecord& record);

class JsonWriter;
// An occupancy next step as {"blocks", "resource", "at_most"}, or null when there is none.
void write_next_step(JsonWriter& w, const occupancy::NextStep& n);

// The report `kiln build` writes beside the bundle (docs/metadata.md): every target's kernels
// with the same per-kernel objects as the .kiln section.
// The ROCm installation HIP and OpenCL sources were compiled against, for the report.
struct RocmUsed {
    std::string path;
    std::string hip_version;  // empty: unknown
    std::string device_libs;
    std::string release;      // the ROCm release; empty: unknown
    std::string found_by;     // "ROCM_PATH", "--rocm-path", ...
};
// The HIP profile of the AMD targets' figures and why it is the one.
struct ProfileUsed {
    std::string name;  // "6.4"
    std::string why;   // "given in [bundle] hip_profile", "the profile of HIP 6.4.43482 in /opt/rocm", ...
};
std::string report_json(const std::string& bundle_name, const std::vector<codeobj::CodeObjectRecord>& targets,
                        const std::optional<RocmUsed>& rocm = std::nullopt, const std::optional<ProfileUsed>& profile = std::nullopt);

// `kiln inspect --json` (format kiln-inspect, version 3): {"bundle": the path given, "targets":
// [...]} with the report's kernel objects; each target also says "source" (where it was read: a
// file, a bundle in a library's .hip_fatbin) when `sources` has one per target, and
// "launch_known" (false: not built by kiln and no launch given, the block is the kernel's maximum).
// A cubin kiln did not build has null spills.
std::string inspect_json(const std::string& bundle, const std::vector<codeobj::CodeObjectRecord>& targets,
                         const std::vector<std::string>& sources = {}, bool launch_given = false);

}  // namespace kiln::emit
