// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cache/cache.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <thread>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <functional>
#include <sys/file.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

#include <zstd.h>

#include "util/file.hpp"
#include "util/file_hash.hpp"
#include "util/parallel.hpp"
#include "util/strings.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_magic = "KILNCACHE";
constexpr std::size_t k_fixed = 9 + 1 + 1 + 1 + 2 + 8 + 8 + 32;  // the header without the key and signature
constexpr std::string_view k_tag =
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by kiln (a GPU kernel build tool).\n"
    "# For information about cache directory tags, see https://bford.info/cachedir/\n";
constexpr std::string_view k_tag_kiln_line = "created by kiln";

bool is_hex(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// What reading a file of the cache directory found. Anyone who can write there can put a FIFO
// (reading it blocks for ever) or a link to /dev/zero (endless bytes) in a file's place: files are
// opened without blocking and read only when fstat says they are regular, at most `limit` bytes.
enum class Found { file, missing, special, too_large };
struct FileRead {
    Found found = Found::missing;
    std::string bytes;
};
FileRead read_regular(const fs::path& path, std::uint64_t limit) {
    FileRead r;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return r;
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        r.found = Found::special;
        return r;
    }
    r.found = static_cast<std::uint64_t>(st.st_size) > limit ? Found::too_large : Found::file;
    if (r.found == Found::file) {
        char buf[65536];
        for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) != 0;) {
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                r.found = Found::missing;  // unreadable: as if it were not there
                break;
            }
            r.bytes.append(buf, static_cast<std::size_t>(n));
            if (r.bytes.size() > limit) {  // it grew while read
                r.found = Found::too_large;
                break;
            }
        }
    }
    ::close(fd);
    if (r.found != Found::file) r.bytes.clear();
    return r;
}

// The tag is a few lines; an entry at most its header and a 4 GiB payload; the totals a few lines.
constexpr std::uint64_t k_max_tag = 4096;
constexpr std::uint64_t k_max_entry = k_fixed + 0xffff + 96 + (std::uint64_t{1} << 32);
constexpr std::uint64_t k_max_totals = 65536;

// Whether `dir` has kiln's tag; an error when CACHEDIR.TAG is there but not a regular file.
Result<bool> kiln_tag(const fs::path& dir) {
    const FileRead tag = read_regular(dir / k_tag_file, k_max_tag);
    if (tag.found == Found::special)
        return make_error("the cache '" + dir.string() + "' has a " + std::string(k_tag_file) +
                          " that is not a regular file (a FIFO, a device, or a link to one); kiln does not read it: remove it");
    return tag.found == Found::file && tag.bytes.starts_with(k_tag.substr(0, 43)) && tag.bytes.find(k_tag_kiln_line) != std::string::npos;
}
bool has_kiln_tag(const fs::path& dir) {
    auto tag = kiln_tag(dir);
    return tag && *tag;
}

// What a file in the cache directory is: an entry ("ab/ab12..."), a writer's temporary file
// ("ab/ab12....tmp.<pid>.<n>"; orphaned when its writer is gone), or nothing of kiln's.
enum class Kind { entry, temporary, orphaned_temporary, foreign };
// The kind a file's place and name make it (an entry's magic not read).
Kind named_kind(const fs::path& dir, const fs::path& file) {
    const fs::path rel = file.lexically_relative(dir);
    auto it = rel.begin();
    if (rel.empty() || std::distance(rel.begin(), rel.end()) != 2) return Kind::foreign;
    const std::string sub = (it++)->string(), name = it->string();
    if (sub.size() != 2 || !is_hex(sub) || !name.starts_with(sub)) return Kind::foreign;
    const std::size_t tmp = name.find(".tmp.");
    if (tmp == std::string::npos) return is_hex(name) ? Kind::entry : Kind::foreign;
    const std::string base = name.substr(0, tmp);
    if (!is_hex(base) || !util::is_temporary(name, base)) return Kind::foreign;
    return util::is_orphaned_temporary(name, base) ? Kind::orphaned_temporary : Kind::temporary;
}

