// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln's LLVM workers: every kernel's O3 and codegen runs in one, so that no LLVM failure takes
// kiln down (see worker.hpp). Workers are started on demand, kept per option set while idle for
// the next kernel, and at most k_max_idle are kept idle in all; a build runs at most one compile
// per thread of -j, so -j bounds the busy ones.
//
// Protocol, in util::write_message's messages over the worker's descriptor 3 (a socket):
//   worker, once:   "ok", or "refused" and LLVM's complaint about the options
//   kiln:           request: the target ID, its LLVM features as compiled ("+sramecc,-xnack",
//                   "+wavefrontsize64"), "temps" or "", "remarks" or "", the kernel's module
//                   (bitcode, split out and with its attributes: all but O3 and codegen is done)
//   worker:         "stage" and "optimizer", "stage" and "codegen" as it gets there; then
//                   "done", the object, each of errors, warnings, remarks as a count and the texts,
//                   the count of temps and their (suffix, text) pairs;
//                   or, when LLVM reports a fatal error, "fatal" and its message, and exits.
// A worker that ends without "done" (a signal, a stack overflow) failed the kernel in the last
// stage it named. A worker whose kiln is gone exits at once, even mid-compile.
#include "compile/worker.hpp"

#include <llvm/Config/llvm-config.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <poll.h>
#include <thread>
#include <unistd.h>

#include "util/process.hpp"
#include "util/strings.hpp"

namespace kiln::compile {

namespace {

constexpr const char* k_worker_command = "internal-llvm-worker";
constexpr std::uint64_t k_max_message = std::uint64_t{4} << 30;
constexpr int k_socket = 3;

std::vector<std::string> encode_answer(const CompileResult& r) {
    std::vector<std::string> out = {"done", r.object};
    for (const auto* list : {&r.errors, &r.warnings, &r.remarks}) {
        out.push_back(std::to_string(list->size()));
        out.insert(out.end(), list->begin(), list->end());
    }
    out.push_back(std::to_string(r.temps.size()));
    for (const auto& [suffix, text] : r.temps) {
        out.push_back(suffix);
        out.push_back(text);
    }
    return out;
}

// `in` without its "done".
bool decode_answer(std::vector<std::string>&& in, CompileResult& r) {
    std::size_t at = 1;
    auto count = [&]() -> std::optional<std::size_t> {
        if (at >= in.size()) return std::nullopt;
        const auto n = util::parse_decimal(in[at++]);
        if (!n || *n > in.size() - at) return std::nullopt;
        return static_cast<std::size_t>(*n);
    };
    if (in.size() < 2) return false;
    std::string object = std::move(in[at++]);
    std::vector<std::string> lists[3];
    for (auto& list : lists) {
        const auto n = count();
        if (!n) return false;
        for (std::size_t i = 0; i < *n; ++i) list.push_back(std::move(in[at++]));
    }
    const auto temps = count();
    if (!temps || *temps > (in.size() - at) / 2 || at + *temps * 2 != in.size()) return false;
    for (std::size_t i = 0; i < *temps; ++i, at += 2) r.temps.emplace_back(std::move(in[at]), std::move(in[at + 1]));
    r.object = std::move(object);
    r.errors.insert(r.errors.end(), lists[0].begin(), lists[0].end());
    r.warnings.insert(r.warnings.end(), lists[1].begin(), lists[1].end());
    r.remarks.insert(r.remarks.end(), lists[2].begin(), lists[2].end());
    return true;
}

std::string shown(const std::vector<std::string>& options) {
    std::string out = "[";
    for (const auto& o : options) out += (out.size() > 1 ? ", " : "") + o;
    return out + "]";
}

// Started workers by option set, idle ones ready for the next kernel of their set.
class WorkerPool {
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
        Started started = start(options);
        if (started.refused) {
            std::lock_guard lock(m_mutex);
            m_refused.emplace(options, started.error);
        }
        return {std::move(started.child), std::move(started.error)};
    }

