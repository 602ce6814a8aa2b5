// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// [kernels.NAME.tune]: a sweep's axes (a setting, or an fn_attrs.<backend> attribute, with its
// values), each value read by read_settings as a kernel's own table would be, so it gets the same
// checks, messages and positions; the objective; `points` and `exclude` as indices into the axes.
// Expanding the sweep into kernels is tune.cpp's.
#include <algorithm>

#include "manifest/loader.hpp"
#include "manifest/registry.hpp"
#include "util/strings.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_tune_keys[] = {"source", "symbol", "block_size", "dynamic_lds", "defines", "include_dirs",
                                            "fast_math", "ftz", "prec_div", "prec_sqrt", "fmad", "min_blocks_per_cu", "std", "clang_args", "llvm_args", "wavefront_size", "shared_carveout",
                                            "max_dynamic_lds", "fn_attrs", "unchecked_fn_attrs", "objective", "points", "exclude"};
constexpr std::string_view k_objectives[] = {"speed", "occupancy", "registers"};

// A TOML value as the tune table shows it: 256, 2,4 (a string as is), [TILE=8].
std::string shown(const toml::node& n) {
    if (auto* s = n.as_string()) return s->get();
    if (auto* i = n.as_integer()) return std::to_string(i->get());
    if (auto* b = n.as_boolean()) return b->get() ? "true" : "false";
    if (auto* a = n.as_array()) {
        std::string out = "[";
        for (const toml::node& e : *a) out += (out.size() > 1 ? ", " : "") + shown(e);
        return out + "]";
    }
    return "?";
}

// A TOML value as TOML text again (strings quoted and escaped), for kiln tune --write.
std::string as_toml(const toml::node& n) {
    if (auto* s = n.as_string()) return util::toml_quote(s->get());
    if (auto* a = n.as_array()) {
        std::string out = "[";
        for (const toml::node& e : *a) out += (out.size() > 1 ? ", " : "") + as_toml(e);
        return out + "]";
    }
    return shown(n);
}

}  // namespace

// One axis: `values` (an array) moved, value by value, into a table holding only `path`, read
// by read_settings as the kernel's table would be (same checks, same messages, same positions).
void Loader::read_axis(Tune& tune, const std::vector<const toml::key*>& path, toml::node& values, const std::string& where) {
    std::string key;
    for (const auto* p : path) key += (key.empty() ? "" : ".") + std::string(p->str());
    const toml::key& k = *path.back();
    auto* arr = values.as_array();
    if (!arr || arr->empty()) {
        m_diags.error(pos(values.source()), "tune axis '" + key + "' must be a non-empty array of its values, e.g. " +
                                                (path.size() == 3 ? "[\"1\", \"2\"]" : "[128, 256]"));
        return;
    }
    TuneAxis axis{{key, pos(k)}, std::nullopt, {}};
    if (const target::Facts* b = path.size() == 3 ? target::named(path[1]->str()) : nullptr) axis.backend = b->kind;
    for (toml::node& e : *arr) {
        TuneValue v{{}, shown(e), pos(e.source()), as_toml(e)};
        for (const auto& other : axis.values)
            if (other.text == v.text) m_diags.error(v.pos, "tune axis '" + key + "' lists the value '" + v.text + "' twice");
        // The keys are the tune table's own (a TOML key keeps its position), so what read_settings
        // says about a key points at it.
        toml::table one;
        if (path.size() == 1) {
            one.insert(*path[0], std::move(e));
        } else {
            toml::table attrs, backends;
            attrs.insert(*path[2], std::move(e));
            backends.insert(*path[1], std::move(attrs));
            one.insert(*path[0], std::move(backends));
        }
        read_settings(one, v.settings, where, k_tune_axis_keys);
        axis.values.push_back(std::move(v));
    }
    tune.axes.push_back(std::move(axis));
}

// Leaves of a points/exclude entry: {block_size = 128, fn_attrs.amdgpu."amdgpu-waves-per-eu" = "2"}
// as (dotted key, position of the key, value node).
void Loader::leaves(const toml::table& t, const std::string& prefix, std::vector<std::tuple<std::string, SourcePos, const toml::node*>>& out) {
    for (auto&& [k, v] : t) {
        const std::string key = prefix + std::string(k.str());
        if (auto* sub = v.as_table()) leaves(*sub, key + ".", out);
        else out.emplace_back(key, pos(k), &v);
    }
}

