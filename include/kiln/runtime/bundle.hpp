#pragma once
// Reader for clang-offload-bundler bundles ("fat binaries", .hipfb). Header-only, C++17, no LLVM,
// so the generated loader header can use it too.
//
// Uncompressed layout (all integers little-endian u64):
//   offset 0   "__CLANG_OFFLOAD_BUNDLE__"   24-byte magic
//   offset 24  entry count N
//   then N times: offset, size, id length, id bytes (e.g. "hipv4-amdgcn-amd-amdhsa--gfx942")
//   entry data at its offset (kiln and clang align to 4096), zero padding between
// Every offset and size is checked against the buffer: a malformed bundle is an error naming the
// problem and where it was found, never a crash and never "no entries".
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::runtime {

inline constexpr std::string_view k_bundle_magic = "__CLANG_OFFLOAD_BUNDLE__";
inline constexpr std::string_view k_compressed_magic = "CCOB";

struct BundleEntry {
    std::string id;          // "hipv4-amdgcn-amd-amdhsa--gfx942:xnack-"
    std::uint64_t offset = 0;
    std::string_view data;   // points into the buffer given to read_bundle
};

struct BundleReadResult {
    std::vector<BundleEntry> entries;
    std::string error;  // empty on success
    bool ok() const { return error.empty(); }
};

namespace detail {
inline bool read_u64(std::string_view b, std::uint64_t at, std::uint64_t& v) {
    if (at > b.size() || b.size() - at < 8) return false;
    std::memcpy(&v, b.data() + at, 8);  // the format and every AMD host are little-endian
    return true;
}
}  // namespace detail

inline BundleReadResult read_bundle(std::string_view b) {
    BundleReadResult r;
    auto fail = [&](const std::string& what, std::uint64_t at) {
        r.entries.clear();
        r.error = what + " at offset " + std::to_string(at);
        return r;
    };
    if (b.substr(0, k_compressed_magic.size()) == k_compressed_magic)
        return fail("compressed bundles (CCOB) are not supported yet", 0);
    if (b.substr(0, k_bundle_magic.size()) != k_bundle_magic) return fail("not an offload bundle: bad magic", 0);
    std::uint64_t at = k_bundle_magic.size();
    std::uint64_t count = 0;
    if (!detail::read_u64(b, at, count)) return fail("truncated bundle header: no entry count", at);
    // Each entry needs at least 24 header bytes; a larger count cannot be honest.
    if (count == 0 || count > (b.size() - at) / 24) return fail("absurd entry count " + std::to_string(count), at);
    at += 8;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint64_t off = 0, size = 0, id_len = 0;
        if (!detail::read_u64(b, at, off) || !detail::read_u64(b, at + 8, size) || !detail::read_u64(b, at + 16, id_len))
            return fail("truncated header of entry " + std::to_string(i), at);
        at += 24;
        if (id_len > b.size() - at) return fail("entry " + std::to_string(i) + " id runs past the end", at);
        BundleEntry e;
        e.id.assign(b.data() + at, id_len);
        at += id_len;
        if (off > b.size() || size > b.size() - off)
            return fail("entry '" + e.id + "' data [" + std::to_string(off) + ", +" + std::to_string(size) +
                            ") lies outside the " + std::to_string(b.size()) + "-byte bundle",
                        at - id_len - 24);
        e.offset = off;
        e.data = b.substr(off, size);
        r.entries.push_back(std::move(e));
    }
    for (std::size_t i = 0; i < r.entries.size(); ++i) {
        const auto& e = r.entries[i];
        if (!e.data.empty() && e.offset < at) return fail("entry '" + e.id + "' data overlaps the bundle header", e.offset);
        for (std::size_t j = 0; j < i; ++j) {
            const auto& o = r.entries[j];
            if (e.data.empty() || o.data.empty()) continue;
            if (e.offset < o.offset + o.data.size() && o.offset < e.offset + e.data.size())
                return fail("entries '" + o.id + "' and '" + e.id + "' overlap", e.offset);
        }
    }
    return r;
}

}  // namespace kiln::runtime
