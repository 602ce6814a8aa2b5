// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The leaf of target facts: which backend a target ID belongs to, decided here and nowhere else,
// and what kiln knows of each backend without LLVM (names, triple, bundle entry prefix, the words
// its tables use). No LLVM, no other kiln module: every module may ask it.
//
// Adding a backend (docs/architecture.md, "Backends"): a Kind, its row in k_facts (target.cpp, in
// Kind's order), its case in kind_of; then its folder beside this one, src/target/<backend>/, with
// one file per seam, and its line in each seam's switch:
//   <backend>.cpp           target::Backend           backend()        (backend.cpp)
//   codegen.cpp             target::Codegen           codegen()        (codegen.cpp)
//   code_object.cpp         pipeline::CodeObjectStep  make_step()      (pipeline/code_object.cpp)
//   attributes.cpp          the fn_attrs registry row k_tables         (manifest/registry.cpp)
//   occupancy_command.cpp   kiln occupancy's answer   occupancy()      (tool/occupancy.cpp)
#include <span>
#include <string_view>

namespace kiln::target {

// A backend: the LLVM target kiln compiles for, with its runtime, toolkit and code objects.
enum class Kind { amdgpu, nvptx };

struct Facts {
    Kind kind;
    std::string_view name;           // the manifest's fn_attrs table: "amdgpu", "nvptx"
    std::string_view llvm_target;    // LLVM's target registry name: "AMDGPU", "NVPTX"
    std::string_view triple;         // "amdgcn-amd-amdhsa", "nvptx64-nvidia-cuda"
    std::string_view bundle_prefix;  // a bundle entry's ID before the target ID (clang-offload-bundler's)
    // Whether its target IDs carry subtarget features after the processor ("gfx942:sramecc+:xnack-",
    // LLVM's TargetID), or are a processor alone ("sm_90a").
    bool target_id_features;
    // The same written by clang's new offload driver (--offload-new-driver) into .hip_fatbin; "": none.
    std::string_view new_driver_prefix;
    std::string_view unit;           // where blocks reside: "CU", "SM"
    std::string_view residency;      // the occupancy figure beside blocks: "waves/SIMD", "warps/SM"
    std::string_view residency_key;  // the same in JSON and TOML: "waves_per_simd", "warps_per_sm"
    std::string_view registers;      // what its tables count as registers: "VGPRs", "registers"
    std::string_view private_memory; // per-thread memory: "scratch", "local"
    std::string_view shared_memory;  // per-block memory: "LDS", "shared"
    std::string_view spill_unit;     // after a spill count: "" (registers spilled), " B" (bytes stored)
    // Whether the code object states the spills (AMD's metadata note does; a cubin does not:
    // ptxas's log does, so they are unknown for cubins kiln did not build).
    bool spills_in_code_object;
    // Whether the code object says which parameters are pointers (AMD's metadata note does; a
    // cubin does not: kiln reads it from the PTX it compiled).
    bool pointers_in_code_object;
    bool scalar_registers;           // SGPRs beside the vector registers (AMD)
    // Whether kiln's record of a code object lives in the bundle's host entry (a cubin has no room
    // for the .kiln section) rather than in the code object. Then only the entry's ID links the
    // two, so the code object's own target is checked against the entry's.
    bool record_in_host_entry;
    // The installations a build for the backend needs: ROCm for its clang sources (HIP, OpenCL:
    // device libraries, HIP's headers; LLVM IR needs none), a CUDA toolkit for every kernel (ptxas
    // makes its code objects), and whether the HIP runtime computes its occupancy (the build's note).
    bool clang_sources_need_rocm;
    bool needs_cuda_toolkit;
    bool hip_runtime_occupancy;
};

// Per-thread arrays and the loops that index them (private_arrays.hpp, AMDGPU's TTI of LLVM 22):
// a loop over an array of at most k_private_array_bytes is unrolled while its unrolled size stays
// within k_private_unroll_threshold of LLVM's cost units, so that the array can live in registers.
inline constexpr unsigned k_private_array_bytes = (256 - 16) * 4;
inline constexpr unsigned k_private_unroll_threshold = 2700;
// A loop that indexes a shared-memory variable: unrolled within 1,000 (AMDGPU's
// amdgpu-unroll-threshold-local), so its loads take constant offsets.
inline constexpr unsigned k_shared_unroll_threshold = 1000;

// Every backend, in a fixed order (fn_attrs tables are listed in it).
std::span<const Facts> all();
const Facts& facts(Kind k);

// The backend of a target ID or processor: "sm_90", "sm_90a" are NVIDIA's; everything else is
// AMD's ("gfx942:xnack-", and names that are neither, which AMD's checks then refuse by name).
Kind kind_of(std::string_view target_id);
inline const Facts& facts_of(std::string_view target_id) { return facts(kind_of(target_id)); }
inline bool is_nvidia(std::string_view target_id) { return kind_of(target_id) == Kind::nvptx; }

// The backend whose fn_attrs table is `name` ("amdgpu", "nvptx"); nullptr when none is.
const Facts* named(std::string_view name);

}  // namespace kiln::target
