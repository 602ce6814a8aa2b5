#include "util/file.hpp"

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace kiln::util {

namespace fs = std::filesystem;

Result<std::string> read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error("cannot read '" + path.string() + "': " + std::strerror(errno));
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return make_error("cannot read '" + path.string() + "'");
    return ss.str();
}

Result<WriteOutcome> write_file_atomic(const fs::path& path, std::string_view bytes) {
    std::error_code ec;
    if (fs::exists(path, ec)) {
        auto old = read_file(path);
        if (old && *old == bytes) return WriteOutcome::unchanged;
    }
    if (path.has_parent_path()) {
        fs::create_directories(path.parent_path(), ec);
        if (ec) return make_error("cannot create directory '" + path.parent_path().string() + "': " + ec.message());
    }
    // Unique per process and call: several threads or processes may write the same path at once.
    static std::atomic<unsigned> counter{0};
    fs::path tmp = path;
    tmp += ".tmp." + std::to_string(::getpid()) + "." + std::to_string(counter++);
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) return make_error("cannot write '" + tmp.string() + "': " + std::strerror(errno));
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            fs::remove(tmp, ec);
            return make_error("cannot write '" + tmp.string() + "'");
        }
    }
    fs::rename(tmp, path, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(tmp, ignored);
        return make_error("cannot rename '" + tmp.string() + "' to '" + path.string() + "': " + ec.message());
    }
    return WriteOutcome::written;
}

Result<TempDir> TempDir::create(std::string_view prefix) {
    std::string templ = (fs::temp_directory_path() / (std::string(prefix) + "XXXXXX")).string();
    if (!::mkdtemp(templ.data())) return make_error("cannot create a temporary directory: " + std::string(std::strerror(errno)));
    return TempDir(fs::path(templ));
}

TempDir::~TempDir() {
    if (m_path.empty()) return;
    std::error_code ec;
    fs::remove_all(m_path, ec);
}

}  // namespace kiln::util
