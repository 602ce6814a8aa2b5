// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "frontend/frontend.hpp"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/Support/MemoryBuffer.h>

namespace kiln::frontend {

namespace fs = std::filesystem;

namespace {

bool holds_device_libs(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "ocml.bc", ec);
}

// The bitcode directory of an installation, or empty. ROCm before 6.2 and its compatibility link
// (to go in ROCm 7): amdgcn/bitcode; ROCm 6.2+: lib/llvm/lib/clang/<N>/lib/amdgcn/bitcode (the
// highest N); TheRock: lib/llvm/amdgcn/bitcode; Debian: lib/x86_64-linux-gnu/amdgcn/bitcode.
fs::path device_libs_of(const fs::path& root) {
    std::vector<fs::path> candidates = {root / "amdgcn/bitcode"};
    std::error_code ec;
    std::vector<std::pair<int, fs::path>> versions;
    for (const auto& e : fs::directory_iterator(root / "lib/llvm/lib/clang", ec)) {
        const std::string name = e.path().filename().string();
        if (!name.empty() && name.find_first_not_of("0123456789") == std::string::npos && name.size() < 6)
            versions.emplace_back(std::stoi(name), e.path() / "lib/amdgcn/bitcode");
    }
    std::sort(versions.begin(), versions.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& v : versions) candidates.push_back(v.second);
    for (const char* sub : {"lib/llvm/amdgcn/bitcode", "lib/x86_64-linux-gnu/amdgcn/bitcode", "lib/amdgcn/bitcode"})
        candidates.push_back(root / sub);
    for (const auto& c : candidates)
        if (holds_device_libs(c)) return c;
    return {};
}

// "MAJOR.MINOR.PATCH" from a header's `#define <prefix>MAJOR 6` lines (patch optional), or empty.
std::string version_defines(const fs::path& header, const std::string& prefix) {
    std::ifstream in(header);
    std::string line, major, minor, patch;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string define, name, value;
        if (!(words >> define >> name >> value) || define != "#define" || value.size() > 12 ||
            value.find_first_not_of("0123456789") != std::string::npos)
            continue;
        if (name == prefix + "MAJOR") major = value;
        if (name == prefix + "MINOR") minor = value;
        if (name == prefix + "PATCH") patch = value;
    }
    if (major.empty() || minor.empty()) return "";
    return major + "." + minor + (patch.empty() ? "" : "." + patch);
}

bool plain_version(const std::string& v) {
    return !v.empty() && v.size() <= 32 && std::isdigit(static_cast<unsigned char>(v[0])) &&
           std::all_of(v.begin(), v.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; });
}

// The ROCm release of an installation: rocm-core's include/rocm-core/rocm_version.h (ROCm 5.x and
// later), else .info/version ("6.2.0-66", ROCm's packages before the Core SDK), else the Core
// SDK's directory name (/opt/rocm/core-10.0, or /opt/rocm whose `core` link leads there); empty
// when none says.
std::string release_of(const fs::path& root) {
    if (std::string v = version_defines(root / "include/rocm-core/rocm_version.h", "ROCM_VERSION_"); !v.empty()) return v;
    std::ifstream info(root / ".info/version");
    if (std::string v; std::getline(info, v) && plain_version(v = v.substr(0, v.find('-')))) return v;
    std::error_code ec;
    for (const fs::path& p : {root, root / "core"}) {
        const std::string name = fs::weakly_canonical(p, ec).filename().string();
        if (!ec && name.starts_with("core-") && plain_version(name.substr(5)) && fs::is_directory(p, ec)) return name.substr(5);
    }
    return "";
}

// HIP_PATH names HIP's root: the ROCm root since ROCm 6 (/opt/rocm), <rocm>/hip before it, whose
// device libraries are in <rocm>.
fs::path root_of_hip_path(const fs::path& hip_path) {
    fs::path p = hip_path.lexically_normal();
    if (!p.has_filename()) p = p.parent_path();  // a trailing '/'
    if (p.filename() == "hip" && device_libs_of(p).empty() && !device_libs_of(p.parent_path()).empty()) return p.parent_path();
    return p;
}

// hip_DIR (CMake's package directory) names <prefix>/lib/cmake/hip or <prefix>/lib64/cmake/hip:
// the prefix, or empty for anything else.
fs::path root_of_hip_dir(const fs::path& hip_dir) {
    fs::path p = hip_dir.lexically_normal();
    if (!p.has_filename()) p = p.parent_path();
    if (p.filename() != "hip" || p.parent_path().filename() != "cmake") return {};
    const fs::path lib = p.parent_path().parent_path();
    if (lib.filename() != "lib" && lib.filename() != "lib64") return {};
    return lib.parent_path();
}

