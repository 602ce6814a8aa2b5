// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The content-addressed store of compiled objects and front-end results. A key is a hex digest
// computed by the caller from everything that determines the value (kiln's cache schema version is
// part of it). Entries are written through a temporary file and a rename, so several threads and
// kiln processes can share one cache; each is verified when read: a corrupt or truncated entry,
// or a valid entry stored under another key (copied over), is a miss (and counted), never a wrong
// result.
//
// A kiln cache is a directory holding CACHEDIR.TAG (the Cache Directory Tagging standard, as
// ccache writes it; backup tools skip the directory) with a line naming kiln. kiln writes the tag
// when it creates the directory or finds it empty, and never stores into, counts or cleans a
// directory without it: `--cache ~/project` is refused, not emptied.
//
// Entry file, <dir>/<key[0..1]>/<key> (key: 64 hex digits of SHA-256, util::KeyBuilder):
//   offset 0     "KILNCACHE"           9-byte magic
//   offset 9     u8 format version     k_entry_version
//   offset 10    u8 flags              1: the payload is zstd-compressed; 2: signed
//   offset 11    u8 0
//   offset 12    u16 key length n      little-endian
//   offset 14    the key               n bytes, checked against the key asked for
//   offset 14+n  u64 stored size s     little-endian: the bytes after the header
//   offset 22+n  u64 payload size      the payload's size once decompressed (s when not compressed)
//   offset 30+n  SHA-256 of the s stored bytes (32 bytes)
//   offset 62+n  when signed: the signer's Ed25519 public key (32 bytes) and its signature of
//                bytes [0, 62+n) (64 bytes): magic to digest, so the key, flags and payload
//   then         the s stored bytes
// Payloads are compressed (zstd, `compression_level`) when that makes them smaller. Signatures
// are checked on what comes from a remote when trusted keys are configured (docs/cache.md).
// A killed writer can leave "<key>.tmp.<pid>.<n>" beside the entries: not an entry, removed by
// `kiln cache clean` once its process is gone.
#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_set>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cache/remote.hpp"
#include "cache/signing.hpp"
#include "util/file_hash.hpp"
#include "util/result.hpp"

namespace kiln::cache {

inline constexpr std::uint8_t k_entry_version = 3;
// Part of every key: bump when what kiln stores or how it computes keys changes. What it does to a
// kernel (split, attributes, optimization) is covered by the code-generation digest: keys cover
// kiln's version and sources, not its build.
inline constexpr int k_schema_version = 20;
inline constexpr const char* k_tag_file = "CACHEDIR.TAG";

// The start of every key of one kind of entry: the kind, the schema, kiln's version, the digest
// of the sources that compile a kernel (src/compile, frontend, target, cuda, hip, worker:
// cmake/KilnCodegenDigest.cmake) and the compiler's version (`llvm_version`: LLVM_VERSION_STRING
// where the entry is made).
util::KeyBuilder versioned_key(std::string_view kind, std::string_view llvm_version);

struct Counters {
    std::atomic<std::size_t> hits{0};    // of the local entries
    std::atomic<std::size_t> misses{0};  // locally (a remote may have had the entry: RemoteCounters)
    std::atomic<std::size_t> corrupt{0};  // entries that failed verification (also misses)
    std::atomic<std::size_t> write_errors{0};
};

class Cache {
public:
    // The cache in `dir`: created (with its tag) when missing or empty; an error when `dir` is
    // something else (a file, or a directory with other contents and no kiln tag).
    static Result<Cache> open(const std::filesystem::path& dir);

    // The default (the cache_dir setting's, config.hpp): $XDG_CACHE_HOME/kiln, else ~/.cache/kiln.
    static std::filesystem::path default_dir();

    // `local`: an entry that stays on this machine (the HIP preludes: large, and one per checkout
    // path); `shared` ones also go to and come from the remotes.
    enum class Sharing { shared, local };

    // A hit marks the entry used (its time is now), so cleaning goes least recently used first. A
    // local miss asks the remotes in order; an intact remote entry is kept locally too. A local
    // entry that fails verification counts as corrupt (and is a miss, or a remote's hit).
    // `from_remote` (when given) says whether what get() returned came from a remote.
    std::optional<std::string> get(std::string_view key, Sharing sharing = Sharing::shared, bool* from_remote = nullptr);
    // The local entry, verified, neither counted nor marked used nor asked of the remotes (what a
    // writer merges with).
    std::optional<std::string> peek(std::string_view key);
    // The remotes' first intact entry, asked in order, even where a local one exists (get() asks
    // on a local miss; a front-end manifest with no candidate for this checkout asks too: another
    // machine's may have one); kept locally, counted as the remotes'.
    std::optional<std::string> get_from_remotes(std::string_view key);
    // Stored locally, then queued for upload to each remote that is not read-only (a read-only
    // cache stores nothing). Uploads run on background threads beside the build; a queue over
    // 256 MiB makes put() upload its entry itself.
    void put(std::string_view key, std::string_view payload, Sharing sharing = Sharing::shared);
    // Waits for the queued uploads (each has its deadline; a remote switched off drops the rest).
    void flush_uploads();
    // The build knows its keys before compiling: those not in the local cache are asked of the
    // remotes at once (up to 16 requests in flight) and what they have is stored locally, so the
    // compile threads find it there. A key asked here is not asked of the remotes again by get();
    // the counters are those get() alone would give.
    void prefetch(const std::vector<std::string>& keys);

