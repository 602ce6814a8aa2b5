// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Per-thread arrays kept in registers: an unroll rule for loops that index them, for backends
// whose LLVM target has none (NVPTX). A per-thread array (`float acc[TM * TN]`) stays in memory
// (NVIDIA's local memory, off-chip) unless every access has a constant index, which needs the loops
// that index it fully unrolled before SROA runs again. LLVM's AMDGPU target raises its unroll
// threshold for such loops (amdgpu-unroll-threshold-private, 2,700 in LLVM 22, for arrays that fit
// in 240 registers); NVPTX keeps the default (300 at O3), so the loops stay rolled and the arrays in
// local memory, where nvcc unrolls them. This is AMDGPU's rule as a pass of kiln's pipeline: a loop
// with a constant trip count, a GEP on such an array whose index the loop itself defines, and an
// unrolled size within the threshold gets `llvm.loop.unroll.full`, as `#pragma unroll` would give
// it; LLVM's full-unroll pass, which runs next, unrolls it and SROA puts the array in registers.
// AMDGPU's second rule comes with it: a loop (at most two deep) that indexes a shared-memory
// variable unrolls within 1,000 (amdgpu-unroll-threshold-local), so that its loads take constant
// offsets (the SGEMM tutorial's 1D-tiled kernel: 0.73x nvcc's speed without it, 1.00x with it).
// A third rule is nvcc's rather than AMDGPU's: an innermost loop of unknown trip count with a small
// body that loads from memory other than shared memory and has no barrier, call or shared store (a
// K loop of plain global loads: `for (i = 0; i < K; ++i) acc += A[..] * B[..]`) gets
// `llvm.loop.unroll.count` 16: ptxas unrolls nvcc's 4x-unrolled form of such a loop to 16 loads in
// flight and leaves LLVM's alone (the SGEMM tutorial's coalesced kernel: 0.84x nvcc's without it,
// 1.00x with it, docs/hardware.md).
// A loop that already has unroll metadata (the source's #pragma unroll N, or unroll 1) is the
// source's choice and is left as it is.
#include <llvm/IR/PassManager.h>
#include <llvm/Transforms/Scalar/LoopPassManager.h>

#include <string>
#include <vector>

#include "target/target.hpp"

namespace llvm {
class Module;
}  // namespace llvm

namespace kiln::target {

// The streaming-loop rule's count and the largest body (LLVM's size units) it applies to.
inline constexpr unsigned k_stream_unroll_count = 16;
inline constexpr unsigned k_stream_body = 24;

// AMDGPU's figures (target.hpp): the unrolled loop's size, the largest array considered.
struct PrivateArrayUnroll : llvm::PassInfoMixin<PrivateArrayUnroll> {
    llvm::PreservedAnalyses run(llvm::Loop& loop, llvm::LoopAnalysisManager& lam, llvm::LoopStandardAnalysisResults& ar,
                                llvm::LPMUpdater& updater);
};

// The per-thread arrays of `m`'s functions still in memory after optimization (each a static
// alloca left), for the build's warning when the kernel keeps local memory or scratch without
// spills: "float[64], 256 bytes", with the variable and its line ("acc at tiles.cu:21") when the
// source has debug information.
std::vector<std::string> arrays_in_memory(llvm::Module& m);

}  // namespace kiln::target
