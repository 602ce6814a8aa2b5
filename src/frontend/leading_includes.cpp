// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "frontend/leading_includes.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <system_error>

#include "frontend/frontend.hpp"
#include "util/file.hpp"
#include "util/file_hash.hpp"

namespace kiln::frontend {

namespace {

bool is_angle_include(std::string_view line) {
    auto skip_space = [&] {
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    };
    skip_space();
    if (line.empty() || line.front() != '#') return false;
    line.remove_prefix(1);
    skip_space();
    if (!line.starts_with("include")) return false;
    line.remove_prefix(7);
    skip_space();
    const std::size_t close = line.find('>');
    if (line.empty() || line.front() != '<' || close == std::string_view::npos || close < 2) return false;
    line.remove_prefix(close + 1);
    skip_space();
    return line.empty() || line.starts_with("//");
}

}  // namespace

LeadingIncludes leading_includes(std::string_view source) {
    LeadingIncludes out;
    std::string text;
    for (std::size_t at = 0; at < source.size();) {
        const std::size_t end = source.find('\n', at);
        if (end == std::string_view::npos) break;
        std::string_view line = source.substr(at, end - at);
        if (line.ends_with('\r')) line.remove_suffix(1);
        if (line.ends_with('\\') || line.find("/*") != std::string_view::npos) break;
        const std::string_view trimmed = line.substr(std::min(line.find_first_not_of(" \t"), line.size()));
        if (is_angle_include(line)) {
            text.append(line).push_back('\n');
            out.size = end + 1;
            out.text = text;
        } else if (trimmed.empty() || trimmed.starts_with("//")) {
            text.push_back('\n');
        } else {
            break;
        }
        at = end + 1;
    }
    return out;
}

std::vector<std::string> without_project(const std::vector<std::string>& a) {
    std::string dir;
    std::vector<std::string> kept;
    for (const std::string& s : a) {
        bool drop = s.starts_with("-fcoverage-compilation-dir=");
        for (const std::string_view map : {"-fdebug-prefix-map=", "-fmacro-prefix-map=", "-fcoverage-prefix-map="})
            if (s.starts_with(map) && s.ends_with("=./")) {
                dir = s.substr(map.size(), s.size() - map.size() - 3);
                drop = true;
            }
        if (!drop) kept.push_back(s);
    }
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    if (dir.empty() || dir == "/") return a;
    static constexpr std::string_view search[] = {"-I",          "-iquote",   "-isystem", "-idirafter", "-internal-isystem",
                                                  "-internal-externc-isystem", "-isysroot", "-iprefix", "-cxx-isystem",
                                                  "-c-isystem",  "-F",        "-resource-dir"};
    for (std::size_t i = 0; i < kept.size(); ++i) {
        if (kept[i].find(dir) != std::string::npos) return a;
        if ((kept[i] == "-include" || kept[i] == "-imacros") && i + 1 < kept.size() && !kept[i + 1].starts_with('/'))
            if (std::error_code ec; std::filesystem::exists(kept[i + 1], ec) || ec) return a;
        for (const std::string_view s : search) {
            if (!kept[i].starts_with(s) || (kept[i].size() > s.size() && s != "-I" && s != "-F")) continue;
            const std::string value = kept[i].size() > s.size() ? kept[i].substr(s.size()) : i + 1 < kept.size() ? kept[i + 1] : "";
            if (!value.starts_with('/')) return a;
        }
    }
    return kept;
}

void mark_alone_preludes(std::vector<Request>& requests, const cache::Cache* cache) {
    if (Preludes::kept(cache)) return;
    // What reaches a prelude's arguments and text. Requests alike here may still need preludes of
    // their own (each is then built, as before); requests unlike here seldom share one (each then
    // compiles without it: more time, the same bytes).
    const auto group = [](const Request& r) {
        util::KeyBuilder k;
        add_options(k, r);
        k.add(r.cuda_path.string()).add(r.hip_nvidia.string());
        const auto text = util::read_file(r.source);
        return k.add(text ? leading_includes(*text).text : std::string()).hex();
    };
    std::map<std::string, std::vector<Request*>> groups;
    for (Request& r : requests)
        if (r.language == Language::hip) groups[group(r)].push_back(&r);
    for (auto& [key, members] : groups)
        if (members.size() == 1) members.front()->prelude_alone = true;
}

}  // namespace kiln::frontend
