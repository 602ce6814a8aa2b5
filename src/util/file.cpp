// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/file.hpp"

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace kiln::util {

namespace fs = std::filesystem;

Result<std::string> read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error("cannot read '" + path.string() + "': " + std::strerror(errno));
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return make_error("cannot read '" + path.string() + "'");
    return ss.str();
}

Result<void> write_new_file(const fs::path& path, std::string_view bytes) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return make_error("cannot write '" + path.string() + "': " + std::strerror(errno));
    int err = 0;
    for (std::size_t done = 0; done < bytes.size() && !err;) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) err = n < 0 ? errno : ENOSPC;
        else done += static_cast<std::size_t>(n);
    }
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
    if (fs::exists(path, ec)) {
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
    for (std::size_t done = 0; done < contents.size();) {
        const ssize_t n = ::write(fd, contents.data() + done, contents.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return make_error("cannot write an in-memory file: " + std::string(std::strerror(errno)));
        done += static_cast<std::size_t>(n);
    }
    return file;
}

MemoryFile::~MemoryFile() {
    if (m_fd >= 0) ::close(m_fd);
}

Result<std::string> MemoryFile::read() const {
    std::string out;
    char buffer[65536];
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(m_fd, buffer, sizeof buffer, at);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return make_error("cannot read an in-memory file: " + std::string(std::strerror(errno)));
        if (n == 0) return out;
        out.append(buffer, static_cast<std::size_t>(n));
        at += n;
    }
}

Result<std::unique_ptr<PipeReader>> PipeReader::create() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return make_error("cannot create a pipe: " + std::string(std::strerror(errno)));
    return std::unique_ptr<PipeReader>(new PipeReader(fds[0], fds[1]));
}

PipeReader::PipeReader(int read, int write) : m_read(read), m_write(write) {
    m_thread = std::thread([this] {
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(m_read, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) m_error = errno;
            if (n <= 0) return;
            m_data.append(buffer, static_cast<std::size_t>(n));
        }
    });
}

Result<std::string> PipeReader::finish() {
    if (m_write >= 0) ::close(m_write);
    m_write = -1;
    if (m_thread.joinable()) m_thread.join();
    if (m_error) return make_error("cannot read a pipe: " + std::string(std::strerror(m_error)));
    return std::move(m_data);
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