bool starts_with_magic(const fs::path& file) {
    char magic[9] = {};
    const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return false;
    struct stat st;
    const bool ok = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::read(fd, magic, sizeof magic) == sizeof magic;
    ::close(fd);
    return ok && std::string_view(magic, 9) == k_magic;
}

Kind kind_of(const fs::path& dir, const fs::path& file) {
    const Kind kind = named_kind(dir, file);
    return kind == Kind::entry && !starts_with_magic(file) ? Kind::foreign : kind;
}

std::string not_a_cache(const fs::path& dir, std::string_view why) {
    std::string msg(1, '\'');
    msg += dir.string();
    msg += "' is not a kiln cache ";
    msg += why;
    return msg;
}

// A cache an earlier kiln made before caches had a tag: nothing but entry directories ("ab/")
// holding kiln entries and temporary files. It is adopted (tagged) as it is.
bool is_untagged_kiln_cache(const fs::path& dir) {
    std::error_code ec;
    bool any = false;
    for (const auto& top : fs::directory_iterator(dir, ec)) {
        const std::string name = top.path().filename().string();
        if (name.size() != 2 || !is_hex(name) || !top.is_directory(ec) || top.is_symlink(ec)) return false;
        for (const auto& f : fs::directory_iterator(top.path(), ec)) {
            if (!f.is_regular_file(ec) || f.is_symlink(ec) || kind_of(dir, f.path()) == Kind::foreign) return false;
            any = true;
        }
    }
    return any && !ec;
}

}  // namespace

Result<Cache> Cache::open(const fs::path& dir) {
    std::error_code ec;
    if (dir.empty()) return make_error("the cache directory is an empty path");
    if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
        return make_error("the cache '" + dir.string() + "' is not a directory");
    if (auto tag = kiln_tag(dir); !tag) return make_error(tag.error());
    else if (*tag) return Cache(dir);
    if (!fs::exists(dir, ec)) {
        // A new cache appears whole, tag included: made beside it and renamed into place, so that
        // kilns starting together (sharded builds) never see it half made. One rename wins; the
        // others find its tag.
        const fs::path parent = dir.has_parent_path() ? dir.parent_path() : fs::path(".");
        fs::create_directories(parent, ec);
        static std::atomic<unsigned> counter{0};
        const fs::path fresh =
            parent / (dir.filename().string() + ".kiln-new-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        if (fs::create_directory(fresh, ec) && !ec) {
            const bool tagged = static_cast<bool>(util::write_file_atomic(fresh / k_tag_file, k_tag));
            if (tagged) fs::rename(fresh, dir, ec);
            std::error_code ignored;
            if (!tagged || ec) fs::remove_all(fresh, ignored);
            if (has_kiln_tag(dir)) return Cache(dir);
        }
        fs::create_directories(dir, ec);
        if (ec) return make_error("cannot create the cache directory '" + dir.string() + "': " + ec.message());
    }
    // Another kiln may be tagging this directory right now (its temporary file shows first).
    for (int wait = 0; wait < 20 && !fs::is_empty(dir, ec) && !has_kiln_tag(dir) && !is_untagged_kiln_cache(dir); ++wait)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (has_kiln_tag(dir)) return Cache(dir);
    if (!fs::is_empty(dir, ec) && !is_untagged_kiln_cache(dir))
        return make_error(not_a_cache(dir, "(it is not empty and has no CACHEDIR.TAG written by kiln); give an empty or new directory"));
    if (auto w = util::write_file_atomic(dir / k_tag_file, k_tag); !w) return make_error(w.error());
    return Cache(dir);
}

fs::path Cache::default_dir() {
    if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return fs::path(x) / "kiln";
    if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".cache" / "kiln";
    return fs::temp_directory_path() / "kiln-cache";
}

fs::path Cache::path_of(std::string_view key) const {
    return m_dir / std::string(key.substr(0, 2)) / std::string(key);
}

