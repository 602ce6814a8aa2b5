// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A remote cache shared by machines (docs/cache.md): an HTTP server that answers GET and PUT on
// a path per key (nginx with `dav_methods PUT`, any WebDAV server), through libcurl, or a Redis
// server (GET/SET of "kiln:<key>", through hiredis): one store each behind one interface
// (remote/store.hpp; remote/http.cpp, remote/redis.cpp), the URL's scheme picking. It holds the same entry bytes as a local
// cache file, so what it returns is verified as a local entry is
// (magic, key, sizes, SHA-256, signature): a corrupt, truncated or misfiled entry is a miss, never a result.
//
// A remote never fails a build and never makes it much slower: every request has a short
// deadline (connect 300 ms, TLS handshake included; the whole request 700 ms plus 50 ms per MB
// sent; the `remote_connect_timeout` and `remote_timeout` settings replace the 300 and the 700),
// and the first failure (no
// connection, a timeout, an HTTP status other than 200/404 on GET or 2xx on PUT, an answer over
// 1 GiB) switches the remote off for the rest of the process with one warning.
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::cache {

struct RemoteCounters {
    std::atomic<std::size_t> hits{0}, misses{0}, corrupt{0}, errors{0}, timeouts{0}, uploads{0};
    std::atomic<std::size_t> bad_signatures{0};  // entries not signed by a trusted key (misses)
};

struct RemoteOptions {
    long timeout_ms = 700;          // a whole request, plus 50 per MB sent
    long connect_timeout_ms = 300;  // the connection, TLS handshake included
    std::string token;              // a bearer token for HTTP (never shown)
    std::string ca_file;            // HTTPS: the certificates (PEM) to verify the server with, else the system's
};

class Store;  // remote/store.hpp

class Remote {
public:
    // "http://host[:port]/path", "https://...", "redis://[[user]:password@]host[:port][/db]" or
    // "redis+unix://[[user]:password@]/path/to/socket", with "|read-only" after it for a remote that is read and
    // never written (pull-request CI). Credentials: user:password in the URL (HTTP basic, Redis
    // AUTH), or a bearer token (HTTP: $KILN_REMOTE_CACHE_TOKEN, remote_token_file); none is ever shown.
    static Result<std::unique_ptr<Remote>> open(const std::string& spec, const RemoteOptions& options);

    // The entry stored under `key`, unverified (Cache verifies it); nothing on a miss or once off.
    std::optional<std::string> get(std::string_view key);
    void put(std::string_view key, std::string_view entry);

    bool read_only() const { return m_read_only; }
    bool off() const { return m_off; }
    // The URL with any password masked: "http://ci:***@cache.example/kiln".
    const std::string& shown() const { return m_shown; }
    // Why it was switched off, and what else went wrong with it, each once (the build prints
    // them as warnings).
    std::vector<std::string> take_warnings();
    // A warning about this remote, kept once (the first of each text).
    void warn(const std::string& what);
    RemoteCounters& counters() { return m_counters; }

    ~Remote();

private:
    Remote() = default;
    void fail(const std::string& why, bool timeout);

    std::unique_ptr<Store> m_store;
    std::string m_shown;
    bool m_read_only = false;
    std::atomic<bool> m_off{false};
    std::mutex m_mutex;
    std::vector<std::string> m_warnings;
    RemoteCounters m_counters;
};

}  // namespace kiln::cache
