// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/process.hpp"

#include "util/strings.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace kiln::util {

namespace {

// posix_spawn of argv (argv[0] a path) with `actions`, which it destroys, in kiln's environment
// and `extra_env` ("NAME=value"): 0 or the error number.
int spawn(const std::vector<std::string>& argv, posix_spawn_file_actions_t& actions, pid_t& pid,
          const std::vector<std::string>& extra_env = {}) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    std::vector<char*> env;
    for (char** e = environ; *e; ++e) env.push_back(*e);
    for (const auto& e : extra_env) env.push_back(const_cast<char*>(e.c_str()));
    env.push_back(nullptr);
    const int spawned = ::posix_spawn(&pid, args[0], &actions, nullptr, args.data(), env.data());
    posix_spawn_file_actions_destroy(&actions);
    return spawned;
}

}  // namespace

namespace {

constexpr std::chrono::seconds k_default_timeout{600};
using Clock = std::chrono::steady_clock;

// Milliseconds from now to `deadline`, at least 0, at most `most`.
int ms_until(Clock::time_point deadline, int most) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, most));
}

// Whether `pid` has ended (its status in `status`), without waiting.
bool ended(pid_t pid, int& status) {
    for (;;) {
        const pid_t r = ::waitpid(pid, &status, WNOHANG);
        if (r < 0 && errno == EINTR) continue;
        return r == pid;
    }
}

}  // namespace

std::optional<std::string> tool_timeout_problem() {
    const char* text = std::getenv("KILN_TOOL_TIMEOUT");
    if (!text) return std::nullopt;
    const auto n = parse_decimal(text);
    if (!n || *n == 0 || *n > 86400 * 7)
        return std::string("KILN_TOOL_TIMEOUT='") + text + "' is not a number of seconds in 1..604800";
    return std::nullopt;
}

