// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "manifest/names.hpp"

#include <algorithm>
#include <cctype>

namespace kiln::manifest {

namespace {

constexpr std::string_view k_keywords[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch", "char",
    "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr", "constinit",
    "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete", "do", "double",
    "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto", "if",
    "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or",
    "or_eq", "private", "protected", "public", "register", "reinterpret_cast", "requires", "return", "short", "signed",
    "sizeof", "static", "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local", "throw",
    "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile",
    "wchar_t", "while", "xor", "xor_eq", "import"};

// Object-like macros of the C library headers the loader header includes, and GCC's GNU-mode ones.
constexpr std::string_view k_macros[] = {"NULL", "EOF", "errno", "assert", "stdin", "stdout", "stderr", "offsetof",
                                         "BUFSIZ", "FILENAME_MAX", "SEEK_SET", "SEEK_CUR", "SEEK_END", "CHAR_BIT",
                                         "INT_MAX", "INT_MIN", "UINT_MAX", "LONG_MAX", "LONG_MIN", "SIZE_MAX",
                                         "EXIT_SUCCESS", "EXIT_FAILURE", "RAND_MAX", "MB_CUR_MAX", "linux", "unix",
                                         "i386"};

// What the generated header defines inside the bundle's namespace and its Library class.
constexpr std::string_view k_generated[] = {"Library", "detail", "k_hip_profile", "k_bundle_path", "k_bundle_md5",
                                            "k_targets", "load", "load_file", "from_bytes", "loaded", "m_module",
                                            "m_loaded", "loaded_at"};

template <std::size_t N>
bool among(std::string_view name, const std::string_view (&list)[N]) {
    return std::find(std::begin(list), std::end(list), name) != std::end(list);
}

// What makes `name` unusable as a C++ name in any role.
std::optional<std::string> common_problem(std::string_view name) {
    if (!is_identifier(name)) return "it must be a C++ identifier (letters, digits, '_'; not starting with a digit)";
    if (among(name, k_keywords)) return "it is a C++ keyword";
    if (among(name, k_macros)) return "it is a macro of the C library or of GCC's GNU mode";
    if (name.find("__") != std::string_view::npos || (name.size() > 1 && name[0] == '_' && std::isupper(static_cast<unsigned char>(name[1]))))
        return "names with '__' or starting with '_' and a capital letter are reserved to the C++ implementation";
    // HIP's functions, types and enumerators (hipMalloc, hipStream_t, hipSuccess), namespaces
    // (hip_impl) and macros (HIP_DYNAMIC_SHARED, HIPRT_INF_F); "hipk" is the user's.
    const bool hip_like = name.starts_with("hip") && (name.size() == 3 || std::isupper(static_cast<unsigned char>(name[3])) || name[3] == '_');
    if (hip_like || name.starts_with("HIP") || name.starts_with("_hip"))
        return "names like 'hipX', 'hip_x' and 'HIP...' belong to the HIP API and its macros";
    return std::nullopt;
}

}  // namespace

bool is_identifier(std::string_view s) {
    if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

std::optional<std::string> bundle_name_problem(std::string_view name) {
    if (auto p = common_problem(name)) return p;
    if (name == "std" || name == "kiln" || name == "posix" || name == "dim3")
        return "it would clash with the namespace or type '" + std::string(name) + "' that the loader header uses";
    if (name.size() > k_max_bundle_name)
        return "it has " + std::to_string(name.size()) + " characters; output file names allow " +
               std::to_string(k_max_bundle_name);
    return std::nullopt;
}

std::string usable_kernel_name(std::string_view derived) {
    std::string name;
    for (const char c : derived)
        if (c != '_' || (!name.empty() && name.back() != '_')) name += c;
    while (!name.empty() && name.back() == '_') name.pop_back();
    if (name.empty()) name = "kernel";
    if (!kernel_name_problem(name)) return name;
    if (!kernel_name_problem(name + "_kernel")) return name + "_kernel";
    return "k_" + name;
}

std::optional<std::string> kernel_name_problem(std::string_view name) {
    if (auto p = common_problem(name)) return p;
    // kernels_N: the bases of Library that hold its kernels (256 each: loader_header.cpp).
    const bool chunk = name.starts_with("kernels_") && name.size() > 8 &&
                       std::all_of(name.begin() + 8, name.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    if (among(name, k_generated) || name == "module" || chunk)
        return "the loader header defines '" + std::string(name) + "' itself";
    if (name == "std" || name == "kiln")
        return "the loader header's Library class refers to the namespace '" + std::string(name) + "'";
    return std::nullopt;
}

}  // namespace kiln::manifest
