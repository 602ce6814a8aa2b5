// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `llvm_args`: which LLVM options a kernel may take (LLVM's own option table decides what exists
// and which name files; kiln refuses those that read or write files or stop the code generator).
#include <llvm/Config/llvm-config.h>
#include <llvm/Support/CommandLine.h>

#include <algorithm>
#include <vector>

#include "compile/compile.hpp"
#include "util/strings.hpp"

namespace kiln::compile {

namespace {

// Whether an LLVM option's name or value name says its value is a path: "-ir-dump-directory",
// "-info-output-file", "-cfg-dot-filename-prefix", "-dot-cfg-mssa=<file name for generated dot file>".
bool names_a_path(std::string_view name, llvm::StringRef value_name) {
    for (std::string_view suffix : {"file", "filename", "file-prefix", "filename-prefix", "dir", "directory", "path", "output",
                                    "outfile", "out-file"})
        if (name == suffix || (name.size() > suffix.size() && name.ends_with(suffix) && name[name.size() - suffix.size() - 1] == '-'))
            return true;
    if (name.find("-file-") != std::string_view::npos || name.find("output-") != std::string_view::npos) return true;
    return value_name.contains_insensitive("file") || value_name.contains_insensitive("dir") ||
           value_name.contains_insensitive("path");
}

}  // namespace

std::optional<std::string> llvm_option_problem(const std::string& option) {
    std::string_view name = option;
    name.remove_prefix(std::min<std::size_t>(name.find_first_not_of('-'), name.size()));
    name = name.substr(0, name.find('='));
    if (name.empty()) return "is not an option: write '-name' or '-name=value'";
    if (name.starts_with("help") || name == "version" || name.starts_with("print-options") ||
        name.starts_with("print-all-options"))
        return "prints and exits: it is not an option for compiling";
    auto& registered = llvm::cl::getRegisteredOptions();
    if (auto found = registered.find(name); found != registered.end()) {
        // Options whose value names a file or directory: those that write (-ir-dump-directory,
        // -info-output-file, -dot-cfg-dir, -print-changed-diff-path...) would write outside the
        // output directory, and only on a cache miss; those that read (-sample-profile-file,
        // -rewrite-map-file...) would make the object depend on a file the cache key does not see.
        // The class, from LLVM's table: a value required, and a name or value name that says path.
        const llvm::cl::Option& o = *found->second;
        if (o.getValueExpectedFlag() == llvm::cl::ValueRequired && names_a_path(name, o.ValueStr))
            return "names a file or directory, which kiln cannot keep in the output directory or in the cache key: "
                   "LLVM options that read or write files are refused (docs/manifest.md)";
        if (name == "stop-after" || name == "stop-before" || name == "start-after" || name == "start-before" ||
            name == "run-pass")
            return "runs part of the code generator's pipeline: kiln needs a finished object";
        return std::nullopt;
    }
    std::vector<std::string> names;
    for (const auto& entry : registered)
        if (!entry.first.empty()) names.push_back(entry.first.str());
    std::string problem = "is not an option LLVM " LLVM_VERSION_STRING " knows";
    if (auto near = util::closest_match(name, names)) problem += " (did you mean '-" + *near + "'?)";
    return problem;
}

}  // namespace kiln::compile
