// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cuda/ptx_version.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

#include "util/strings.hpp"

namespace kiln::cuda {

namespace {

// CUDA release -> the PTX ISA its ptxas introduced (NVIDIA's PTX ISA release notes; clang's
// CudaVersion table has the same pairs).
struct Release {
    int major, minor, ptx;
};
constexpr Release k_releases[] = {
    {11, 0, 70}, {11, 1, 71}, {11, 2, 72}, {11, 3, 73}, {11, 4, 74}, {11, 5, 75}, {11, 6, 76},
    {11, 7, 77}, {11, 8, 78}, {12, 0, 80}, {12, 1, 81}, {12, 2, 82}, {12, 3, 83}, {12, 4, 84},
    {12, 5, 85}, {12, 6, 85}, {12, 8, 87}, {12, 9, 88}, {13, 0, 90},
};

// Kernel parameters: up to 4352 bytes before PTX ISA 8.1, up to 32764 from 8.1 on (sm_70 and
// later, which every SM kiln builds is).
constexpr std::size_t k_small_params = 4352;
constexpr int k_large_params_ptx = 81;

std::string version_text(int v) { return std::to_string(v / 10) + "." + std::to_string(v % 10); }

std::size_t type_bytes(std::string_view t) {
    if (t.size() < 3 || t[0] != '.' || std::string_view("bsuf").find(t[1]) == std::string_view::npos) return 0;
    std::size_t bits = 0;
    const auto [p, ec] = std::from_chars(t.data() + 2, t.data() + t.size(), bits);
    return ec == std::errc() && p == t.data() + t.size() && bits % 8 == 0 ? bits / 8 : 0;
}

// ".param .align 4 .b8 k_param_0[32000]" -> (size, alignment); (0, 1) for anything else.
std::pair<std::size_t, std::size_t> param_layout(std::string_view decl) {
    std::size_t size = 0, align = 0, count = 1;
    bool typed = false, align_next = false;
    for (std::size_t at = 0; at < decl.size();) {
        const std::size_t end = std::min(decl.find_first_of(" \t\n", at), decl.size());
        const std::string_view token = decl.substr(at, end - at);
        at = end + 1;
        if (token.empty()) continue;
        if (align_next) {
            if (!typed) std::from_chars(token.data(), token.data() + token.size(), align);  // after .ptr: the pointee's
            align_next = false;
        } else if (token == ".align") {
            align_next = true;
        } else if (!typed && type_bytes(token)) {
            size = type_bytes(token);
            typed = true;
        } else if (const std::size_t open = token.find('['); typed && open != std::string_view::npos) {
            std::from_chars(token.data() + open + 1, token.data() + token.size(), count);
        }
    }
    return {size * count, align ? align : std::max<std::size_t>(size, 1)};
}

}  // namespace

int newest_ptx_isa(const Toolkit& toolkit) {
    int ptx = 0;
    for (const Release& r : k_releases)
        if (std::pair(toolkit.major, toolkit.minor) >= std::pair(r.major, r.minor)) ptx = r.ptx;
    return ptx;
}

std::vector<EntryParams> entry_parameter_bytes(std::string_view ptx) {
    std::vector<EntryParams> out;
    constexpr std::string_view k_entry = ".entry ";
    for (std::size_t at = ptx.find(k_entry); at != std::string_view::npos; at = ptx.find(k_entry, at + 1)) {
        if (at > 0 && ptx[at - 1] != ' ' && ptx[at - 1] != '\n') continue;
        const std::size_t open = ptx.find('(', at), close = ptx.find(')', open);
        if (open == std::string_view::npos || close == std::string_view::npos) break;
        EntryParams e{std::string(util::trim(ptx.substr(at + k_entry.size(), open - at - k_entry.size())))};
        const std::string_view list = ptx.substr(open + 1, close - open - 1);
        for (std::size_t p = 0; p < list.size();) {
            const std::size_t comma = std::min(list.find(',', p), list.size());
            const std::string_view decl = util::trim(list.substr(p, comma - p));
            p = comma + 1;
            if (!decl.starts_with(".param")) continue;
            const auto [size, align] = param_layout(decl);
            e.bytes = (e.bytes + align - 1) / align * align + size;
        }
        out.push_back(std::move(e));
    }
    return out;
}

namespace {

// The version "M.N" that `text` starts with, times ten; 0 without one.
int version_at(std::string_view text) {
    int major = 0, minor = 0;
    const auto [dot, ec] = std::from_chars(text.data(), text.data() + text.size(), major);
    if (ec != std::errc() || dot == text.data() + text.size() || *dot != '.') return 0;
    std::from_chars(dot + 1, text.data() + text.size(), minor);
    return major * 10 + minor;
}

// The version `ptx`'s first line declares, times ten; 0 without one.
int written_version(std::string_view ptx) {
    constexpr std::string_view k_version = ".version ";
    return ptx.starts_with(k_version) ? version_at(ptx.substr(k_version.size(), ptx.find('\n') - k_version.size())) : 0;
}

std::string with_version(const std::string& ptx, int v) { return ".version " + version_text(v) + ptx.substr(ptx.find('\n')); }

}  // namespace

std::optional<std::string> raise_for_ptxas(const std::string& ptx, std::string_view log, const Toolkit& toolkit) {
    constexpr std::string_view k_requires = "requires PTX ISA .version ";
    int needed = 0;
    for (std::size_t at = log.find(k_requires); at != std::string_view::npos; at = log.find(k_requires, at + 1))
        needed = std::max(needed, version_at(log.substr(at + k_requires.size())));
    const int written = written_version(ptx);
    if (!written || needed <= written || needed > newest_ptx_isa(toolkit)) return std::nullopt;
    return with_version(ptx, needed);
}

Result<std::string> fit_ptx_version(std::string ptx, const Toolkit& toolkit) {
    const int written = written_version(ptx);
    if (!written || written >= k_large_params_ptx) return ptx;
    const auto entries = entry_parameter_bytes(ptx);
    const auto large = std::find_if(entries.begin(), entries.end(), [](const EntryParams& e) { return e.bytes > k_small_params; });
    if (large == entries.end()) return ptx;
    const int newest = newest_ptx_isa(toolkit);
    if (newest < k_large_params_ptx)
        return make_error("kernel '" + large->name + "' takes " + std::to_string(large->bytes) + " bytes of parameters, more than " +
                          std::to_string(k_small_params) + ": that needs PTX ISA " + version_text(k_large_params_ptx) + ", which ptxas " +
                          toolkit.version + " (" + toolkit.ptxas.string() + ") does not take (its newest is " + version_text(newest) +
                          "); build with the ptxas of CUDA 12.1 or later (--cuda-path DIR or [bundle] cuda_path)");
    return with_version(ptx, k_large_params_ptx);
}

}  // namespace kiln::cuda
