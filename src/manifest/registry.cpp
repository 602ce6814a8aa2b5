// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The fn_attrs registry (registry.hpp): each backend's row (its attributes, value checks, what kiln
// sets itself, the block they bound a kernel to, its occupancy intent) lives in its folder,
// src/target/<backend>/attributes.cpp; this file is their switch (table_of) and what the rows
// share (registry_rows.hpp).
#include "manifest/registry.hpp"
#include "manifest/registry_rows.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

#include "manifest/resolve.hpp"
#include "target/target.hpp"

namespace kiln::manifest {

namespace {

std::string_view trim_spaces(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

}  // namespace

std::optional<std::string> not_plain_decimal(std::string_view value, bool single) {
    for (std::size_t at = 0; at <= value.size();) {
        std::size_t comma = value.find(',', at);
        if (comma == std::string_view::npos) comma = value.size();
        const std::string_view raw = value.substr(at, comma - at), part = trim_spaces(raw);
        at = comma + 1;
        if (single && part.size() != raw.size())
            return "spaces around the number, which LLVM cannot parse in this attribute; write '" + std::string(part) + "'";
        if (part.size() < 2 || part[0] != '0') continue;
        const std::string text(part);
        const char p = static_cast<char>(std::tolower(static_cast<unsigned char>(part[1])));
        if (p == 'x' || p == 'b' || p == 'o')
            return "'" + text + "' is not decimal: LLVM reads it in base " + (p == 'x' ? "16" : p == 'b' ? "2" : "8") +
                   "; write the value in decimal";
        std::string msg = "'" + text + "' has a leading zero: LLVM reads it as octal";
        if (text.find_first_not_of("01234567") == std::string::npos && text.size() <= 20)
            msg += " (" + std::to_string(std::stoull(text, nullptr, 8)) + ")";
        const std::size_t nonzero = text.find_first_not_of('0');
        return msg + "; write '" + (nonzero == std::string::npos ? "0" : text.substr(nonzero)) + "'";
    }
    return std::nullopt;
}

std::string range(std::int64_t lo, std::int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

std::optional<Rejection> form(std::string_view expected) { return Rejection{"expected " + std::string(expected), false}; }

namespace {

// Every backend's row, in target::all()'s order.
const Table* const k_tables[] = {&k_amdgpu_table, &k_nvptx_table};

const Table* table_of(std::string_view backend) {
    for (const Table* t : k_tables)
        if (t->backend == backend) return t;
    return nullptr;
}

}  // namespace

std::span<const std::string_view> known_backends() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const target::Facts& f : target::all()) out.push_back(f.name);
        return out;
    }();
    return names;
}

std::span<const std::string_view> known_attributes(std::string_view backend) {
    const Table* t = table_of(backend);
    return t ? t->attrs : std::span<const std::string_view>();
}

std::vector<NamedValue> block_size_attrs(std::string_view backend, std::int64_t block_size) {
    const Table* t = table_of(backend);
    return t ? t->block_size_attrs(block_size) : std::vector<NamedValue>();
}

std::optional<NamedValue> intent_attr(std::string_view backend, const IntentContext& in) {
    const Table* t = table_of(backend);
    return t ? std::optional<NamedValue>(t->intent(in)) : std::nullopt;
}

std::optional<std::int64_t> attrs_max_block(std::string_view backend, const ResolvedKernel& k) {
    const Table* t = table_of(backend);
    return t ? t->max_block(k) : std::nullopt;
}

std::optional<std::string> intent_problem(const ResolvedAttr& a, const ResolvedKernel& k, const TargetLimits& limits,
                                          std::int64_t max_block) {
    const Table* t = table_of(a.backend);
    return t ? t->intent_problem(a, k, limits, max_block) : std::nullopt;
}


std::optional<std::vector<std::int64_t>> parse_int_list(std::string_view value) {
    std::vector<std::int64_t> out;
    while (true) {
        std::size_t comma = value.find(',');
        std::string_view part = value.substr(0, comma);
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
        std::int64_t n = 0;
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size()) return std::nullopt;
        out.push_back(n);
        if (comma == std::string_view::npos) return out;
        value.remove_prefix(comma + 1);
    }
}

std::optional<std::string> check_attr_value(std::string_view backend, std::string_view name, std::string_view value,
                                            const AttrContext& ctx) {
    const Table* t = table_of(backend);
    const std::optional<Rejection> r = t ? t->check(name, value, ctx) : std::nullopt;
    if (!r) return std::nullopt;
    std::string msg = "invalid " + std::string(name) + " '" + std::string(value) + "'";
    if (r->per_target || ctx.target_table) msg += " for " + ctx.target_id;
    return msg + ": " + r->reason;
}

}  // namespace kiln::manifest
