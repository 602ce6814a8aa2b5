// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Support code for kiln's generated loader headers: pick the code object of a bundle that matches
// the current device (the HIP runtime's target-ID rules), load it with hipModuleLoadData, and
// launch kernels with arguments checked against their metadata. Header-only, C++17; needs only
// the HIP headers (compile with -D__HIP_PLATFORM_AMD__, link -lamdhip64 -lzstd -lz).
#include <hip/hip_runtime_api.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kiln/occupancy.hpp"
#include "kiln/runtime/args.hpp"
#include "kiln/runtime/bundle.hpp"
#include "kiln/runtime/target_id.hpp"

namespace kiln::runtime {

struct Error {
    enum class Code { ok, no_device, no_matching_target, bad_bundle, hip, bad_arguments, not_loaded };
    Code code = Code::ok;
    std::string message;
    explicit operator bool() const { return code != Code::ok; }
};

inline Error hip_error(const char* call, hipError_t e) {
    return {Error::Code::hip, std::string(call) + " failed: " + hipGetErrorString(e)};
}

// What kiln stored about a kernel for one target (the .kiln metadata, as constants).
struct KernelFigures {
    const char* target;
    int vgprs, sgprs, agprs, lds, scratch, spills, max_flat_workgroup_size;
    int block_size, dynamic_lds, blocks_per_cu;
    int wavefront = 0;  // .wavefront_size; 0: the processor's default
    // NVIDIA (sm_NN): registers per thread and named barriers; `lds` is the static shared memory,
    // `max_flat_workgroup_size` the kernel's max threads per block.
    int registers = 0, barriers = 0;
};

// HIP's occupancy (CUDA's on sm_NN targets, the maximum dynamic shared size raised above 48 KiB
// as the loader raises it) for these figures at another launch configuration; no GPU needed. -1
// where kiln has no model for the target (blocks_per_cu is -1 there too).
constexpr int max_blocks_per_cu(const KernelFigures& f, occupancy::Profile profile, int block, int dynamic_lds) {
    if (f.target[0] == 's' && f.target[1] == 'm' && f.target[2] == '_') {
        occupancy::cuda::Input in;
        in.arch = occupancy::cuda::arch_from_name(f.target);
        in.registers = f.registers;
        in.static_shared = f.lds;
        in.block_size = block;
        in.dynamic_shared = dynamic_lds;
        in.max_dynamic_shared = dynamic_lds > 49152 ? dynamic_lds : -1;
        in.barriers = f.barriers;
        const occupancy::cuda::Result c = occupancy::cuda::blocks_per_sm(in);
        return c.status == occupancy::Status::unknown_arch ? -1 : c.blocks_per_sm;
    }
    const occupancy::Result r = occupancy::max_blocks_per_cu(
        {occupancy::arch_from_name(f.target), f.vgprs, f.sgprs, f.lds, block, dynamic_lds, profile, f.wavefront});
    return r.status == occupancy::Status::unknown_arch ? -1 : r.blocks_per_cu;
}

// The current device: its gcnArchName ("gfx942:sramecc+:xnack-") and compute units.
struct Device {
    int id = 0;
    std::string target;
    int compute_units = 0;
};

inline Error current_device(Device& out) {
    int count = 0;
    hipError_t e = hipGetDeviceCount(&count);
    if (e == hipErrorNoDevice || (e == hipSuccess && count == 0))
        return {Error::Code::no_device, "no AMD GPU: the HIP runtime finds no device"};
    if (e != hipSuccess) return hip_error("hipGetDeviceCount", e);
    if ((e = hipGetDevice(&out.id)) != hipSuccess) return hip_error("hipGetDevice", e);
    hipDeviceProp_t prop{};
    if ((e = hipGetDeviceProperties(&prop, out.id)) != hipSuccess) return hip_error("hipGetDeviceProperties", e);
    out.target = prop.gcnArchName;
    out.compute_units = prop.multiProcessorCount;
    return {};
}

// A kernel of a loaded code object.
class Kernel {
public:
    Kernel() = default;
    Kernel(hipFunction_t f, const KernelSpec* spec) : m_function(f), m_spec(spec) {}

