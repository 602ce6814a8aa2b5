// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cache/cache.hpp"
#include "codegen_digest.hpp"  // generated: cmake/KilnCodegenDigest.cmake

namespace kiln::cache {

util::KeyBuilder versioned_key(std::string_view kind, std::string_view llvm_version) {
    util::KeyBuilder key;
    key.add(kind).add(std::to_string(k_schema_version)).add(KILN_VERSION).add(KILN_CODEGEN_DIGEST).add(llvm_version);
    return key;
}

}  // namespace kiln::cache
