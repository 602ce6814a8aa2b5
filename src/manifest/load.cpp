// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Manifest loading: TOML text -> Manifest. The only translation unit that includes TOML++ (it
// costs seconds per file). Checks the whole schema and reports every error before returning, each
// at the key or value it concerns. Attribute values are checked per target by validate.cpp.
#include <toml++/toml.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "manifest/manifest.hpp"
#include "manifest/expr.hpp"
#include "manifest/names.hpp"
#include "manifest/resolve.hpp"
#include "manifest/registry.hpp"
#include "manifest/toml_guard.hpp"
#include "util/file.hpp"
#include "util/strings.hpp"

namespace kiln::manifest {

namespace fs = std::filesystem;

namespace {

// Paths end up in the depfile, which Make and Ninja read: a newline cannot be written there and
// Make takes ':' as a rule separator.
std::optional<std::string> unusable_path(const fs::path& p) {
    const std::string s = p.string();
    if (s.find('\n') != std::string::npos) return "has a newline in its path, which a depfile cannot hold";
    if (s.find(':') != std::string::npos) return "has ':' in its path, which Make reads as a rule separator in the depfile";
    return std::nullopt;
}

// Front-end flags that would break what kiln asks of clang (one device compile to IR, for the
// manifest's target, its device libraries, its include search): why, or nothing.
std::optional<std::string> reserved_clang_arg(std::string_view a, std::string_view previous) {
    // The cc1 options kiln's device compile sets itself, passed through the driver ("-Xclang",
    // "-triple", "-Xclang", "x86_64-unknown-linux-gnu" as "-target" would be).
    if (previous == "-Xclang")
        for (std::string_view p : {"-triple", "-aux-triple", "-target-cpu", "-target-feature", "-target-abi", "-fcuda-is-device",
                                   "-emit-", "-o", "-x", "-main-file-name", "-mlink-builtin-bitcode", "-mlink-bitcode-file",
                                   "-include", "-fcuda-include-gpubinary", "-disable-llvm-passes", "-mcode-object-version"})
            if (a == p || (p.size() > 2 && a.starts_with(p)))
                return std::string("(after -Xclang) is kiln's to set (it drives one device compile to IR for the manifest's "
                                   "target)");
    // Target features: the target ID's. The front end would compile for one wave size and the
    // backend, which takes the target ID's features, for another.
    for (std::string_view p : {"-mwavefrontsize", "-mno-wavefrontsize", "-mxnack", "-mno-xnack", "-msram-ecc", "-mno-sram-ecc",
                               "-mcumode", "-mno-cumode", "-mtgsplit", "-mno-tgsplit"})
        if (a.starts_with(p))
            return std::string("sets a target feature, which the target ID names (\"gfx942:xnack+\"), or the wave size, "
                               "which is the kernel's wavefront_size (64 on gfx10+)");
    for (std::string_view p : {"-o", "-c", "-x", "-E", "-S", "-emit-", "--offload-arch", "-march", "-mcpu", "--cuda-",
                               "-nogpulib", "--rocm-", "-target", "--target", "-mcode-object-version", "-fgpu-rdc",
                               "-save-temps", "-M", "-include", "-I", "-D", "-std=", "-mllvm"}) {
        // Two-letter ones are prefixes too where clang joins the value ("-xhip", "-ofile", "-MD").
        const bool joined = p.size() > 2 || p == "-M" || p == "-I" || p == "-D" || p == "-x" || p == "-o";
        if (a == p || (joined && a.starts_with(p))) {
            if (p == "-I") return std::string("is include_dirs' job");
            if (p == "-D") return std::string("is defines' job");
            if (p == "-std=") return std::string("is std's job");
            if (p == "-mllvm") return std::string("passes an LLVM option: write it in llvm_args, without '-mllvm'");
            return std::string("is kiln's to set (it drives one device compile to IR for the manifest's target)");
        }
    }
    return std::nullopt;
}

constexpr std::string_view k_top_keys[] = {"bundle", "defaults", "kernels"};
constexpr std::string_view k_bundle_keys[] = {"name",         "targets",     "code_object_version", "compress",
                                             "ccob_version", "hip_profile", "rocm_path", "device_lib_path", "cuda_path", "expect",
                                             "max_variants"};
// Keys of [defaults] and of a kernel's target table; a kernel table also takes "target".
constexpr std::string_view k_settings_keys[] = {"source",   "symbol",    "block_size",        "dynamic_lds",
                                                "defines",  "include_dirs", "fast_math",      "fn_attrs",
                                                "unchecked_fn_attrs", "expect", "min_blocks_per_cu", "args", "std", "language", "clang_args", "llvm_args", "wavefront_size",
                                                "shared_carveout", "max_dynamic_lds"};
constexpr std::string_view k_kernel_keys[] = {"source",   "symbol",    "block_size",        "dynamic_lds",
                                              "defines",  "include_dirs", "fast_math",      "fn_attrs",
                                              "unchecked_fn_attrs", "expect", "min_blocks_per_cu", "args", "std", "language", "clang_args", "llvm_args", "wavefront_size", "target",
                                              "targets", "shared_carveout", "max_dynamic_lds", "tune", "bench", "variants",
                                              "instantiate", "name", "instances"};
// [kernels.NAME.tune]: the settings a sweep may vary, and its own keys.
constexpr std::string_view k_tune_axis_keys[] = {"source", "symbol", "block_size", "dynamic_lds", "defines", "include_dirs",
                                                 "fast_math", "min_blocks_per_cu", "std", "clang_args", "llvm_args", "wavefront_size", "shared_carveout",
                                                 "max_dynamic_lds", "fn_attrs", "unchecked_fn_attrs"};
constexpr std::string_view k_tune_keys[] = {"source", "symbol", "block_size", "dynamic_lds", "defines", "include_dirs",
                                            "fast_math", "min_blocks_per_cu", "std", "clang_args", "llvm_args", "wavefront_size", "shared_carveout",
                                            "max_dynamic_lds", "fn_attrs", "unchecked_fn_attrs", "objective", "points", "exclude"};
constexpr std::string_view k_objectives[] = {"occupancy", "registers"};
constexpr std::string_view k_variant_modes[] = {"all", "none"};
constexpr std::string_view k_expect_keys[] = {"min_blocks_per_cu", "max_vgprs", "max_sgprs", "max_spills", "max_scratch"};
// Target features in LLVM's canonical order.
constexpr std::string_view k_features[] = {"sramecc", "xnack"};
constexpr std::string_view k_compressions[] = {"none", "zstd", "zlib"};
constexpr std::string_view k_expect_modes[] = {"error", "warn"};
constexpr std::string_view k_profiles[] = {"6.4", "6.1", "trap"};

std::string quoted_list(std::span<const std::string_view> items) {
    std::string out;
    for (auto i : items) out += (out.empty() ? "'" : ", '") + std::string(i) + "'";
    return out;
}

class Loader {
public:
    Loader(const fs::path& path, diag::Diagnostics& diags, bool partial)
        : m_file(path.string()), m_diags(diags), m_partial(partial), m_first_diag(diags.all().size()) {
        m_manifest.path = path;
        m_manifest.dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    }

