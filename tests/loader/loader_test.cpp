// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The loader header's offline parts, with no GPU: the embedded bundle equals the file kiln wrote
// (and links once though two translation units include the header), argument checks and packing,
// the constexpr occupancy tables, and a clean "no AMD GPU" from Library::load.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "example.hpp"

std::string_view embedded_from_other_unit();  // second_unit.cpp

namespace {

std::string file_bytes(const char* path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

TEST(Loader, EmbeddedBundleIsTheFileKilnWrote) {
    const std::string_view embedded(kiln_example_bundle_begin,
                                    static_cast<std::size_t>(kiln_example_bundle_end - kiln_example_bundle_begin));
    const std::string file = file_bytes(example::k_bundle_path);
    ASSERT_FALSE(file.empty());
    EXPECT_EQ(embedded, file);
    EXPECT_EQ(embedded.data(), embedded_from_other_unit().data());  // one copy for the program
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(embedded.data()) % 4096, 0u);
    auto read = kiln::runtime::read_bundle(embedded);
    ASSERT_TRUE(read.ok()) << read.error;
    EXPECT_EQ(kiln::runtime::select_code_object(read.entries, "gfx950:sramecc+:xnack-"), 2);
}

TEST(Loader, ArgumentsAreCheckedAndPackedAtTheMetadataOffsets) {
    const kiln::runtime::KernelSpec& spec = example::detail::k_saxpy_spec;
    std::vector<unsigned char> buffer;
    float* y = reinterpret_cast<float*>(0x1000);
    const float* x = reinterpret_cast<const float*>(0x2000);
    EXPECT_EQ(kiln::runtime::pack_args(spec, buffer, 2.0f, x, y, 7), "");
    ASSERT_EQ(buffer.size(), 28u);
    float a = 0;
    std::memcpy(&a, buffer.data(), 4);
    EXPECT_EQ(a, 2.0f);
    const float* px = nullptr;
    std::memcpy(&px, buffer.data() + 8, 8);
    EXPECT_EQ(px, x);
    int n = 0;
    std::memcpy(&n, buffer.data() + 24, 4);
    EXPECT_EQ(n, 7);
    EXPECT_EQ(kiln::runtime::pack_args(spec, buffer, 2.0f, x, y), "kernel 'saxpy' takes 4 arguments; 3 given");
    EXPECT_EQ(kiln::runtime::pack_args(spec, buffer, 2.0, x, y, 7),
              "argument 1 ('a') of kernel 'saxpy' takes 4 bytes; the value passed has 8");
    EXPECT_EQ(kiln::runtime::pack_args(spec, buffer, 2.0f, 5L, y, 7),
              "argument 2 ('x') of kernel 'saxpy' is a buffer: pass a device pointer");
    EXPECT_EQ(kiln::runtime::pack_args(spec, buffer, 2.0f, x, y, y),
              "argument 4 ('n') of kernel 'saxpy' is a 4-byte value, not a pointer");
    EXPECT_EQ(kiln::runtime::pack_args(spec, buffer, 2.0f, nullptr, y, 7), "");
}

TEST(Loader, OccupancyTablesNeedNoGpu) {
    static_assert(example::saxpy_kernel::max_blocks_per_cu("gfx942", 256, 0) == 8);
    static_assert(example::saxpy_1024_kernel::max_blocks_per_cu("gfx942", 1024, 0) == 2);
    static_assert(example::block_sum_kernel::max_blocks_per_cu("gfx942", 256, 64512) == 1);  // 1024 static + dynamic
    static_assert(example::saxpy_kernel::max_blocks_per_cu("gfx90a", 256, 0) == -1);
    // The stored figure is the same computation at the manifest's launch.
    for (const auto& f : example::tile_fma_kernel::k_figures)
        EXPECT_EQ(kiln::runtime::max_blocks_per_cu(f, example::k_hip_profile, f.block_size, f.dynamic_lds), f.blocks_per_cu);
}

// HIP's grid counts CUs: on RDNA in its default WGP mode the device reports WGPs (an RX 7900 XTX's
// 96 CUs as 48), so the loader doubles them back; GPU_ENABLE_WGP_MODE=0 reports the CUs themselves.
TEST(Loader, GridComputeUnitsFollowHipsWgpMode) {
    using kiln::runtime::grid_compute_units;
    EXPECT_EQ(grid_compute_units("gfx1100", 48, nullptr), 96);
    EXPECT_EQ(grid_compute_units("gfx1030:xnack-", 40, "1"), 80);
    EXPECT_EQ(grid_compute_units("gfx1100", 48, "true"), 96);
    EXPECT_EQ(grid_compute_units("gfx1100", 96, "0"), 96);
    EXPECT_EQ(grid_compute_units("gfx1100", 96, "false"), 96);  // CLR: "true" or a nonzero number
    EXPECT_EQ(grid_compute_units("gfx942:sramecc+:xnack-", 304, nullptr), 304);
    EXPECT_EQ(grid_compute_units("gfx90a", 110, "1"), 110);
}

TEST(Loader, NoDeviceIsAClearError) {
    kiln::runtime::Error error;
    example::Library lib = example::Library::load(error);
    int count = 0;
    if (hipGetDeviceCount(&count) == hipSuccess && count > 0) GTEST_SKIP() << "an AMD device is present";
    EXPECT_EQ(error.code, kiln::runtime::Error::Code::no_device);
    EXPECT_EQ(error.message, "no AMD GPU: the HIP runtime finds no device");
    EXPECT_FALSE(lib.loaded());
    // A handle of an unloaded library refuses to launch instead of crashing.
    EXPECT_EQ(lib.saxpy().launch(dim3(1), dim3(256), 0, nullptr, 1.0f, nullptr, nullptr, 0).code,
              kiln::runtime::Error::Code::not_loaded);
    kiln::runtime::Error file_error;
    example::Library::load_file(file_error, "/nonexistent.hipfb");
    EXPECT_EQ(file_error.message, "cannot read '/nonexistent.hipfb'");
}
