#pragma once
// MD5 of a file's content (hex), remembered for the process by (path, mtime, size): one build
// checks the same headers for many sources and again for the up-to-date stamp.
#include <filesystem>
#include <string>
#include <string_view>

namespace kiln::util {

std::string md5_hex(std::string_view data);
std::string file_md5(const std::filesystem::path& path);  // empty when unreadable

}  // namespace kiln::util
