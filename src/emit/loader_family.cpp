// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The loader header's families (docs/loader.md, docs/tuning.md): NAME_family, from
// Library::NAME_variants().
#include <algorithm>
#include <cstring>
#include <set>
#include <string>

#include "emit/loader_parts.hpp"

namespace kiln::emit {

namespace {

// A template family's typed lookup: each parameter as a template takes it. An integer parameter
// (every value an integer literal) is a `long long`, a boolean one a `bool`, any other a type.
std::string parameter_kind(const LoaderFamily& f, std::size_t axis) {
    auto all = [&](auto&& test) {
        return std::all_of(f.members.begin(), f.members.end(), [&](const auto& m) { return test(m.values[axis]); });
    };
    if (all([](const std::string& v) {
            std::size_t i = v.starts_with('-') ? 1 : 0, digits = 0;
            while (i < v.size() && std::isdigit(static_cast<unsigned char>(v[i]))) ++i, ++digits;
            while (i < v.size() && std::strchr("uUlL", v[i])) ++i;
            return digits > 0 && i == v.size();
        }))
        return "long long";
    if (all([](const std::string& v) { return v == "true" || v == "false"; })) return "bool";
    return "class";
}

// Whether a host compiler knows `type` with nothing but the header's own includes.
bool fundamental(const std::string& type) {
    static const std::set<std::string> k_types = {
        "bool", "char", "signed char", "unsigned char", "char16_t", "char32_t", "wchar_t", "short", "unsigned short",
        "short int", "unsigned short int", "int", "unsigned", "unsigned int", "long", "unsigned long", "long int",
        "unsigned long int", "long long", "unsigned long long", "long long int", "unsigned long long int", "float", "double",
        "long double", "std::size_t", "std::ptrdiff_t", "std::int8_t", "std::int16_t", "std::int32_t", "std::int64_t",
        "std::uint8_t", "std::uint16_t", "std::uint32_t", "std::uint64_t", "int8_t", "int16_t", "int32_t", "int64_t",
        "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t"};
    return k_types.count(type) > 0;
}

// NAME_family::of<P...>::index for every member, after the struct (a member template is
// specialized at namespace scope). Members whose type parameters a host compiler cannot know from
// this header alone (__half, a struct of the source's) are behind KILN_<BUNDLE>_TYPES.
std::string typed_lookup(const LoaderFamily& f, const std::string& types_macro) {
    std::vector<std::string> kinds;
    for (std::size_t a = 0; a < f.axes.size(); ++a) kinds.push_back(parameter_kind(f, a));
    std::string plain, guarded;
    for (std::size_t i = 0; i < f.members.size(); ++i) {
        const auto& m = f.members[i];
        std::string args;
        bool known = true;
        for (std::size_t a = 0; a < kinds.size(); ++a) {
            args += (a ? ", " : "") + m.values[a];
            if (kinds[a] == "class" && !fundamental(m.values[a])) known = false;
        }
        (known ? plain : guarded) += "template <>\nstruct " + f.name + "_family::of<" + args + "> {\n    static constexpr int index = " +
                                     std::to_string(i) + ";  // " + m.kernel + "\n};\n";
    }
    std::string s = plain;
    if (!guarded.empty())
        s += "// Members with types this header does not declare: define " + types_macro +
             " before including it, once they are declared.\n#ifdef " + types_macro + "\n" + guarded + "#endif\n";
    return s + "\n";
}

// A family's opening: what it is, its axes, each member's values and figures (k_members).
std::string family_tables(const LoaderFamily& f) {
    const std::string n = std::to_string(f.members.size()), a = std::to_string(f.axes.size());
    std::string s;
    if (f.instances)
        s += "// Family '" + f.name + "' (instantiate): one member per combination of its template parameters, each\n"
             "// with its values. The host looks a member up by its parameters (member(...), find) or chooses\n"
             "// one per launch by a cost of the members' figures (choose).\n";
    else
        s += "// Family '" + f.name + "' (variants = \"all\"): the manifest's kernel (member 0) and the variants of\n"
             "// its tune sweep that were built, each with its value of every axis. The host chooses a member per\n"
             "// launch: choose(cost) by a cost of the member's figures, pick(cost) by NAME.tuned.toml first.\n";
    s += "struct " + f.name + "_family {\n";
    s += "    static constexpr std::size_t k_size = " + n + ";\n";
    s += "    static constexpr std::size_t k_axis_count = " + a + ";\n";
    s += "    static constexpr const char* k_axes[k_axis_count] = {";
    for (std::size_t i = 0; i < f.axes.size(); ++i) s += (i ? ", " : "") + c_string(f.axes[i]);
    s += "};\n";
    s += "    static constexpr const char* k_values[k_size][k_axis_count] = {\n";
    for (const auto& m : f.members) {
        s += "        {";
        for (std::size_t i = 0; i < m.values.size(); ++i) s += (i ? ", " : "") + c_string(m.values[i]);
        s += "},  // " + m.kernel + "\n";
    }
    s += "    };\n";
    s += "    static constexpr kiln::runtime::FamilyMember k_members[k_size] = {\n";
    for (std::size_t i = 0; i < f.members.size(); ++i) {
        const std::string& k = f.members[i].kernel;
        s += "        {" + c_string(k) + ", k_values[" + std::to_string(i) + "], " + k + "_kernel::k_figures, std::size(" + k +
             "_kernel::k_figures)},\n";
    }
    s += "    };\n\n";
    return s;
}

// A family's look-ups: an axis by key, a member by its values (and, for a template family, by its
// parameters).
std::string family_lookups(const LoaderFamily& f) {
    std::string s;
    s += "    // The index of axis `key` (\"block_size\", \"defines\", \"fn_attrs.nvptx.nvvm.maxnreg\"); -1 where none.\n";
    s += "    static constexpr int axis(std::string_view key) {\n"
         "        for (std::size_t i = 0; i < k_axis_count; ++i)\n"
         "            if (key == k_axes[i]) return static_cast<int>(i);\n"
         "        return -1;\n"
         "    }\n\n";
    s += "    // The member with these values, one per axis in k_axes' order, as the manifest writes them; -1\n"
         "    // where none is (not built anywhere, or not a combination of the family).\n";
    s += "    static constexpr int find(const std::string_view (&values)[k_axis_count]) {\n"
         "        for (std::size_t m = 0; m < k_size; ++m) {\n"
         "            bool same = true;\n"
         "            for (std::size_t a = 0; a < k_axis_count; ++a) same = same && values[a] == k_values[m][a];\n"
         "            if (same) return static_cast<int>(m);\n"
         "        }\n"
         "        return -1;\n"
         "    }\n\n";
    if (f.instances) {
        std::string params, args;
        for (std::size_t i = 0; i < f.axes.size(); ++i) {
            params += std::string(i ? ", " : "") + "std::string_view " + f.axes[i];
            args += std::string(i ? ", " : "") + f.axes[i];
        }
        s += "    // The member instantiated with these parameters (" + args + "); -1 where there is none.\n";
        s += "    static constexpr int member(" + params + ") {\n        const std::string_view kiln_values_[k_axis_count] = {" + args +
             "};\n        return find(kiln_values_);\n    }\n\n";
        std::string decl;
        for (std::size_t i = 0; i < f.axes.size(); ++i) decl += std::string(i ? ", " : "") + parameter_kind(f, i) + " " + f.axes[i];
        s += "    // The member by its parameters as C++ writes them: of<" + args + ">::index (a member that does not\n"
             "    // exist does not compile).\n";
        s += "    template <" + decl + ">\n    struct of;\n\n";
    }
    return s;
}

}  // namespace

std::string family_struct(const LoaderFamily& f, const std::string& types_macro) {
    std::string s = family_tables(f);
    s += family_lookups(f);
    s += "    // Whether the manifest's kernel was built with a pick of NAME.tuned.toml for `target`.\n";
    s += "    static constexpr bool tuned(std::string_view target) {\n        return ";
    for (std::size_t i = 0; i < f.tuned_targets.size(); ++i) s += (i ? " || " : "") + std::string("target == ") + c_string(f.tuned_targets[i]);
    if (f.tuned_targets.empty()) s += "static_cast<void>(target), false";
    s += ";\n    }\n\n";
    s += "    // The member built for `target` with the lowest cost(const kiln::runtime::FamilyMember&, const\n"
         "    // kiln::runtime::KernelFigures&); kiln::runtime::k_excluded (or NaN) leaves a member out, ties go to\n"
         "    // the earlier member. -1 when none remains.\n";
    s += "    template <class Cost>\n"
         "    static constexpr int choose(std::string_view target, Cost&& cost) {\n"
         "        return kiln::runtime::choose_member(k_members, k_size, target, cost);\n"
         "    }\n\n";
    s += "    // The manifest's kernel where it carries a tuned pick for `target`, else choose(target, cost).\n";
    s += "    template <class Cost>\n"
         "    static constexpr int pick(std::string_view target, Cost&& cost) {\n"
         "        return tuned(target) && k_members[0].on(target) ? 0 : choose(target, cost);\n"
         "    }\n\n";
    s += "    // The member kiln's speed estimate finds fastest (kiln::runtime::estimated_time, kiln tune's\n"
         "    // objective) for a launch of blocks(member) blocks, its recorded block size, on a device of\n"
         "    // `units` CUs (SMs); blocks(member) <= 0 leaves a member out. -1 when none remains.\n";
    s += "    template <class Blocks>\n"
         "    static constexpr int fastest(std::string_view target, int units, Blocks&& blocks) {\n"
         "        return choose(target, [&](const kiln::runtime::FamilyMember& m, const kiln::runtime::KernelFigures& f) {\n"
         "            const long long n = static_cast<long long>(blocks(m));\n"
         "            return n > 0 ? kiln::runtime::estimated_time(f, k_hip_profile, n, units) : kiln::runtime::k_excluded;\n"
         "        });\n"
         "    }\n\n";
    s += "    // The same on the device the library was loaded on.\n";
    s += "    template <class Blocks>\n"
         "    int fastest(Blocks&& blocks) const { return fastest(std::string_view(target), compute_units, blocks); }\n";
    s += "    template <class Cost>\n"
         "    int choose(Cost&& cost) const { return choose(std::string_view(target), cost); }\n"
         "    template <class Cost>\n"
         "    int pick(Cost&& cost) const { return pick(std::string_view(target), cost); }\n\n";
    s += "    // Launches member `m` (an index of k_members); arguments checked as every kernel's are.\n";
    s += "    template <class... A>\n"
         "    kiln::runtime::Error launch(int m, dim3 grid, dim3 block, std::size_t dynamic_lds, hipStream_t stream,\n"
         "                                const A&... args) const {\n"
         "        if (m < 0 || m >= static_cast<int>(k_size))\n"
         "            return {kiln::runtime::Error::Code::bad_arguments, \"no member \" + std::to_string(m) + \" in family '" + f.name + "'\"};\n"
         "        return kernels[m].launch(grid, block, dynamic_lds, stream, args...);\n"
         "    }\n\n";
    s += "    kiln::runtime::Kernel kernels[k_size];  // each member on the loaded device (empty where not built)\n";
    s += "    std::string target;                     // the loaded code object's target ID\n";
    s += "    int compute_units = 0;                  // of the device it was loaded on\n";
    s += "};\n\n";
    if (f.instances) s += typed_lookup(f, types_macro);
    return s;
}

}  // namespace kiln::emit