struct Given {
    fs::path root;
    std::string by;
};

// The installations the environment names, in precedence order; hip_DIR that is no package
// directory is said and skipped.
std::vector<Given> from_environment(std::vector<std::string>& warnings) {
    std::vector<Given> given;
    if (const char* v = std::getenv("ROCM_PATH"); v && *v) given.push_back({v, "ROCM_PATH"});
    if (const char* v = std::getenv("HIP_PATH"); v && *v) given.push_back({root_of_hip_path(v), "HIP_PATH"});
    if (const char* v = std::getenv("hip_DIR"); v && *v) {
        if (fs::path root = root_of_hip_dir(v); !root.empty()) given.push_back({root, "hip_DIR"});
        else warnings.push_back(std::string("hip_DIR '") + v + "' is not <prefix>/lib/cmake/hip: kiln does not use it");
    }
    return given;
}

bool same_place(const fs::path& a, const fs::path& b) {
    std::error_code ea, eb;
    return fs::weakly_canonical(a, ea) == fs::weakly_canonical(b, eb);
}

// Device libraries LLVM 22 cannot read (ROCm 10's are LLVM 23 bitcode): the error, or empty.
std::string unreadable_bitcode(const fs::path& libs) {
    auto buffer = llvm::MemoryBuffer::getFile((libs / "ocml.bc").string());
    if (!buffer) return "";
    auto producer = llvm::getBitcodeProducerString((*buffer)->getMemBufferRef());
    if (!producer) {
        llvm::consumeError(producer.takeError());
        return "";
    }
    const std::string text = *producer;  // "LLVM22.1.8", "LLVM23.0.0git"
    if (!text.starts_with("LLVM")) return "";
    int major = 0;
    for (std::size_t i = 4; i < text.size() && i < 8 && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
        major = major * 10 + (text[i] - '0');
    if (major <= LLVM_VERSION_MAJOR) return "";
    return "the device libraries in '" + libs.string() + "' are bitcode of " + text.substr(0, 4) + " " + text.substr(4) +
           " (ocml.bc), which kiln's LLVM " + std::to_string(LLVM_VERSION_MAJOR) +
           " cannot read (LLVM reads bitcode of its own and older versions; ROCm 10's device libraries are LLVM 23's): "
           "give device libraries of LLVM " + std::to_string(LLVM_VERSION_MAJOR) +
           " or older with --rocm-device-lib-path or [bundle] device_lib_path (Debian: apt-get install rocm-device-libs, "
           "in /usr/lib/x86_64-linux-gnu/amdgcn/bitcode)";
}

// TheRock's packaging puts include/hip in the runtime's development package only (the clr "dev"
// component): amdrocm-runtime-devel, -dev on Debian (amdrocm-core-devel depends on it).
std::string runtime_only(const Given& g) {
    return "the ROCm at '" + g.root.string() + "' (from " + g.by +
           ") has no HIP headers (no include/hip): a runtime-only installation. Install its HIP development package "
           "(ROCm Core SDK: amdrocm-runtime-dev, amdrocm-runtime-devel on RPM systems; ROCm 6 and 7: hip-dev; Debian's own: "
           "libamdhip64-dev), or point --rocm-path at an installation that has them";
}

}  // namespace

std::string Rocm::summary() const {
    std::string s = "ROCm: " + root.string() + " (";
    if (!release.empty()) s += "ROCm " + release + ", ";
    s += "from " + found_by + "; HIP " + (hip_version.empty() ? std::string("version unknown") : hip_version) + "; device libraries " +
         device_libs.string();
    if (!device_libs_by.empty()) s += " (from " + device_libs_by + ")";
    return s + ")";
}

