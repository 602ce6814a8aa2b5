#include "cache/cache.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <kiln/runtime/md5.hpp>

#include "util/file.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

namespace {
constexpr std::string_view k_magic = "KILNCACHE";
constexpr std::size_t k_header = 9 + 1 + 8 + 16;
}  // namespace

fs::path Cache::default_dir() {
    if (const char* d = std::getenv("KILN_CACHE_DIR"); d && *d) return d;
    if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return fs::path(x) / "kiln";
    if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".cache" / "kiln";
    return fs::temp_directory_path() / "kiln-cache";
}

fs::path Cache::path_of(std::string_view key) const {
    return m_dir / std::string(key.substr(0, 2)) / std::string(key);
}

std::optional<std::string> Cache::get(std::string_view key) {
    std::error_code ec;
    const fs::path p = path_of(key);
    if (!fs::exists(p, ec)) {
        ++m_counters.misses;
        return std::nullopt;
    }
    auto bytes = util::read_file(p);
    auto corrupt = [&]() -> std::optional<std::string> {
        ++m_counters.corrupt;
        ++m_counters.misses;
        return std::nullopt;
    };
    if (!bytes || bytes->size() < k_header || bytes->compare(0, k_magic.size(), k_magic) != 0 ||
        static_cast<std::uint8_t>((*bytes)[9]) != k_entry_version)
        return corrupt();
    std::uint64_t size = 0;
    std::memcpy(&size, bytes->data() + 10, 8);
    if (size != bytes->size() - k_header) return corrupt();
    std::string payload = bytes->substr(k_header);
    const auto digest = runtime::md5(payload);
    if (std::memcmp(digest.data(), bytes->data() + 18, 16) != 0) return corrupt();
    ++m_counters.hits;
    return payload;
}

void Cache::put(std::string_view key, std::string_view payload) {
    std::string entry(k_magic);
    entry += static_cast<char>(k_entry_version);
    const std::uint64_t size = payload.size();
    entry.append(reinterpret_cast<const char*>(&size), 8);
    const auto digest = runtime::md5(payload);
    entry.append(reinterpret_cast<const char*>(digest.data()), 16);
    entry += payload;
    if (!util::write_file_atomic(path_of(key), entry)) ++m_counters.write_errors;
}

namespace {
struct Entry {
    fs::path path;
    std::uintmax_t size;
    fs::file_time_type time;
};

Result<std::vector<Entry>> entries(const fs::path& dir) {
    std::vector<Entry> out;
    std::error_code ec;
    if (!fs::exists(dir, ec)) return out;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        out.push_back({it->path(), it->file_size(ec), it->last_write_time(ec)});
    }
    if (ec) return make_error("cannot read the cache directory '" + dir.string() + "': " + ec.message());
    return out;
}
}  // namespace

Result<DirStats> stats(const fs::path& dir) {
    auto all = entries(dir);
    if (!all) return make_error(all.error());
    DirStats s;
    for (const auto& e : *all) ++s.entries, s.bytes += e.size;
    return s;
}

Result<DirStats> clean(const fs::path& dir, std::optional<std::uintmax_t> max_bytes) {
    auto all = entries(dir);
    if (!all) return make_error(all.error());
    std::sort(all->begin(), all->end(), [](const Entry& a, const Entry& b) {
        return a.time != b.time ? a.time < b.time : a.path < b.path;
    });
    std::uintmax_t total = 0;
    for (const auto& e : *all) total += e.size;
    DirStats left{all->size(), total};
    for (const auto& e : *all) {
        if (max_bytes && left.bytes <= *max_bytes) break;
        std::error_code ec;
        if (fs::remove(e.path, ec)) --left.entries, left.bytes -= e.size;
    }
    return left;
}

}  // namespace kiln::cache
