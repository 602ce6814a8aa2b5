// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The remote cache's policy, whatever the store (remote/store.hpp): "|read-only", passwords
// masked, the first failure switches the remote off with one warning, counters. The URL's scheme
// picks the store.
#include "cache/remote.hpp"

#include <algorithm>
#include <utility>

#include "cache/remote/store.hpp"

namespace kiln::cache {

namespace {

// "scheme://user:secret@host/..." with the secret (or a user alone) masked.
std::string masked(const std::string& url) {
    const std::size_t scheme = url.find("://");
    if (scheme == std::string::npos) return url;
    const std::size_t start = scheme + 3, at = url.find('@', start), slash = url.find('/', start);
    if (at == std::string::npos || (slash != std::string::npos && at > slash)) return url;
    const std::size_t colon = url.find(':', start);
    const std::size_t user_end = colon != std::string::npos && colon < at ? colon : at;
    return url.substr(0, user_end) + ":***" + url.substr(at);
}

}  // namespace

Remote::~Remote() = default;

Result<std::unique_ptr<Remote>> Remote::open(const std::string& spec, const RemoteOptions& options) {
    std::unique_ptr<Remote> r(new Remote());
    std::string url = spec;
    if (const std::size_t bar = spec.find('|'); bar != std::string::npos) {
        url = spec.substr(0, bar);
        const std::string attribute = spec.substr(bar + 1);
        if (attribute != "read-only")
            return make_error("remote cache '" + masked(url) + "': unknown attribute '" + attribute + "' (only 'read-only')");
        r->m_read_only = true;
    }
    Result<std::unique_ptr<Store>> store = make_error("");
    if (url.starts_with("redis://") || url.starts_with("redis+unix://")) {
        store = open_redis_store(url, options);
    } else if (url.starts_with("http://") || url.starts_with("https://")) {
        while (url.ends_with('/')) url.pop_back();
        store = open_http_store(url, options);
    } else {
        return make_error("remote cache '" + masked(url) + "': kiln speaks http://, https://, redis:// and redis+unix://");
    }
    if (!store) return make_error("remote cache '" + masked(url) + "': " + store.error());
    while (url.ends_with('/')) url.pop_back();
    r->m_store = std::move(store).value();
    r->m_shown = masked(url);
    return r;
}

void Remote::fail(const std::string& why, bool timeout) {
    ++(timeout ? m_counters.timeouts : m_counters.errors);
    if (m_off.exchange(true)) return;
    warn(why + "; not used for the rest of this build");
}

void Remote::warn(const std::string& what) {
    const std::string text = "remote cache " + m_shown + ": " + what;
    std::lock_guard lock(m_mutex);
    if (std::find(m_warnings.begin(), m_warnings.end(), text) == m_warnings.end()) m_warnings.push_back(text);
}

std::vector<std::string> Remote::take_warnings() {
    std::lock_guard lock(m_mutex);
    return std::exchange(m_warnings, {});
}

std::optional<std::string> Remote::get(std::string_view key) {
    if (m_off || key.size() < 2) return std::nullopt;
    std::optional<std::string> entry;
    StoreError error;
    if (!m_store->get(key, entry, error)) fail(error.why, error.timeout);
    else if (!entry) ++m_counters.misses;
    return entry;
}

void Remote::put(std::string_view key, std::string_view entry) {
    if (m_off || m_read_only || key.size() < 2) return;
    StoreError error;
    if (m_store->put(key, entry, error)) ++m_counters.uploads;
    else fail(error.why, error.timeout);
}

}  // namespace kiln::cache
