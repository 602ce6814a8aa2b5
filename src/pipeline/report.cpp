// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The figures behind the HTML report: each kernel's curves (from its backend's model, the same as
// its record's: target/curve.hpp), failed expectations and occupancy percentage.
#include "pipeline/report.hpp"

#include <fstream>
#include <set>

#include "codeobj/code_object.hpp"
#include "codeobj/kiln_section.hpp"
#include "target/backend.hpp"
#include "util/file.hpp"
#include "util/parallel.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

emit::Report report_of(const BuildReport& from, const std::string& title, const std::string& origin) {
    emit::Report out;
    out.title = title;
    out.origin = origin;
    std::set<target::Kind> kinds;
    for (std::size_t i = 0; i < from.targets.size(); ++i) {
        const codeobj::CodeObjectRecord& t = from.targets[i];
        const target::Backend& backend = target::backend_for(t.target);
        kinds.insert(backend.facts().kind);
        emit::ReportTarget rt;
        rt.target = t.target;
        rt.source = i < from.sources.size() ? from.sources[i] : "";
        rt.by_kiln = !t.kiln_version.empty();
        rt.kernels.resize(t.kernels.size());
        // Each kernel's curves and checks on every core, in chunks of 256 (10,000 kernels: 0.2 s on one).
        util::parallel_chunks(t.kernels.size(), 256, [&](std::size_t first, std::size_t last) {
            for (std::size_t i = first; i < last; ++i) {
                const codeobj::KernelRecord& k = t.kernels[i];
                emit::ReportKernel& rk = rt.kernels[i];
                rk.record = &k;
                rk.name = rt.by_kiln ? k.resources.name : codeobj::demangled(k.resources.name);
                rk.curves = backend.curves(k, t.target);
                std::size_t checked = 0;
                rk.violations = backend.check(k, t.target, checked);
                rk.max_waves = backend.max_waves(k, t.target);
            }
        });
        out.targets.push_back(std::move(rt));
    }
    for (const target::Kind kind : kinds) out.notes.emplace_back(target::backend(kind).curves_note());
    out.notes.push_back("Occupancy %: resident waves per SIMD (warps per SM) at the recorded launch, of the most the target holds");
    return out;
}

namespace {

// Whether the file's first byte after blanks is '{' (JSON, not a binary); a binary, perhaps a
// library of hundreds of megabytes, is read only by inspect.
bool starts_like_json(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    for (char c; in.get(c);)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return c == '{';
    return false;
}

}  // namespace

std::optional<BuildReport> load_report_input(const fs::path& path, std::string& title, diag::Diagnostics& diags) {
    std::error_code ec;
    if (!fs::is_directory(path, ec) && starts_like_json(path)) {
        auto bytes = util::read_file(path);
        if (!bytes) {
            diags.error(bytes.error());
            return std::nullopt;
        }
        auto parsed = codeobj::parse_kiln_report(*bytes);
        if (!parsed) {
            diags.error(diag::SourcePos{path.string()}, "not a kiln build report: " + parsed.error());
            return std::nullopt;
        }
        BuildReport report;
        report.bundle_path = path;
        report.targets = std::move(parsed->targets);
        report.sources = std::move(parsed->sources);
        title = fs::path(parsed->bundle).filename().string();
        return report;
    }
    title = path.filename().string();
    return inspect(path, diags);
}

}  // namespace kiln::pipeline
