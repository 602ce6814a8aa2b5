// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// parallel_for: runs work(i) for every i in [0, n) on up to `jobs` threads and returns when all
// are done. Each index runs exactly once; callers store results by index, so the order in which
// work finishes never shows in what they produce. Under make -jN (util::jobserver()), every thread
// but the first takes one of make's tokens for each index it runs.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <thread>
#include <vector>

#include "util/jobserver.hpp"

namespace kiln::util {

// The cores, asked of the system once (hardware_concurrency reads sysfs on every call: 55 ms of a
// 1,000-kernel build's main thread when the worker pool asked it per job).
inline unsigned default_jobs() {
    static const unsigned n = std::max(1u, std::thread::hardware_concurrency());
    return n;
}

inline void parallel_for(std::size_t n, unsigned jobs, const std::function<void(std::size_t)>& work) {
    if (jobs <= 1 || n <= 1) {
        for (std::size_t i = 0; i < n; ++i) work(i);
        return;
    }
    std::atomic<std::size_t> next{0};
    JobServer* server = jobserver();
    auto worker = [&](bool implicit_token) {
        for (;;) {
            if (server && !implicit_token && !server->acquire([&] { return next >= n; })) return;
            const std::size_t i = next++;
            if (i < n) work(i);
            if (server && !implicit_token) server->release();
            if (i >= n) return;
        }
    };
    std::vector<std::thread> threads;
    const std::size_t count = std::min<std::size_t>(jobs, n) - 1;
    for (std::size_t t = 0; t < count; ++t) threads.emplace_back(worker, false);
    worker(true);
    for (auto& t : threads) t.join();
}

// work(first, last) for [0, n) in chunks of `chunk` indexes ([first, last), first a multiple of
// `chunk`), on up to `jobs` threads (every core by default): for many small items, each too small
// to be worth a thread's turn.
inline void parallel_chunks(std::size_t n, std::size_t chunk, const std::function<void(std::size_t, std::size_t)>& work,
                            unsigned jobs = default_jobs()) {
    parallel_for((n + chunk - 1) / chunk, jobs, [&](std::size_t c) { work(c * chunk, std::min(n, (c + 1) * chunk)); });
}

}  // namespace kiln::util
