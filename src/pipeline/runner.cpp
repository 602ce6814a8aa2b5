// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln tune --emit-runner DIR`: a self-contained program that times every variant of the sweeps
// on the GPU of the machine it runs on. DIR gets the tune build's bundle and loader header, the
// runner's C++ source (HIP, against the loader header: one source for AMD and NVIDIA), and
// build.sh with the compile lines for HIP's two platforms and for the CUDA driver API alone
// (kiln/runtime/cuda_driver.hpp: a CUDA machine without HIP). The runner fills each swept kernel's
// buffers once (deterministically), launches every variant built for the device `warmup` times,
// then times `repeat` launches with HIP events, and writes results.json (format
// kiln-tune-results, version 1) for `kiln tune --results`. Without a GPU it says so and exits 3.
#include "pipeline/tune.hpp"

#include <algorithm>

#include "util/file.hpp"
#include "util/strings.hpp"

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

std::string c_type(const std::string& t) {
    if (t == "float") return "float";
    if (t == "double") return "double";
    if (t == "uint") return "std::uint32_t";
    return "std::int32_t";
}

std::string scalar_literal(const manifest::BenchArg& a) {
    if (a.scalar == "null") return "static_cast<void*>(nullptr)";
    if (a.scalar == "float") return "float(" + a.value + ")";
    if (a.scalar == "double") return "double(" + a.value + ")";
    if (a.scalar == "uint") return "std::uint32_t(" + a.value + "u)";
    return "std::int32_t(" + a.value + ")";
}

const char* k_prelude = R"(#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// A device buffer of `n` elements: zeros, ones, or deterministic pseudo-random values in [0, 1)
// (integers in [0, 1000)); freed at the end of the scope.
struct Buffer {
    void* p = nullptr;
    ~Buffer() { if (p) (void)hipFree(p); }
};
template <class T>
bool fill(Buffer& b, std::size_t n, char kind, std::uint32_t seed) {
    std::vector<T> h(n);
    std::uint32_t x = seed * 2654435761u + 1u;
    for (auto& v : h) {
        x = x * 1664525u + 1013904223u;
        v = kind == 'z' ? T(0) : kind == 'o' ? T(1) : T(double((x >> 8) % 1000) / (T(1) / T(2) == T(0) ? 1.0 : 1000.0));
    }
    return hipMalloc(&b.p, n * sizeof(T)) == hipSuccess &&
           hipMemcpy(b.p, h.data(), n * sizeof(T), hipMemcpyHostToDevice) == hipSuccess;
}

struct Timing {
    std::string kernel, variant;
    int block = 0;
    unsigned long long grid = 0;  // blocks in all
    std::vector<float> ms;  // sorted
    std::string error;      // why it did not run
};

std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) continue;
        out += c;
    }
    return out + "\"";
}

// A variant's grid on one of the bundle's targets, in blocks (kiln evaluated the bench's expressions).
struct Grid {
    const char* target;
    unsigned x, y, z;
};

// Times one variant: `warmup` launches, then `repeat` launches each between two events.
template <class K, std::size_t N, class... A>
Timing time_variant(const char* kernel, const char* variant, const K& k, const Grid (&grids)[N], int warmup, int repeat,
                    const A&... args) {
    Timing t{kernel, variant, 0, 0, {}, {}};
    const kiln::runtime::KernelFigures* f = k.kernel.figures();
    if (!f) {
        t.error = "not built for this device";
        return t;
    }
    t.block = f->block_size;
    const Grid* g = nullptr;
    for (const Grid& x : grids)
        if (std::string(x.target) == f->target) g = &x;
    if (!g) {
        t.error = "no grid for this target";
        return t;
    }
    const dim3 grid(g->x, g->y, g->z);
    t.grid = 1ull * g->x * g->y * g->z;
    const std::size_t dynamic_lds = static_cast<std::size_t>(f->dynamic_lds);
    for (int i = 0; i < warmup; ++i) {
        if (auto e = k.kernel.launch(grid, dim3(t.block), dynamic_lds, nullptr, args...)) {
            t.error = e.message;
            return t;
        }
    }
    if (hipDeviceSynchronize() != hipSuccess) {
        t.error = "the warm-up launches failed";
        return t;
    }
    hipEvent_t start, stop;
    (void)hipEventCreate(&start);
    (void)hipEventCreate(&stop);
    for (int i = 0; i < repeat; ++i) {
        (void)hipEventRecord(start, nullptr);
        (void)k.kernel.launch(grid, dim3(t.block), dynamic_lds, nullptr, args...);
        (void)hipEventRecord(stop, nullptr);
        (void)hipEventSynchronize(stop);
        float ms = 0;
        (void)hipEventElapsedTime(&ms, start, stop);
        t.ms.push_back(ms);
    }
    (void)hipEventDestroy(start);
    (void)hipEventDestroy(stop);
    std::sort(t.ms.begin(), t.ms.end());
    const std::string dims = std::to_string(g->x) + (g->y * g->z > 1 ? "x" + std::to_string(g->y) + "x" + std::to_string(g->z) : "");
    std::printf("%-24s %-20s block %4d grid %14s  median %.4f ms  min %.4f  max %.4f\n", kernel, variant, t.block, dims.c_str(),
                t.ms[t.ms.size() / 2], t.ms.front(), t.ms.back());
    return t;
}

}  // namespace

)";

}  // namespace

