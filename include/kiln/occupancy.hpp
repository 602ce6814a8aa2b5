// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Occupancy exactly as the HIP runtime computes it, for the gfx9, gfx10, gfx11 and gfx12.5 processors:
// what hipModuleOccupancyMaxActiveBlocksPerMultiprocessor returns for a code object, bit for bit,
// without a GPU (docs/occupancy.md says how each family's rules were established). Other
// processors (gfx12.0, the generic targets) have no model: Status::unknown_arch, shown as "n/a".
// Header-only, constexpr, C++17, no LLVM: the kiln tool and the generated loader
// header share this one implementation.
//
// The HIP algorithm (CLR hip_platform.cpp, ihipOccupancyMaxActiveBlocksPerMultiprocessor):
//   B <= 0                 -> error;  B > 1024 -> 0 blocks
//   vgpr_waves = V > 0 ? VGPR_FILE / alignUp(V, VGPR_GRANULE) : MAX_WAVES; 0 -> error (V too large)
//   gpr_waves  = S > 0 ? min(vgpr_waves, SGPR_FILE / (alignUp(S, 16) + SGPR_EXTRA)) : vgpr_waves
//   waves_cu   = SIMDS * min(MAX_WAVES, gpr_waves)
//   blocks     = waves_cu * WAVE / alignUp(B, WAVE)
//   L + D > 0  -> blocks = min(blocks, LDS_CU / (L + D))        (raw bytes, no granule)
// V = .vgpr_count, S = .sgpr_count, L = .group_segment_fixed_size, D = dynamic LDS at launch.
// Inputs come from files and command lines: negative counts are invalid_resources, and nothing
// overflows (L + D is summed in 64 bits as HIP's size_t does; a count beyond a register file is
// clamped before rounding: its answer is the same).
// Profiles pick the runtime version: "6.4" (ROCm 6.4 and later), "6.1" (ROCm 6.1-6.3: gfx950's
// VGPR file counted as 256 with granule 4), "trap" (newest runtimes reserve 16 SGPRs for the trap
// handler). A second, clearly separate "hardware" estimate adds what HIP leaves out.
#include <cstdint>
#include <limits>

