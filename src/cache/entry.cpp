// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The entry format (cache.hpp describes it byte by byte): an entry written from a payload
// (compressed with zstd when smaller, signed with a signer), and a payload read back from bytes
// that may be anything, every field bounds checked, the digest and any signature verified.
#include <cstring>

#include <zstd.h>

#include "cache/cache.hpp"
#include "cache/internal.hpp"
#include "util/file_hash.hpp"

namespace kiln::cache {

namespace {

constexpr std::uint8_t k_compressed = 1, k_signed = 2;
constexpr std::uint64_t k_max_payload = std::uint64_t{1} << 32;  // an entry's payload is at most 4 GiB

template <class T>
T read_at(const std::string& bytes, std::size_t at) {
    T v;
    std::memcpy(&v, bytes.data() + at, sizeof v);
    return v;
}

}  // namespace

// The payload of an entry's bytes if they are a whole, intact entry stored under `key` (and, with
// a verifier, signed by a trusted key); every field bounds checked.
Check verified_payload(const std::string& bytes, std::string_view key, const Verifier* verifier, std::string& payload) {
    if (bytes.size() < k_fixed || bytes.compare(0, k_magic.size(), k_magic) != 0 ||
        static_cast<std::uint8_t>(bytes[9]) != k_entry_version || bytes[11] != 0)
        return Check::corrupt;
    const auto flags = static_cast<std::uint8_t>(bytes[10]);
    if (flags & ~(k_compressed | k_signed)) return Check::corrupt;
    const auto key_size = read_at<std::uint16_t>(bytes, 12);
    const std::size_t header = k_fixed + key_size + (flags & k_signed ? 96 : 0);
    if (bytes.size() < header || std::string_view(bytes).substr(14, key_size) != key) return Check::corrupt;
    const std::size_t at = 14 + key_size;
    const auto stored = read_at<std::uint64_t>(bytes, at), size = read_at<std::uint64_t>(bytes, at + 8);
    if (stored != bytes.size() - header || size > k_max_payload || (!(flags & k_compressed) && size != stored)) return Check::corrupt;
    const std::string_view body = std::string_view(bytes).substr(header);
    if (std::memcmp(util::sha256(body).data(), bytes.data() + at + 16, 32) != 0) return Check::corrupt;
    if (verifier) {
        if (!(flags & k_signed)) return Check::unsigned_entry;
        PublicKey signer;
        Signature signature;
        std::memcpy(signer.data(), bytes.data() + at + 48, 32);
        std::memcpy(signature.data(), bytes.data() + at + 80, 64);
        if (!verifier->verify(signer, signature, std::string_view(bytes).substr(0, at + 48))) return Check::unsigned_entry;
    }
    if (!(flags & k_compressed)) {
        payload.assign(body);
        return Check::ok;
    }
    if (ZSTD_getFrameContentSize(body.data(), body.size()) != size) return Check::corrupt;
    payload.resize(size);
    const std::size_t n = ZSTD_decompress(payload.data(), payload.size(), body.data(), body.size());
    if (ZSTD_isError(n) || n != size) return Check::corrupt;
    return Check::ok;
}

std::string entry_of(std::string_view key, std::string_view payload, bool compress, int level, const Signer* signer) {
    std::string packed;
    if (compress && !payload.empty()) {
        packed.resize(ZSTD_compressBound(payload.size()));
        const std::size_t n = ZSTD_compress(packed.data(), packed.size(), payload.data(), payload.size(), level);
        if (ZSTD_isError(n) || n >= payload.size()) packed.clear();  // no smaller: stored as it is
        else packed.resize(n);
    }
    const std::string_view body = packed.empty() ? payload : std::string_view(packed);
    std::string entry(k_magic);
    entry += static_cast<char>(k_entry_version);
    entry += static_cast<char>((packed.empty() ? 0 : k_compressed) | (signer ? k_signed : 0));
    entry += '\0';
    const auto key_size = static_cast<std::uint16_t>(key.size());
    entry.append(reinterpret_cast<const char*>(&key_size), 2);
    entry += key;
    const std::uint64_t stored = body.size(), size = payload.size();
    entry.append(reinterpret_cast<const char*>(&stored), 8);
    entry.append(reinterpret_cast<const char*>(&size), 8);
    const auto digest = util::sha256(body);
    entry.append(reinterpret_cast<const char*>(digest.data()), 32);
    if (signer) {
        const Signature signature = signer->sign(entry);
        entry.append(reinterpret_cast<const char*>(signer->public_key().data()), 32);
        entry.append(reinterpret_cast<const char*>(signature.data()), 64);
    }
    entry += body;
    return entry;
}

}  // namespace kiln::cache