std::chrono::seconds tool_timeout() {
    const char* text = std::getenv("KILN_TOOL_TIMEOUT");
    if (!text || tool_timeout_problem()) return k_default_timeout;
    return std::chrono::seconds(static_cast<long long>(*parse_decimal(text)));
}

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
    ::fcntl(pipe_fds[0], F_SETFL, O_NONBLOCK);
    const Clock::time_point deadline = Clock::now() + tool_timeout();
    int status = 0;
    bool exited = false, eof = false;
    // Read what is there; stop at the pipe's end, or once the program has ended and what it wrote
    // before is read (a grandchild may hold the pipe open for good).
    for (;;) {
        char buf[4096];
        for (ssize_t n; !eof;) {
            n = ::read(pipe_fds[0], buf, sizeof buf);
            if (n > 0) output.append(buf, static_cast<std::size_t>(n));
            else if (n == 0) eof = true;
            else if (errno != EINTR) break;
        }
        if (eof || exited) break;
        if (ended(pid, status)) {
            exited = true;
            continue;
        }
        if (Clock::now() >= deadline) break;
        pollfd p{pipe_fds[0], POLLIN, 0};
        ::poll(&p, 1, ms_until(deadline, 20));
    }
    ::close(pipe_fds[0]);
    while (!exited && !(exited = ended(pid, status))) {
        if (Clock::now() >= deadline) {
            ::kill(pid, SIGKILL);
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            return k_timed_out;
        }
        // The pipe's end came first: the program is exiting, as a rule within a millisecond.
        ::usleep(static_cast<useconds_t>(ms_until(deadline, 1)) * 1000);
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

// Reads all of `size` bytes; past `deadline`, nothing more, with `*timed_out` set.
bool read_all(int fd, char* data, std::size_t size, std::optional<Clock::time_point> deadline, bool* timed_out) {
    while (size > 0) {
        if (deadline) {
            pollfd p{fd, POLLIN, 0};
            const int ready = ::poll(&p, 1, ms_until(*deadline, 1000));
            if (ready < 0 && errno == EINTR) continue;
            if (ready == 0) {
                if (Clock::now() < *deadline) continue;
                if (timed_out) *timed_out = true;
                return false;
            }
        }
        const ssize_t n = ::read(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

// The little-endian u64 at `bytes` (8 of them).
std::uint64_t decode_u64(const char* bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t{static_cast<unsigned char>(bytes[i])} << (8 * i);
    return v;
}

std::optional<std::uint64_t> read_u64(int fd, std::optional<Clock::time_point> deadline, bool* timed_out) {
    char bytes[8];
    if (!read_all(fd, bytes, 8, deadline, timed_out)) return std::nullopt;
    return decode_u64(bytes);
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

std::string status_text(int status) {
    if (status == k_timed_out)
        return "did not finish within " + std::to_string(tool_timeout().count()) + " s (KILN_TOOL_TIMEOUT) and was killed";
    if (status < 0) return "could not start";
    if (status > 128) {
        const char* name = ::sigabbrev_np(status - 128);
        return "was killed by signal " + std::to_string(status - 128) + (name ? std::string(" (SIG") + name + ")" : "");
    }
    return "exited with status " + std::to_string(status);
}

bool write_message(int fd, std::span<const std::string> fields) {
    std::size_t size = 8;
    for (const auto& f : fields) size += 8 + f.size();
    std::string frame;
    frame.reserve(8 + size);
    auto add_u64 = [&](std::uint64_t v) {
        for (int i = 0; i < 8; ++i) frame += static_cast<char>(v >> (8 * i));
    };
    add_u64(size);
    add_u64(fields.size());
    for (const auto& f : fields) {
        add_u64(f.size());
        frame += f;
    }
    return write_all(fd, frame.data(), frame.size());
}

std::optional<std::vector<std::string>> read_message(int fd, std::uint64_t max_bytes, std::optional<Clock::time_point> deadline,
                                                     bool* timed_out) {
    const auto size = read_u64(fd, deadline, timed_out);
    if (!size || *size < 8 || *size > max_bytes) return std::nullopt;
    std::string frame(static_cast<std::size_t>(*size), '\0');
    if (!read_all(fd, frame.data(), frame.size(), deadline, timed_out)) return std::nullopt;
    std::size_t at = 0;
    auto take_u64 = [&]() -> std::optional<std::uint64_t> {
        if (frame.size() - at < 8) return std::nullopt;
        at += 8;
        return decode_u64(frame.data() + at - 8);
    };
    const auto count = take_u64();
    // Each string costs its 8 length bytes at least.
    if (!count || *count > (frame.size() - at) / 8) return std::nullopt;
    std::vector<std::string> fields;
    fields.reserve(static_cast<std::size_t>(*count));
    for (std::uint64_t i = 0; i < *count; ++i) {
        const auto length = take_u64();
        if (!length || *length > frame.size() - at) return std::nullopt;
        fields.emplace_back(frame, at, static_cast<std::size_t>(*length));
        at += static_cast<std::size_t>(*length);
    }
    if (at != frame.size()) return std::nullopt;
    return fields;
}

std::unique_ptr<Child> Child::start(const std::vector<std::string>& argv, std::string& error,
                                    const std::vector<std::string>& extra_env) {
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
    const int spawned = spawn(argv, actions, pid, extra_env);
    ::close(sockets[1]);
    if (spawned != 0) {
        ::close(sockets[0]);
        error = "cannot run " + argv[0] + ": " + std::strerror(spawned);
        return nullptr;
    }
    return std::unique_ptr<Child>(new Child(pid, sockets[0]));
}

std::optional<std::vector<std::string>> Child::receive(std::uint64_t max_bytes) {
    auto message = read_message(m_socket, max_bytes, Clock::now() + tool_timeout(), &m_timed_out);
    if (m_timed_out && !m_status) ::kill(m_pid, SIGKILL);
    return message;
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
    if (m_timed_out)
        return "did not answer within " + std::to_string(tool_timeout().count()) + " s (KILN_TOOL_TIMEOUT) and was killed";
    return how_it_ended(*m_status);
}

Child::~Child() { end(); }

}  // namespace kiln::util
