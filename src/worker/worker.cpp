// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln's worker processes (see worker.hpp): the pool of started workers and a job's round trip on
// kiln's side; option parsing, the fatal-error handler and the request loop on the worker's.
#include "worker/worker.hpp"

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <poll.h>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>

#include "util/parallel.hpp"
#include "util/process.hpp"
#include "util/strings.hpp"

namespace kiln::worker {

namespace {

constexpr std::uint64_t k_max_message = std::uint64_t{4} << 30;
constexpr int k_socket = 3;
constexpr const char* k_env = "KILN_LLVM_WORKER";  // set in a worker's environment

// Started workers by option set, idle ones ready for the next job of their set. At most one per
// core is kept idle in all (a sweep over llvm_args values would otherwise keep one per value; the
// build orders a source's jobs by option set, so a set's workers serve its jobs in a row); a build
// runs at most one job per thread of -j, so -j bounds the busy ones.
class Pool {
public:
    struct Lease {
        std::unique_ptr<util::Child> child;
        std::string error;  // why there is none: it could not start, or LLVM refused the options
    };

    Lease acquire(const std::vector<std::string>& options) {
        {
            std::lock_guard lock(m_mutex);
            if (auto refused = m_refused.find(options); refused != m_refused.end()) return {nullptr, refused->second};
            if (auto& idle = m_idle[options]; !idle.empty()) {
                Lease lease{std::move(idle.back()), {}};
                idle.pop_back();
                --m_idle_count;
                return lease;
            }
        }
        // A worker's children would be workers too: a program that does not serve (a test binary
        // that links the compile module without serve() in its main) would start itself forever.
        if (std::getenv(k_env)) return {nullptr, "a worker process cannot start workers (its main does not call worker::serve)"};
        std::error_code ec;
        const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
        if (ec) return {nullptr, "cannot find kiln's own executable for a worker process (/proc/self/exe): " + ec.message()};
        std::vector<std::string> argv = {self.string(), std::string(k_command)};
        argv.insert(argv.end(), options.begin(), options.end());
        std::string error;
        auto child = util::Child::start(argv, error, {std::string(k_env) + "=1"});
        if (!child) return {nullptr, "cannot start a worker process: " + error};
        auto hello = child->receive(k_max_message);
        if (!hello || hello->empty()) return {nullptr, "a worker process " + child->end() + " before it started"};
        if ((*hello)[0] != "ok") {
            // Every later start would be refused too.
            // LLVM's complaint names itself: "LLVM: for the --x option: 'maybe' is invalid value ...".
            std::string refusal = hello->size() > 1 ? (*hello)[1] : std::string("LLVM refused the options");
            std::lock_guard lock(m_mutex);
            m_refused.emplace(options, refusal);
            return {nullptr, refusal};
        }
        return {std::move(child), {}};
    }

    void release(const std::vector<std::string>& options, std::unique_ptr<util::Child> child) {
        std::unique_ptr<util::Child> evicted;  // ends after the lock is released
        std::lock_guard lock(m_mutex);
        if (m_idle_count >= max_idle()) {
            for (auto& [set, idle] : m_idle) {
                if (set == options || idle.empty()) continue;
                evicted = std::move(idle.front());
                idle.erase(idle.begin());
                --m_idle_count;
                break;
            }
            if (!evicted) return;  // all idle ones are of this set: this one ends
        }
        m_idle[options].push_back(std::move(child));
        ++m_idle_count;
    }

    // The idle workers' peak resident sets (VmHWM in /proc/PID/status, KiB): between jobs, every
    // worker of a build is idle.
    std::size_t peak_rss_kib() {
        std::lock_guard lock(m_mutex);
        std::size_t peak = 0;
        for (const auto& [set, idle] : m_idle)
            for (const auto& child : idle) {
                std::ifstream status("/proc/" + std::to_string(child->pid()) + "/status");
                for (std::string line; std::getline(status, line);)
                    if (line.starts_with("VmHWM:")) peak = std::max<std::size_t>(peak, std::strtoull(line.c_str() + 6, nullptr, 10));
            }
        return peak;
    }

private:
    static std::size_t max_idle() { return std::max(2u, util::default_jobs()); }
    std::mutex m_mutex;
    std::map<std::vector<std::string>, std::vector<std::unique_ptr<util::Child>>> m_idle;
    std::size_t m_idle_count = 0;
    std::map<std::vector<std::string>, std::string> m_refused;
};

Pool& pool() {
    static Pool p;
    return p;
}

}  // namespace

std::size_t peak_worker_rss_kib() {
    rusage ended{};
    ::getrusage(RUSAGE_CHILDREN, &ended);
    return std::max<std::size_t>(pool().peak_rss_kib(), static_cast<std::size_t>(ended.ru_maxrss));
}

namespace {

// LLVM reports a fatal error to kiln instead of printing it and aborting, and the worker ends.
void on_fatal_error(void*, const char* reason, bool) {
    const std::string message[] = {"fatal", reason ? reason : "(no message)"};
    util::write_message(k_socket, message);
    ::_exit(70);
}

// Ends the worker as soon as kiln closes its end (kiln is done, or was killed), even mid-job.
void exit_with_kiln() {
    std::thread([] {
        pollfd p{k_socket, POLLRDHUP, 0};
        while (::poll(&p, 1, -1) < 0 && errno == EINTR) {
        }
        ::_exit(0);
    }).detach();
}

// LLVM takes `options` as if they were its command line: its complaint, if it refused them. It
// prints a bad value's complaint to stderr whatever stream it is given: stderr is a temporary
// file while it parses.
std::optional<std::string> parse_options(std::span<const std::string> options) {
    std::vector<const char*> args = {"LLVM"};
    for (const std::string& o : options) args.push_back(o.c_str());
    std::string refusal;
    llvm::raw_string_ostream errors(refusal);
    std::FILE* captured = std::tmpfile();
    const int saved_stderr = ::dup(2);
    if (captured) ::dup2(::fileno(captured), 2);
    const bool parsed = llvm::cl::ParseCommandLineOptions(static_cast<int>(args.size()), args.data(), "", &errors);
    llvm::errs().flush();
    if (captured) {
        ::dup2(saved_stderr, 2);
        std::rewind(captured);
        char buf[4096];
        for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, captured)) > 0;) refusal.append(buf, n);
        std::fclose(captured);
    }
    ::close(saved_stderr);
    if (parsed) return std::nullopt;
    errors.flush();
    while (!refusal.empty() && (refusal.back() == '\n' || refusal.back() == ' ')) refusal.pop_back();
    return refusal.empty() ? std::string("LLVM refused them") : refusal;
}

}  // namespace

