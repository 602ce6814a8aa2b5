// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// clang 22's CUDA headers as kiln reads them, and the PTX feature of its CUDA compiles (cuda_headers.hpp).
#include "frontend/cuda_headers.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>

namespace kiln::frontend {

namespace {

// The offset just past the `)` that closes the `(` at `open`, skipping string literals; npos when
// it is not closed.
std::size_t close_of(const std::string& s, std::size_t open, std::vector<std::size_t>& colons) {
    int depth = 0;
    for (std::size_t i = open; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"') {
            for (++i; i < s.size() && s[i] != '"'; ++i)
                if (s[i] == '\\') ++i;
        } else if (c == '(') {
            ++depth;
        } else if (c == ')' && --depth == 0) {
            return i;
        } else if (c == ':' && depth == 1) {
            colons.push_back(i);
        }
    }
    return std::string::npos;
}

}  // namespace

std::string fix_cuda_intrinsics(std::string text) {
    constexpr std::string_view k_asm = "__asm__(";
    for (std::size_t at = text.find(k_asm); at != std::string::npos; at = text.find(k_asm, at + 1)) {
        const std::size_t open = at + k_asm.size() - 1;
        const std::size_t first = text.find_first_not_of(" \t\r\n", open + 1);
        if (first == std::string::npos || text.compare(first, 6, "\"atom.") != 0) continue;
        std::vector<std::size_t> colons;
        const std::size_t close = close_of(text, open, colons);
        if (close == std::string::npos) break;
        if (colons.size() == 2) {
            text.insert(close, " : \"memory\"");
        } else if (colons.size() == 3 && text.find_first_not_of(" \t\r\n", colons[2] + 1) == close) {
            text.insert(close, "\"memory\"");
        } else {
            continue;  // a clobber list of its own: left as it is
        }
        text.insert(open, " volatile");
    }
    return text;
}

std::vector<std::pair<std::string, std::string>> fixed_cuda_headers(const std::vector<std::string>& cc1) {
    std::vector<std::pair<std::string, std::string>> out;
    const auto rd = std::find(cc1.begin(), cc1.end(), "-resource-dir");
    if (rd == cc1.end() || rd + 1 == cc1.end()) return out;
    const std::string path = *(rd + 1) + "/include/__clang_cuda_intrinsics.h";
    std::ifstream in(path, std::ios::binary);
    if (!in) return out;
    std::ostringstream text;
    text << in.rdbuf();
    out.emplace_back(path, fix_cuda_intrinsics(text.str()));
    return out;
}

void raise_ptx_feature(std::vector<std::string>& cc1, std::string_view sm) {
    // The least PTX ISA version (times ten) LLVM 22 accepts for an SM that needs more than the
    // CUDA releases clang 22 knows give (its NVPTX.td).
    constexpr std::pair<std::string_view, int> k_least[] = {{"sm_100", 86}, {"sm_101", 86}, {"sm_103", 88},
                                                            {"sm_110", 90}, {"sm_120", 87}, {"sm_121", 88}};
    int least = 0;
    for (const auto& [name, version] : k_least)
        if (sm.substr(0, name.size()) == name) least = version;
    for (std::size_t i = 0; i + 1 < cc1.size(); ++i) {
        if (cc1[i] != "-target-feature" || !cc1[i + 1].starts_with("+ptx")) continue;
        int asked = 0;
        std::from_chars(cc1[i + 1].data() + 4, cc1[i + 1].data() + cc1[i + 1].size(), asked);
        if (asked < least) cc1[i + 1] = "+ptx" + std::to_string(least);
    }
}

}  // namespace kiln::frontend
