// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "emit/loader_header.hpp"
#include "emit/loader_parts.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <set>

#include "target/backend.hpp"

namespace kiln::emit {

std::string c_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

namespace {

const char* profile_enum(occupancy::Profile p) {
    switch (p) {
        case occupancy::Profile::v6_4: return "kiln::occupancy::Profile::v6_4";
        case occupancy::Profile::v6_1: return "kiln::occupancy::Profile::v6_1";
        case occupancy::Profile::trap: return "kiln::occupancy::Profile::trap";
    }
    return "kiln::occupancy::Profile::v6_4";
}

// A kernel's KernelFigures row for one target: every kernel's fields (its instruction mix among
// them), then its backend's own (NVIDIA's four: loader_figures).
std::string figures_row(const std::string& target, const codeobj::KernelRecord& r) {
    const auto& res = r.resources;
    const target::Backend& backend = target::backend_for(target);
    std::string s = "    {" + c_string(target) + ", " + std::to_string(res.vgpr_count) + ", " + std::to_string(res.sgpr_count) +
                    ", " + std::to_string(res.agpr_count) + ", " + std::to_string(res.group_segment_fixed_size) + ", " +
                    std::to_string(res.private_segment_fixed_size) + ", " + std::to_string(backend.spills(res)) + ", " +
                    std::to_string(res.max_flat_workgroup_size) + ", " + std::to_string(r.block_size) + ", " +
                    std::to_string(r.dynamic_lds) + ", " + std::to_string(r.hip.blocks_per_cu) + ", " +
                    std::to_string(res.wavefront_size) + ", " + std::to_string(r.mix.known ? r.mix.fma : -1) + ", " +
                    std::to_string(r.mix.shared_loads) + ", " + std::to_string(r.mix.global_loads) + ", " +
                    std::to_string(r.mix.load_bytes) + ", " + std::to_string(r.mix.passes);
    const std::vector<target::Figure> extra = backend.loader_figures(r);
    for (const target::Figure& f : extra) s += ", " + std::to_string(f.value.value_or(0));
    // A kernel of a code object built elsewhere is looked up by its own symbol there: after the
    // members no backend wrote, at their defaults (registers, barriers, carveout, max_dynamic_lds).
    if (!r.object_name.empty()) {
        const char* defaults[] = {"0", "0", "-1", "-1"};
        for (std::size_t i = extra.size(); i < std::size(defaults); ++i) s += std::string(", ") + defaults[i];
        s += ", " + c_string(r.object_name);
    }
    return s + "},\n";
}

// The typed launch's parameter names: the kernel's own (its metadata's, where the front end kept
// them: HIP with -fhip-kernel-arg-name, LLVM IR's value names), each a C++ identifier that is no
// keyword, no name the launch already uses and not taken twice; else a0, a1, ...
std::vector<std::string> parameter_names(const std::vector<codeobj::ArgInfo>& args) {
    static const std::set<std::string, std::less<>> k_taken = {
        "grid", "block", "dynamic_lds", "stream", "kernel", "alignas", "alignof", "and", "asm", "auto", "bool", "break", "case", "catch",
        "char", "class", "const", "constexpr", "continue", "decltype", "default", "delete", "do", "double", "else", "enum", "explicit",
        "export", "extern", "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new",
        "noexcept", "not", "nullptr", "operator", "or", "private", "protected", "public", "register", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "template", "this", "throw", "true", "try", "typedef", "typename", "union", "unsigned",
        "using", "virtual", "void", "volatile", "while", "xor"};
    std::vector<std::string> names;
    std::set<std::string, std::less<>> used;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& n = args[i].name;
        const bool identifier = !n.empty() && n.size() <= 64 && (std::isalpha(static_cast<unsigned char>(n[0])) || n[0] == '_') &&
                                std::all_of(n.begin(), n.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }) &&
                                n.rfind("__", 0) != 0 && !(n.size() > 1 && n[0] == '_' && std::isupper(static_cast<unsigned char>(n[1])));
        const std::string fallback = "a" + std::to_string(i);
        names.push_back(identifier && !k_taken.count(n) && !used.count(n) ? n : fallback);
        used.insert(names.back());
    }
    // A fallback that a later kernel argument's own name took ("a1" twice): all fall back.
    if (used.size() != names.size())
        for (std::size_t i = 0; i < names.size(); ++i) names[i] = "a" + std::to_string(i);
    return names;
}

