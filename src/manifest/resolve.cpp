// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "manifest/resolve.hpp"

#include <algorithm>
#include <tuple>

#include "manifest/registry.hpp"

namespace kiln::manifest {

const char* origin_name(Origin o) {
    switch (o) {
        case Origin::builtin: return "builtin";
        case Origin::defaults: return "defaults";
        case Origin::kernel: return "kernel";
        case Origin::kernel_target: return "kernel.target";
        case Origin::source: return "source";
        case Origin::intent: return "intent";
        case Origin::target: return "target";
        case Origin::tuned: return "tuned";
        case Origin::bundle: return "bundle";
    }
    return "?";
}

namespace {
constexpr std::string_view k_languages[] = {"hip", "cuda", "opencl", "ir", "object"};
}

std::span<const std::string_view> known_languages() { return k_languages; }

std::string language_of_extension(const std::filesystem::path& source) {
    const std::string ext = source.extension().string();
    if (ext == ".hip" || ext == ".cpp" || ext == ".cc" || ext == ".cxx") return "hip";
    if (ext == ".cu") return "cuda";
    if (ext == ".cl") return "opencl";
    if (ext == ".ll" || ext == ".bc") return "ir";
    if (ext == ".hsaco" || ext == ".co" || ext == ".cubin") return "object";
    return {};
}

const ResolvedAttr* ResolvedKernel::find_attr(std::string_view backend, std::string_view name) const {
    for (const auto& a : attrs)
        if (a.backend == backend && a.name == name) return &a;
    return nullptr;
}

std::int64_t intent_waves_per_eu(std::int64_t blocks, std::int64_t block_size, std::uint32_t simds_per_cu,
                                 std::uint32_t wavefront_size) {
    std::int64_t waves_per_block = (block_size + wavefront_size - 1) / wavefront_size;
    return (blocks * waves_per_block + simds_per_cu - 1) / simds_per_cu;
}

namespace {

struct Layer {
    const KernelSettings* settings;
    Origin origin;
};

// The value of the highest layer that sets it.
template <class T, class Get>
std::optional<Setting<T>> pick(const std::vector<Layer>& layers, Get get) {
    for (auto it = layers.rbegin(); it != layers.rend(); ++it) {
        const auto& v = get(*it->settings);
        if (v) return Setting<T>{v->value, it->origin, v->pos};
    }
    return std::nullopt;
}

template <class T, class Get>
Setting<T> pick_or(const std::vector<Layer>& layers, Get get, T fallback) {
    auto v = pick<T>(layers, get);
    return v ? *v : Setting<T>{std::move(fallback), Origin::builtin, {}};
}

void overlay(std::vector<ResolvedAttr>& out, const std::vector<BackendAttrs>& tables, Origin origin, bool checked) {
    for (const auto& table : tables) {
        for (const auto& a : table.attrs) {
            ResolvedAttr r{table.backend.value, a.name.value, a.value.value, origin, a.value.pos, checked, {}};
            auto it = std::find_if(out.begin(), out.end(), [&](const ResolvedAttr& x) {
                return x.backend == r.backend && x.name == r.name;
            });
            if (it == out.end()) out.push_back(std::move(r));
            else *it = std::move(r);
        }
    }
}

std::string joined(const std::vector<std::string>& items) {
    std::string out = "[";
    for (const auto& i : items) out += (out.size() > 1 ? ", " : "") + i;
    return out + "]";
}

// Forgets what `s` sets for `key` (a tune axis's key).
void clear_key(KernelSettings& s, const std::string& key) {
    if (key == "source") s.source.reset();
    else if (key == "symbol") s.symbol.reset();
    else if (key == "block_size") s.block_size.reset();
    else if (key == "dynamic_lds") s.dynamic_lds.reset();
    else if (key == "shared_carveout") s.shared_carveout.reset();
    else if (key == "max_dynamic_lds") s.max_dynamic_lds.reset();
    else if (key == "defines") s.defines.reset();
    else if (key == "clang_args") s.clang_args.reset();
    else if (key == "llvm_args") s.llvm_args.reset();
    else if (key == "include_dirs") s.include_dirs.reset();
    else if (key == "fast_math") s.fast_math.reset();
    else if (key == "ftz") s.ftz.reset();
    else if (key == "prec_div") s.prec_div.reset();
    else if (key == "prec_sqrt") s.prec_sqrt.reset();
    else if (key == "fmad") s.fmad.reset();
    else if (key == "wavefront_size") s.wavefront_size.reset();
    else if (key == "min_blocks_per_cu") s.min_blocks_per_cu.reset();
    else if (key == "std") s.std.reset();
    for (auto* tables : {&s.fn_attrs, &s.unchecked_fn_attrs})
        for (auto& t : *tables)
            std::erase_if(t.attrs, [&](const FnAttr& a) {
                return key == std::string(tables == &s.fn_attrs ? "fn_attrs." : "unchecked_fn_attrs.") + t.backend.value + "." + a.name.value;
            });
}

ResolvedKernel resolve_with(const Manifest& m, const Kernel& k, const TargetId& target, std::uint32_t simds_per_cu,
                            std::uint32_t wavefront_size, const KernelSettings* tuned) {
    std::vector<Layer> layers = {{&m.defaults, Origin::defaults}, {&k.settings, Origin::kernel}};
    for (const auto& o : k.targets)
        if (o.target.value == target.id.value) layers.push_back({&o.settings, Origin::kernel_target});
    if (tuned) layers.push_back({tuned, Origin::tuned});

    ResolvedKernel r;
    r.name = k.name.value;
    r.pos = k.name.pos;
    r.target_id = target.id.value;
    // load() guarantees a source on every kernel, its own or the defaults'.
    r.source = pick_or<std::filesystem::path>(layers, [](const KernelSettings& s) -> auto& { return s.source; }, {});
    r.symbol = pick_or<std::string>(layers, [](const KernelSettings& s) -> auto& { return s.symbol; }, k.name.value);
    r.block_size = pick_or<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.block_size; }, k_default_block_size);
    r.dynamic_lds = pick_or<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.dynamic_lds; }, 0);
    r.shared_carveout = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.shared_carveout; });
    r.max_dynamic_lds = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.max_dynamic_lds; });
    r.defines = pick_or<std::vector<std::string>>(layers, [](const KernelSettings& s) -> auto& { return s.defines; }, {});
    r.clang_args = pick_or<std::vector<std::string>>(layers, [](const KernelSettings& s) -> auto& { return s.clang_args; }, {});
    r.llvm_args = pick_or<std::vector<std::string>>(layers, [](const KernelSettings& s) -> auto& { return s.llvm_args; }, {});
    r.include_dirs = pick_or<std::vector<std::filesystem::path>>(
        layers, [](const KernelSettings& s) -> auto& { return s.include_dirs; }, {});
    r.fast_math = pick_or<bool>(layers, [](const KernelSettings& s) -> auto& { return s.fast_math; }, false);
    r.ftz = pick_or<bool>(layers, [](const KernelSettings& s) -> auto& { return s.ftz; }, r.fast_math.value);
    r.prec_div = pick_or<bool>(layers, [](const KernelSettings& s) -> auto& { return s.prec_div; }, !r.fast_math.value);
    r.prec_sqrt = pick_or<bool>(layers, [](const KernelSettings& s) -> auto& { return s.prec_sqrt; }, !r.fast_math.value);
    r.fmad = pick_or<bool>(layers, [](const KernelSettings& s) -> auto& { return s.fmad; }, true);
    r.wavefront_size = pick_or<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.wavefront_size; }, wavefront_size);
    r.std = pick_or<std::string>(layers, [](const KernelSettings& s) -> auto& { return s.std; }, {});
    r.language = pick_or<std::string>(layers, [](const KernelSettings& s) -> auto& { return s.language; },
                                      language_of_extension(r.source.value));
    r.ir_pipeline = pick_or<std::string>(layers, [](const KernelSettings& s) -> auto& { return s.ir_pipeline; }, "kiln");
    r.min_blocks_per_cu = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.min_blocks_per_cu; });
    r.args = pick<std::vector<std::string>>(layers, [](const KernelSettings& s) -> auto& { return s.args; });
    r.expect.min_blocks_per_cu = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.min_blocks_per_cu; });
    r.expect.max_vgprs = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_vgprs; });
    r.expect.max_sgprs = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_sgprs; });
    r.expect.max_spills = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_spills; });
    r.expect.max_scratch = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_scratch; });

    // Built-in defaults from the block size (registry.hpp: block_size_attrs), so the backend
    // allocates registers for the block the kernel really launches with. Only the target's own
    // backend table applies.
    const std::string backend(target.facts().name);
    for (NamedValue& a : block_size_attrs(backend, r.block_size.value))
        r.attrs.push_back({backend, std::move(a.name), std::move(a.value), Origin::builtin, {}, true, {}});
    for (const Layer& l : layers) {
        overlay(r.attrs, l.settings->fn_attrs, l.origin, true);
        overlay(r.attrs, l.settings->unchecked_fn_attrs, l.origin, false);
    }
    for (const auto& a : r.attrs) {
        if (a.backend == backend) continue;
        const std::string table = std::string(a.checked ? "fn_attrs." : "unchecked_fn_attrs.") + a.backend;
        if (std::none_of(r.not_applied.begin(), r.not_applied.end(), [&](const auto& n) { return n.first == table; }))
            r.not_applied.emplace_back(table, a.pos);
    }
    std::erase_if(r.attrs, [&](const ResolvedAttr& a) { return a.backend != backend; });

    // The portable intent as the backend's attribute (registry.hpp: intent_attr): an explicit
    // amdgpu-waves-per-eu (nvvm.minctasm) wins; the expectation is added unless the manifest states
    // its own.
    if (r.min_blocks_per_cu) {
        const Setting<std::int64_t>& intent = *r.min_blocks_per_cu;
        const IntentContext in{intent.value, r.block_size.value, simds_per_cu, static_cast<std::uint32_t>(r.wavefront_size.value)};
        if (auto a = intent_attr(backend, in); a && !r.find_attr(backend, a->name))
            r.attrs.push_back({backend, std::move(a->name), std::move(a->value), Origin::intent, intent.pos, true, {}});
        if (!r.expect.min_blocks_per_cu) r.expect.min_blocks_per_cu = Setting<std::int64_t>{intent.value, Origin::intent, intent.pos};
    }

    std::sort(r.attrs.begin(), r.attrs.end(), [](const ResolvedAttr& x, const ResolvedAttr& y) {
        return std::tie(x.backend, x.name) < std::tie(y.backend, y.name);
    });
    return r;
}

}  // namespace

