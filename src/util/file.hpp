#pragma once
// File helpers. Every output kiln writes goes through write_file_atomic: the bytes land in a
// temporary file beside the target and are renamed over it, so a reader (or a failed build)
// never sees a half-written output.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::util {

using Bytes = std::vector<std::uint8_t>;

Result<std::string> read_file(const std::filesystem::path& path);

enum class WriteOutcome { written, unchanged };

// Writes through a temp file and rename. When the file already holds exactly these bytes it is
// left untouched (its time too), so build systems do not rebuild what depends on it.
Result<WriteOutcome> write_file_atomic(const std::filesystem::path& path, std::string_view bytes);

// A fresh private directory under the system temp directory, removed with the object.
class TempDir {
public:
    static Result<TempDir> create(std::string_view prefix);
    TempDir(TempDir&& other) noexcept : m_path(std::move(other.m_path)) { other.m_path.clear(); }
    TempDir& operator=(TempDir&&) = delete;
    ~TempDir();
    const std::filesystem::path& path() const { return m_path; }

private:
    explicit TempDir(std::filesystem::path p) : m_path(std::move(p)) {}
    std::filesystem::path m_path;
};

}  // namespace kiln::util