// What every kernel struct shares, once per header: a base with the kernel struct itself as `D`
// (its k_figures: kiln's figures per target), so its members are instantiated only where a
// program uses them, and the load of a kernel, one function for all. A 10,000-kernel header
// repeated them per kernel: 38 MB, 68 s to compile.
constexpr std::string_view k_kernel_base = R"(// What loading sets for each kernel: Library keeps them in one array, filled in one loop
// (trivially destructible: a Library of 10,000 kernels has no 10,000-member constructor or
// destructor to compile).
struct loaded {
    kiln::runtime::Kernel kernel;
    std::string_view target;  // the loaded code object's target ID (one of k_targets)
    int compute_units = 0;    // of the device it was loaded on
};

// What every NAME_kernel struct has: its k_figures, per target (a reference to a k_figures_N
// table, which kernels of equal figures share), and these. Library's accessors return it by
// value, a handle on the kernel as loaded (`const auto& k = lib.k();`).
template <class D>
struct kernel_base {
    explicit kernel_base(const loaded& l) : kernel(l.kernel), target(l.target), compute_units(l.compute_units) {}

    const kiln::runtime::Kernel& kernel;  // the loaded kernel (Library's)
    std::string_view target;              // the loaded code object's target ID (one of k_targets)
    int compute_units = 0;                // of the device it was loaded on

    // Whether the kernel is in the bundle's code object for `target` (its manifest `targets`).
    static constexpr bool built_for(std::string_view target) { return figures(target) != nullptr; }

    // kiln's figures for `target` (a bundle target ID); nullptr where the kernel is not built.
    static constexpr const kiln::runtime::KernelFigures* figures(std::string_view target) {
        for (const auto& f : D::k_figures)
            if (target == f.target) return &f;
        return nullptr;
    }

    // HIP's blocks per CU on `target` (a bundle target ID) at another launch configuration;
    // constexpr, no GPU needed. -1 for a target the bundle does not have, or one kiln has no
    // occupancy model for (gfx12: n/a).
    static constexpr int max_blocks_per_cu(std::string_view target, int block, int dynamic_lds) {
        const kiln::runtime::KernelFigures* f = figures(target);
        return f ? kiln::runtime::max_blocks_per_cu(*f, k_hip_profile, block, dynamic_lds) : -1;
    }

    // The same on the device the library was loaded on.
    int max_blocks_per_cu(int block, int dynamic_lds) const { return max_blocks_per_cu(target, block, dynamic_lds); }

    // The grid that fills the device in whole waves: compute units x blocks per CU; -1 without a model.
    int full_wave_grid(int block, int dynamic_lds) const {
        const int blocks = max_blocks_per_cu(block, dynamic_lds);
        return blocks < 0 ? -1 : compute_units * blocks;
    }

    // The split of `tiles` blocks of `work` units each (split-K, split-KV) the wave-quantized cost
    // model finds fastest on this device at this launch (kiln::occupancy::choose_split); 1 without a model.
    int choose_split(long long tiles, long long work, int max_split, long long overhead, int block, int dynamic_lds) const {
        return kiln::occupancy::choose_split(tiles, work, compute_units, max_blocks_per_cu(block, dynamic_lds), max_split, overhead);
    }

    // Launch; each argument is checked against the kernel's metadata (count, size, pointer or value).
    // (A kernel whose manifest gives `args` has a typed launch instead.)
    template <class... A>
    kiln::runtime::Error launch(dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream, const A&... args) const {
        return kernel.launch(grid, block, dynamic_lds, stream, args...);
    }

    // Launch with the block size and dynamic LDS kiln built and tuned it for on the loaded target.
    template <class... A>
    kiln::runtime::Error launch_recorded(dim3 grid, hipStream_t stream, const A&... args) const {
        return kernel.launch_recorded(grid, stream, args...);
    }
};

// A kernel's argument layout and kiln's figures per target (its k_figures), for loading.
struct entry {
    const kiln::runtime::KernelSpec* spec;
    const kiln::runtime::KernelFigures* figures;
    std::size_t count;
};
)";

