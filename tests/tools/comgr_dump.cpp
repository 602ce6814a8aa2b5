// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Prints the kernel fields of AMDGPU code objects as ROCm's comgr reads them, one
// "KERNEL FIELD VALUE" line each, so tests can compare kiln's reader with an independent one.
// Debian's comgr 2.4 (ROCm 5.2) does not know gfx942/gfx950 ISA names, but its metadata reader
// works on their code objects. Built apart from kiln: comgr brings its own LLVM 15.
#include <amd_comgr.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

const char* const k_fields[] = {".vgpr_count",
                                ".sgpr_count",
                                ".agpr_count",
                                ".group_segment_fixed_size",
                                ".private_segment_fixed_size",
                                ".vgpr_spill_count",
                                ".sgpr_spill_count",
                                ".max_flat_workgroup_size",
                                ".wavefront_size",
                                ".kernarg_segment_size",
                                ".workgroup_processor_mode"};

bool ok(amd_comgr_status_t s, const char* what) {
    if (s == AMD_COMGR_STATUS_SUCCESS) return true;
    std::fprintf(stderr, "comgr_dump: %s failed (%d)\n", what, static_cast<int>(s));
    return false;
}

std::string string_of(amd_comgr_metadata_node_t node) {
    size_t size = 0;
    if (amd_comgr_get_metadata_string(node, &size, nullptr) != AMD_COMGR_STATUS_SUCCESS) return "?";
    std::string s(size, '\0');
    amd_comgr_get_metadata_string(node, &size, s.data());
    if (!s.empty() && s.back() == '\0') s.pop_back();
    return s;
}

int dump(const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (bytes.empty()) return std::fprintf(stderr, "comgr_dump: cannot read %s\n", path), 1;
    amd_comgr_data_t data;
    if (!ok(amd_comgr_create_data(AMD_COMGR_DATA_KIND_EXECUTABLE, &data), "create_data")) return 1;
    if (!ok(amd_comgr_set_data(data, bytes.size(), bytes.data()), "set_data")) return 1;
    amd_comgr_metadata_node_t root, kernels;
    if (!ok(amd_comgr_get_data_metadata(data, &root), "get_data_metadata")) return 1;
    if (!ok(amd_comgr_metadata_lookup(root, "amdhsa.kernels", &kernels), "lookup amdhsa.kernels")) return 1;
    size_t count = 0;
    if (!ok(amd_comgr_get_metadata_list_size(kernels, &count), "list_size")) return 1;
    for (size_t i = 0; i < count; ++i) {
        amd_comgr_metadata_node_t kernel, name;
        if (!ok(amd_comgr_index_list_metadata(kernels, i, &kernel), "index_list")) return 1;
        if (!ok(amd_comgr_metadata_lookup(kernel, ".name", &name), "lookup .name")) return 1;
        const std::string kernel_name = string_of(name);
        amd_comgr_destroy_metadata(name);
        for (const char* field : k_fields) {
            amd_comgr_metadata_node_t value;
            if (amd_comgr_metadata_lookup(kernel, field, &value) != AMD_COMGR_STATUS_SUCCESS) continue;
            std::printf("%s %s %s\n", kernel_name.c_str(), field + 1, string_of(value).c_str());
            amd_comgr_destroy_metadata(value);
        }
        amd_comgr_destroy_metadata(kernel);
    }
    amd_comgr_destroy_metadata(kernels);
    amd_comgr_destroy_metadata(root);
    amd_comgr_release_data(data);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return std::fprintf(stderr, "usage: comgr_dump CODE_OBJECT...\n"), 1;
    for (int i = 1; i < argc; ++i)
        if (int rc = dump(argv[i])) return rc;
    return 0;
}
