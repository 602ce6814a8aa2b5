// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/file.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kiln::util {

namespace fs = std::filesystem;

// Read into one string sized by the file, to its end whatever the size said (a string stream grew
// its buffer and copied it again: 4 % of `kiln report`'s time on a 10,000-kernel bundle).
Result<std::string> read_file(const fs::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return make_error("cannot read '" + path.string() + "': " + std::strerror(errno));
    struct stat st {};
    const std::size_t known = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? static_cast<std::size_t>(st.st_size) : 0;
    std::string bytes(known + 1, '\0');  // one more: the end is seen without growing
    std::size_t have = 0;
    for (;;) {
        if (have == bytes.size()) bytes.resize(bytes.size() * 2);
        const ssize_t n = ::read(fd, bytes.data() + have, bytes.size() - have);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            return make_error("cannot read '" + path.string() + "': " + std::strerror(err));
        }
        if (n == 0) break;
        have += static_cast<std::size_t>(n);
    }
    ::close(fd);
    bytes.resize(have);
    return bytes;
}

namespace {

// Writes all of `bytes` to `fd`: 0, or the errno that stopped it.
int write_all(int fd, std::string_view bytes) {
    for (std::size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return n < 0 ? errno : ENOSPC;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

// The writer's pid when `name` is "<base>.tmp.<pid>.<n>", else 0.
long temporary_writer(std::string_view name, std::string_view base) {
    if (name.size() <= base.size() + 5 || name.substr(0, base.size()) != base || name.substr(base.size(), 5) != ".tmp.")
        return 0;
    const std::string rest(name.substr(base.size() + 5));  // "<pid>.<n>"
    char* end = nullptr;
    const long pid = std::strtol(rest.c_str(), &end, 10);
    return end != rest.c_str() && *end == '.' && pid > 0 ? pid : 0;
}

}  // namespace

bool is_temporary(std::string_view name, std::string_view base) { return temporary_writer(name, base) != 0; }

bool is_orphaned_temporary(std::string_view name, std::string_view base) {
    const long pid = temporary_writer(name, base);
    return pid != 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

void remove_orphaned_temporaries(const fs::path& path) {
    std::error_code ec;
    const std::string base = path.filename().string();
    for (fs::directory_iterator it(path.parent_path().empty() ? "." : path.parent_path(), ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (is_orphaned_temporary(name, base) && it->symlink_status(ec).type() == fs::file_type::regular) fs::remove(it->path(), ec);
    }
}

DirLock::DirLock(const fs::path& dir) : m_fd(::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)) {
    if (m_fd >= 0)
        while (::flock(m_fd, LOCK_EX) != 0 && errno == EINTR) {
        }
}

DirLock::~DirLock() {
    if (m_fd >= 0) ::close(m_fd);
}

bool nothing_at(const fs::path& path) {
    std::error_code ec;
    return fs::symlink_status(path, ec).type() == fs::file_type::not_found;
}

Result<void> write_new_file(const fs::path& path, std::string_view bytes) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return make_error("cannot write '" + path.string() + "': " + std::strerror(errno));
    int err = write_all(fd, bytes);
    if (::close(fd) != 0 && !err) err = errno;
    if (err) {
        ::unlink(path.c_str());
        return make_error("cannot write '" + path.string() + "': " + std::strerror(err));
    }
    return {};
}

fs::path temporary_for(const fs::path& path) {
    static std::atomic<unsigned> counter{0};
    fs::path tmp = path;
    tmp += ".tmp." + std::to_string(::getpid()) + "." + std::to_string(counter++);
    return tmp;
}

Result<WriteOutcome> write_file_atomic(const fs::path& path, std::string_view bytes) {
    std::error_code ec;
    if (fs::file_size(path, ec) == bytes.size() && !ec) {  // an earlier file of this size: compared
        auto old = read_file(path);
        if (old && *old == bytes) return WriteOutcome::unchanged;
    }
    if (path.has_parent_path()) {
        fs::create_directories(path.parent_path(), ec);
        if (ec) return make_error("cannot create directory '" + path.parent_path().string() + "': " + ec.message());
    }
    // Unique per process and call: several threads or processes may write the same path at once.
    const fs::path tmp = temporary_for(path);
    if (auto w = write_new_file(tmp, bytes); !w) return make_error(w.error());
    fs::rename(tmp, path, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(tmp, ignored);
        return make_error("cannot rename '" + tmp.string() + "' to '" + path.string() + "': " + ec.message());
    }
    return WriteOutcome::written;
}

Result<MemoryFile> MemoryFile::create(std::string_view name, std::string_view contents) {
    const int fd = ::memfd_create(std::string(name).c_str(), MFD_CLOEXEC);
    if (fd < 0) return make_error("cannot create an in-memory file: " + std::string(std::strerror(errno)));
    MemoryFile file(fd);
    if (const int err = write_all(fd, contents))
        return make_error("cannot write an in-memory file: " + std::string(std::strerror(err)));
    return file;
}

MemoryFile::~MemoryFile() {
    if (m_fd >= 0) ::close(m_fd);
}

Result<std::unique_ptr<PipeReader>> PipeReader::create() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return make_error("cannot create a pipe: " + std::string(std::strerror(errno)));
    return std::unique_ptr<PipeReader>(new PipeReader(fds[0], fds[1]));
}

PipeReader::PipeReader(int read, int write) : m_read(read), m_write(write) {
    m_thread = std::thread([this] {
        // Into chunks of 1 MiB, joined once at the end: a string grown by doubling held up to three
        // times the output while it moved (lld's output of 10,000 kernels: 96 MiB for 50 MB).
        constexpr std::size_t k_chunk = std::size_t{1} << 20;
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(m_read, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) m_error = errno;
            if (n <= 0) return;
            for (std::string_view rest(buffer, static_cast<std::size_t>(n)); !rest.empty();) {
                if (m_chunks.empty() || m_chunks.back().size() == k_chunk) m_chunks.emplace_back().reserve(k_chunk);
                const std::size_t take = std::min(rest.size(), k_chunk - m_chunks.back().size());
                m_chunks.back().append(rest.substr(0, take));
                rest.remove_prefix(take);
            }
        }
    });
}

Result<std::string> PipeReader::finish() {
    if (m_write >= 0) ::close(m_write);
    m_write = -1;
    if (m_thread.joinable()) m_thread.join();
    if (m_error) return make_error("cannot read a pipe: " + std::string(std::strerror(m_error)));
    std::size_t size = 0;
    for (const auto& chunk : m_chunks) size += chunk.size();
    std::string data;
    data.reserve(size);
    for (auto& chunk : m_chunks) {
        data += chunk;
        std::string().swap(chunk);
    }
    m_chunks.clear();
    return data;
}

PipeReader::~PipeReader() {
    if (m_write >= 0) ::close(m_write);
    if (m_thread.joinable()) m_thread.join();
    if (m_read >= 0) ::close(m_read);
}

Result<TempDir> TempDir::create(std::string_view prefix) {
    std::string templ = (fs::temp_directory_path() / (std::string(prefix) + "XXXXXX")).string();
    if (!::mkdtemp(templ.data())) return make_error("cannot create a temporary directory: " + std::string(std::strerror(errno)));
    return TempDir(fs::path(templ));
}

TempDir::~TempDir() {
    if (m_path.empty()) return;
    std::error_code ec;
    fs::remove_all(m_path, ec);
}

}  // namespace kiln::util
