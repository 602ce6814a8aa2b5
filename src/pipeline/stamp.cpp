#include "pipeline/stamp.hpp"

#include <sstream>

#include <kiln/runtime/md5.hpp>

#include "util/file.hpp"
#include "util/file_hash.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

fs::path stamp_path(const fs::path& output_dir, const fs::path& manifest) {
    return output_dir / (".kiln-stamp-" + util::md5_hex(fs::absolute(manifest).lexically_normal().string()).substr(0, 12));
}

bool stamp_current(const fs::path& stamp, const std::string& options_key, std::vector<fs::path>& outputs) {
    auto text = util::read_file(stamp);
    if (!text) return false;
    std::istringstream in(*text);
    std::string line;
    if (!std::getline(in, line) || line != "kiln-stamp 1") return false;
    if (!std::getline(in, line) || line != "options " + options_key) return false;
    std::vector<fs::path> outs;
    while (std::getline(in, line)) {
        // "<kind> <stat> <md5> <path>": the same stat means unchanged; a new stat with the same
        // content (a touch, a checkout) is unchanged too.
        const std::size_t sp1 = line.find(' '), sp2 = line.find(' ', sp1 + 1), sp3 = line.find(' ', sp2 + 1);
        if (sp1 == std::string::npos || sp2 == std::string::npos || sp3 == std::string::npos) return false;
        const std::string kind = line.substr(0, sp1), st = line.substr(sp1 + 1, sp2 - sp1 - 1);
        const std::string hash = line.substr(sp2 + 1, sp3 - sp2 - 1);
        const fs::path path = line.substr(sp3 + 1);
        if (kind == "absent") {
            std::error_code ec;
            if (fs::symlink_status(path, ec).type() != fs::file_type::not_found) return false;  // a new file there
            continue;
        }
        if (util::file_stat(path) == st) util::remember_md5(path, st, hash);
        else if (util::file_md5(path) != hash) return false;
        if (kind == "out") outs.push_back(path);
    }
    outputs = std::move(outs);
    return !outputs.empty();
}

void write_stamp(const fs::path& stamp, const std::string& options_key, const std::vector<fs::path>& inputs,
                 const std::vector<fs::path>& absent, const std::vector<fs::path>& outputs) {
    std::string text = "kiln-stamp 1\noptions " + options_key + "\n";
    for (const auto& p : inputs) {
        std::string h = util::file_md5(p);
        if (h.empty()) return;  // an input vanished meanwhile: no stamp, the next build checks everything
        text += "in " + util::file_stat(p) + " " + h + " " + p.string() + "\n";
    }
    for (const auto& p : absent) text += "absent - - " + p.string() + "\n";
    for (const auto& p : outputs) {
        const fs::path a = fs::absolute(p).lexically_normal();
        text += "out " + util::file_stat(a) + " " + util::file_md5(a) + " " + a.string() + "\n";
    }
    (void)util::write_file_atomic(stamp, text);  // only an optimization: a failure costs a full check next time
}

}  // namespace kiln::pipeline
