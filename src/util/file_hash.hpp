// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// SHA-256 of a file's content (hex), remembered for the process by (path, mtime, size): one build
// checks the same headers for many sources and again for the up-to-date stamp. Cache keys and
// dependency records use SHA-256 (OpenSSL's libcrypto: SHA-NI where the CPU has it), so that two
// different inputs never share a key; MD5 stays where a format names it (the bundle's hashes, the
// loader header's k_bundle_md5, a tuned file's source_md5).
#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace kiln::util {

std::string md5_hex(std::string_view data);
std::string sha256_hex(std::string_view data);
inline constexpr std::size_t k_digest_hex_size = 64;  // of sha256_hex, file_digest
std::array<std::uint8_t, 32> sha256(std::string_view data);
std::string file_md5(const std::filesystem::path& path);     // empty when unreadable; not remembered
std::string file_digest(const std::filesystem::path& path);  // SHA-256; empty when unreadable
// Tells file_digest a file's digest from a record whose stat was just found current (a cache
// entry's, the up-to-date stamp's), so later calls for the same stat need not read the file.
void remember_digest(const std::filesystem::path& path, const std::string& stat, const std::string& digest);
std::string file_stat(const std::filesystem::path& path);  // "<mtime, ns since 1970>:<size>"; empty: no regular file

}  // namespace kiln::util

namespace kiln::util {

// Builds a cache key from parts: each part is length-prefixed, so ("ab", "c") and ("a", "bc")
// differ; the key is the SHA-256 of the whole, in hex (64 characters).
class KeyBuilder {
public:
    KeyBuilder& add(std::string_view part) {
        const std::uint64_t n = part.size();
        m_text.append(reinterpret_cast<const char*>(&n), sizeof n);
        m_text.append(part);
        return *this;
    }
    std::string hex() const { return sha256_hex(m_text); }

private:
    std::string m_text;
};

}  // namespace kiln::util
