// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Links the relocatable objects of one target into one loadable code object with lld, in-process.
#include <span>
#include <string>
#include <string_view>

#include "util/result.hpp"

namespace kiln::link {

// Objects are linked in the order given; that order is the order of kernels in the metadata.
// `kiln_section`, when not empty, becomes the non-allocated .kiln section (docs/metadata.md).
// Thread-safe: calls are serialized, since lld is not.
Result<std::string> link_code_object(std::span<const std::string> objects, std::string_view kiln_section = {});

// Merges the NT_AMDGPU_METADATA blobs of several objects into one: the kernel lists are
// concatenated in order, every other field must agree.
Result<std::string> merge_metadata(std::span<const std::string> blobs);

}  // namespace kiln::link
