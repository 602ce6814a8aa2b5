// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The store: entries looked up (locally, then in the remotes in order; what a remote had is kept
// locally) and stored (through a temporary file and a rename, then queued for the writable
// remotes, uploaded by two threads). The directory: directory.cpp; the entry format: entry.cpp;
// totals: totals.cpp; cleaning and pruning: clean.cpp.
#include "cache/cache.hpp"

#include <algorithm>
#include <sys/stat.h>

#include "cache/internal.hpp"
#include "util/file.hpp"
#include "util/parallel.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

fs::path Cache::path_of(std::string_view key) const {
    return m_dir / std::string(key.substr(0, 2)) / std::string(key);
}

std::optional<std::string> Cache::get(std::string_view key, Sharing sharing, bool* from_remote) {
    if (from_remote) *from_remote = false;
    if (!is_hex(key)) {  // a key names a file and a URL
        ++m_counters.misses;
        return std::nullopt;
    }
    std::error_code ec;
    const fs::path p = path_of(key);
    // Asked of the remotes by prefetch(): what is here now came from one (its hit, a local miss).
    const bool prefetched = sharing == Sharing::shared && m_prefetched.count(std::string(key));
    // Not a regular file (a FIFO, a link to a device) or larger than any entry: corrupt, a miss.
    if (const FileRead read = read_regular(p, k_max_entry); read.found != Found::missing) {
        std::string payload;
        if (read.found == Found::file && verified_payload(read.bytes, key, nullptr, payload) == Check::ok) {
            ++(prefetched ? m_counters.misses : m_counters.hits);
            if (from_remote) *from_remote = prefetched;
            if (!m_read_only) fs::last_write_time(p, fs::file_time_type::clock::now(), ec);  // used now: pruned last
            return payload;
        }
        ++m_counters.corrupt;  // not when it went before it was read (a concurrent clean)
    }
    ++m_counters.misses;  // locally, whatever a remote has
    if (sharing != Sharing::shared || prefetched) return std::nullopt;  // asked already
    auto remote = get_from_remotes(key);
    if (from_remote) *from_remote = remote.has_value();
    return remote;
}

std::optional<std::string> Cache::peek(std::string_view key) {
    if (!is_hex(key)) return std::nullopt;
    const FileRead read = read_regular(path_of(key), k_max_entry);
    std::string payload;
    if (read.found != Found::file || verified_payload(read.bytes, key, nullptr, payload) != Check::ok) return std::nullopt;
    return payload;
}

std::optional<std::string> Cache::get_from_remotes(std::string_view key) {
    if (!is_hex(key)) return std::nullopt;
    // The remotes in order; the first intact entry wins and is kept locally.
    for (const auto& r : m_remotes) {
        auto bytes = r->get(key);
        if (!bytes) continue;
        std::string payload;
        const Check check = verified_payload(*bytes, key, m_verifier ? &*m_verifier : nullptr, payload);
        if (check == Check::corrupt) {
            ++r->counters().corrupt;
            continue;
        }
        if (check == Check::unsigned_entry) {
            ++r->counters().bad_signatures;
            r->warn("an entry with no valid signature by a trusted key (trusted_keys) was not used");
            continue;
        }
        ++r->counters().hits;
        if (!m_read_only && key.size() >= 2) store(key, *bytes);
        return payload;
    }
    return std::nullopt;
}

void Cache::prefetch(const std::vector<std::string>& keys) {
    if (m_remotes.empty()) return;
    std::vector<std::string> wanted;
    std::error_code ec;
    for (const auto& k : keys)
        if (k.size() >= 2 && !m_prefetched.count(k) && !fs::exists(path_of(k), ec)) wanted.push_back(k), m_prefetched.insert(k);
    if (m_read_only) {
        // Nothing is stored locally: get() must ask the remotes itself.
        for (const auto& k : wanted) m_prefetched.erase(k);
        return;
    }
    util::parallel_for(wanted.size(), 16, [&](std::size_t i) { (void)get_from_remotes(wanted[i]); });
}

void Cache::put(std::string_view key, std::string_view payload, Sharing sharing) {
    if (m_read_only) return;
    if (key.size() < 2 || key.size() > 0xffff || !is_hex(key)) {
        ++m_counters.write_errors;
        return;
    }
    std::string entry = entry_of(key, payload, m_compression, m_level, m_signer ? &*m_signer : nullptr);
    store(key, entry);
    if (sharing != Sharing::shared || std::none_of(m_remotes.begin(), m_remotes.end(), [](const auto& r) { return !r->read_only(); }))
        return;
    constexpr std::size_t k_max_queued = std::size_t{256} << 20;
    std::unique_lock lock(m_queue_mutex);
    if (m_queued_bytes + entry.size() > k_max_queued) {
        lock.unlock();
        upload(std::string(key), entry);
        return;
    }
    if (m_uploaders.empty())
        for (int t = 0; t < 2; ++t) m_uploaders.emplace_back([this] { upload_loop(); });
    m_queued_bytes += entry.size();
    m_queue.emplace_back(std::string(key), std::move(entry));
    m_queue_changed.notify_all();
}

void Cache::upload(const std::string& key, const std::string& entry) {
    for (const auto& r : m_remotes) r->put(key, entry);
}

void Cache::upload_loop() {
    std::unique_lock lock(m_queue_mutex);
    for (;;) {
        m_queue_changed.wait(lock, [&] { return m_stopping || !m_queue.empty(); });
        if (m_queue.empty()) return;  // stopping, and nothing left
        auto [key, entry] = std::move(m_queue.front());
        m_queue.pop_front();
        ++m_uploading;
        lock.unlock();
        upload(key, entry);
        lock.lock();
        --m_uploading;
        m_queued_bytes -= entry.size();
        m_queue_changed.notify_all();
    }
}

void Cache::flush_uploads() {
    std::unique_lock lock(m_queue_mutex);
    m_queue_changed.wait(lock, [&] { return m_queue.empty() && m_uploading == 0; });
}

Cache::~Cache() {
    {
        std::lock_guard lock(m_queue_mutex);
        m_stopping = true;
    }
    m_queue_changed.notify_all();
    for (auto& t : m_uploaders) t.join();
}

void Cache::store(std::string_view key, std::string_view entry) {
    // What is in the entry's place and is not a regular file (a FIFO, a link) goes first: the
    // atomic write reads the file it replaces, and must not read those.
    const fs::path p = path_of(key);
    if (struct stat st; ::lstat(p.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        std::error_code ec;
        fs::remove(p, ec);
    }
    if (!util::write_file_atomic(p, entry)) ++m_counters.write_errors;
    if (is_hex(key.substr(0, 2))) m_stored[static_cast<std::size_t>(std::stoi(std::string(key.substr(0, 2)), nullptr, 16))] = true;
}

void Cache::add_remote(std::unique_ptr<Remote> remote) { m_remotes.push_back(std::move(remote)); }

}  // namespace kiln::cache
