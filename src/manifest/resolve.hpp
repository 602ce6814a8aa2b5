#pragma once
// Attribute layering: for one (kernel, target), built-in backend defaults < [defaults] <
// [kernels.NAME], each value remembering where it came from.
#include <string>
#include <vector>

#include "manifest/manifest.hpp"

namespace kiln::manifest {

enum class Origin { builtin, defaults, kernel };
const char* origin_name(Origin o);

struct ResolvedAttr {
    std::string backend;
    std::string name;
    std::string value;
    Origin origin = Origin::builtin;
    SourcePos pos;  // the value in the manifest; unknown for built-ins

    // Built-in defaults yield to a value already in the kernel source; manifest values replace it.
    bool yields_to_source() const { return origin == Origin::builtin; }
};

struct ResolvedKernel {
    std::string name;
    SourcePos pos;  // the kernel's table header
    std::filesystem::path source;
    SourcePos source_pos;
    std::string symbol;
    std::int64_t block_size = 0;
    std::int64_t dynamic_lds = 0;
    std::vector<ResolvedAttr> attrs;  // sorted by backend, then name
};

// Launch block size when neither the kernel nor [defaults] gives one (Triton's 4 warps).
inline constexpr std::int64_t k_default_block_size = 256;

ResolvedKernel resolve(const Manifest& m, const Kernel& k, const TargetId& target);

}  // namespace kiln::manifest