    // Remotes, asked in the order added (docs/cache.md).
    void add_remote(std::unique_ptr<Remote> remote);
    const std::vector<std::unique_ptr<Remote>>& remotes() const { return m_remotes; }

    // After a build: each entry directory ("ab/", one of 256) this cache object stored into is
    // trimmed to its share of `max_bytes` (a 256th, as ccache trims per subdirectory), least
    // recently used first, down to 90% of that share. The entries removed.
    std::size_t prune(std::uint64_t max_bytes);

    const std::filesystem::path& dir() const { return m_dir; }
    Counters& counters() { return m_counters; }
    // Read-only ($KILN_CACHE_READONLY, as ccache's read_only): hits are used, nothing is stored.
    void set_read_only(bool read_only) { m_read_only = read_only; }
    bool read_only() const { return m_read_only; }
    // zstd at `level` for the entries put() from now on (off: stored as they are).
    void set_compression(bool on, int level) { m_compression = on, m_level = level; }
    // Every entry put() from now on is signed by `signer`.
    void set_signer(Signer signer) { m_signer = std::move(signer); }
    // A remote's entry is used only when signed by one of the verifier's keys; others count as
    // bad signatures (misses), with one warning per remote.
    void set_verifier(Verifier verifier) { m_verifier = std::move(verifier); }
    bool verifies() const { return m_verifier.has_value(); }

    // Moved only before any upload is queued (open() returns it).
    Cache(Cache&& other) noexcept
        : m_dir(std::move(other.m_dir)), m_read_only(other.m_read_only), m_compression(other.m_compression),
          m_level(other.m_level), m_signer(std::move(other.m_signer)), m_verifier(std::move(other.m_verifier)),
          m_remotes(std::move(other.m_remotes)) {}
    Cache& operator=(Cache&&) = delete;
    ~Cache();

private:
    explicit Cache(std::filesystem::path dir) : m_dir(std::move(dir)) {}
    std::filesystem::path path_of(std::string_view key) const;
    void store(std::string_view key, std::string_view entry);
    void upload(const std::string& key, const std::string& entry);
    void upload_loop();
    std::filesystem::path m_dir;
    bool m_read_only = false;
    bool m_compression = true;
    int m_level = 1;
    std::optional<Signer> m_signer;
    std::optional<Verifier> m_verifier;
    Counters m_counters;
    std::array<std::atomic<bool>, 256> m_stored{};  // the entry directories put() wrote into
    std::vector<std::unique_ptr<Remote>> m_remotes;
    std::unordered_set<std::string> m_prefetched;  // keys prefetch() asked the remotes for
    // The upload queue and its threads.
    std::mutex m_queue_mutex;
    std::condition_variable m_queue_changed;
    std::deque<std::pair<std::string, std::string>> m_queue;  // (key, entry)
    std::size_t m_queued_bytes = 0, m_uploading = 0;
    bool m_stopping = false;
    std::vector<std::thread> m_uploaders;
};

// Counters summed over builds, kept in <dir>/stats (one "name value" line each; read as hostile:
// a line that is not one is ignored), for `kiln cache stats`.
struct Totals {
    std::uint64_t builds = 0, hits = 0, misses = 0, corrupt = 0;
    std::uint64_t remote_hits = 0, remote_misses = 0, remote_corrupt = 0, remote_errors = 0, remote_timeouts = 0, remote_uploads = 0;
    std::uint64_t remote_bad_signatures = 0;
};
// Adds a build's counters (this cache object's and its remotes') to the totals, under a lock on
// the file (builds end at the same time on a shared cache). Nothing for a read-only cache.
void add_totals(Cache& c);
Totals read_totals(const std::filesystem::path& dir);
// `kiln cache stats --zero`.
Result<bool> zero_totals(const std::filesystem::path& dir);

struct DirStats {
    std::size_t entries = 0;
    std::uintmax_t bytes = 0;
    std::size_t temporary = 0;  // files a killed writer left behind (not entries)
};

// Both refuse a directory that is not a kiln cache, and look only at files laid out as entries
// (and a writer's temporary files); a missing directory is an empty cache.
Result<DirStats> stats(const std::filesystem::path& dir);
// Removes the least recently used (written or read) entries until the cache holds at most `max_bytes` (all of
// them without a limit), and temporary files whose writer is gone. Returns what is left.
Result<DirStats> clean(const std::filesystem::path& dir, std::optional<std::uintmax_t> max_bytes);

}  // namespace kiln::cache