namespace kiln::occupancy {

// A processor by its ISA version: gfx942 is 9.4.2, gfx90a 9.0.10, gfx1100 11.0.0; all zero: unknown.
struct Arch {
    int major = 0, minor = 0, stepping = 0;
    static const Arch unknown, gfx908, gfx90a, gfx942, gfx950, gfx1030, gfx1100;
    constexpr bool operator==(const Arch& o) const { return major == o.major && minor == o.minor && stepping == o.stepping; }
    constexpr bool operator!=(const Arch& o) const { return !(*this == o); }
};
inline constexpr Arch Arch::unknown{}, Arch::gfx908{9, 0, 8}, Arch::gfx90a{9, 0, 10}, Arch::gfx942{9, 4, 2},
    Arch::gfx950{9, 5, 0}, Arch::gfx1030{10, 3, 0}, Arch::gfx1100{11, 0, 0};
enum class Profile { v6_4, v6_1, trap };
// AMD limiters first, then CUDA's (warps, registers, shared memory, blocks per SM, barriers).
enum class Limiter { none, block_size, waves, vgprs, sgprs, lds, workgroups, warps, registers, shared, blocks, barriers };
enum class Status { ok, invalid_block_size, too_many_vgprs, too_many_sgprs, invalid_resources, unknown_arch };

constexpr const char* limiter_name(Limiter l) {
    switch (l) {
        case Limiter::none: return "none";
        case Limiter::block_size: return "block size";
        case Limiter::waves: return "waves";
        case Limiter::vgprs: return "VGPRs";
        case Limiter::sgprs: return "SGPRs";
        case Limiter::lds: return "LDS";
        case Limiter::workgroups: return "workgroups";
        case Limiter::warps: return "warps";
        case Limiter::registers: return "registers";
        case Limiter::shared: return "shared memory";
        case Limiter::blocks: return "blocks";
        case Limiter::barriers: return "barriers";
    }
    return "?";
}

constexpr const char* profile_name(Profile p) {
    return p == Profile::v6_4 ? "6.4" : p == Profile::v6_1 ? "6.1" : "trap";
}

constexpr bool same(const char* a, const char* b) {
    while (*a && *a == *b) ++a, ++b;
    return *a == *b;
}

// The processor of "gfx942", "gfx90a", "gfx1100" or a target ID starting with one ("gfx942:xnack-"):
// after "gfx", the major version in decimal, then the minor (decimal) and stepping (hex) digits.
// Generic targets ("gfx9-4-generic") and malformed names are unknown.
constexpr Arch arch_from_name(const char* name) {
    if (name[0] != 'g' || name[1] != 'f' || name[2] != 'x') return Arch::unknown;
    int n = 0;
    while (name[3 + n] && name[3 + n] != ':') ++n;
    if (n < 3 || n > 4 || name[3] == '0') return Arch::unknown;
    const char* v = name + 3;
    auto digit = [](char c) { return c >= '0' && c <= '9' ? c - '0' : -1; };
    auto hex = [](char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1; };
    int major = 0;
    for (int i = 0; i < n - 2; ++i) {
        if (digit(v[i]) < 0) return Arch::unknown;
        major = major * 10 + digit(v[i]);
    }
    const int minor = digit(v[n - 2]), stepping = hex(v[n - 1]);
    if (major == 0 || minor < 0 || stepping < 0) return Arch::unknown;
    return {major, minor, stepping};
}

// Whether kiln models HIP's occupancy for the processor: gfx9 (every one), gfx10.1/10.3, gfx11.0/11.5,
// gfx12.5 (gfx1250, gfx1251). gfx12.0 is not in the runtime's device table that the rules were
// read from (its default branch would give gfx12 gfx8's register file), so it has no model.
constexpr bool has_model(Arch a) {
    return a.major == 9 || (a.major == 10 && (a.minor == 1 || a.minor == 3)) || (a.major == 11 && (a.minor == 0 || a.minor == 5)) ||
           (a.major == 12 && a.minor == 5 && a.stepping <= 1);
}

constexpr bool profile_from_name(const char* name, Profile& out) {
    if (same(name, "6.4")) return out = Profile::v6_4, true;
    if (same(name, "6.1")) return out = Profile::v6_1, true;
    if (same(name, "trap")) return out = Profile::trap, true;
    return false;
}

// Device constants as HIP sees them (CLR rocdevice.cpp and hip_platform.cpp): per ISA version,
// and per wave size on gfx10+ (wave64 halves the VGPR file and granule).
struct Params {
    int vgpr_file = 512;
    int vgpr_granule = 8;
    int sgpr_file = 800;
    int sgpr_granule = 16;
    int sgpr_extra = 0;
    int max_waves_per_simd = 8;
    int simds_per_cu = 4;
    int wavefront = 64;
    int max_block = 1024;
    int lds_per_cu = 65536;
    // Hardware estimate only (HIP applies neither).
    int lds_granule = 512;
    int max_multiwave_workgroups = 16;
};

// `wavefront`: the kernel's .wavefront_size; 0 for the processor's default (64 on gfx9, else 32).
constexpr Params params(Arch arch, Profile profile, int wavefront = 0) {
    Params p;
    if (arch.major == 9) {
        // VGPR file 512 / granule 8 for gfx90a and gfx94x (and gfx950 since ROCm 6.4); 256 / 4 otherwise.
        const bool big = (arch.minor == 0 && arch.stepping == 10) || arch.minor == 4 || (arch.minor == 5 && profile != Profile::v6_1);
        if (!big) p.vgpr_file = 256, p.vgpr_granule = 4;
        if (arch == Arch::gfx950) p.lds_per_cu = 163840;
        if (profile == Profile::trap) p.sgpr_extra = 16;
        return p;
    }
    // gfx10+: 16 waves per SIMD, SGPRs not shared between waves (HIP's file is UINT32_MAX: never a
    // limit), and 2 SIMDs per CU: HIP takes 4 in WGP mode only when comgr reports the kernel's
    // .workgroup_processor_mode as "true", and LLVM writes it as the integer 1 (comgr 2.4 reads "1").
    p.max_waves_per_simd = 16;
    p.sgpr_file = 0;
    p.simds_per_cu = 2;
    p.wavefront = wavefront == 64 ? 64 : 32;
    p.vgpr_file = 1024;
    p.vgpr_granule = arch.major == 10 && arch.minor <= 1 ? 8 : 16;
    // gfx12.5: the runtimes that know it take the VGPR file and granule from comgr (1024 / 16 in
    // wave32, its only wave size), have no WGP mode (4 SIMDs, a CU of its own) and 320 KiB of LDS.
    if (arch.major == 12 && arch.minor == 5) p.simds_per_cu = 4, p.lds_per_cu = 327680;
    if (arch.major == 11 && ((arch.minor == 0 && arch.stepping <= 1) || (arch.minor == 5 && arch.stepping == 1)))
        p.vgpr_file = 1536, p.vgpr_granule = 24;
    if (p.wavefront == 64) p.vgpr_file /= 2, p.vgpr_granule /= 2;
    return p;
}

struct Device {
    const char* name;
    Arch arch;
    int compute_units;
};

// The compute units HIP's full-occupancy grid counts per device (an MI250X is two devices of 110).
// RDNA cards: their CUs, which that grid counts in HIP's default WGP mode and without it (HIP
// reports WGPs as multiProcessorCount in WGP mode, 48 on an RX 7900 XTX, and doubles them back for
// the grid of a kernel not in WGP mode, as it reads kiln's kernels: docs/occupancy.md).
inline constexpr Device k_devices[] = {
    {"MI300X", Arch::gfx942, 304},    {"MI300A", Arch::gfx942, 228},     {"MI308X", Arch::gfx942, 80},
    {"MI325X", Arch::gfx942, 304},    {"MI350X", Arch::gfx950, 256},     {"MI355X", Arch::gfx950, 256},
    {"MI100", Arch::gfx908, 120},     {"MI210", Arch::gfx90a, 104},      {"MI250X", Arch::gfx90a, 110},
    {"MI250", Arch::gfx90a, 104},     {"RX7900XTX", Arch::gfx1100, 96},  {"RX7900XT", Arch::gfx1100, 84},
    {"RX7900GRE", Arch::gfx1100, 80}, {"W7900", Arch::gfx1100, 96},      {"W7800", Arch::gfx1100, 70},
    {"RX7800XT", Arch{11, 0, 1}, 60},  {"RX7700XT", Arch{11, 0, 1}, 54},   {"RX7600", Arch{11, 0, 2}, 32},
    {"RX6900XT", Arch::gfx1030, 80},  {"RX6800XT", Arch::gfx1030, 72},   {"RX6800", Arch::gfx1030, 60},
    {"W6800", Arch::gfx1030, 60},     {"RX6700XT", Arch{10, 3, 1}, 40},
};

constexpr const Device* find_device(const char* name) {
    for (const Device& d : k_devices)
        if (same(d.name, name)) return &d;
    return nullptr;
}

struct Input {
    Arch arch = Arch::gfx942;
    int vgprs = 0;        // .vgpr_count (on gfx942/gfx950 the unified arch + AGPR count)
    int sgprs = 0;        // .sgpr_count
    int lds = 0;          // .group_segment_fixed_size
    int block_size = 0;   // threads per block (product of the block's dimensions)
    int dynamic_lds = 0;  // bytes at launch
    Profile profile = Profile::v6_4;
    int wavefront = 0;    // .wavefront_size; 0: the processor's default (64 on gfx9, else 32)
};

// What it takes to reach `blocks` blocks per CU by changing the limiting resource alone.
struct NextStep {
    int blocks = 0;               // 0: no next step through this resource
    Limiter resource = Limiter::none;
    int at_most = 0;              // VGPRs, SGPRs, LDS bytes (static + dynamic) or block size
};

struct Result {
    Status status = Status::ok;
    int blocks_per_cu = 0;
    int waves_per_simd = 0;   // resident waves per SIMD at that many blocks
    Limiter limiter = Limiter::none;
    NextStep next;
    // The bounds each resource sets alone, in blocks per CU (-1: no bound).
    int by_waves = -1, by_vgprs = -1, by_sgprs = -1, by_lds = -1;
};

// kiln's speed estimate of a launch (kiln tune's objective "speed", the loader's fastest(); derived
// and checked against the H100 sweep corpus in docs/tuning.md): a relative time, comparable between
// launches of the same problem. The problem's work is cut into `grid` blocks; each CU (SM) takes
// ceil(grid / units) of them, blocks_per_unit at a time: full rounds, then a last round of the
// rest (wave quantization). A round of n blocks of w waves takes n x (a block's time) / R(n w),
// R(x) = x / (x + 2) the share of the CU's issue rate x resident waves reach. A block's time is
// its share of the work divided by the multiply-add share of its loops' instructions (fma /
// (fma + shared and global loads), where it has multiply-adds), plus a fixed cost per block (1 %
// of a CU's share at 64 waves: launch, prologue, epilogue, atomics) and the gap while its slot is
// refilled, hidden by the other resident blocks (1 % / blocks_per_unit). Spills or local memory
// (scratch) double it. Without a grid or units, a launch that fills the device is assumed.
// Loops without multiply-adds move data: their rate is the bytes in flight per CU, x = resident
// threads x the bytes a thread loads per loop iteration, reach: x / (x + 4 KiB). Loops that pass
// over the data again (passes > 1) re-read it from L1 where the resident blocks' share of the
// launch's buffers (bytes / grid each) fits in half of it, else from L2: each further pass costs
// 0.4 x the share that misses.
struct SpeedInputs {
    long long block_size = 0;
    int blocks_per_unit = 0;     // resident blocks per CU (SM); 0 or less: cannot launch
    long long grid = 0;          // blocks launched; 0: unknown
    int units = 0;               // CUs (SMs); 0: unknown
    int wave_size = 32;          // threads per wave (warp)
    bool memory_traffic = false;  // spills, or per-thread arrays in local memory (scratch)
    long long fma = -1, shared_loads = 0, global_loads = 0;  // the loops' mix; fma -1: unknown
    long long load_bytes = 0;    // global bytes a thread loads in one iteration of its loops (the most)
    long long passes = 0;        // loops that load from global memory
    long long bytes = 0;         // bytes of the launch's buffers; 0: unknown
    long long cache = 0;         // L1 bytes per CU (SM); 0: unknown
};

constexpr double estimated_time(const SpeedInputs& in) {
    constexpr double half_waves = 2.0, block_overhead = 0.01, refill = 0.01, memory_traffic = 2.0;
    constexpr double half_in_flight = 4096.0, reuse_share = 0.5, reread = 0.4;
    if (in.blocks_per_unit <= 0 || in.block_size <= 0) return std::numeric_limits<double>::infinity();
    const double waves_per_block = static_cast<double>((in.block_size + in.wave_size - 1) / in.wave_size);
    const double per_round = in.blocks_per_unit;
    const double efficiency =
        in.fma > 0 ? static_cast<double>(in.fma) / static_cast<double>(in.fma + in.shared_loads + in.global_loads) : 1.0;
    auto share = [&](double waves) { return waves / (waves + half_waves); };
    double t = 0;
    if (in.grid > 0 && in.units > 0) {
        const double units = in.units;
        const double block = 1.0 / (static_cast<double>(in.grid) * efficiency) + block_overhead / (units * 64.0) +
                             refill / (units * 64.0 * per_round);
        const long long on_busiest = (in.grid + in.units - 1) / in.units;
        const long long full = on_busiest / in.blocks_per_unit, rest = on_busiest % in.blocks_per_unit;
        t = static_cast<double>(full) * per_round * block / share(per_round * waves_per_block);
        if (rest > 0) t += static_cast<double>(rest) * block / share(static_cast<double>(rest) * waves_per_block);
    } else {
        t = 1.0 / (efficiency * share(per_round * waves_per_block));
    }
    if (in.fma == 0 && in.load_bytes > 0) {
        const double in_flight = per_round * static_cast<double>(in.block_size) * static_cast<double>(in.load_bytes);
        t *= (in_flight + half_in_flight) / in_flight;
    }
    if (in.passes > 1 && in.bytes > 0 && in.grid > 0 && in.cache > 0) {
        const double footprint = per_round * static_cast<double>(in.bytes) / static_cast<double>(in.grid);
        const double held = reuse_share * static_cast<double>(in.cache);
        const double missed = footprint > held ? 1.0 - held / footprint : 0.0;
        t *= 1.0 + static_cast<double>(in.passes - 1) * reread * missed;
    }
    return in.memory_traffic ? t * memory_traffic : t;
}

// The split s (1..max_split, dividing `work`) of a launch of `tiles` blocks, each doing `work`
// units (a K loop's iterations, a sequence's key tiles), into tiles x s blocks of work / s units
// each, that a wave-quantized cost model finds fastest, as kernel libraries choose split-K and
// split-KV factors: ceil(tiles x s / (units x blocks_per_unit)) rounds of (work / s + overhead)
// units each, `units` the device's CUs (SMs), `blocks_per_unit` the kernel's occupancy at its
// launch, `overhead` a block's fixed cost in the same units (its prologue, epilogue and atomics).
// Ties go to the smaller split (fewer partial results to add); 1 without a model
// (blocks_per_unit < 1). Constexpr: on the H100 sweep of docs/hardware.md (16 tiles of 6144
// iterations, 5 blocks per SM, 132 SMs) it picks 32, the measured fastest of 12 splits.
constexpr int choose_split(long long tiles, long long work, int units, int blocks_per_unit, int max_split, long long overhead = 0) {
    if (tiles < 1 || work < 1 || units < 1 || blocks_per_unit < 1) return 1;
    const long long slots = static_cast<long long>(units) * blocks_per_unit;
    int best = 1;
    long long best_cost = -1;
    for (int s = 1; s <= max_split && s <= work; ++s) {
        if (work % s != 0) continue;
        const long long rounds = (tiles * s + slots - 1) / slots;
        const long long cost = rounds * (work / s + overhead);
        if (best_cost < 0 || cost < best_cost) best = s, best_cost = cost;
    }
    return best;
}

namespace detail {
constexpr int align_up(int v, int a) { return (v + a - 1) / a * a; }
constexpr int align_down(int v, int a) { return v / a * a; }
constexpr int min(int a, int b) { return a < b ? a : b; }
constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }

// Waves per SIMD the registers allow (before the 8-wave cap); 0 when V exceeds the file.
constexpr int vgpr_waves(const Params& p, int v) {
    if (v > p.vgpr_file) return 0;
    return v > 0 ? p.vgpr_file / align_up(v, p.vgpr_granule) : p.max_waves_per_simd;
}
constexpr int sgpr_waves(const Params& p, int s) {
    if (p.sgpr_file == 0) return p.max_waves_per_simd;  // gfx10+: no SGPR limit
    if (s > p.sgpr_file) return 0;
    return s > 0 ? p.sgpr_file / (align_up(s, p.sgpr_granule) + p.sgpr_extra) : p.max_waves_per_simd;
}
// Static plus dynamic LDS, as HIP adds them (size_t): no int overflow.
constexpr long long lds_bytes(const Input& in) { return static_cast<long long>(in.lds) + in.dynamic_lds; }
constexpr bool invalid(const Input& in) { return in.vgprs < 0 || in.sgprs < 0 || in.lds < 0 || in.dynamic_lds < 0; }
constexpr int blocks_for_waves(const Params& p, int waves_per_simd, int block) {
    return p.simds_per_cu * min(p.max_waves_per_simd, waves_per_simd) * p.wavefront / align_up(block, p.wavefront);
}

// What it takes to reach `want` blocks through the resource `limiter` alone.
constexpr NextStep step_to(const Params& p, const Input& in, Limiter limiter, int want) {
    NextStep n;
    // Every block takes a wave at least: more blocks than a CU has wave slots cannot be reached
    // (and a hostile `want` must not overflow the arithmetic below).
    if (want <= 0 || want > p.simds_per_cu * p.max_waves_per_simd) return n;
    const int waves_needed = ceil_div(want * ceil_div(in.block_size, p.wavefront), p.simds_per_cu);
    switch (limiter) {
        case Limiter::vgprs:
            if (waves_needed <= p.max_waves_per_simd) n = {want, Limiter::vgprs, align_down(p.vgpr_file / waves_needed, p.vgpr_granule)};
            break;
        case Limiter::sgprs:
            if (waves_needed <= p.max_waves_per_simd && p.sgpr_file > 0) {
                const int s = align_down(p.sgpr_file / waves_needed - p.sgpr_extra, p.sgpr_granule);
                if (s > 0) n = {want, Limiter::sgprs, s};
            }
            break;
        case Limiter::lds:
            if (p.lds_per_cu / want > 0) n = {want, Limiter::lds, p.lds_per_cu / want};
            break;
        case Limiter::waves: {
            // A smaller block gives more blocks; a step only where they hold more waves than now
            // (at 8 of 8 waves it would lower the CU's resident waves: issue 30).
            const int b = align_down(p.simds_per_cu * p.max_waves_per_simd * p.wavefront / want, p.wavefront);
            if (b >= p.wavefront && want * ceil_div(b, p.wavefront) > (want - 1) * ceil_div(in.block_size, p.wavefront))
                n = {want, Limiter::block_size, b};
            break;
        }
        default: break;
    }
    return n;
}
}  // namespace detail

