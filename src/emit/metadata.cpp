// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/metadata.hpp"

#include "emit/json.hpp"
#include "target/backend.hpp"

namespace kiln::emit {

namespace {

using codeobj::KernelRecord;
using codeobj::OccupancyRecord;


void write_figures(JsonWriter& w, const std::vector<target::Figure>& figures) {
    for (const target::Figure& f : figures) {
        w.key(f.key);
        if (f.value) w.value(*f.value);
        else w.null();
    }
}

// AMD's fields always (zero on NVIDIA, so every reader finds them), then the backend's own
// (NVIDIA's registers, barriers, spill bytes: null where not known, in a cubin kiln did not build).
void write_resources(JsonWriter& w, const codeobj::KernelInfo& r, const target::Backend& backend, bool spills_known) {
    w.key("vgpr_count").value(std::int64_t{r.vgpr_count});
    w.key("sgpr_count").value(std::int64_t{r.sgpr_count});
    w.key("agpr_count").value(std::int64_t{r.agpr_count});
    w.key("group_segment_fixed_size").value(std::int64_t{r.group_segment_fixed_size});
    w.key("private_segment_fixed_size").value(std::int64_t{r.private_segment_fixed_size});
    w.key("vgpr_spill_count").value(std::int64_t{r.vgpr_spill_count});
    w.key("sgpr_spill_count").value(std::int64_t{r.sgpr_spill_count});
    w.key("max_flat_workgroup_size").value(std::int64_t{r.max_flat_workgroup_size});
    w.key("wavefront_size").value(std::int64_t{r.wavefront_size});
    write_figures(w, backend.json_resources(r, spills_known));
}

void write_expect(JsonWriter& w, const codeobj::ExpectRecord& e) {
    w.begin_object();
    auto field = [&](const char* name, const std::optional<std::int64_t>& v) {
        if (v) w.key(name).value(*v);
    };
    field("min_blocks_per_cu", e.min_blocks_per_cu);
    field("max_vgprs", e.max_vgprs);
    field("max_sgprs", e.max_sgprs);
    field("max_spills", e.max_spills);
    field("max_scratch", e.max_scratch);
    w.end_object();
}

// Blocks per CU: null where kiln has no occupancy model for the target (kept as -1).
void write_blocks(JsonWriter& w, int blocks) {
    if (blocks < 0) w.null();
    else w.value(std::int64_t{blocks});
}

void write_kernel(JsonWriter& w, const KernelRecord& k, const target::Backend& backend, bool spills_known) {
    w.begin_object();
    w.key("name").value(k.resources.name);
    if (!k.object_name.empty()) w.key("object_name").value(k.object_name);
    w.key("resources").begin_object();
    write_resources(w, k.resources, backend, spills_known);
    w.end_object();
    w.key("launch").begin_object();
    w.key("block_size").value(k.block_size);
    w.key("dynamic_lds").value(k.dynamic_lds);
    write_figures(w, backend.json_launch(k));
    w.end_object();
    w.key("occupancy").begin_object();
    w.key("source").value(k.hip.source);
    w.key("profile").value(occupancy::profile_name(k.profile));
    w.key("blocks_per_cu");
    write_blocks(w, k.hip.blocks_per_cu);
    w.key("waves_per_simd").value(std::int64_t{k.hip.waves_per_simd});
    w.key("limiter").value(occupancy::limiter_name(k.hip.limiter));
    w.key("next");
    write_next_step(w, k.hip.next);
    w.end_object();
    w.key("hardware_estimate").begin_object();
    w.key("blocks_per_cu");
    write_blocks(w, k.hardware.blocks_per_cu);
    w.key("waves_per_simd").value(std::int64_t{k.hardware.waves_per_simd});
    w.key("limiter").value(occupancy::limiter_name(k.hardware.limiter));
    w.end_object();
    w.key("blocks_per_cu_by_block_size").begin_array();
    for (const auto& [block, blocks] : k.blocks_by_block_size) {
        w.begin_array().value(std::int64_t{block}).value(std::int64_t{blocks}).end_array();
    }
    w.end_array();
    w.key("attributes").begin_array();
    for (const auto& a : k.attrs) {
        w.begin_object();
        w.key("backend").value(a.backend);
        w.key("name").value(a.name);
        w.key("value").value(a.value);
        w.key("origin").value(a.origin);
        if (a.line) {
            w.key("line").value(std::int64_t{a.line});
            w.key("column").value(std::int64_t{a.column});
        }
        w.end_object();
    }
    w.end_array();
    w.key("settings").begin_object();
    for (const auto& [key, value] : k.settings) w.key(key).value(value);
    w.end_object();
    w.key("expect");
    write_expect(w, k.expect);
    w.end_object();
}

}  // namespace

void write_next_step(JsonWriter& w, const occupancy::NextStep& n) {
    if (n.blocks == 0) {
        w.null();
        return;
    }
    w.begin_object();
    w.key("blocks").value(std::int64_t{n.blocks});
    w.key("resource").value(occupancy::limiter_name(n.resource));
    w.key("at_most").value(std::int64_t{n.at_most});
    w.end_object();
}

std::string metadata_json(const codeobj::CodeObjectRecord& r) {
    JsonWriter w;
    w.begin_object();
    w.key("format").value("kiln-metadata");
    w.key("version").value(std::int64_t{r.version});
    w.key("kiln").value(r.kiln_version);
    w.key("llvm").value(r.llvm_version);
    w.key("target").value(r.target);
    if (r.prebuilt) w.key("prebuilt").value(true);
    w.key("kernels").begin_array();
    for (const auto& k : r.kernels) write_kernel(w, k, target::backend_for(r.target), target::spills_known(r));
    w.end_array();
    w.end_object();
    return w.str();
}

namespace {

// "targets": [{"target", "kiln", "llvm", "kernels": [...]}], spill figures null where the record
// does not know them (target::spills_known).
void write_targets(JsonWriter& w, const std::vector<codeobj::CodeObjectRecord>& targets, const std::vector<std::string>* sources = nullptr,
                   bool launch_given = false) {
    w.key("targets").begin_array();
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const auto& t = targets[i];
        w.begin_object();
        w.key("target").value(t.target);
        if (sources && sources->size() == targets.size()) w.key("source").value((*sources)[i]);
        if (sources) w.key("launch_known").value(launch_given || !t.kiln_version.empty());
        w.key("kiln").value(t.kiln_version);
        w.key("llvm").value(t.llvm_version);
        if (t.prebuilt) w.key("prebuilt").value(true);
        w.key("kernels").begin_array();
        for (const auto& k : t.kernels) write_kernel(w, k, target::backend_for(t.target), target::spills_known(t));
        w.end_array();
        w.end_object();
    }
    w.end_array();
}

}  // namespace

