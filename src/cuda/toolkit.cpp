// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cuda/toolkit.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <optional>
#include <set>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/file.hpp"
#include "util/process.hpp"
#include "util/strings.hpp"

namespace kiln::cuda {

namespace fs = std::filesystem;

namespace {

// A memory file (memfd, close-on-exec): the child sees it at the descriptor run() gives it.
struct Memfd {
    int fd = -1;
    explicit Memfd(std::string_view contents = {}) {
        fd = ::memfd_create("kiln-cuda", MFD_CLOEXEC);
        for (std::size_t at = 0; fd >= 0 && at < contents.size();) {
            const ssize_t n = ::write(fd, contents.data() + at, contents.size() - at);
            if (n <= 0) break;
            at += static_cast<std::size_t>(n);
        }
    }
    Memfd(const Memfd&) = delete;
    ~Memfd() {
        if (fd >= 0) ::close(fd);
    }
    std::string read_all() const {
        std::string out;
        char buf[65536];
        for (off_t at = 0;;) {
            const ssize_t n = ::pread(fd, buf, sizeof buf, at);
            if (n <= 0) return out;
            out.append(buf, static_cast<std::size_t>(n));
            at += n;
        }
    }
};

bool executable(const fs::path& p) { return ::access(p.c_str(), X_OK) == 0 && fs::is_regular_file(p); }

// "Cuda compilation tools, release 11.8, V11.8.89" -> "11.8.89".
Result<Toolkit> probe(const fs::path& root, const fs::path& bin) {
    Toolkit t;
    t.root = root;
    t.ptxas = bin / "ptxas";
    if (!executable(t.ptxas)) return make_error("no ptxas in " + bin.string());
    std::string out;
    if (const int status = util::run_process({t.ptxas.string(), "--version"}, {}, out); status != 0)
        return make_error(t.ptxas.string() + " --version " + util::status_text(status) + (out.empty() ? "" : ": " + util::printable(out)));
    const std::size_t v = out.rfind(", V");
    if (v == std::string::npos) return make_error("cannot read the version of " + t.ptxas.string() + ": " + util::printable(out));
    std::size_t end = out.find_first_of("\r\n", v);
    t.version = out.substr(v + 3, end == std::string::npos ? std::string::npos : end - v - 3);
    const char* s = t.version.c_str();
    auto [p, ec] = std::from_chars(s, s + t.version.size(), t.major);
    if (ec != std::errc() || *p != '.')
        return make_error("cannot read the version of " + t.ptxas.string() + ": '" + util::printable(t.version) + "'");
    std::from_chars(p + 1, s + t.version.size(), t.minor);
    // "--gpu-name ... Allowed values for this option:  'compute_75',...,'sm_90a'." (its next option
    // starts a line with "--").
    std::string help;
    if (const int status = util::run_process({t.ptxas.string(), "--help"}, {}, help); status != 0)
        return make_error(t.ptxas.string() + " --help " + util::status_text(status) + (help.empty() ? "" : ": " + util::printable(help)));
    const std::size_t gpu = help.find("--gpu-name");
    const std::size_t allowed = gpu == std::string::npos ? gpu : help.find("Allowed values", gpu);
    const std::size_t next = allowed == std::string::npos ? allowed : help.find("\n--", allowed);
    for (std::size_t at = allowed; at != std::string::npos && at < next;) {
        const std::size_t open = help.find("'sm_", at);
        if (open == std::string::npos || open >= next) break;
        const std::size_t close = help.find('\'', open + 1);
        if (close == std::string::npos) break;
        t.sms.push_back(help.substr(open + 1, close - open - 1));
        at = close + 1;
    }
    if (t.sms.empty()) return make_error("cannot read the SMs " + t.ptxas.string() + " knows from its --help");
    return t;
}

}  // namespace

bool Toolkit::knows(std::string_view sm) const { return std::find(sms.begin(), sms.end(), sm) != sms.end(); }

namespace {

// The default places, in clang's order: (root, bin).
std::vector<std::pair<fs::path, fs::path>> candidates() {
    std::vector<std::pair<fs::path, fs::path>> out;
    if (const char* env = std::getenv("CUDA_PATH"); env && *env) out.emplace_back(env, fs::path(env) / "bin");
    if (const char* env = std::getenv("PATH")) {
        std::string_view rest = env;
        while (!rest.empty()) {
            const std::size_t colon = rest.find(':');
            const fs::path dir(std::string(rest.substr(0, colon)));
            rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
            if (!dir.empty() && executable(dir / "ptxas")) {
                std::error_code ec;
                const fs::path real = fs::canonical(dir / "ptxas", ec);
                const fs::path bin = ec ? dir : real.parent_path();
                out.emplace_back(bin.parent_path(), bin);
                break;
            }
        }
    }
    out.emplace_back("/usr/local/cuda", "/usr/local/cuda/bin");
    out.emplace_back("/usr/lib/nvidia-cuda-toolkit", "/usr/lib/nvidia-cuda-toolkit/bin");
    // Where scripts/setup.sh unpacks Debian's nvidia-cuda-toolkit when no CUDA is installed.
    out.emplace_back("/opt/kiln/cuda", "/opt/kiln/cuda/bin");
    return out;
}

}  // namespace

Result<Toolkit> find_toolkit(const std::optional<fs::path>& path) {
    if (path) return probe(*path, *path / "bin");
    std::string searched;
    for (const auto& [root, bin] : candidates()) {
        if (!executable(bin / "ptxas")) {
            searched += (searched.empty() ? "" : ", ") + bin.string();
            continue;
        }
        return probe(root, bin);
    }
    return make_error("no CUDA toolkit found (ptxas; searched $CUDA_PATH, PATH, " + searched +
                      "): NVIDIA targets need NVIDIA's ptxas, which kiln does not ship. Run scripts/setup.sh (it unpacks "
                      "Debian's non-free nvidia-cuda-toolkit into /opt/kiln/cuda), or set $CUDA_PATH to a CUDA toolkit");
}

fs::path locate_ptxas() {
    for (const auto& [root, bin] : candidates())
        if (executable(bin / "ptxas")) return bin / "ptxas";
    return {};
}

const Result<Toolkit>& default_toolkit() {
    static const Result<Toolkit> found = find_toolkit();
    return found;
}

ToolOutput nvdisasm(const Toolkit& toolkit, std::string_view cubin) {
    ToolOutput out;
    // Beside the toolkit's ptxas, else in the other toolkits kiln looks in (a CUDA 13 install
    // without nvdisasm beside scripts/setup.sh's 11.8, which has one).
    fs::path tool = toolkit.ptxas.parent_path() / "nvdisasm";
    std::string searched = tool.parent_path().string();
    for (const auto& [root, bin] : candidates()) {
        if (executable(tool)) break;
        tool = bin / "nvdisasm";
        searched += ", " + bin.string();
    }
    if (!executable(tool)) {
        out.log = "no nvdisasm (searched " + searched + "; LLVM cannot disassemble SASS): install CUDA's nvdisasm (NVIDIA's cuda-nvdisasm package, or Debian's nvidia-cuda-toolkit)";
        return out;
    }
    const Memfd in(cubin);
    if (in.fd < 0) {
        out.log = std::string("cannot create a memory file: ") + std::strerror(errno);
        return out;
    }
    const int fds[] = {in.fd};
    const int status = util::run_process({tool.string(), "-c", "/proc/self/fd/3"}, fds, out.file);
    out.ok = status == 0;
    if (!out.ok) out.log = tool.string() + " " + util::status_text(status) + (out.file.empty() ? "" : ": " + util::printable(out.file, 4000));
    while (!out.log.empty() && (out.log.back() == '\n' || out.log.back() == ' ')) out.log.pop_back();
    if (!out.ok && tool.parent_path() != toolkit.ptxas.parent_path())
        out.log += " (that nvdisasm is another toolkit's than ptxas " + toolkit.version + "'s, which has none, and an older nvdisasm "
                   "cannot read a newer ptxas's cubins: install CUDA " + toolkit.version.substr(0, toolkit.version.rfind('.')) +
                   "'s nvdisasm)";
    return out;
}

ToolOutput ptxas(const Toolkit& toolkit, std::string_view ptx, const std::string& arch) {
    ToolOutput out;
    const Memfd in(ptx), object;
    if (in.fd < 0 || object.fd < 0) {
        out.log = std::string("cannot create a memory file: ") + std::strerror(errno);
        return out;
    }
    const int fds[] = {in.fd, object.fd};
    std::vector<std::string> args = {toolkit.ptxas.string(), "-arch=" + arch, "-O3", "-v", "/proc/self/fd/3", "-o", "/proc/self/fd/4"};
    // IR with line tables (Triton's, clang -gline-tables-only) gives PTX with .file and .loc:
    // kept in the cubin as nvcc -lineinfo and Triton keep them (combine_ptx took ", debug" off).
    if (ptx.find("\t.file\t") != std::string_view::npos || ptx.find("\n.file") != std::string_view::npos) args.insert(args.begin() + 3, "-lineinfo");
    const int status = util::run_process(args, fds, out.log);
    if (status != 0) {
        // ptxas's own errors say what is wrong; without them, how it ended does.
        if (status == util::k_timed_out || status > 128 || out.log.empty())
            out.log = toolkit.ptxas.string() + " " + util::status_text(status) + (out.log.empty() ? "" : ":\n" + util::printable(out.log, 4000));
        return out;
    }
    out.file = object.read_all();
    out.ok = !out.file.empty();
    if (!out.ok) out.log += "ptxas wrote no cubin";
    return out;
}

namespace {
bool header_line(std::string_view line) {
    return line.starts_with(".version") || line.starts_with(".target") || line.starts_with(".address_size");
}

// The variable a module-level .global or .const line declares or defines ("" for other lines),
// and whether it is an .extern declaration: ".visible .global .align 8 .u64 fn = f;" -> ("fn",
// false), ".extern .const .align 4 .b8 table[64];" -> ("table", true).
std::pair<std::string_view, bool> variable_of(std::string_view line) {
    const bool declaration = line.starts_with(".extern ");
    std::string_view rest = line.substr(declaration ? 8 : line.starts_with(".visible ") ? 9 : line.starts_with(".weak ") ? 6 : 0);
    if (!rest.starts_with(".global ") && !rest.starts_with(".const ")) return {{}, false};
    rest = rest.substr(0, rest.find_first_of("=;["));
    while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
    const std::size_t space = rest.find_last_of(" \t");
    return {space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1), declaration};
}
std::string_view trimmed(std::string_view line) {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    return line;
}

// A ".file N ..." or ".loc N ..." line's file index and the text after it, or nothing.
std::optional<std::pair<std::uint32_t, std::string_view>> file_index(std::string_view line, std::string_view directive) {
    line = trimmed(line);
    if (!line.starts_with(directive) || line.size() == directive.size() || (line[directive.size()] != ' ' && line[directive.size()] != '\t'))
        return std::nullopt;
    line = trimmed(line.substr(directive.size()));
    std::uint32_t n = 0;
    const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), n);
    if (ec != std::errc{}) return std::nullopt;
    return std::pair{n, line.substr(static_cast<std::size_t>(end - line.data()))};
}

