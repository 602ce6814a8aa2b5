// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Expanding [kernels.NAME.tune]: the points (explicit, else the cross product of the axes in key
// order, the last axis fastest), less the excluded ones, each a kernel named NAME_v<index>.
#include "manifest/tune.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <unordered_set>

#include "manifest/names.hpp"
#include "util/result.hpp"
#include "util/strings.hpp"

namespace kiln::manifest {

namespace {

template <class T>
void take(std::optional<T>& base, const std::optional<T>& top) {
    if (top) base = top;
}

void overlay_attrs(std::vector<BackendAttrs>& base, const std::vector<BackendAttrs>& top) {
    for (const auto& t : top) {
        auto b = std::find_if(base.begin(), base.end(), [&](const BackendAttrs& x) { return x.backend.value == t.backend.value; });
        if (b == base.end()) {
            base.push_back(t);
            continue;
        }
        for (const auto& a : t.attrs) {
            auto same = std::find_if(b->attrs.begin(), b->attrs.end(), [&](const FnAttr& x) { return x.name.value == a.name.value; });
            if (same == b->attrs.end()) b->attrs.push_back(a);
            else *same = a;
        }
    }
}

// The points of `t` before its exclusions, saturating at INT64_MAX: counted without listing them.
std::int64_t point_count(const Tune& t) {
    if (!t.points.empty()) return static_cast<std::int64_t>(t.points.size());
    std::int64_t n = 1;
    for (const auto& axis : t.axes) {
        const auto values = static_cast<std::int64_t>(axis.values.size());
        if (values != 0 && n > INT64_MAX / values) return INT64_MAX;
        n *= values;
    }
    return n;
}

// Whether the sweep of `k` (a tune table or template family, `what`, at `pos`) stays within the
// manifest's max_variants (kernel, target) builds; an error with the count when not.
bool within_limit(const Manifest& m, const Kernel& k, const Tune& t, const char* what, SourcePos pos, diag::Diagnostics& diags) {
    const std::int64_t points = point_count(t);
    std::int64_t targets = 0;
    for (const TargetId& target : m.bundle.targets) targets += builds_for(k, target) ? 1 : 0;
    const std::int64_t builds = targets != 0 && points > INT64_MAX / targets ? INT64_MAX : points * targets;
    if (builds <= m.bundle.max_variants.value) return true;
    const auto shown = [](std::int64_t n) { return n == INT64_MAX ? std::string("more than 9e18") : std::to_string(n); };
    diags.error(pos, "the " + std::string(what) + " of kernel '" + k.name.value + "' has " + shown(points) + " points for " +
                         std::to_string(targets) + (targets == 1 ? " target" : " targets") + ": " + shown(builds) +
                         " builds, above the limit of " + std::to_string(m.bundle.max_variants.value) +
                         " ([bundle] max_variants, or --max-variants N): sweep fewer values, or raise the limit");
    return false;
}

std::vector<std::vector<std::size_t>> points_of(const Tune& t) {
    std::vector<std::vector<std::size_t>> out;
    if (!t.points.empty()) {
        for (const auto& p : t.points) out.push_back(p.value);
    } else {
        std::vector<std::size_t> p(t.axes.size(), 0);
        for (;;) {
            out.push_back(p);
            std::size_t a = t.axes.size();
            while (a > 0 && ++p[a - 1] == t.axes[a - 1].values.size()) p[--a] = 0;
            if (a == 0) break;
        }
    }
    std::erase_if(out, [&](const std::vector<std::size_t>& p) {
        return std::any_of(t.exclude.begin(), t.exclude.end(), [&](const auto& x) {
            for (std::size_t a = 0; a < p.size(); ++a)
                if (x.value[a] && *x.value[a] != p[a]) return false;
            return true;
        });
    });
    return out;
}

}  // namespace

void overlay(KernelSettings& base, const KernelSettings& top) {
    take(base.source, top.source);
    take(base.symbol, top.symbol);
    take(base.block_size, top.block_size);
    take(base.dynamic_lds, top.dynamic_lds);
    take(base.shared_carveout, top.shared_carveout);
    take(base.max_dynamic_lds, top.max_dynamic_lds);
    take(base.defines, top.defines);
    take(base.clang_args, top.clang_args);
    take(base.llvm_args, top.llvm_args);
    take(base.include_dirs, top.include_dirs);
    take(base.fast_math, top.fast_math);
    take(base.ftz, top.ftz);
    take(base.prec_div, top.prec_div);
    take(base.prec_sqrt, top.prec_sqrt);
    take(base.fmad, top.fmad);
    take(base.wavefront_size, top.wavefront_size);
    take(base.min_blocks_per_cu, top.min_blocks_per_cu);
    take(base.std, top.std);
    overlay_attrs(base.fn_attrs, top.fn_attrs);
    overlay_attrs(base.unchecked_fn_attrs, top.unchecked_fn_attrs);
}

bool axis_applies(const TuneAxis& axis, const TargetId& target) { return !axis.backend || *axis.backend == target.backend; }

namespace {

// The sweeps of the kernels `wanted` says yes to; `keep_others`: the other kernels stay.
std::vector<Sweep> expand(Manifest& m, const std::function<bool(const Kernel&)>& wanted, bool keep_others, diag::Diagnostics& diags) {
    std::vector<Sweep> sweeps;
    std::vector<Kernel> out;
    for (const Kernel& k : m.kernels) {
        if (!k.tune || k.has_errors || !wanted(k)) {
            if (keep_others) out.push_back(k);
            continue;
        }
        if (!within_limit(m, k, *k.tune, "tune table", k.tune->pos, diags)) continue;
        const auto points = points_of(*k.tune);
        Sweep sweep;
        sweep.kernel = k.name.value;
        sweep.tune = *k.tune;
        sweep.base = k;
        if (points.empty()) diags.error(k.tune->pos, "the tune table of kernel '" + k.name.value + "' excludes every point");
        Kernel baseline = k;
        baseline.tune.reset();
        sweep.variants.push_back({k.name.value, k.name.value, 0, {}, true});
        out.push_back(std::move(baseline));
        for (std::size_t i = 0; i < points.size(); ++i) {
            Kernel v = k;
            v.tune.reset();
            v.name.value = k.name.value + "_v" + std::to_string(i);
            // The variant compiles the tuned kernel's function (its symbol defaults to its own name).
            if (!v.settings.symbol && !m.defaults.symbol) v.settings.symbol = Located<std::string>{k.name.value, k.name.pos};
            // An axis value is written over the kernel's table and over its target tables: the
            // swept value wins wherever the kernel gives that setting.
            for (std::size_t a = 0; a < points[i].size(); ++a) {
                const KernelSettings& value = k.tune->axes[a].values[points[i][a]].settings;
                overlay(v.settings, value);
                for (auto& o : v.targets) overlay(o.settings, value);
            }
            // The targets this point is built for: those on which every axis that does not apply
            // keeps its first value (elsewhere another point is the same build).
            std::vector<std::string> targets;
            for (const auto& t : m.bundle.targets) {
                if (!builds_for(k, t)) continue;
                bool same_as_another = false;
                for (std::size_t a = 0; a < points[i].size(); ++a)
                    if (!axis_applies(k.tune->axes[a], t) && points[i][a] != 0) same_as_another = true;
                if (!same_as_another) targets.push_back(t.id.value);
            }
            if (targets.empty()) continue;
            v.only_targets = Located<std::vector<std::string>>{targets, k.only_targets ? k.only_targets->pos : k.name.pos};
            if (auto problem = kernel_name_problem(v.name.value))
                diags.error(k.name.pos, "kernel '" + k.name.value + "' cannot be tuned: its variants' name '" + v.name.value +
                                            "' cannot be used: " + *problem);
            if (m.find_kernel(v.name.value))
                diags.error(k.name.pos, "kernel '" + k.name.value + "' cannot be tuned: its variant '" + v.name.value +
                                            "' would take the name of another kernel of the manifest");
            sweep.variants.push_back({v.name.value, k.name.value, i, points[i], false});
            out.push_back(std::move(v));
        }
        sweeps.push_back(std::move(sweep));
    }
    m.kernels = std::move(out);
    return sweeps;
}

}  // namespace

std::vector<Sweep> expand_tune(Manifest& m, const std::vector<std::string>& named, diag::Diagnostics& diags) {
    // A template family's tune table is each member's: naming the family names them all.
    std::vector<std::string> only;
    const std::vector<Sweep> families = expand_instances(m, diags);
    for (const auto& name : named) {
        auto family = std::find_if(families.begin(), families.end(), [&](const Sweep& f) { return f.kernel == name; });
        if (family == families.end()) only.push_back(name);
        else
            for (const auto& member : family->variants) only.push_back(member.name);
    }
    for (const auto& name : only) {
        const Kernel* k = m.find_kernel(name);
        if (!k) {
            std::vector<std::string> names;
            for (const auto& x : m.kernels) names.push_back(x.name.value);
            diags.error(SourcePos{m.path.string()}, "no kernel '" + name + "' in the manifest");
            if (auto near = util::closest_match(name, names)) diags.note(SourcePos{m.path.string()}, "did you mean '" + *near + "'?");
        } else if (!k->tune) {
            diags.error(k->name.pos, "kernel '" + name + "' has no [kernels." + name + ".tune] table: nothing to sweep");
        }
    }
    auto sweeps = expand(
        m, [&](const Kernel& k) { return only.empty() || std::find(only.begin(), only.end(), k.name.value) != only.end(); }, false,
        diags);
    if (only.empty() && sweeps.empty() && !diags.has_errors())
        diags.error(SourcePos{m.path.string()}, "no kernel of the manifest has a [kernels.NAME.tune] table: nothing to sweep");
    m.tuned.clear();  // a sweep starts from the manifest's values, not from an earlier pick
    return sweeps;
}

namespace {

// A value as part of an identifier: each run of characters other than letters and digits one '_',
// none at either end ("__half" -> "half", "unsigned int" -> "unsigned_int").
std::string identifier_part(const std::string& v) {
    std::string out;
    for (char c : v) {
        if (std::isalnum(static_cast<unsigned char>(c))) out += c;
        else if (!out.empty() && out.back() != '_') out += '_';
    }
    while (!out.empty() && out.back() == '_') out.pop_back();
    return out;
}

// `pattern` with each {P} replaced by `value(P)`; the error (an unknown or unclosed parameter) instead.
Result<std::string> substitute(const std::string& pattern, const Instantiate& inst, const std::function<std::string(std::size_t)>& value) {
    std::string out;
    for (std::size_t at = 0; at < pattern.size();) {
        const std::size_t open = pattern.find('{', at);
        if (open == std::string::npos) {
            out += pattern.substr(at);
            break;
        }
        out += pattern.substr(at, open - at);
        const std::size_t close = pattern.find('}', open);
        if (close == std::string::npos) return make_error("'{' without '}' in '" + pattern + "'");
        const std::string name = pattern.substr(open + 1, close - open - 1);
        const auto p = std::find_if(inst.params.begin(), inst.params.end(), [&](const auto& x) { return x.name.value == name; });
        if (p == inst.params.end()) {
            std::vector<std::string> names;
            for (const auto& x : inst.params) names.push_back(x.name.value);
            auto near = util::closest_match(name, names);
            return make_error("'{" + name + "}' in '" + pattern + "' is not a parameter of 'instantiate'" +
                              (near ? " (did you mean '{" + *near + "}'?)" : std::string()));
        }
        out += value(static_cast<std::size_t>(p - inst.params.begin()));
        at = close + 1;
    }
    return out;
}

// A template family's members, one kernel per combination of its parameters (the cross product,
// in key order, the last fastest: tune's expansion), appended to `out`; the family as a sweep.
void expand_family(const Manifest& m, const Kernel& k, std::vector<Kernel>& out, std::vector<Sweep>& sweeps, diag::Diagnostics& diags) {
    const Instantiate& inst = *k.instantiate;
    const auto& symbol = k.settings.symbol ? k.settings.symbol : m.defaults.symbol;
    if (!symbol) {
        diags.error(inst.pos, "kernel '" + k.name.value + "': 'instantiate' needs a 'symbol' pattern over its parameters, e.g. "
                                                         "\"reduce_sum<{BLOCK}, {T}>\"");
        return;
    }
    std::string default_name = k.name.value;
    for (const auto& p : inst.params) default_name += "_{" + p.name.value + "}";
    const Located<std::string> name = inst.name ? *inst.name : Located<std::string>{default_name, inst.pos};
    for (const auto& p : inst.params)
        if (symbol->value.find("{" + p.name.value + "}") == std::string::npos)
            diags.error(symbol->pos, "kernel '" + k.name.value + "': the symbol pattern '" + symbol->value + "' does not use parameter '" +
                                         p.name.value + "' (its members would be the same kernel)");
    Sweep sweep;
    sweep.kernel = k.name.value;
    sweep.instances = true;
    sweep.base = k;
    sweep.tune.pos = inst.pos;
    for (const auto& p : inst.params) {
        TuneAxis axis{p.name, std::nullopt, {}};
        for (const auto& v : p.values) axis.values.push_back({{}, v.value, v.pos, v.value});
        sweep.tune.axes.push_back(std::move(axis));
    }
    if (!within_limit(m, k, sweep.tune, "template family", inst.pos, diags)) return;
    std::vector<bool> override_used(inst.overrides.size());
    const auto points = points_of(sweep.tune);
    // The family's kernel without its table: each member is a copy (copying the table too made a
    // family of N members cost N x N).
    Kernel base = k;
    base.instantiate.reset();
    // The names a member cannot take: the manifest's other kernels', and those built so far.
    std::unordered_set<std::string> taken;
    for (const Kernel& other : m.kernels)
        if (other.name.value != k.name.value) taken.insert(other.name.value);
    for (const Kernel& x : out) taken.insert(x.name.value);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto& point = points[i];
        auto raw = [&](std::size_t a) { return inst.params[a].values[point[a]].value; };
        const auto sym = substitute(symbol->value, inst, raw);
        const auto member = substitute(name.value, inst, [&](std::size_t a) { return identifier_part(raw(a)); });
        if (!sym || !member) {
            diags.error(!sym ? symbol->pos : name.pos, "kernel '" + k.name.value + "': " + (!sym ? sym.error() : member.error()));
            return;
        }
        Kernel v = base;
        v.name = {*member, k.name.pos};
        v.settings.symbol = Located<std::string>{*sym, symbol->pos};
        for (std::size_t o = 0; o < inst.overrides.size(); ++o)
            if (inst.overrides[o].first.value == *member) {
                overlay(v.settings, inst.overrides[o].second);
                override_used[o] = true;
            }
        if (auto problem = kernel_name_problem(*member))
            diags.error(name.pos, "kernel '" + k.name.value + "': its member's name '" + *member + "' cannot be used: " + *problem);
        if (!taken.insert(*member).second)
            diags.error(name.pos, "kernel '" + k.name.value + "': its member '" + *member + "' (" + *sym +
                                      ") takes the name of another kernel (a 'name' pattern over every parameter tells them apart)");
        sweep.variants.push_back({*member, k.name.value, i, point, false});
        out.push_back(std::move(v));
    }
    for (std::size_t o = 0; o < inst.overrides.size(); ++o) {
        if (override_used[o]) continue;
        std::vector<std::string> names;
        for (const auto& v : sweep.variants) names.push_back(v.name);
        const auto& at = inst.overrides[o].first;
        diags.error(at.pos, "'instances." + at.value + "' of kernel '" + k.name.value + "' names no member of its family");
        if (auto near = util::closest_match(at.value, names)) diags.note(at.pos, "did you mean '" + *near + "'?");
    }
    sweeps.push_back(std::move(sweep));
}

}  // namespace

std::vector<Sweep> expand_instances(Manifest& m, diag::Diagnostics& diags) {
    std::vector<Sweep> sweeps;
    std::vector<Kernel> out;
    for (const Kernel& k : m.kernels) {
        if (k.instantiate && !k.has_errors) expand_family(m, k, out, sweeps, diags);
        else out.push_back(k);
    }
    m.kernels = std::move(out);
    return sweeps;
}

std::vector<Sweep> expand_families(Manifest& m, diag::Diagnostics& diags) {
    // Members first: a family's `variants = "all"` and tune table are each member's.
    std::vector<Sweep> sweeps = expand_instances(m, diags);
    if (!sweeps.empty())
        std::erase_if(m.tuned, [&](const TunedPick& p) {
            if (m.find_kernel(p.kernel.value)) return false;
            diags.warning(p.kernel.pos, unknown_pick_message(p.kernel.value));
            return true;
        });
    std::vector<Sweep> variants = expand(m, [](const Kernel& k) { return k.variants.has_value(); }, true, diags);
    sweeps.insert(sweeps.end(), std::make_move_iterator(variants.begin()), std::make_move_iterator(variants.end()));
    return sweeps;
}

}  // namespace kiln::manifest
