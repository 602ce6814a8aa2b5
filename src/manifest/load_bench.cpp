// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// [kernels.NAME.bench]: what kiln tune --bench launches for each variant. The sizes are integers;
// grid, threads, counts and scalars are integers or expressions (manifest/expr.hpp) checked here
// for their syntax and names: counts and scalars are of the sizes alone and evaluated now, a grid
// may also name the variant's block_size and defines, so it is evaluated per variant.
#include <algorithm>
#include <climits>
#include <cstdio>

#include "manifest/expr.hpp"
#include "manifest/loader.hpp"
#include "manifest/names.hpp"
#include "util/strings.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_bench_keys[] = {"sizes", "grid", "threads", "args", "warmup", "repeat"};
constexpr std::string_view k_bench_types[] = {"float", "double", "int", "uint"};
constexpr std::string_view k_bench_fills[] = {"zero", "one", "random"};

std::string shown_float(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    std::string s = buf;
    if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
    return s;
}

// A grid's names: the sizes, the variant's block_size, and any define the kernel or its sweep sets.
std::vector<std::string> grid_names_of(const Manifest& m, const Kernel& kernel, const Bench& b) {
    std::vector<std::string> grid_names{"block_size"};
    for (const auto& [name, v] : b.sizes) grid_names.push_back(name);
    auto add_defines = [&](const std::optional<Located<std::vector<std::string>>>& d) {
        if (!d) return;
        for (const auto& def : d->value) {
            const std::string name = def.substr(0, def.find('='));
            if (std::find(grid_names.begin(), grid_names.end(), name) == grid_names.end()) grid_names.push_back(name);
        }
    };
    add_defines(m.defaults.defines);
    add_defines(kernel.settings.defines);
    for (const auto& o : kernel.targets) add_defines(o.settings.defines);
    if (kernel.tune)
        for (const auto& axis : kernel.tune->axes)
            for (const auto& v : axis.values) add_defines(v.settings.defines);
    return grid_names;
}

}  // namespace

// An integer or a string expression (manifest/expr.hpp), syntax checked, each name one of `names`.
std::optional<BenchExpr> Loader::expr_of(const toml::node& n, const std::string& what, const std::vector<std::string>& names,
                                         const std::string& names_are) {
    BenchExpr e;
    e.pos = pos(n.source());
    if (auto* i = n.as_integer()) {
        e.text = std::to_string(i->get());
    } else if (auto* str = n.as_string()) {
        e.text = str->get();
        e.quote = 1;
    } else {
        m_diags.error(e.pos, "'" + what + "' must be an integer or an expression such as \"cdiv(N, block_size)\"");
        return std::nullopt;
    }
    const ExprNames parsed = names_in(e.text);
    if (parsed.error) {
        m_diags.error(e.at(parsed.error->offset), "'" + what + "': " + parsed.error->message + " in '" + e.text + "'");
        return std::nullopt;
    }
    bool ok = true;
    for (const auto& [name, offset] : parsed.names) {
        if (std::find(names.begin(), names.end(), name) != names.end()) continue;
        SourcePos at = e.at(offset);
        at.length = static_cast<std::uint32_t>(name.size());
        m_diags.error(at, "'" + what + "': unknown name '" + name + "' (" + names_are + ")");
        if (auto near = util::closest_match(name, names)) m_diags.note(at, "did you mean '" + *near + "'?");
        ok = false;
    }
    return ok ? std::optional<BenchExpr>(std::move(e)) : std::nullopt;
}

