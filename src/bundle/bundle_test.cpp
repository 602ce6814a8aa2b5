// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <kiln/runtime/bundle.hpp>

#include "bundle/bundle_writer.hpp"

namespace kiln::bundle {

namespace {
std::string sample() {
    std::vector<Entry> entries = {{std::string(k_host_id), {}},
                                  {hip_entry_id("gfx942"), "code object one"},
                                  {hip_entry_id("gfx950:xnack-"), std::string_view("two\0bytes", 9)}};
    return write_bundle(entries).value();
}
void put_u64(std::string& b, std::size_t at, std::uint64_t v) { std::memcpy(b.data() + at, &v, 8); }
}  // namespace

TEST(Bundle, RoundTripsWithAlignedEntries) {
    const std::string b = sample();
    auto r = runtime::read_bundle(b);
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_EQ(r.entries.size(), 3u);
    EXPECT_EQ(r.entries[0].id, "host-x86_64-unknown-linux-gnu-");
    EXPECT_EQ(r.entries[0].data.size(), 0u);
    EXPECT_EQ(r.entries[1].id, "hipv4-amdgcn-amd-amdhsa--gfx942");
    EXPECT_EQ(r.entries[1].offset, 4096u);
    EXPECT_EQ(r.entries[1].data, "code object one");
    EXPECT_EQ(r.entries[2].id, "hipv4-amdgcn-amd-amdhsa--gfx950:xnack-");
    EXPECT_EQ(r.entries[2].offset, 8192u);
    EXPECT_EQ(r.entries[2].data, std::string_view("two\0bytes", 9));
    EXPECT_EQ(b.size(), 8192u + 9u);
    EXPECT_EQ(write_bundle(std::vector<Entry>{{"a", "x"}}).value(), write_bundle(std::vector<Entry>{{"a", "x"}}).value());
}

TEST(Bundle, RejectsBadMagic) {
    std::string b = sample();
    b[0] = 'X';
    EXPECT_EQ(runtime::read_bundle(b).error, "not an offload bundle: bad magic at offset 0");
    EXPECT_FALSE(runtime::read_bundle("").ok());
}

TEST(Bundle, RejectsTruncation) {
    const std::string b = sample();
    for (std::size_t size : {24ul, 30ul, 40ul, 100ul, 4096ul, 4100ul, b.size() - 1}) {
        auto r = runtime::read_bundle(std::string_view(b).substr(0, size));
        EXPECT_FALSE(r.ok()) << "size " << size;
        EXPECT_TRUE(r.entries.empty());
    }
}

TEST(Bundle, RejectsAbsurdCount) {
    std::string b = sample();
    put_u64(b, 24, 1ull << 40);
    EXPECT_EQ(runtime::read_bundle(b).error, "absurd entry count 1099511627776 at offset 24");
    put_u64(b, 24, 0);
    EXPECT_FALSE(runtime::read_bundle(b).ok());
}

TEST(Bundle, RejectsOutOfRangeAndOverlappingEntries) {
    std::string b = sample();
    // Entry 1's header starts after magic, count and entry 0 (24 bytes + id).
    const std::size_t e1 = 32 + 24 + k_host_id.size();
    std::string huge = b;
    put_u64(huge, e1 + 8, ~0ull);
    EXPECT_NE(runtime::read_bundle(huge).error.find("lies outside the"), std::string::npos);
    std::string overlap = b;
    const std::size_t e2 = e1 + 24 + hip_entry_id("gfx942").size();
    put_u64(overlap, e2, 4096);  // entry 2 now starts where entry 1 does
    EXPECT_NE(runtime::read_bundle(overlap).error.find("overlap"), std::string::npos);
    std::string into_header = b;
    put_u64(into_header, e1, 8);
    EXPECT_NE(runtime::read_bundle(into_header).error.find("overlaps the bundle header"), std::string::npos);
}

// An entry ID is a target triple: printable ASCII. Eight 0xff bytes over the host entry's ID
// were read as an ID (and printed, and written into JSON).
TEST(Bundle, RejectsIdsThatAreNotText) {
    const std::string b = sample();
    const std::size_t host_id = 32 + 24;  // entry 0's ID, after magic, count and its header
    std::string ff = b;
    ff.replace(host_id, 8, 8, '\xff');
    EXPECT_EQ(runtime::read_bundle(ff).error, "entry 0 id is not a target triple: byte 0xff is not printable ASCII at offset 56");
    std::string space = b;
    space[host_id + 4] = ' ';
    EXPECT_EQ(runtime::read_bundle(space).error, "entry 0 id is not a target triple: byte 0x20 is not printable ASCII at offset 60");
    std::string nul = b;
    nul[host_id + 29] = '\0';
    EXPECT_EQ(runtime::read_bundle(nul).error, "entry 0 id is not a target triple: byte 0x00 is not printable ASCII at offset 85");
    // An empty ID: entry 0's ID length set to 0 (its bytes then read as entry 1's header).
    std::string empty = b;
    put_u64(empty, 32 + 16, 0);
    EXPECT_EQ(runtime::read_bundle(empty).error, "entry 0 has an empty id at offset 48");
}

// Many small entries: the overlap check must not be quadratic (160,000 entries took 8-14 s; a
// quadratic reader of 200,000 runs past the test's time limit).
TEST(Bundle, ManyEntriesReadInLinearithmicTime) {
    constexpr std::uint64_t n = 200000;
    std::string b(runtime::k_bundle_magic);
    auto put = [&](std::uint64_t v) { b.append(reinterpret_cast<const char*>(&v), 8); };
    put(n);
    const std::uint64_t header = b.size() + n * (24 + 8);
    for (std::uint64_t i = 0; i < n; ++i) {
        put(header + (n - 1 - i) * 4);  // data in reverse file order, 4 bytes each
        put(4);
        put(8);
        char id[9];
        std::snprintf(id, sizeof id, "e%07u", static_cast<unsigned>(i));
        b.append(id, 8);
    }
    b.append(n * 4, 'x');
    auto r = runtime::read_bundle(b);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.entries.size(), n);
    // The same with the last entry overlapping its neighbour by one byte.
    std::uint64_t off = header + 1;
    std::memcpy(b.data() + 32 + (n - 1) * 32, &off, 8);
    auto bad = runtime::read_bundle(b);
    EXPECT_EQ(bad.error, "entries 'e0199998' and 'e0199999' overlap at offset " + std::to_string(header + 1));
}