// `points` / `exclude`: arrays of tables naming axis values; an index per axis (none: not named).
std::vector<Located<std::vector<std::optional<std::size_t>>>> Loader::combinations(const toml::node& n, const Tune& tune,
                                                                                  const char* what, bool complete) {
    std::vector<Located<std::vector<std::optional<std::size_t>>>> out;
    auto* arr = n.as_array();
    if (!arr) {
        m_diags.error(pos(n.source()), "'" + std::string(what) + "' must be an array of tables, e.g. [{ block_size = 128 }]");
        return out;
    }
    std::vector<std::string_view> keys;
    for (const auto& a : tune.axes) keys.push_back(a.key.value);
    for (const toml::node& e : *arr) {
        auto* t = e.as_table();
        if (!t) {
            m_diags.error(pos(e.source()), "each entry of '" + std::string(what) + "' must be a table of axis = value");
            continue;
        }
        Located<std::vector<std::optional<std::size_t>>> c{std::vector<std::optional<std::size_t>>(tune.axes.size()), pos(e.source())};
        std::vector<std::tuple<std::string, SourcePos, const toml::node*>> items;
        leaves(*t, "", items);
        bool ok = true;
        for (const auto& [key, at, value] : items) {
            auto axis = std::find(keys.begin(), keys.end(), key);
            if (axis == keys.end()) {
                m_diags.error(at, "'" + key + "' in '" + what + "' is not an axis of this tune table");
                suggest(at, key, keys);
                ok = false;
                continue;
            }
            const TuneAxis& ax = tune.axes[static_cast<std::size_t>(axis - keys.begin())];
            const std::string text = shown(*value);
            std::vector<std::string_view> texts;
            for (const auto& v : ax.values) texts.push_back(v.text);
            auto hit = std::find(texts.begin(), texts.end(), text);
            if (hit == texts.end()) {
                m_diags.error(pos(value->source()), "'" + text + "' is not among the values of tune axis '" + key + "' (" +
                                                        quoted_list(texts) + ")");
                suggest(pos(value->source()), text, texts);
                ok = false;
                continue;
            }
            c.value[static_cast<std::size_t>(axis - keys.begin())] = static_cast<std::size_t>(hit - texts.begin());
        }
        if (ok && complete && std::any_of(c.value.begin(), c.value.end(), [](const auto& i) { return !i; })) {
            m_diags.error(c.pos, "a point of 'points' must give every axis a value (" + quoted_list(keys) + ")");
            ok = false;
        }
        if (ok) out.push_back(std::move(c));
    }
    return out;
}

void Loader::read_tune(toml::table& t, Kernel& kernel, const std::string& where) {
    check_keys(t, k_tune_keys, "the tune table of " + where);
    Tune tune;
    tune.pos = pos(t.source());
    for (auto&& [k, v] : t) {
        const std::string key(k.str());
        if (key == "objective" || key == "points" || key == "exclude") continue;
        if (std::find(std::begin(k_tune_axis_keys), std::end(k_tune_axis_keys), key) == std::end(k_tune_axis_keys)) continue;
        if (key != "fn_attrs" && key != "unchecked_fn_attrs") {
            read_axis(tune, {&k}, v, where);
            continue;
        }
        auto* backends = v.as_table();
        if (!backends) {
            m_diags.error(pos(v.source()), "'tune." + key + "' must be a table: " + key + ".<backend>.\"<attribute>\" = [values]");
            continue;
        }
        for (auto&& [bk, bv] : *backends) {
            const std::string backend(bk.str());
            if (known_attributes(backend).empty()) {
                unknown(bk, known_backends(), "backend", "tune." + key + " of " + where);
                continue;
            }
            auto* attrs = bv.as_table();
            if (!attrs) {
                m_diags.error(pos(bv.source()), "'tune." + key + "." + backend + "' must be a table of \"<attribute>\" = [values]");
                continue;
            }
            for (auto&& [ak, av] : *attrs) read_axis(tune, {&k, &bk, &ak}, av, where);
        }
    }
    if (tune.axes.empty()) m_diags.error(tune.pos, "the tune table of " + where + " has no axis (e.g. block_size = [128, 256])");
    if (auto o = choice_at(t, "objective", k_objectives)) tune.objective = *o;
    if (const toml::node* p = t.get("points"))
        for (auto& c : combinations(*p, tune, "points", true)) {
            std::vector<std::size_t> idx;
            for (const auto& i : c.value) idx.push_back(*i);
            tune.points.push_back({std::move(idx), c.pos});
        }
    if (const toml::node* x = t.get("exclude")) tune.exclude = combinations(*x, tune, "exclude", false);
    kernel.tune = std::move(tune);
}

}  // namespace kiln::manifest
