// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Cleaning a cache: `kiln cache stats` and `kiln cache clean` list the directory (entries told
// by name and magic, writers' temporary files) and remove the least recently used entries down to
// a size, and orphaned temporary files; a build prunes the entry directories it stored into
// (Cache::prune), by name and one lstat per file.
#include <algorithm>
#include <sys/stat.h>

#include "cache/cache.hpp"
#include "cache/internal.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

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
        switch (entry_kind(dir, it->path())) {
            case EntryKind::entry:
                if (auto e = entry_at(it->path())) out.entries.push_back(std::move(*e));
                break;
            case EntryKind::orphaned_temporary: out.stale_temporaries.push_back(it->path()); [[fallthrough]];
            case EntryKind::temporary: ++out.temporary; break;
            case EntryKind::foreign: break;
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
            if (named_kind(m_dir, f.path()) != EntryKind::entry) continue;
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
