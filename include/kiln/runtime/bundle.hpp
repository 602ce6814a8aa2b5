// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Reader for clang-offload-bundler bundles ("fat binaries", .hipfb), uncompressed and compressed
// (CCOB versions 2 and 3, zstd or zlib). Header-only, C++17, no LLVM, so the generated loader
// header uses it too; link -lzstd -lz. docs/bundle.md describes both formats byte by byte.
//
// Uncompressed (all integers little-endian u64):
//   offset 0   "__CLANG_OFFLOAD_BUNDLE__"   24-byte magic
//   offset 24  entry count N
//   then N times: offset, size, id length, id bytes (e.g. "hipv4-amdgcn-amd-amdhsa--gfx942";
//     printable ASCII, 0x21-0x7e, at least one byte)
//   entry data at its offset (kiln and clang align to 4096), zero padding between
// Compressed: "CCOB", u16 version, u16 method (0 zlib, 1 zstd), then version 2: u32 total file
// size, u32 uncompressed size; version 3: u64, u64; then u64 hash (low 64 bits of the MD5 of the
// uncompressed bundle); then the compressed uncompressed bundle.
// Every offset, size and count is checked against the buffer: a malformed bundle is an error naming
// the problem and where it was found, never a crash and never "no entries".
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <zlib.h>
#include <zstd.h>

#include "kiln/runtime/md5.hpp"

namespace kiln::runtime {

inline constexpr std::string_view k_bundle_magic = "__CLANG_OFFLOAD_BUNDLE__";
inline constexpr std::string_view k_compressed_magic = "CCOB";
// A compressed bundle claiming to inflate beyond this, or by more than this ratio, is refused
// rather than allocated: a lying header must not make a loader allocate gigabytes. Real bundles
// compress 5-20x (code objects; kiln's example: 11x); 1 MiB can ask for at most 256 MiB, which
// zstd fills in a fraction of a second. docs/bundle.md lists the limits.
inline constexpr std::uint64_t k_max_uncompressed_size = std::uint64_t(1) << 30;
inline constexpr std::uint64_t k_max_compression_ratio = 256;

enum class Compression : std::uint16_t { zlib = 0, zstd = 1 };

struct BundleEntry {
    std::string id;          // "hipv4-amdgcn-amd-amdhsa--gfx942:xnack-"
    std::uint64_t offset = 0;
    std::string_view data;   // into the given buffer, or into `storage` for a compressed bundle
};

struct BundleReadResult {
    std::vector<BundleEntry> entries;
    std::string error;  // empty on success
    bool compressed = false;
    std::uint16_t compressed_version = 0;
    Compression method = Compression::zstd;
    std::shared_ptr<const std::string> storage;  // the uncompressed bundle, when it was compressed
    // The bytes of the input the bundle spans: its header and every entry's data (compressed: the
    // size its header states), for finding the next of several bundles laid end to end.
    std::uint64_t extent = 0;
    bool ok() const { return error.empty(); }
};

namespace detail {
template <class T>
inline bool read_int(std::string_view b, std::uint64_t at, T& v) {
    if (at > b.size() || b.size() - at < sizeof(T)) return false;
    std::memcpy(&v, b.data() + at, sizeof(T));  // the format and every AMD host are little-endian
    return true;
}

inline BundleReadResult fail(std::string what, std::uint64_t at) {
    BundleReadResult r;
    r.error = std::move(what) + " at offset " + std::to_string(at);
    return r;
}

inline BundleReadResult read_uncompressed(std::string_view b) {
    BundleReadResult r;
    if (b.substr(0, k_bundle_magic.size()) != k_bundle_magic) return fail("not an offload bundle: bad magic", 0);
    std::uint64_t at = k_bundle_magic.size();
    std::uint64_t count = 0;
    if (!read_int(b, at, count)) return fail("truncated bundle header: no entry count", at);
    // Each entry needs at least 24 header bytes; a larger count cannot be honest.
    if (count == 0 || count > (b.size() - at) / 24) return fail("absurd entry count " + std::to_string(count), at);
    at += 8;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint64_t off = 0, size = 0, id_len = 0;
        if (!read_int(b, at, off) || !read_int(b, at + 8, size) || !read_int(b, at + 16, id_len))
            return fail("truncated header of entry " + std::to_string(i), at);
        at += 24;
        if (id_len > b.size() - at) return fail("entry " + std::to_string(i) + " id runs past the end", at);
        // An ID is a target triple with its kind ("hipv4-amdgcn-amd-amdhsa--gfx942"): printable
        // ASCII. Any other byte is not an ID clang writes, and must not reach messages or JSON.
        if (id_len == 0) return fail("entry " + std::to_string(i) + " has an empty id", at - 8);
        for (std::uint64_t k = 0; k < id_len; ++k) {
            const auto c = static_cast<unsigned char>(b[at + k]);
            if (c < 0x21 || c > 0x7e) {
                static constexpr char k_hex[] = "0123456789abcdef";
                return fail("entry " + std::to_string(i) + " id is not a target triple: byte 0x" + k_hex[c >> 4] + k_hex[c & 15] +
                                " is not printable ASCII",
                            at + k);
            }
        }
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
    // Overlaps, in O(n log n): entries with data sorted by offset, each against the furthest end
    // before it (a bundle may hold hundreds of thousands of entries).
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < r.entries.size(); ++i) {
        const auto& e = r.entries[i];
        if (e.data.empty()) continue;
        if (e.offset < at) return fail("entry '" + e.id + "' data overlaps the bundle header", e.offset);
        order.push_back(i);
    }
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return r.entries[a].offset != r.entries[b].offset ? r.entries[a].offset < r.entries[b].offset : a < b;
    });
    for (std::size_t k = 1, furthest = order.empty() ? 0 : order[0]; k < order.size(); ++k) {
        const auto& o = r.entries[furthest];
        const auto& e = r.entries[order[k]];
        if (e.offset < o.offset + o.data.size()) {
            const bool o_first = furthest < order[k];  // name them in file order
            return fail("entries '" + (o_first ? o : e).id + "' and '" + (o_first ? e : o).id + "' overlap",
                        (o_first ? e : o).offset);
        }
        if (e.offset + e.data.size() > o.offset + o.data.size()) furthest = order[k];
    }
    r.extent = at;
    for (const auto& e : r.entries) r.extent = std::max<std::uint64_t>(r.extent, e.offset + e.data.size());
    return r;
}
}  // namespace detail

