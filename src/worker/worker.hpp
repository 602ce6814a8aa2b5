// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// kiln's worker processes: LLVM and clang run in them, never in kiln itself, so that a fatal error
// ("Cannot select"), an abort, a segfault or a stack overflow while compiling one source or kernel
// ends a worker, not the build, and becomes that job's error. A worker is kiln's own executable
// (`kiln internal-llvm-worker OPTION...`): LLVM's options are process-global, so the OPTIONs (a
// kernel's llvm_args; none for most) are parsed once at its start, and only jobs with the same
// options share it. Workers are started on demand and kept while idle for the next job.
//
// Protocol, in util::write_message's messages over the worker's descriptor 3 (a socket):
//   worker, once:  "ok", or "refused" and LLVM's complaint about the options
//   kiln:          a request: its kind ("emit", "frontend", ...), then the handler's fields
//   worker:        any number of "stage" NAME (where it is: "optimizer", "codegen", ...) and of
//                  "ask" QUESTION... (kiln answers "answer" FIELDS..., or "none");
//                  then "done" FIELDS..., the handler's answer;
//                  or "fatal" MESSAGE when LLVM reports a fatal error, and it exits.
// A worker that ends without "done" failed the job in the last stage it named. A worker whose
// kiln is gone exits at once, even mid-job. Every wait for a worker has util::tool_timeout().
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::worker {

using Fields = std::vector<std::string>;

// ---- kiln's side

// Answers a worker's question, or nothing (the worker is told "none").
using Answerer = std::function<std::optional<Fields>(Fields&& question)>;

// Runs `request` (its kind first) in a worker with `llvm_options`: the handler's answer, or why
// there is none, `who` (what runs there: "LLVM", "clang") named: "LLVM fatal error (stage:
// codegen): Cannot select: ...", "clang crashed (stage: front end): its worker process was killed
// by signal 11 (SIGSEGV)", LLVM's complaint about the options ("LLVM: for the --x option: ..."),
// "cannot start a worker process: ...".
Result<Fields> call(std::string_view who, const std::vector<std::string>& llvm_options, const Fields& request,
                    const Answerer& answer = {});

// The most memory any worker process has held (its peak resident set, KiB): the largest of the
// live ones' and of those that ended.
std::size_t peak_worker_rss_kib();

// ---- the worker's side

class Channel {
public:
    // Tells kiln where the job is, for the message if it never finishes.
    void stage(std::string_view name);
    // Asks kiln, and waits for its answer.
    std::optional<Fields> ask(const Fields& question);
};

// A handler: a request's fields (without its kind) -> the answer's fields.
using Handler = std::function<Fields(Fields&& request, Channel& channel)>;
struct Kind {
    std::string_view name;
    Handler handler;
};

// The command that makes kiln's executable a worker: `kiln internal-llvm-worker OPTION...`, a hidden
// row of kiln's command table (src/tool/llvm_worker.cpp), as `clang -cc1` is clang's.
inline constexpr std::string_view k_command = "internal-llvm-worker";

// The worker's main: takes `llvm_options` (the OPTIONs), serves `kinds` until kiln closes the
// socket, and returns the exit status. `init` runs once, after LLVM took the options.
int serve(std::span<const std::string> llvm_options, std::span<const Kind> kinds, const std::function<void()>& init);

// ---- fields

// Writing and reading lists and numbers among a message's fields; reading treats them as hostile.
class Writer {
public:
    Writer& add(std::string field) { return m_fields.push_back(std::move(field)), *this; }
    Writer& add(const char* field) { return add(std::string(field)); }
    Writer& add(bool b) { return add(std::string(b ? "1" : "0")); }
    Writer& add(int n) { return add(std::to_string(n)); }
    template <class List>
    Writer& add_list(const List& list) {
        add(std::to_string(list.size()));
        for (const auto& item : list) add(std::string(item));
        return *this;
    }
    Fields take() { return std::move(m_fields); }

private:
    Fields m_fields;
};

class Reader {
public:
    explicit Reader(Fields& fields) : m_fields(fields) {}
    // The next field; nothing past the end (and every later read fails).
    std::optional<std::string> next();
    std::optional<long long> number();
    std::optional<std::vector<std::string>> list();
    bool at_end() const { return m_ok && m_at == m_fields.size(); }
    bool ok() const { return m_ok; }

private:
    Fields& m_fields;
    std::size_t m_at = 0;
    bool m_ok = true;
};

}  // namespace kiln::worker
