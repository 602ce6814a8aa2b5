// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cache/remote.hpp"

#include <curl/curl.h>
#include <hiredis/hiredis.h>
#include <sys/time.h>

#include <algorithm>
#include <cstdlib>
#include <cerrno>
#include <mutex>
#include <utility>
#include <vector>

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
    if (url.starts_with("redis://") || url.starts_with("redis+unix://")) {
        if (auto bad = r->parse_redis(url)) return make_error("remote cache '" + masked(url) + "': " + *bad);
    } else if (!url.starts_with("http://") && !url.starts_with("https://")) {
        return make_error("remote cache '" + masked(url) + "': kiln speaks http://, https://, redis:// and redis+unix://");
    }
    while (url.ends_with('/')) url.pop_back();
    r->m_url = url;
    r->m_shown = masked(url);
    r->m_options = options;
    global_init();
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

namespace {

// A handle per thread, reused so that its connections are kept alive between requests (handles
// are not shared between threads).
struct ThreadHandle {
    CURL* h = curl_easy_init();
    ~ThreadHandle() {
        if (h) curl_easy_cleanup(h);
    }
};

// One request on this thread's handle: the HTTP status, or -1 with curl's reason in `why`
// (`timeout` set when the deadline passed).
long request(const std::string& url, const RemoteOptions& options, std::string* body, const Upload* upload, std::string& why,
             bool& timeout) {
    thread_local ThreadHandle handle;
    CURL* h = handle.h;
    if (h) curl_easy_reset(h);
    if (!h) {
        why = "libcurl cannot make a handle";
        return -1;
    }
    curl_slist* headers = nullptr;
    if (!options.token.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + options.token).c_str());
    if (upload) headers = curl_slist_append(headers, "Content-Type: application/octet-stream");
    Upload u = upload ? *upload : Upload{};
    curl_easy_setopt(h, CURLOPT_URL, url.c_str());
    curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, options.connect_timeout_ms);
    curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, options.timeout_ms + static_cast<long>(u.data.size() / (1 << 20)) * 50);
    if (!options.ca_file.empty()) curl_easy_setopt(h, CURLOPT_CAINFO, options.ca_file.c_str());
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
    char detail[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(h, CURLOPT_ERRORBUFFER, detail);
    curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(h, CURLOPT_WRITEDATA, body ? body : &ignored);
    const CURLcode c = curl_easy_perform(h);
    curl_easy_setopt(h, CURLOPT_ERRORBUFFER, nullptr);  // the handle outlives `detail`
    long status = -1;
    if (c == CURLE_OK) curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
    else {
        why = *detail ? detail : curl_easy_strerror(c);  // "SSL certificate problem: self-signed certificate"
        if (c == CURLE_PEER_FAILED_VERIFICATION)
            why += " (remote_ca_file, $KILN_REMOTE_CACHE_CA_FILE, names the certificates to trust)";
        timeout = c == CURLE_OPERATION_TIMEDOUT;
    }
    curl_slist_free_all(headers);
    return status;
}

std::string path_of(std::string_view key) {
    std::string path = "/";
    path.append(key.substr(0, 2)).append("/").append(key);
    return path;
}

}  // namespace

std::optional<std::string> Remote::parse_redis(const std::string& url) {
    m_redis = true;
    const bool unix_socket = url.starts_with("redis+unix://");
    std::string rest = url.substr(unix_socket ? std::string_view("redis+unix://").size() : std::string_view("redis://").size());
    if (const std::size_t at = rest.find('@'); at != std::string::npos && at < rest.find('/')) {
        const std::string credentials = rest.substr(0, at);
        rest = rest.substr(at + 1);
        const std::size_t colon = credentials.find(':');
        m_user = colon == std::string::npos ? std::string() : credentials.substr(0, colon);
        m_password = colon == std::string::npos ? credentials : credentials.substr(colon + 1);
    }
    if (unix_socket) {
        m_socket = rest;
        if (m_socket.empty() || m_socket[0] != '/')
            return "redis+unix:// takes an absolute socket path: redis+unix:///run/redis.sock, redis+unix://:password@/run/redis.sock";
        return std::nullopt;
    }
    if (const std::size_t slash = rest.find('/'); slash != std::string::npos) {
        const std::string db = rest.substr(slash + 1);
        rest = rest.substr(0, slash);
        if (!db.empty()) {
            char* end = nullptr;
            const long n = std::strtol(db.c_str(), &end, 10);
            if (*end || n < 0 || n > 1000000) return "the database must be a number, not '" + db + "'";
            m_db = static_cast<int>(n);
        }
    }
    if (const std::size_t colon = rest.rfind(':'); colon != std::string::npos) {
        char* end = nullptr;
        const long port = std::strtol(rest.c_str() + colon + 1, &end, 10);
        if (*end || port <= 0 || port > 65535) return "the port must be a number, not '" + rest.substr(colon + 1) + "'";
        m_port = static_cast<int>(port);
        rest = rest.substr(0, colon);
    }
    if (rest.empty()) return "no host";
    m_host = rest;
    return std::nullopt;
}

