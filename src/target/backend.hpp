// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What differs between backends: how clang's driver is asked to compile a source for one (the
// front end's part), and once a kernel is compiled, its figures as the backend's tools state them,
// its occupancy as its runtime computes it, its expectations and its report curves.
// One implementation per backend, in its folder (amdgpu/, nvptx/); backend() is its switch (the
// other per-backend seam, making the code object, is pipeline/code_object.hpp's, with its own).
// No LLVM: the records, the occupancy models (include/kiln/occupancy.hpp) and the target facts.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "codeobj/kernel_record.hpp"
#include "target/curve.hpp"
#include "target/target.hpp"

namespace kiln::target {

// One of a kernel's backend's own figures, as a tune table heads it and JSON names it.
struct Figure {
    std::string_view head;              // "VGPRs", "regs"
    std::string_view key;               // "vgpr_count", "registers"
    std::optional<std::int64_t> value;  // nothing: not known (JSON null)
};

// A source language as clang compiles it (its -x): what the front end (frontend/clang_frontend.cpp)
// builds a source as for a backend.
enum class ClangLanguage { none, hip, cuda, opencl };

class Backend {
public:
    virtual ~Backend() = default;
    virtual const Facts& facts() const = 0;

    // The clang language a source of the manifest's `language` ("hip", "cuda", "opencl") compiles
    // as: AMD builds CUDA as HIP (as hipcc builds .cu), NVIDIA HIP and CUDA as CUDA for the SM
    // (clang's CUDA mode, which links libdevice itself); none: a language the backend does not take
    // (the manifest refuses it first).
    virtual ClangLanguage clang_language(std::string_view language) const = 0;
    // The driver arguments of every clang compile for the backend, after the language's: AMD's code
    // object version and, for a kernel's wavefront_size = 64, -mwavefrontsize64 (gfx10 and later run
    // 32 otherwise); none on NVIDIA.
    virtual std::vector<std::string> clang_target_args(int code_object_version, bool wave64) const = 0;

    // The kernel's registers as its tables show them: AMD's VGPRs, NVIDIA's registers per thread.
    virtual std::int64_t registers(const codeobj::KernelInfo& r) const = 0;
    // Its spills as kiln reports them: AMD's VGPRs plus SGPRs spilled, ptxas's spill-store bytes.
    virtual std::int64_t spills(const codeobj::KernelInfo& r) const = 0;
    // The spill warning's figures: "... bytes of spill stores, ... of loads (... bytes of local
    // memory per thread)".
    virtual std::string spill_text(const codeobj::KernelInfo& r) const = 0;

