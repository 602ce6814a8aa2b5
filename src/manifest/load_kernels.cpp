// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// [kernels.NAME]: each kernel table read in turn (its settings, the targets it is built for, its
// per-target tables, its tune, bench and template-family tables), its errors counted as its own so
// a partial load can leave that kernel out; then the kernels put back in the manifest's order and
// checked against the names the loader header makes of them.
#include <algorithm>

#include "manifest/loader.hpp"
#include "manifest/names.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_kernel_keys[] = {"source",   "symbol",    "block_size",        "dynamic_lds",
                                              "defines",  "include_dirs", "fast_math", "ftz", "prec_div", "prec_sqrt", "fmad",      "fn_attrs",
                                              "unchecked_fn_attrs", "expect", "min_blocks_per_cu", "args", "std", "language", "ir_pipeline", "clang_args", "llvm_args", "wavefront_size", "target",
                                              "targets", "shared_carveout", "max_dynamic_lds", "tune", "bench", "variants",
                                              "instantiate", "name", "instances"};
constexpr std::string_view k_variant_modes[] = {"all", "none"};

}  // namespace

// Mutable: a tune table's values are moved out of it (a moved TOML node keeps its position).
void Loader::read_kernels(toml::table& ks) {
    for (auto&& [k, v] : ks) {
        auto* kt = v.as_table();
        std::string name(k.str());
        if (!kt) {
            m_diags.error(pos(k), "'kernels." + name + "' must be a table");
            continue;
        }
        if (auto problem = kernel_name_problem(name))
            m_diags.error(pos(k), "kernel name '" + name + "' cannot be used: " + *problem);
        const std::size_t errors_before = m_diags.error_count();
        Kernel kernel;
        kernel.name = {name, pos(k)};
        const std::string where = "kernel '" + name + "'";
        read_settings(*kt, kernel.settings, where, k_kernel_keys);
        read_kernel_targets(*kt, kernel, where);
        if (auto* tt = table_at(*kt, "target")) read_target_overrides(*tt, kernel, where);
        if (table_at(*kt, "tune")) read_tune(*kt->get("tune")->as_table(), kernel, where);
        if (auto* bt = table_at(*kt, "bench")) read_bench(*bt, kernel, where);
        if (kt->get("instantiate") || kt->get("name") || kt->get("instances")) read_instantiate(*kt, kernel, where);
        if (auto v = choice_at(*kt, "variants", k_variant_modes)) {
            if (v->value == "all" && !kernel.tune && !kt->get("tune"))
                m_diags.error(v->pos, "'variants = \"all\"' keeps the variants of the kernel's tune sweep, but " + where +
                                          " has no [kernels." + name + ".tune] table");
            if (v->value == "all") kernel.variants = *v;
        }
        if (!kernel.settings.source && !m_manifest.defaults.source)
            m_diags.error(pos(k), "kernel '" + name + "' has no 'source' (and [defaults] gives none)");
        kernel.has_errors = m_diags.error_count() > errors_before;
        m_kernel_table_errors += m_diags.error_count() - errors_before;
        m_manifest.kernels.push_back(std::move(kernel));
    }
    // TOML++ keeps keys sorted; the manifest's order is the order of kernels in the outputs.
    std::stable_sort(m_manifest.kernels.begin(), m_manifest.kernels.end(), [](const Kernel& a, const Kernel& b) {
        return std::tie(a.name.pos.line, a.name.pos.column) < std::tie(b.name.pos.line, b.name.pos.column);
    });
    // The header names kernel K's type "K_kernel" and its member "m_K": no other kernel may be
    // called either.
    for (const auto& a : m_manifest.kernels)
        for (const auto& b : m_manifest.kernels)
            for (const auto& [made, what] : {std::pair{a.name.value + "_kernel", "type"}, std::pair{"m_" + a.name.value, "member"}})
                if (b.name.value == made)
                    error_in(b, b.name.pos, "kernel name '" + b.name.value + "' cannot be used: the loader header names kernel '" +
                                                  a.name.value + "''s " + what + " '" + b.name.value + "'");
}

