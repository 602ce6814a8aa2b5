// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Internal to manifest/: the loader behind load() (manifest.hpp), one object per manifest read,
// its member functions defined by phase in the load_*.cpp files named at each group below. Only
// these files include TOML++; nothing outside manifest/ sees a TOML type.
#include <toml++/toml.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "manifest/manifest.hpp"

namespace kiln::manifest {

// Keys of [defaults] and of a kernel's target table; a kernel table also takes "target".
inline constexpr std::string_view k_settings_keys[] = {"source",   "symbol",    "block_size",        "dynamic_lds",
                                                       "defines",  "include_dirs", "fast_math", "ftz", "prec_div", "prec_sqrt", "fmad",      "fn_attrs",
                                                       "unchecked_fn_attrs", "expect", "min_blocks_per_cu", "args", "std", "language", "ir_pipeline", "clang_args", "llvm_args", "wavefront_size",
                                                       "shared_carveout", "max_dynamic_lds"};
// [kernels.NAME.tune]: the settings a sweep may vary (also the keys of a tuned pick's values).
inline constexpr std::string_view k_tune_axis_keys[] = {"source", "symbol", "block_size", "dynamic_lds", "defines", "include_dirs",
                                                        "fast_math", "ftz", "prec_div", "prec_sqrt", "fmad", "min_blocks_per_cu", "std", "clang_args", "llvm_args", "wavefront_size", "shared_carveout",
                                                        "max_dynamic_lds", "fn_attrs", "unchecked_fn_attrs"};

// 'a', 'b', 'c': the choices a message lists.
std::string quoted_list(std::span<const std::string_view> items);

class Loader {
public:
    Loader(const std::filesystem::path& path, diag::Diagnostics& diags, bool partial);
    std::optional<Manifest> run(const std::string& text);

private:
    // load_toml.cpp: positions, the typed readers (each reports a value of the wrong type at it),
    // unknown keys with a suggestion.
    bool guarded(std::string_view text);
    static std::string cause(const toml::parse_error& e);
    SourcePos pos(const toml::source_region& r, std::uint32_t length = 0) const;
    SourcePos pos(const toml::key& k) const;
    void suggest(const SourcePos& at, std::string_view word, std::span<const std::string_view> candidates);
    void unknown(const toml::key& k, std::span<const std::string_view> allowed, std::string_view kind, std::string_view where);
    void check_keys(const toml::table& t, std::span<const std::string_view> allowed, std::string_view where);
    const toml::table* table_at(const toml::table& t, std::string_view key);
    std::optional<Located<std::string>> string_at(const toml::table& t, std::string_view key);
    std::optional<Located<bool>> bool_at(const toml::table& t, std::string_view key);
    std::optional<Located<std::int64_t>> int_at(const toml::table& t, std::string_view key, std::int64_t lo, std::int64_t hi);
    std::optional<Located<std::vector<std::string>>> strings_at(const toml::table& t, std::string_view key);
    std::optional<Located<std::string>> choice_at(const toml::table& t, std::string_view key, std::span<const std::string_view> choices);
    std::filesystem::path absolute(const std::string& p) const;

    // load_bundle.cpp: [bundle] and its target IDs.
    void read_bundle(const toml::table& b);
    void read_target(Located<std::string> id);

    // load_kernels.cpp: [kernels.NAME], its targets and target tables, template families.
    void read_kernels(toml::table& ks);
    void read_instantiate(toml::table& kt, Kernel& kernel, const std::string& where);
    void read_kernel_targets(const toml::table& kt, Kernel& kernel, const std::string& where);
    void read_target_overrides(const toml::table& tt, Kernel& kernel, const std::string& where);
    void error_in(const Kernel& k, SourcePos at, std::string message);

    // load_settings.cpp: the settings every layer has, fn_attrs tables.
    void read_settings(const toml::table& t, KernelSettings& s, const std::string& where, std::span<const std::string_view> keys);
    std::vector<BackendAttrs> read_fn_attrs(const toml::table& fa, const std::string& where, bool checked);

    // load_tune.cpp: [kernels.NAME.tune].
    void read_tune(toml::table& t, Kernel& kernel, const std::string& where);
    void read_axis(Tune& tune, const std::vector<const toml::key*>& path, toml::node& values, const std::string& where);
    void leaves(const toml::table& t, const std::string& prefix, std::vector<std::tuple<std::string, SourcePos, const toml::node*>>& out);
    std::vector<Located<std::vector<std::optional<std::size_t>>>> combinations(const toml::node& n, const Tune& tune, const char* what,
                                                                              bool complete);

    // load_bench.cpp: [kernels.NAME.bench] and its expressions.
    void read_bench(const toml::table& t, Kernel& kernel, const std::string& where);
    void read_bench_sizes(const toml::node& sz, Bench& b);
    void read_bench_launch(const toml::table& t, const std::vector<std::string>& grid_names, const std::string& where, Bench& b);
    void read_bench_args(const toml::node& a, Bench& b);
    std::optional<BenchArg> read_bench_arg(const toml::node& e, const Bench& b);
    std::optional<BenchExpr> expr_of(const toml::node& n, const std::string& what, const std::vector<std::string>& names,
                                     const std::string& names_are);
    std::optional<std::int64_t> sized_value(const toml::node& n, const std::string& what, const Bench& b, std::int64_t lo,
                                            std::int64_t hi);

    // load_tuned.cpp: NAME.tuned.toml beside the manifest.
    void read_tuned(const std::filesystem::path& path);
    std::optional<toml::table> parse_tuned(const std::string& text);
    void read_picks(const toml::table& root, const std::string& text);
    void read_pick(const toml::key& kk, const toml::key& tk, const toml::table& t, std::string text);

    std::string m_file;
    diag::Diagnostics& m_diags;
    bool m_partial = false;
    std::size_t m_kernel_table_errors = 0;
    std::size_t m_first_diag;  // diagnostics before this one are not ours to reorder
    Manifest m_manifest;
};

}  // namespace kiln::manifest
