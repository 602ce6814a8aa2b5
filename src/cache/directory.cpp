// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The cache directory: a kiln cache is a directory tagged by kiln (cache.hpp), opened or created
// whole (its tag renamed into place with it, so kilns starting together never see it half made),
// and read as hostile: files read without blocking and only when regular, each told apart by its
// place and name (an entry, a writer's temporary file, or nothing of kiln's).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cerrno>
#include <cstdlib>
#include <thread>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

#include "cache/cache.hpp"
#include "cache/internal.hpp"
#include "util/file.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_tag =
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by kiln (a GPU kernel build tool).\n"
    "# For information about cache directory tags, see https://bford.info/cachedir/\n";
constexpr std::string_view k_tag_kiln_line = "created by kiln";

// The tag is a few lines.
constexpr std::uint64_t k_max_tag = 4096;

}  // namespace

bool is_hex(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

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

// Whether `dir` has kiln's tag; an error when CACHEDIR.TAG is there but not a regular file.
Result<bool> kiln_tag(const fs::path& dir) {
    const FileRead tag = read_regular(dir / k_tag_file, k_max_tag);
    if (tag.found == Found::special)
        return make_error("the cache '" + dir.string() + "' has a " + std::string(k_tag_file) +
                          " that is not a regular file (a FIFO, a device, or a link to one); kiln does not read it: remove it");
    return tag.found == Found::file && tag.bytes.starts_with(k_tag.substr(0, 43)) && tag.bytes.find(k_tag_kiln_line) != std::string::npos;
}

EntryKind named_kind(const fs::path& dir, const fs::path& file) {
    const fs::path rel = file.lexically_relative(dir);
    auto it = rel.begin();
    if (rel.empty() || std::distance(rel.begin(), rel.end()) != 2) return EntryKind::foreign;
    const std::string sub = (it++)->string(), name = it->string();
    if (sub.size() != 2 || !is_hex(sub) || !name.starts_with(sub)) return EntryKind::foreign;
    const std::size_t tmp = name.find(".tmp.");
    if (tmp == std::string::npos) return is_hex(name) ? EntryKind::entry : EntryKind::foreign;
    const std::string base = name.substr(0, tmp);
    if (!is_hex(base) || !util::is_temporary(name, base)) return EntryKind::foreign;
    return util::is_orphaned_temporary(name, base) ? EntryKind::orphaned_temporary : EntryKind::temporary;
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

EntryKind entry_kind(const fs::path& dir, const fs::path& file) {
    const EntryKind kind = named_kind(dir, file);
    return kind == EntryKind::entry && !starts_with_magic(file) ? EntryKind::foreign : kind;
}

std::string not_a_cache(const fs::path& dir, std::string_view why) {
    std::string msg(1, '\'');
    msg += dir.string();
    msg += "' is not a kiln cache ";
    msg += why;
    return msg;
}

namespace {

bool has_kiln_tag(const fs::path& dir) {
    auto tag = kiln_tag(dir);
    return tag && *tag;
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
            if (!f.is_regular_file(ec) || f.is_symlink(ec) || entry_kind(dir, f.path()) == EntryKind::foreign) return false;
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

}  // namespace kiln::cache
