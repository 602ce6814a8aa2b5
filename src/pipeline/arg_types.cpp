// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "pipeline/arg_types.hpp"

#include <map>

namespace kiln::pipeline {

namespace {

std::string trim(std::string s) {
    while (!s.empty() && s.back() == ' ') s.pop_back();
    while (!s.empty() && s.front() == ' ') s.erase(0, 1);
    return s;
}

const std::map<std::string, std::uint32_t>& scalar_sizes() {
    static const std::map<std::string, std::uint32_t> sizes = {
        {"bool", 1},          {"char", 1},           {"signed char", 1},     {"unsigned char", 1},   {"int8_t", 1},
        {"uint8_t", 1},       {"short", 2},          {"unsigned short", 2},  {"int16_t", 2},         {"uint16_t", 2},
        {"half", 2},          {"__half", 2},         {"_Float16", 2},        {"hip_bfloat16", 2},    {"__hip_bfloat16", 2},
        {"int", 4},           {"unsigned", 4},       {"unsigned int", 4},    {"int32_t", 4},         {"uint32_t", 4},
        {"float", 4},         {"long", 8},           {"unsigned long", 8},   {"long long", 8},       {"unsigned long long", 8},
        {"int64_t", 8},       {"uint64_t", 8},       {"size_t", 8},          {"ptrdiff_t", 8},       {"double", 8},
        {"std::int8_t", 1},   {"std::uint8_t", 1},   {"std::int16_t", 2},    {"std::uint16_t", 2},   {"std::int32_t", 4},
        {"std::uint32_t", 4}, {"std::int64_t", 8},   {"std::uint64_t", 8},   {"std::size_t", 8},
    };
    return sizes;
}

}  // namespace

std::optional<ArgType> parse_arg_type(const std::string& spelled) {
    std::string t = trim(spelled);
    if (!t.empty() && t.back() == '*') return ArgType{8, true};
    for (const char* q : {"const ", "volatile "})
        while (t.rfind(q, 0) == 0) t = trim(t.substr(std::string(q).size()));
    auto it = scalar_sizes().find(t);
    if (it == scalar_sizes().end()) return std::nullopt;
    return ArgType{it->second, false};
}

std::vector<codeobj::ArgInfo> explicit_args(const codeobj::KernelInfo& k) {
    std::vector<codeobj::ArgInfo> out;
    for (const auto& a : k.args)
        if (!a.hidden()) out.push_back(a);
    return out;
}

std::optional<std::string> check_arg_types(const std::vector<std::string>& types, const std::vector<codeobj::ArgInfo>& args) {
    if (types.size() != args.size()) {
        std::string names;
        for (const auto& a : args) names += (names.empty() ? "" : ", ") + a.name;
        return "'args' declares " + std::to_string(types.size()) + " arguments; the kernel takes " +
               std::to_string(args.size()) + " (" + names + ")";
    }
    for (std::size_t i = 0; i < types.size(); ++i) {
        const auto& a = args[i];
        const std::string which = "argument " + std::to_string(i + 1) + " ('" + a.name + "')";
        auto t = parse_arg_type(types[i]);
        if (!t)
            return which + ": kiln does not know the type '" + types[i] +
                   "'; use a pointer or a scalar type (int, float, size_t, ...), or leave 'args' out";
        const bool buffer = a.value_kind == "global_buffer";
        if (buffer && !t->pointer) return which + " is a buffer in the kernel; '" + types[i] + "' is not a pointer";
        if (!buffer && t->pointer && a.value_kind != codeobj::k_pointer_or_value)
            return which + " is a " + std::to_string(a.size) + "-byte value in the kernel; '" + types[i] + "' is a pointer";
        if (t->size != a.size)
            return which + " takes " + std::to_string(a.size) + " bytes; '" + types[i] + "' has " + std::to_string(t->size);
    }
    return std::nullopt;
}

}  // namespace kiln::pipeline