namespace {

timeval milliseconds(long ms) { return timeval{ms / 1000, static_cast<suseconds_t>((ms % 1000) * 1000)}; }

bool timed_out(const redisContext* c) {
    return c && c->err == REDIS_ERR_IO && (errno == EAGAIN || errno == EWOULDBLOCK || errno == ETIMEDOUT || errno == EINPROGRESS);
}

struct RedisTarget {
    std::string host, socket, user, password;
    int port, db;
    long timeout_ms, connect_timeout_ms;
};

// The reply to `args` on a connection of its own (hiredis contexts are not shared between
// threads), authenticated and on its database; nothing, with the reason in `why`, on failure. The
// caller frees the reply.
redisReply* redis_call(const RedisTarget& t, std::initializer_list<std::string_view> args, std::string& why, bool& timeout) {
    redisContext* c = t.socket.empty() ? redisConnectWithTimeout(t.host.c_str(), t.port, milliseconds(t.connect_timeout_ms))
                                       : redisConnectUnixWithTimeout(t.socket.c_str(), milliseconds(t.connect_timeout_ms));
    auto run = [&](std::initializer_list<std::string_view> command) -> redisReply* {
        std::vector<const char*> argv;
        std::vector<std::size_t> lengths;
        for (auto a : command) argv.push_back(a.data()), lengths.push_back(a.size());
        auto* reply = static_cast<redisReply*>(redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lengths.data()));
        if (!reply) {
            why = c->errstr;
            timeout = timed_out(c);
        } else if (reply->type == REDIS_REPLY_ERROR) {
            why = "Redis: " + std::string(reply->str, reply->len);
            freeReplyObject(reply);
            reply = nullptr;
        }
        return reply;
    };
    redisReply* reply = nullptr;
    if (!c || c->err) {
        why = c ? c->errstr : "cannot make a Redis context";
        timeout = timed_out(c);
    } else {
        redisSetTimeout(c, milliseconds(t.timeout_ms));
        bool ready = true;
        const std::string db = std::to_string(t.db);
        if (!t.password.empty()) {
            redisReply* auth = t.user.empty() ? run({"AUTH", t.password}) : run({"AUTH", t.user, t.password});
            ready = auth != nullptr;
            if (auth) freeReplyObject(auth);
        }
        if (ready && t.db) {
            redisReply* select = run({"SELECT", db});
            ready = select != nullptr;
            if (select) freeReplyObject(select);
        }
        if (ready) reply = run(args);
    }
    if (c) redisFree(c);
    return reply;
}

}  // namespace

std::optional<std::string> Remote::get(std::string_view key) {
    if (m_off || key.size() < 2) return std::nullopt;
    std::string body, why;
    bool timeout = false;
    if (m_redis) {
        const std::string name = "kiln:" + std::string(key);
        redisReply* reply =
            redis_call({m_host, m_socket, m_user, m_password, m_port, m_db, m_options.timeout_ms, m_options.connect_timeout_ms}, {"GET", name}, why, timeout);
        if (!reply) {
            fail(why, timeout);
            return std::nullopt;
        }
        const int type = reply->type;
        std::optional<std::string> out;
        if (type == REDIS_REPLY_STRING) out = std::string(reply->str, reply->len);
        freeReplyObject(reply);
        if (type == REDIS_REPLY_NIL) ++m_counters.misses;
        else if (type != REDIS_REPLY_STRING) fail("an answer to GET that is not a string", false);
        return out;
    }
    const long status = request(m_url + path_of(key), m_options, &body, nullptr, why, timeout);
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
    if (m_redis) {
        const std::string name = "kiln:" + std::string(key);
        const long deadline = m_options.timeout_ms + static_cast<long>(entry.size() / (1 << 20)) * 50;
        redisReply* reply =
            redis_call({m_host, m_socket, m_user, m_password, m_port, m_db, deadline, m_options.connect_timeout_ms}, {"SET", name, entry}, why, timeout);
        if (!reply) {
            fail(why, timeout);
            return;
        }
        freeReplyObject(reply);
        ++m_counters.uploads;
        return;
    }
    const Upload u{entry, 0};
    const long status = request(m_url + path_of(key), m_options, nullptr, &u, why, timeout);
    if (status >= 200 && status < 300) {
        ++m_counters.uploads;
        return;
    }
    fail(status < 0 ? why : "HTTP " + std::to_string(status) + " on PUT", timeout);
}

}  // namespace kiln::cache
