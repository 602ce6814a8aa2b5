// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The front end's command as an editor runs it (frontend.hpp, editor_command): what kiln build
// --compile-commands writes into compile_commands.json, for clangd and clang-check.
#include <string>

#include "frontend/clang_frontend.hpp"
#include "frontend/frontend.hpp"

namespace kiln::frontend {

EditorCommand editor_command(const Request& request, const std::filesystem::path& header_dir) {
    EditorCommand c;
    if (!is_clang(request.language)) return c;
    c.arguments = driver_args(request, clang_language(request));
    c.arguments.front() = KILN_CLANG_EXECUTABLE;  // clang++ by clang's own path: its resource directory
    const std::string_view from = virtual_dir();
    const std::string to = (header_dir / "").string();
    bool used = false;
    for (std::string& a : c.arguments)
        if (const std::size_t at = a.find(from); at != std::string::npos) {
            a.replace(at, from.size(), to);
            used = true;
        }
    if (used)
        for (auto& [path, text] : virtual_headers()) c.files.emplace_back(header_dir / path.substr(from.size()), std::move(text));
    return c;
}

}  // namespace kiln::frontend
