#include "manifest/resolve.hpp"

#include <algorithm>

namespace kiln::manifest {

const char* origin_name(Origin o) {
    switch (o) {
        case Origin::builtin: return "builtin";
        case Origin::defaults: return "defaults";
        case Origin::kernel: return "kernel";
    }
    return "?";
}

static void overlay(std::vector<ResolvedAttr>& out, const std::vector<BackendAttrs>& layer, Origin origin) {
    for (const auto& table : layer) {
        for (const auto& a : table.attrs) {
            auto it = std::find_if(out.begin(), out.end(), [&](const ResolvedAttr& r) {
                return r.backend == table.backend.value && r.name == a.name.value;
            });
            ResolvedAttr r{table.backend.value, a.name.value, a.value.value, origin, a.value.pos};
            if (it == out.end()) out.push_back(std::move(r));
            else *it = std::move(r);
        }
    }
}

ResolvedKernel resolve(const Manifest& m, const Kernel& k, const TargetId& /*target*/) {
    const KernelSettings& d = m.defaults;
    const KernelSettings& s = k.settings;
    ResolvedKernel r;
    r.name = k.name.value;
    r.pos = k.name.pos;
    // load() guarantees a source on every kernel, its own or the defaults'.
    const auto& src = s.source ? s.source : d.source;
    r.source = src->value;
    r.source_pos = src->pos;
    r.symbol = s.symbol ? s.symbol->value : (d.symbol ? d.symbol->value : k.name.value);
    r.block_size = s.block_size ? s.block_size->value : (d.block_size ? d.block_size->value : k_default_block_size);
    r.dynamic_lds = s.dynamic_lds ? s.dynamic_lds->value : (d.dynamic_lds ? d.dynamic_lds->value : 0);

    const std::string b = std::to_string(r.block_size);
    r.attrs.push_back({"amdgpu", "amdgpu-flat-work-group-size", b + "," + b, Origin::builtin, {}});
    overlay(r.attrs, d.fn_attrs, Origin::defaults);
    overlay(r.attrs, s.fn_attrs, Origin::kernel);
    std::sort(r.attrs.begin(), r.attrs.end(), [](const ResolvedAttr& x, const ResolvedAttr& y) {
        return std::tie(x.backend, x.name) < std::tie(y.backend, y.name);
    });
    return r;
}

}  // namespace kiln::manifest
