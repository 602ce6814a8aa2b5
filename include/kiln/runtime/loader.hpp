// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Support code for kiln's generated loader headers: pick the code object of a bundle that matches
// the current device, load it with hipModuleLoadData, and launch kernels with arguments checked
// against their metadata. Header-only, C++17; needs only the HIP headers, on either of HIP's
// platforms (docs/loader.md):
//   AMD:    -D__HIP_PLATFORM_AMD__, link -lamdhip64 -lzstd -lz. Entries by target ID (gfx942:xnack-).
//   NVIDIA: -D__HIP_PLATFORM_NVIDIA__ with CUDA headers HIP's NVIDIA headers compile against
//           (Debian's HIP 5.2: CUDA 11.8's), link -lcudart_static -lcuda -ldl -lpthread -lrt -lzstd
//           -lz. Entries by compute capability (sm_90), cubins loaded through the CUDA driver.
//   NVIDIA without HIP (any CUDA, 13 included): -DKILN_CUDA_DRIVER -I<CUDA>/include, link -lcuda
//           -lzstd -lz: the HIP calls the loader makes, over the CUDA driver API (cuda_driver.hpp).
#if defined(KILN_CUDA_DRIVER)
#include "kiln/runtime/cuda_driver.hpp"
#else
#include <hip/hip_runtime_api.h>
#endif

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <limits>
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
    // The instruction mix of its loops as kiln counted it (the speed estimate's: fastest()); fma
    // -1 where kiln does not read the backend's code (AMD).
    int fma = -1, shared_loads = 0, global_loads = 0;
    int load_bytes = 0, passes = 0;  // global bytes a thread loads per loop iteration; loops that load
    // NVIDIA (sm_NN): registers per thread and named barriers; `lds` is the static shared memory,
    // `scratch` the local bytes per thread, `spills` ptxas's spill store bytes,
    // `max_flat_workgroup_size` its MAX_THREADS_PER_BLOCK (.maxntid; 1024 without). The
    // manifest's shared_carveout (percent) and max_dynamic_lds, which the loader sets when it loads
    // the kernel; -1: not set.
    int registers = 0, barriers = 0;
    int carveout = -1, max_dynamic_lds = -1;
    // The kernel's name in the code object where it is not the manifest's (a code object built
    // elsewhere, packaged as it is); nullptr otherwise.
    const char* symbol = nullptr;
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
        in.carveout = f.carveout;
        in.max_dynamic_shared = occupancy::cuda::loader_max_dynamic_shared(f.lds, dynamic_lds, f.max_dynamic_lds);
        in.barriers = f.barriers;
        const occupancy::cuda::Result c = occupancy::cuda::blocks_per_sm(in);
        return c.status == occupancy::Status::unknown_arch ? -1 : c.blocks_per_sm;
    }
    const occupancy::Result r = occupancy::max_blocks_per_cu(
        {occupancy::arch_from_name(f.target), f.vgprs, f.sgprs, f.lds, block, dynamic_lds, profile, f.wavefront});
    return r.status == occupancy::Status::unknown_arch ? -1 : r.blocks_per_cu;
}

// Kernel families (`variants = "all"`, docs/loader.md): the manifest's kernel and the variants of
// its tune sweep, all in the bundle, chosen on the host at run time.
struct FamilyMember {
    const char* name;              // the member's kernel in the bundle: "gemm", "gemm_v3"
    const char* const* values;     // its value of each of the family's axes, as kiln tune shows them
    const KernelFigures* figures;  // per target it is built for
    std::size_t figure_count;

    // kiln's figures on `target` (a bundle target ID); nullptr where the member is not built.
    constexpr const KernelFigures* on(std::string_view target) const {
        for (std::size_t i = 0; i < figure_count; ++i)
            if (target == figures[i].target) return &figures[i];
        return nullptr;
    }
};

// kiln's speed estimate (occupancy::estimated_time) of a launch of `blocks` blocks of `block`
// threads (0: the recorded block size) with `dynamic_lds` bytes (-1: the recorded) on a device of
// `units` CUs (SMs): relative, comparable between launches of the same problem. Infinite where the
// launch cannot run.
constexpr double estimated_time(const KernelFigures& f, occupancy::Profile profile, long long blocks, int units, int block = 0,
                                int dynamic_lds = -1) {
    occupancy::SpeedInputs in;
    in.block_size = block > 0 ? block : f.block_size;
    in.blocks_per_unit = max_blocks_per_cu(f, profile, static_cast<int>(in.block_size), dynamic_lds >= 0 ? dynamic_lds : f.dynamic_lds);
    in.grid = blocks;
    in.units = units;
    const bool nvidia = f.target[0] == 's' && f.target[1] == 'm' && f.target[2] == '_';
    in.wave_size = nvidia ? 32 : f.wavefront > 0 ? f.wavefront : 64;
    in.memory_traffic = f.spills > 0 || f.scratch > 0;
    in.fma = f.fma, in.shared_loads = f.shared_loads, in.global_loads = f.global_loads;
    in.load_bytes = f.load_bytes, in.passes = f.passes;  // the launch's bytes are not known here
    return occupancy::estimated_time(in);
}