    // Keeps `child` for the next kernel of its set; past k_max_idle, an idle worker of another set
    // ends (a sweep over llvm_args values would otherwise keep one per value).
    void release(const std::vector<std::string>& options, std::unique_ptr<util::Child> child) {
        std::unique_ptr<util::Child> evicted;
        std::lock_guard lock(m_mutex);
        if (m_idle_count >= k_max_idle) {
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

private:
    static constexpr std::size_t k_max_idle = 8;
    struct Started {
        std::unique_ptr<util::Child> child;
        std::string error;
        bool refused = false;  // LLVM refused the options: every later start would be refused too
    };

    static Started start(const std::vector<std::string>& options) {
        std::error_code ec;
        const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
        if (ec) return {nullptr, "cannot find kiln's own executable for an LLVM worker (/proc/self/exe): " + ec.message()};
        std::vector<std::string> argv = {self.string(), k_worker_command};
        argv.insert(argv.end(), options.begin(), options.end());
        std::string error;
        auto child = util::Child::start(argv, error);
        if (!child) return {nullptr, "cannot start an LLVM worker: " + error};
        auto hello = child->receive(k_max_message);
        if (!hello || hello->empty()) return {nullptr, "the LLVM worker " + child->end() + " before it started"};
        if ((*hello)[0] != "ok")
            return {nullptr, hello->size() > 1 ? (*hello)[1] : std::string("LLVM refused the options"), true};
        return {std::move(child), {}};
    }

    std::mutex m_mutex;
    std::map<std::vector<std::string>, std::vector<std::unique_ptr<util::Child>>> m_idle;
    std::size_t m_idle_count = 0;
    std::map<std::vector<std::string>, std::string> m_refused;
};

WorkerPool& worker_pool() {
    static WorkerPool pool;
    return pool;
}

// The worker's side. LLVM reports a fatal error here instead of printing it and aborting: kiln
// gets the message, and the worker ends.
void on_fatal_error(void*, const char* reason, bool) {
    const std::string message[] = {"fatal", reason ? reason : "(no message)"};
    util::write_message(k_socket, message);
    std::fflush(nullptr);
    ::_exit(70);
}

// Ends the worker as soon as kiln closes its end (kiln is done, or was killed), even mid-compile.
void exit_with_kiln() {
    std::thread([] {
        pollfd p{k_socket, POLLRDHUP, 0};
        while (::poll(&p, 1, -1) < 0 && errno == EINTR) {
        }
        ::_exit(0);
    }).detach();
}

}  // namespace

CompileResult emit_isolated(const std::string& bitcode, const manifest::TargetId& target, const std::vector<std::string>& llvm_args,
                            bool temps, bool remarks) {
    CompileResult result;
    // Errors of a worker with llvm_args say so first: the build points them at the llvm_args.
    const std::string prefix = llvm_args.empty() ? "" : "llvm_args " + shown(llvm_args) + ": ";
    WorkerPool::Lease lease = worker_pool().acquire(llvm_args);
    if (!lease.child) {
        result.errors.push_back(prefix + lease.error);
        return result;
    }
    std::string features;
    for (const auto& f : target.features) {
        if (!features.empty()) features += ',';
        features += f;
    }
    const std::string request[] = {target.id.value, features, temps ? "temps" : "", remarks ? "remarks" : "", bitcode};
    std::string stage = "setup", fatal;
    bool sent = lease.child->send(request);
    while (sent) {
        auto message = lease.child->receive(k_max_message);
        if (!message || message->empty()) break;
        const std::string& kind = (*message)[0];
        if (kind == "stage" && message->size() == 2) {
            stage = (*message)[1];
        } else if (kind == "fatal" && message->size() == 2) {
            fatal = (*message)[1];
        } else if (kind == "done" && decode_answer(std::move(*message), result)) {
            worker_pool().release(llvm_args, std::move(lease.child));
            return result;
        } else {
            break;
        }
    }
    const std::string ended = lease.child->end();
    if (!fatal.empty())
        result.errors.push_back(prefix + "LLVM fatal error (stage: " + stage + "): " + fatal);
    else
        result.errors.push_back(prefix + "LLVM crashed (stage: " + stage + "): its worker process " + ended +
                                " (LLVM's messages, if any, are above)");
    return result;
}

std::optional<int> run_worker(int argc, char** argv) {
    if (argc < 2 || std::string_view(argv[1]) != k_worker_command) return std::nullopt;
    exit_with_kiln();
    initialize_targets();
    // LLVM sees the options as if they were its command line. It prints a bad value's complaint
    // to stderr whatever stream it is given: stderr is a temporary file while it parses.
    std::vector<const char*> args = {"LLVM"};
    for (int i = 2; i < argc; ++i) args.push_back(argv[i]);
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
    if (!parsed) {
        errors.flush();
        while (!refusal.empty() && (refusal.back() == '\n' || refusal.back() == ' ')) refusal.pop_back();
        const std::string hello[] = {"refused", refusal.empty() ? std::string("LLVM refused them") : refusal};
        util::write_message(k_socket, hello);
        return 1;
    }
    llvm::install_fatal_error_handler(on_fatal_error, nullptr);
    const std::string hello[] = {"ok"};
    if (!util::write_message(k_socket, hello)) return 1;
    while (auto request = util::read_message(k_socket, k_max_message)) {
        CompileResult result;
        auto target = request->size() == 5 ? manifest::parse_target_id((*request)[0]) : std::nullopt;
        if (!target) {
            result.errors.push_back("a malformed request");
        } else {
            target->features.clear();
            for (std::string_view rest = (*request)[1]; !rest.empty();) {
                const std::size_t comma = rest.find(',');
                target->features.emplace_back(rest.substr(0, comma));
                rest.remove_prefix(comma == std::string_view::npos ? rest.size() : comma + 1);
            }
            result = emit_here((*request)[4], *target, (*request)[2] == "temps", (*request)[3] == "remarks",
                               [](const char* stage) {
                                   const std::string message[] = {"stage", stage};
                                   util::write_message(k_socket, message);
                               });
        }
        if (!util::write_message(k_socket, encode_answer(result))) return 1;
    }
    return 0;
}

}  // namespace kiln::compile
