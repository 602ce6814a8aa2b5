// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The Redis store (hiredis): GET and SET of "kiln:<key>", on a connection per request (hiredis
// contexts are not shared between threads), authenticated (AUTH [user] password) and on the URL's
// database (SELECT) first. A nil answer is a miss; an answer that is not a string fails.
#include <hiredis/hiredis.h>
#include <sys/time.h>

#include <cerrno>
#include <cstdlib>
#include <vector>

#include "cache/remote/store.hpp"

namespace kiln::cache {

namespace {

timeval milliseconds(long ms) { return timeval{ms / 1000, static_cast<suseconds_t>((ms % 1000) * 1000)}; }

bool timed_out(const redisContext* c) {
    return c && c->err == REDIS_ERR_IO && (errno == EAGAIN || errno == EWOULDBLOCK || errno == ETIMEDOUT || errno == EINPROGRESS);
}

class RedisStore final : public Store {
public:
    explicit RedisStore(const RemoteOptions& options) : m_options(options) {}
    // The problem with `url`, if any.
    std::optional<std::string> parse(const std::string& url);

    bool get(std::string_view key, std::optional<std::string>& entry, StoreError& error) override {
        redisReply* reply = call({"GET", name_of(key)}, m_options.timeout_ms, error);
        if (!reply) return false;
        const int type = reply->type;
        if (type == REDIS_REPLY_STRING) entry = std::string(reply->str, reply->len);
        freeReplyObject(reply);
        if (type == REDIS_REPLY_STRING || type == REDIS_REPLY_NIL) return true;
        error.why = "an answer to GET that is not a string";
        return false;
    }

    bool put(std::string_view key, std::string_view entry, StoreError& error) override {
        redisReply* reply = call({"SET", name_of(key), entry}, deadline_ms(m_options, entry.size()), error);
        if (reply) freeReplyObject(reply);
        return reply != nullptr;
    }

private:
    static std::string name_of(std::string_view key) { return "kiln:" + std::string(key); }
    // The reply to `args` on a connection of its own, authenticated and on its database; nothing,
    // with the reason in `error`, on failure. The caller frees the reply.
    redisReply* call(std::initializer_list<std::string_view> args, long timeout_ms, StoreError& error) const;

    RemoteOptions m_options;
    std::string m_host, m_socket, m_user, m_password;
    int m_port = 6379, m_db = 0;
};

std::optional<std::string> RedisStore::parse(const std::string& url) {
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

redisReply* RedisStore::call(std::initializer_list<std::string_view> args, long timeout_ms, StoreError& error) const {
    redisContext* c = m_socket.empty() ? redisConnectWithTimeout(m_host.c_str(), m_port, milliseconds(m_options.connect_timeout_ms))
                                       : redisConnectUnixWithTimeout(m_socket.c_str(), milliseconds(m_options.connect_timeout_ms));
    auto run = [&](std::initializer_list<std::string_view> command) -> redisReply* {
        std::vector<const char*> argv;
        std::vector<std::size_t> lengths;
        for (auto a : command) argv.push_back(a.data()), lengths.push_back(a.size());
        auto* reply = static_cast<redisReply*>(redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lengths.data()));
        if (!reply) {
            error.why = c->errstr;
            error.timeout = timed_out(c);
        } else if (reply->type == REDIS_REPLY_ERROR) {
            error.why = "Redis: " + std::string(reply->str, reply->len);
            freeReplyObject(reply);
            reply = nullptr;
        }
        return reply;
    };
    redisReply* reply = nullptr;
    if (!c || c->err) {
        error.why = c ? c->errstr : "cannot make a Redis context";
        error.timeout = timed_out(c);
    } else {
        redisSetTimeout(c, milliseconds(timeout_ms));
        bool ready = true;
        const std::string db = std::to_string(m_db);
        if (!m_password.empty()) {
            redisReply* auth = m_user.empty() ? run({"AUTH", m_password}) : run({"AUTH", m_user, m_password});
            ready = auth != nullptr;
            if (auth) freeReplyObject(auth);
        }
        if (ready && m_db) {
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

Result<std::unique_ptr<Store>> open_redis_store(const std::string& url, const RemoteOptions& options) {
    auto store = std::make_unique<RedisStore>(options);
    if (auto bad = store->parse(url)) return make_error(*bad);
    return std::unique_ptr<Store>(std::move(store));
}

}  // namespace kiln::cache