// hipModuleOccupancyMaxActiveBlocksPerMultiprocessor.
constexpr Result max_blocks_per_cu(const Input& in) {
    using namespace detail;
    Result r;
    if (!has_model(in.arch)) return r.status = Status::unknown_arch, r;
    const Params p = params(in.arch, in.profile, in.wavefront);
    if (invalid(in)) return r.status = Status::invalid_resources, r;
    if (in.block_size <= 0) return r.status = Status::invalid_block_size, r;
    if (in.block_size > p.max_block) {
        r.limiter = Limiter::block_size;
        return r;
    }
    const int vw = vgpr_waves(p, in.vgprs);
    if (vw == 0) return r.status = Status::too_many_vgprs, r;
    const int sw = sgpr_waves(p, in.sgprs);
    const int gpr_waves = in.sgprs > 0 ? min(vw, sw) : vw;
    int blocks = blocks_for_waves(p, gpr_waves, in.block_size);
    r.by_waves = blocks_for_waves(p, p.max_waves_per_simd, in.block_size);
    r.by_vgprs = blocks_for_waves(p, vw, in.block_size);
    r.by_sgprs = in.sgprs > 0 && p.sgpr_file > 0 ? blocks_for_waves(p, sw, in.block_size) : -1;
    const long long lds = lds_bytes(in);
    if (lds > 0) {
        r.by_lds = static_cast<int>(p.lds_per_cu / lds);
        blocks = min(blocks, r.by_lds);
    }
    r.blocks_per_cu = blocks;
    // The limiter: the first resource, in this order, whose bound is the answer. The wave cap
    // comes first, so registers that allow exactly 8 waves do not count as limiting.
    if (r.by_waves == blocks) r.limiter = Limiter::waves;
    else if (r.by_vgprs == blocks) r.limiter = Limiter::vgprs;
    else if (r.by_sgprs == blocks) r.limiter = Limiter::sgprs;
    else r.limiter = Limiter::lds;
    r.waves_per_simd = ceil_div(blocks * ceil_div(in.block_size, p.wavefront), p.simds_per_cu);
    r.next = step_to(p, in, r.limiter, blocks + 1);
    return r;
}

