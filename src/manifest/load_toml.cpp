// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The loader's TOML accessors: a value's position (line, column, length, for the diagnostic's
// caret), and typed readers that report a value of the wrong type, or out of range, or not among
// its choices, at the value itself and return nothing, so the phases read on and every error of a
// manifest is reported at once. Unknown keys get a "did you mean" note.
#include <algorithm>

#include "manifest/loader.hpp"
#include "manifest/toml_guard.hpp"
#include "util/strings.hpp"

namespace kiln::manifest {

namespace fs = std::filesystem;

std::string quoted_list(std::span<const std::string_view> items) {
    std::string out;
    for (auto i : items) out += (out.empty() ? "'" : ", '") + std::string(i) + "'";
    return out;
}

// Whether `text` holds what TOML++ must not parse (toml_guard.hpp), reported as its error.
bool Loader::guarded(std::string_view text) {
    const auto hazard = toml_hazard(text);
    if (hazard)
        m_diags.error(SourcePos{m_file, static_cast<std::uint32_t>(hazard->line), static_cast<std::uint32_t>(hazard->column), 1},
                      hazard->what);
    return hazard.has_value();
}

// TOML++ says "Error while parsing table header: cannot redefine ..."; keep the cause.
std::string Loader::cause(const toml::parse_error& e) {
    std::string what(e.description());
    if (what.starts_with("Error while parsing") && what.find(": ") != std::string::npos) what.erase(0, what.find(": ") + 2);
    return what;
}

SourcePos Loader::pos(const toml::source_region& r, std::uint32_t length) const {
    if (length == 0) {
        length = (r.end.line == r.begin.line && r.end.column > r.begin.column) ? r.end.column - r.begin.column : 1;
    }
    return SourcePos{m_file, r.begin.line, r.begin.column, length};
}
SourcePos Loader::pos(const toml::key& k) const {
    const auto& r = k.source();
    // The region covers quotes around a quoted key; fall back to the name's length.
    bool spans = r.end.line == r.begin.line && r.end.column > r.begin.column;
    return pos(r, spans ? 0 : static_cast<std::uint32_t>(k.str().size()));
}

void Loader::suggest(const SourcePos& at, std::string_view word, std::span<const std::string_view> candidates) {
    if (auto m = util::closest_match(word, candidates)) m_diags.note(at, "did you mean '" + *m + "'?");
}

void Loader::unknown(const toml::key& k, std::span<const std::string_view> allowed, std::string_view kind,
                     std::string_view where) {
    m_diags.error(pos(k), "unknown " + std::string(kind) + " '" + std::string(k.str()) + "' in " + std::string(where));
    suggest(pos(k), k.str(), allowed);
}

void Loader::check_keys(const toml::table& t, std::span<const std::string_view> allowed, std::string_view where) {
    for (auto&& [k, v] : t) {
        if (std::find(allowed.begin(), allowed.end(), k.str()) == allowed.end()) unknown(k, allowed, "key", where);
    }
}

const toml::table* Loader::table_at(const toml::table& t, std::string_view key) {
    const toml::node* n = t.get(key);
    if (!n) return nullptr;
    if (auto* tt = n->as_table()) return tt;
    m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be a table");
    return nullptr;
}

std::optional<Located<std::string>> Loader::string_at(const toml::table& t, std::string_view key) {
    const toml::node* n = t.get(key);
    if (!n) return std::nullopt;
    if (auto* s = n->as_string()) return Located<std::string>{s->get(), pos(n->source())};
    m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be a string");
    return std::nullopt;
}

std::optional<Located<bool>> Loader::bool_at(const toml::table& t, std::string_view key) {
    const toml::node* n = t.get(key);
    if (!n) return std::nullopt;
    if (auto* b = n->as_boolean()) return Located<bool>{b->get(), pos(n->source())};
    m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be true or false");
    return std::nullopt;
}

std::optional<Located<std::int64_t>> Loader::int_at(const toml::table& t, std::string_view key, std::int64_t lo,
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

std::optional<Located<std::vector<std::string>>> Loader::strings_at(const toml::table& t, std::string_view key) {
    const toml::node* n = t.get(key);
    if (!n) return std::nullopt;
    Located<std::vector<std::string>> out{{}, pos(n->source())};
    auto* arr = n->as_array();
    if (!arr) {
        m_diags.error(out.pos, "'" + std::string(key) + "' must be an array of strings");
        return std::nullopt;
    }
    for (const toml::node& e : *arr) {
        if (auto* s = e.as_string()) out.value.push_back(s->get());
        else m_diags.error(pos(e.source()), "elements of '" + std::string(key) + "' must be strings");
    }
    return out;
}

// A string that must be one of `choices`.
std::optional<Located<std::string>> Loader::choice_at(const toml::table& t, std::string_view key,
                                                      std::span<const std::string_view> choices) {
    auto s = string_at(t, key);
    if (!s) return std::nullopt;
    if (std::find(choices.begin(), choices.end(), s->value) != choices.end()) return s;
    m_diags.error(s->pos, "'" + std::string(key) + "' must be one of " + quoted_list(choices) + ", not '" + s->value + "'");
    suggest(s->pos, s->value, choices);
    return std::nullopt;
}

fs::path Loader::absolute(const std::string& p) const {
    return (fs::path(p).is_absolute() ? fs::path(p) : m_manifest.dir / p).lexically_normal();
}

}  // namespace kiln::manifest