constexpr std::string_view k_load = R"(// Each kernel's handle in `m` (kernels[i], entries[i]) where it is built for m's target, with m's
// target and compute units; false on the first error. One loop for all of a bundle's kernels.
inline bool load(loaded* kernels, const entry* entries, std::size_t n, const kiln::runtime::Module& m, kiln::runtime::Error& error) {
    std::string_view target;
    for (const char* t : k_targets)
        if (m.target() == t) target = t;
    for (std::size_t i = 0; i < n; ++i) {
        const kiln::runtime::KernelFigures* figures = nullptr;
        for (std::size_t f = 0; f < entries[i].count; ++f)
            if (target == entries[i].figures[f].target) figures = &entries[i].figures[f];
        if (figures) {
            kernels[i].kernel = m.kernel(*entries[i].spec, figures, error);
            if (error) return false;
        }
        kernels[i].target = target;
        kernels[i].compute_units = m.device().compute_units;
    }
    return true;
}
)";

// Tables each written once however many kernels share them (detail::k_args_N, k_figures_N, in
// order of first use): a family's members mostly have equal argument lists and figures, and g++
// -O2's identical code folding compared 10,000 equal arrays of a 10,000-kernel header for 20 s
// (39 s in all; 13 s with each distinct table once).
struct SharedTables {
    std::string args_text, figures_text;  // the tables' definitions
    std::vector<std::size_t> args;        // per kernel: its k_args_N
    std::vector<std::size_t> figures;     // per kernel: its k_figures_N
};

// The index of the table `body` among those of its kind (`seen`), defined in `text` on first use
// as `declaration` + index (e.g. "kiln::runtime::ArgSpec k_args_").
std::size_t table_index(std::map<std::string, std::size_t>& seen, const std::string& body, const std::string& declaration, std::string& text) {
    const auto [it, added] = seen.emplace(body, seen.size());
    if (added) text += "inline constexpr " + declaration + std::to_string(it->second) + "[] = " + body + ";\n";
    return it->second;
}

SharedTables shared_tables(const LoaderHeader& h) {
    SharedTables t;
    std::map<std::string, std::size_t> args, figures;
    for (const auto& k : h.kernels) {
        std::string a = "{";
        for (std::size_t i = 0; i < k.args.size(); ++i) {
            const auto& arg = k.args[i];
            a += std::string(i ? ", " : "") + "{" + c_string(arg.name) + ", " + std::to_string(arg.offset) + ", " +
                 std::to_string(arg.size) + ", " + (arg.value_kind == "global_buffer" ? "true" : "false") +
                 (arg.value_kind == codeobj::k_pointer_or_value ? ", true" : "") + "}";
        }
        if (k.args.empty()) a += "{\"\", 0, 0, false}";  // no zero-length arrays
        t.args.push_back(table_index(args, a + "}", "kiln::runtime::ArgSpec k_args_", t.args_text));
        std::string f = "{\n";
        for (const auto& [target, r] : k.per_target) f += figures_row(target, r);
        t.figures.push_back(table_index(figures, f + "}", "kiln::runtime::KernelFigures k_figures_", t.figures_text));
    }
    return t;
}

std::string kernel_struct(const LoaderKernel& k, std::size_t figures) {
    std::string s = "// Kernel '" + k.name + "': kiln's figures per target; the rest is detail::kernel_base's.\n";
    s += "struct " + k.name + "_kernel : detail::kernel_base<" + k.name + "_kernel> {\n";
    s += "    using kernel_base::kernel_base;\n\n";
    s += "    static constexpr const auto& k_figures = detail::k_figures_" + std::to_string(figures) + ";\n";
    if (k.arg_types) {
        const std::vector<std::string> names = parameter_names(k.args);
        std::string params, forward;
        for (std::size_t i = 0; i < k.arg_types->size() && i < names.size(); ++i)
            params += ", " + (*k.arg_types)[i] + " " + names[i], forward += ", " + names[i];
        s += "\n    // Launch; the argument types come from the manifest and were checked against the kernel.\n";
        s += "    kiln::runtime::Error launch(dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream" + params +
             ") const {\n        return kernel.launch(grid, block, dynamic_lds, stream" + forward + ");\n    }\n\n";
        s += "    // Launch with the block size and dynamic LDS kiln built and tuned it for on the loaded target.\n";
        s += "    kiln::runtime::Error launch_recorded(dim3 grid, hipStream_t stream" + params +
             ") const {\n        return kernel.launch_recorded(grid, stream" + forward + ");\n    }\n";
    }
    s += "};\n\n";
    return s;
}

