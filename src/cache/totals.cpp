// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The totals of `kiln cache stats`: counters summed over builds in <dir>/stats, one "name value"
// line each, updated under an exclusive lock of the file and read as hostile (a line that is not
// one is ignored; a file that is not regular is refused unread).
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <sys/file.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

#include "cache/cache.hpp"
#include "cache/internal.hpp"
#include "util/strings.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

namespace {

constexpr const char* k_totals_file = "stats";

// The totals are a few lines.
constexpr std::uint64_t k_max_totals = 65536;

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

}  // namespace kiln::cache
