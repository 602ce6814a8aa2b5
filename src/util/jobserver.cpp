// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/jobserver.hpp"

#include <cerrno>
#include <charconv>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace kiln::util {

namespace {

std::atomic<JobServer*> g_server{nullptr};

// The last "--jobserver-auth=" (or "--jobserver-fds=") value of MAKEFLAGS: make appends its own.
std::string_view auth_of(std::string_view flags) {
    std::string_view found;
    for (std::size_t at = 0; at < flags.size();) {
        const std::size_t end = std::min(flags.find(' ', at), flags.size());
        const std::string_view word = flags.substr(at, end - at);
        for (std::string_view key : {"--jobserver-auth=", "--jobserver-fds="})
            if (word.starts_with(key)) found = word.substr(key.size());
        at = end + 1;
    }
    return found;
}

bool parse_fd(std::string_view text, int& fd) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), fd);
    return ec == std::errc{} && end == text.data() + text.size() && fd >= 0;
}

}  // namespace

JobServer::~JobServer() {
    // Tokens still held go back (a job that threw); make counts on every one.
    const char token = m_token;
    for (int n = m_held.exchange(0); n > 0; --n) (void)!::write(m_write, &token, 1);
    if (m_read >= 0) ::close(m_read);
    if (m_close_write && m_write >= 0) ::close(m_write);
}

std::unique_ptr<JobServer> JobServer::open(std::string_view makeflags, std::string& why_not) {
    const std::string_view auth = auth_of(makeflags);
    if (auth.empty()) return nullptr;
    std::unique_ptr<JobServer> s(new JobServer);
    if (auth.starts_with("fifo:")) {
        const std::string path(auth.substr(5));
        s->m_read = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        s->m_write = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
        s->m_close_write = true;
        s->m_description = "make's jobserver (fifo " + path + ")";
        if (s->m_read < 0 || s->m_write < 0) {
            why_not = "MAKEFLAGS names make's jobserver fifo '" + path + "', which cannot be opened";
            return nullptr;
        }
        return s;
    }
    const std::size_t comma = auth.find(',');
    int r = -1, w = -1;
    if (comma == std::string_view::npos || !parse_fd(auth.substr(0, comma), r) || !parse_fd(auth.substr(comma + 1), w)) {
        why_not = "MAKEFLAGS names a jobserver kiln does not read ('" + std::string(auth) + "')";
        return nullptr;
    }
    if (::fcntl(r, F_GETFD) < 0 || ::fcntl(w, F_GETFD) < 0) {
        why_not = "make's jobserver pipe (" + std::string(auth) +
                  ") is not open in this process: make passes it only to recursive commands (a rule marked '+', or one that runs "
                  "$(MAKE); CMake 3.28's JOB_SERVER_AWARE)";
        return nullptr;
    }
    // A non-blocking descriptor of kiln's own for the read end (the pipe's flags are make's and
    // every other client's): opened anew through /proc, not dup'ed, which would share them.
    s->m_read = ::open(("/proc/self/fd/" + std::to_string(r)).c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    s->m_write = w;
    s->m_description = "make's jobserver (pipe " + std::string(auth) + ")";
    if (s->m_read < 0) {
        why_not = "make's jobserver pipe (" + std::string(auth) + ") cannot be reopened through /proc/self/fd";
        return nullptr;
    }
    return s;
}

bool JobServer::acquire(const std::function<bool()>& give_up) {
    for (;;) {
        char c;
        const ssize_t n = ::read(m_read, &c, 1);
        if (n == 1) {
            m_token = c;
            ++m_held;
            return true;
        }
        // End of file or an error: the server is gone (this thread stops; the implicit token's
        // goes on with the work).
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) return false;
        if (give_up()) return false;
        pollfd p{m_read, POLLIN, 0};
        (void)::poll(&p, 1, 50);
    }
}

void JobServer::release() {
    --m_held;
    const char token = m_token;
    while (::write(m_write, &token, 1) < 0 && errno == EINTR) {
    }
}

void set_jobserver(JobServer* server) { g_server = server; }
JobServer* jobserver() { return g_server; }

}  // namespace kiln::util
