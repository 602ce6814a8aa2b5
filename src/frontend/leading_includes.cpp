// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "frontend/leading_includes.hpp"

#include <algorithm>

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

}  // namespace kiln::frontend
