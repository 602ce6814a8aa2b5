// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// [bundle]: the bundle's name and settings, and its targets. A target ID is checked for its form
// here (features known, in canonical order, none twice, no target twice); whether LLVM knows the
// processor is checked when the build asks LLVM for the target's limits.
#include <algorithm>

#include "manifest/loader.hpp"
#include "manifest/names.hpp"

namespace kiln::manifest {

namespace {

constexpr std::string_view k_bundle_keys[] = {"name",         "targets",     "code_object_version", "compress",
                                             "ccob_version", "hip_profile", "rocm_path", "device_lib_path", "cuda_path", "expect",
                                             "max_variants"};
// Target features in LLVM's canonical order.
constexpr std::string_view k_features[] = {"sramecc", "xnack"};
constexpr std::string_view k_compressions[] = {"none", "zstd", "zlib"};
constexpr std::string_view k_expect_modes[] = {"error", "warn"};
constexpr std::string_view k_profiles[] = {"6.4", "6.1", "trap"};

}  // namespace

void Loader::read_bundle(const toml::table& b) {
    check_keys(b, k_bundle_keys, "[bundle]");
    if (auto name = string_at(b, "name")) {
        if (auto problem = bundle_name_problem(name->value))
            m_diags.error(name->pos, "bundle name '" + name->value + "' cannot be used: " + *problem);
        m_manifest.bundle.name = *name;
    } else if (!b.get("name")) {
        m_diags.error(pos(b.source()), "[bundle] needs a 'name'");
    }
    if (auto cov = int_at(b, "code_object_version", 4, 6))
        m_manifest.bundle.code_object_version = {static_cast<int>(cov->value), cov->pos};
    if (auto c = choice_at(b, "compress", k_compressions)) m_manifest.bundle.compress = *c;
    if (auto e = choice_at(b, "expect", k_expect_modes)) m_manifest.bundle.expect = *e;
    if (auto v = int_at(b, "ccob_version", 2, 3)) m_manifest.bundle.ccob_version = {static_cast<int>(v->value), v->pos};
    if (auto v = int_at(b, "max_variants", 1, k_max_variants_limit)) m_manifest.bundle.max_variants = *v;
    if (auto r = string_at(b, "rocm_path")) m_manifest.bundle.rocm_path = Located<std::string>{absolute(r->value).string(), r->pos};
    if (auto c = string_at(b, "cuda_path")) m_manifest.bundle.cuda_path = Located<std::string>{absolute(c->value).string(), c->pos};
    if (auto d = string_at(b, "device_lib_path"))
        m_manifest.bundle.device_lib_path = Located<std::string>{absolute(d->value).string(), d->pos};
    if (auto p = choice_at(b, "hip_profile", k_profiles)) {
        HipProfile profile = p->value == "6.1" ? HipProfile::v6_1 : p->value == "trap" ? HipProfile::trap : HipProfile::v6_4;
        m_manifest.bundle.hip_profile = {profile, p->pos};
    }

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
    for (const toml::node& e : *arr) {
        auto* s = e.as_string();
        if (!s) {
            m_diags.error(pos(e.source()), "a target must be a string such as \"gfx942\"");
            continue;
        }
        read_target(Located<std::string>{s->get(), pos(e.source())});
    }
}

// Checks the form of a target ID; whether LLVM knows the processor is checked when the
// build asks LLVM for the target's limits.
void Loader::read_target(Located<std::string> id) {
    auto t = parse_target_id(id.value);
    if (!t) {
        m_diags.error(id.pos, "malformed target ID '" + id.value + "'; expected e.g. \"gfx942\", \"gfx942:sramecc+:xnack-\" or \"sm_90\"");
        return;
    }
    std::vector<std::string> names;
    for (const auto& f : t->features) {
        std::string name = f.substr(1);
        if (std::find(std::begin(k_features), std::end(k_features), name) == std::end(k_features)) {
            m_diags.error(id.pos, "unknown target feature '" + name + "' in '" + id.value + "'; known: sramecc, xnack");
            suggest(id.pos, name, k_features);
            return;
        }
        if (std::find(names.begin(), names.end(), name) != names.end()) {
            m_diags.error(id.pos, "target feature '" + name + "' appears twice in '" + id.value + "'");
            return;
        }
        names.push_back(name);
    }
    if (!std::is_sorted(names.begin(), names.end())) {
        auto features = t->features;
        std::sort(features.begin(), features.end(), [](const auto& a, const auto& b) { return a.substr(1) < b.substr(1); });
        std::string canonical = t->processor;
        for (const auto& f : features) canonical += ":" + f.substr(1) + f[0];
        m_diags.error(id.pos, "target features of '" + id.value + "' are not in canonical order; write '" + canonical + "'");
        return;
    }
    for (const auto& other : m_manifest.bundle.targets) {
        if (other.id.value == id.value) {
            m_diags.error(id.pos, "target '" + id.value + "' is listed twice");
            return;
        }
    }
    t->id = std::move(id);
    m_manifest.bundle.targets.push_back(std::move(*t));
}

const char* hip_profile_name(HipProfile p) {
    switch (p) {
        case HipProfile::v6_4: return "6.4";
        case HipProfile::v6_1: return "6.1";
        case HipProfile::trap: return "trap";
    }
    return "?";
}

std::optional<TargetId> parse_target_id(const std::string& id) {
    TargetId t;
    t.backend = target::kind_of(id);
    // A processor alone ("sm_90a"), or with features ("gfx942:sramecc+:xnack-", LLVM's TargetID).
    if (!t.facts().target_id_features) {
        if (id.size() < 5 || id.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz_", 3) != std::string::npos) return std::nullopt;
        t.processor = id;
        t.id.value = id;
        return t;
    }
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

}  // namespace kiln::manifest