std::string runner_source(const BuildReport& report, const std::string& ns) {
    std::string s = "// Generated by kiln tune --emit-runner (kiln " KILN_VERSION "): times every variant of the sweeps of\n"
                    "// bundle '" + ns + "' on this machine's GPU and writes results.json for 'kiln tune --results'.\n"
                    "// Build it with build.sh beside it; run it where the GPU is: ./runner [results.json]\n"
                    "#include \"" + ns + ".hpp\"\n\n" + k_prelude;
    s += "int main(int argc, char** argv) {\n"
         "    const char* out_path = argc > 1 ? argv[1] : \"results.json\";\n"
         "    kiln::runtime::Error error;\n"
         "    " + ns + "::Library lib = " + ns + "::Library::load(error);\n"
         "    if (error) {\n"
         "        std::fprintf(stderr, \"kiln runner: %s\\n\", error.message.c_str());\n"
         "        return error.code == kiln::runtime::Error::Code::no_device ? 3 : 1;\n"
         "    }\n"
         "    const auto& device = lib.module().device();\n"
         "    int driver = 0;\n"
         "    (void)hipDriverGetVersion(&driver);\n"
         "    std::printf(\"%s (%s), driver %d\\n\", device.name.c_str(), lib.module().target().c_str(), driver);\n"
         "    std::vector<Timing> timings;\n";
    for (const manifest::Sweep& sweep : report.sweeps) {
        const auto& bench = sweep.base.bench;
        if (!bench) {
            s += "    // " + sweep.kernel + ": no [kernels." + sweep.kernel + ".bench] table, not timed.\n";
            continue;
        }
        s += "    {  // " + sweep.kernel + "\n";
        std::vector<std::string> args;
        for (std::size_t i = 0; i < bench->args.size(); ++i) {
            const manifest::BenchArg& a = bench->args[i];
            if (a.buffer.empty()) {
                args.push_back(scalar_literal(a));
                continue;
            }
            std::string name = std::to_string(i);
            name.insert(0, 1, 'b');
            s += "        Buffer " + name + ";\n";
            s += "        if (!fill<" + c_type(a.buffer) + ">(" + name + ", " + std::to_string(a.count) + ", '" + a.fill.substr(0, 1) +
                 "', " + std::to_string(i + 1) + ")) {\n"
                 "            std::fprintf(stderr, \"kiln runner: cannot allocate " + std::to_string(a.count) + " " + a.buffer +
                 " for " + sweep.kernel + "\\n\");\n"
                 "            return 1;\n        }\n";
            args.push_back("static_cast<" + c_type(a.buffer) + "*>(" + name + ".p)");
        }
        std::string arglist;
        for (const auto& a : args) arglist += ", " + a;
        for (const manifest::Variant& v : sweep.variants) {
            const bool built = std::any_of(report.targets.begin(), report.targets.end(), [&](const auto& t) {
                return std::any_of(t.kernels.begin(), t.kernels.end(), [&](const auto& k) { return k.resources.name == v.name; });
            });
            if (!built) continue;
            std::string grids;
            for (const auto& g : sweep.grids)
                if (g.variant == v.name)
                    grids += std::string(grids.empty() ? "" : ", ") + "{" + util::toml_quote(g.target) + ", " + std::to_string(g.x) + ", " +
                             std::to_string(g.y) + ", " + std::to_string(g.z) + "}";
            s += "        {\n            static const Grid grids[] = {" + grids + "};\n";
            s += "            timings.push_back(time_variant(" + util::toml_quote(sweep.kernel) + ", " + util::toml_quote(v.name) +
                 ", lib." + v.name + "(), grids, " + std::to_string(bench->warmup) + ", " + std::to_string(bench->repeat) + arglist +
                 "));\n        }\n";
        }
        s += "    }\n";
    }
    s += "    std::FILE* out = std::fopen(out_path, \"w\");\n"
         "    if (!out) {\n"
         "        std::fprintf(stderr, \"kiln runner: cannot write %s\\n\", out_path);\n"
         "        return 1;\n"
         "    }\n"
         "    std::fprintf(out, \"{\\n  \\\"format\\\": \\\"kiln-tune-results\\\",\\n  \\\"version\\\": 1,\\n  \\\"bundle\\\": \\\"" + ns +
         "\\\",\\n\");\n"
         "    std::fprintf(out, \"  \\\"device\\\": %s,\\n  \\\"target\\\": %s,\\n  \\\"driver\\\": %d,\\n  \\\"results\\\": [\", "
         "quoted(device.name).c_str(), quoted(lib.module().target()).c_str(), driver);\n"
         "    for (std::size_t i = 0; i < timings.size(); ++i) {\n"
         "        const Timing& t = timings[i];\n"
         "        std::fprintf(out, \"%s\\n    {\\\"kernel\\\": %s, \\\"variant\\\": %s, \", i ? \",\" : \"\", quoted(t.kernel).c_str(), "
         "quoted(t.variant).c_str());\n"
         "        if (!t.error.empty()) {\n"
         "            std::fprintf(out, \"\\\"error\\\": %s}\", quoted(t.error).c_str());\n"
         "            continue;\n"
         "        }\n"
         "        std::fprintf(out, \"\\\"block\\\": %d, \\\"grid\\\": %llu, \\\"repeat\\\": %zu, \\\"median_ms\\\": %.6f, \\\"min_ms\\\": %.6f, "
         "\\\"max_ms\\\": %.6f}\", t.block, t.grid, t.ms.size(), t.ms[t.ms.size() / 2], t.ms.front(), t.ms.back());\n"
         "    }\n"
         "    std::fprintf(out, \"\\n  ]\\n}\\n\");\n"
         "    std::fclose(out);\n"
         "    std::printf(\"wrote %s\\n\", out_path);\n"
         "    return 0;\n"
         "}\n";
    return s;
}

