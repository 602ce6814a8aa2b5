// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "hip/hip_runtime.hpp"

#include <dlfcn.h>
#include <link.h>

#include <algorithm>

namespace kiln::hip {

// The few entry points kiln uses, with HIP's C signatures (hipError_t is an int enum; modules and
// functions are opaque pointers).
struct Runtime::Api {
    void* library = nullptr;
    int (*get_device_count)(int*) = nullptr;
    const char* (*get_error_string)(int) = nullptr;
    int (*module_load_data)(void**, const void*) = nullptr;
    int (*module_unload)(void*) = nullptr;
    int (*module_get_function)(void**, void*, const char*) = nullptr;
    int (*occupancy)(int*, void*, int, std::size_t) = nullptr;

    std::string error(const char* call, int code) const {
        const char* name = get_error_string ? get_error_string(code) : nullptr;
        return std::string(call) + ": " + (name ? name : "error " + std::to_string(code));
    }
};

namespace {

template <class F>
bool bind(void* lib, const char* name, F& out) {
    out = reinterpret_cast<F>(::dlsym(lib, name));
    return out != nullptr;
}

// The sonames in `dir`: libamdhip64.so, then libamdhip64.so.N from the highest N.
std::vector<std::string> libraries_in(const std::filesystem::path& dir) {
    std::vector<std::pair<int, std::string>> found;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        constexpr std::string_view stem = "libamdhip64.so";
        if (!name.starts_with(stem)) continue;
        const std::string rest = name.substr(stem.size());
        if (rest.empty()) found.emplace_back(1 << 30, e.path().string());
        else if (rest.size() >= 2 && rest.size() <= 4 && rest[0] == '.' && rest.find_first_not_of("0123456789", 1) == std::string::npos)
            found.emplace_back(std::stoi(rest.substr(1)), e.path().string());
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> out;
    for (auto& f : found) out.push_back(std::move(f.second));
    return out;
}

// Where the loader found `lib` (its path, else the name it was opened by).
std::string path_of(void* lib, const std::string& name) {
    if (link_map* map = nullptr; ::dlinfo(lib, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name && *map->l_name) return map->l_name;
    return name;
}

// hipRuntimeGetVersion's HIP_VERSION (major * 10,000,000 + minor * 100,000 + patch) as
// "7.1.25424"; empty when the runtime does not say.
std::string version_of(void* lib) {
    int (*version)(int*) = nullptr;
    int v = 0;
    if (!bind(lib, "hipRuntimeGetVersion", version) || version(&v) != 0 || v <= 0) return "";
    return std::to_string(v / 10000000) + "." + std::to_string(v / 100000 % 100) + "." + std::to_string(v % 100000);
}

}  // namespace

std::unique_ptr<Runtime> Runtime::open(const std::vector<std::filesystem::path>& dirs, std::string& why_not) {
    auto api = std::make_unique<Api>();
    std::vector<std::string> names;
    for (const auto& dir : dirs)
        for (auto& n : libraries_in(dir)) names.push_back(std::move(n));
    for (const char* n : {"libamdhip64.so", "libamdhip64.so.9", "libamdhip64.so.8", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"})
        names.push_back(n);
    std::string loaded;
    for (const std::string& name : names) {
        api->library = ::dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (api->library) {
            loaded = name;
            break;
        }
    }
    if (!api->library) {
        why_not = "no HIP runtime (libamdhip64 not found";
        for (const auto& dir : dirs) why_not += " in " + dir.string() + " or";
        why_not += " on the loader path)";
        return nullptr;
    }
    void* lib = api->library;
    std::string path = path_of(lib, loaded), version = version_of(lib);
    const std::string description = path + ", HIP " + (version.empty() ? "version unknown" : version);
    if (!bind(lib, "hipGetDeviceCount", api->get_device_count) || !bind(lib, "hipGetErrorName", api->get_error_string) ||
        !bind(lib, "hipModuleLoadData", api->module_load_data) || !bind(lib, "hipModuleUnload", api->module_unload) ||
        !bind(lib, "hipModuleGetFunction", api->module_get_function) ||
        !bind(lib, "hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", api->occupancy)) {
        why_not = description + ": lacks an entry point kiln needs";
        ::dlclose(lib);
        return nullptr;
    }
    int count = 0;
    int rc = api->get_device_count(&count);
    if (rc != 0 || count == 0) {
        why_not = description + ": no AMD device (" + (rc != 0 ? api->error("hipGetDeviceCount", rc) : std::string("0 devices")) + ")";
        ::dlclose(lib);
        return nullptr;
    }
    return std::unique_ptr<Runtime>(new Runtime(std::move(api), std::move(path), std::move(version)));
}

Runtime::Runtime(std::unique_ptr<Api> api, std::string path, std::string version)
    : m_api(std::move(api)), m_path(std::move(path)), m_version(std::move(version)) {}

Runtime::~Runtime() {
    if (m_api && m_api->library) ::dlclose(m_api->library);
}

Result<int> Runtime::max_blocks_per_cu(std::string_view code_object, const std::string& kernel, int block_size,
                                       std::size_t dynamic_lds) {
    void* module = nullptr;
    if (int rc = m_api->module_load_data(&module, code_object.data()); rc != 0)
        return make_error(m_api->error("hipModuleLoadData", rc));
    void* function = nullptr;
    int blocks = 0;
    int rc = m_api->module_get_function(&function, module, kernel.c_str());
    std::string failure = rc != 0 ? m_api->error("hipModuleGetFunction", rc) : "";
    if (rc == 0) {
        rc = m_api->occupancy(&blocks, function, block_size, dynamic_lds);
        if (rc != 0) failure = m_api->error("hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", rc);
    }
    m_api->module_unload(module);
    if (!failure.empty()) return make_error(failure);
    return blocks;
}

}  // namespace kiln::hip
