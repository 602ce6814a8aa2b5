// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// MD5 (RFC 1321), header-only C++17: compressed offload bundles carry the low 64 bits of the MD5
// of the uncompressed bundle, as clang-offload-bundler computes it.
#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace kiln::runtime {

namespace md5_detail {
inline std::uint32_t rotl(std::uint32_t x, int s) { return (x << s) | (x >> (32 - s)); }
// One round step of RFC 1321: a = b + ((a + F(b, c, d) + x + t) <<< s), F chosen per round.
inline void f1(std::uint32_t& a, std::uint32_t b, std::uint32_t c, std::uint32_t d, std::uint32_t x, std::uint32_t t, int s) {
    a = b + rotl(a + (d ^ (b & (c ^ d))) + x + t, s);
}
inline void f2(std::uint32_t& a, std::uint32_t b, std::uint32_t c, std::uint32_t d, std::uint32_t x, std::uint32_t t, int s) {
    a = b + rotl(a + (c ^ (d & (b ^ c))) + x + t, s);
}
inline void f3(std::uint32_t& a, std::uint32_t b, std::uint32_t c, std::uint32_t d, std::uint32_t x, std::uint32_t t, int s) {
    a = b + rotl(a + (b ^ c ^ d) + x + t, s);
}
inline void f4(std::uint32_t& a, std::uint32_t b, std::uint32_t c, std::uint32_t d, std::uint32_t x, std::uint32_t t, int s) {
    a = b + rotl(a + (c ^ (b | ~d)) + x + t, s);
}

// The 64 steps written out, so every rotation and word index is a constant.
inline void block(std::uint32_t h[4], const unsigned char* p) {
    std::uint32_t w[16];
    for (int i = 0; i < 16; ++i)
        w[i] = std::uint32_t(p[4 * i]) | std::uint32_t(p[4 * i + 1]) << 8 | std::uint32_t(p[4 * i + 2]) << 16 |
               std::uint32_t(p[4 * i + 3]) << 24;
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
    f1(a, b, c, d, w[0], 0xd76aa478, 7), f1(d, a, b, c, w[1], 0xe8c7b756, 12), f1(c, d, a, b, w[2], 0x242070db, 17), f1(b, c, d, a, w[3], 0xc1bdceee, 22);
    f1(a, b, c, d, w[4], 0xf57c0faf, 7), f1(d, a, b, c, w[5], 0x4787c62a, 12), f1(c, d, a, b, w[6], 0xa8304613, 17), f1(b, c, d, a, w[7], 0xfd469501, 22);
    f1(a, b, c, d, w[8], 0x698098d8, 7), f1(d, a, b, c, w[9], 0x8b44f7af, 12), f1(c, d, a, b, w[10], 0xffff5bb1, 17), f1(b, c, d, a, w[11], 0x895cd7be, 22);
    f1(a, b, c, d, w[12], 0x6b901122, 7), f1(d, a, b, c, w[13], 0xfd987193, 12), f1(c, d, a, b, w[14], 0xa679438e, 17), f1(b, c, d, a, w[15], 0x49b40821, 22);
    f2(a, b, c, d, w[1], 0xf61e2562, 5), f2(d, a, b, c, w[6], 0xc040b340, 9), f2(c, d, a, b, w[11], 0x265e5a51, 14), f2(b, c, d, a, w[0], 0xe9b6c7aa, 20);
    f2(a, b, c, d, w[5], 0xd62f105d, 5), f2(d, a, b, c, w[10], 0x02441453, 9), f2(c, d, a, b, w[15], 0xd8a1e681, 14), f2(b, c, d, a, w[4], 0xe7d3fbc8, 20);
    f2(a, b, c, d, w[9], 0x21e1cde6, 5), f2(d, a, b, c, w[14], 0xc33707d6, 9), f2(c, d, a, b, w[3], 0xf4d50d87, 14), f2(b, c, d, a, w[8], 0x455a14ed, 20);
    f2(a, b, c, d, w[13], 0xa9e3e905, 5), f2(d, a, b, c, w[2], 0xfcefa3f8, 9), f2(c, d, a, b, w[7], 0x676f02d9, 14), f2(b, c, d, a, w[12], 0x8d2a4c8a, 20);
    f3(a, b, c, d, w[5], 0xfffa3942, 4), f3(d, a, b, c, w[8], 0x8771f681, 11), f3(c, d, a, b, w[11], 0x6d9d6122, 16), f3(b, c, d, a, w[14], 0xfde5380c, 23);
    f3(a, b, c, d, w[1], 0xa4beea44, 4), f3(d, a, b, c, w[4], 0x4bdecfa9, 11), f3(c, d, a, b, w[7], 0xf6bb4b60, 16), f3(b, c, d, a, w[10], 0xbebfbc70, 23);
    f3(a, b, c, d, w[13], 0x289b7ec6, 4), f3(d, a, b, c, w[0], 0xeaa127fa, 11), f3(c, d, a, b, w[3], 0xd4ef3085, 16), f3(b, c, d, a, w[6], 0x04881d05, 23);
    f3(a, b, c, d, w[9], 0xd9d4d039, 4), f3(d, a, b, c, w[12], 0xe6db99e5, 11), f3(c, d, a, b, w[15], 0x1fa27cf8, 16), f3(b, c, d, a, w[2], 0xc4ac5665, 23);
    f4(a, b, c, d, w[0], 0xf4292244, 6), f4(d, a, b, c, w[7], 0x432aff97, 10), f4(c, d, a, b, w[14], 0xab9423a7, 15), f4(b, c, d, a, w[5], 0xfc93a039, 21);
    f4(a, b, c, d, w[12], 0x655b59c3, 6), f4(d, a, b, c, w[3], 0x8f0ccc92, 10), f4(c, d, a, b, w[10], 0xffeff47d, 15), f4(b, c, d, a, w[1], 0x85845dd1, 21);
    f4(a, b, c, d, w[8], 0x6fa87e4f, 6), f4(d, a, b, c, w[15], 0xfe2ce6e0, 10), f4(c, d, a, b, w[6], 0xa3014314, 15), f4(b, c, d, a, w[13], 0x4e0811a1, 21);
    f4(a, b, c, d, w[4], 0xf7537e82, 6), f4(d, a, b, c, w[11], 0xbd3af235, 10), f4(c, d, a, b, w[2], 0x2ad7d2bb, 15), f4(b, c, d, a, w[9], 0xeb86d391, 21);
    h[0] += a, h[1] += b, h[2] += c, h[3] += d;
}
}  // namespace md5_detail

