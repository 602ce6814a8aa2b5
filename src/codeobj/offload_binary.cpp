// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "codeobj/offload_binary.hpp"

#include <cstring>

namespace kiln::codeobj {

namespace {

std::uint64_t u64(std::string_view b, std::size_t at) {
    std::uint64_t v = 0;
    std::memcpy(&v, b.data() + at, 8);
    return v;
}
std::uint32_t u32(std::string_view b, std::size_t at) {
    std::uint32_t v = 0;
    std::memcpy(&v, b.data() + at, 4);
    return v;
}
std::uint16_t u16(std::string_view b, std::size_t at) {
    std::uint16_t v = 0;
    std::memcpy(&v, b.data() + at, 2);
    return v;
}

constexpr std::string_view k_magic = "\x10\xff\x10\xad";
constexpr std::size_t k_header = 32, k_entry = 40;

// [offset, offset + size) lies within `limit` bytes (no overflow).
bool within(std::uint64_t offset, std::uint64_t size, std::uint64_t limit) { return offset <= limit && size <= limit - offset; }

// A NUL-terminated string at `offset` of the binary.
bool string_at(std::string_view binary, std::uint64_t offset, std::string& out) {
    if (offset >= binary.size()) return false;
    const std::size_t end = binary.find('\0', static_cast<std::size_t>(offset));
    if (end == std::string_view::npos) return false;
    out = std::string(binary.substr(static_cast<std::size_t>(offset), end - static_cast<std::size_t>(offset)));
    return true;
}

}  // namespace

Result<std::vector<OffloadImage>> read_offload_binaries(std::string_view section) {
    std::vector<OffloadImage> out;
    std::size_t at = 0;
    while (at < section.size()) {
        // Padding between binaries (a linker aligns them): zero bytes up to the next binary.
        if (section[at] == '\0') {
            ++at;
            continue;
        }
        const std::string where = "offload binary at section offset " + std::to_string(at) + ": ";
        const std::string_view rest = section.substr(at);
        if (rest.size() < k_header || rest.substr(0, 4) != k_magic)
            return make_error(where + "not an offload binary (magic 10 FF 10 AD)");
        const std::uint32_t version = u32(rest, 4);
        if (version != 1) return make_error(where + "version " + std::to_string(version) + "; kiln reads version 1");
        const std::uint64_t size = u64(rest, 8), entry = u64(rest, 16), entry_size = u64(rest, 24);
        if (size < k_header + k_entry || size > rest.size())
            return make_error(where + "its size " + std::to_string(size) + " does not fit the " + std::to_string(rest.size()) +
                              " bytes left in the section");
        const std::string_view binary = rest.substr(0, static_cast<std::size_t>(size));
        if (entry_size < k_entry || !within(entry, entry_size, size))
            return make_error(where + "its entry (offset " + std::to_string(entry) + ", " + std::to_string(entry_size) +
                              " bytes) lies outside it");
        const auto e = static_cast<std::size_t>(entry);
        OffloadImage img;
        img.image_kind = u16(binary, e);
        img.offload_kind = u16(binary, e + 2);
        img.offset = at;
        const std::uint64_t strings = u64(binary, e + 8), count = u64(binary, e + 16);
        const std::uint64_t image = u64(binary, e + 24), image_size = u64(binary, e + 32);
        if (count > size / 16 || !within(strings, count * 16, size))
            return make_error(where + "its string table (" + std::to_string(count) + " entries at " + std::to_string(strings) +
                              ") lies outside it");
        for (std::uint64_t i = 0; i < count; ++i) {
            std::string key, value;
            const auto s = static_cast<std::size_t>(strings + i * 16);
            if (!string_at(binary, u64(binary, s), key) || !string_at(binary, u64(binary, s + 8), value))
                return make_error(where + "string " + std::to_string(i) + " lies outside it or is not terminated");
            if (key == "triple") img.triple = value;
            else if (key == "arch") img.arch = value;
        }
        if (!within(image, image_size, size))
            return make_error(where + "its image (" + std::to_string(image_size) + " bytes at " + std::to_string(image) +
                              ") lies outside it");
        img.image = binary.substr(static_cast<std::size_t>(image), static_cast<std::size_t>(image_size));
        out.push_back(std::move(img));
        at += static_cast<std::size_t>(size);
    }
    return out;
}

std::string image_kind_name(std::uint16_t kind) {
    switch (static_cast<ImageKind>(kind)) {
        case ImageKind::object: return "object";
        case ImageKind::bitcode: return "LLVM IR";
        case ImageKind::cubin: return "cubin";
        case ImageKind::fatbinary: return "fatbinary";
        case ImageKind::ptx: return "PTX";
        case ImageKind::spirv: return "SPIR-V";
        case ImageKind::none: return "image";  // clang-offload-packager's kind for an unknown file extension
        default: return "kind " + std::to_string(kind);
    }
}

std::string offload_kind_name(std::uint16_t kind) {
    std::string out;
    const char* names[] = {"openmp", "cuda", "hip", "sycl"};
    for (int bit = 0; bit < 4; ++bit)
        if (kind & (1u << bit)) out += (out.empty() ? "" : "+") + std::string(names[bit]);
    return out.empty() ? "none" : out;
}

}  // namespace kiln::codeobj
