// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/explain.hpp"

#include "emit/json.hpp"
#include "emit/table.hpp"
#include "target/backend.hpp"

namespace kiln::emit {

namespace {

using manifest::ResolvedKernel;
using manifest::Setting;

std::string where(const diag::SourcePos& p) {
    if (!p.known()) return "";
    return p.file + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

std::string text(const std::string& s) { return s; }
std::string text(const std::filesystem::path& p) { return p.string(); }
std::string text(std::int64_t n) { return std::to_string(n); }
std::string text(bool b) { return b ? "true" : "false"; }
template <class T>
std::string text(const std::vector<T>& v) {
    std::string out = "[";
    for (const auto& e : v) out += (out.size() > 1 ? ", " : "") + json_quote(text(e));
    return out + "]";
}

void json_value(JsonWriter& w, const std::string& s) { w.value(s); }
void json_value(JsonWriter& w, const std::filesystem::path& p) { w.value(p.string()); }
void json_value(JsonWriter& w, std::int64_t n) { w.value(n); }
void json_value(JsonWriter& w, bool b) { w.value(b); }
template <class T>
void json_value(JsonWriter& w, const std::vector<T>& v) {
    w.begin_array();
    for (const auto& e : v) json_value(w, e);
    w.end_array();
}

void json_origin(JsonWriter& w, manifest::Origin origin, const diag::SourcePos& pos) {
    w.key("origin").value(manifest::origin_name(origin));
    if (pos.known()) {
        w.key("file").value(pos.file);
        w.key("line").value(static_cast<std::int64_t>(pos.line));
        w.key("column").value(static_cast<std::int64_t>(pos.column));
    }
}

// Calls f(name, setting) for every setting explain shows: those that apply to the kernel's
// source (ir_pipeline for LLVM IR, nvcc's numerics where it builds as CUDA).
template <class F>
void for_each_shown_setting(const ResolvedKernel& k, F f) {
    const bool as_cuda = k.language.value == "cuda" || (k.language.value == "hip" && target::hip_built_as_cuda(k.target_id));
    manifest::for_each_setting(k, [&](const char* name, const auto& s, manifest::SettingKind kind) {
        if (kind == manifest::SettingKind::ir_pipeline && k.language.value != "ir") return;
        if (kind == manifest::SettingKind::nvcc_numerics && !as_cuda) return;
        f(name, s);
    });
}

}  // namespace

std::string explain_text(const std::vector<ResolvedKernel>& per_target) {
    std::string out;
    for (const auto& k : per_target) {
        if (!out.empty()) out += "\n";
        out += "kernel '" + k.name + "' for " + k.target_id + " (" + where(k.pos) + ")\n";
        std::vector<std::vector<std::string>> rows;
        for_each_shown_setting(k, [&](const char* name, const auto& s) {
            rows.push_back({name, text(s.value), manifest::origin_name(s.origin), where(s.pos)});
        });
        for (const auto& a : k.attrs) {
            std::string origin = manifest::origin_name(a.origin);
            if (!a.checked) origin += " (unchecked)";
            if (!a.replaced.empty()) origin += " (replaced the source's " + json_quote(a.replaced) + ")";
            rows.push_back({"fn_attrs." + a.backend + "." + a.name, json_quote(a.value), origin, where(a.pos)});
        }
        for (const auto& [table, pos] : k.not_applied)
            rows.push_back({table, "(not applied: " + k.target_id + " is built by another backend)", "", where(pos)});
        out += format_columns(rows, "", "  ", 60);  // a long value (the HIP profile's reason) pads no other line
    }
    return out;
}

std::string explain_json(const std::vector<ResolvedKernel>& per_target) {
    JsonWriter w;
    w.begin_object();
    w.key("format").value("kiln-explain");
    w.key("version").value(std::int64_t{1});
    w.key("kernel").value(per_target.empty() ? std::string() : per_target.front().name);
    w.key("targets").begin_array();
    for (const auto& k : per_target) {
        w.begin_object();
        w.key("target").value(k.target_id);
        w.key("settings").begin_object();
        for_each_shown_setting(k, [&](const char* name, const auto& s) {
            w.key(name).begin_object();
            w.key("value");
            json_value(w, s.value);
            json_origin(w, s.origin, s.pos);
            w.end_object();
        });
        w.end_object();
        w.key("fn_attrs").begin_array();
        for (const auto& a : k.attrs) {
            w.begin_object();
            w.key("backend").value(a.backend);
            w.key("name").value(a.name);
            w.key("value").value(a.value);
            w.key("checked").value(a.checked);
            if (!a.replaced.empty()) w.key("replaced").value(a.replaced);
            json_origin(w, a.origin, a.pos);
            w.end_object();
        }
        w.end_array();
        w.key("not_applied").begin_array();
        for (const auto& [table, pos] : k.not_applied) w.value(table);
        w.end_array();
        w.end_object();
    }
    w.end_array();
    w.end_object();
    return w.str();
}

}  // namespace kiln::emit
