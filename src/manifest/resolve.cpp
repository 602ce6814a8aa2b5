// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "manifest/resolve.hpp"

#include <algorithm>
#include <tuple>

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
    }
    return "?";
}

namespace {
constexpr std::string_view k_languages[] = {"hip", "cuda", "opencl", "ir"};
}

std::span<const std::string_view> known_languages() { return k_languages; }

std::string language_of_extension(const std::filesystem::path& source) {
    const std::string ext = source.extension().string();
    if (ext == ".hip" || ext == ".cpp" || ext == ".cc" || ext == ".cxx") return "hip";
    if (ext == ".cu") return "cuda";
    if (ext == ".cl") return "opencl";
    if (ext == ".ll" || ext == ".bc") return "ir";
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

}  // namespace

ResolvedKernel resolve(const Manifest& m, const Kernel& k, const TargetId& target, std::uint32_t simds_per_cu,
                       std::uint32_t wavefront_size) {
    std::vector<Layer> layers = {{&m.defaults, Origin::defaults}, {&k.settings, Origin::kernel}};
    for (const auto& o : k.targets)
        if (o.target.value == target.id.value) layers.push_back({&o.settings, Origin::kernel_target});

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
    r.include_dirs = pick_or<std::vector<std::filesystem::path>>(
        layers, [](const KernelSettings& s) -> auto& { return s.include_dirs; }, {});
    r.fast_math = pick_or<bool>(layers, [](const KernelSettings& s) -> auto& { return s.fast_math; }, false);
    r.std = pick_or<std::string>(layers, [](const KernelSettings& s) -> auto& { return s.std; }, {});
    r.language = pick_or<std::string>(layers, [](const KernelSettings& s) -> auto& { return s.language; },
                                      language_of_extension(r.source.value));
    r.min_blocks_per_cu = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.min_blocks_per_cu; });
    r.args = pick<std::vector<std::string>>(layers, [](const KernelSettings& s) -> auto& { return s.args; });
    r.expect.min_blocks_per_cu = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.min_blocks_per_cu; });
    r.expect.max_vgprs = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_vgprs; });
    r.expect.max_sgprs = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_sgprs; });
    r.expect.max_spills = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_spills; });
    r.expect.max_scratch = pick<std::int64_t>(layers, [](const KernelSettings& s) -> auto& { return s.expect.max_scratch; });

    // Built-in defaults from the block size, so the backend allocates registers for the block the
    // kernel really launches with: amdgpu-flat-work-group-size "B,B" on AMD, nvvm.maxntid "B" on
    // NVIDIA (without it ptxas assumes 1024 threads). Only the target's own backend table applies.
    const std::string b = std::to_string(r.block_size.value);
    const std::string backend = backend_name(target.backend);
    if (target.nvidia()) {
        r.attrs.push_back({backend, "nvvm.maxntid", b, Origin::builtin, {}, true, {}});
    } else {
        r.attrs.push_back({backend, "amdgpu-flat-work-group-size", b + "," + b, Origin::builtin, {}, true, {}});
        r.attrs.push_back({backend, "uniform-work-group-size", "true", Origin::builtin, {}, true, {}});
    }
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

    // The portable intent: an explicit amdgpu-waves-per-eu (nvvm.minctasm) wins; the expectation is
    // added unless the manifest states its own.
    if (r.min_blocks_per_cu) {
        const Setting<std::int64_t>& intent = *r.min_blocks_per_cu;
        if (target.nvidia()) {
            if (!r.find_attr(backend, "nvvm.minctasm"))
                r.attrs.push_back({backend, "nvvm.minctasm", std::to_string(intent.value), Origin::intent, intent.pos, true, {}});
        } else if (!r.find_attr(backend, "amdgpu-waves-per-eu")) {
            std::int64_t waves = intent_waves_per_eu(intent.value, r.block_size.value, simds_per_cu, wavefront_size);
            r.attrs.push_back({backend, "amdgpu-waves-per-eu", std::to_string(waves), Origin::intent, intent.pos, true, {}});
        }
        if (!r.expect.min_blocks_per_cu) r.expect.min_blocks_per_cu = Setting<std::int64_t>{intent.value, Origin::intent, intent.pos};
    }

    std::sort(r.attrs.begin(), r.attrs.end(), [](const ResolvedAttr& x, const ResolvedAttr& y) {
        return std::tie(x.backend, x.name) < std::tie(y.backend, y.name);
    });
    return r;
}

}  // namespace kiln::manifest
