// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Target-ID matching as the HIP runtime does it when it picks a code object from a bundle:
// the same processor; every feature the code object pins (sramecc, xnack: '+' or '-') equal to
// the device's; an unpinned feature matches either; the first compatible entry in file order wins.
// NVIDIA entries ("hipv4-nvptx64-nvidia-cuda--sm_90", raw cubins) go by compute capability
// instead (select_nvidia_code_object). Header-only, C++17, no LLVM, no HIP.
#include <string>
#include <string_view>
#include <vector>

#include "kiln/runtime/bundle.hpp"

namespace kiln::runtime {

inline constexpr std::string_view k_hip_entry_prefix = "hipv4-amdgcn-amd-amdhsa--";
// NVIDIA code objects (raw cubins) in the same bundle: "hipv4-nvptx64-nvidia-cuda--sm_90".
inline constexpr std::string_view k_nvidia_entry_prefix = "hipv4-nvptx64-nvidia-cuda--";

enum class Feature { any, off, on };

struct TargetIdParts {
    std::string processor;
    Feature sramecc = Feature::any;
    Feature xnack = Feature::any;
    bool valid = false;
};

// "gfx942:sramecc+:xnack-" -> {gfx942, on, off}. A device's gcnArchName has the same form.
inline TargetIdParts parse_target_id(std::string_view id) {
    TargetIdParts t;
    std::size_t colon = id.find(':');
    t.processor = std::string(id.substr(0, colon));
    if (t.processor.empty()) return t;
    while (colon != std::string_view::npos) {
        std::size_t next = id.find(':', colon + 1);
        std::string_view f = id.substr(colon + 1, next == std::string_view::npos ? std::string_view::npos : next - colon - 1);
        if (f.size() < 2 || (f.back() != '+' && f.back() != '-')) return t;
        Feature value = f.back() == '+' ? Feature::on : Feature::off;
        std::string_view name = f.substr(0, f.size() - 1);
        if (name == "sramecc") t.sramecc = value;
        else if (name == "xnack") t.xnack = value;
        else return t;
        colon = next;
    }
    t.valid = true;
    return t;
}

// Whether a code object built for `code_object` runs on a device whose gcnArchName is `device`.
inline bool compatible(std::string_view code_object, std::string_view device) {
    const TargetIdParts co = parse_target_id(code_object);
    const TargetIdParts dev = parse_target_id(device);
    if (!co.valid || !dev.valid || co.processor != dev.processor) return false;
    if (co.sramecc != Feature::any && co.sramecc != dev.sramecc) return false;
    if (co.xnack != Feature::any && co.xnack != dev.xnack) return false;
    return true;
}

// The generic target (code object v6) whose code a processor also runs, or "": HIP's own table
// (ROCm CLR, hipamd/src/hip_fatbin.cpp, TargetGenericMap), the same as LLVM 22's AMDGPUUsage.
inline std::string_view generic_of(std::string_view processor) {
    struct Family {
        std::string_view generic;
        std::string_view members[8];
    };
    static constexpr Family k_families[] = {
        {"gfx9-generic", {"gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"}},
        {"gfx9-4-generic", {"gfx942", "gfx950"}},
        {"gfx10-1-generic", {"gfx1010", "gfx1011", "gfx1012", "gfx1013"}},
        {"gfx10-3-generic", {"gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036"}},
        {"gfx11-generic", {"gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153"}},
        {"gfx12-generic", {"gfx1200", "gfx1201"}},
    };
    for (const Family& f : k_families)
        for (std::string_view m : f.members)
            if (!m.empty() && m == processor) return f.generic;
    return {};
}

// Whether `processor` is one of the generic targets.
inline bool is_generic(std::string_view processor) {
    return processor.size() > 8 && processor.substr(processor.size() - 8) == "-generic";
}

// The index of the hipv4 entry the HIP runtime loads on the device, or -1: the first entry
// compatible with the device's target ID; else the first compatible with the device's generic
// target, the device's features kept ("gfx942:sramecc+:xnack-" -> "gfx9-4-generic:sramecc+:xnack-"),
// as CLR's ExtractFatBinaryUsingCOMGR asks comgr for both and prefers the native code object.
inline int select_code_object(const std::vector<BundleEntry>& entries, std::string_view device) {
    auto first_compatible = [&](std::string_view target) {
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string& id = entries[i].id;
            if (id.compare(0, k_hip_entry_prefix.size(), k_hip_entry_prefix) != 0) continue;
            if (compatible(std::string_view(id).substr(k_hip_entry_prefix.size()), target)) return static_cast<int>(i);
        }
        return -1;
    };
    if (const int native = first_compatible(device); native >= 0) return native;
    const std::size_t colon = device.find(':');
    const std::string_view generic = generic_of(device.substr(0, colon));
    if (generic.empty()) return -1;
    std::string as_generic(generic);
    if (colon != std::string_view::npos) as_generic += device.substr(colon);
    return first_compatible(as_generic);
}

namespace detail {
// "sm_90" -> {9, 0, false}, "sm_90a" -> {9, 0, true}, "sm_86" -> {8, 6, false}; major 0: not one.
struct Sm {
    int major = 0, minor = 0;
    bool arch_specific = false;
};
inline Sm parse_sm(std::string_view name) {
    Sm s;
    if (name.size() < 5 || name.substr(0, 3) != "sm_") return s;
    std::string_view digits = name.substr(3);
    const bool a = digits.back() == 'a';
    if (a) digits.remove_suffix(1);
    if (digits.size() < 2 || digits.size() > 3) return s;
    int value = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return s;
        value = value * 10 + (c - '0');
    }
    s.major = value / 10, s.minor = value % 10, s.arch_specific = a;
    return s;
}
}  // namespace detail

// The NVIDIA entry whose cubin runs on a device of compute capability major.minor, as the CUDA
// driver runs SASS: exactly sm_<major><minor> first; then sm_<major><minor>a (its arch-specific
// instructions run on that compute capability only); then the same major with the highest lower
// minor (sm_86, then sm_80, on an sm_89 device). Never another major: kiln's bundles hold cubins,
// no PTX for the driver to compile. -1 when no entry runs.
inline int select_nvidia_code_object(const std::vector<BundleEntry>& entries, int major, int minor) {
    int best = -1, best_rank = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string& id = entries[i].id;
        if (id.compare(0, k_nvidia_entry_prefix.size(), k_nvidia_entry_prefix) != 0) continue;
        const detail::Sm sm = detail::parse_sm(std::string_view(id).substr(k_nvidia_entry_prefix.size()));
        if (sm.major == 0 || sm.major != major || sm.minor > minor) continue;
        // Rank: exact 30, exact arch-specific 20, a lower minor 10 - (minor - its minor); the first
        // entry of the best rank wins, as in file order for AMD entries.
        int rank = 0;
        if (sm.minor == minor) rank = sm.arch_specific ? 20 : 30;
        else if (!sm.arch_specific) rank = 10 - (minor - sm.minor);
        if (rank > best_rank) best = static_cast<int>(i), best_rank = rank;
    }
    return best;
}

}  // namespace kiln::runtime
