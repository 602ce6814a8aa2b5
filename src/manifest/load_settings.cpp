// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The settings every layer has ([defaults], a kernel, its target tables, a template member, a tune
// value, a tuned pick's values): paths made absolute against the manifest's folder and checked for
// what a depfile can hold, clang_args and llvm_args checked against what kiln sets itself, the
// expectations, and fn_attrs.<backend> tables with names checked against the registry
// (unchecked_fn_attrs: applied as given, with a warning).
#include <algorithm>

#include "manifest/loader.hpp"
#include "manifest/registry.hpp"
#include "manifest/resolve.hpp"
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

constexpr std::string_view k_expect_keys[] = {"min_blocks_per_cu", "max_vgprs", "max_sgprs", "max_spills", "max_scratch"};

}  // namespace

void Loader::read_settings(const toml::table& t, KernelSettings& s, const std::string& where,
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
    s.ftz = bool_at(t, "ftz");
    s.prec_div = bool_at(t, "prec_div");
    s.prec_sqrt = bool_at(t, "prec_sqrt");
    s.fmad = bool_at(t, "fmad");
    s.wavefront_size = int_at(t, "wavefront_size", 32, 64);
    if (s.wavefront_size && s.wavefront_size->value != 32 && s.wavefront_size->value != 64) {
        m_diags.error(s.wavefront_size->pos, "'wavefront_size' is 32 or 64, not " + std::to_string(s.wavefront_size->value));
        s.wavefront_size.reset();
    }
    s.min_blocks_per_cu = int_at(t, "min_blocks_per_cu", 1, 1024);
    s.args = strings_at(t, "args");
    s.std = string_at(t, "std");
    s.language = choice_at(t, "language", known_languages());
    s.ir_pipeline = choice_at(t, "ir_pipeline", k_ir_pipelines);
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
std::vector<BackendAttrs> Loader::read_fn_attrs(const toml::table& fa, const std::string& where, bool checked) {
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

}  // namespace kiln::manifest