// The names a header derives from its bundle's: the macros that move or leave out the embedded
// bundle, the one that admits the members of unknown types, and the embedded bytes' symbol.
struct Names {
    std::string no_embed;  // KILN_NAME_NO_EMBED
    std::string file;      // KILN_NAME_BUNDLE
    std::string types;     // KILN_NAME_TYPES
    std::string symbol;    // kiln_NAME_bundle
};

Names names_of(const std::string& ns) {
    std::string upper = ns;
    std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return {"KILN_" + upper + "_NO_EMBED", "KILN_" + upper + "_BUNDLE", "KILN_" + upper + "_TYPES", "kiln_" + ns + "_bundle"};
}

// The header's opening: what it is and how to build with it, its includes, where the bundle is
// and the assembler's embedding of its bytes.
std::string preamble(const LoaderHeader& h, const Names& n) {
    const std::string& macro = n.no_embed;
    const std::string& file_macro = n.file;
    const std::string& sym = n.symbol;
    std::string s;
    s += "// " + h.ns + ".hpp: generated by kiln " KILN_VERSION " from " + h.manifest + ". Do not edit.\n";
    s += "// Loads " + h.ns + ".hipfb on the current GPU and launches its kernels (docs/loader.md). With\n";
    s += "// kiln's include directory, on HIP's AMD platform: -D__HIP_PLATFORM_AMD__, link -lamdhip64 -lzstd -lz;\n";
    s += "// on its NVIDIA platform: -D__HIP_PLATFORM_NVIDIA__ and CUDA headers HIP's compile with, link\n";
    s += "// -lcudart_static -lcuda -ldl -lpthread -lrt -lzstd -lz.\n";
    s += "#pragma once\n\n#include <cstdint>\n#include <fstream>\n#include <iterator>\n#include <string>\n#include <string_view>\n#include <vector>\n\n";
    s += "#include <kiln/runtime/loader.hpp>\n\n";
    s += "// Where the bundle is: its file name, which the assembler looks for in the compiler's working\n";
    s += "// directory and its -Wa,-I directories, unless the build defines the path (kiln_add_bundle()\n";
    s += "// does: -D" + file_macro + "=\"/dir/" + h.ns + ".hipfb\").\n";
    s += "// Nothing in this header names a directory, so header and bundle can move together.\n";
    s += "#ifndef " + file_macro + "\n#define " + file_macro + " \"" + h.ns + ".hipfb\"\n#endif\n\n";
    s += "// The bundle's bytes, compiled in by the assembler. A COMDAT group keeps one copy however many\n";
    s += "// translation units include this header. Define " + macro + " to load from a file only.\n";
    s += "#ifndef " + macro + "\n";
    s += "__asm__(\".pushsection .rodata.kiln." + h.ns + ",\\\"aG\\\",@progbits," + sym + ",comdat\\n\"\n";
    s += "        \".balign 4096\\n\"\n";
    s += "        \".weak " + sym + "_begin\\n\"\n";
    s += "        \"" + sym + "_begin:\\n\"\n";
    s += "        \".incbin \\\"\" " + file_macro + " \"\\\"\\n\"\n";
    s += "        \".weak " + sym + "_end\\n\"\n";
    s += "        \"" + sym + "_end:\\n\"\n";
    s += "        \".popsection\\n\");\n";
    s += "extern \"C\" const char " + sym + "_begin[];\n";
    s += "extern \"C\" const char " + sym + "_end[];\n";
    s += "#endif\n\n";
    return s;
}

