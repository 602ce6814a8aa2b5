// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "util/output_set.hpp"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "util/file.hpp"

namespace kiln::util {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view k_record_magic = "kiln-commit 1\n";

fs::path record_path(const fs::path& dir, const std::string& id) { return dir / (".kiln-commit-" + id); }

std::string error_text(const std::string& what, const fs::path& p, int err) {
    return "cannot " + what + " '" + p.string() + "': " + std::strerror(err);
}

// Renames every recorded pair whose temporary file is still there, then removes the record.
Result<void> finish(const fs::path& dir, const std::string& id) {
    const fs::path record = record_path(dir, id);
    auto text = read_file(record);
    if (!text) return {};  // nothing recorded
    auto bad = [&](std::string_view why) {
        std::string msg = "the commit record '";
        msg += record.string();
        msg += "' ";
        msg += why;
        return make_error(msg);
    };
    if (!text->starts_with(k_record_magic)) return bad("is not kiln's");
    for (std::size_t at = k_record_magic.size(); at < text->size();) {
        const std::size_t end = text->find('\n', at), tab = text->find('\t', at);
        if (end == std::string::npos || tab == std::string::npos || tab > end)
            return bad("is malformed");
        const fs::path tmp = dir / text->substr(at, tab - at), target = dir / text->substr(tab + 1, end - tab - 1);
        at = end + 1;
        if (tmp.filename() != tmp.lexically_relative(dir) || target.filename() != target.lexically_relative(dir))
            return bad("names files outside its directory");
        std::error_code ec;
        if (!fs::exists(tmp, ec)) continue;  // renamed before the kill
        if (::rename(tmp.c_str(), target.c_str()) != 0) return make_error(error_text("rename to", target, errno));
    }
    if (::unlink(record.c_str()) != 0 && errno != ENOENT) return make_error(error_text("remove", record, errno));
    return {};
}

// Removes "<target>.tmp.<pid>.<n>" files of the given targets whose writer is gone.
void remove_orphans(const fs::path& dir, const std::vector<std::string>& targets) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        for (const auto& t : targets)
            if (is_orphaned_temporary(name, t)) ::unlink(e.path().c_str());
    }
}

}  // namespace

void OutputSet::add(const fs::path& name, std::string bytes) { m_files.emplace_back(name, std::move(bytes)); }

Result<void> OutputSet::recover(const fs::path& dir, const std::string& id, const std::vector<std::string>& names) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return {};
    DirLock lock(dir);
    if (auto r = finish(dir, id); !r) return r;
    std::vector<std::string> all = names;
    all.push_back(record_path(dir, id).filename().string());
    remove_orphans(dir, all);
    return {};
}

Result<std::vector<bool>> OutputSet::publish() {
    std::error_code ec;
    fs::create_directories(m_dir, ec);
    if (ec) return make_error("cannot create directory '" + m_dir.string() + "': " + ec.message());
    DirLock lock(m_dir);
    if (auto r = finish(m_dir, m_id); !r) return make_error(r.error());
    std::vector<std::string> names = {record_path(m_dir, m_id).filename().string()};
    for (const auto& [name, bytes] : m_files) names.push_back(name.filename().string());
    remove_orphans(m_dir, names);

    std::vector<bool> changed;
    std::vector<std::pair<fs::path, fs::path>> pending;  // (temporary, target)
    auto discard = [&] {
        for (const auto& [tmp, target] : pending) ::unlink(tmp.c_str());
    };
    for (const auto& [name, bytes] : m_files) {
        const fs::path target = m_dir / name;
        if (auto old = read_file(target); old && *old == bytes) {
            changed.push_back(false);  // untouched, its time too: build systems rebuild nothing
            continue;
        }
        const fs::path tmp = temporary_for(target);
        if (auto w = write_new_file(tmp, bytes); !w) {
            discard();
            return make_error(w.error());
        }
        pending.emplace_back(tmp, target);
        changed.push_back(true);
    }
    if (pending.empty()) return changed;
    std::string record(k_record_magic);
    for (const auto& [tmp, target] : pending) record += tmp.filename().string() + "\t" + target.filename().string() + "\n";
    const fs::path record_file = record_path(m_dir, m_id), record_tmp = temporary_for(record_file);
    if (auto w = write_new_file(record_tmp, record); !w) {
        discard();
        return make_error(w.error());
    }
    if (::rename(record_tmp.c_str(), record_file.c_str()) != 0) {
        const int err = errno;
        ::unlink(record_tmp.c_str());
        discard();
        return make_error(error_text("rename to", record_file, err));
    }
    // From here on the set is committed: a failure leaves the record for the next run to finish.
    if (auto r = finish(m_dir, m_id); !r) return make_error(r.error());
    return changed;
}

}  // namespace kiln::util