// An expression of the bench's sizes alone, evaluated now, in lo..hi.
std::optional<std::int64_t> Loader::sized_value(const toml::node& n, const std::string& what, const Bench& b, std::int64_t lo,
                                                std::int64_t hi) {
    std::vector<std::string> names;
    for (const auto& [name, v] : b.sizes) names.push_back(name);
    auto e = expr_of(n, what, names,
                     names.empty() ? "the bench table has no 'sizes'; this value is the same for every variant"
                                   : "the bench's sizes are " + quoted_list(std::vector<std::string_view>(names.begin(), names.end())) + "; this value is the same for every variant");
    if (!e) return std::nullopt;
    const ExprResult r = evaluate(e->text, [&](std::string_view name) -> std::optional<std::int64_t> {
        for (const auto& [k, v] : b.sizes)
            if (k == name) return v;
        return std::nullopt;
    });
    if (r.error) {
        m_diags.error(e->at(r.error->offset), "'" + what + "': " + r.error->message + " in '" + e->text + "'");
        return std::nullopt;
    }
    if (r.value < lo || r.value > hi) {
        m_diags.error(e->pos, "'" + what + "' must be in " + std::to_string(lo) + ".." + std::to_string(hi) + ", not " +
                                  std::to_string(r.value) + (e->quote ? " ('" + e->text + "')" : ""));
        return std::nullopt;
    }
    return r.value;
}

// [kernels.NAME.bench]: sizes = { M = 4096 }, grid = N | "expr" | [x, y, z] or threads = N |
// "expr", args = [{ buffer = "float", count = N | "expr", fill = "random" }, { int = 64 }, ...],
// warmup, repeat.
void Loader::read_bench(const toml::table& t, Kernel& kernel, const std::string& where) {
    check_keys(t, k_bench_keys, "the bench table of " + where);
    Bench b;
    b.pos = pos(t.source());
    if (const toml::node* sz = t.get("sizes")) read_bench_sizes(*sz, b);
    read_bench_launch(t, grid_names_of(m_manifest, kernel, b), where, b);
    if (auto w = int_at(t, "warmup", 0, 1000)) b.warmup = w->value;
    if (auto r = int_at(t, "repeat", 1, 10000)) b.repeat = r->value;
    if (const toml::node* a = t.get("args")) read_bench_args(*a, b);
    kernel.bench = std::move(b);
}

void Loader::read_bench_sizes(const toml::node& sz, Bench& b) {
    auto* st = sz.as_table();
    if (!st) {
        m_diags.error(pos(sz.source()), "'sizes' must be a table of integers, e.g. { M = 4096, N = 4096 }");
        return;
    }
    for (auto&& [k, v] : *st) {
        const std::string name(k.str());
        if (!is_identifier(name) || name == "block_size" || name == "cdiv" || name == "min" || name == "max") {
            m_diags.error(pos(k), "a bench size's name must be an identifier other than block_size, cdiv, min and max, not '" +
                                      name + "'");
            continue;
        }
        if (auto* i = v.as_integer()) b.sizes.emplace_back(name, i->get());
        else m_diags.error(pos(v.source()), "the bench size '" + name + "' must be an integer");
    }
}

// `grid` (blocks) or `threads` (blocks of the block size): one of them, expressions of `grid_names`.
void Loader::read_bench_launch(const toml::table& t, const std::vector<std::string>& grid_names, const std::string& where,
                               Bench& b) {
    const std::string grid_names_are = "a grid may use the bench's sizes, block_size and the variant's defines: " +
                                       quoted_list(std::vector<std::string_view>(grid_names.begin(), grid_names.end()));
    if (const toml::node* g = t.get("grid")) {
        if (auto* arr = g->as_array()) {
            if (arr->empty() || arr->size() > 3)
                m_diags.error(pos(g->source()), "'grid' as an array gives 1 to 3 dimensions: [x], [x, y] or [x, y, z]");
            for (std::size_t i = 0; i < arr->size() && i < 3; ++i)
                if (auto e = expr_of(*arr->get(i), "grid", grid_names, grid_names_are)) b.grid.push_back(std::move(*e));
        } else if (auto e = expr_of(*g, "grid", grid_names, grid_names_are)) {
            b.grid.push_back(std::move(*e));
        }
    }
    if (const toml::node* n = t.get("threads")) b.threads = expr_of(*n, "threads", grid_names, grid_names_are);
    if (t.get("grid") && t.get("threads"))
        m_diags.error(b.pos, "the bench table of " + where + " gives both 'grid' and 'threads': one of them");
    else if (!t.get("grid") && !t.get("threads"))
        m_diags.error(b.pos, "the bench table of " + where + " needs one of 'grid' (blocks) or 'threads' (blocks of the block size)");
}