    // The record's occupancy, as the backend's runtime computes it for the record's launch (block
    // size, dynamic LDS, profile, carveout): `hip` (the runtime's figure), `hardware` and
    // blocks_by_block_size. `target_id` names the processor.
    virtual void add_occupancy(codeobj::KernelRecord& r, const std::string& target_id) const = 0;
    // The kernel's expectations against its record, a line per miss ("gemm gfx942: 1 block/CU at
    // block 256, expected >= 2: limited by VGPRs (...)"); `checked` counts those looked at.
    virtual std::vector<std::string> check(const codeobj::KernelRecord& k, const std::string& target_id,
                                           std::size_t& checked) const = 0;
    // The report's curves (registers, shared memory, block size); empty without a model.
    virtual std::vector<Curve> curves(const codeobj::KernelRecord& k, const std::string& target_id) const = 0;
    // The most waves per SIMD (warps per SM) the target holds, for percentages; 0: unknown.
    virtual int max_waves(const codeobj::KernelRecord& k, const std::string& target_id) const = 0;
    // The report's note on its curves' model.
    virtual std::string_view curves_note() const = 0;
    // The register and spill figures that lead a tune table's row and its JSON ("VGPRs", "SGPRs",
    // "AGPRs", "spills"; "regs", "spill B").
    virtual std::vector<Figure> tune_figures(const codeobj::KernelInfo& r) const = 0;
    // The register and spill figures NAME.tuned.toml records beside a pick (docs/tuning.md):
    // vgpr_count, sgpr_count, spills; registers, spill_store_bytes.
    virtual std::vector<Figure> tuned_file_figures(const codeobj::KernelInfo& r) const = 0;
    // The JSON record's resource fields beyond those every kernel carries (AMD's, zero on NVIDIA),
    // and its launch fields beyond block_size and dynamic_lds (docs/metadata.md). `spills_known`
    // as for resource_facts.
    virtual std::vector<Figure> json_resources(const codeobj::KernelInfo& r, bool spills_known) const = 0;
    virtual std::vector<Figure> json_launch(const codeobj::KernelRecord& k) const = 0;
    // The loader header's KernelFigures fields beyond those every kernel fills
    // (include/kiln/runtime/loader.hpp): NVIDIA's registers per thread, barriers, carveout and
    // max_dynamic_lds; none on AMD.
    virtual std::vector<Figure> loader_figures(const codeobj::KernelRecord& k) const = 0;
    // The kernel's resources and launch as the report lists them, (name, value) in order;
    // `spills_known`: false for a cubin kiln did not build (ptxas's log has them, not the cubin).
    virtual std::vector<std::pair<std::string, std::string>> resource_facts(const codeobj::KernelRecord& k,
                                                                            bool spills_known) const = 0;

    // The instruction mix of one kernel's compiled code as the compile step leaves it (NVIDIA: PTX
    // text; AMD: a relocatable object, not read yet: unknown).
    virtual codeobj::InstructionMix instruction_mix(std::string_view compiled) const = 0;
    // The processor's first device in kiln's device table, the one a speed estimate assumes: its
    // CUs (SMs: sm_90 an H100 SXM's 132, gfx942 an MI300X's 304; 0 where none is listed) and the
    // bytes of L1 data cache each has (NVIDIA: L1 and shared memory together, 256 KiB on sm_90).
    struct ReferenceDevice {
        int units = 0;
        std::int64_t cache = 0;
    };
    virtual ReferenceDevice reference_device(const std::string& target_id) const = 0;
    // Why a code object of this backend whose own target ID is `object` (codeobj::target_id_of:
    // "gfx942:xnack-", "sm_90") cannot be the bundle entry for `target_id`, as "for gfx950, not
    // gfx942"; nothing when it can. AMD: the processor, and each feature the object pins pinned
    // alike (HIP loads an entry on the devices its ID names). NVIDIA: the SM; an sm_90a entry takes
    // a cubin flagged sm_90, as ptxas 13 writes them.
    virtual std::optional<std::string> entry_mismatch(std::string_view object, std::string_view target_id) const = 0;
    // Why a kernel of `target_id` cannot run waves (warps) of `wavefront` lanes, 32 or 64, or
    // nothing: "gfx942 runs 64-lane waves only" (gfx9), "NVIDIA warps are 32 threads".
    virtual std::optional<std::string> wavefront_problem(const std::string& target_id, int wavefront) const = 0;
};

// The one switch: the backend of a kind, or of a target ID.
const Backend& backend(Kind kind);
inline const Backend& backend_for(std::string_view target_id) { return backend(kind_of(target_id)); }

// Whether a HIP source compiles as CUDA for `target_id`: an NVIDIA target, as hipcc's NVIDIA
// platform builds it (so nvcc's numerics apply to it there).
inline bool hip_built_as_cuda(std::string_view target_id) {
    return backend_for(target_id).clang_language("hip") == ClangLanguage::cuda;
}

// Whether a record's spills are known: kiln built the code object (its record says so, and it is
// not one built elsewhere), or the code object states them (AMD's note does; a cubin does not).
inline bool spills_known(const codeobj::CodeObjectRecord& r) {
    return (!r.kiln_version.empty() && !r.prebuilt) || backend_for(r.target).facts().spills_in_code_object;
}

}  // namespace kiln::target
