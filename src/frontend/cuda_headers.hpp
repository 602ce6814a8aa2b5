// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// clang 22's CUDA as kiln runs it. Its headers: where a header of clang's resource directory
// compiles to something other than what CUDA documents, kiln reads a corrected text of the
// installed file (an in-memory file at the same path, clang_frontend.cpp), never a copy of its own.
//  - __clang_cuda_intrinsics.h writes atomicAdd on float2/float4 (and _block, _system) as inline
//    assembly that is neither volatile nor clobbers memory: with its result unused, LLVM deletes
//    the atomic, and `atomicAdd((float2*)p, v);` compiled to nothing (nvcc: atom.global.add.v2.f32).
//    Each `atom.` asm statement becomes `asm volatile(... : "memory")`, as CUDA's own are.
//  - A HIP source for an NVIDIA target (issue 33, item 1) includes HIP's NVIDIA headers
//    (hip/nvidia_detail), as hipcc's NVIDIA platform compiles it. HIP 5.2's
//    nvidia_hip_runtime_api.h wraps the CUDA runtime in some 300 inline host functions, written
//    for CUDA 11: over CUDA 12 and 13 (texture references, cudaDeviceProp::clockRate and the old
//    cudaMemAdvise are gone) they are 57 errors, though a device compile never emits them. kiln
//    reads the header with each such body replaced by __builtin_unreachable() (declarations kept,
//    so host code still type-checks; over CUDA 11.8 the PTX is byte-identical either way).
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::frontend {

// kiln's header for a HIP source's CUDA compile, included after kiln-cuda-extras.h. HIP's warp
// votes without a mask (__any, __all, __ballot: the active lanes, as on AMD) are clang's CUDA
// functions, which write PTX `vote` without .sync, and ptxas refuses that for sm_70 and later
// ("Instruction 'vote' without '.sync' is not supported on .target sm_70 and higher"): there they
// are the .sync forms over __activemask(). HIP's unmasked shuffles need nothing (LLVM writes
// shfl.sync with a full mask). CUDA 12 removed the texture template the header's (stubbed)
// host signatures still name: declared.
inline constexpr std::string_view k_hip_nvidia_text = R"KILN(#pragma once
#if CUDART_VERSION >= 12000
template <class T, int dim, enum cudaTextureReadMode readMode> struct texture;
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define __any(p) __any_sync(__activemask(), (p))
#define __all(p) __all_sync(__activemask(), (p))
#define __ballot(p) __ballot_sync(__activemask(), (p))
#endif
)KILN";

// GCC's omp.h (/usr/lib/gcc/<triple>/<version>/include/omp.h), the newest GCC's, as g++ (nvcc's
// host compiler) finds it; empty when no GCC has one. Only this file is offered to clang, not
// GCC's directory, whose stddef.h and intrinsics headers are GCC's own.
const std::filesystem::path& gcc_omp();

// The text of HIP's nvidia_hip_runtime_api.h with the body of each `inline static` (or `static
// inline`) function replaced by `{ __builtin_unreachable(); }`; the rest unchanged.
std::string stub_hip_nvidia_api(std::string_view text);

// The text of clang's __clang_cuda_intrinsics.h with each `__asm__(` of an `atom.` instruction
// volatile and clobbering memory; the rest unchanged.
std::string fix_cuda_intrinsics(std::string text);

// The headers kiln reads corrected, (path, corrected text) for each that exists: clang's resource
// directory's (`-resource-dir` of `cc1`), and HIP's NVIDIA runtime API header under `hip_nvidia`
// (HIP's include directory; empty: not a HIP source).
std::vector<std::pair<std::string, std::string>> fixed_cuda_headers(const std::vector<std::string>& cc1,
                                                                    const std::filesystem::path& hip_nvidia);

// The PTX version clang's driver asks for in a CUDA compile job (`-target-feature +ptxNN` in
// `cc1`) comes from the CUDA release it found, capped at the newest clang 22 knows (8.8, CUDA
// 12.9): below what some SMs need (sm_110: 9.0), which clang refuses. Raised to the SM's minimum
// there (the kernel's own PTX version is LLVM's minimum anyway: compile.cpp drops the feature).
void raise_ptx_feature(std::vector<std::string>& cc1, std::string_view sm);

}  // namespace kiln::frontend
