// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// clang 22's CUDA headers as kiln reads them, and the PTX feature of its CUDA compiles (cuda_headers.hpp).
#include "frontend/cuda_headers.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

#include "util/file.hpp"

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

// The offset of the bracket that closes the `open` at `at`, skipping string and character literals
// and comments; npos when it is not closed.
std::size_t matching(std::string_view s, std::size_t at, char open, char close) {
    int depth = 0;
    for (std::size_t i = at; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"' || c == '\'') {
            for (++i; i < s.size() && s[i] != c; ++i)
                if (s[i] == '\\') ++i;
        } else if (s.substr(i, 2) == "//") {
            if ((i = s.find('\n', i)) == std::string_view::npos) return i;
        } else if (s.substr(i, 2) == "/*") {
            if ((i = s.find("*/", i + 2)) == std::string_view::npos) return i;
            ++i;
        } else if (c == open) {
            ++depth;
        } else if (c == close && --depth == 0) {
            return i;
        }
    }
    return std::string_view::npos;
}

// The next `inline static` or `static inline`, as words, at or after `from`; npos when none.
std::size_t next_inline_static(std::string_view s, std::size_t from) {
    auto word = [&](std::size_t i, std::size_t n) {
        auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
        return (i == 0 || !ident(s[i - 1])) && (i + n == s.size() || !ident(s[i + n]));
    };
    std::size_t best = std::string_view::npos;
    for (const std::string_view pattern : {std::string_view("inline static"), std::string_view("static inline")})
        for (std::size_t i = s.find(pattern, from); i != std::string_view::npos && i < best; i = s.find(pattern, i + 1))
            if (word(i, pattern.size())) {
                best = i;
                break;
            }
    return best;
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

std::string stub_hip_nvidia_api(std::string_view text) {
    std::string out;
    std::size_t copied = 0;
    for (std::size_t at = 0; (at = next_inline_static(text, at)) != std::string_view::npos;) {
        const std::size_t open = text.find('(', at);
        if (open == std::string_view::npos) break;
        if (text.find_first_of(";{=", at) < open) {  // not a function: an inline static variable
            at = open;
            continue;
        }
        const std::size_t close = matching(text, open, '(', ')');
        if (close == std::string_view::npos) break;
        const std::size_t body = text.find_first_not_of(" \t\r\n", close + 1);
        if (body == std::string_view::npos || text[body] != '{') {
            at = close;
            continue;  // a declaration, or a function with a trailing specifier: left as it is
        }
        const std::size_t end = matching(text, body, '{', '}');
        if (end == std::string_view::npos) break;
        out.append(text.substr(copied, body - copied)).append("{ __builtin_unreachable(); }");
        copied = at = end + 1;
    }
    return out.append(text.substr(copied));
}

const std::filesystem::path& gcc_omp() {
    static const std::filesystem::path path = [] {
        namespace fs = std::filesystem;
        std::vector<std::pair<std::vector<int>, fs::path>> found;
        for (const char* gcc : {"/usr/lib/gcc/x86_64-linux-gnu", "/usr/lib/gcc/x86_64-pc-linux-gnu", "/usr/lib64/gcc/x86_64-pc-linux-gnu",
                                "/usr/lib/gcc/x86_64-redhat-linux"}) {
            std::error_code ec;
            for (fs::directory_iterator it(gcc, ec), end; !ec && it != end; it.increment(ec)) {
                std::vector<int> version;  // "12", "12.2.0": the numbers, in order
                const std::string name = it->path().filename().string();
                for (std::size_t i = 0; i <= name.size();) {
                    int n = 0;
                    const auto [p, err] = std::from_chars(name.data() + i, name.data() + name.size(), n);
                    if (err != std::errc() || (p != name.data() + name.size() && *p != '.')) break;
                    version.push_back(n);
                    i = static_cast<std::size_t>(p - name.data()) + 1;
                }
                if (!version.empty() && fs::is_regular_file(it->path() / "include" / "omp.h", ec))
                    found.emplace_back(std::move(version), it->path() / "include" / "omp.h");
            }
        }
        return found.empty() ? fs::path() : std::max_element(found.begin(), found.end())->second;
    }();
    return path;
}

std::vector<std::pair<std::string, std::string>> fixed_cuda_headers(const std::vector<std::string>& cc1,
                                                                    const std::filesystem::path& hip_nvidia) {
    std::vector<std::pair<std::string, std::string>> out;
    const auto rd = std::find(cc1.begin(), cc1.end(), "-resource-dir");
    if (rd != cc1.end() && rd + 1 != cc1.end()) {
        const std::string path = *(rd + 1) + "/include/__clang_cuda_intrinsics.h";
        if (auto text = util::read_file(path)) out.emplace_back(path, fix_cuda_intrinsics(std::move(*text)));
    }
    if (!hip_nvidia.empty()) {
        const std::string path = (hip_nvidia / "hip/nvidia_detail/nvidia_hip_runtime_api.h").string();
        if (auto text = util::read_file(path)) out.emplace_back(path, stub_hip_nvidia_api(*text));
    }
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
