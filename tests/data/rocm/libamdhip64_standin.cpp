// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A stand-in for the HIP runtime (libamdhip64.so.7 of a ROCm Core SDK prefix, which no AMD GPU here
// can run): the entry points kiln calls, with HIP's C signatures. KILN_STANDIN_DEVICES devices
// (default 0: hipErrorNoDevice); a device loads no code object (hipErrorNoBinaryForGpu), so the
// model's figures stand. hipRuntimeGetVersion says KILN_STANDIN_VERSION (default 71712345: HIP 7.17.12345).
#include <cstdlib>

namespace {
int env(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v && *v ? std::atoi(v) : fallback;
}
}  // namespace

extern "C" {
int hipGetDeviceCount(int* count) {
    *count = env("KILN_STANDIN_DEVICES", 0);
    return *count > 0 ? 0 : 100;  // hipErrorNoDevice
}
const char* hipGetErrorName(int code) {
    return code == 100 ? "hipErrorNoDevice" : code == 209 ? "hipErrorNoBinaryForGpu" : "hipErrorUnknown";
}
int hipRuntimeGetVersion(int* version) {
    *version = env("KILN_STANDIN_VERSION", 71712345);
    return 0;
}
int hipModuleLoadData(void** module, const void*) {
    *module = nullptr;
    return 209;
}
int hipModuleUnload(void*) { return 0; }
int hipModuleGetFunction(void**, void*, const char*) { return 500; }
int hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int*, void*, int, unsigned long) { return 500; }
}
