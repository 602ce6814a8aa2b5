// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Code object selection as the HIP runtime does it, table-driven.
#include <gtest/gtest.h>

#include <kiln/runtime/target_id.hpp>

namespace kiln::runtime {

TEST(TargetId, CompatibilityTable) {
    struct Row {
        const char* code_object;
        const char* device;
        bool ok;
    };
    const Row rows[] = {
        {"gfx942", "gfx942:sramecc+:xnack-", true},
        {"gfx942", "gfx942:sramecc-:xnack+", true},
        {"gfx942:xnack-", "gfx942:sramecc+:xnack-", true},
        {"gfx942:xnack-", "gfx942:sramecc+:xnack+", false},
        {"gfx942:xnack+", "gfx942:sramecc+:xnack+", true},
        {"gfx942:sramecc+:xnack-", "gfx942:sramecc+:xnack-", true},
        {"gfx942:sramecc+:xnack-", "gfx942:sramecc-:xnack-", false},
        {"gfx942:sramecc+:xnack-", "gfx942:sramecc+:xnack+", false},
        {"gfx942:sramecc+", "gfx942:sramecc+:xnack+", true},
        {"gfx950", "gfx950:sramecc+:xnack-", true},
        {"gfx950", "gfx942:sramecc+:xnack-", false},
        {"gfx942", "gfx950:sramecc+:xnack-", false},
        {"gfx942:xnack-", "gfx942", false},  // a device that states no setting matches only unpinned code
        {"gfx942", "gfx942", true},
        {"gfx94", "gfx942", false},
        {"gfx942:bogus+", "gfx942", false},
    };
    for (const Row& r : rows) EXPECT_EQ(compatible(r.code_object, r.device), r.ok) << r.code_object << " on " << r.device;
}

TEST(TargetId, FirstCompatibleEntryInFileOrderWins) {
    auto entry = [](const char* id) { return BundleEntry{id, 0, {}}; };
    const std::vector<BundleEntry> entries = {
        entry("host-x86_64-unknown-linux-gnu-"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx942:sramecc+:xnack+"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx942:xnack-"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx942"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx950"),
    };
    EXPECT_EQ(select_code_object(entries, "gfx942:sramecc+:xnack-"), 2);
    EXPECT_EQ(select_code_object(entries, "gfx942:sramecc+:xnack+"), 1);
    EXPECT_EQ(select_code_object(entries, "gfx942:sramecc-:xnack+"), 3);
    EXPECT_EQ(select_code_object(entries, "gfx950:sramecc+:xnack-"), 4);
    EXPECT_EQ(select_code_object(entries, "gfx90a:sramecc+:xnack-"), -1);
    // The host entry never matches, whatever the device says.
    EXPECT_EQ(select_code_object({entry("host-x86_64-unknown-linux-gnu-")}, "gfx942"), -1);
}

// CLR's ExtractFatBinaryUsingCOMGR: the native entry first, then the generic one under the
// device's generic name with the device's features.
TEST(TargetId, GenericEntryWhenNoNativeOne) {
    auto entry = [](const char* id) { return BundleEntry{id, 0, {}}; };
    const std::vector<BundleEntry> entries = {
        entry("hipv4-amdgcn-amd-amdhsa--gfx9-4-generic:xnack+"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx9-4-generic"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx942"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx11-generic"),
    };
    EXPECT_EQ(select_code_object(entries, "gfx942:sramecc+:xnack-"), 2);  // native wins, though later
    EXPECT_EQ(select_code_object(entries, "gfx950:sramecc+:xnack-"), 1);  // xnack+ is pinned: not this device
    EXPECT_EQ(select_code_object(entries, "gfx950:sramecc+:xnack+"), 0);
    EXPECT_EQ(select_code_object(entries, "gfx1100"), 3);
    EXPECT_EQ(select_code_object(entries, "gfx1151"), 3);
    EXPECT_EQ(select_code_object(entries, "gfx1200"), -1);                 // gfx12-generic is not there
    EXPECT_EQ(select_code_object(entries, "gfx90a:sramecc+:xnack-"), -1);  // no generic family
    EXPECT_EQ(select_code_object(entries, "gfx9-4-generic"), 1);           // a name, not a device, but consistent
    EXPECT_EQ(generic_of("gfx1036"), "gfx10-3-generic");
    EXPECT_EQ(generic_of("gfx908"), "");
    EXPECT_TRUE(is_generic("gfx10-1-generic"));
    EXPECT_FALSE(is_generic("gfx1010"));
}

TEST(TargetId, NvidiaEntriesGoByComputeCapability) {
    auto entry = [](const char* id) { return BundleEntry{id, 0, {}}; };
    const std::vector<BundleEntry> entries = {
        entry("host-x86_64-unknown-linux-gnu-"),
        entry("hipv4-amdgcn-amd-amdhsa--gfx942"),
        entry("hipv4-nvptx64-nvidia-cuda--sm_80"),
        entry("hipv4-nvptx64-nvidia-cuda--sm_90a"),
        entry("hipv4-nvptx64-nvidia-cuda--sm_86"),
        entry("hipv4-nvptx64-nvidia-cuda--sm_90"),
    };
    EXPECT_EQ(select_nvidia_code_object(entries, 9, 0), 5);  // exact first, before sm_90a
    EXPECT_EQ(select_nvidia_code_object(entries, 8, 0), 2);
    EXPECT_EQ(select_nvidia_code_object(entries, 8, 6), 4);
    EXPECT_EQ(select_nvidia_code_object(entries, 8, 9), 4);  // the highest lower minor of the major
    EXPECT_EQ(select_nvidia_code_object(entries, 8, 7), 4);
    EXPECT_EQ(select_nvidia_code_object(entries, 7, 5), -1);  // never another major
    EXPECT_EQ(select_nvidia_code_object(entries, 10, 0), -1);
    // sm_90a alone runs on 9.0 only; an arch-specific cubin never stands in for a higher minor.
    const std::vector<BundleEntry> a = {entry("hipv4-nvptx64-nvidia-cuda--sm_90a"), entry("hipv4-nvptx64-nvidia-cuda--sm_86a")};
    EXPECT_EQ(select_nvidia_code_object(a, 9, 0), 0);
    EXPECT_EQ(select_nvidia_code_object(a, 8, 9), -1);
    EXPECT_EQ(select_nvidia_code_object(a, 8, 6), 1);
    // AMD entries and malformed names never match; AMD selection never takes an NVIDIA entry.
    const std::vector<BundleEntry> bad = {entry("hipv4-nvptx64-nvidia-cuda--sm_9"), entry("hipv4-nvptx64-nvidia-cuda--sm_9x"),
                                          entry("hipv4-nvptx64-nvidia-cuda--"), entry("hipv4-nvptx64-nvidia-cuda--gfx90")};
    EXPECT_EQ(select_nvidia_code_object(bad, 9, 0), -1);
    EXPECT_EQ(select_code_object(entries, "sm_90"), -1);
}

TEST(TargetId, Parse) {
    TargetIdParts t = parse_target_id("gfx942:sramecc+:xnack-");
    EXPECT_TRUE(t.valid);
    EXPECT_EQ(t.processor, "gfx942");
    EXPECT_EQ(t.sramecc, Feature::on);
    EXPECT_EQ(t.xnack, Feature::off);
    EXPECT_FALSE(parse_target_id("").valid);
    EXPECT_FALSE(parse_target_id("gfx942:xnack").valid);
}

}  // namespace kiln::runtime