Result<Fields> call(std::string_view who, const std::vector<std::string>& llvm_options, const Fields& request,
                    const Answerer& answer) {
    Pool::Lease lease = pool().acquire(llvm_options);
    if (!lease.child) return make_error(lease.error);
    std::string stage = "setup", fatal;
    bool sent = lease.child->send(request);
    while (sent) {
        auto message = lease.child->receive(k_max_message);
        if (!message || message->empty()) break;
        const std::string kind = (*message)[0];
        message->erase(message->begin());
        if (kind == "stage" && message->size() == 1) {
            stage = (*message)[0];
        } else if (kind == "ask") {
            std::optional<Fields> reply = answer ? answer(std::move(*message)) : std::nullopt;
            if (reply) reply->insert(reply->begin(), "answer");
            sent = lease.child->send(reply ? *reply : Fields{"none"});
        } else if (kind == "fatal" && message->size() == 1) {
            fatal = (*message)[0];
        } else if (kind == "done") {
            pool().release(llvm_options, std::move(lease.child));
            return std::move(*message);
        } else {
            break;
        }
    }
    const std::string ended = lease.child->end();
    const std::string name(who);
    if (!fatal.empty()) return make_error(name + " fatal error (stage: " + stage + "): " + fatal);
    return make_error(name + " crashed (stage: " + stage + "): its worker process " + ended + " (" + name +
                      "'s messages, if any, are above)");
}

void Channel::stage(std::string_view name) {
    const std::string message[] = {"stage", std::string(name)};
    util::write_message(k_socket, message);
}

std::optional<Fields> Channel::ask(const Fields& question) {
    Fields message = question;
    message.insert(message.begin(), "ask");
    if (!util::write_message(k_socket, message)) return std::nullopt;
    auto reply = util::read_message(k_socket, k_max_message);
    if (!reply || reply->empty() || (*reply)[0] != "answer") return std::nullopt;
    reply->erase(reply->begin());
    return reply;
}

int serve(std::span<const std::string> llvm_options, std::span<const Kind> kinds, const std::function<void()>& init) {
    exit_with_kiln();
    if (auto refusal = parse_options(llvm_options)) {
        const std::string hello[] = {"refused", *refusal};
        util::write_message(k_socket, hello);
        return 1;
    }
    llvm::install_fatal_error_handler(on_fatal_error, nullptr);
    if (init) init();
    const std::string hello[] = {"ok"};
    if (!util::write_message(k_socket, hello)) return 1;
    Channel channel;
    while (auto request = util::read_message(k_socket, k_max_message)) {
        Fields answer;
        const Kind* kind = nullptr;
        for (const Kind& k : kinds)
            if (!request->empty() && (*request)[0] == k.name) kind = &k;
        if (!kind) return 1;  // not kiln's request
        request->erase(request->begin());
        answer = kind->handler(std::move(*request), channel);
        answer.insert(answer.begin(), "done");
        if (!util::write_message(k_socket, answer)) return 1;
    }
    return 0;
}

std::optional<std::string> Reader::next() {
    if (!m_ok || m_at >= m_fields.size()) {
        m_ok = false;
        return std::nullopt;
    }
    return std::move(m_fields[m_at++]);
}

std::optional<long long> Reader::number() {
    auto text = next();
    const auto n = text ? util::parse_decimal(*text) : std::nullopt;
    if (!n || *n > static_cast<std::uint64_t>(INT32_MAX)) {
        m_ok = false;
        return std::nullopt;
    }
    return static_cast<long long>(*n);
}

std::optional<std::vector<std::string>> Reader::list() {
    const auto n = number();
    if (!n || static_cast<std::size_t>(*n) > m_fields.size() - m_at) {
        m_ok = false;
        return std::nullopt;
    }
    std::vector<std::string> items;
    for (long long i = 0; i < *n; ++i) items.push_back(*next());
    return items;
}

}  // namespace kiln::worker
