#include <cstdlib>

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

}  // namespace

bool find_rocm(const RocmSearch& search, Rocm& out, std::string& error) {
    std::vector<fs::path> candidates;
    if (!search.explicit_path.empty()) {
        candidates.push_back(search.explicit_path);
    } else {
        if (const char* env = std::getenv("ROCM_PATH"); env && *env) candidates.push_back(env);
        candidates.push_back("/opt/rocm");
        candidates.push_back("/usr");
    }
    for (const auto& root : candidates) {
        if (fs::path libs = device_libs_of(root); !libs.empty()) {
            out = {root, libs};
            return true;
        }
    }
    error = "no ROCm device libraries (ocml.bc) found; looked in";
    for (const auto& c : candidates) error += " '" + c.string() + "'";
    error += "; set rocm_path in [bundle], --rocm-path or ROCM_PATH (Debian: apt-get install rocm-device-libs)";
    return false;
}

Language language_of(const fs::path& source) {
    const std::string ext = source.extension().string();
    if (ext == ".hip") return Language::hip;
    if (ext == ".cl") return Language::opencl;
    return Language::llvm_ir;
}

}  // namespace kiln::frontend
