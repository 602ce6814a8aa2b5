// Manifest loading: TOML text -> Manifest. The only translation unit that includes TOML++ (it
// costs seconds per file). Checks the whole file and reports every error before returning, each
// at the key or value it concerns.
#include <toml++/toml.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "manifest/manifest.hpp"
#include "manifest/registry.hpp"
#include "util/file.hpp"
#include "util/strings.hpp"

namespace kiln::manifest {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_top_keys[] = {"bundle", "defaults", "kernels"};
constexpr std::string_view k_bundle_keys[] = {"name", "targets", "code_object_version"};
constexpr std::string_view k_kernel_keys[] = {"source", "symbol", "block_size", "dynamic_lds", "fn_attrs"};
constexpr std::string_view k_processors[] = {"gfx942", "gfx950"};
constexpr std::string_view k_features[] = {"sramecc", "xnack"};

bool is_identifier(std::string_view s) {
    if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

class Loader {
public:
    Loader(const fs::path& path, diag::Diagnostics& diags)
        : m_file(path.string()), m_diags(diags), m_first_diag(diags.all().size()) {
        m_manifest.path = path;
        m_manifest.dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    }

    std::optional<Manifest> run(const std::string& text) {
        toml::table root;
        try {
            root = toml::parse(text, m_file);
        } catch (const toml::parse_error& e) {
            m_diags.error(pos(e.source()), std::string(e.description()));
            return std::nullopt;
        }
        check_keys(root, k_top_keys, "the manifest");
        if (auto* b = table_at(root, "bundle")) read_bundle(*b);
        else m_diags.error(SourcePos{m_file, 1, 1, 1}, "missing [bundle] table");
        if (auto* d = table_at(root, "defaults")) read_settings(*d, m_manifest.defaults, "[defaults]");
        if (auto* ks = table_at(root, "kernels")) read_kernels(*ks);
        if (m_manifest.kernels.empty() && !m_diags.has_errors())
            m_diags.error(SourcePos{m_file, 1, 1, 1}, "the manifest lists no kernels; add a [kernels.NAME] table");
        m_diags.sort_by_position(m_first_diag);
        if (m_diags.has_errors()) return std::nullopt;
        return std::move(m_manifest);
    }

private:
    SourcePos pos(const toml::source_region& r, std::uint32_t length = 0) const {
        if (length == 0) {
            length = (r.end.line == r.begin.line && r.end.column > r.begin.column) ? r.end.column - r.begin.column : 1;
        }
        return SourcePos{m_file, r.begin.line, r.begin.column, length};
    }
    SourcePos pos(const toml::key& k) const {
        const auto& r = k.source();
        // The region covers quotes around a quoted key; fall back to the name's length.
        bool spans = r.end.line == r.begin.line && r.end.column > r.begin.column;
        return pos(r, spans ? 0 : static_cast<std::uint32_t>(k.str().size()));
    }

    void unknown(const toml::key& k, std::span<const std::string_view> allowed, std::string_view kind,
                 std::string_view where) {
        m_diags.error(pos(k), "unknown " + std::string(kind) + " '" + std::string(k.str()) + "' in " + std::string(where));
        if (auto m = util::closest_match(k.str(), allowed)) m_diags.note(pos(k), "did you mean '" + *m + "'?");
    }

    void check_keys(const toml::table& t, std::span<const std::string_view> allowed, std::string_view where) {
        for (auto&& [k, v] : t) {
            if (std::find(allowed.begin(), allowed.end(), k.str()) == allowed.end()) unknown(k, allowed, "key", where);
        }
    }

    const toml::table* table_at(const toml::table& t, std::string_view key) {
        const toml::node* n = t.get(key);
        if (!n) return nullptr;
        if (auto* tt = n->as_table()) return tt;
        m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be a table");
        return nullptr;
    }

    std::optional<Located<std::string>> string_at(const toml::table& t, std::string_view key) {
        const toml::node* n = t.get(key);
        if (!n) return std::nullopt;
        if (auto* s = n->as_string()) return Located<std::string>{s->get(), pos(n->source())};
        m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be a string");
        return std::nullopt;
    }

    std::optional<Located<std::int64_t>> int_at(const toml::table& t, std::string_view key, std::int64_t lo,
                                                 std::int64_t hi) {
        const toml::node* n = t.get(key);
        if (!n) return std::nullopt;
        auto* i = n->as_integer();
        if (!i) {
            m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be an integer");
            return std::nullopt;
        }
        if (i->get() < lo || i->get() > hi) {
            m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be in " + std::to_string(lo) + ".." +
                                                std::to_string(hi) + ", not " + std::to_string(i->get()));
            return std::nullopt;
        }
        return Located<std::int64_t>{i->get(), pos(n->source())};
    }

    void read_bundle(const toml::table& b) {
        check_keys(b, k_bundle_keys, "[bundle]");
        if (auto name = string_at(b, "name")) {
            if (!is_identifier(name->value))
                m_diags.error(name->pos, "bundle name '" + name->value + "' must be a C++ identifier");
            m_manifest.bundle.name = *name;
        } else if (!b.get("name")) {
            m_diags.error(pos(b.source()), "[bundle] needs a 'name'");
        }
        if (auto cov = int_at(b, "code_object_version", 4, 6))
            m_manifest.bundle.code_object_version = {static_cast<int>(cov->value), cov->pos};

        const toml::node* tn = b.get("targets");
        if (!tn) {
            m_diags.error(pos(b.source()), "[bundle] needs 'targets', e.g. targets = [\"gfx942\", \"gfx950\"]");
            return;
        }
        auto* arr = tn->as_array();
        if (!arr || arr->empty()) {
            m_diags.error(pos(tn->source()), "'targets' must be a non-empty array of target IDs");
            return;
        }
        std::set<std::string> seen;
        for (const toml::node& e : *arr) {
            auto* s = e.as_string();
            if (!s) {
                m_diags.error(pos(e.source()), "a target must be a string such as \"gfx942\"");
                continue;
            }
            read_target(Located<std::string>{s->get(), pos(e.source())}, seen);
        }
    }

    void read_target(Located<std::string> id, std::set<std::string>& seen) {
        auto t = parse_target_id(id.value);
        if (!t) {
            m_diags.error(id.pos, "malformed target ID '" + id.value + "'; expected e.g. \"gfx942\" or \"gfx942:sramecc+:xnack-\"");
            return;
        }
        if (std::find(std::begin(k_processors), std::end(k_processors), t->processor) == std::end(k_processors)) {
            m_diags.error(id.pos, "unsupported processor '" + t->processor + "'; kiln builds for gfx942 and gfx950");
            if (auto m = util::closest_match(t->processor, k_processors)) m_diags.note(id.pos, "did you mean '" + *m + "'?");
            return;
        }
        for (const auto& f : t->features) {
            std::string name = f.substr(1);
            if (std::find(std::begin(k_features), std::end(k_features), name) == std::end(k_features)) {
                m_diags.error(id.pos, "unknown target feature '" + name + "' in '" + id.value + "'; known: sramecc, xnack");
                return;
            }
        }
        if (!seen.insert(id.value).second) {
            m_diags.error(id.pos, "target '" + id.value + "' is listed twice");
            return;
        }
        t->id = std::move(id);
        m_manifest.bundle.targets.push_back(std::move(*t));
    }

    void read_kernels(const toml::table& ks) {
        for (auto&& [k, v] : ks) {
            auto* kt = v.as_table();
            std::string name(k.str());
            if (!kt) {
                m_diags.error(pos(k), "'kernels." + name + "' must be a table");
                continue;
            }
            if (!is_identifier(name)) m_diags.error(pos(k), "kernel name '" + name + "' must be a C++ identifier");
            Kernel kernel;
            kernel.name = {name, pos(k)};
            read_settings(*kt, kernel.settings, "kernel '" + name + "'");
            if (!kernel.settings.source && !m_manifest.defaults.source)
                m_diags.error(pos(k), "kernel '" + name + "' has no 'source' (and [defaults] gives none)");
            m_manifest.kernels.push_back(std::move(kernel));
        }
        // TOML++ keeps keys sorted; the manifest's order is the order of kernels in the outputs.
        std::stable_sort(m_manifest.kernels.begin(), m_manifest.kernels.end(), [](const Kernel& a, const Kernel& b) {
            return std::tie(a.name.pos.line, a.name.pos.column) < std::tie(b.name.pos.line, b.name.pos.column);
        });
    }

    void read_settings(const toml::table& t, KernelSettings& s, const std::string& where) {
        check_keys(t, k_kernel_keys, where);
        if (auto src = string_at(t, "source")) {
            fs::path p = fs::path(src->value).is_absolute() ? fs::path(src->value) : m_manifest.dir / src->value;
            p = p.lexically_normal();
            std::string ext = p.extension().string();
            std::error_code ec;
            if (ext != ".ll" && ext != ".bc") {
                m_diags.error(src->pos, "source '" + src->value + "' is not LLVM IR; kiln reads .ll and .bc files (.hip and .cl are not supported yet)");
            } else if (!fs::is_regular_file(p, ec)) {
                m_diags.error(src->pos, "source '" + src->value + "' does not exist (looked for '" + p.string() + "')");
            }
            s.source = Located<fs::path>{p, src->pos};
        }
        if (auto sym = string_at(t, "symbol")) {
            if (sym->value.empty()) m_diags.error(sym->pos, "'symbol' must not be empty");
            s.symbol = sym;
        }
        s.block_size = int_at(t, "block_size", 1, 1024);
        s.dynamic_lds = int_at(t, "dynamic_lds", 0, 163840);
        if (auto* fa = table_at(t, "fn_attrs")) read_fn_attrs(*fa, s, where);
    }

    void read_fn_attrs(const toml::table& fa, KernelSettings& s, const std::string& where) {
        for (auto&& [bk, bv] : fa) {
            std::string backend(bk.str());
            auto names = known_attributes(backend);
            if (names.empty()) {
                unknown(bk, known_backends(), "backend", "fn_attrs of " + where);
                continue;
            }
            auto* bt = bv.as_table();
            if (!bt) {
                m_diags.error(pos(bv.source()), "'fn_attrs." + backend + "' must be a table of attribute = \"value\"");
                continue;
            }
            BackendAttrs attrs{{backend, pos(bk)}, {}};
            for (auto&& [ak, av] : *bt) {
                std::string name(ak.str());
                if (std::find(names.begin(), names.end(), name) == names.end()) {
                    unknown(ak, names, backend + " attribute", where);
                    continue;
                }
                auto* str = av.as_string();
                if (!str) {
                    m_diags.error(pos(av.source()), "value of '" + name + "' must be a string, e.g. \"1,2\"");
                    continue;
                }
                attrs.attrs.push_back({{name, pos(ak)}, {str->get(), pos(av.source())}});
            }
            s.fn_attrs.push_back(std::move(attrs));
        }
    }

    std::string m_file;
    diag::Diagnostics& m_diags;
    std::size_t m_first_diag;  // diagnostics before this one are not ours to reorder
    Manifest m_manifest;
};

}  // namespace

std::optional<TargetId> parse_target_id(const std::string& id) {
    TargetId t;
    std::size_t colon = id.find(':');
    t.processor = id.substr(0, colon);
    if (t.processor.empty()) return std::nullopt;
    while (colon != std::string::npos) {
        std::size_t next = id.find(':', colon + 1);
        std::string f = id.substr(colon + 1, next == std::string::npos ? std::string::npos : next - colon - 1);
        if (f.size() < 2 || (f.back() != '+' && f.back() != '-')) return std::nullopt;
        t.features.push_back(f.back() + f.substr(0, f.size() - 1));
        colon = next;
    }
    t.id.value = id;
    return t;
}

std::optional<Manifest> load(const fs::path& path, diag::Diagnostics& diags) {
    auto text = util::read_file(path);
    if (!text) {
        diags.error(text.error());
        return std::nullopt;
    }
    diags.add_source(path.string(), *text);
    return Loader(path, diags).run(*text);
}

}  // namespace kiln::manifest