std::vector<std::string> settings_keys(const KernelSettings& s) {
    std::vector<std::string> out;
    auto add = [&](bool set, const char* key) {
        if (set) out.push_back(key);
    };
    add(s.source.has_value(), "source");
    add(s.symbol.has_value(), "symbol");
    add(s.block_size.has_value(), "block_size");
    add(s.dynamic_lds.has_value(), "dynamic_lds");
    add(s.shared_carveout.has_value(), "shared_carveout");
    add(s.max_dynamic_lds.has_value(), "max_dynamic_lds");
    add(s.defines.has_value(), "defines");
    add(s.clang_args.has_value(), "clang_args");
    add(s.llvm_args.has_value(), "llvm_args");
    add(s.include_dirs.has_value(), "include_dirs");
    add(s.fast_math.has_value(), "fast_math");
    add(s.ftz.has_value(), "ftz");
    add(s.prec_div.has_value(), "prec_div");
    add(s.prec_sqrt.has_value(), "prec_sqrt");
    add(s.fmad.has_value(), "fmad");
    add(s.wavefront_size.has_value(), "wavefront_size");
    add(s.min_blocks_per_cu.has_value(), "min_blocks_per_cu");
    add(s.std.has_value(), "std");
    for (const auto& t : s.fn_attrs)
        for (const auto& a : t.attrs) out.push_back("fn_attrs." + t.backend.value + "." + a.name.value);
    for (const auto& t : s.unchecked_fn_attrs)
        for (const auto& a : t.attrs) out.push_back("unchecked_fn_attrs." + t.backend.value + "." + a.name.value);
    return out;
}