// What it would take to reach `want` blocks per CU by changing the limiting resource of `in` alone
// (blocks = 0 in the answer when that resource cannot get there).
constexpr NextStep requirement(const Input& in, int want) {
    const Result r = max_blocks_per_cu(in);
    const Params p = params(in.arch, in.profile, in.wavefront);
    if (r.status != Status::ok || in.block_size > p.max_block) return {};
    return detail::step_to(p, in, r.limiter, want);
}

// A hardware estimate beside HIP's number (never instead of it): HIP's register and wave terms,
// plus at most 16 workgroups per CU when a workgroup has several waves (barrier resources), and LDS
// allocated in 512-byte granules. gfx94x and gfx950 only (those rules are theirs): else unknown_arch.
constexpr Result hardware_blocks_per_cu(const Input& in) {
    using namespace detail;
    Result r;
    if (!(in.arch.major == 9 && in.arch.minor >= 4)) return r.status = Status::unknown_arch, r;
    r = max_blocks_per_cu(in);
    if (r.status != Status::ok || in.block_size > 1024) return r;
    const Params p = params(in.arch, in.profile, in.wavefront);
    const long long lds = lds_bytes(in);
    int blocks = min(r.by_waves, r.by_vgprs);
    if (r.by_sgprs >= 0) blocks = min(blocks, r.by_sgprs);
    r.limiter = blocks == r.by_waves ? Limiter::waves : blocks == r.by_vgprs ? Limiter::vgprs : Limiter::sgprs;
    if (lds > 0) {
        r.by_lds = static_cast<int>(p.lds_per_cu / ((lds + p.lds_granule - 1) / p.lds_granule * p.lds_granule));
        if (r.by_lds < blocks) blocks = r.by_lds, r.limiter = Limiter::lds;
    }
    if (in.block_size > p.wavefront && p.max_multiwave_workgroups < blocks)
        blocks = p.max_multiwave_workgroups, r.limiter = Limiter::workgroups;
    r.blocks_per_cu = blocks;
    r.waves_per_simd = ceil_div(blocks * ceil_div(in.block_size, p.wavefront), p.simds_per_cu);
    r.next = {};
    return r;
}

