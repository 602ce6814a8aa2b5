// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// MD5 of a file's content (hex), remembered for the process by (path, mtime, size): one build
// checks the same headers for many sources and again for the up-to-date stamp.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace kiln::util {

std::string md5_hex(std::string_view data);
std::string file_md5(const std::filesystem::path& path);  // empty when unreadable
// Tells file_md5 a file's MD5 from a record whose stat was just found current (a cache entry's,
// the up-to-date stamp's), so later calls for the same stat need not read the file.
void remember_md5(const std::filesystem::path& path, const std::string& stat, const std::string& md5);
std::string file_stat(const std::filesystem::path& path);  // "<mtime, ns since 1970>:<size>"; empty: no regular file

}  // namespace kiln::util

namespace kiln::util {

// Builds a cache key from parts: each part is length-prefixed, so ("ab", "c") and ("a", "bc")
// differ; the key is the MD5 of the whole, in hex.
class KeyBuilder {
public:
    KeyBuilder& add(std::string_view part) {
        const std::uint64_t n = part.size();
        m_text.append(reinterpret_cast<const char*>(&n), sizeof n);
        m_text.append(part);
        return *this;
    }
    std::string hex() const { return md5_hex(m_text); }

private:
    std::string m_text;
};

}  // namespace kiln::util
