// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>
#include <sys/stat.h>
#include <unistd.h>

#include "cache/cache.hpp"
#include "util/file.hpp"

namespace kiln::cache {

TEST(Cache, StoresVerifiesAndCountsCorruption) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c = Cache::open(dir->path()).value();
    const std::string key = "ab12cd";
    EXPECT_FALSE(c.get(key));
    c.put(key, std::string("object\0bytes", 12));
    auto v = c.get(key);
    ASSERT_TRUE(v);
    EXPECT_EQ(*v, std::string("object\0bytes", 12));
    EXPECT_EQ(c.counters().hits, 1u);
    EXPECT_EQ(c.counters().misses, 1u);

    // A flipped payload byte, a truncation, a wrong magic: each a miss, counted as corrupt.
    const auto path = dir->path() / "ab" / key;
    std::string good = *util::read_file(path);
    for (std::string bad : {good.substr(0, good.size() - 1), good.substr(0, 20), std::string("XILNCACHE").append(good.substr(9))}) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << bad;
        EXPECT_FALSE(c.get(key));
    }
    std::string flipped = good;
    flipped.back() ^= 1;
    std::ofstream(path, std::ios::binary | std::ios::trunc) << flipped;
    EXPECT_FALSE(c.get(key));
    EXPECT_EQ(c.counters().corrupt, 4u);

    // A valid entry copied over another key's is not that key's value.
    c.put("ab99", "other value");
    std::filesystem::copy_file(dir->path() / "ab" / "ab99", path, std::filesystem::copy_options::overwrite_existing);
    EXPECT_FALSE(c.get(key));
    EXPECT_EQ(c.counters().corrupt, 5u);
    EXPECT_EQ(c.get("ab99"), "other value");
}

// kiln never stores into, counts or cleans a directory that is not its cache.
TEST(Cache, RefusesDirectoriesThatAreNotKilnCaches) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    const auto user = dir->path() / "project";
    std::filesystem::create_directories(user / "ab");
    std::ofstream(user / "notes.txt") << "mine";
    std::ofstream(user / "ab" / "ab12") << "KILNCACHE but not in a cache";
    auto opened = Cache::open(user);
    ASSERT_FALSE(opened.ok());
    auto message = [&](const char* rest) {
        std::string m = "'";
        m += user.string();
        m += rest;
        return m;
    };
    EXPECT_EQ(opened.error(), message("' is not a kiln cache (it is not empty and has no CACHEDIR.TAG written by kiln); give "
                                      "an empty or new directory"));
    auto cleaned = clean(user, std::nullopt);
    ASSERT_FALSE(cleaned.ok());
    EXPECT_EQ(cleaned.error(), message("' is not a kiln cache (no CACHEDIR.TAG written by kiln); kiln touches nothing in it"));
    EXPECT_FALSE(stats(user).ok());
    EXPECT_TRUE(std::filesystem::exists(user / "notes.txt"));
    EXPECT_TRUE(std::filesystem::exists(user / "ab" / "ab12"));
    // Someone else's CACHEDIR.TAG (ccache's, say) does not make it kiln's.
    std::ofstream(user / "CACHEDIR.TAG") << "Signature: 8a477f597d28d172789f06886806bc55\n# ccache\n";
    EXPECT_FALSE(Cache::open(user).ok());
    EXPECT_FALSE(clean(user, 0).ok());

    // In a kiln cache, files that are not entries stay; a dead writer's temporary file goes.
    const auto mine = dir->path() / "cache";
    Cache c = Cache::open(mine).value();
    EXPECT_TRUE(std::filesystem::exists(mine / "CACHEDIR.TAG"));
    c.put("cd34", "payload");
    std::ofstream(mine / "readme") << "not an entry";
    std::ofstream(mine / "cd" / "notes") << "not an entry";
    std::ofstream(mine / "cd" / "cd56") << "no magic";
    std::ofstream(mine / "cd" / "cd34.tmp.999999999.0") << "left by a killed writer";
    std::ofstream(mine / "cd" / ("cd78.tmp." + std::to_string(::getpid()) + ".0")) << "being written";
    auto s = stats(mine);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->entries, 1u);
    EXPECT_EQ(s->temporary, 2u);
    auto left = clean(mine, std::nullopt);
    ASSERT_TRUE(left.ok());
    EXPECT_EQ(left->entries, 0u);
    EXPECT_EQ(left->temporary, 1u);
    EXPECT_FALSE(std::filesystem::exists(mine / "cd" / "cd34"));
    EXPECT_FALSE(std::filesystem::exists(mine / "cd" / "cd34.tmp.999999999.0"));
    for (const char* kept : {"readme", "cd/notes", "cd/cd56", "CACHEDIR.TAG"}) EXPECT_TRUE(std::filesystem::exists(mine / kept)) << kept;
    EXPECT_TRUE(Cache::open(mine).ok());  // still a cache
}