// Decompresses a CCOB bundle into `out`; an error message (with the offset) or empty.
inline std::string decompress_bundle(std::string_view b, std::string& out, std::uint16_t* version = nullptr,
                                     Compression* method = nullptr, std::uint64_t* compressed_size = nullptr) {
    auto at = [](const std::string& what, std::uint64_t offset) { return what + " at offset " + std::to_string(offset); };
    std::uint16_t ver = 0, meth = 0;
    if (b.substr(0, 4) != k_compressed_magic) return at("not a compressed bundle: bad magic", 0);
    if (!detail::read_int(b, 4, ver) || !detail::read_int(b, 6, meth)) return at("truncated compressed bundle header", 4);
    if (ver != 2 && ver != 3) return at("unsupported compressed bundle version " + std::to_string(ver), 4);
    if (meth != 0 && meth != 1) return at("unknown compression method " + std::to_string(meth), 6);
    std::uint64_t total = 0, raw = 0, hash = 0;
    std::size_t header = ver == 2 ? 24 : 32;
    bool sizes = true;
    if (ver == 2) {
        std::uint32_t t = 0, r = 0;
        sizes = detail::read_int(b, 8, t) && detail::read_int(b, 12, r);
        total = t, raw = r;
    } else {
        sizes = detail::read_int(b, 8, total) && detail::read_int(b, 16, raw);
    }
    if (!sizes || !detail::read_int(b, header - 8, hash)) return at("truncated compressed bundle header", 8);
    if (total < header || total > b.size())
        return at("compressed bundle claims " + std::to_string(total) + " bytes but has " + std::to_string(b.size()), 8);
    if (raw == 0 || raw > k_max_uncompressed_size)
        return at("absurd uncompressed size " + std::to_string(raw), ver == 2 ? 12 : 16);
    const std::string_view payload = b.substr(header, total - header);
    if (raw > (payload.size() + 1) * k_max_compression_ratio)
        return at("implausible uncompressed size " + std::to_string(raw) + " for " + std::to_string(payload.size()) +
                      " compressed bytes",
                  ver == 2 ? 12 : 16);
    if (meth == 1) {
        const unsigned long long frame = ZSTD_getFrameContentSize(payload.data(), payload.size());
        if (frame != ZSTD_CONTENTSIZE_UNKNOWN && frame != raw)
            return at("the zstd frame holds " + std::to_string(frame) + " bytes, the header says " + std::to_string(raw), header);
    }
    out.assign(raw, '\0');
    if (meth == 1) {
        const std::size_t n = ZSTD_decompress(out.data(), out.size(), payload.data(), payload.size());
        if (ZSTD_isError(n)) return at(std::string("zstd: ") + ZSTD_getErrorName(n), header);
        if (n != raw) return at("decompressed to " + std::to_string(n) + " bytes, the header says " + std::to_string(raw), header);
    } else {
        uLongf n = static_cast<uLongf>(raw);
        const int rc = uncompress(reinterpret_cast<Bytef*>(out.data()), &n, reinterpret_cast<const Bytef*>(payload.data()),
                                  static_cast<uLong>(payload.size()));
        if (rc != Z_OK) return at("zlib error " + std::to_string(rc), header);
        if (n != raw) return at("decompressed to " + std::to_string(n) + " bytes, the header says " + std::to_string(raw), header);
    }
    if (md5_low64(out) != hash) return at("hash mismatch: the decompressed bundle is not the one that was compressed", header - 8);
    if (version) *version = ver;
    if (method) *method = static_cast<Compression>(meth);
    if (compressed_size) *compressed_size = total;
    return {};
}

inline BundleReadResult read_bundle(std::string_view b) {
    if (b.substr(0, k_compressed_magic.size()) != k_compressed_magic) return detail::read_uncompressed(b);
    auto storage = std::make_shared<std::string>();
    std::uint16_t version = 0;
    Compression method{};
    std::uint64_t size = 0;
    if (std::string error = decompress_bundle(b, *storage, &version, &method, &size); !error.empty()) {
        BundleReadResult r;
        r.error = error;
        return r;
    }
    BundleReadResult r = detail::read_uncompressed(*storage);
    if (!r.ok()) {
        r.error = "in the decompressed bundle: " + r.error;
        return r;
    }
    r.compressed = true;
    r.compressed_version = version;
    r.method = method;
    r.storage = std::move(storage);
    r.extent = size;
    return r;
}

}  // namespace kiln::runtime