TEST(Bundle, HeaderMustFitTheFirst4096Bytes) {
    std::vector<Entry> many;
    for (int i = 0; i < 100; ++i) many.push_back({hip_entry_id("gfx942:sramecc+:xnack-"), "x"});
    auto r = write_bundle(many);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error(), "the bundle header would take 7132 bytes; the HIP runtime reads only 4096");
}

TEST(Bundle, CompressedRoundTripsEveryVersionAndMethod) {
    const std::string raw = sample();
    for (int version : {2, 3}) {
        for (auto method : {runtime::Compression::zstd, runtime::Compression::zlib}) {
            auto c = compress_bundle(raw, method, version);
            ASSERT_TRUE(c.ok()) << c.error();
            EXPECT_EQ(c->substr(0, 4), "CCOB");
            EXPECT_LT(c->size(), raw.size());
            EXPECT_EQ(*compress_bundle(raw, method, version), *c);  // deterministic
            auto r = runtime::read_bundle(*c);
            ASSERT_TRUE(r.ok()) << r.error;
            EXPECT_TRUE(r.compressed);
            EXPECT_EQ(r.compressed_version, version);
            EXPECT_EQ(r.method, method);
            ASSERT_EQ(r.entries.size(), 3u);
            EXPECT_EQ(r.entries[1].data, "code object one");
            EXPECT_EQ(*r.storage, raw);
        }
    }
}

TEST(Bundle, CompressedCorruptionIsAnError) {
    const std::string raw = sample();
    const std::string c = compress_bundle(raw, runtime::Compression::zstd, 3).value();
    auto error = [](const std::string& b) { return runtime::read_bundle(b).error; };
    std::string bad_version = c;
    bad_version[4] = 9;
    EXPECT_EQ(error(bad_version), "unsupported compressed bundle version 9 at offset 4");
    std::string bad_method = c;
    bad_method[6] = 7;
    EXPECT_EQ(error(bad_method), "unknown compression method 7 at offset 6");
    std::string lying_total = c;
    put_u64(lying_total, 8, c.size() + 100);
    EXPECT_EQ(error(lying_total), "compressed bundle claims " + std::to_string(c.size() + 100) + " bytes but has " +
                                      std::to_string(c.size()) + " at offset 8");
    std::string lying_raw = c;
    put_u64(lying_raw, 16, raw.size() + 1);
    EXPECT_EQ(error(lying_raw), "the zstd frame holds 8201 bytes, the header says 8202 at offset 32");
    std::string huge_raw = c;
    put_u64(huge_raw, 16, 1ull << 40);
    EXPECT_EQ(error(huge_raw), "absurd uncompressed size 1099511627776 at offset 16");
    std::string inflated_raw = c;
    put_u64(inflated_raw, 16, 1ull << 20);
    EXPECT_EQ(error(inflated_raw), "implausible uncompressed size 1048576 for " + std::to_string(c.size() - 32) +
                                       " compressed bytes at offset 16");
    std::string bad_hash = c;
    bad_hash[24] ^= 1;
    EXPECT_EQ(error(bad_hash), "hash mismatch: the decompressed bundle is not the one that was compressed at offset 24");
    std::string bad_payload = c;
    bad_payload[c.size() / 2] ^= 0x55;
    EXPECT_FALSE(runtime::read_bundle(bad_payload).ok());
    for (std::size_t n : {4ul, 10ul, 31ul, 40ul, c.size() - 1}) {
        auto r = runtime::read_bundle(std::string_view(c).substr(0, n));
        EXPECT_FALSE(r.ok()) << n;
        EXPECT_TRUE(r.entries.empty());
    }
}

}  // namespace kiln::bundle
