// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/file_hash.hpp"

#include <map>
#include <sys/stat.h>
#include <mutex>

#include <openssl/evp.h>

#include <kiln/runtime/md5.hpp>

#include "util/file.hpp"

namespace kiln::util {

namespace fs = std::filesystem;

namespace {
template <class Bytes>
std::string hex(const Bytes& bytes) {
    static constexpr char k_digits[] = "0123456789abcdef";
    std::string out;
    for (auto b : bytes) out += k_digits[b >> 4], out += k_digits[b & 15];
    return out;
}
}  // namespace

std::string md5_hex(std::string_view data) { return hex(runtime::md5(data)); }

std::array<std::uint8_t, 32> sha256(std::string_view data) {
    std::array<std::uint8_t, 32> out{};
    unsigned int n = 0;
    EVP_Digest(data.data(), data.size(), out.data(), &n, EVP_sha256(), nullptr);
    return out;
}

std::string sha256_hex(std::string_view data) { return hex(sha256(data)); }

std::string file_md5(const fs::path& path) {
    auto content = read_file(path);
    return content ? md5_hex(*content) : std::string();
}

std::string file_stat(const fs::path& path) {
    struct stat st;  // one system call; std::filesystem would make two
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return {};
    const long long ns = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
    return std::to_string(ns) + ":" + std::to_string(st.st_size);
}

namespace {
std::mutex g_known_mutex;
std::map<std::string, std::pair<std::string, std::string>> g_known;  // path -> (stat, digest)
}  // namespace

std::string file_digest(const fs::path& path) {
    const std::string stat = file_stat(path);
    if (stat.empty()) return {};
    {
        std::lock_guard lock(g_known_mutex);
        auto it = g_known.find(path.string());
        if (it != g_known.end() && it->second.first == stat) return it->second.second;
    }
    auto content = read_file(path);
    if (!content) return {};
    std::string hash = sha256_hex(*content);
    remember_digest(path, stat, hash);
    return hash;
}

void remember_digest(const fs::path& path, const std::string& stat, const std::string& digest) {
    std::lock_guard lock(g_known_mutex);
    g_known[path.string()] = {stat, digest};
}

}  // namespace kiln::util
