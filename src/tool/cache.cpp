// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln cache`: the cache's statistics, cleaning and configuration.
#include "tool/commands.hpp"

#include <cstdio>
#include <iostream>

#include "cache/cache.hpp"
#include "cache/config.hpp"
#include "tool/common.hpp"
#include "util/strings.hpp"

namespace kiln::tool {

namespace {

constexpr const char* k_cache_usage =
    "usage: kiln cache stats [--zero] [--cache DIR]\n"
    "       kiln cache clean [--max-size SIZE | --all] [--cache DIR]\n"
    "       kiln cache config [KEY [VALUE] | --unset KEY]\n"
    "\n"
    "stats: entries and bytes in the cache, its limit, the hits and misses of the builds since the\n"
    "last --zero (which resets them), local and remote, and the remote caches a build would use.\n"
    "clean: remove the least recently used entries until the cache holds at most its limit\n"
    "(--max-size, else the max_size setting, 5G by default; sizes as ccache writes them: 500M, 10G,\n"
    "1.5GiB), or every entry with --all, and what killed builds left. Only a directory kiln created\n"
    "as its cache (CACHEDIR.TAG) is touched, and in it only kiln's entries.\n"
    "config: every setting with its value and where it came from (a flag, the environment, the\n"
    "configuration file, the default), as ccache -p; KEY alone prints one; KEY VALUE writes it into\n"
    "the configuration file ($KILN_CONFIG, $XDG_CONFIG_HOME/kiln/kiln.conf, ~/.config/kiln/kiln.conf);\n"
    "--unset KEY removes it from there (docs/cache.md lists the settings).\n";


// A setting's value as `kiln cache config` shows it: remotes with their passwords masked.
std::string shown_value(std::string_view key, const std::string& value) {
    if (key != "remote_cache") return value;
    std::string out;
    std::istringstream in(value);
    for (std::string spec; in >> spec;) {
        auto r = cache::Remote::open(spec, {});
        if (!out.empty()) out += ' ';
        out += r ? (*r)->shown() + ((*r)->read_only() ? "|read-only" : "") : std::string("?");
    }
    return out;
}

int cache_config_command(const Parsed& p) {
    if (auto key = p.value("--unset")) {
        if (p.positional.size() != 1) return usage_error("--unset takes the key alone", k_cache_usage);
        auto w = cache::Config::write(*key, std::nullopt);
        if (!w) return usage_error(w.error(), k_cache_usage);
        return 0;
    }
    if (p.positional.size() == 3) {
        auto w = cache::Config::write(p.positional[1], p.positional[2]);
        if (!w) {
            std::cerr << "kiln: error: " << w.error() << "\n";
            return 1;
        }
        std::printf("%s = %s in %s\n", p.positional[1].c_str(), shown_value(p.positional[1], p.positional[2]).c_str(),
                    cache::Config::file().string().c_str());
        return 0;
    }
    if (p.positional.size() > 3) return usage_error("config takes KEY and VALUE at most", k_cache_usage);
    const auto config = cache_config(p);
    if (!config) return 1;
    bool found = false;
    for (const auto& info : cache::setting_infos()) {
        if (p.positional.size() == 2 && info.key != p.positional[1]) continue;
        found = true;
        const cache::Setting& s = (*config)[info.key];
        std::string value = info.key == "cache_dir" ? config->settings().dir.string() : shown_value(info.key, s.value);
        if (p.positional.size() == 2) std::printf("%s\n", value.c_str());
        else std::printf("(%s) %s = %s\n", s.origin.c_str(), std::string(info.key).c_str(), value.c_str());
    }
    if (!found) {
        std::vector<std::string_view> keys;
        for (const auto& info : cache::setting_infos()) keys.push_back(info.key);
        std::string msg = "unknown setting '" + p.positional[1] + "'";
        if (auto near = util::closest_match(p.positional[1], keys)) msg += "; did you mean '" + *near + "'?";
        return usage_error(msg, k_cache_usage);
    }
    return 0;
}

}  // namespace

int cache(const Args& args) {
    int exit = 0;
    auto p = parse_args(args,
                        {{"--cache", "", true}, {"--max-size", "", true}, {"--all", "", false}, {"--zero", "", false}, {"--unset", "", true}},
                        k_cache_usage, exit);
    if (!p) return exit;
    const std::string what = p->positional.empty() ? "" : p->positional[0];
    if (what == "config") {
        if (p->value("--cache") || p->value("--max-size") || p->has("--all") || p->has("--zero"))
            return usage_error("config takes KEY [VALUE] or --unset KEY", k_cache_usage);
        return cache_config_command(*p);
    }
    if (p->positional.size() != 1 || (what != "stats" && what != "clean"))
        return usage_error("expected 'stats', 'clean' or 'config'", k_cache_usage);
    if (p->value("--unset")) return usage_error("--unset is config's", k_cache_usage);
    const bool clean = what == "clean";
    if ((p->value("--max-size") || p->has("--all")) && !clean) return usage_error("--max-size and --all are clean's", k_cache_usage);
    if (p->has("--zero") && clean) return usage_error("--zero is stats'", k_cache_usage);
    if (p->value("--max-size") && p->has("--all")) return usage_error("--max-size or --all, not both", k_cache_usage);
    if (auto m = p->value("--max-size"); m && !util::parse_size(*m))
        return usage_error("--max-size must be a size such as 500M, 10G or 1.5GiB, not '" + *m + "'", k_cache_usage);
    const auto config = cache_config(*p);
    if (!config) return 1;
    const cache::Settings& settings = config->settings();
    const cache::Setting& limit = (*config)["max_size"];
    const std::filesystem::path& dir = settings.dir;
    Result<cache::DirStats> s = cache::stats(dir);
    if (clean) s = cache::clean(dir, p->has("--all") ? std::optional<std::uintmax_t>(0) : std::optional<std::uintmax_t>(settings.max_size));
    if (!s) {
        std::cerr << "kiln: error: " << s.error() << "\n";
        return 1;
    }
    std::printf("%s: %zu entries, %ju bytes", dir.string().c_str(), s->entries, s->bytes);
    if (s->temporary) std::printf(" (and %zu temporary files of running or killed builds)", s->temporary);
    std::printf("; limit %s (%ju bytes, %s)\n", limit.value.c_str(), static_cast<std::uintmax_t>(settings.max_size), limit.origin.c_str());
    if (clean) return 0;
    if (p->has("--zero")) {
        if (auto z = cache::zero_totals(dir); !z) {
            std::cerr << "kiln: error: " << z.error() << "\n";
            return 1;
        }
    }
    const cache::Totals t = cache::read_totals(dir);
    auto rate = [](std::uint64_t hits, std::uint64_t misses) {
        return hits + misses ? " (" + std::to_string(hits * 100 / (hits + misses)) + "% hits)" : std::string();
    };
    std::printf("since %s: %ju builds; local: %ju hits, %ju misses%s, %ju corrupt entries; remote: %ju hits, %ju misses%s, "
                "%ju corrupt entries, %ju bad signatures, %ju errors, %ju timeouts, %ju uploads\n",
                p->has("--zero") ? "now (--zero)" : "the last --zero", static_cast<std::uintmax_t>(t.builds),
                static_cast<std::uintmax_t>(t.hits), static_cast<std::uintmax_t>(t.misses), rate(t.hits, t.misses).c_str(),
                static_cast<std::uintmax_t>(t.corrupt), static_cast<std::uintmax_t>(t.remote_hits),
                static_cast<std::uintmax_t>(t.remote_misses), rate(t.remote_hits, t.remote_misses).c_str(),
                static_cast<std::uintmax_t>(t.remote_corrupt), static_cast<std::uintmax_t>(t.remote_bad_signatures),
                static_cast<std::uintmax_t>(t.remote_errors), static_cast<std::uintmax_t>(t.remote_timeouts),
                static_cast<std::uintmax_t>(t.remote_uploads));
    // The remotes a build here would use, credentials masked.
    for (const auto& spec : settings.remotes) {
        auto r = cache::Remote::open(spec, {});
        std::printf("remote cache (%s): %s\n", (*config)["remote_cache"].origin.c_str(),
                    r ? ((*r)->shown() + ((*r)->read_only() ? " (read-only)" : "")).c_str() : r.error().c_str());
    }
    return 0;
}

}  // namespace kiln::tool
