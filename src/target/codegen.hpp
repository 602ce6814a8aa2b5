// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What differs between backends while LLVM compiles a kernel (compile/): the target's limits as
// LLVM knows them, the target machine's options, what a module gets before O3 and before codegen,
// what codegen writes, and the advice a failed compile may get. One implementation per backend,
// in its folder (amdgpu/codegen.cpp, nvptx/codegen.cpp); codegen() is its switch (codegen.cpp).
// The other per-backend seams: target::Backend (backend.hpp, once a kernel is compiled, no LLVM)
// and pipeline::CodeObjectStep (making the code object).
//
// This one uses LLVM, so it is a library of its own, kiln_codegen: kiln_target and kiln_backend
// stay free of LLVM (emit links them), and kiln_compile, its one user, links it.
#include <llvm/Support/CodeGen.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "manifest/manifest.hpp"
#include "manifest/resolve.hpp"
#include "manifest/target_limits.hpp"
#include "target/target.hpp"
#include "util/result.hpp"

namespace llvm {
class Module;
class PassBuilder;
}  // namespace llvm

namespace kiln::target {

class Codegen {
public:
    virtual ~Codegen() = default;
    virtual const Facts& facts() const = 0;

    // Registers LLVM's target with the process (its target info, MC layer, printers); once.
    virtual void initialize_llvm() const = 0;

    // The target's limits: an error when LLVM or kiln does not know the processor or a feature
    // (compile/target_info.hpp says which).
    virtual Result<manifest::TargetLimits> limits(const manifest::TargetId& target) const = 0;

    // The subtarget features a kernel adds to its target ID's (AMD's "+wavefrontsize64" for a
    // wavefront_size of 64 where 32 is the default); none on most.
    virtual std::vector<std::string> kernel_features(const manifest::TargetId& target, std::int64_t wavefront_size) const = 0;

    // The target machine's relocation model (nothing: LLVM's default for the triple).
    virtual std::optional<llvm::Reloc::Model> relocation_model() const = 0;

    // Module flags the code object needs (AMD's code object version), set with the triple.
    virtual void set_module_flags(llvm::Module& m, int code_object_version) const = 0;

    // The source's own target-features as compared with the target ID's: what is not a subtarget
    // (NVIDIA's PTX ISA version) left out; empty when nothing is left to compare.
    virtual std::string comparable_features(const std::string& features) const = 0;

    // The kernel's module before O3, once the kernel's attributes are on it (its numerics: the
    // kernel's fast_math, and nvcc's prec_sqrt and prec_div for CUDA sources).
    virtual void prepare(llvm::Module& m, const manifest::ResolvedKernel& k) const = 0;

    // LLVM options the kernel's settings need in its optimization and codegen, before its own
    // llvm_args (which then run it in a worker of its own); none on most.
    virtual std::vector<std::string> llvm_options(const manifest::ResolvedKernel& k) const = 0;

    // Passes the backend adds to LLVM's O3 pipeline, registered on `pb` at its extension points
    // (NVIDIA: the private-array unroll rule that AMDGPU's own target has, private_arrays.hpp).
    // `unroll`: whether the pipeline unrolls loops at all (not under -fno-unroll-loops).
    virtual void add_passes(llvm::PassBuilder& pb, bool unroll) const = 0;

    // The module after O3, before codegen.
    virtual void before_codegen(llvm::Module& m) const = 0;

    // What codegen writes into CompileResult::object: an object file, or assembly text that a
    // later step assembles. --save-temps keeps the assembly under `temp_suffix` (for an object,
    // LLVM's verbose assembly of the same module); `cannot_emit` is the error when the target
    // machine cannot write it.
    struct Output {
        llvm::CodeGenFileType type;
        std::string_view temp_suffix;
        std::string_view cannot_emit;
    };
    virtual Output output() const = 0;
    // A comment for the top of the kernel's assembly as --save-temps keeps it, saying what the
    // file alone lacks (NVIDIA: the device variables it declares .extern); empty for none.
    virtual std::string temp_note(std::string_view assembly) const = 0;

    // After a failed compile with `errors`: a related target the kernel may compile for (NVIDIA's
    // sm_90a for sm_90's arch-specific instructions), the error it explains and the message that
    // replaces it; compile/ tries the target and uses the advice when the kernel compiles there.
    // `source_cpu`: the kernel's target-cpu in the source, if it had one.
    struct Advice {
        manifest::TargetId target;
        std::size_t error = 0;  // the index in `errors`
        std::string message;
    };
    virtual std::optional<Advice> advice(const manifest::TargetId& target, std::span<const std::string> errors,
                                         const std::string& source_cpu) const = 0;
};

// The one switch: the codegen of a kind.
const Codegen& codegen(Kind kind);

}  // namespace kiln::target
