// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Target-ID matching as the HIP runtime does it when it picks a code object from a bundle:
// the same processor; every feature the code object pins (sramecc, xnack: '+' or '-') equal to
// the device's; an unpinned feature matches either; the first compatible entry in file order wins.
// Header-only, C++17, no LLVM, no HIP.
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

// The index of the first hipv4 entry compatible with the device, or -1.
inline int select_code_object(const std::vector<BundleEntry>& entries, std::string_view device) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string& id = entries[i].id;
        if (id.compare(0, k_hip_entry_prefix.size(), k_hip_entry_prefix) != 0) continue;
        if (compatible(std::string_view(id).substr(k_hip_entry_prefix.size()), device)) return static_cast<int>(i);
    }
    return -1;
}

}  // namespace kiln::runtime