std::string resolved_value(const ResolvedKernel& r, const std::string& key) {
    auto optional = [](const auto& o) { return o ? std::to_string(o->value) : std::string(); };
    if (key == "source") return r.source.value.string();
    if (key == "symbol") return r.symbol.value;
    if (key == "block_size") return std::to_string(r.block_size.value);
    if (key == "dynamic_lds") return std::to_string(r.dynamic_lds.value);
    if (key == "shared_carveout") return optional(r.shared_carveout);
    if (key == "max_dynamic_lds") return optional(r.max_dynamic_lds);
    if (key == "min_blocks_per_cu") return optional(r.min_blocks_per_cu);
    if (key == "defines") return joined(r.defines.value);
    if (key == "clang_args") return joined(r.clang_args.value);
    if (key == "llvm_args") return joined(r.llvm_args.value);
    if (key == "include_dirs") {
        std::vector<std::string> dirs;
        for (const auto& d : r.include_dirs.value) dirs.push_back(d.string());
        return joined(dirs);
    }
    if (key == "fast_math") return r.fast_math.value ? "true" : "false";
    if (key == "ftz") return r.ftz.value ? "true" : "false";
    if (key == "prec_div") return r.prec_div.value ? "true" : "false";
    if (key == "prec_sqrt") return r.prec_sqrt.value ? "true" : "false";
    if (key == "fmad") return r.fmad.value ? "true" : "false";
    if (key == "wavefront_size") return std::to_string(r.wavefront_size.value);
    if (key == "std") return r.std.value;
    // fn_attrs.<backend>.<name>, unchecked_fn_attrs.<backend>.<name>
    const std::size_t first = key.find('.'), second = first == std::string::npos ? first : key.find('.', first + 1);
    if (second == std::string::npos) return {};
    const ResolvedAttr* a = r.find_attr(key.substr(first + 1, second - first - 1), key.substr(second + 1));
    return a ? a->value : std::string();
}