// A cost that leaves a member out of a choice (where Triton's AOT dispatcher's condition on the
// arguments, such as divisibility by 16, fails).
inline constexpr double k_excluded = std::numeric_limits<double>::infinity();

// The member of `members` built for `target` with the lowest cost(member, figures); an infinite or
// NaN cost leaves a member out, ties go to the earlier member (the manifest's kernel is first).
// -1 when no member remains. constexpr: a choice can be checked at compile time.
template <class Cost>
constexpr int choose_member(const FamilyMember* members, std::size_t count, std::string_view target, Cost&& cost) {
    int best = -1;
    double best_cost = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const KernelFigures* f = members[i].on(target);
        if (!f) continue;
        const double c = static_cast<double>(cost(members[i], *f));
        if (c != c || c == k_excluded) continue;  // NaN or excluded
        if (best < 0 || c < best_cost) best = static_cast<int>(i), best_cost = c;
    }
    return best;
}

// ceil(a / b) for b > 0; what cost models are made of.
constexpr long long ceil_div(long long a, long long b) { return b > 0 ? (a + b - 1) / b : -1; }

// The waves a grid of `blocks` runs in on `compute_units` CUs (SMs) holding `blocks_per_cu` each:
// ceil(blocks / (compute_units x blocks_per_cu)); -1 without an occupancy figure (blocks_per_cu <= 0).
constexpr long long waves(long long blocks, int compute_units, int blocks_per_cu) {
    return blocks_per_cu > 0 && compute_units > 0 ? ceil_div(blocks, static_cast<long long>(compute_units) * blocks_per_cu) : -1;
}

// The number in a member's value: the digits after "NAME=" (a define such as "[SPLIT=4]"), or the
// first number when `name` is empty ("256"); -1 where there is none.
constexpr long long number_in(std::string_view value, std::string_view name = {}) {
    std::size_t at = 0;
    if (!name.empty()) {
        for (;;) {
            at = value.find(name, at);
            if (at == std::string_view::npos) return -1;
            const bool starts = at == 0 || !((value[at - 1] >= 'A' && value[at - 1] <= 'Z') || (value[at - 1] >= 'a' && value[at - 1] <= 'z') ||
                                             (value[at - 1] >= '0' && value[at - 1] <= '9') || value[at - 1] == '_');
            at += name.size();
            if (starts && at < value.size() && value[at] == '=') {
                ++at;
                break;
            }
        }
    } else {
        while (at < value.size() && !(value[at] >= '0' && value[at] <= '9')) ++at;
    }
    if (at >= value.size() || !(value[at] >= '0' && value[at] <= '9')) return -1;
    long long n = 0;
    for (; at < value.size() && value[at] >= '0' && value[at] <= '9' && n < (1LL << 50); ++at) n = n * 10 + (value[at] - '0');
    return n;
}

// The current device: its target (AMD: the gcnArchName, "gfx942:sramecc+:xnack-"; NVIDIA:
// "sm_90" from the compute capability, 9.0) and compute units (SMs on NVIDIA).
struct Device {
    int id = 0;
    std::string target;
    int compute_units = 0;    // the CUs HIP's occupancy grid counts (grid_compute_units)
    int multiprocessors = 0;  // hipDeviceProp_t::multiProcessorCount
    std::string name;        // "AMD Instinct MI300X", "NVIDIA H200"
    int major = 0, minor = 0;  // NVIDIA: the compute capability
};

#if defined(KILN_CUDA_DRIVER)
inline constexpr bool k_nvidia_platform = true;