    std::optional<Manifest> run(const std::string& text) {
        if (guarded(text)) return std::nullopt;
        toml::table root;
        try {
            root = toml::parse(text, m_file);
        } catch (const toml::parse_error& e) {
            m_diags.error(pos(e.source()), cause(e));
            return std::nullopt;
        }
        check_keys(root, k_top_keys, "the manifest");
        if (auto* b = table_at(root, "bundle")) read_bundle(*b);
        else m_diags.error(SourcePos{m_file, 1, 1, 1}, "missing [bundle] table");
        if (auto* d = table_at(root, "defaults")) read_settings(*d, m_manifest.defaults, "[defaults]", k_settings_keys);
        const std::size_t global_errors = m_diags.error_count();
        if (table_at(root, "kernels")) read_kernels(*root.get("kernels")->as_table());
        if (m_manifest.kernels.empty() && !m_diags.has_errors())
            m_diags.error(SourcePos{m_file, 1, 1, 1}, "the manifest lists no kernels; add a [kernels.NAME] table");
        if (!m_manifest.bundle.name.value.empty()) read_tuned(m_manifest.dir / (m_manifest.bundle.name.value + ".tuned.toml"));
        m_diags.sort_by_position(m_first_diag);
        if (!m_diags.has_errors()) return std::move(m_manifest);
        // Partial: only when every error lies in some kernel's own tables.
        std::size_t kernel_errors = 0;
        for (const auto& k : m_manifest.kernels) kernel_errors += k.has_errors ? 1 : 0;
        if (!m_partial || global_errors > 0 || kernel_errors == 0 || m_kernel_table_errors != m_diags.error_count() - global_errors)
            return std::nullopt;
        return std::move(m_manifest);
    }

private:
    // TOML++ says "Error while parsing table header: cannot redefine ..."; keep the cause.
    // Whether `text` holds what TOML++ must not parse (toml_guard.hpp), reported as its error.
    bool guarded(std::string_view text) {
        const auto hazard = toml_hazard(text);
        if (hazard)
            m_diags.error(SourcePos{m_file, static_cast<std::uint32_t>(hazard->line), static_cast<std::uint32_t>(hazard->column), 1},
                          hazard->what);
        return hazard.has_value();
    }