ResolvedKernel resolve(const Manifest& m, const Kernel& k, const TargetId& target, std::uint32_t simds_per_cu,
                       std::uint32_t wavefront_size) {
    const TunedPick* pick = nullptr;
    for (const auto& p : m.tuned)
        if (p.kernel.value == k.name.value && p.target.value == target.id.value) pick = &p;
    if (!pick) return resolve_with(m, k, target, simds_per_cu, wavefront_size, nullptr);
    // The pick's keys whose manifest value is still what it was when the pick was made; the others
    // are the manifest's now.
    const ResolvedKernel plain = resolve_with(m, k, target, simds_per_cu, wavefront_size, nullptr);
    KernelSettings applied = pick->values;
    // The pick in full, for what it sets: a manifest that now says the same (the pick copied into
    // it) overrules nothing.
    const ResolvedKernel picked = resolve_with(m, k, target, simds_per_cu, wavefront_size, &pick->values);
    std::vector<std::string> overruled;
    for (const std::string& key : settings_keys(pick->values)) {
        auto was = std::find_if(pick->was.begin(), pick->was.end(), [&](const auto& w) { return w.first == key; });
        const std::string now = resolved_value(plain, key), then = was == pick->was.end() ? std::string() : was->second;
        if (now == then) continue;
        clear_key(applied, key);
        if (now != resolved_value(picked, key)) overruled.push_back(key + " is now '" + now + "' (it was '" + then + "' when the pick was made)");
    }
    ResolvedKernel r = resolve_with(m, k, target, simds_per_cu, wavefront_size, &applied);
    r.tuned = pick;
    r.tuned_overruled = std::move(overruled);
    return r;
}

}  // namespace kiln::manifest