// The driver's own answer: no driver, an older one, or only the toolkit's stub library all mean
// no usable GPU here.
inline Error no_device_error() {
    int count = 0;
    CUresult r = cuInit(0);
    if (r == CUDA_SUCCESS) r = cuDeviceGetCount(&count);
    if (r == CUDA_SUCCESS && count > 0) return {};
    const char* text = nullptr;
    std::string why = r == CUDA_SUCCESS ? "none" : "CUresult " + std::to_string(static_cast<int>(r));
    if (r == CUDA_ERROR_STUB_LIBRARY) why = "CUDA driver is a stub library";  // the stub cannot name its own errors
    else if (r != CUDA_SUCCESS && cuGetErrorString(r, &text) == CUDA_SUCCESS && text) why = text;
    if (r == CUDA_SUCCESS || r == CUDA_ERROR_NO_DEVICE || r == CUDA_ERROR_SYSTEM_DRIVER_MISMATCH || r == CUDA_ERROR_STUB_LIBRARY)
        return {Error::Code::no_device, "no NVIDIA GPU: the CUDA driver finds no device (" + why + ")"};
    return {Error::Code::hip, "cuDeviceGetCount failed: " + why};
}
#elif defined(__HIP_PLATFORM_NVIDIA__)
inline constexpr bool k_nvidia_platform = true;

// The CUDA runtime's own answer, which HIP's NVIDIA mapping folds into hipErrorUnknown for some:
// no driver, an older one, or only the toolkit's stub library all mean no usable GPU here.
inline Error no_device_error() {
    int count = 0;
    const cudaError_t c = cudaGetDeviceCount(&count);
    if (c == cudaSuccess && count > 0) return {};
    if (c == cudaSuccess || c == cudaErrorNoDevice || c == cudaErrorInsufficientDriver || c == cudaErrorStubLibrary)
        return {Error::Code::no_device, std::string("no NVIDIA GPU: the CUDA runtime finds no device (") +
                                            (c == cudaSuccess ? "none" : cudaGetErrorString(c)) + ")"};
    return {Error::Code::hip, std::string("cudaGetDeviceCount failed: ") + cudaGetErrorString(c)};
}
#else
inline constexpr bool k_nvidia_platform = false;

inline Error no_device_error() {
    int count = 0;
    const hipError_t e = hipGetDeviceCount(&count);
    if (e == hipErrorNoDevice || (e == hipSuccess && count == 0))
        return {Error::Code::no_device, "no AMD GPU: the HIP runtime finds no device"};
    return e == hipSuccess ? Error{} : hip_error("hipGetDeviceCount", e);
}
#endif

// The compute units HIP's full-occupancy grid (hipModuleOccupancyMaxPotentialBlockSize) counts on
// a device reporting `multiprocessors`. On gfx10 and later in HIP's default WGP mode
// (GPU_ENABLE_WGP_MODE unset, or "true" or a nonzero number, as CLR reads its flags) the device
// reports WGPs, two CUs each (CLR's rocdevice.cpp halves the CU count), and the grid counts CUs
// again for a kernel not in WGP mode (hip_platform.cpp; as HIP reads kiln's kernels' metadata:
// docs/occupancy.md): twice the multiprocessors. Elsewhere, the multiprocessors.
inline int grid_compute_units(std::string_view target, int multiprocessors, const char* wgp_mode) {
    const std::size_t digits = target.substr(0, target.find(':')).size();
    const bool rdna = target.substr(0, 3) == "gfx" && digits >= 7 && target[3] >= '1' && target[3] <= '9';
    const bool wgp = !wgp_mode || std::string_view(wgp_mode) == "true" || std::atoi(wgp_mode) != 0;
    return rdna && wgp ? 2 * multiprocessors : multiprocessors;
}

inline Error current_device(Device& out) {
    if (Error none = no_device_error()) return none;
    hipError_t e = hipGetDevice(&out.id);
    if (e != hipSuccess) return hip_error("hipGetDevice", e);
    hipDeviceProp_t prop{};
    if ((e = hipGetDeviceProperties(&prop, out.id)) != hipSuccess) return hip_error("hipGetDeviceProperties", e);
    out.name = prop.name;
    out.multiprocessors = prop.multiProcessorCount;
    out.major = prop.major, out.minor = prop.minor;
    // HIP's NVIDIA platform leaves gcnArchName empty: the compute capability names the device.
    out.target = k_nvidia_platform ? "sm_" + std::to_string(prop.major * 10 + prop.minor) : std::string(prop.gcnArchName);
    out.compute_units = k_nvidia_platform ? out.multiprocessors
                                          : grid_compute_units(out.target, out.multiprocessors, std::getenv("GPU_ENABLE_WGP_MODE"));
    return {};
}

#if defined(__HIP_PLATFORM_NVIDIA__)
inline Error cuda_error(const char* call, CUresult r) {
    const char* text = nullptr;
    if (cuGetErrorString(r, &text) != CUDA_SUCCESS || !text) text = "unknown CUresult";
    return {Error::Code::hip, std::string(call) + " failed: " + text};
}
#endif

