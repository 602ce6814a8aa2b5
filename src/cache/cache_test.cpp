#include <gtest/gtest.h>

#include <fstream>
#include <thread>

#include "cache/cache.hpp"
#include "util/file.hpp"

namespace kiln::cache {

TEST(Cache, StoresVerifiesAndCountsCorruption) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c(dir->path());
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
    for (std::string bad : {good.substr(0, good.size() - 1), good.substr(0, 20), "XILNCACHE" + good.substr(9)}) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << bad;
        EXPECT_FALSE(c.get(key));
    }
    std::string flipped = good;
    flipped.back() ^= 1;
    std::ofstream(path, std::ios::binary | std::ios::trunc) << flipped;
    EXPECT_FALSE(c.get(key));
    EXPECT_EQ(c.counters().corrupt, 4u);
}

TEST(Cache, ConcurrentWritersOfOneKeyLeaveAValidEntry) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c(dir->path());
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

TEST(Cache, CleanEvictsOldestFirst) {
    auto dir = util::TempDir::create("kiln-cache-test-");
    ASSERT_TRUE(dir.ok());
    Cache c(dir->path());
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

}  // namespace kiln::cache
