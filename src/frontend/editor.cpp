// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The front end's command as an editor runs it (frontend.hpp, editor_command): what kiln build
// --compile-commands writes into compile_commands.json, for clangd and clang-check.
#include <fstream>
#include <iterator>
#include <string>

#include "frontend/clang_frontend.hpp"
#include "frontend/cuda_headers.hpp"
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
    // A HIP source for an NVIDIA target: the editor reads HIP's NVIDIA runtime API header stubbed,
    // as kiln's compile does (cuda_headers.hpp). Its neighbour includes it by a quoted path, so only
    // a copy of HIP's whole hip/ directory, searched first, can stand in for it.
    if (!request.hip_nvidia.empty()) {
        namespace fs = std::filesystem;
        const fs::path copy = header_dir / "hip-nvidia";
        std::error_code ec;
        for (fs::recursive_directory_iterator it(request.hip_nvidia / "hip", ec), end; !ec && it != end; it.increment(ec)) {
            if (!it->is_regular_file(ec)) continue;
            std::ifstream in(it->path(), std::ios::binary);
            const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            const fs::path rel = it->path().lexically_relative(request.hip_nvidia);
            c.files.emplace_back(copy / rel, rel == "hip/nvidia_detail/nvidia_hip_runtime_api.h" ? stub_hip_nvidia_api(text) : text);
        }
        c.arguments.insert(c.arguments.begin() + 1, {"-isystem", copy.string()});
    }
    return c;
}

}  // namespace kiln::frontend