// A kernel of a loaded code object.
class Kernel {
public:
    Kernel() = default;
    Kernel(hipFunction_t f, const KernelSpec* spec, const KernelFigures* figures)
        : m_function(f), m_spec(spec), m_figures(figures) {}

    // Checks the arguments against the kernel's metadata (count, sizes, pointer or value), packs
    // them at the metadata's offsets and launches.
    template <class... A>
    Error launch(dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream, const A&... args) const {
        if (!m_function) return {Error::Code::not_loaded, "the kernel's library is not loaded"};
        std::vector<unsigned char> buffer;
        if (std::string problem = pack_args(*m_spec, buffer, args...); !problem.empty())
            return {Error::Code::bad_arguments, problem};
        if (Error e = check_block(block)) return e;
        if (Error e = allow_dynamic_shared(dynamic_lds)) return e;
        std::size_t size = buffer.size();
        void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, buffer.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                         HIP_LAUNCH_PARAM_END};
        hipError_t e = hipModuleLaunchKernel(m_function, grid.x, grid.y, grid.z, block.x, block.y, block.z,
                                             static_cast<unsigned>(dynamic_lds), stream, nullptr, extra);
        return e == hipSuccess ? Error{} : hip_error("hipModuleLaunchKernel", e);
    }

    // Launches with the block size and dynamic LDS kiln built, measured and tuned the kernel for on
    // the loaded target (its figures: the manifest's, or NAME.tuned.toml's pick).
    template <class... A>
    Error launch_recorded(dim3 grid, hipStream_t stream, const A&... args) const {
        if (!m_function || !m_figures) return {Error::Code::not_loaded, "the kernel's library is not loaded"};
        return launch(grid, dim3(static_cast<unsigned>(m_figures->block_size)), static_cast<std::size_t>(m_figures->dynamic_lds), stream,
                      args...);
    }

    hipFunction_t handle() const { return m_function; }
    const KernelSpec& spec() const { return *m_spec; }
    const KernelFigures* figures() const { return m_figures; }  // kiln's, for the loaded target