// Line tables of several modules in one PTX file (IR with debug information, Triton's): each
// module numbers its .file directives from 1, and ptxas refuses a duplicate index. Every file gets
// one index of the combined module (in order of first use), each module's .loc lines take it, and
// the .file lines go at the end, where LLVM writes them. The DWARF sections (.debug_info, ...)
// each module carries cannot be merged (each compile unit's offsets start at 0), so with more than
// one module holding line tables they are left out, with .loc's inlining references into them:
// ptxas's -lineinfo keeps the lines.
class LineTables {
public:
    explicit LineTables(std::span<const std::string> modules) {
        const auto with_lines = std::count_if(modules.begin(), modules.end(), [](const std::string& m) {
            return m.find(".file\t") != std::string::npos || m.find(".file ") != std::string::npos;
        });
        several_ = with_lines > 1;
    }
    // A module's .file lines (LLVM writes them after the functions that use them) numbered first.
    void next_module(std::string_view text) {
        map_.clear();
        for (std::size_t at = 0; at < text.size();) {
            std::size_t end = text.find('\n', at);
            if (end == std::string_view::npos) end = text.size();
            if (const auto file = file_index(text.substr(at, end - at), ".file")) {
                const std::string name(trimmed(file->second));
                auto [it, added] = files_.try_emplace(name, static_cast<std::uint32_t>(files_.size() + 1));
                if (added) order_.push_back(name);
                map_[file->first] = it->second;
            }
            at = end + 1;
        }
    }
    // The line as the combined module has it; nothing for a line that moves or goes.
    std::optional<std::string> line(std::string_view line) {
        if (in_debug_section_) {
            if (trimmed(line).starts_with("}")) in_debug_section_ = false;
            return std::nullopt;
        }
        if (several_ && trimmed(line).starts_with(".section") && line.find(".debug_") != std::string_view::npos) {
            in_debug_section_ = line.find('}') == std::string_view::npos;
            return std::nullopt;
        }
        if (file_index(line, ".file")) return std::nullopt;  // numbered by next_module, written by files()
        if (const auto loc = file_index(line, ".loc")) {
            const auto it = map_.find(loc->first);
            std::string_view rest = loc->second;
            if (several_) rest = rest.substr(0, rest.find(','));  // ", function_name ..., inlined_at ...": DWARF references
            return "\t.loc\t" + std::to_string(it == map_.end() ? loc->first : it->second) + std::string(rest);
        }
        return std::string(line);
    }
    std::string files() const {
        std::string out;
        for (std::size_t i = 0; i < order_.size(); ++i) out += "\t.file\t" + std::to_string(i + 1) + " " + order_[i] + "\n";
        return out;
    }

private:
    bool several_ = false;
    bool in_debug_section_ = false;
    std::map<std::uint32_t, std::uint32_t> map_;  // this module's index -> the combined one
    std::map<std::string, std::uint32_t> files_;
    std::vector<std::string> order_;
};
}  // namespace