    // Checks the arguments against the kernel's metadata (count, sizes, pointer or value), packs
    // them at the metadata's offsets and launches.
    template <class... A>
    Error launch(dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream, const A&... args) const {
        if (!m_function) return {Error::Code::not_loaded, "the kernel's library is not loaded"};
        std::vector<unsigned char> buffer;
        if (std::string problem = pack_args(*m_spec, buffer, args...); !problem.empty())
            return {Error::Code::bad_arguments, problem};
        std::size_t size = buffer.size();
        void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, buffer.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                         HIP_LAUNCH_PARAM_END};
        hipError_t e = hipModuleLaunchKernel(m_function, grid.x, grid.y, grid.z, block.x, block.y, block.z,
                                             static_cast<unsigned>(dynamic_lds), stream, nullptr, extra);
        return e == hipSuccess ? Error{} : hip_error("hipModuleLaunchKernel", e);
    }

    hipFunction_t handle() const { return m_function; }
    const KernelSpec& spec() const { return *m_spec; }

private:
    hipFunction_t m_function = nullptr;
    const KernelSpec* m_spec = nullptr;
};

// The code object of a bundle that suits the current device, loaded.
class Module {
public:
    Module() = default;
    Module(Module&& o) noexcept { *this = std::move(o); }
    Module& operator=(Module&& o) noexcept {
        std::swap(m_module, o.m_module);
        std::swap(m_device, o.m_device);
        std::swap(m_target, o.m_target);
        std::swap(m_storage, o.m_storage);
        return *this;
    }
    Module(const Module&) = delete;
    Module& operator=(const Module&) = delete;
    ~Module() {
        if (m_module) (void)hipModuleUnload(m_module);
    }

    // Reads the bundle (compressed or not), picks the first entry compatible with the device and
    // loads exactly that code object.
    static Module load(std::string_view bundle, Error& error) {
        Module m;
        error = current_device(m.m_device);
        if (error) return m;
        BundleReadResult read = read_bundle(bundle);
        if (!read.ok()) {
            error = {Error::Code::bad_bundle, "invalid bundle: " + read.error};
            return m;
        }
        const int index = select_code_object(read.entries, m.m_device.target);
        if (index < 0) {
            std::string offered;
            for (const auto& e : read.entries)
                if (e.id.compare(0, k_hip_entry_prefix.size(), k_hip_entry_prefix) == 0)
                    offered += (offered.empty() ? "" : ", ") + e.id.substr(k_hip_entry_prefix.size());
            error = {Error::Code::no_matching_target,
                     "the device is " + m.m_device.target + "; the bundle has code objects for " + offered};
            return m;
        }
        m.m_target = read.entries[index].id.substr(k_hip_entry_prefix.size());
        m.m_storage = read.storage;  // a decompressed bundle stays alive with the module
        hipError_t e = hipModuleLoadData(&m.m_module, read.entries[index].data.data());
        if (e != hipSuccess) {
            m.m_module = nullptr;
            error = hip_error("hipModuleLoadData", e);
        }
        return m;
    }

    Kernel kernel(const KernelSpec& spec, Error& error) const {
        hipFunction_t f = nullptr;
        if (!m_module) {
            error = {Error::Code::not_loaded, "the library is not loaded"};
            return {};
        }
        hipError_t e = hipModuleGetFunction(&f, m_module, spec.name);
        if (e != hipSuccess) {
            error = hip_error("hipModuleGetFunction", e);
            return {};
        }
        return Kernel(f, &spec);
    }

    // A `__device__` or `__constant__` variable of the code object, by its name (the mangled name
    // for C++ variables in a namespace): its device address and size, for hipMemcpyHtoD and the
    // like (hipModuleGetGlobal). kiln defines each such variable once per code object, shared by
    // every kernel that uses it.
    struct Global {
        hipDeviceptr_t address = nullptr;
        std::size_t size = 0;
    };
    Global global(const char* name, Error& error) const {
        Global g;
        if (!m_module) {
            error = {Error::Code::not_loaded, "the library is not loaded"};
            return g;
        }
        hipError_t e = hipModuleGetGlobal(&g.address, &g.size, m_module, name);
        if (e != hipSuccess) error = hip_error("hipModuleGetGlobal", e);
        return g;
    }

    bool loaded() const { return m_module != nullptr; }
    const Device& device() const { return m_device; }
    const std::string& target() const { return m_target; }  // the bundle entry's target ID

private:
    hipModule_t m_module = nullptr;
    Device m_device;
    std::string m_target;
    std::shared_ptr<const std::string> m_storage;
};

}  // namespace kiln::runtime
