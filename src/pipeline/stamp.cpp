// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/stamp.hpp"

#include <sstream>

#include <kiln/runtime/md5.hpp>

#include "util/file.hpp"
#include "util/file_hash.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

std::string stamp_id(const fs::path& manifest) {
    return util::md5_hex(fs::absolute(manifest).lexically_normal().string()).substr(0, 12);
}

fs::path stamp_path(const fs::path& output_dir, const fs::path& manifest) { return output_dir / (".kiln-stamp-" + stamp_id(manifest)); }

namespace {

// What differs from the stamp's text: nullopt when the options (unless `options_key` is null),
// every input and output still match; then `outputs` has the outputs.
std::optional<std::string> first_change(const fs::path& stamp, const std::string* options_key, std::vector<fs::path>& outputs) {
    auto text = util::read_file(stamp);
    if (!text) return "no build record '" + stamp.string() + "'";
    std::istringstream in(*text);
    std::string line;
    if (!std::getline(in, line) || line != "kiln-stamp 1") return "a build record of another form";
    if (!std::getline(in, line) || (options_key && line != "options " + *options_key)) return "other options";
    std::vector<fs::path> outs;
    while (std::getline(in, line)) {
        // "<kind> <stat> <sha-256> <path>": the same stat means unchanged; a new stat with the same
        // content (a touch, a checkout) is unchanged too.
        const std::size_t sp1 = line.find(' '), sp2 = line.find(' ', sp1 + 1), sp3 = line.find(' ', sp2 + 1);
        if (sp1 == std::string::npos || sp2 == std::string::npos || sp3 == std::string::npos) return "a malformed build record";
        const std::string kind = line.substr(0, sp1), st = line.substr(sp1 + 1, sp2 - sp1 - 1);
        const std::string hash = line.substr(sp2 + 1, sp3 - sp2 - 1);
        const fs::path path = line.substr(sp3 + 1);
        if (kind == "absent") {
            if (!util::nothing_at(path)) return "'" + path.string() + "' appeared";  // a new file there
            continue;
        }
        if (util::file_stat(path) == st) util::remember_digest(path, st, hash);
        else if (util::file_digest(path) != hash) return "'" + path.string() + "' changed";
        if (kind == "out") outs.push_back(path);
    }
    if (outs.empty()) return "a build record without outputs";
    outputs = std::move(outs);
    return std::nullopt;
}

}  // namespace

bool stamp_current(const fs::path& stamp, const std::string& options_key, std::vector<fs::path>& outputs) {
    return !first_change(stamp, &options_key, outputs);
}

std::optional<std::string> stamp_stale(const fs::path& stamp) {
    std::vector<fs::path> outputs;
    return first_change(stamp, nullptr, outputs);
}

std::string stamp_text(const std::string& options_key, const std::vector<fs::path>& inputs,
                       const std::vector<fs::path>& absent, const std::vector<fs::path>& outputs,
                       const std::vector<const std::string*>& output_bytes) {
    std::string text = "kiln-stamp 1\noptions " + options_key + "\n";
    for (const auto& p : inputs) {
        std::string h = util::file_digest(p);
        if (h.empty()) return {};
        text += "in " + util::file_stat(p) + " " + h + " " + p.string() + "\n";
    }
    for (const auto& p : absent) text += "absent - - " + p.string() + "\n";
    for (std::size_t i = 0; i < outputs.size(); ++i)
        text += "out - " + util::sha256_hex(*output_bytes[i]) + " " + fs::absolute(outputs[i]).lexically_normal().string() + "\n";
    return text;
}

void remove_stale_stamps(const fs::path& dir, const fs::path& stamp, const fs::path& bundle) {
    const std::string ours = stamp.filename().string();
    std::string wanted(1, ' ');
    wanted += fs::absolute(bundle).lexically_normal().string();
    wanted += '\n';
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        // ".kiln-stamp-" and 12 hex digits: a stamp, not its -jobs or -summary file nor a temporary.
        if (name == ours || name.size() != 24 || !name.starts_with(".kiln-stamp-")) continue;
        auto text = util::read_file(e.path());
        if (!text || !text->starts_with("kiln-stamp 1\n")) continue;
        const std::size_t at = text->find(wanted);
        if (at == std::string::npos || text->rfind("\nout ", at) == std::string::npos) continue;
        for (const char* suffix : {"", "-jobs", "-summary"}) fs::remove(e.path().string() + suffix, ec);
    }
}

void refresh_stamp(const fs::path& stamp) {
    auto text = util::read_file(stamp);
    if (!text) return;
    std::string out;
    std::istringstream in(*text);
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("out - ")) {
            const std::size_t sp = line.find(' ', 6);
            if (sp == std::string::npos) return;
            const std::string hash = line.substr(6, sp - 6);
            const fs::path path = line.substr(sp + 1);
            if (util::file_digest(path) != hash) return;  // another build got there first: leave it be
            line = "out " + util::file_stat(path) + " " + hash + " " + path.string();
        }
        out += line + "\n";
    }
    (void)util::write_file_atomic(stamp, out);
}

}  // namespace kiln::pipeline