Result<std::string> combine_ptx(std::span<const std::string> modules) {
    std::string header, out;
    LineTables lines(modules);
    // Variables defined so far. A later module's .extern declaration of one is left out: LLVM
    // declares a variable by its size (".b64 fn", ".b8 table[64]") but defines one whose
    // initializer holds addresses with .u64 elements, and ptxas refuses the pair as an
    // "Inconsistent redefinition" (a __device__ function pointer). The definition, ahead of every
    // use, declares it.
    std::set<std::string, std::less<>> defined;
    for (std::size_t i = 0; i < modules.size(); ++i) {
        std::string own, body;
        const std::string_view text = modules[i];
        lines.next_module(text);
        for (std::size_t at = 0; at < text.size();) {
            std::size_t end = text.find('\n', at);
            if (end == std::string_view::npos) end = text.size();
            const std::string_view line = text.substr(at, end - at);
            at = end + 1;
            if (header_line(line)) {
                // LLVM marks the PTX of IR with debug information ".target sm_90, debug", which ptxas
                // refuses at -O3 ("Optimized debugging not supported"): taken off, as Triton does.
                std::string kept(line);
                if (line.starts_with(".target"))
                    for (const std::string_view debug : {", debug", ",debug"})
                        if (const std::size_t at = kept.find(debug); at != std::string::npos) kept.erase(at, debug.size());
                own += kept + "\n";
                continue;
            }
            if (const auto [name, declaration] = variable_of(line); !name.empty()) {
                if (declaration && defined.contains(name)) continue;
                if (!declaration) defined.emplace(name);
            }
            if (auto kept = lines.line(line)) body += *kept + "\n";
        }
        if (i == 0) header = own;
        else if (own != header) return make_error("the PTX modules disagree on .version, .target or .address_size: '" + header + "' and '" + own + "'");
        out += body;
    }
    return header + out + lines.files();
}

