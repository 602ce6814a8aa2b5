// Corpus-driven test of the bundle reader, on every CI: each corpus file is read as is, at every
// truncation, and with every header byte replaced by a handful of values; the reader keeps its
// promises (exercise_bundle.hpp) on each. Valid corpus files (named valid_*) must be accepted.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "exercise_bundle.hpp"

namespace {

std::string read(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

TEST(BundleCorpus, ReaderKeepsItsPromisesOnEveryMutation) {
    const std::filesystem::path dir = std::string(KILN_SOURCE_DIR) + "/tests/fuzz/corpus";
    std::size_t files = 0, inputs = 0, accepted = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        const std::string bytes = read(entry.path());
        ++files;
        const bool ok = kiln::fuzz::exercise_bundle(bytes);
        if (name.rfind("valid_", 0) == 0) {
            EXPECT_TRUE(ok) << name;
        }
        for (std::size_t n = 0; n < bytes.size(); n += (n < 512 ? 1 : 509)) {
            ++inputs;
            accepted += kiln::fuzz::exercise_bundle(std::string_view(bytes).substr(0, n));
        }
        std::string m = bytes;
        for (std::size_t i = 0; i < std::min<std::size_t>(m.size(), 256); ++i) {
            const char original = m[i];
            for (unsigned char v : {0x00, 0x01, 0x7f, 0x80, 0xff}) {
                m[i] = static_cast<char>(v);
                ++inputs;
                accepted += kiln::fuzz::exercise_bundle(m);
            }
            m[i] = original;
        }
    }
    EXPECT_GE(files, 5u);
    std::printf("%zu corpus files, %zu inputs, %zu accepted\n", files, inputs, accepted);
}