struct Potential {
    Status status = Status::ok;
    int block_size = 0;  // the block size HIP suggests
    int grid = 0;        // blocks that fill the device: CUs x blocks per CU
};

// hipModuleOccupancyMaxPotentialBlockSize: `block_limit` 0 means no limit (1024).
constexpr Potential max_potential_block_size(const Input& in, int block_limit, int compute_units) {
    using namespace detail;
    Potential out;
    if (!has_model(in.arch)) return out.status = Status::unknown_arch, out;
    const Params p = params(in.arch, in.profile, in.wavefront);
    if (invalid(in)) return out.status = Status::invalid_resources, out;
    const int vw = vgpr_waves(p, in.vgprs);
    if (vw == 0) return out.status = Status::too_many_vgprs, out;
    const int gpr_waves = in.sgprs > 0 ? min(vw, sgpr_waves(p, in.sgprs)) : vw;
    if (gpr_waves == 0) return out.status = Status::too_many_sgprs, out;  // no wave fits: no block size either
    const int waves_cu = p.simds_per_cu * min(p.max_waves_per_simd, gpr_waves);
    const int limit = block_limit <= 0 || block_limit > p.max_block ? p.max_block : block_limit;
    out.block_size = min(waves_cu * p.wavefront, align_up(limit, p.wavefront));
    int blocks = waves_cu * p.wavefront / out.block_size;
    const long long lds = lds_bytes(in);
    if (lds > 0) blocks = min(blocks, static_cast<int>(p.lds_per_cu / lds));
    out.grid = compute_units * blocks;
    return out;
}

