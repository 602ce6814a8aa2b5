// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "frontend/frontend.hpp"

namespace kiln::frontend {

namespace fs = std::filesystem;

namespace {

// The bitcode directory of an installation, or empty.
fs::path device_libs_of(const fs::path& root) {
    std::error_code ec;
    for (const char* sub : {"amdgcn/bitcode", "lib/x86_64-linux-gnu/amdgcn/bitcode", "lib/amdgcn/bitcode"}) {
        fs::path p = root / sub;
        if (fs::is_regular_file(p / "ocml.bc", ec)) return p;
    }
    return {};
}

// "5.2.21153" from <root>/include/hip/hip_version.h, or empty.
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
    return major.empty() || minor.empty() ? "" : major + "." + minor + (patch.empty() ? "" : "." + patch);
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
    for (const auto& root : candidates) {
        if (fs::path libs = device_libs_of(root); !libs.empty()) {
            out = {root, libs, hip_version_of(root)};
            return true;
        }
    }
    if (!given.empty()) {
        std::error_code ec;
        error = given + " '" + candidates.front().string() + "' " +
                (fs::is_directory(candidates.front(), ec) ? "holds no ROCm device libraries (ocml.bc under amdgcn/bitcode)"
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
