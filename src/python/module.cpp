// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln._kiln: the parts of kiln Python's `import kiln` calls in process (python/kiln/__init__.py
// wraps them): reading GPU binaries as `kiln inspect` does, a kernel's figures for another launch
// as `kiln inspect --block --dynamic-lds` gives them, and the occupancy calculator. Every answer is
// the JSON kiln's CLI prints, made by the same code, so the two cannot drift apart.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <stdexcept>
#include <string>

#include <kiln/occupancy.hpp>

#include "diag/diagnostics.hpp"
#include "emit/metadata.hpp"
#include "pipeline/build.hpp"
#include "pipeline/records.hpp"
#include "target/backend.hpp"
#include "target/target.hpp"

namespace py = pybind11;
using namespace kiln;

namespace {

// kiln's diagnostics as one Python exception (kiln.Error): every error, one a line.
[[noreturn]] void raise(const diag::Diagnostics& diags, const std::string& fallback) {
    std::string text;
    for (const auto& d : diags.all())
        if (d.severity == diag::Severity::error) text += (text.empty() ? "" : "\n") + diags.render(d);
    throw std::invalid_argument(text.empty() ? fallback : text);
}

// What was read: kept in C++ so that a kernel's figures for another launch come from its full
// resources (the same record `kiln inspect --block` recomputes), not from their JSON.
struct Inspection {
    pipeline::BuildReport report;

    std::string json() const { return emit::inspect_json(report.bundle_path.string(), report.targets, report.sources, report.launch_given); }

    const codeobj::KernelRecord& at(std::size_t target, std::size_t kernel) const {
        if (target >= report.targets.size() || kernel >= report.targets[target].kernels.size()) throw std::out_of_range("no such kernel");
        return report.targets[target].kernels[kernel];
    }

    // The kernel's backend ("amdgpu", "nvptx") and registers a thread, as its backend counts them.
    std::pair<std::string, std::int64_t> backend(std::size_t target, std::size_t kernel) const {
        const codeobj::KernelRecord& k = at(target, kernel);
        const target::Backend& b = target::backend_for(report.targets[target].target);
        return {std::string(b.facts().name), b.registers(k.resources)};
    }

    // One kernel as a one-kernel inspection's JSON, for another launch (a value not given stays
    // the record's), and relaunch's warnings (a block beyond the kernel's maximum).
    std::pair<std::string, std::vector<std::string>> relaunch(std::size_t target, std::size_t kernel, std::optional<std::int64_t> block,
                                                              std::optional<std::int64_t> dynamic_lds) const {
        at(target, kernel);
        pipeline::BuildReport one;
        one.bundle_path = report.bundle_path;
        codeobj::CodeObjectRecord record = report.targets[target];
        record.kernels = {record.kernels[kernel]};
        one.targets.push_back(std::move(record));
        diag::Diagnostics diags;
        pipeline::relaunch(one, one.bundle_path, block, dynamic_lds, diags);
        std::vector<std::string> warnings;
        for (const auto& d : diags.all()) warnings.push_back(d.message);
        return {emit::inspect_json(one.bundle_path.string(), one.targets, {}, true), std::move(warnings)};
    }
};

Inspection inspect(const py::object& what) {
    diag::Diagnostics diags;
    std::optional<pipeline::BuildReport> report;
    if (py::isinstance<py::bytes>(what) || py::isinstance<py::bytearray>(what) || py::isinstance<py::memoryview>(what)) {
        const std::string bytes = py::bytes(py::module_::import("builtins").attr("bytes")(what));
        report = pipeline::inspect_bytes(bytes, "<bytes>", diags);
    } else {
        const std::string path = py::str(py::module_::import("os").attr("fspath")(what));
        report = pipeline::inspect(path, diags);
    }
    if (!report) raise(diags, "nothing kiln reads");
    return Inspection{std::move(*report)};
}

// kiln occupancy's answer for a kernel of these resources on `target`: the record a build makes
// for such a kernel (make_record: the target's backend model), as a one-kernel inspection's JSON.
std::string occupancy_json(const std::string& target, std::int64_t block, std::int64_t vgprs, std::int64_t sgprs, std::int64_t agprs,
                           std::int64_t registers, std::int64_t lds, std::int64_t dynamic_lds, std::int64_t scratch, std::int64_t wavefront,
                           std::int64_t barriers, const std::string& profile) {
    occupancy::Profile p{};
    if (!occupancy::profile_from_name(profile.c_str(), p)) throw std::invalid_argument("unknown profile '" + profile + "'; use 6.4, 6.1 or trap");
    if (wavefront != 0 && wavefront != 32 && wavefront != 64) throw std::invalid_argument("wavefront is 32 or 64, not " + std::to_string(wavefront));
    if (wavefront)
        if (auto why = target::backend_for(target).wavefront_problem(target, static_cast<int>(wavefront))) throw std::invalid_argument(*why);
    if (block < 1 || block > 1024) throw std::invalid_argument("block takes 1 to 1024 threads, not " + std::to_string(block));
    for (std::int64_t v : {vgprs, sgprs, agprs, registers, lds, dynamic_lds, scratch, barriers})
        if (v < 0 || v > (std::int64_t{1} << 30)) throw std::invalid_argument("resources are counts from 0, not " + std::to_string(v));
    codeobj::KernelInfo info;
    info.name = "kernel";
    const auto u = [](std::int64_t v) { return static_cast<std::uint32_t>(v); };
    info.vgpr_count = u(vgprs), info.sgpr_count = u(sgprs), info.agpr_count = u(agprs), info.registers = u(registers);
    info.group_segment_fixed_size = u(lds), info.private_segment_fixed_size = u(scratch), info.barriers = u(barriers);
    info.max_flat_workgroup_size = 1024;
    info.wavefront_size = u(wavefront);  // 0: the processor's default, as kiln occupancy without --wavefront
    codeobj::CodeObjectRecord record{codeobj::k_metadata_version, "", "", target, {}};
    record.kernels.push_back(pipeline::make_record(info, target, block, dynamic_lds, p));
    // Each backend marks a target it has no model for with blocks -1 ("n/a (no model for ...)").
    if (record.kernels[0].hip.blocks_per_cu < 0)
        throw std::invalid_argument("no occupancy model for '" + target + "' (kiln occupancy --help lists the targets)");
    return emit::inspect_json("", {record}, {}, true);
}

}  // namespace

PYBIND11_MODULE(_kiln, m) {
    m.doc() = "kiln's readers and occupancy models (use the kiln package, not this module)";
    m.attr("version") = KILN_VERSION;
    py::class_<Inspection>(m, "Inspection")
        .def("json", &Inspection::json)
        .def("backend", &Inspection::backend, py::arg("target"), py::arg("kernel"))
        .def("relaunch", &Inspection::relaunch, py::arg("target"), py::arg("kernel"), py::arg("block") = py::none(),
             py::arg("dynamic_lds") = py::none());
    m.def("inspect", &inspect, py::arg("what"));
    m.def("occupancy", &occupancy_json, py::arg("target"), py::arg("block"), py::arg("vgprs"), py::arg("sgprs"), py::arg("agprs"),
          py::arg("registers"), py::arg("lds"), py::arg("dynamic_lds"), py::arg("scratch"), py::arg("wavefront"), py::arg("barriers"),
          py::arg("profile"));
}
