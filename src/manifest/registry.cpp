#include "manifest/registry.hpp"

namespace kiln::manifest {

static constexpr std::string_view k_backends[] = {"amdgpu"};

static constexpr std::string_view k_amdgpu_attrs[] = {
    "amdgpu-flat-work-group-size", "amdgpu-waves-per-eu", "amdgpu-max-num-workgroups",
    "amdgpu-agpr-alloc",           "amdgpu-num-vgpr",     "amdgpu-num-sgpr",
    "amdgpu-sched-strategy",       "amdgpu-ieee",         "amdgpu-dx10-clamp",
    "uniform-work-group-size",
};

std::span<const std::string_view> known_backends() { return k_backends; }

std::span<const std::string_view> known_attributes(std::string_view backend) {
    if (backend == "amdgpu") return k_amdgpu_attrs;
    return {};
}

}  // namespace kiln::manifest