    static std::string cause(const toml::parse_error& e) {
        std::string what(e.description());
        if (what.starts_with("Error while parsing") && what.find(": ") != std::string::npos) what.erase(0, what.find(": ") + 2);
        return what;
    }

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

    void suggest(const SourcePos& at, std::string_view word, std::span<const std::string_view> candidates) {
        if (auto m = util::closest_match(word, candidates)) m_diags.note(at, "did you mean '" + *m + "'?");
    }

    void unknown(const toml::key& k, std::span<const std::string_view> allowed, std::string_view kind,
                 std::string_view where) {
        m_diags.error(pos(k), "unknown " + std::string(kind) + " '" + std::string(k.str()) + "' in " + std::string(where));
        suggest(pos(k), k.str(), allowed);
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

    std::optional<Located<bool>> bool_at(const toml::table& t, std::string_view key) {
        const toml::node* n = t.get(key);
        if (!n) return std::nullopt;
        if (auto* b = n->as_boolean()) return Located<bool>{b->get(), pos(n->source())};
        m_diags.error(pos(n->source()), "'" + std::string(key) + "' must be true or false");
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

    std::optional<Located<std::vector<std::string>>> strings_at(const toml::table& t, std::string_view key) {
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
    std::optional<Located<std::string>> choice_at(const toml::table& t, std::string_view key,
                                                  std::span<const std::string_view> choices) {
        auto s = string_at(t, key);
        if (!s) return std::nullopt;
        if (std::find(choices.begin(), choices.end(), s->value) != choices.end()) return s;
        m_diags.error(s->pos, "'" + std::string(key) + "' must be one of " + quoted_list(choices) + ", not '" + s->value + "'");
        suggest(s->pos, s->value, choices);
        return std::nullopt;
    }

    fs::path absolute(const std::string& p) const {
        return (fs::path(p).is_absolute() ? fs::path(p) : m_manifest.dir / p).lexically_normal();
    }

    void read_bundle(const toml::table& b) {
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
    void read_target(Located<std::string> id) {
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

    // Mutable: a tune table's values are moved out of it (a moved TOML node keeps its position).
    void read_kernels(toml::table& ks) {
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
    void read_instantiate(toml::table& kt, Kernel& kernel, const std::string& where) {
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
    void read_kernel_targets(const toml::table& kt, Kernel& kernel, const std::string& where) {
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

    void read_target_overrides(const toml::table& tt, Kernel& kernel, const std::string& where) {
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

    void read_settings(const toml::table& t, KernelSettings& s, const std::string& where,
                       std::span<const std::string_view> keys) {
        check_keys(t, keys, where);
        if (auto src = string_at(t, "source")) {
            fs::path p = absolute(src->value);
            std::error_code ec;
            if (const auto type = fs::status(p, ec).type(); type != fs::file_type::regular) {
                m_diags.error(src->pos, "source '" + src->value + "' " +
                                            (type == fs::file_type::not_found   ? "does not exist"
                                             : type == fs::file_type::directory ? "is a directory"
                                                                                : "is not a regular file (a FIFO, socket or device)") +
                                            " (looked for '" + p.string() + "')");
            } else if (auto bad = unusable_path(p)) {
                m_diags.error(src->pos, "source '" + src->value + "' " + *bad);
            }
            s.source = Located<fs::path>{p, src->pos};
        }
        if (auto sym = string_at(t, "symbol")) {
            if (sym->value.empty()) m_diags.error(sym->pos, "'symbol' must not be empty");
            s.symbol = sym;
        }
        s.block_size = int_at(t, "block_size", 1, 1024);
        s.dynamic_lds = int_at(t, "dynamic_lds", 0, std::int64_t{1} << 30);
        s.shared_carveout = int_at(t, "shared_carveout", 0, 100);
        s.max_dynamic_lds = int_at(t, "max_dynamic_lds", 0, std::int64_t{1} << 30);
        s.defines = strings_at(t, "defines");
        s.clang_args = strings_at(t, "clang_args");
        if (s.clang_args)
            for (std::size_t i = 0; i < s.clang_args->value.size(); ++i) {
                const std::string& a = s.clang_args->value[i];
                if (auto why = reserved_clang_arg(a, i ? std::string_view(s.clang_args->value[i - 1]) : std::string_view()))
                    m_diags.error(m_diags.element(s.clang_args->pos, a), "clang_args: '" + a + "' " + *why);
            }
        s.llvm_args = strings_at(t, "llvm_args");
        if (s.llvm_args) {
            for (const auto& a : s.llvm_args->value) {
                if (a == "-mllvm")
                    m_diags.error(m_diags.element(s.llvm_args->pos, a), "llvm_args: '-mllvm' is implied: give the option alone ('-amdgpu-...=VALUE')");
                else if (!a.starts_with('-') || a == "-" || a == "--")
                    m_diags.error(m_diags.element(s.llvm_args->pos, a),
                                  "llvm_args: '" + a + "' is not an option: each value is one LLVM option, '-name' or '-name=value'");
            }
        }
        if (auto dirs = strings_at(t, "include_dirs")) {
            s.include_dirs = Located<std::vector<fs::path>>{{}, dirs->pos};
            for (const auto& d : dirs->value) {
                s.include_dirs->value.push_back(absolute(d));
                if (auto bad = unusable_path(s.include_dirs->value.back())) m_diags.error(dirs->pos, "include directory '" + d + "' " + *bad);
            }
        }
        s.fast_math = bool_at(t, "fast_math");
        s.wavefront_size = int_at(t, "wavefront_size", 32, 64);
        if (s.wavefront_size && s.wavefront_size->value != 32 && s.wavefront_size->value != 64) {
            m_diags.error(s.wavefront_size->pos, "'wavefront_size' is 32 or 64, not " + std::to_string(s.wavefront_size->value));
            s.wavefront_size.reset();
        }
        s.min_blocks_per_cu = int_at(t, "min_blocks_per_cu", 1, 1024);
        s.args = strings_at(t, "args");
        s.std = string_at(t, "std");
        s.language = choice_at(t, "language", known_languages());
        if (auto* e = table_at(t, "expect")) {
            check_keys(*e, k_expect_keys, "the expectations of " + where);
            s.expect.min_blocks_per_cu = int_at(*e, "min_blocks_per_cu", 0, 1024);
            s.expect.max_vgprs = int_at(*e, "max_vgprs", 0, 512);
            s.expect.max_sgprs = int_at(*e, "max_sgprs", 0, 800);
            s.expect.max_spills = int_at(*e, "max_spills", 0, std::int64_t{1} << 30);
            s.expect.max_scratch = int_at(*e, "max_scratch", 0, std::int64_t{1} << 30);
        }
        if (auto* fa = table_at(t, "fn_attrs")) s.fn_attrs = read_fn_attrs(*fa, where, true);
        if (auto* ua = table_at(t, "unchecked_fn_attrs")) s.unchecked_fn_attrs = read_fn_attrs(*ua, where, false);
    }

    // fn_attrs.<backend> (names checked against the registry) or unchecked_fn_attrs.<backend>.
    std::vector<BackendAttrs> read_fn_attrs(const toml::table& fa, const std::string& where, bool checked) {
        std::vector<BackendAttrs> out;
        const std::string table = checked ? "fn_attrs" : "unchecked_fn_attrs";
        for (auto&& [bk, bv] : fa) {
            std::string backend(bk.str());
            auto names = known_attributes(backend);
            if (names.empty()) {
                unknown(bk, known_backends(), "backend", table + " of " + where);
                continue;
            }
            auto* bt = bv.as_table();
            if (!bt) {
                m_diags.error(pos(bv.source()), "'" + table + "." + backend + "' must be a table of attribute = \"value\"");
                continue;
            }
            BackendAttrs attrs{{backend, pos(bk)}, {}};
            for (auto&& [ak, av] : *bt) {
                std::string name(ak.str());
                bool known = std::find(names.begin(), names.end(), name) != names.end();
                if (checked && !known) {
                    unknown(ak, names, backend + " attribute", where);
                    if (!util::closest_match(name, names))
                        m_diags.note(pos(ak), "an attribute outside kiln's registry can be applied unchecked through unchecked_fn_attrs." + backend);
                    continue;
                }
                if (!checked && known) {
                    m_diags.error(pos(ak), "'" + name + "' is a known attribute; give it in fn_attrs." + backend + " so its value is checked");
                    continue;
                }
                auto* str = av.as_string();
                if (!str) {
                    m_diags.error(pos(av.source()), "value of '" + name + "' must be a string, e.g. \"1,2\"");
                    continue;
                }
                if (!checked)
                    m_diags.warning(pos(ak), "unchecked attribute '" + name + "' is applied to " + where + " as given");
                attrs.attrs.push_back({{name, pos(ak)}, {str->get(), pos(av.source())}});
            }
            out.push_back(std::move(attrs));
        }
        return out;
    }

    // A TOML value as the tune table shows it: 256, 2,4 (a string as is), [TILE=8].
    static std::string shown(const toml::node& n) {
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
    static std::string as_toml(const toml::node& n) {
        if (auto* s = n.as_string()) return util::toml_quote(s->get());
        if (auto* a = n.as_array()) {
            std::string out = "[";
            for (const toml::node& e : *a) out += (out.size() > 1 ? ", " : "") + as_toml(e);
            return out + "]";
        }
        return shown(n);
    }

    // One axis: `values` (an array) moved, value by value, into a table holding only `path`, read
    // by read_settings as the kernel's table would be (same checks, same messages, same positions).
    void read_axis(Tune& tune, const std::vector<const toml::key*>& path, toml::node& values, const std::string& where) {
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
    void leaves(const toml::table& t, const std::string& prefix, std::vector<std::tuple<std::string, SourcePos, const toml::node*>>& out) {
        for (auto&& [k, v] : t) {
            const std::string key = prefix + std::string(k.str());
            if (auto* sub = v.as_table()) leaves(*sub, key + ".", out);
            else out.emplace_back(key, pos(k), &v);
        }
    }

    // `points` / `exclude`: arrays of tables naming axis values; an index per axis (none: not named).
    std::vector<Located<std::vector<std::optional<std::size_t>>>> combinations(const toml::node& n, const Tune& tune, const char* what,
                                                                              bool complete) {
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

    void read_tune(toml::table& t, Kernel& kernel, const std::string& where) {
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

    // An integer or a string expression (manifest/expr.hpp), syntax checked, each name one of `names`.
    std::optional<BenchExpr> expr_of(const toml::node& n, const std::string& what, const std::vector<std::string>& names,
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
    std::optional<std::int64_t> sized_value(const toml::node& n, const std::string& what, const Bench& b, std::int64_t lo,
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
    void read_bench(const toml::table& t, Kernel& kernel, const std::string& where) {
        constexpr std::string_view keys[] = {"sizes", "grid", "threads", "args", "warmup", "repeat"};
        check_keys(t, keys, "the bench table of " + where);
        Bench b;
        b.pos = pos(t.source());
        if (const toml::node* sz = t.get("sizes")) {
            if (auto* st = sz->as_table()) {
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
            } else {
                m_diags.error(pos(sz->source()), "'sizes' must be a table of integers, e.g. { M = 4096, N = 4096 }");
            }
        }
        // A grid's names: the sizes, the variant's block_size, and any define the kernel or its sweep sets.
        std::vector<std::string> grid_names{"block_size"};
        for (const auto& [name, v] : b.sizes) grid_names.push_back(name);
        auto add_defines = [&](const std::optional<Located<std::vector<std::string>>>& d) {
            if (!d) return;
            for (const auto& def : d->value) {
                const std::string name = def.substr(0, def.find('='));
                if (std::find(grid_names.begin(), grid_names.end(), name) == grid_names.end()) grid_names.push_back(name);
            }
        };
        add_defines(m_manifest.defaults.defines);
        add_defines(kernel.settings.defines);
        for (const auto& o : kernel.targets) add_defines(o.settings.defines);
        if (kernel.tune)
            for (const auto& axis : kernel.tune->axes)
                for (const auto& v : axis.values) add_defines(v.settings.defines);
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
        if (auto w = int_at(t, "warmup", 0, 1000)) b.warmup = w->value;
        if (auto r = int_at(t, "repeat", 1, 10000)) b.repeat = r->value;
        constexpr std::string_view types[] = {"float", "double", "int", "uint"};
        constexpr std::string_view fills[] = {"zero", "one", "random"};
        if (const toml::node* a = t.get("args")) {
            auto* arr = a->as_array();
            if (!arr) m_diags.error(pos(a->source()), "'args' must be an array of tables, e.g. [{ buffer = \"float\", count = 1024 }, { int = 64 }]");
            for (std::size_t i = 0; arr && i < arr->size(); ++i) {
                const toml::node& e = *arr->get(i);
                auto* et = e.as_table();
                if (!et) {
                    m_diags.error(pos(e.source()), "each bench argument must be a table: { buffer = \"float\", count = N } or { int = V }");
                    continue;
                }
                BenchArg arg;
                arg.pos = pos(e.source());
                if (auto buf = choice_at(*et, "buffer", types)) {
                    constexpr std::string_view buffer_keys[] = {"buffer", "count", "fill"};
                    check_keys(*et, buffer_keys, "a bench buffer");
                    arg.buffer = buf->value;
                    if (const toml::node* c = et->get("count")) {
                        if (auto v = sized_value(*c, "count", b, 1, std::int64_t{1} << 34)) arg.count = *v;
                    } else {
                        m_diags.error(arg.pos, "a bench buffer needs 'count' (elements)");
                    }
                    arg.fill = "zero";
                    if (auto f = choice_at(*et, "fill", fills)) arg.fill = f->value;
                } else if (!et->get("buffer")) {
                    if (et->size() != 1) {
                        m_diags.error(arg.pos, "a bench scalar is one key: { int = V }, { uint = V }, { float = V }, { double = V } or { null = true }");
                        continue;
                    }
                    bool known = true;
                    for (auto&& [k, v] : *et) {  // the one key
                        arg.scalar = std::string(k.str());
                        if (arg.scalar == "null") {  // { null = true }: a null pointer (Triton's scratch arguments)
                            if (!v.as_boolean() || !v.as_boolean()->get())
                                m_diags.error(pos(v.source()), "a bench null pointer is written { null = true }");
                            continue;
                        }
                        if (std::find(std::begin(types), std::end(types), arg.scalar) == std::end(types)) {
                            unknown(k, types, "scalar type", "a bench argument");
                            known = false;
                        } else if (arg.scalar == "int" || arg.scalar == "uint") {
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
                    }
                    if (!known) continue;
                }
                b.args.push_back(std::move(arg));
            }
        }
        kernel.bench = std::move(b);
    }

    static std::string shown_float(double v) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.17g", v);
        std::string s = buf;
        if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
        return s;
    }

    // NAME.tuned.toml beside the manifest, when there is one: kiln tune --write's picks. Its errors
    // point into it; a pick for a kernel or target the manifest no longer has is a warning.
    void read_tuned(const fs::path& path) {
        std::error_code ec;
        if (!fs::exists(path, ec)) return;
        m_manifest.tuned_path = path;
        auto text = util::read_file(path);
        if (!text) {
            m_diags.error(text.error());
            return;
        }
        m_diags.add_source(path.string(), *text);
        const std::string manifest_file = m_file;
        m_file = path.string();
        toml::table root;
        if (guarded(*text)) {
            m_file = manifest_file;
            return;
        }
        try {
            root = toml::parse(*text, m_file);
        } catch (const toml::parse_error& e) {
            m_diags.error(pos(e.source()), cause(e));
            m_file = manifest_file;
            return;
        }
        auto format = string_at(root, "format");
        auto version = int_at(root, "version", 1, 1);
        if (!format || format->value != "kiln-tuned" || !version) {
            m_diags.error(SourcePos{m_file, 1, 1, 1}, "not a kiln tune --write file (format = \"kiln-tuned\", version = 1)");
            m_file = manifest_file;
            return;
        }
        // Each table's lines, from its header to the next one (the file is kiln's: one header per pick).
        std::vector<std::string> lines;
        for (std::size_t at = 0; at <= text->size();) {
            std::size_t nl = text->find('\n', at);
            if (nl == std::string::npos) nl = text->size();
            lines.push_back(text->substr(at, nl - at));
            at = nl + 1;
        }
        auto table_text = [&](std::uint32_t header_line) {
            std::string out;
            for (std::size_t l = header_line - 1; l < lines.size(); ++l) {
                if (l > header_line - 1 && !lines[l].empty() && lines[l][0] == '[') break;
                out += lines[l] + "\n";
            }
            while (out.size() > 1 && out[out.size() - 2] == '\n') out.pop_back();
            return out;
        };
        // A template family's members are kernels once it is expanded (expand_families checks them).
        const bool families = std::any_of(m_manifest.kernels.begin(), m_manifest.kernels.end(),
                                          [](const Kernel& x) { return x.instantiate.has_value(); });
        for (auto&& [kk, kv] : root) {
            const std::string kernel(kk.str());
            if (kernel == "format" || kernel == "version") continue;
            auto* targets = kv.as_table();
            if (!targets) {
                m_diags.error(pos(kk), "'" + kernel + "' must be a table of picks per target");
                continue;
            }
            const Kernel* k = m_manifest.find_kernel(kernel);
            for (auto&& [tk, tv] : *targets) {
                const std::string target(tk.str());
                auto* t = tv.as_table();
                if (!t) {
                    m_diags.error(pos(tk), "'" + kernel + "." + target + "' must be a table");
                    continue;
                }
                if (!k && !families) {
                    m_diags.warning(pos(kk), unknown_pick_message(kernel));
                    continue;
                }
                if (std::none_of(m_manifest.bundle.targets.begin(), m_manifest.bundle.targets.end(),
                                 [&](const TargetId& id) { return id.id.value == target; })) {
                    m_diags.warning(pos(tk), "a pick of kernel '" + kernel + "' for target '" + target +
                                                 "', which the bundle no longer has: ignored");
                    continue;
                }
                constexpr std::string_view keys[] = {"objective", "variant", "values", "was", "source_md5", "figures", "kiln",
                                                     "measured_on", "median_ms"};
                check_keys(*t, keys, "the pick of kernel '" + kernel + "' for " + target);
                TunedPick p{{kernel, pos(kk)}, {target, pos(tk)}, {}, {}, {}, {}, {}, table_text(tk.source().begin.line)};
                const std::string where = "the pick of kernel '" + kernel + "' for " + target;
                if (auto* values = table_at(*t, "values")) read_settings(*values, p.values, where, k_tune_axis_keys);
                if (auto* was = table_at(*t, "was"))
                    for (auto&& [wk, wv] : *was) {
                        if (auto* str = wv.as_string()) p.was.emplace_back(std::string(wk.str()), str->get());
                        else m_diags.error(pos(wv.source()), "values of 'was' must be strings");
                    }
                if (auto md5 = string_at(*t, "source_md5")) p.source_md5 = md5->value;
                if (auto o = string_at(*t, "objective")) p.objective = o->value;
                if (auto v = string_at(*t, "variant")) p.variant = v->value;
                m_manifest.tuned.push_back(std::move(p));
            }
        }
        m_file = manifest_file;
    }

    // An error that belongs to kernel `k` (after its tables were read).
    void error_in(const Kernel& k, SourcePos at, std::string message) {
        m_diags.error(std::move(at), std::move(message));
        for (auto& own : m_manifest.kernels)
            if (&own == &k) own.has_errors = true;
        ++m_kernel_table_errors;
    }

    std::string m_file;
    diag::Diagnostics& m_diags;
    bool m_partial = false;
    std::size_t m_kernel_table_errors = 0;
    std::size_t m_first_diag;  // diagnostics before this one are not ours to reorder
    Manifest m_manifest;
};

}  // namespace

std::string unknown_pick_message(const std::string& kernel) {
    return "a pick for kernel '" + kernel + "', which the manifest no longer has: ignored";
}

const char* hip_profile_name(HipProfile p) {
    switch (p) {
        case HipProfile::v6_4: return "6.4";
        case HipProfile::v6_1: return "6.1";
        case HipProfile::trap: return "trap";
    }
    return "?";
}

const Kernel* Manifest::find_kernel(std::string_view name) const {
    for (const auto& k : kernels)
        if (k.name.value == name) return &k;
    return nullptr;
}

bool builds_for(const Kernel& k, const TargetId& target) {
    return !k.only_targets || std::find(k.only_targets->value.begin(), k.only_targets->value.end(), target.id.value) !=
                                  k.only_targets->value.end();
}

std::optional<TargetId> parse_target_id(const std::string& id) {
    TargetId t;
    t.backend = target::kind_of(id);
    if (t.backend == Backend::nvptx) {
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

std::optional<Manifest> load(const fs::path& path, diag::Diagnostics& diags, bool partial) {
    auto text = util::read_file(path);
    if (!text) {
        diags.error(text.error());
        return std::nullopt;
    }
    diags.add_source(path.string(), *text);
    return Loader(path, diags, partial).run(*text);
}

}  // namespace kiln::manifest