private:
    // A block beyond the kernel's maximum (its launch bounds, which kiln sets from the manifest's
    // block size) cannot launch: an error here rather than the runtime's "invalid argument". A
    // block other than the one kiln built, measured and tuned the kernel for (a NAME.tuned.toml
    // pick may have changed it) launches, with a line on standard error, once per kernel, in
    // builds without NDEBUG (KILN_QUIET_LAUNCH silences it): launch_recorded() uses the recorded one.
    Error check_block(dim3 block) const {
        if (!m_figures) return {};
        const long long threads = 1LL * block.x * block.y * block.z;
        if (m_figures->max_flat_workgroup_size > 0 && threads > m_figures->max_flat_workgroup_size)
            return {Error::Code::bad_arguments, "a block of " + std::to_string(threads) + " threads is more than kernel '" + m_spec->name +
                                                    "' takes on " + m_figures->target + ": " + std::to_string(m_figures->max_flat_workgroup_size) +
                                                    " (its launch bounds; kiln built it for blocks of " +
                                                    std::to_string(m_figures->block_size) + ")"};
#if !defined(NDEBUG) && !defined(KILN_QUIET_LAUNCH)
        if (threads != m_figures->block_size && !m_said_block) {
            m_said_block = true;
            std::fprintf(stderr,
                         "kiln: kernel '%s' launched with blocks of %lld threads on %s; kiln built it for %d (its occupancy figures "
                         "and tuned pick assume %d): launch_recorded() launches with it (KILN_QUIET_LAUNCH or NDEBUG silences this)\n",
                         m_spec->name, threads, m_figures->target, m_figures->block_size, m_figures->block_size);
        }
#endif
        return {};
    }

    // NVIDIA: static plus dynamic shared memory above 48 KiB per block, or more dynamic shared
    // memory than the manifest's max_dynamic_lds set at load, needs the function's
    // MAX_DYNAMIC_SHARED_SIZE_BYTES raised to the launch's dynamic size (never lowered; kiln's
    // occupancy figures assume the same: occupancy::cuda::loader_max_dynamic_shared). AMD has no
    // such setting.
    Error allow_dynamic_shared(std::size_t dynamic_lds) const {
#if defined(__HIP_PLATFORM_NVIDIA__)
        const long long static_shared = m_figures ? m_figures->lds : 0;
        const bool set_at_load = m_figures && m_figures->max_dynamic_lds >= 0;
        if (set_at_load || static_shared + static_cast<long long>(dynamic_lds) > occupancy::cuda::k_default_shared_per_block) {
            int now = 0;
            CUresult r = cuFuncGetAttribute(&now, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, m_function);
            if (r != CUDA_SUCCESS) return cuda_error("cuFuncGetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", r);
            if (static_cast<std::size_t>(now) < dynamic_lds &&
                (r = cuFuncSetAttribute(m_function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                        static_cast<int>(dynamic_lds))) != CUDA_SUCCESS)
                return cuda_error("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", r);
        }
#else
        (void)dynamic_lds;
#endif
        return {};
    }

    hipFunction_t m_function = nullptr;
    const KernelSpec* m_spec = nullptr;
    mutable bool m_said_block = false;  // check_block's line was written
    const KernelFigures* m_figures = nullptr;
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
        const Device& d = m.m_device;
        const int index = k_nvidia_platform ? select_nvidia_code_object(read.entries, d.major, d.minor)
                                            : select_code_object(read.entries, d.target);
        if (index < 0) {
            std::string offered;
            for (const auto& e : read.entries)
                for (std::string_view prefix : {k_hip_entry_prefix, k_nvidia_entry_prefix})
                    if (e.id.compare(0, prefix.size(), prefix) == 0)
                        offered += (offered.empty() ? "" : ", ") + e.id.substr(prefix.size());
            const std::string device =
                k_nvidia_platform ? d.name + " (compute capability " + std::to_string(d.major) + "." +
                                        std::to_string(d.minor) + ", " + d.target + ")"
                                  : d.target;
            error = {Error::Code::no_matching_target,
                     "the device is " + device + "; the bundle has " +
                         (offered.empty() ? std::string("no GPU code objects") : "code objects for " + offered)};
            return m;
        }
        const std::string& id = read.entries[index].id;
        m.m_target = id.substr(k_nvidia_platform ? k_nvidia_entry_prefix.size() : k_hip_entry_prefix.size());
        m.m_storage = read.storage;  // a decompressed bundle stays alive with the module
        hipError_t e = hipSuccess;
        // The CUDA driver loads a module into the current context only: make the device's
        // primary context current (a runtime call does) before the first driver call.
        if (k_nvidia_platform && (e = hipSetDevice(d.id)) != hipSuccess) {
            error = hip_error("hipSetDevice", e);
            return m;
        }
        if (k_nvidia_platform && (e = hipFree(nullptr)) != hipSuccess) {
            error = hip_error("hipFree(nullptr)", e);
            return m;
        }
        e = hipModuleLoadData(&m.m_module, read.entries[index].data.data());
        if (e != hipSuccess) {
            m.m_module = nullptr;
            error = hip_error("hipModuleLoadData", e);
        }
        return m;
    }

    // A kernel of the module; `figures`: kiln's for the loaded target (KernelFigures), whose
    // NVIDIA launch settings (the manifest's shared_carveout, max_dynamic_lds) are set here.
    Kernel kernel(const KernelSpec& spec, const KernelFigures* figures, Error& error) const {
        hipFunction_t f = nullptr;
        if (!m_module) {
            error = {Error::Code::not_loaded, "the library is not loaded"};
            return {};
        }
        hipError_t e = hipModuleGetFunction(&f, m_module, figures && figures->symbol ? figures->symbol : spec.name);
        if (e != hipSuccess) {
            error = hip_error("hipModuleGetFunction", e);
            return {};
        }
#if defined(__HIP_PLATFORM_NVIDIA__)
        CUresult r = CUDA_SUCCESS;
        if (figures && figures->carveout >= 0 &&
            (r = cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, figures->carveout)) != CUDA_SUCCESS) {
            error = cuda_error("cuFuncSetAttribute(PREFERRED_SHARED_MEMORY_CARVEOUT)", r);
            return {};
        }
        if (figures && figures->max_dynamic_lds >= 0 &&
            (r = cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, figures->max_dynamic_lds)) !=
                CUDA_SUCCESS) {
            error = cuda_error("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", r);
            return {};
        }
#endif
        return Kernel(f, &spec, figures);
    }

    // A `__device__` or `__constant__` variable of the code object, by its name (the mangled name
    // for C++ variables in a namespace): its device address and size, for hipMemcpyHtoD and the
    // like (hipModuleGetGlobal). kiln defines each such variable once per code object, shared by
    // every kernel that uses it.
    struct Global {
        hipDeviceptr_t address{};  // a pointer on AMD, a CUdeviceptr (an integer) on NVIDIA
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