bool find_rocm(const RocmSearch& search, Rocm& out, std::vector<std::string>& warnings, std::string& error) {
    // A path the user gave (manifest, --rocm-path, or the environment) is the only one tried: a
    // wrong one is an error, never a silent fall-back to another installation. The environment's
    // others that name another installation are said.
    std::vector<Given> environment = from_environment(warnings);
    std::vector<Given> candidates;
    if (!search.explicit_path.empty()) candidates.push_back({search.explicit_path, search.explicit_by});
    else if (!environment.empty()) candidates.push_back(environment.front());
    for (const Given& g : environment)
        if (!candidates.empty() && g.by != candidates.front().by && !same_place(g.root, candidates.front().root))
            warnings.push_back(g.by + " names '" + g.root.string() + "', another installation than the one kiln uses ('" +
                               candidates.front().root.string() + "', from " + candidates.front().by + "): kiln reads nothing from it");
    const bool given = !candidates.empty();
    if (!given) candidates = {{"/opt/rocm", "the default places"}, {"/usr", "the default places"}};
    if (!search.device_libs.empty() && !holds_device_libs(search.device_libs)) {
        error = "the device library path '" + search.device_libs + "' holds no ocml.bc";
        return false;
    }
    std::error_code ec;
    for (const Given& g : candidates) {
        const bool exists = fs::is_directory(g.root, ec);
        fs::path libs = !search.device_libs.empty() && exists ? fs::path(search.device_libs) : device_libs_of(g.root);
        if (libs.empty() && !(search.root_only && exists && fs::is_directory(g.root / "include/hip", ec))) continue;
        if (search.hip_headers && !fs::is_directory(g.root / "include/hip", ec)) {
            error = runtime_only(g);
            return false;
        }
        if (!search.root_only) error = unreadable_bitcode(libs);
        if (!error.empty()) return false;
        out = {g.root, libs, version_defines(g.root / "include/hip/hip_version.h", "HIP_VERSION_"), release_of(g.root), g.by,
               search.device_libs.empty() ? "" : search.device_libs_by};
        return true;
    }
    if (search.root_only) return false;
    if (given) {
        const Given& g = candidates.front();
        error = g.by + " '" + g.root.string() + "' " +
                (fs::is_directory(g.root, ec)
                     ? "holds no ROCm device libraries (ocml.bc under amdgcn/bitcode, lib/llvm/lib/clang/N/lib/amdgcn/bitcode "
                       "or lib/llvm/amdgcn/bitcode); --rocm-device-lib-path names them elsewhere"
                     : "does not exist");
        return false;
    }
    error = "no ROCm device libraries (ocml.bc) found; looked in";
    for (const auto& c : candidates) error += " '" + c.root.string() + "'";
    error += "; set rocm_path in [bundle], --rocm-path, ROCM_PATH or HIP_PATH (Debian: apt-get install rocm-device-libs)";
    return false;
}

// What the installation lacks, said plainly after clang's own words: HIP 5.2 (Debian's) has no
// hip_bf16.h (ROCm 6.0) and no __*_sync warp functions (ROCm 6.2); newer headers may call builtins
// clang 22 does not have.
std::string rocm_hints(const std::string& text, const Rocm& rocm) {
    const std::string where = rocm.root.string() + (rocm.hip_version.empty() ? "" : " (HIP " + rocm.hip_version + ")");
    std::string hints;
    const bool rocm5 = rocm.hip5_headers();
    if (rocm5 && text.find("'hip/hip_bf16.h' file not found") != std::string::npos)
        hints += "note: hip_bf16.h comes with ROCm 6.0; this build uses " + where + ": give a newer ROCm with --rocm-path\n";
    for (const char* sync : {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync", "__any_sync",
                             "__all_sync", "__activemask"})
        if (rocm5 && text.find("undeclared identifier '" + std::string(sync) + "'") != std::string::npos) {
            hints += "note: the __*_sync warp functions come with ROCm 6.2; this build uses " + where + "\n";
            break;
        }
    // ROCm 7's headers ask whether a builtin exists (`__builtin_amdgcn_is_invocable(...)`), which
    // clang 22 reads as a call of an unknown function with a builtin as its argument.
    if (text.find("__builtin_amdgcn_is_invocable") != std::string::npos)
        hints += "note: '__builtin_amdgcn_is_invocable' is a builtin clang 22 does not have (HIP headers of ROCm 7 and later "
                 "call it); this build uses " + where + ": its headers need a newer clang, or use HIP headers of ROCm 6\n";
    constexpr std::string_view k_undeclared = "undeclared identifier '";
    if (const std::size_t at = text.find(std::string(k_undeclared) + "__builtin_amdgcn_"); at != std::string::npos) {
        const std::size_t start = at + k_undeclared.size(), end = text.find('\'', start);
        if (end != std::string::npos)
            hints += "note: '" + text.substr(start, end - start) +
                     "' is a builtin clang 22 does not have (newer ROCm headers call some): code that needs it needs a "
                     "newer clang\n";
    }
    return hints;
}

Language language_named(std::string_view name) {
    if (name == "hip" || name == "cuda") return Language::hip;
    if (name == "opencl") return Language::opencl;
    if (name == "object") return Language::code_object;
    return Language::llvm_ir;
}

}  // namespace kiln::frontend
