// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Manifest loading: TOML text -> Manifest. Checks the whole schema and reports every error before
// returning, each at the key or value it concerns. Attribute values are checked per target by
// validate.cpp. The loader (loader.hpp) reads by phase, each in its own file: [bundle] and its
// targets (load_bundle.cpp), [defaults] and every layer's settings (load_settings.cpp), the kernel
// tables (load_kernels.cpp) with their tune and bench tables (load_tune.cpp, load_bench.cpp), then
// NAME.tuned.toml (load_tuned.cpp); load_toml.cpp holds the typed readers they share. Only these
// files include TOML++.
#include <algorithm>

#include "manifest/loader.hpp"
#include "util/file.hpp"

namespace kiln::manifest {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_top_keys[] = {"bundle", "defaults", "kernels"};

}  // namespace

Loader::Loader(const fs::path& path, diag::Diagnostics& diags, bool partial)
    : m_file(path.string()), m_diags(diags), m_partial(partial), m_first_diag(diags.all().size()) {
    m_manifest.path = path;
    m_manifest.dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
}

std::optional<Manifest> Loader::run(const std::string& text) {
    if (guarded(text)) return std::nullopt;
    toml::table root;
    try {
        root = toml::parse(text, m_file);
    } catch (const toml::parse_error& e) {
        m_diags.error(pos(e.source()), cause(e));
        return std::nullopt;
    }
    check_keys(root, k_top_keys, "the manifest");
    if (auto* b = table_at(root, "bundle")) read_bundle(*b);
    else m_diags.error(SourcePos{m_file, 1, 1, 1}, "missing [bundle] table");
    if (auto* d = table_at(root, "defaults")) read_settings(*d, m_manifest.defaults, "[defaults]", k_settings_keys);
    const std::size_t global_errors = m_diags.error_count();
    if (table_at(root, "kernels")) read_kernels(*root.get("kernels")->as_table());
    if (m_manifest.kernels.empty() && !m_diags.has_errors())
        m_diags.error(SourcePos{m_file, 1, 1, 1}, "the manifest lists no kernels; add a [kernels.NAME] table");
    if (!m_manifest.bundle.name.value.empty()) read_tuned(m_manifest.dir / (m_manifest.bundle.name.value + ".tuned.toml"));
    m_diags.sort_by_position(m_first_diag);
    if (!m_diags.has_errors()) return std::move(m_manifest);
    // Partial: only when every error lies in some kernel's own tables.
    std::size_t kernel_errors = 0;
    for (const auto& k : m_manifest.kernels) kernel_errors += k.has_errors ? 1 : 0;
    if (!m_partial || global_errors > 0 || kernel_errors == 0 || m_kernel_table_errors != m_diags.error_count() - global_errors)
        return std::nullopt;
    return std::move(m_manifest);
}

const Kernel* Manifest::find_kernel(std::string_view name) const {
    for (const auto& k : kernels)
        if (k.name.value == name) return &k;
    return nullptr;
}

bool builds_for(const Kernel& k, const TargetId& target) {
    return !k.only_targets || std::find(k.only_targets->value.begin(), k.only_targets->value.end(), target.id.value) !=
                                  k.only_targets->value.end();
}

std::optional<Manifest> load(const fs::path& path, diag::Diagnostics& diags, bool partial) {
    auto text = util::read_file(path);
    if (!text) {
        diags.error(text.error());
        return std::nullopt;
    }
    diags.add_source(path.string(), *text);
    return Loader(path, diags, partial).run(*text);
}

}  // namespace kiln::manifest
