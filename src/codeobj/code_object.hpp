// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Reads an AMDGPU code object (ELF): the AMDHSA metadata note (NT_AMDGPU_METADATA, MsgPack)
// and, from it, each kernel's resources.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::codeobj {

// One kernel argument as the AMDHSA metadata describes it.
// The value kind the loader header gives an 8-byte parameter of a cubin built elsewhere, which does
// not say whether it is a pointer (runtime::ArgSpec::either): either is passed.
inline constexpr std::string_view k_pointer_or_value = "pointer_or_value";

struct ArgInfo {
    std::string name;
    std::string value_kind;  // "global_buffer", "by_value", "hidden_block_count_x", ..., k_pointer_or_value
    std::string address_space;  // "global" for buffers, else empty
    std::uint32_t offset = 0;
    std::uint32_t size = 0;
    bool hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
};

struct KernelInfo {
    std::string name;
    std::string symbol;  // the kernel descriptor, "NAME.kd"
    std::uint32_t vgpr_count = 0;  // on gfx90a+ the unified total: alignTo(arch VGPRs, 4) + AGPRs
    std::uint32_t sgpr_count = 0;
    std::uint32_t agpr_count = 0;
    std::uint32_t group_segment_fixed_size = 0;    // static LDS, bytes
    std::uint32_t private_segment_fixed_size = 0;  // scratch per work-item, bytes
    std::uint32_t vgpr_spill_count = 0;
    std::uint32_t sgpr_spill_count = 0;
    std::uint32_t max_flat_workgroup_size = 0;
    std::uint32_t wavefront_size = 0;
    std::uint32_t kernarg_segment_size = 0;
    std::uint32_t reqd_workgroup_size[3] = {0, 0, 0};  // OpenCL reqd_work_group_size, NVIDIA .reqntid; 0: none
    // The threads of the one block the kernel takes (reqd_workgroup_size); 0 when it takes any.
    std::uint32_t required_block() const { return reqd_workgroup_size[0] * reqd_workgroup_size[1] * reqd_workgroup_size[2]; }
    std::vector<ArgInfo> args;  // in order, hidden arguments included
    // NVIDIA kernels (cubins) fill these and group_segment_fixed_size (static shared bytes, the
    // kernel's own), private_segment_fixed_size (local bytes per thread), max_flat_workgroup_size
    // (the .maxntid / .reqntid bound, else 1024) and wavefront_size (32); the AMD counts stay 0.
    std::uint32_t registers = 0;          // per thread (REGCOUNT)
    std::uint32_t barriers = 0;           // named barriers used
    std::uint32_t spill_store_bytes = 0;  // from ptxas's log: the cubin does not hold them
    std::uint32_t spill_load_bytes = 0;
};

struct CodeObjectInfo {
    std::string target;                  // amdhsa.target, e.g. "amdgcn-amd-amdhsa--gfx942"
    std::vector<KernelInfo> kernels;     // in note order
    std::size_t metadata_notes = 0;      // NT_AMDGPU_METADATA notes found (a loadable object has 1)
};

// Whether `blob` is one MsgPack document whose map keys are all strings, as AMDHSA metadata's
// are, nested at most 64 deep, no count or size beyond its bytes; else what is wrong and at which
// byte. LLVM's msgpack::Document traps on a key that is a map or an array: check first.
Result<void> check_metadata_shape(std::string_view blob);

// The raw MsgPack blobs of every NT_AMDGPU_METADATA note, in file order, each checked with
// check_metadata_shape (an error names the note). Works on relocatable
// objects (by section) and on linked ones (by program header).
Result<std::vector<std::string>> metadata_blobs(std::string_view elf);

// A C++ kernel symbol as people read it ("_Z5scalePffi" -> "scale(float*, float, int)"); other
// names unchanged. For display only: kiln names kernels by their symbols everywhere else.
std::string demangled(const std::string& symbol);

// The target ID a code object is for: "amdgcn-amd-amdhsa--gfx942:xnack-" -> "gfx942:xnack-"; a
// cubin's target is already "sm_90".
std::string target_id_of(const CodeObjectInfo& info);

// Parses the code object's single metadata note; more or fewer than one note is an error. A cubin
// (NVIDIA) is read by read_cubin (cubin.hpp).
Result<CodeObjectInfo> read_code_object(std::string_view elf);

}  // namespace kiln::codeobj