namespace {

enum class Check { ok, corrupt, unsigned_entry };

constexpr std::uint8_t k_compressed = 1, k_signed = 2;
constexpr std::uint64_t k_max_payload = std::uint64_t{1} << 32;  // an entry's payload is at most 4 GiB

template <class T>
T read_at(const std::string& bytes, std::size_t at) {
    T v;
    std::memcpy(&v, bytes.data() + at, sizeof v);
    return v;
}

// The payload of an entry's bytes if they are a whole, intact entry stored under `key` (and, with
// a verifier, signed by a trusted key); every field bounds checked.
Check verified_payload(const std::string& bytes, std::string_view key, const Verifier* verifier, std::string& payload) {
    if (bytes.size() < k_fixed || bytes.compare(0, k_magic.size(), k_magic) != 0 ||
        static_cast<std::uint8_t>(bytes[9]) != k_entry_version || bytes[11] != 0)
        return Check::corrupt;
    const auto flags = static_cast<std::uint8_t>(bytes[10]);
    if (flags & ~(k_compressed | k_signed)) return Check::corrupt;
    const auto key_size = read_at<std::uint16_t>(bytes, 12);
    const std::size_t header = k_fixed + key_size + (flags & k_signed ? 96 : 0);
    if (bytes.size() < header || std::string_view(bytes).substr(14, key_size) != key) return Check::corrupt;
    const std::size_t at = 14 + key_size;
    const auto stored = read_at<std::uint64_t>(bytes, at), size = read_at<std::uint64_t>(bytes, at + 8);
    if (stored != bytes.size() - header || size > k_max_payload || (!(flags & k_compressed) && size != stored)) return Check::corrupt;
    const std::string_view body = std::string_view(bytes).substr(header);
    if (std::memcmp(util::sha256(body).data(), bytes.data() + at + 16, 32) != 0) return Check::corrupt;
    if (verifier) {
        if (!(flags & k_signed)) return Check::unsigned_entry;
        PublicKey signer;
        Signature signature;
        std::memcpy(signer.data(), bytes.data() + at + 48, 32);
        std::memcpy(signature.data(), bytes.data() + at + 80, 64);
        if (!verifier->verify(signer, signature, std::string_view(bytes).substr(0, at + 48))) return Check::unsigned_entry;
    }
    if (!(flags & k_compressed)) {
        payload.assign(body);
        return Check::ok;
    }
    if (ZSTD_getFrameContentSize(body.data(), body.size()) != size) return Check::corrupt;
    payload.resize(size);
    const std::size_t n = ZSTD_decompress(payload.data(), payload.size(), body.data(), body.size());
    if (ZSTD_isError(n) || n != size) return Check::corrupt;
    return Check::ok;
}

std::string entry_of(std::string_view key, std::string_view payload, bool compress, int level, const Signer* signer) {
    std::string packed;
    if (compress && !payload.empty()) {
        packed.resize(ZSTD_compressBound(payload.size()));
        const std::size_t n = ZSTD_compress(packed.data(), packed.size(), payload.data(), payload.size(), level);
        if (ZSTD_isError(n) || n >= payload.size()) packed.clear();  // no smaller: stored as it is
        else packed.resize(n);
    }
    const std::string_view body = packed.empty() ? payload : std::string_view(packed);
    std::string entry(k_magic);
    entry += static_cast<char>(k_entry_version);
    entry += static_cast<char>((packed.empty() ? 0 : k_compressed) | (signer ? k_signed : 0));
    entry += '\0';
    const auto key_size = static_cast<std::uint16_t>(key.size());
    entry.append(reinterpret_cast<const char*>(&key_size), 2);
    entry += key;
    const std::uint64_t stored = body.size(), size = payload.size();
    entry.append(reinterpret_cast<const char*>(&stored), 8);
    entry.append(reinterpret_cast<const char*>(&size), 8);
    const auto digest = util::sha256(body);
    entry.append(reinterpret_cast<const char*>(digest.data()), 32);
    if (signer) {
        const Signature signature = signer->sign(entry);
        entry.append(reinterpret_cast<const char*>(signer->public_key().data()), 32);
        entry.append(reinterpret_cast<const char*>(signature.data()), 64);
    }
    entry += body;
    return entry;
}

}  // namespace

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

