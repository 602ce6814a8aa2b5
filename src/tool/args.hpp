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
inline std::optional<Parsed> parse_args(const std::vector<std::string>& args, const std::vector<Option>& options,
                                        const char* usage, int& exit) {
    Parsed p;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-h" || a == "--help") {
            std::cout << usage;
            exit = 0;
            return std::nullopt;
        }
        if (a.size() > 1 && a[0] == '-') {
            const Option* o = nullptr;
            std::optional<std::string> attached;  // "-j8", "-obuild": a short option's value in the same word
            for (const auto& opt : options) {
                if (a == opt.name || (!opt.short_name.empty() && a == opt.short_name)) o = &opt;
                else if (opt.takes_value && !opt.short_name.empty() && a.size() > opt.short_name.size() &&
                         a.compare(0, opt.short_name.size(), opt.short_name) == 0 && a[1] != '-')
                    o = &opt, attached = a.substr(opt.short_name.size());
            }
            if (!o) {
                std::cerr << "kiln: error: unknown option '" << a << "'\n" << usage;
                exit = 1;
                return std::nullopt;
            }
            if (!o->takes_value) {
                p.flags.insert(o->name);
                continue;
            }
            if (attached) {
                p.values[o->name] = *attached;
                continue;
            }
            if (i + 1 == args.size()) {
                std::cerr << "kiln: error: '" << a << "' needs a value\n" << usage;
                exit = 1;
                return std::nullopt;
            }
            p.values[o->name] = args[++i];
        } else {
            p.positional.push_back(a);
        }
    }
    return p;
}

inline int usage_error(const std::string& message, const char* usage) {
    std::cerr << "kiln: error: " << message << "\n" << usage;
    return 1;
}

}  // namespace kiln::tool
