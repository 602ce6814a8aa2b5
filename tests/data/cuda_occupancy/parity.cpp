// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln's CUDA occupancy model (include/kiln/occupancy.hpp) against CUDA's own calculator,
// cuda_occupancy.h (header-only host code of the toolkit found at build time), over a grid of
// registers, block sizes, static and dynamic shared memory, carveouts, opted-in maximums and named
// barriers, for every compute capability kiln models. The devices' constants are NVIDIA's
// (libcu++'s cuda::arch_traits, CCCL 2026), written here apart from kiln's model; the rules are the
// header's. Prints the cases compared and each difference; exit 1 on any.
#include <cuda.h>  // CUDA_VERSION
#include <cuda_occupancy.h>

#include <cstdio>
#include <initializer_list>

#include <kiln/occupancy.hpp>

namespace cu = kiln::occupancy::cuda;

struct Device {
    const char* name;
    int major, minor, threads_per_sm;
    long smem_per_sm;  // bytes
};
// cuda::arch_traits: max_threads_per_multiprocessor and max_shared_memory_per_multiprocessor.
constexpr Device k_devices[] = {
    {"sm_80", 8, 0, 2048, 164 * 1024},   {"sm_86", 8, 6, 1536, 100 * 1024},   {"sm_89", 8, 9, 1536, 100 * 1024},
    {"sm_90", 9, 0, 2048, 228 * 1024},   {"sm_100", 10, 0, 2048, 228 * 1024}, {"sm_103", 10, 3, 2048, 228 * 1024},
    {"sm_110", 11, 0, 1536, 228 * 1024}, {"sm_120", 12, 0, 1536, 100 * 1024}, {"sm_121", 12, 1, 1536, 100 * 1024},
};

int main() {
    long compared = 0, differ = 0, refused = 0;
    int devices = 0;
    for (const Device& d : k_devices) {
        cudaOccDeviceProp prop;
        prop.computeMajor = d.major, prop.computeMinor = d.minor;
        prop.maxThreadsPerBlock = 1024, prop.maxThreadsPerMultiprocessor = d.threads_per_sm;
        prop.regsPerBlock = 65536, prop.regsPerMultiprocessor = 65536, prop.warpSize = 32;
        prop.sharedMemPerBlock = 48 * 1024, prop.sharedMemPerMultiprocessor = d.smem_per_sm;
        prop.sharedMemPerBlockOptin = d.smem_per_sm - 1024, prop.reservedSharedMemPerBlock = 1024, prop.numSms = 100;
        {  // a header older than the capability does not know it
            cudaOccResult r;
            cudaOccFuncAttributes a;
            cudaOccDeviceState s;
            a.maxThreadsPerBlock = 1024;
            if (cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &a, &s, 128, 0) == CUDA_OCC_ERROR_UNKNOWN_DEVICE) {
                std::printf("%s: not in this cuda_occupancy.h (CUDA_VERSION %d): not compared\n", d.name, CUDA_VERSION);
                continue;
            }
        }
        ++devices;
        const cu::Arch arch = cu::arch_from_name(d.name);
        for (int regs : {0, 16, 32, 40, 64, 72, 128, 168, 255})
            for (int block : {32, 64, 96, 128, 192, 256, 384, 512, 768, 1024})
                for (int st : {0, 1000, 16384, 40000})
                    for (int dyn : {0, 8192, 60000})
                        for (int carveout : {-1, 0, 25, 50, 100})
                            for (int maxdyn : {-1, 65536, 200000})
                                for (int barriers : {0, 1, 2}) {
                                    cudaOccFuncAttributes a;
                                    a.maxThreadsPerBlock = 1024, a.numRegs = regs, a.sharedSizeBytes = st;
                                    a.partitionedGCConfig = PARTITIONED_GC_OFF, a.numBlockBarriers = barriers;
                                    a.shmemLimitConfig = maxdyn < 0 ? FUNC_SHMEM_LIMIT_DEFAULT : FUNC_SHMEM_LIMIT_OPTIN;
                                    a.maxDynamicSharedSizeBytes = maxdyn < 0 ? 48 * 1024 - st : maxdyn;
                                    cudaOccDeviceState s;
                                    s.carveoutConfig = carveout;
                                    cudaOccResult r;
                                    if (cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &a, &s, block, dyn) != CUDA_OCC_SUCCESS) {
                                        ++refused;
                                        continue;
                                    }
                                    cu::Input in;
                                    in.arch = arch, in.registers = regs, in.static_shared = st, in.block_size = block;
                                    in.dynamic_shared = dyn, in.carveout = carveout, in.max_dynamic_shared = maxdyn, in.barriers = barriers;
                                    const cu::Result k = cu::blocks_per_sm(in);
                                    ++compared;
                                    if (k.status != kiln::occupancy::Status::ok || k.blocks_per_sm != r.activeBlocksPerMultiprocessor) {
                                        if (++differ <= 20)
                                            std::printf("DIFF %s regs %d block %d static %d dynamic %d carveout %d maxdyn %d barriers %d: "
                                                        "cuda_occupancy.h %d, kiln %d\n",
                                                        d.name, regs, block, st, dyn, carveout, maxdyn, barriers,
                                                        r.activeBlocksPerMultiprocessor, k.blocks_per_sm);
                                    }
                                }
    }
    std::printf("cuda_occupancy.h (CUDA_VERSION %d) against kiln: %ld of %ld cases equal on %d compute capabilities (%ld inputs the "
                "header refuses)\n",
                CUDA_VERSION, compared - differ, compared, devices, refused);
    return differ || devices == 0 ? 1 : 0;
}
