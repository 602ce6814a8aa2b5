// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cache/remote.hpp"

#include <curl/curl.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>

namespace kiln::cache {

namespace {

void global_init() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

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

// An entry is at most this big (a hostile server's endless body ends the request, an error).
constexpr std::size_t k_max_entry = std::size_t{1} << 30;

std::size_t collect(char* data, std::size_t size, std::size_t count, void* out) {
    auto* body = static_cast<std::string*>(out);
    if (body->size() + size * count > k_max_entry) return 0;  // curl: a write error
    body->append(data, size * count);
    return size * count;
}

struct Upload {
    std::string_view data;
    std::size_t at = 0;
};

std::size_t supply(char* buffer, std::size_t size, std::size_t count, void* in) {
    auto* u = static_cast<Upload*>(in);
    const std::size_t n = std::min(size * count, u->data.size() - u->at);
    std::copy_n(u->data.data() + u->at, n, buffer);
    u->at += n;
    return n;
}

}  // namespace

Result<std::unique_ptr<Remote>> Remote::open(const std::string& spec) {
    std::unique_ptr<Remote> r(new Remote());
    std::string url = spec;
    if (const std::size_t bar = spec.find('|'); bar != std::string::npos) {
        url = spec.substr(0, bar);
        const std::string attribute = spec.substr(bar + 1);
        if (attribute != "read-only")
            return make_error("remote cache '" + masked(url) + "': unknown attribute '" + attribute + "' (only 'read-only')");
        r->m_read_only = true;
    }
    if (!url.starts_with("http://") && !url.starts_with("https://"))
        return make_error("remote cache '" + masked(url) + "': kiln speaks http:// and https:// (redis:// is not built yet)");
    while (url.ends_with('/')) url.pop_back();
    r->m_url = url;
    r->m_shown = masked(url);
    if (const char* token = std::getenv("KILN_REMOTE_CACHE_TOKEN"); token && *token) r->m_token = token;
    if (const char* t = std::getenv("KILN_REMOTE_CACHE_TIMEOUT"); t && *t) {
        char* end = nullptr;
        const long ms = std::strtol(t, &end, 10);
        if (*end || ms <= 0 || ms > 600000)
            return make_error("KILN_REMOTE_CACHE_TIMEOUT must be milliseconds (1 to 600000), not '" + std::string(t) + "'");
        r->m_timeout_ms = ms;
    }
    global_init();
    return r;
}

void Remote::fail(const std::string& why, bool timeout) {
    ++(timeout ? m_counters.timeouts : m_counters.errors);
    if (m_off.exchange(true)) return;
    std::lock_guard lock(m_mutex);
    m_warning = "remote cache " + m_shown + ": " + why + "; not used for the rest of this build";
}

std::string Remote::take_warning() {
    std::lock_guard lock(m_mutex);
    if (m_warned || m_warning.empty()) return {};
    m_warned = true;
    return m_warning;
}

namespace {

// One request on its own handle (handles are not shared between threads): the HTTP status, or -1
// with curl's reason in `why` (`timeout` set when the deadline passed).
long request(const std::string& url, const std::string& token, long timeout_ms, std::string* body, const Upload* upload,
             std::string& why, bool& timeout) {
    CURL* h = curl_easy_init();
    if (!h) {
        why = "libcurl cannot make a handle";
        return -1;
    }
    curl_slist* headers = nullptr;
    if (!token.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + token).c_str());
    if (upload) headers = curl_slist_append(headers, "Content-Type: application/octet-stream");
    Upload u = upload ? *upload : Upload{};
    curl_easy_setopt(h, CURLOPT_URL, url.c_str());
    curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, 300L);
    curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, timeout_ms + static_cast<long>(u.data.size() / (1 << 20)) * 50);
    curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(h, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(k_max_entry));
    if (headers) curl_easy_setopt(h, CURLOPT_HTTPHEADER, headers);
    if (upload) {
        curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
        curl_easy_setopt(h, CURLOPT_READFUNCTION, supply);
        curl_easy_setopt(h, CURLOPT_READDATA, &u);
        curl_easy_setopt(h, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(u.data.size()));
    }
    std::string ignored;
    curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(h, CURLOPT_WRITEDATA, body ? body : &ignored);
    const CURLcode c = curl_easy_perform(h);
    long status = -1;
    if (c == CURLE_OK) curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
    else {
        why = curl_easy_strerror(c);
        timeout = c == CURLE_OPERATION_TIMEDOUT;
    }
    curl_slist_free_all(headers);
    curl_easy_cleanup(h);
    return status;
}

std::string path_of(std::string_view key) {
    std::string path = "/";
    path.append(key.substr(0, 2)).append("/").append(key);
    return path;
}

}  // namespace

std::optional<std::string> Remote::get(std::string_view key) {
    if (m_off || key.size() < 2) return std::nullopt;
    std::string body, why;
    bool timeout = false;
    const long status = request(m_url + path_of(key), m_token, m_timeout_ms, &body, nullptr, why, timeout);
    if (status == 200) return body;
    if (status == 404) {
        ++m_counters.misses;
        return std::nullopt;
    }
    fail(status < 0 ? why : "HTTP " + std::to_string(status) + " on GET", timeout);
    return std::nullopt;
}

void Remote::put(std::string_view key, std::string_view entry) {
    if (m_off || m_read_only || key.size() < 2) return;
    std::string why;
    bool timeout = false;
    const Upload u{entry, 0};
    const long status = request(m_url + path_of(key), m_token, m_timeout_ms, nullptr, &u, why, timeout);
    if (status >= 200 && status < 300) {
        ++m_counters.uploads;
        return;
    }
    fail(status < 0 ? why : "HTTP " + std::to_string(status) + " on PUT", timeout);
}

}  // namespace kiln::cache
