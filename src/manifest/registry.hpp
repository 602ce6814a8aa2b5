#pragma once
// The fn_attrs registry: which backends and attributes a manifest may name. Value checks per
// target come with the full registry; today names are checked so a typo never passes silently.
#include <span>
#include <string_view>

namespace kiln::manifest {

std::span<const std::string_view> known_backends();
// Attributes of a backend; empty for an unknown backend.
std::span<const std::string_view> known_attributes(std::string_view backend);

}  // namespace kiln::manifest