// The namespace's constants (profile, bundle path and digest, targets) and, in `detail`, the
// shared tables and each kernel's argument layout.
std::string constants(const LoaderHeader& h, const Names& n, const SharedTables& tables) {
    std::string s;
    s += "inline constexpr kiln::occupancy::Profile k_hip_profile = " + std::string(profile_enum(h.profile)) + ";\n";
    s += "inline constexpr const char* k_bundle_path = " + n.file + ";\n";
    s += "// MD5 of the embedded bundle: it changes with the bundle, so build systems recompile includers.\n";
    s += "inline constexpr const char* k_bundle_md5 = " + c_string(h.bundle_hash) + ";\n";
    s += "inline constexpr const char* k_targets[] = {";
    for (std::size_t i = 0; i < h.targets.size(); ++i) s += (i ? ", " : "") + c_string(h.targets[i]);
    s += "};\n\n";
    s += "namespace detail {\n";
    s += k_kernel_base;
    s += "\n" + tables.args_text + tables.figures_text;
    for (std::size_t i = 0; i < h.kernels.size(); ++i) {
        const LoaderKernel& k = h.kernels[i];
        std::uint32_t end = 0;
        for (const auto& a : k.args) end = std::max(end, a.offset + a.size);
        s += "inline constexpr kiln::runtime::KernelSpec k_" + k.name + "_spec = {" + c_string(k.name) + ", k_args_" +
             std::to_string(tables.args[i]) + ", " + std::to_string(k.args.size()) + ", " + std::to_string(end) + "};\n";
    }
    s += "}  // namespace detail\n\n";
    return s;
}

// The kernels' handles and accessors, in bases of Library of k_chunk kernels each: g++ looks
// names up in a class body being parsed one by one, so a class of 10,000 kernels' members took
// 40 s to parse; 40 classes of 256 take one.
constexpr std::size_t k_chunk = 256;

std::size_t chunk_count(const LoaderHeader& h) { return (h.kernels.size() + k_chunk - 1) / k_chunk; }

// Library::from_bytes: the module loaded, then each kernel's handle and each family's members,
// each in one loop over a table (a function of 10,000 statements took g++ -O2 minutes).
std::string from_bytes(const LoaderHeader& h) {
    std::string s;
    s += "    static Library from_bytes(std::string_view bytes, kiln::runtime::Error& error) {\n";
    s += "        Library l;\n";
    s += "        l.m_module = kiln::runtime::Module::load(bytes, error);\n";
    s += "        if (error) return l;\n";
    // A kernel built for some of the bundle's targets only (its `targets`) is loaded where it
    // exists; elsewhere its handle stays empty and a launch says it is not loaded (detail::load).
    if (!h.kernels.empty())
        s += "        if (!detail::load(l.m_loaded.data(), detail::k_entries, " + std::to_string(h.kernels.size()) +
             ", l.m_module, error)) return l;\n";
    for (const auto& f : h.families) {
        const std::string family = "l.m_" + f.name + "_variants";
        s += "        for (std::size_t i = 0; i < std::size(detail::k_" + f.name + "_members); ++i)\n";
        s += "            " + family + ".kernels[i] = l.m_loaded[detail::k_" + f.name + "_members[i]].kernel;\n";
        s += "        " + family + ".target = l.m_module.target();\n";
        s += "        " + family + ".compute_units = l.m_module.device().compute_units;\n";
    }
    s += "        return l;\n    }\n\n";
    return s;
}

// detail::library_kernels, a base of Library: every kernel as loaded, in one array (filled by one
// loop; moved with Library as one vector).
std::string kernel_storage(const LoaderHeader& h) {
    std::string s;
    for (std::size_t c = 0; c < chunk_count(h); ++c) s += "template <class L>\nstruct kernels_" + std::to_string(c) + ";\n";
    s += "\n// Library's kernels as loaded, in manifest order; its bases kernels_0... hand them out.\n";
    s += "struct library_kernels {\n";
    s += "    library_kernels() : m_loaded(" + std::to_string(h.kernels.size()) + ") {}\n\n";
    s += "protected:\n";
    for (std::size_t c = 0; c < chunk_count(h); ++c) s += "    template <class L>\n    friend struct kernels_" + std::to_string(c) + ";\n";
    s += "\n    // Kernel i as loaded (empty in a Library moved from).\n";
    s += "    const loaded& loaded_at(std::size_t i) const {\n";
    s += "        static const loaded none{};\n";
    s += "        return i < m_loaded.size() ? m_loaded[i] : none;\n";
    s += "    }\n\n";
    s += "    std::vector<loaded> m_loaded;\n";
    s += "};\n\n";
    return s;
}

