// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Running another program: kiln's subprocesses are the CUDA toolkit's ptxas and nvdisasm and
// kiln tune --measure's runner and its build script, each started with posix_spawn (no shell);
// and kiln's own LLVM workers (compile/compile.cpp), which it talks to in messages.
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace kiln::util {

// Runs argv (argv[0] a path) with stdout and stderr into one pipe, and `fds[i]` as descriptor
// 3 + i (so its path is /proc/self/fd/<3 + i>); the exit status (-1 when it could not start, 128 +
// the signal when one ended it) and the output.
int run_process(const std::vector<std::string>& argv, std::span<const int> fds, std::string& output);

// A message: byte strings, framed as a little-endian u64 count, then per string a u64 length and
// its bytes. Reading treats the bytes as hostile: a count or length that would pass `max_bytes` in
// all, or a stream that ends early, is nothing.
bool write_message(int fd, std::span<const std::string> fields);
std::optional<std::vector<std::string>> read_message(int fd, std::uint64_t max_bytes);

// A child process that reads messages on its descriptor 3 and answers on it (a socket), with
// stdin from /dev/null and stdout and stderr on kiln's stderr (what it prints is the user's to
// see, and can never corrupt the messages). Destroying it closes the socket (the child sees the
// end of its input) and waits for it.
class Child {
public:
    // The child, or nothing with the reason in `error`.
    static std::unique_ptr<Child> start(const std::vector<std::string>& argv, std::string& error);
    ~Child();
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool send(std::span<const std::string> fields) const { return write_message(m_socket, fields); }
    std::optional<std::vector<std::string>> receive(std::uint64_t max_bytes) const { return read_message(m_socket, max_bytes); }
    // After a failed send or receive: closes the socket, waits, and says how it ended ("exited with
    // status 1", "was killed by signal 6 (SIGABRT)").
    std::string end();

private:
    Child(int pid, int socket) : m_pid(pid), m_socket(socket) {}
    int m_pid;
    int m_socket;
    std::optional<int> m_status;
};

}  // namespace kiln::util
