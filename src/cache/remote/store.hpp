// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// One remote store's protocol behind cache::Remote (remote.hpp, which keeps the policy: read-only,
// switching off after the first failure, warnings, counters): a get and a put of an entry's bytes
// under a key, each within the options' deadlines. One file per store: http.cpp (libcurl: HTTP,
// HTTPS, WebDAV), redis.cpp (hiredis); the URL's scheme picks one (Remote::open).
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cache/remote.hpp"
#include "util/result.hpp"

namespace kiln::cache {

// Why a request failed: the library's reason ("Operation timed out after 700 milliseconds with 0
// bytes received", "HTTP 500 on GET"), and whether the deadline passed.
struct StoreError {
    std::string why;
    bool timeout = false;
};

class Store {
public:
    virtual ~Store() = default;
    // The entry under `key`, or nothing when the store has none; false, with `error`, on failure.
    virtual bool get(std::string_view key, std::optional<std::string>& entry, StoreError& error) = 0;
    // Stores `entry` under `key`; false, with `error`, on failure.
    virtual bool put(std::string_view key, std::string_view entry, StoreError& error) = 0;
};

// "http://host[:port]/path", "https://..." (user:password for HTTP basic; options.token a bearer token).
Result<std::unique_ptr<Store>> open_http_store(const std::string& url, const RemoteOptions& options);
// "redis://[[user]:password@]host[:port][/db]", "redis+unix://[[user]:password@]/path/to/socket".
Result<std::unique_ptr<Store>> open_redis_store(const std::string& url, const RemoteOptions& options);

// An entry is at most this big (a hostile server's endless answer ends the request, an error).
inline constexpr std::size_t k_max_remote_entry = std::size_t{1} << 30;

// A request's deadline: `options.timeout_ms` plus 50 ms per MB sent.
inline long deadline_ms(const RemoteOptions& options, std::size_t sent) {
    return options.timeout_ms + static_cast<long>(sent / (1 << 20)) * 50;
}

}  // namespace kiln::cache
