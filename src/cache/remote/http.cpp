// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The HTTP store (libcurl): GET and PUT on URL/<first two hex digits>/<key>, as nginx with
// `dav_methods PUT` or any WebDAV server answers them. 200 is a hit, 404 a miss, PUT wants 2xx;
// anything else fails. A handle per thread keeps its connections alive between requests.
#include <curl/curl.h>

#include <algorithm>
#include <mutex>

#include "cache/remote/store.hpp"

namespace kiln::cache {

namespace {

std::size_t collect(char* data, std::size_t size, std::size_t count, void* out) {
    auto* body = static_cast<std::string*>(out);
    if (body->size() + size * count > k_max_remote_entry) return 0;  // curl: a write error
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

// A handle per thread, reused so that its connections are kept alive between requests (handles
// are not shared between threads).
struct ThreadHandle {
    CURL* h = curl_easy_init();
    ~ThreadHandle() {
        if (h) curl_easy_cleanup(h);
    }
};

// One request on this thread's handle: the HTTP status, or -1 with curl's reason in `error`.
long request(const std::string& url, const RemoteOptions& options, std::string* body, const Upload* upload, StoreError& error) {
    thread_local ThreadHandle handle;
    CURL* h = handle.h;
    if (h) curl_easy_reset(h);
    if (!h) {
        error.why = "libcurl cannot make a handle";
        return -1;
    }
    curl_slist* headers = nullptr;
    if (!options.token.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + options.token).c_str());
    if (upload) headers = curl_slist_append(headers, "Content-Type: application/octet-stream");
    Upload u = upload ? *upload : Upload{};
    curl_easy_setopt(h, CURLOPT_URL, url.c_str());
    curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, options.connect_timeout_ms);
    curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, deadline_ms(options, u.data.size()));
    if (!options.ca_file.empty()) curl_easy_setopt(h, CURLOPT_CAINFO, options.ca_file.c_str());
    curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(h, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(k_max_remote_entry));
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
        error.why = *detail ? detail : curl_easy_strerror(c);  // "SSL certificate problem: self-signed certificate"
        if (c == CURLE_PEER_FAILED_VERIFICATION)
            error.why += " (remote_ca_file, $KILN_REMOTE_CACHE_CA_FILE, names the certificates to trust)";
        error.timeout = c == CURLE_OPERATION_TIMEDOUT;
    }
    curl_slist_free_all(headers);
    return status;
}

class HttpStore final : public Store {
public:
    HttpStore(std::string url, const RemoteOptions& options) : m_url(std::move(url)), m_options(options) {}

    bool get(std::string_view key, std::optional<std::string>& entry, StoreError& error) override {
        std::string body;
        const long status = request(url_of(key), m_options, &body, nullptr, error);
        if (status == 200) entry = std::move(body);
        else if (status != 404 && status >= 0) error.why = "HTTP " + std::to_string(status) + " on GET";
        return status == 200 || status == 404;
    }

    bool put(std::string_view key, std::string_view entry, StoreError& error) override {
        const Upload u{entry, 0};
        const long status = request(url_of(key), m_options, nullptr, &u, error);
        if (status >= 0 && (status < 200 || status >= 300)) error.why = "HTTP " + std::to_string(status) + " on PUT";
        return status >= 200 && status < 300;
    }

private:
    std::string url_of(std::string_view key) const {
        std::string url = m_url + "/";
        url.append(key.substr(0, 2)).append("/").append(key);
        return url;
    }

    std::string m_url;  // without a trailing '/'
    RemoteOptions m_options;
};

}  // namespace

Result<std::unique_ptr<Store>> open_http_store(const std::string& url, const RemoteOptions& options) {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    return std::unique_ptr<Store>(new HttpStore(url, options));
}

}  // namespace kiln::cache
