// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/file_hash.hpp"

#include <map>
#include <sys/stat.h>
#include <mutex>

#include <kiln/runtime/md5.hpp>

#include "util/file.hpp"

namespace kiln::util {

namespace fs = std::filesystem;

std::string md5_hex(std::string_view data) {
    static constexpr char k_digits[] = "0123456789abcdef";
    std::string out;
    for (auto b : runtime::md5(data)) out += k_digits[b >> 4], out += k_digits[b & 15];
    return out;
}

std::string file_stat(const fs::path& path) {
    struct stat st;  // one system call; std::filesystem would make two
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return {};
    const long long ns = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
    return std::to_string(ns) + ":" + std::to_string(st.st_size);
}

namespace {
std::mutex g_known_mutex;
std::map<std::string, std::pair<std::string, std::string>> g_known;  // path -> (stat, md5)
}  // namespace

std::string file_md5(const fs::path& path) {
    const std::string stat = file_stat(path);
    if (stat.empty()) return {};
    {
        std::lock_guard lock(g_known_mutex);
        auto it = g_known.find(path.string());
        if (it != g_known.end() && it->second.first == stat) return it->second.second;
    }
    auto content = read_file(path);
    if (!content) return {};
    std::string hash = md5_hex(*content);
    remember_md5(path, stat, hash);
    return hash;
}

void remember_md5(const fs::path& path, const std::string& stat, const std::string& md5) {
    std::lock_guard lock(g_known_mutex);
    g_known[path.string()] = {stat, md5};
}

}  // namespace kiln::util
