#include "util/file_hash.hpp"

#include <map>
#include <mutex>

#include <kiln/runtime/md5.hpp>

#include "util/file.hpp"

namespace kiln::util {

namespace fs = std::filesystem;

std::string md5_hex(std::string_view data) {
    static constexpr char k_digits[] = "0123456789abcdef";
    std::string out;
    for (auto b : runtime::md5(data)) out += k_digits[b >> 4], out += k_digits[b & 15];
    return out;
}

std::string file_stat(const fs::path& path) {
    std::error_code ec;
    const auto time = fs::last_write_time(path, ec);
    const auto size = ec ? 0 : fs::file_size(path, ec);
    if (ec) return {};
    return std::to_string(time.time_since_epoch().count()) + ":" + std::to_string(size);
}

std::string file_md5(const fs::path& path) {
    static std::mutex mutex;
    static std::map<std::string, std::pair<std::string, std::string>> known;  // path -> (stat, md5)
    const std::string stat = file_stat(path);
    if (stat.empty()) return {};
    {
        std::lock_guard lock(mutex);
        auto it = known.find(path.string());
        if (it != known.end() && it->second.first == stat) return it->second.second;
    }
    auto content = read_file(path);
    if (!content) return {};
    std::string hash = md5_hex(*content);
    std::lock_guard lock(mutex);
    known[path.string()] = {stat, hash};
    return hash;
}

}  // namespace kiln::util
