// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Running another program: kiln's subprocesses are the CUDA toolkit's ptxas and nvdisasm and
// kiln tune --measure's runner and its build script, each started with posix_spawn (no shell);
// and kiln's own LLVM workers (compile/worker.cpp), which it talks to in messages.
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace kiln::util {

// Every program kiln runs has a deadline: each run of ptxas or nvdisasm, each compile in an LLVM
// worker, tune's build script and runner. $KILN_TOOL_TIMEOUT seconds (a positive whole number),
// 600 when it is not set; tool_timeout_problem says why a set value is not one.
std::chrono::seconds tool_timeout();
std::optional<std::string> tool_timeout_problem();

// run_process's status for a program that ran past its deadline and was killed.
inline constexpr int k_timed_out = -2;

// Runs argv (argv[0] a path) with stdout and stderr into one pipe, and `fds[i]` as descriptor
// 3 + i (so its path is /proc/self/fd/<3 + i>); the exit status (-1 when it could not start, 128 +
// the signal when one ended it, k_timed_out past tool_timeout()) and the output. It reads until
// the program exits, not until the pipe's end: a child of the program's that holds the pipe does
// not keep kiln waiting.
int run_process(const std::vector<std::string>& argv, std::span<const int> fds, std::string& output);
// run_process's status in words: "exited with status 1", "was killed by signal 11 (SIGSEGV)", "did
// not finish within 600 s (KILN_TOOL_TIMEOUT) and was killed", "could not start".
std::string status_text(int status);

// A message: byte strings, framed as the little-endian u64 size of the rest, then a u64 count and
// per string a u64 length and its bytes; written with one send and read with two reads (a
// worker's request and answer were 40 system calls a kernel). Reading treats the bytes as hostile:
// a size past `max_bytes`, counts and lengths that do not fill exactly that size, or a stream that
// ends early, are nothing.
// A read with a deadline that passes is nothing, with `*timed_out` set.
bool write_message(int fd, std::span<const std::string> fields);
std::optional<std::vector<std::string>> read_message(int fd, std::uint64_t max_bytes,
                                                     std::optional<std::chrono::steady_clock::time_point> deadline = {},
                                                     bool* timed_out = nullptr);

// A child process that reads messages on its descriptor 3 and answers on it (a socket), with
// stdin from /dev/null and stdout and stderr on kiln's stderr (what it prints is the user's to
// see, and can never corrupt the messages). Destroying it closes the socket (the child sees the
// end of its input) and waits for it.
class Child {
public:
    // The child, in kiln's environment and `extra_env` ("NAME=value"), or nothing with the reason
    // in `error`.
    static std::unique_ptr<Child> start(const std::vector<std::string>& argv, std::string& error,
                                        const std::vector<std::string>& extra_env = {});
    ~Child();
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool send(std::span<const std::string> fields) const { return write_message(m_socket, fields); }
    // The next message, within tool_timeout() of the call: past it, nothing, and the child is killed.
    std::optional<std::vector<std::string>> receive(std::uint64_t max_bytes);
    // After a failed send or receive: closes the socket, waits, and says how it ended ("exited with
    // status 1", "was killed by signal 6 (SIGABRT)", "did not answer within 600 s and was killed").
    std::string end();
    int pid() const { return m_pid; }

private:
    Child(int pid, int socket) : m_pid(pid), m_socket(socket) {}
    int m_pid;
    int m_socket;
    bool m_timed_out = false;
    std::optional<int> m_status;
};

}  // namespace kiln::util