// `instantiate = { P = [values] }`, `name = "pattern"`, `[kernels.NAME.instances.MEMBER]`.
void Loader::read_instantiate(toml::table& kt, Kernel& kernel, const std::string& where) {
    const toml::node* in = kt.get("instantiate");
    if (!in) {
        const char* key = kt.get("name") ? "name" : "instances";
        m_diags.error(pos(kt.get(key)->source()), "'" + std::string(key) + "' belongs to a template family: " + where +
                                                      " has no 'instantiate' table");
        return;
    }
    Instantiate inst;
    inst.pos = pos(in->source());
    auto* t = in->as_table();
    if (!t || t->empty()) {
        m_diags.error(inst.pos, "'instantiate' must be a table of parameters and their values, e.g. { T = [\"float\", "
                                "\"__half\"], BLOCK = [256, 512] }");
        return;
    }
    for (auto&& [k, v] : *t) {
        Instantiate::Param param{{std::string(k.str()), pos(k)}, {}};
        const std::string& p = param.name.value;
        // It names a parameter of the loader header's member() lookup.
        if (auto problem = kernel_name_problem(p))
            m_diags.error(param.name.pos, "template parameter '" + p + "' cannot be used: " + *problem);
        auto* arr = v.as_array();
        if (!arr || arr->empty()) {
            m_diags.error(pos(v.source()), "instantiate parameter '" + p + "' must be a non-empty array of its values, e.g. [256, 512]");
            continue;
        }
        for (auto&& e : *arr) {
            Located<std::string> value{"", pos(e.source())};
            if (auto* i = e.as_integer()) value.value = std::to_string(i->get());
            else if (auto* str = e.as_string()) value.value = str->get();
            else if (auto* b = e.as_boolean()) value.value = b->get() ? "true" : "false";
            else {
                m_diags.error(value.pos, "a value of instantiate parameter '" + p + "' must be a string, an integer or a boolean");
                continue;
            }
            if (value.value.empty() || value.value.find_first_of("{}\n") != std::string::npos)
                m_diags.error(value.pos, "a value of instantiate parameter '" + p + "' must be non-empty and hold no '{', '}' or newline");
            for (const auto& other : param.values)
                if (other.value == value.value) m_diags.error(value.pos, "instantiate parameter '" + p + "' lists '" + value.value + "' twice");
            param.values.push_back(std::move(value));
        }
        inst.params.push_back(std::move(param));
    }
    inst.name = string_at(kt, "name");
    if (const toml::node* o = kt.get("instances")) {
        if (auto* ot = o->as_table()) {
            for (auto&& [k, v] : *ot) {
                auto* mt = v.as_table();
                if (!mt) {
                    m_diags.error(pos(k), "'instances." + std::string(k.str()) + "' must be a table of kernel settings");
                    continue;
                }
                KernelSettings settings;
                read_settings(*mt, settings, where + " for its member '" + std::string(k.str()) + "'", k_settings_keys);
                inst.overrides.emplace_back(Located<std::string>{std::string(k.str()), pos(k)}, std::move(settings));
            }
        } else {
            m_diags.error(pos(o->source()), "'instances' must be a table: [kernels.NAME.instances.MEMBER]");
        }
    }
    kernel.instantiate = std::move(inst);
}

// `targets = [...]`: the subset of the bundle's targets the kernel is built for (a vendor's own
// source, e.g. a Triton .llir per vendor).
void Loader::read_kernel_targets(const toml::table& kt, Kernel& kernel, const std::string& where) {
    auto list = strings_at(kt, "targets");
    if (!list) return;
    std::vector<std::string_view> ids;
    for (const auto& t : m_manifest.bundle.targets) ids.push_back(t.id.value);
    if (list->value.empty()) m_diags.error(list->pos, where + " is built for no target: 'targets' is empty");
    for (const auto& id : list->value) {
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
            m_diags.error(list->pos, "target '" + id + "' in the 'targets' of " + where + " is not among the bundle's targets (" +
                                         quoted_list(ids) + ")");
            suggest(list->pos, id, ids);
        } else if (std::count(list->value.begin(), list->value.end(), id) > 1) {
            m_diags.error(list->pos, "target '" + id + "' is listed twice in the 'targets' of " + where);
            break;
        }
    }
    kernel.only_targets = std::move(list);
}

void Loader::read_target_overrides(const toml::table& tt, Kernel& kernel, const std::string& where) {
    std::vector<std::string_view> ids;
    for (const auto& t : m_manifest.bundle.targets) ids.push_back(t.id.value);
    for (auto&& [k, v] : tt) {
        std::string id(k.str());
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
            m_diags.error(pos(k), "target '" + id + "' in " + where + " is not among the bundle's targets (" +
                                      quoted_list(ids) + ")");
            suggest(pos(k), id, ids);
            continue;
        }
        auto* st = v.as_table();
        if (!st) {
            m_diags.error(pos(k), "'target." + id + "' must be a table");
            continue;
        }
        if (kernel.only_targets && std::find(kernel.only_targets->value.begin(), kernel.only_targets->value.end(), id) ==
                                       kernel.only_targets->value.end()) {
            m_diags.error(pos(k), "'target." + id + "' of " + where + ": the kernel is not built for " + id + " (its 'targets' are " +
                                      quoted_list(std::vector<std::string_view>(kernel.only_targets->value.begin(),
                                                                                kernel.only_targets->value.end())) + ")");
            continue;
        }
        TargetOverride o{{id, pos(k)}, {}};
        read_settings(*st, o.settings, where + " for target '" + id + "'", k_settings_keys);
        kernel.targets.push_back(std::move(o));
    }
}

// An error that belongs to kernel `k` (after its tables were read).
void Loader::error_in(const Kernel& k, SourcePos at, std::string message) {
    m_diags.error(std::move(at), std::move(message));
    for (auto& own : m_manifest.kernels)
        if (&own == &k) own.has_errors = true;
    ++m_kernel_table_errors;
}

}  // namespace kiln::manifest
