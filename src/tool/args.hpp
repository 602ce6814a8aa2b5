// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// A small command-line parser: positional arguments, flags, and options with a value.
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kiln::tool {

struct Option {
    std::string name;        // "--output"
    std::string short_name;  // "-o" or empty
    bool takes_value = false;
};

struct Parsed {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;  // by long name
    std::set<std::string> flags;                // by long name

    bool has(const std::string& name) const { return flags.count(name) || values.count(name); }
    std::optional<std::string> value(const std::string& name) const {
        auto it = values.find(name);
        return it == values.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
};

// Prints the usage for --help (exit 0) or an error and the usage (exit 1); nullopt then, with `exit`.
// Options as compilers and GNU tools take them: "--output DIR", "--output=DIR", "-o DIR", "-oDIR";
// "--" ends the options (what follows is positional, even when it starts with '-'). An empty value
// ("-o ''") is an error: no option of kiln's means anything by it.
inline std::optional<Parsed> parse_args(const std::vector<std::string>& args, const std::vector<Option>& options,
                                        const char* usage, int& exit) {
    Parsed p;
    auto fail = [&](const std::string& message) -> std::optional<Parsed> {
        std::cerr << "kiln: error: " << message << "\n" << usage;
        exit = 1;
        return std::nullopt;
    };
    bool options_done = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (options_done || a.size() < 2 || a[0] != '-') {
            p.positional.push_back(a);
            continue;
        }
        if (a == "--") {
            options_done = true;
            continue;
        }
        if (a == "-h" || a == "--help") {
            std::cout << usage;
            exit = 0;
            return std::nullopt;
        }
        const Option* o = nullptr;
        std::optional<std::string> attached;  // "-j8", "-obuild", "--output=build": the value in the same word
        for (const auto& opt : options) {
            if (a == opt.name || (!opt.short_name.empty() && a == opt.short_name)) o = &opt;
            else if (a.size() > opt.name.size() && a.compare(0, opt.name.size(), opt.name) == 0 && a[opt.name.size()] == '=')
                o = &opt, attached = a.substr(opt.name.size() + 1);
            else if (opt.takes_value && !opt.short_name.empty() && a.size() > opt.short_name.size() &&
                     a.compare(0, opt.short_name.size(), opt.short_name) == 0 && a[1] != '-')
                o = &opt, attached = a.substr(opt.short_name.size());
        }
        if (!o) return fail("unknown option '" + a + "'");
        if (!o->takes_value) {
            if (attached) return fail("'" + o->name + "' takes no value");
            p.flags.insert(o->name);
            continue;
        }
        if (!attached && i + 1 == args.size()) return fail("'" + a + "' needs a value");
        const std::string value = attached ? *attached : args[++i];
        if (value.empty()) return fail("'" + o->name + "' needs a value, not an empty one");
        p.values[o->name] = value;
    }
    for (const auto& v : p.positional)
        if (v.empty()) return fail("an empty argument ('') names no file");
    return p;
}

inline int usage_error(const std::string& message, const char* usage) {
    std::cerr << "kiln: error: " << message << "\n" << usage;
    return 1;
}

}  // namespace kiln::tool
