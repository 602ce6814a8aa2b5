// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Kernel arguments checked against the kernel's metadata and packed at its offsets, as
// hipModuleLaunchKernel's HIP_LAUNCH_PARAM_BUFFER_POINTER expects them. Header-only, C++17, no
// HIP and no LLVM, so it can be tested anywhere.
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace kiln::runtime {

struct ArgSpec {
    const char* name;
    std::uint32_t offset;
    std::uint32_t size;
    bool pointer;  // the kernel takes a buffer (global_buffer)
    // A pointer or an 8-byte value: a parameter of a cubin built elsewhere, which does not say
    // which (declare the kernel's `args` in the manifest to have it checked).
    bool either = false;
};

struct KernelSpec {
    const char* name;
    const ArgSpec* args;          // explicit arguments only; the runtime adds the hidden ones
    std::size_t count;
    std::uint32_t explicit_size;  // bytes of the explicit arguments, offsets included
};

namespace detail {
template <class A>
inline std::string check_arg(const KernelSpec& spec, std::size_t i) {
    using T = std::decay_t<A>;
    const ArgSpec& a = spec.args[i];
    const std::string which = "argument " + std::to_string(i + 1) + " ('" + a.name + "') of kernel '" + spec.name + "'";
    constexpr bool is_pointer = std::is_pointer_v<T> || std::is_null_pointer_v<T>;
    if (a.pointer && !is_pointer) return which + " is a buffer: pass a device pointer";
    if (!a.pointer && is_pointer && !a.either) return which + " is a " + std::to_string(a.size) + "-byte value, not a pointer";
    if (sizeof(T) != a.size)
        return which + " takes " + std::to_string(a.size) + " bytes; the value passed has " + std::to_string(sizeof(T));
    return {};
}
}  // namespace detail

// Checks count, size and pointer-ness of each argument; on success fills `buffer` with the packed
// arguments and returns an empty string, else returns what is wrong.
template <class... A>
std::string pack_args(const KernelSpec& spec, std::vector<unsigned char>& buffer, const A&... args) {
    if (sizeof...(A) != spec.count)
        return "kernel '" + std::string(spec.name) + "' takes " + std::to_string(spec.count) + " arguments; " +
               std::to_string(sizeof...(A)) + " given";
    std::string error;
    std::size_t i = 0;
    ((error.empty() ? (void)(error = detail::check_arg<A>(spec, i++)) : (void)0), ...);
    if (!error.empty()) return error;
    buffer.assign(spec.explicit_size, 0);
    i = 0;
    ((std::memcpy(buffer.data() + spec.args[i].offset, &args, sizeof(A)), ++i), ...);
    return {};
}

}  // namespace kiln::runtime
