// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// parallel_for: runs work(i) for every i in [0, n) on up to `jobs` threads and returns when all
// are done. Each index runs exactly once; callers store results by index, so the order in which
// work finishes never shows in what they produce. Under make -jN (util::jobserver()), every thread
// but the first takes one of make's tokens for each index it runs.
#include <atomic>
#include <cstddef>
#include <functional>
#include <thread>
#include <vector>

#include "util/jobserver.hpp"

namespace kiln::util {

inline unsigned default_jobs() {
    unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : n;
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

}  // namespace kiln::util
