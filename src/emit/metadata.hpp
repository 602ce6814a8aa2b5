#pragma once
// Writers for kiln's per-code-object metadata (the .kiln section, docs/metadata.md) and for
// `kiln inspect --json`.
#include <string>
#include <vector>

#include "codeobj/kernel_record.hpp"

namespace kiln::emit {

std::string metadata_json(const codeobj::CodeObjectRecord& record);

// {"bundle": PATH, "targets": [{"target", "kernels": [{...flat fields...}]}]}
std::string inspect_json(const std::string& bundle, const std::vector<codeobj::CodeObjectRecord>& targets);

}  // namespace kiln::emit
