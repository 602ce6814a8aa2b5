// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// clang 22's CUDA as kiln runs it. Its headers: where a header of clang's resource directory
// compiles to something other than what CUDA documents, kiln reads a corrected text of the
// installed file (an in-memory file at the same path, clang_frontend.cpp), never a copy of its own.
//  - __clang_cuda_intrinsics.h writes atomicAdd on float2/float4 (and _block, _system) as inline
//    assembly that is neither volatile nor clobbers memory: with its result unused, LLVM deletes
//    the atomic, and `atomicAdd((float2*)p, v);` compiled to nothing (nvcc: atom.global.add.v2.f32).
//    Each `atom.` asm statement becomes `asm volatile(... : "memory")`, as CUDA's own are.
#include <string>
#include <string_view>
#include <vector>

namespace kiln::frontend {

// The text of clang's __clang_cuda_intrinsics.h with each `__asm__(` of an `atom.` instruction
// volatile and clobbering memory; the rest unchanged.
std::string fix_cuda_intrinsics(std::string text);

// The headers of clang's resource directory (`-resource-dir` of `cc1`) kiln reads corrected:
// (path, corrected text) for each that exists.
std::vector<std::pair<std::string, std::string>> fixed_cuda_headers(const std::vector<std::string>& cc1);

// The PTX version clang's driver asks for in a CUDA compile job (`-target-feature +ptxNN` in
// `cc1`) comes from the CUDA release it found, capped at the newest clang 22 knows (8.8, CUDA
// 12.9): below what some SMs need (sm_110: 9.0), which clang refuses. Raised to the SM's minimum
// there (the kernel's own PTX version is LLVM's minimum anyway: compile.cpp drops the feature).
void raise_ptx_feature(std::vector<std::string>& cc1, std::string_view sm);

}  // namespace kiln::frontend
