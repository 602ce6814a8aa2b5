// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// NAME.tuned.toml beside the manifest, when there is one: kiln tune --write's picks, one table per
// (kernel, target), read after the manifest so a pick can be checked against it. Its errors point
// into it; a pick for a kernel or target the manifest no longer has is a warning. Each pick keeps
// its table's text, so kiln tune --write can carry the picks it does not replace.
#include <algorithm>
#include <utility>

#include "manifest/loader.hpp"
#include "manifest/toml_guard.hpp"
#include "util/file.hpp"

namespace kiln::manifest {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_pick_keys[] = {"objective", "variant", "values", "was", "source_md5", "figures", "kiln",
                                            "measured_on", "median_ms"};

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    for (std::size_t at = 0; at <= text.size();) {
        std::size_t nl = text.find('\n', at);
        if (nl == std::string::npos) nl = text.size();
        lines.push_back(text.substr(at, nl - at));
        at = nl + 1;
    }
    return lines;
}

// A table's lines, from its header to the next one (the file is kiln's: one header per pick).
std::string table_text(const std::vector<std::string>& lines, std::uint32_t header_line) {
    std::string out;
    for (std::size_t l = header_line - 1; l < lines.size(); ++l) {
        if (l > header_line - 1 && !lines[l].empty() && lines[l][0] == '[') break;
        out += lines[l] + "\n";
    }
    while (out.size() > 1 && out[out.size() - 2] == '\n') out.pop_back();
    return out;
}

}  // namespace

std::string unknown_pick_message(const std::string& kernel) {
    return "a pick for kernel '" + kernel + "', which the manifest no longer has: ignored";
}

void Loader::read_tuned(const fs::path& path) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return;
    m_manifest.tuned_path = path;
    auto text = util::read_file(path);
    if (!text) {
        m_diags.error(text.error());
        return;
    }
    m_diags.add_source(path.string(), *text);
    // Positions point into the tuned file while it is read.
    const std::string manifest_file = std::exchange(m_file, path.string());
    if (auto root = parse_tuned(*text)) read_picks(*root, *text);
    m_file = manifest_file;
}

// The file's table, or nothing (reported) when it is not TOML or not a kiln tune --write file.
std::optional<toml::table> Loader::parse_tuned(const std::string& text) {
    if (guarded(text)) return std::nullopt;
    toml::table root;
    try {
        root = toml::parse(text, m_file);
    } catch (const toml::parse_error& e) {
        m_diags.error(pos(e.source()), cause(e));
        return std::nullopt;
    }
    auto format = string_at(root, "format");
    auto version = int_at(root, "version", 1, 1);
    if (!format || format->value != "kiln-tuned" || !version) {
        m_diags.error(SourcePos{m_file, 1, 1, 1}, "not a kiln tune --write file (format = \"kiln-tuned\", version = 1)");
        return std::nullopt;
    }
    return root;
}

void Loader::read_picks(const toml::table& root, const std::string& text) {
    const std::vector<std::string> lines = lines_of(text);
    // A template family's members are kernels once it is expanded (expand_families checks them).
    const bool families = std::any_of(m_manifest.kernels.begin(), m_manifest.kernels.end(),
                                      [](const Kernel& x) { return x.instantiate.has_value(); });
    for (auto&& [kk, kv] : root) {
        const std::string kernel(kk.str());
        if (kernel == "format" || kernel == "version") continue;
        auto* targets = kv.as_table();
        if (!targets) {
            m_diags.error(pos(kk), "'" + kernel + "' must be a table of picks per target");
            continue;
        }
        const Kernel* k = m_manifest.find_kernel(kernel);
        for (auto&& [tk, tv] : *targets) {
            const std::string target(tk.str());
            auto* t = tv.as_table();
            if (!t) {
                m_diags.error(pos(tk), "'" + kernel + "." + target + "' must be a table");
                continue;
            }
            if (!k && !families) {
                m_diags.warning(pos(kk), unknown_pick_message(kernel));
                continue;
            }
            if (std::none_of(m_manifest.bundle.targets.begin(), m_manifest.bundle.targets.end(),
                             [&](const TargetId& id) { return id.id.value == target; })) {
                m_diags.warning(pos(tk), "a pick of kernel '" + kernel + "' for target '" + target +
                                             "', which the bundle no longer has: ignored");
                continue;
            }
            read_pick(kk, tk, *t, table_text(lines, tk.source().begin.line));
        }
    }
}

// [KERNEL.TARGET]: the pick's values (settings, checked as a tune axis's are), what they were in
// the manifest when it was made, and what it was made for.
void Loader::read_pick(const toml::key& kk, const toml::key& tk, const toml::table& t, std::string text) {
    const std::string kernel(kk.str()), target(tk.str());
    check_keys(t, k_pick_keys, "the pick of kernel '" + kernel + "' for " + target);
    TunedPick p{{kernel, pos(kk)}, {target, pos(tk)}, {}, {}, {}, {}, {}, std::move(text)};
    const std::string where = "the pick of kernel '" + kernel + "' for " + target;
    if (auto* values = table_at(t, "values")) read_settings(*values, p.values, where, k_tune_axis_keys);
    if (auto* was = table_at(t, "was"))
        for (auto&& [wk, wv] : *was) {
            if (auto* str = wv.as_string()) p.was.emplace_back(std::string(wk.str()), str->get());
            else m_diags.error(pos(wv.source()), "values of 'was' must be strings");
        }
    if (auto md5 = string_at(t, "source_md5")) p.source_md5 = md5->value;
    if (auto o = string_at(t, "objective")) p.objective = o->value;
    if (auto v = string_at(t, "variant")) p.variant = v->value;
    m_manifest.tuned.push_back(std::move(p));
}

}  // namespace kiln::manifest