std::string report_json(const std::string& bundle_name, const std::vector<codeobj::CodeObjectRecord>& targets,
                        const std::optional<RocmUsed>& rocm, const std::optional<ProfileUsed>& profile) {
    JsonWriter w;
    w.begin_object();
    w.key("format").value("kiln-report");
    w.key("version").value(std::int64_t{2});  // 2: "kiln", the version that wrote it, and "rocm"
    w.key("kiln").value(KILN_VERSION);
    w.key("bundle").value(bundle_name);
    if (rocm) {
        w.key("rocm").begin_object().key("path").value(rocm->path);
        w.key("hip_version");
        if (rocm->hip_version.empty()) w.null();
        else w.value(rocm->hip_version);
        w.key("device_libraries").value(rocm->device_libs);
        w.key("release");
        if (rocm->release.empty()) w.null();
        else w.value(rocm->release);
        w.key("found_by").value(rocm->found_by).end_object();
    }
    if (profile) w.key("hip_profile").begin_object().key("name").value(profile->name).key("why").value(profile->why).end_object();
    write_targets(w, targets);
    w.end_object();
    return w.str();
}

std::string inspect_json(const std::string& bundle, const std::vector<codeobj::CodeObjectRecord>& targets,
                         const std::vector<std::string>& sources, bool launch_given) {
    JsonWriter w;
    w.begin_object();
    w.key("format").value("kiln-inspect");
    // 3: the kernels are the records' objects (resources / launch / occupancy), as in NAME.json.
    w.key("version").value(std::int64_t{3});
    w.key("bundle").value(bundle);
    write_targets(w, targets, &sources, launch_given);
    w.end_object();
    return w.str();
}

}  // namespace kiln::emit
