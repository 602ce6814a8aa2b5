// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// For fuzz targets whose library function reads a path (the manifest loader, inspect): the input
// written to one file of a private directory, rewritten for each input.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <unistd.h>

namespace kiln::fuzz {

inline std::filesystem::path input_file(std::string_view input, const char* name) {
    static const std::filesystem::path dir = [] {
        std::string t = (std::filesystem::temp_directory_path() / "kiln-fuzz-XXXXXX").string();
        if (!::mkdtemp(t.data())) std::abort();
        return std::filesystem::path(t);
    }();
    const std::filesystem::path file = dir / name;
    std::ofstream(file, std::ios::binary | std::ios::trunc).write(input.data(), static_cast<std::streamsize>(input.size()));
    return file;
}

}  // namespace kiln::fuzz