namespace {
std::uint32_t number_before(std::string_view line, std::string_view what) {
    const std::size_t at = line.find(what);
    if (at == std::string_view::npos) return 0;
    std::size_t start = at;
    while (start > 0 && line[start - 1] == ' ') --start;
    std::size_t digits = start;
    while (digits > 0 && line[digits - 1] >= '0' && line[digits - 1] <= '9') --digits;
    std::uint32_t v = 0;
    std::from_chars(line.data() + digits, line.data() + start, v);
    return v;
}
}  // namespace

std::vector<FunctionStats> parse_ptxas_log(std::string_view log) {
    std::vector<FunctionStats> out;
    constexpr std::string_view k_props = "Function properties for ";
    for (std::size_t at = 0; at < log.size();) {
        std::size_t end = log.find('\n', at);
        if (end == std::string_view::npos) end = log.size();
        const std::string_view line = log.substr(at, end - at);
        at = end + 1;
        if (const std::size_t p = line.find(k_props); p != std::string_view::npos) {
            std::string_view name = line.substr(p + k_props.size());
            while (!name.empty() && (name.back() == '\r' || name.back() == ' ')) name.remove_suffix(1);
            out.push_back({std::string(name)});
            continue;
        }
        if (!out.empty() && line.find("bytes stack frame") != std::string_view::npos) {
            out.back().stack_frame = number_before(line, "bytes stack frame");
            out.back().spill_stores = number_before(line, "bytes spill stores");
            out.back().spill_loads = number_before(line, "bytes spill loads");
        }
    }
    return out;
}

std::vector<std::string> log_lines(std::string_view log, std::string_view kind) {
    // "ptxas warning : TEXT", "ptxas fatal   : TEXT", or with a place: "ptxas FILE, line N; error   : TEXT".
    std::vector<std::string> out;
    for (std::size_t at = 0; at < log.size();) {
        std::size_t end = log.find('\n', at);
        if (end == std::string_view::npos) end = log.size();
        std::string_view line = log.substr(at, end - at);
        at = end + 1;
        if (!line.starts_with("ptxas ")) continue;
        line.remove_prefix(6);
        std::string place;
        if (const std::size_t semi = line.find("; "); semi != std::string_view::npos && line.find(", line ") < semi) {
            place = "PTX" + std::string(line.substr(line.find(", line "), semi - line.find(", line "))) + ": ";
            line.remove_prefix(semi + 2);
        }
        if (!line.starts_with(kind)) continue;
        line.remove_prefix(kind.size());
        while (!line.empty() && (line.front() == ' ' || line.front() == ':')) line.remove_prefix(1);
        out.push_back(place + std::string(line));
    }
    return out;
}

}  // namespace kiln::cuda