TEST(Cache, ConcurrentWritersOfOneKeyLeaveAValidEntry) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c = Cache::open(dir->path()).value();
    const std::string payload(100000, 'x');
    std::vector<std::thread> threads;
    for (int i = 0; i < 8; ++i)
        threads.emplace_back([&] {
            for (int j = 0; j < 20; ++j) c.put("ffee", payload);
        });
    for (auto& t : threads) t.join();
    EXPECT_EQ(c.get("ffee"), payload);
    EXPECT_EQ(c.counters().write_errors, 0u);
    auto s = stats(dir->path());
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->entries, 1u);  // no temporary file left behind
}

// Sharded builds start together on one new cache: every open succeeds, one directory results,
// tagged, with nothing else beside it.
TEST(Cache, ConcurrentFirstOpensAllSucceed) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    for (int round = 0; round < 20; ++round) {
        const auto fresh = dir->path() / std::to_string(round).insert(0, 1, 'c');
        std::vector<std::thread> threads;
        std::atomic<int> failures{0};
        for (int i = 0; i < 8; ++i)
            threads.emplace_back([&] {
                if (!Cache::open(fresh).ok()) ++failures;
            });
        for (auto& t : threads) t.join();
        EXPECT_EQ(failures, 0) << "round " << round;
        EXPECT_TRUE(std::filesystem::exists(fresh / "CACHEDIR.TAG"));
    }
    std::size_t entries = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir->path())) entries += e.is_directory() ? 1 : 100;
    EXPECT_EQ(entries, 20u);  // no half-made directory left beside them
}

// A build prunes the entry directories it stored into to their 256th of the limit, least recently
// used first: an entry read since it was written outlives a newer one that was not; other entry
// directories are not looked at.
TEST(Cache, PruneKeepsWhatWasUsedLast) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    {
        Cache c = Cache::open(dir->path()).value();
        c.set_compression(false, 1);
        c.put("bb01", std::string(1000, 'x'));  // another directory: over its share, but not written below
    }
    Cache c = Cache::open(dir->path()).value();
    c.set_compression(false, 1);  // entries of a known size
    // Named as an entry, the oldest, but not kiln's (no magic): never removed, and not counted.
    const auto foreign = dir->path() / "aa" / "aa00";
    std::filesystem::create_directories(foreign.parent_path());
    std::ofstream(foreign, std::ios::binary) << std::string(1000, 'y');
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    for (const char* k : {"aa01", "aa02", "aa03", "aa04"}) {
        c.put(k, std::string(1000, 'x'));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ASSERT_TRUE(c.get("aa01").has_value());  // used: now the most recent
    // 256 x 2500 bytes: a share of 2500, pruned down to 2250; each entry is 1000 bytes and a header.
    EXPECT_EQ(c.prune(256 * 2500), 2u);
    EXPECT_TRUE(c.get("aa01").has_value());
    EXPECT_FALSE(c.get("aa02").has_value());
    EXPECT_FALSE(c.get("aa03").has_value());
    EXPECT_TRUE(c.get("aa04").has_value());
    EXPECT_TRUE(c.get("bb01").has_value());
    EXPECT_TRUE(std::filesystem::exists(foreign));
    EXPECT_EQ(c.prune(256 * 2500), 0u);  // nothing stored since
    c.set_read_only(true);
    c.put("aa05", std::string(5000, 'x'));
    EXPECT_EQ(c.prune(0), 0u);  // a read-only cache removes nothing
}

TEST(Cache, CleanEvictsOldestFirst) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c = Cache::open(dir->path()).value();
    c.set_compression(false, 1);  // entries of a known size
    for (const char* k : {"aa01", "bb02", "cc03"}) {
        c.put(k, std::string(1000, 'x'));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    auto left = clean(dir->path(), 2200);
    ASSERT_TRUE(left.ok());
    EXPECT_EQ(left->entries, 2u);
    EXPECT_FALSE(c.get("aa01"));
    EXPECT_TRUE(c.get("cc03"));
    auto none = clean(dir->path(), std::nullopt);
    EXPECT_EQ(none->entries, 0u);
}