void Loader::read_bench_args(const toml::node& a, Bench& b) {
    auto* arr = a.as_array();
    if (!arr) m_diags.error(pos(a.source()), "'args' must be an array of tables, e.g. [{ buffer = \"float\", count = 1024 }, { int = 64 }]");
    for (std::size_t i = 0; arr && i < arr->size(); ++i)
        if (auto arg = read_bench_arg(*arr->get(i), b)) b.args.push_back(std::move(*arg));
}

// One argument: { buffer = "float", count = N, fill = "random" }, { int = V } (a scalar) or
// { null = true }; nothing when it is left out (a buffer of an unknown type is kept, typeless).
std::optional<BenchArg> Loader::read_bench_arg(const toml::node& e, const Bench& b) {
    auto* et = e.as_table();
    if (!et) {
        m_diags.error(pos(e.source()), "each bench argument must be a table: { buffer = \"float\", count = N } or { int = V }");
        return std::nullopt;
    }
    BenchArg arg;
    arg.pos = pos(e.source());
    if (auto buf = choice_at(*et, "buffer", k_bench_types)) {
        constexpr std::string_view buffer_keys[] = {"buffer", "count", "fill"};
        check_keys(*et, buffer_keys, "a bench buffer");
        arg.buffer = buf->value;
        if (const toml::node* c = et->get("count")) {
            if (auto v = sized_value(*c, "count", b, 1, std::int64_t{1} << 34)) arg.count = *v;
        } else {
            m_diags.error(arg.pos, "a bench buffer needs 'count' (elements)");
        }
        arg.fill = "zero";
        if (auto f = choice_at(*et, "fill", k_bench_fills)) arg.fill = f->value;
        return arg;
    }
    if (et->get("buffer")) return arg;
    if (et->size() != 1) {
        m_diags.error(arg.pos, "a bench scalar is one key: { int = V }, { uint = V }, { float = V }, { double = V } or { null = true }");
        return std::nullopt;
    }
    // The one key. TOML++'s iterator holds the pair it hands out: keep the iterator alive.
    const auto one = et->begin();
    auto&& [k, v] = *one;
    arg.scalar = std::string(k.str());
    if (arg.scalar == "null") {  // { null = true }: a null pointer (Triton's scratch arguments)
        if (!v.as_boolean() || !v.as_boolean()->get())
            m_diags.error(pos(v.source()), "a bench null pointer is written { null = true }");
        return arg;
    }
    if (std::find(std::begin(k_bench_types), std::end(k_bench_types), arg.scalar) == std::end(k_bench_types)) {
        unknown(k, k_bench_types, "scalar type", "a bench argument");
        return std::nullopt;
    }
    if (arg.scalar == "int" || arg.scalar == "uint") {
        // 32-bit integers, as the kernels take them.
        const bool is_int = arg.scalar == "int";
        if (auto x = sized_value(v, arg.scalar, b, is_int ? INT32_MIN : 0, is_int ? INT32_MAX : UINT32_MAX))
            arg.value = std::to_string(*x);
    } else if (auto* i = v.as_integer()) {
        arg.value = std::to_string(i->get());
    } else if (auto* f = v.as_floating_point(); f && (arg.scalar == "float" || arg.scalar == "double")) {
        arg.value = shown_float(f->get());
    } else {
        m_diags.error(pos(v.source()), "the value of a bench '" + arg.scalar + "' must be a number");
    }
    return arg;
}

}  // namespace kiln::manifest
