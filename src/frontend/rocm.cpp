// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "frontend/frontend.hpp"

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

// "5.2.21153" from <root>/include/hip/hip_version.h, else "6.2.0" from <root>/.info/version, or empty.
std::string hip_version_of(const fs::path& root) {
    std::ifstream in(root / "include/hip/hip_version.h");
    std::string line, major, minor, patch;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string define, name, value;
        if (!(words >> define >> name >> value) || define != "#define") continue;
        if (name == "HIP_VERSION_MAJOR") major = value;
        if (name == "HIP_VERSION_MINOR") minor = value;
        if (name == "HIP_VERSION_PATCH") patch = value;
    }
    if (!major.empty() && !minor.empty()) return major + "." + minor + (patch.empty() ? "" : "." + patch);
    // Without it, ROCm's own record: <root>/.info/version, "6.2.0-66" (the version before '-').
    std::ifstream info(root / ".info/version");
    std::string version;
    if (!std::getline(info, version)) return "";
    version = version.substr(0, version.find('-'));
    const bool plain = !version.empty() && version.size() <= 32 &&
                       std::all_of(version.begin(), version.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; });
    return plain ? version : "";
}

}  // namespace

bool find_rocm(const RocmSearch& search, Rocm& out, std::string& error) {
    // A path the user gave (manifest, --rocm-path, or ROCM_PATH) is the only one tried: a wrong
    // one is an error, never a silent fall-back to another installation.
    std::vector<fs::path> candidates;
    std::string given;
    if (!search.explicit_path.empty()) {
        candidates.push_back(search.explicit_path);
        given = "the ROCm path";
    } else if (const char* env = std::getenv("ROCM_PATH"); env && *env) {
        candidates.push_back(env);
        given = "ROCM_PATH";
    } else {
        candidates.push_back("/opt/rocm");
        candidates.push_back("/usr");
    }
    if (!search.device_libs.empty() && !holds_device_libs(search.device_libs)) {
        error = "the device library path '" + search.device_libs + "' holds no ocml.bc";
        return false;
    }
    for (const auto& root : candidates) {
        std::error_code ec;
        fs::path libs = !search.device_libs.empty() && fs::is_directory(root, ec) ? fs::path(search.device_libs) : device_libs_of(root);
        if (!libs.empty()) {
            out = {root, libs, hip_version_of(root)};
            return true;
        }
    }
    if (!given.empty()) {
        std::error_code ec;
        error = given + " '" + candidates.front().string() + "' " +
                (fs::is_directory(candidates.front(), ec)
                     ? "holds no ROCm device libraries (ocml.bc under amdgcn/bitcode, lib/llvm/lib/clang/N/lib/amdgcn/bitcode "
                       "or lib/llvm/amdgcn/bitcode); --rocm-device-lib-path names them elsewhere"
                     : "does not exist");
        return false;
    }
    error = "no ROCm device libraries (ocml.bc) found; looked in";
    for (const auto& c : candidates) error += " '" + c.string() + "'";
    error += "; set rocm_path in [bundle], --rocm-path or ROCM_PATH (Debian: apt-get install rocm-device-libs)";
    return false;
}

Language language_named(std::string_view name) {
    if (name == "hip" || name == "cuda") return Language::hip;
    if (name == "opencl") return Language::opencl;
    return Language::llvm_ir;
}

}  // namespace kiln::frontend
