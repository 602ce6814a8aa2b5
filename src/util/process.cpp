// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/process.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace kiln::util {

namespace {

// posix_spawn of argv (argv[0] a path) with `actions`, which it destroys: 0 or the error number.
int spawn(const std::vector<std::string>& argv, posix_spawn_file_actions_t& actions, pid_t& pid) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int spawned = ::posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    return spawned;
}

}  // namespace

int run_process(const std::vector<std::string>& argv, std::span<const int> fds, std::string& output) {
    int pipe_fds[2];
    if (::pipe2(pipe_fds, O_CLOEXEC) != 0) return -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 2);
    for (std::size_t i = 0; i < fds.size(); ++i) posix_spawn_file_actions_adddup2(&actions, fds[i], static_cast<int>(3 + i));
    pid_t pid = 0;
    const int spawned = spawn(argv, actions, pid);
    ::close(pipe_fds[1]);
    if (spawned != 0) {
        ::close(pipe_fds[0]);
        output = "cannot run " + argv[0] + ": " + std::strerror(spawned);
        return -1;
    }
    char buf[4096];
    for (ssize_t n; (n = ::read(pipe_fds[0], buf, sizeof buf)) != 0;) {
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        output.append(buf, static_cast<std::size_t>(n));
    }
    ::close(pipe_fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

namespace {

// Writes all of `data`, without SIGPIPE on a socket whose reader is gone (plain write() for
// other descriptors, where the caller owns the signal's disposition).
bool write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        ssize_t n = ::send(fd, data, size, MSG_NOSIGNAL);
        if (n < 0 && errno == ENOTSOCK) n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

bool read_all(int fd, char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::read(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

bool write_u64(int fd, std::uint64_t v) {
    char bytes[8];
    for (int i = 0; i < 8; ++i) bytes[i] = static_cast<char>(v >> (8 * i));
    return write_all(fd, bytes, 8);
}

std::optional<std::uint64_t> read_u64(int fd) {
    unsigned char bytes[8];
    if (!read_all(fd, reinterpret_cast<char*>(bytes), 8)) return std::nullopt;
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t{bytes[i]} << (8 * i);
    return v;
}

std::string how_it_ended(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const char* name = ::sigabbrev_np(WTERMSIG(status));
        return "was killed by signal " + std::to_string(WTERMSIG(status)) + (name ? std::string(" (SIG") + name + ")" : "");
    }
    return "ended with status " + std::to_string(status);
}

}  // namespace

bool write_message(int fd, std::span<const std::string> fields) {
    if (!write_u64(fd, fields.size())) return false;
    for (const auto& f : fields)
        if (!write_u64(fd, f.size()) || !write_all(fd, f.data(), f.size())) return false;
    return true;
}

std::optional<std::vector<std::string>> read_message(int fd, std::uint64_t max_bytes) {
    const auto count = read_u64(fd);
    // Each string costs its 8 length bytes at least.
    if (!count || *count > max_bytes / 8) return std::nullopt;
    std::vector<std::string> fields;
    std::uint64_t left = max_bytes - *count * 8;
    for (std::uint64_t i = 0; i < *count; ++i) {
        const auto size = read_u64(fd);
        if (!size || *size > left) return std::nullopt;
        left -= *size;
        std::string f(static_cast<std::size_t>(*size), '\0');
        if (!read_all(fd, f.data(), f.size())) return std::nullopt;
        fields.push_back(std::move(f));
    }
    return fields;
}

std::unique_ptr<Child> Child::start(const std::vector<std::string>& argv, std::string& error) {
    int sockets[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) {
        error = std::string("socketpair: ") + std::strerror(errno);
        return nullptr;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, 2, 1);
    posix_spawn_file_actions_adddup2(&actions, sockets[1], 3);
    pid_t pid = 0;
    const int spawned = spawn(argv, actions, pid);
    ::close(sockets[1]);
    if (spawned != 0) {
        ::close(sockets[0]);
        error = "cannot run " + argv[0] + ": " + std::strerror(spawned);
        return nullptr;
    }
    return std::unique_ptr<Child>(new Child(pid, sockets[0]));
}

std::string Child::end() {
    if (m_socket >= 0) ::close(m_socket);
    m_socket = -1;
    if (!m_status) {
        int status = 0;
        while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
        }
        m_status = status;
    }
    return how_it_ended(*m_status);
}

Child::~Child() { end(); }

}  // namespace kiln::util
