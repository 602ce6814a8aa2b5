// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// File helpers. Every output kiln writes goes through write_file_atomic: the bytes land in a
// temporary file beside the target and are renamed over it, so a reader (or a failed build)
// never sees a half-written output.
#include <cstdint>
#include <memory>
#include <thread>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::util {

using Bytes = std::vector<std::uint8_t>;

Result<std::string> read_file(const std::filesystem::path& path);

enum class WriteOutcome { written, unchanged };

// Creates `path` (it must not exist) holding `bytes`; on failure removes it and says why, with
// the system's cause ("No space left on device").
Result<void> write_new_file(const std::filesystem::path& path, std::string_view bytes);

// "<path>.tmp.<pid>.<n>": a name for a temporary file beside `path`, unique per process and call.
std::filesystem::path temporary_for(const std::filesystem::path& path);

// Whether `name` is a temporary_for() name of the file named `base` whose writing process is gone
// (killed before it renamed the file into place).
bool is_orphaned_temporary(std::string_view name, std::string_view base);
// Whether `name` is a temporary_for() name of `base` at all (its writer alive or not).
bool is_temporary(std::string_view name, std::string_view base);
// Removes `path`'s temporaries (write_file_atomic's) that writers now gone left beside it.
void remove_orphaned_temporaries(const std::filesystem::path& path);

// An exclusive flock(2) on a directory for as long as the object lives (released by the kernel if
// the process dies): what serializes read-modify-writes of a file in it (the output set, kiln tune
// --write's NAME.tuned.toml, kiln cache config's file). No file is created.
class DirLock {
public:
    explicit DirLock(const std::filesystem::path& dir);
    ~DirLock();
    DirLock(const DirLock&) = delete;
    DirLock& operator=(const DirLock&) = delete;

private:
    int m_fd;
};

// Whether nothing at all (not even a dangling symlink) is at `path`.
bool nothing_at(const std::filesystem::path& path);

// Writes through a temp file and rename. When the file already holds exactly these bytes it is
// left untouched (its time too), so build systems do not rebuild what depends on it.
Result<WriteOutcome> write_file_atomic(const std::filesystem::path& path, std::string_view bytes);

// An anonymous file in memory (memfd_create), named by a /proc/self/fd path that tools run in this
// process (lld) can open: nothing on any file system, gone with the object or the process.
class MemoryFile {
public:
    static Result<MemoryFile> create(std::string_view name, std::string_view contents = {});
    MemoryFile(MemoryFile&& other) noexcept : m_fd(other.m_fd) { other.m_fd = -1; }
    MemoryFile& operator=(MemoryFile&&) = delete;
    ~MemoryFile();
    std::string path() const { return "/proc/self/fd/" + std::to_string(m_fd); }

private:
    explicit MemoryFile(int fd) : m_fd(fd) {}
    int m_fd = -1;
};

// A pipe whose write end has a /proc/self/fd path, read by a thread of its own into memory: for a
// tool in this process that writes its output to a path (lld: a FIFO gets an in-memory output
// buffer, no temporary file beside it).
class PipeReader {
public:
    static Result<std::unique_ptr<PipeReader>> create();
    ~PipeReader();
    std::string path() const { return "/proc/self/fd/" + std::to_string(m_write); }
    // Closes the write end and returns everything written to the pipe.
    Result<std::string> finish();

private:
    PipeReader(int read, int write);
    int m_read = -1, m_write = -1;
    std::vector<std::string> m_chunks;
    int m_error = 0;
    std::thread m_thread;
};

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