// CUDA's occupancy, as cuOccupancyMaxActiveBlocksPerMultiprocessor computes it for compute
// capability 8.0, 8.6, 8.9, 9.0 and Blackwell's 10.0, 10.3, 11.0, 12.0 and 12.1 (the algorithm of
// CUDA's cuda_occupancy.h, re-implemented; on an H200 it equalled the live driver in every measured
// case, NVIDIA.md; e2e.cuda_occupancy_parity compares it with the header itself). Per block of B threads with
// R registers per thread, S static and D dynamic shared bytes:
//   warps      = ceil(B / 32);            by warps: (max threads per SM / 32) / warps; B > 1024
//                                          -> 0 blocks (the kernel's own bound is not looked at)
//   registers  = roundup(R * 32, 256) per warp, allocated per SM sub-partition (4 of 16384):
//                (16384 / per_warp) * 4 / warps; 0 when a block does not fit or R > 255
//   shared     = roundup(S + 1024 + D, 128) per block (1 KiB reserved per block); the SM's
//                shared memory is the carveout preference (default: all of it) rounded up to a
//                carveout step, or the block's own need rounded up to a step when larger; 0 blocks
//                when the block exceeds 48 KiB (or the opted-in maximum dynamic size) + 1 KiB
//   blocks     = min(those, max blocks per SM); from 9.0 on also max blocks * 2 (9.0, 10.0, 10.3; 1
//                on 11.0 and 12.x) / named barriers used. CUDA 13's limit by "virtual resources"
//                (128 per SM from 10.0 on, a count per kernel the cubin does not give) is not applied.
namespace cuda {

// A compute capability: sm_90 is 9.0; all zero: unknown.
struct Arch {
    int major = 0, minor = 0;
    static const Arch unknown, sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121;
    constexpr bool operator==(const Arch& o) const { return major == o.major && minor == o.minor; }
    constexpr bool operator!=(const Arch& o) const { return !(*this == o); }
};
inline constexpr Arch Arch::unknown{}, Arch::sm_80{8, 0}, Arch::sm_86{8, 6}, Arch::sm_89{8, 9}, Arch::sm_90{9, 0}, Arch::sm_100{10, 0},
    Arch::sm_103{10, 3}, Arch::sm_110{11, 0}, Arch::sm_120{12, 0}, Arch::sm_121{12, 1};

// "sm_90" (and "sm_90a": the same model) -> 9.0, "sm_120" -> 12.0; anything else is unknown.
constexpr Arch arch_from_name(const char* name) {
    if (name[0] != 's' || name[1] != 'm' || name[2] != '_') return Arch::unknown;
    int n = 0, value = 0;
    const char* p = name + 3;
    for (; *p >= '0' && *p <= '9' && n < 4; ++p, ++n) value = value * 10 + (*p - '0');  // 4 digits: too many
    if (n < 2 || n > 3 || name[3] == '0') return Arch::unknown;
    if (*p == 'a') ++p;  // "sm_90a": the 'a' ends the name
    if (*p != 0) return Arch::unknown;
    return {value / 10, value % 10};
}

// The device constants of one compute capability (the CUDA runtime's cudaDeviceProp; NVIDIA.md's
// table, seen on an H200 for 9.0). Blackwell (10.0, 10.3, 11.0, 12.0, 12.1) as CUDA 13.0's
// cuda_occupancy.h computes it (blocks per SM, carveout steps, barriers) with the per-SM threads
// and shared memory of libcu++'s cuda::arch_traits (CCCL 2026); not yet run on such hardware.
struct Params {
    int max_threads_per_sm = 2048;
    int max_threads_per_block = 1024;
    int max_blocks_per_sm = 32;
    int registers_per_sm = 65536;
    int smem_per_sm = 233472;
    int smem_per_block = 49152;         // without opting in
    int smem_per_block_optin = 232448;  // with MAX_DYNAMIC_SHARED_SIZE_BYTES raised
    int smem_reserved_per_block = 1024;
    int carveout_steps_kib[10] = {0, 8, 16, 32, 64, 100, 132, 164, 196, 228};
    int carveout_step_count = 10;
    int barriers_per_block_slot = 2;  // named barriers per SM: this times max_blocks_per_sm (9.0 and later)
    int l1_per_sm = 262144;           // L1 data cache and shared memory together (the tuning guides)
};

constexpr bool has_model(Arch a) {
    return a == Arch::sm_80 || a == Arch::sm_86 || a == Arch::sm_89 || a == Arch::sm_90 || a == Arch::sm_100 || a == Arch::sm_103 ||
           a == Arch::sm_110 || a == Arch::sm_120 || a == Arch::sm_121;
}

constexpr Params params(Arch a) {
    Params p;
    if (a == Arch::sm_90 || a == Arch::sm_100 || a == Arch::sm_103) return p;
    if (a == Arch::sm_110) {  // 228 KiB as 10.0, fewer threads and blocks, one barrier slot per block
        p.max_threads_per_sm = 1536, p.max_blocks_per_sm = 24, p.barriers_per_block_slot = 1;
        return p;
    }
    if (a == Arch::sm_120 || a == Arch::sm_121) {
        p.max_threads_per_sm = 1536, p.max_blocks_per_sm = 24, p.barriers_per_block_slot = 1;
        p.smem_per_sm = 102400, p.smem_per_block_optin = 101376, p.carveout_step_count = 6;  // up to 100 KiB
        p.l1_per_sm = 131072;
        return p;
    }
    p.carveout_step_count = a == Arch::sm_80 ? 8 : 6;  // 8.0 up to 164 KiB, 8.6 and 8.9 up to 100 KiB
    if (a == Arch::sm_80) {
        p.smem_per_sm = 167936, p.smem_per_block_optin = 166912, p.l1_per_sm = 196608;
    } else {
        p.max_threads_per_sm = 1536, p.smem_per_sm = 102400, p.smem_per_block_optin = 101376, p.l1_per_sm = 131072;
        p.max_blocks_per_sm = a == Arch::sm_86 ? 16 : 24;
    }
    return p;
}

struct Device {
    const char* name;
    Arch arch;
    int sms;
};

inline constexpr Device k_devices[] = {
    {"H100-SXM", Arch::sm_90, 132}, {"H100-PCIe", Arch::sm_90, 114}, {"H200", Arch::sm_90, 132},
    {"A100", Arch::sm_80, 108},     {"L40S", Arch::sm_89, 142},      {"RTX4090", Arch::sm_89, 128},
    {"RTX3090", Arch::sm_86, 82},     {"B200", Arch::sm_100, 148},     {"RTX5090", Arch::sm_120, 170},
};

constexpr const Device* find_device(const char* name) {
    for (const Device& d : k_devices)
        if (same(d.name, name)) return &d;
    return nullptr;
}

struct Input {
    Arch arch = Arch::sm_90;
    int registers = 0;         // per thread (the cubin's REGCOUNT)
    int static_shared = 0;     // bytes the kernel declares (CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)
    int block_size = 0;        // threads per block
    int dynamic_shared = 0;    // bytes at launch
    int carveout = -1;         // CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT percent; -1: default
    int max_dynamic_shared = -1;  // MAX_DYNAMIC_SHARED_SIZE_BYTES as set; -1: not raised
    int barriers = 0;          // named barriers the kernel uses
};

// Shared memory a block may use without raising MAX_DYNAMIC_SHARED_SIZE_BYTES, on every SM.
inline constexpr int k_default_shared_per_block = 49152;

// The MAX_DYNAMIC_SHARED_SIZE_BYTES in force when kiln's loader launches with `dynamic` bytes:
// the manifest's max_dynamic_lds (`requested`, set at load; -1: none), raised to the launch's
// dynamic size where the launch needs more (static plus dynamic above 48 KiB, or more than was
// requested); -1 where it stays at the driver's default. kiln's records and the loader header's
// figures assume it, the loader does it (include/kiln/runtime/loader.hpp).
constexpr int loader_max_dynamic_shared(int static_shared, int dynamic, int requested) {
    if (requested >= 0) return dynamic > requested ? dynamic : requested;
    return static_cast<long long>(static_shared) + dynamic > k_default_shared_per_block ? dynamic : -1;
}

struct Result {
    Status status = Status::ok;
    int blocks_per_sm = 0;
    int warps_per_sm = 0;  // resident warps at that many blocks
    Limiter limiter = Limiter::none;
    NextStep next;
    // The bounds each resource sets alone (-1: no bound).
    int by_warps = -1, by_registers = -1, by_shared = -1, by_blocks = -1, by_barriers = -1;
};

namespace detail {
using occupancy::detail::ceil_div;
constexpr long long round_up(long long v, long long a) { return (v + a - 1) / a * a; }
constexpr bool invalid(const Input& in) {
    return in.registers < 0 || in.static_shared < 0 || in.dynamic_shared < 0 || in.barriers < 0 ||
           in.carveout < -1 || in.carveout > 100 || in.max_dynamic_shared < -1;
}
// The shared memory one block takes, reserve included.
constexpr long long cta_shared(const Input& in, const Params& p) {
    return round_up(static_cast<long long>(in.static_shared) + p.smem_reserved_per_block + in.dynamic_shared, 128);
}
// The smallest carveout step of at least `bytes`; -1 when none is.
constexpr long long step_up(const Params& p, long long bytes) {
    for (int i = 0; i < p.carveout_step_count; ++i)
        if (p.carveout_steps_kib[i] * 1024LL >= bytes) return p.carveout_steps_kib[i] * 1024LL;
    return -1;
}
constexpr int by_registers(const Params& p, long long registers, int warps) {
    if (registers > 256) return 0;  // as cuda_occupancy.h checks it (a cubin holds at most 255)
    const long long per_warp = round_up(registers * 32, 256);
    if (per_warp == 0) return -1;
    if (per_warp * round_up(warps, 4) > p.registers_per_sm || per_warp * warps > p.registers_per_sm) return 0;
    return static_cast<int>(p.registers_per_sm / 4 / per_warp * 4 / warps);
}
constexpr int by_shared(const Params& p, const Input& in) {
    const long long cta = cta_shared(in, p);
    const bool optin = in.max_dynamic_shared >= 0;
    const long long fixed = static_cast<long long>(in.static_shared) + p.smem_reserved_per_block;
    if (optin && in.dynamic_shared > in.max_dynamic_shared) return 0;
    const long long per_block = optin && fixed + in.max_dynamic_shared > p.smem_per_block ? p.smem_per_block_optin : p.smem_per_block;
    if (cta > per_block + p.smem_reserved_per_block) return 0;
    const long long preferred = in.carveout < 0 ? p.smem_per_sm : static_cast<long long>(in.carveout) * p.smem_per_sm / 100;
    const long long pref = step_up(p, preferred);
    const long long sm = pref >= cta ? pref : step_up(p, cta);
    return sm < 0 ? 0 : static_cast<int>(sm / cta);
}
constexpr int min_bound(int a, int b) { return a < 0 ? b : b < 0 ? a : a < b ? a : b; }
}  // namespace detail

// The blocks one SM holds, without the next step (which the full answer finds by asking this).
constexpr Result blocks_per_sm(const Input& in) {
    using namespace detail;
    Result r;
    if (!has_model(in.arch)) return r.status = Status::unknown_arch, r;
    if (invalid(in)) return r.status = Status::invalid_resources, r;
    if (in.block_size <= 0) return r.status = Status::invalid_block_size, r;
    const Params p = params(in.arch);
    // The device's limit only: the driver answers for blocks above the kernel's own bound (.maxntid)
    // too (seen on an H200), though such a launch fails.
    if (in.block_size > p.max_threads_per_block) return r.limiter = Limiter::block_size, r;
    const int warps = ceil_div(in.block_size, 32);
    r.by_blocks = p.max_blocks_per_sm;
    r.by_warps = p.max_threads_per_sm / 32 / warps;
    r.by_registers = by_registers(p, in.registers, warps);
    r.by_shared = by_shared(p, in);
    if (in.arch.major >= 9 && in.barriers > 0) r.by_barriers = p.barriers_per_block_slot * p.max_blocks_per_sm / in.barriers;
    int blocks = min_bound(min_bound(min_bound(r.by_blocks, r.by_warps), min_bound(r.by_registers, r.by_shared)), r.by_barriers);
    r.blocks_per_sm = blocks;
    // The limiter: the first, in this order, whose bound is the answer.
    r.limiter = r.by_blocks == blocks ? Limiter::blocks : r.by_warps == blocks ? Limiter::warps
              : r.by_registers == blocks ? Limiter::registers : r.by_shared == blocks ? Limiter::shared : Limiter::barriers;
    r.warps_per_sm = blocks * warps;
    return r;
}

// What it takes to reach `want` blocks per SM by changing the limiting resource of `in` alone:
// the most registers, shared bytes (static + dynamic) or threads per block that get there.
constexpr NextStep requirement(const Input& in, int want) {
    const Result r = blocks_per_sm(in);
    NextStep n;
    if (r.status != Status::ok || want <= 0) return n;
    Input t = in;
    switch (r.limiter) {
        case Limiter::registers:
            for (t.registers = in.registers - 1; t.registers >= 0; --t.registers)
                if (blocks_per_sm(t).blocks_per_sm >= want) return {want, Limiter::registers, t.registers};
            break;
        case Limiter::shared: {
            // Lower the dynamic part first, then the static one, in 128-byte steps from the total.
            const long long total = static_cast<long long>(in.static_shared) + in.dynamic_shared;
            for (long long bytes = (total - 1) / 128 * 128; bytes >= 0; bytes -= 128) {
                t.dynamic_shared = static_cast<int>(bytes > in.static_shared ? bytes - in.static_shared : 0);
                t.static_shared = static_cast<int>(bytes < in.static_shared ? bytes : in.static_shared);
                if (blocks_per_sm(t).blocks_per_sm >= want) return {want, Limiter::shared, static_cast<int>(bytes)};
            }
            break;
        }
        case Limiter::warps:
            // A smaller block, only where its blocks hold more warps than now (a step that lowers
            // the SM's resident warps is not one: issue 30).
            for (t.block_size = (in.block_size - 1) / 32 * 32; t.block_size >= 32; t.block_size -= 32)
                if (blocks_per_sm(t).blocks_per_sm >= want) {
                    if (want * ((t.block_size + 31) / 32) > r.blocks_per_sm * ((in.block_size + 31) / 32))
                        return {want, Limiter::block_size, t.block_size};
                    break;
                }
            break;
        default: break;
    }
    return n;
}

// cuOccupancyMaxActiveBlocksPerMultiprocessor, with the limiter and the next step.
constexpr Result max_blocks_per_sm(const Input& in) {
    Result r = blocks_per_sm(in);
    if (r.status == Status::ok && r.blocks_per_sm > 0) r.next = requirement(in, r.blocks_per_sm + 1);
    return r;
}

}  // namespace cuda

}  // namespace kiln::occupancy
