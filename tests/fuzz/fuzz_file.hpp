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

// The private directory, removed when the fuzzer exits normally (a crash leaves it for a look).
struct FuzzDir {
    std::filesystem::path path;
    FuzzDir() {
        std::string t = (std::filesystem::temp_directory_path() / "kiln-fuzz-XXXXXX").string();
        if (!::mkdtemp(t.data())) std::abort();
        path = t;
    }
    ~FuzzDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

inline std::filesystem::path input_file(std::string_view input, const char* name) {
    static const FuzzDir dir;
    const std::filesystem::path file = dir.path / name;
    std::ofstream(file, std::ios::binary | std::ios::trunc).write(input.data(), static_cast<std::streamsize>(input.size()));
    return file;
}

}  // namespace kiln::fuzz