namespace {

// kiln's runtime headers (include/kiln/occupancy.hpp, include/kiln/runtime/): beside an installed
// kiln (bin/../include), else in the source tree kiln was built from.
fs::path runtime_include_dir() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / "include";
        if (fs::exists(installed / "kiln" / "runtime" / "loader.hpp", ec)) return installed;
    }
    return KILN_SOURCE_INCLUDE_DIR;
}

}  // namespace

std::optional<fs::path> emit_runner(const BuildReport& report, const fs::path& dir, diag::Diagnostics& diags) {
    const std::string ns = report.bundle_path.stem().string();
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        diags.error("cannot create '" + dir.string() + "': " + ec.message());
        return std::nullopt;
    }
    const std::string build_sh =
        "#!/bin/sh\n"
        "# Builds the runner kiln tune --emit-runner wrote here (CXXFLAGS and LDFLAGS are added; LIBS,\n"
        "# default -lzstd -lz, names the bundle reader's compression libraries).\n"
        "#   sh build.sh amd      AMD (ROCm or Debian's HIP): g++ with __HIP_PLATFORM_AMD__, libamdhip64\n"
        "#   sh build.sh cuda     NVIDIA, any CUDA (13 too), no HIP: the CUDA driver API alone\n"
        "#                        (CUDA=/path/to/cuda, default /usr/local/cuda: its include/ and stubs)\n"
        "#   CUDA=/path/to/cuda [HIP_INCLUDE=/path/to/hip/include] sh build.sh nvidia\n"
        "#                        HIP's NVIDIA platform: HIP's NVIDIA headers over a CUDA older than 13\n"
        "#                        (docs/loader.md; HIP_INCLUDE where they are not in the default path)\n"
        "set -e\n"
        "cd \"$(dirname \"$0\")\"\n"
        "case \"${1:-amd}\" in\n"
        "  amd) ${CXX:-g++} -std=c++17 -O2 -D__HIP_PLATFORM_AMD__ -Iinclude ${HIP_INCLUDE:+-I$HIP_INCLUDE} $CXXFLAGS runner.cpp -o runner "
        "$LDFLAGS -lamdhip64 ${LIBS:--lzstd -lz} ;;\n"
        "  cuda) C=\"${CUDA:-/usr/local/cuda}\"; ${CXX:-g++} -std=c++17 -O2 -DKILN_CUDA_DRIVER -Iinclude -isystem \"$C/include\" $CXXFLAGS "
        "runner.cpp -o runner -L\"$C/lib64/stubs\" -L\"$C/lib/stubs\" -L\"$C/targets/x86_64-linux/lib/stubs\" $LDFLAGS -lcuda ${LIBS:--lzstd -lz} ;;\n"
        "  nvidia) ${CXX:-g++} -std=c++17 -O2 -D__HIP_PLATFORM_NVIDIA__ -Iinclude ${HIP_INCLUDE:+-isystem \"$HIP_INCLUDE\"} -isystem \"$CUDA/include\" "
        "$CXXFLAGS runner.cpp -o runner -L\"$CUDA/lib64\" -L\"$CUDA/lib\" $LDFLAGS -lcudart_static -lcuda -ldl -lrt -lpthread ${LIBS:--lzstd -lz} ;;\n"
        "  *) echo \"usage: sh build.sh amd|cuda|nvidia\" >&2; exit 2 ;;\n"
        "esac\n";
    auto bundle = util::read_file(report.bundle_path);
    auto header = util::read_file(report.header_path);
    if (!bundle || !header) {
        diags.error(!bundle ? bundle.error() : header.error());
        return std::nullopt;
    }
    // A sweep without a bench table is not timed (the runner has no launch for it): said here,
    // not found out from an empty results file.
    std::size_t timed = 0;
    for (const manifest::Sweep& sweep : report.sweeps) {
        if (sweep.base.bench) ++timed;
        else if (!sweep.instances)
            diags.warning(sweep.base.name.pos, "kernel '" + sweep.kernel + "': no [kernels." + sweep.kernel + ".bench] table, so the runner "
                                               "times none of its " + std::to_string(sweep.variants.size()) +
                                               " variants; give it the launch's sizes, grid and arguments (docs/tuning.md, \"Measured\")");
    }
    if (timed == 0) diags.warning({}, "the runner times nothing: no swept kernel has a [kernels.NAME.bench] table");
    using File = std::pair<std::string, const std::string*>;
    const std::string source = runner_source(report, ns);
    for (const File& f : {File{ns + ".hipfb", &*bundle}, File{ns + ".hpp", &*header}, File{"runner.cpp", &source}, File{"build.sh", &build_sh}})
        if (auto w = util::write_file_atomic(dir / f.first, *f.second); !w) {
            diags.error(w.error());
            return std::nullopt;
        }
    // The runtime headers travel with it: the GPU machine needs no kiln.
    const fs::path from = runtime_include_dir();
    std::vector<fs::path> headers = {"kiln/occupancy.hpp"};
    for (const auto& e : fs::directory_iterator(from / "kiln" / "runtime", ec))
        if (e.path().extension() == ".hpp") headers.push_back(fs::path("kiln") / "runtime" / e.path().filename());
    std::sort(headers.begin(), headers.end());
    if (ec || headers.size() < 2) {
        diags.error("kiln's runtime headers are not in '" + from.string() + "'" + (ec ? ": " + ec.message() : std::string()));
        return std::nullopt;
    }
    for (const auto& h : headers) {
        auto text = util::read_file(from / h);
        fs::create_directories((dir / "include" / h).parent_path(), ec);
        if (!text) {
            diags.error(text.error());
            return std::nullopt;
        }
        if (auto w = util::write_file_atomic(dir / "include" / h, *text); !w) {
            diags.error(w.error());
            return std::nullopt;
        }
    }
    return dir;
}

}  // namespace kiln::pipeline