// Payloads are stored zstd-compressed when that is smaller; every field of the header is checked
// against the bytes: a payload size that lies, a stored size that lies, unknown flags or a
// compressed body that is not zstd's are misses, counted as corrupt.
TEST(Cache, CompressesAndChecksEveryField) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c = Cache::open(dir->path()).value();
    const std::string payload = std::string(100000, 'x') + "tail";
    c.put("ab01", payload);
    c.put("ab02", "tiny");  // no smaller compressed: stored as it is
    const auto path = dir->path() / "ab" / "ab01";
    const std::string good = *util::read_file(path);
    EXPECT_LT(good.size(), 1000u);
    EXPECT_EQ(good[10], 1);  // flags: compressed
    EXPECT_EQ((*util::read_file(dir->path() / "ab" / "ab02"))[10], 0);
    EXPECT_EQ(c.get("ab01"), payload);
    EXPECT_EQ(c.get("ab02"), "tiny");
    const std::size_t sizes = 14 + 4;  // the key is 4 bytes
    auto damaged = [&](std::size_t at, char value) {
        std::string bad = good;
        bad[at] = value;
        return bad;
    };
    for (const std::string& bad : {damaged(sizes + 8, static_cast<char>(good[sizes + 8] + 1)),  // payload size
                                   damaged(sizes, static_cast<char>(good[sizes] + 1)),          // stored size
                                   damaged(10, 4),                                               // unknown flag
                                   damaged(10, 0),                                               // not compressed after all
                                   damaged(11, 1)}) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << bad;
        EXPECT_FALSE(c.get("ab01"));
    }
    EXPECT_EQ(c.counters().corrupt, 5u);
    // Off: stored as it is.
    c.set_compression(false, 1);
    c.put("ab03", payload);
    EXPECT_EQ((*util::read_file(dir->path() / "ab" / "ab03"))[10], 0);
    EXPECT_EQ(c.get("ab03"), payload);
}

// Special files where the cache expects regular ones: an entry replaced by a FIFO (reading it
// blocked for ever) or by a link to /dev/zero (endless bytes), the tag and the totals as such.
// An entry is a corrupt entry (a miss) and the next store replaces it; the tag is refused.
TEST(Cache, SpecialFilesNeitherHangNorFill) {
    namespace fs = std::filesystem;
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c = Cache::open(dir->path()).value();
    const std::string fifo_key = "ab01", link_key = "ab02";
    c.put(fifo_key, "one");
    c.put(link_key, "two");
    const fs::path fifo = dir->path() / "ab" / fifo_key, link = dir->path() / "ab" / link_key;
    fs::remove(fifo);
    fs::remove(link);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    fs::create_symlink("/dev/zero", link);
    EXPECT_FALSE(c.get(fifo_key));
    EXPECT_FALSE(c.get(link_key));
    EXPECT_FALSE(c.peek(fifo_key));
    EXPECT_EQ(c.counters().corrupt, 2u);
    c.put(fifo_key, "one");
    c.put(link_key, "two");
    EXPECT_EQ(c.get(fifo_key), "one");
    EXPECT_EQ(c.get(link_key), "two");
    EXPECT_TRUE(fs::is_regular_file(fs::symlink_status(link)));
    // Listing and cleaning pass over special files.
    ASSERT_EQ(::mkfifo((dir->path() / "ab" / "ab03").c_str(), 0644), 0);
    auto listed = stats(dir->path());
    ASSERT_TRUE(listed.ok()) << listed.error();
    EXPECT_EQ(listed->entries, 2u);

    // The totals: a FIFO is refused unread, a link too; the build's add_totals does not hang.
    const fs::path totals = dir->path() / "stats";
    fs::remove(totals);
    ASSERT_EQ(::mkfifo(totals.c_str(), 0644), 0);
    add_totals(c);
    EXPECT_EQ(read_totals(dir->path()).builds, 0u);
    auto zeroed = zero_totals(dir->path());
    ASSERT_FALSE(zeroed.ok());
    EXPECT_EQ(zeroed.error(), "'" + totals.string() + "' is not a regular file (a FIFO or a device); kiln does not read it: remove it");
    fs::remove(totals);
    fs::create_symlink("/dev/zero", totals);
    EXPECT_EQ(read_totals(dir->path()).builds, 0u);
    EXPECT_FALSE(zero_totals(dir->path()).ok());

    // The tag: a FIFO or a link to /dev/zero is a clear refusal, for opening and cleaning alike.
    const fs::path tag = dir->path() / k_tag_file;
    for (int kind = 0; kind < 2; ++kind) {
        fs::remove(tag);
        if (kind == 0) ASSERT_EQ(::mkfifo(tag.c_str(), 0644), 0);
        else fs::create_symlink("/dev/zero", tag);
        const std::string refused = "the cache '" + dir->path().string() +
                                    "' has a CACHEDIR.TAG that is not a regular file (a FIFO, a device, or a link to one); kiln "
                                    "does not read it: remove it";
        auto opened = Cache::open(dir->path());
        ASSERT_FALSE(opened.ok());
        EXPECT_EQ(opened.error(), refused);
        auto cleaned = clean(dir->path(), std::nullopt);
        ASSERT_FALSE(cleaned.ok());
        EXPECT_EQ(cleaned.error(), refused);
    }
}

}  // namespace kiln::cache