// The kernels' accessors, k_chunk to a base of Library, each returning a handle. A template on
// Library (L), so that no body is compiled unless a program calls it, and without bases of its
// own: g++ looks every name in a body up through all of a class's bases.
std::string kernel_chunks(const LoaderHeader& h) {
    std::string s = kernel_storage(h);
    for (std::size_t c = 0; c < chunk_count(h); ++c) {
        const std::size_t first = c * k_chunk, last = std::min(h.kernels.size(), (c + 1) * k_chunk);
        s += "// Library's kernels " + std::to_string(first) + " to " + std::to_string(last - 1) + ".\n";
        s += "template <class L>\nstruct kernels_" + std::to_string(c) + " {\n";
        for (std::size_t i = first; i < last; ++i) {
            const std::string& k = h.kernels[i].name;
            s += "    " + k + "_kernel " + k + "() const { return " + k + "_kernel(static_cast<const L*>(this)->loaded_at(" +
                 std::to_string(i) + ")); }\n";
        }
        s += "};\n\n";
    }
    return s;
}

// The Library class: loading (embedded bytes or a file), an accessor per kernel (its bases') and family.
std::string library_class(const LoaderHeader& h, const Names& n) {
    const std::string& sym = n.symbol;
    std::string s = "namespace detail {\n";
    if (!h.kernels.empty()) {
        s += "inline constexpr entry k_entries[] = {\n";
        for (const auto& k : h.kernels)
            s += "    {&k_" + k.name + "_spec, " + k.name + "_kernel::k_figures, " + std::to_string(k.per_target.size()) + "},\n";
        s += "};\n\n";
        s += k_load;
        s += "\n";
    }
    // Each family's members, as indexes of Library's kernels.
    std::map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < h.kernels.size(); ++i) index.emplace(h.kernels[i].name, i);
    for (const auto& f : h.families) {
        s += "inline constexpr std::size_t k_" + f.name + "_members[] = {";
        for (std::size_t i = 0; i < f.members.size(); ++i) s += (i ? ", " : "") + std::to_string(index.at(f.members[i].kernel));
        s += "};\n";
    }
    if (!h.families.empty()) s += "\n";
    s += kernel_chunks(h) + "}  // namespace detail\n\n";
    s += "// The bundle's code object for the current device, loaded, with a handle per kernel.\n";
    s += "class Library : public detail::library_kernels";
    for (std::size_t c = 0; c < chunk_count(h); ++c) s += ", public detail::kernels_" + std::to_string(c) + "<Library>";
    s += " {\npublic:\n";
    s += "#ifndef " + n.no_embed + "\n";
    s += "    // From the bytes compiled into the program.\n";
    s += "    static Library load(kiln::runtime::Error& error) {\n";
    s += "        return from_bytes(std::string_view(" + sym + "_begin, static_cast<std::size_t>(" + sym + "_end - " + sym +
         "_begin)), error);\n    }\n";
    s += "#endif\n\n";
    s += "    // From a bundle file (default: k_bundle_path, " + n.file + ").\n";
    s += "    static Library load_file(kiln::runtime::Error& error, const std::string& path = k_bundle_path) {\n";
    s += "        std::ifstream in(path, std::ios::binary);\n";
    s += "        if (!in) {\n";
    s += "            error = {kiln::runtime::Error::Code::bad_bundle, \"cannot read '\" + path + \"'\"};\n";
    s += "            return {};\n        }\n";
    s += "        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());\n";
    s += "        return from_bytes(bytes, error);\n    }\n\n";
    for (const auto& f : h.families)
        s += "    const " + f.name + "_family& " + f.name + "_variants() const { return m_" + f.name + "_variants; }\n";
    s += "\n    const kiln::runtime::Module& module() const { return m_module; }\n";
    s += "    bool loaded() const { return m_module.loaded(); }\n\n";
    s += "private:\n";
    s += from_bytes(h);
    s += "    kiln::runtime::Module m_module;\n";
    for (const auto& f : h.families) s += "    " + f.name + "_family m_" + f.name + "_variants;\n";
    s += "};\n\n";
    return s;
}

}  // namespace

std::string loader_header(const LoaderHeader& h) {
    const Names n = names_of(h.ns);
    std::string s = preamble(h, n);
    s += "namespace " + h.ns + " {\n\n";
    const SharedTables tables = shared_tables(h);
    s += constants(h, n, tables);
    for (std::size_t i = 0; i < h.kernels.size(); ++i) s += kernel_struct(h.kernels[i], tables.figures[i]);
    for (const auto& f : h.families) s += family_struct(f, n.types);
    s += library_class(h, n);
    s += "}  // namespace " + h.ns + "\n";
    return s;
}

}  // namespace kiln::emit
