// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "hip/hip_runtime.hpp"

#include <dlfcn.h>

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

}  // namespace

std::unique_ptr<Runtime> Runtime::open(std::string& why_not) {
    auto api = std::make_unique<Api>();
    for (const char* name : {"libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"}) {
        api->library = ::dlopen(name, RTLD_NOW | RTLD_LOCAL);
        if (api->library) break;
    }
    if (!api->library) {
        why_not = "no HIP runtime (libamdhip64 not found)";
        return nullptr;
    }
    void* lib = api->library;
    if (!bind(lib, "hipGetDeviceCount", api->get_device_count) || !bind(lib, "hipGetErrorName", api->get_error_string) ||
        !bind(lib, "hipModuleLoadData", api->module_load_data) || !bind(lib, "hipModuleUnload", api->module_unload) ||
        !bind(lib, "hipModuleGetFunction", api->module_get_function) ||
        !bind(lib, "hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", api->occupancy)) {
        why_not = "the HIP runtime lacks an entry point kiln needs";
        ::dlclose(lib);
        return nullptr;
    }
    int count = 0;
    int rc = api->get_device_count(&count);
    if (rc != 0 || count == 0) {
        why_not = "no AMD device (" + (rc != 0 ? api->error("hipGetDeviceCount", rc) : std::string("0 devices")) + ")";
        ::dlclose(lib);
        return nullptr;
    }
    return std::unique_ptr<Runtime>(new Runtime(std::move(api)));
}

Runtime::Runtime(std::unique_ptr<Api> api) : m_api(std::move(api)) {}

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