namespace {

constexpr const char* k_totals_file = "stats";

// The totals' fields by name, for reading and writing them alike.
template <class T, class F>
void each_total(T& t, F f) {
    f("builds", t.builds), f("hits", t.hits), f("misses", t.misses), f("corrupt", t.corrupt);
    f("remote_hits", t.remote_hits), f("remote_misses", t.remote_misses), f("remote_corrupt", t.remote_corrupt);
    f("remote_errors", t.remote_errors), f("remote_timeouts", t.remote_timeouts), f("remote_uploads", t.remote_uploads);
    f("remote_bad_signatures", t.remote_bad_signatures);
}

Totals parse_totals(const std::string& text) {
    Totals t;
    for (std::size_t at = 0, end; at < text.size(); at = end + 1) {
        end = std::min(text.find('\n', at), text.size());
        const std::string_view line(text.data() + at, end - at);
        const std::size_t space = line.find(' ');
        if (space == std::string_view::npos) continue;
        const auto value = util::parse_decimal(line.substr(space + 1));
        if (!value) continue;
        each_total(t, [&](std::string_view name, std::uint64_t& field) {
            if (line.substr(0, space) == name) field = *value;
        });
    }
    return t;
}

// Runs `change` on the totals under an exclusive lock of the file and writes them back; what is
// wrong, or empty. A stats file that is not a regular file (a FIFO, a link) is refused unread.
std::string update_totals(const fs::path& dir, const std::function<void(Totals&)>& change) {
    const fs::path file = dir / k_totals_file;
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0644);
    if (fd < 0) return "cannot write '" + file.string() + "': " + std::strerror(errno);
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return "'" + file.string() + "' is not a regular file (a FIFO or a device); kiln does not read it: remove it";
    }
    bool ok = ::flock(fd, LOCK_EX) == 0;
    std::string text;
    char buf[4096];
    for (ssize_t n; ok && text.size() < k_max_totals && (n = ::read(fd, buf, sizeof buf)) > 0;)
        text.append(buf, static_cast<std::size_t>(n));
    Totals t = parse_totals(text);
    change(t);
    std::string out;
    each_total(t, [&](std::string_view name, std::uint64_t& v) { out += std::string(name) + " " + std::to_string(v) + "\n"; });
    ok = ok && ::ftruncate(fd, 0) == 0 && ::pwrite(fd, out.data(), out.size(), 0) == static_cast<ssize_t>(out.size());
    ::close(fd);  // releases the lock
    return ok ? std::string() : "cannot write '" + file.string() + "'";
}

}  // namespace

void add_totals(Cache& c) {
    if (c.read_only()) return;
    update_totals(c.dir(), [&](Totals& t) {
        ++t.builds;
        t.hits += c.counters().hits, t.misses += c.counters().misses, t.corrupt += c.counters().corrupt;
        for (const auto& r : c.remotes()) {
            const RemoteCounters& n = r->counters();
            t.remote_hits += n.hits, t.remote_misses += n.misses, t.remote_corrupt += n.corrupt;
            t.remote_errors += n.errors, t.remote_timeouts += n.timeouts, t.remote_uploads += n.uploads;
            t.remote_bad_signatures += n.bad_signatures;
        }
    });
}

Totals read_totals(const fs::path& dir) {
    const FileRead read = read_regular(dir / k_totals_file, k_max_totals);
    return read.found == Found::file ? parse_totals(read.bytes) : Totals{};
}

Result<bool> zero_totals(const fs::path& dir) {
    if (auto tag = kiln_tag(dir); !tag) return make_error(tag.error());
    else if (!*tag) return make_error(not_a_cache(dir, "(no CACHEDIR.TAG written by kiln); kiln touches nothing in it"));
    if (auto why = update_totals(dir, [](Totals& t) { t = Totals{}; }); !why.empty()) return make_error(why);
    return true;
}