inline std::array<std::uint8_t, 16> md5(std::string_view data) {
    std::uint32_t h[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
    auto block = [&](const unsigned char* p) { md5_detail::block(h, p); };
    const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
    std::size_t n = data.size();
    std::size_t whole = n / 64 * 64;
    for (std::size_t i = 0; i < whole; i += 64) block(bytes + i);
    unsigned char tail[128] = {};
    std::size_t rest = n - whole;
    if (rest) std::memcpy(tail, bytes + whole, rest);
    tail[rest] = 0x80;
    std::size_t tail_len = rest < 56 ? 64 : 128;
    const std::uint64_t bits = std::uint64_t(n) * 8;
    for (int i = 0; i < 8; ++i) tail[tail_len - 8 + i] = static_cast<unsigned char>(bits >> (8 * i));
    block(tail);
    if (tail_len == 128) block(tail + 64);
    std::array<std::uint8_t, 16> out{};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) out[4 * i + j] = static_cast<std::uint8_t>(h[i] >> (8 * j));
    return out;
}

// The first 8 bytes of the digest as a little-endian integer (llvm::MD5::MD5Result::low()).
inline std::uint64_t md5_low64(std::string_view data) {
    auto d = md5(data);
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = v << 8 | d[i];
    return v;
}

}  // namespace kiln::runtime
