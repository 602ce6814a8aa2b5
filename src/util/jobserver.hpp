// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// GNU make's jobserver, as a client (docs/cli.md, "Under make -jN"): when kiln runs under
// `make -jN`, MAKEFLAGS names make's token pipe (`--jobserver-auth=R,W`, make 4.3 and older also
// `--jobserver-fds=R,W`) or fifo (`--jobserver-auth=fifo:PATH`, make 4.4). A client holds one
// implicit token; every further job in parallel takes a token (a byte) first and writes the same
// byte back when it ends, so make's -jN bounds kiln's jobs and make's own together.
#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace kiln::util {

class JobServer {
public:
    ~JobServer();
    JobServer(const JobServer&) = delete;
    JobServer& operator=(const JobServer&) = delete;

    // The jobserver `makeflags` names; nullptr when it names none (make without -j, or not under
    // make), and nullptr with `why_not` when it names one this process cannot use (make 4.3 passes
    // its pipe only to recursive commands: a rule marked '+', or $(MAKE)).
    static std::unique_ptr<JobServer> open(std::string_view makeflags, std::string& why_not);

    // A token, waiting for one; false, with none taken, once `give_up` says so (checked every 50 ms).
    bool acquire(const std::function<bool()>& give_up);
    // Gives a token back.
    void release();
    // What `open` read: "make's jobserver (fifo /tmp/GMfifo12)" or "make's jobserver (pipe 3,4)".
    const std::string& description() const { return m_description; }

private:
    JobServer() = default;
    int m_read = -1, m_write = -1;  // m_read non-blocking, a descriptor of kiln's own
    bool m_close_write = false;
    std::string m_description;
    std::atomic<int> m_held{0};
    std::atomic<char> m_token{'+'};  // the byte most recently taken; make's tokens are all alike to a client
};

// The jobserver parallel_for takes tokens from (set once by the command that builds; none: each
// parallel_for uses its `jobs` threads alone).
void set_jobserver(JobServer* server);
JobServer* jobserver();

}  // namespace kiln::util