namespace {

struct Entry {
    fs::path path;
    std::uintmax_t size;
    std::int64_t time;  // last used (written, or read by a hit): the modification time, ns
};

// A file's size and modification time from one lstat; nothing for what is not a regular file.
std::optional<Entry> entry_at(const fs::path& path) {
    struct stat st;
    if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
    return Entry{path, static_cast<std::uintmax_t>(st.st_size), std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec};
}

struct Listing {
    std::vector<Entry> entries;
    std::vector<fs::path> stale_temporaries;  // their writer is gone
    std::size_t temporary = 0;
};

Result<Listing> list(const fs::path& dir) {
    Listing out;
    std::error_code ec;
    if (!fs::exists(dir, ec)) return out;
    if (auto tag = kiln_tag(dir); !tag) return make_error(tag.error());
    else if (!*tag) return make_error(not_a_cache(dir, "(no CACHEDIR.TAG written by kiln); kiln touches nothing in it"));
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it.depth() > 1) it.disable_recursion_pending();
        if (!it->is_regular_file(ec) || it->is_symlink(ec)) continue;
        switch (kind_of(dir, it->path())) {
            case Kind::entry:
                if (auto e = entry_at(it->path())) out.entries.push_back(std::move(*e));
                break;
            case Kind::orphaned_temporary: out.stale_temporaries.push_back(it->path()); [[fallthrough]];
            case Kind::temporary: ++out.temporary; break;
            case Kind::foreign: break;
        }
    }
    if (ec) return make_error("cannot read the cache directory '" + dir.string() + "': " + ec.message());
    return out;
}

// Removes the least recently used of `entries` (used: written, or read by a hit) until `total`
// bytes are at most `keep`: how many went. Each is checked to start with kiln's magic before it
// goes (pruning lists entries by name alone); one that does not is left, and not counted.
std::size_t evict(std::vector<Entry>& entries, std::uintmax_t& total, std::uintmax_t keep) {
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.time != b.time ? a.time < b.time : a.path < b.path; });
    std::size_t removed = 0;
    std::error_code ec;
    for (const auto& e : entries) {
        if (total <= keep) break;
        if (!starts_with_magic(e.path)) total -= e.size;
        else if (fs::remove(e.path, ec)) total -= e.size, ++removed;
    }
    return removed;
}

}  // namespace

Result<DirStats> stats(const fs::path& dir) {
    auto all = list(dir);
    if (!all) return make_error(all.error());
    DirStats s;
    for (const auto& e : all->entries) ++s.entries, s.bytes += e.size;
    s.temporary = all->temporary;
    return s;
}

Result<DirStats> clean(const fs::path& dir, std::optional<std::uintmax_t> max_bytes) {
    auto all = list(dir);
    if (!all) return make_error(all.error());
    DirStats left;
    for (const auto& e : all->entries) ++left.entries, left.bytes += e.size;
    left.temporary = all->temporary;
    std::error_code ec;
    for (const auto& t : all->stale_temporaries)
        if (fs::remove(t, ec)) --left.temporary;
    left.entries -= evict(all->entries, left.bytes, max_bytes.value_or(0));
    return left;
}

std::size_t Cache::prune(std::uint64_t max_bytes) {
    if (m_read_only) return 0;
    const std::uint64_t share = max_bytes / 256;
    std::size_t removed = 0;
    static constexpr char k_hex[] = "0123456789abcdef";
    for (std::size_t d = 0; d < m_stored.size(); ++d) {
        if (!m_stored[d].exchange(false)) continue;
        std::vector<Entry> entries;
        std::uintmax_t total = 0;
        std::error_code ec;
        for (const auto& f : fs::directory_iterator(m_dir / std::string{k_hex[d / 16], k_hex[d % 16]}, ec)) {
            // By name and one lstat: opening every file would cost most of the time on a large cache.
            if (named_kind(m_dir, f.path()) != Kind::entry) continue;
            auto e = entry_at(f.path());
            if (!e) continue;
            total += e->size;
            entries.push_back(std::move(*e));
        }
        if (total > share) removed += evict(entries, total, share / 10 * 9);
    }
    return removed;
}

}  // namespace kiln::cache
