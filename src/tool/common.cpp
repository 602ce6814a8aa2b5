// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "tool/common.hpp"

#include <unistd.h>

#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string_view>

#include "util/jobserver.hpp"
#include "util/parallel.hpp"
#include "util/strings.hpp"

namespace kiln::tool {

namespace {
enum class ColorWhen { automatic, always, never } g_color_when = ColorWhen::automatic;
}  // namespace

bool set_color(std::string_view when) {
    if (when != "auto" && when != "always" && when != "never") return false;
    g_color_when = when == "always" ? ColorWhen::always : when == "never" ? ColorWhen::never : ColorWhen::automatic;
    return true;
}

namespace {
bool color_on(int fd) {
    if (g_color_when != ColorWhen::automatic) return g_color_when == ColorWhen::always;
    const char* no_color = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    if ((no_color && *no_color) || (term && std::string_view(term) == "dumb")) return false;
    return isatty(fd) == 1;
}
}  // namespace

bool stderr_color() { return color_on(STDERR_FILENO); }
bool stdout_color() { return color_on(STDOUT_FILENO); }

int finish(const diag::Diagnostics& diags, bool ok) {
    std::cerr << diags.render_all(stderr_color());
    return ok ? 0 : diags.exit_code();
}

bool to_int(const std::string& s, int& out) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

std::vector<std::string> comma_list(const std::string& list) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at <= list.size();) {
        std::size_t comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        if (comma > at) out.push_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return out;
}

namespace {
std::string g_jobserver_note;
}

// Under make -jN, make's jobserver bounds the compile jobs (util::JobServer): joined once, for the
// process's life.
void join_jobserver() {
    static std::unique_ptr<util::JobServer> server;
    if (server || !g_jobserver_note.empty()) return;
    const char* flags = std::getenv("MAKEFLAGS");
    std::string why_not;
    server = util::JobServer::open(flags ? flags : "", why_not);
    util::set_jobserver(server.get());
    if (server) g_jobserver_note = "jobs: bounded by " + server->description();
    else if (!why_not.empty()) g_jobserver_note = "jobs: not bounded by make's jobserver: " + why_not;
}

const std::string& jobserver_note() { return g_jobserver_note; }

std::optional<std::string> compile_options(const Parsed& p, pipeline::BuildOptions& options) {
    join_jobserver();
    options.rocm_path = p.value("--rocm-path");
    options.device_lib_path = p.value("--rocm-device-lib-path");
    if (auto c = p.value("--cuda-path")) options.cuda_path = std::filesystem::absolute(*c).string();
    options.jobs = util::default_jobs();
    if (auto j = p.value("--jobs")) {
        int n = 0;
        if (!to_int(*j, n) || n < 1) return "-j needs a positive number, not '" + *j + "'";
        options.jobs = static_cast<unsigned>(n);
    }
    if (auto t = p.value("--targets")) options.targets = comma_list(*t);
    if (auto v = p.value("--max-variants")) {
        const auto n = util::parse_decimal(*v);
        if (!n || *n < 1 || *n > static_cast<std::uint64_t>(manifest::k_max_variants_limit))
            return "--max-variants needs a number in 1.." + std::to_string(manifest::k_max_variants_limit) + ", not '" + *v + "'";
        options.max_variants = static_cast<std::int64_t>(*n);
    }
    return std::nullopt;
}
std::optional<cache::Config> cache_config(const Parsed& p) {
    diag::Diagnostics diags;
    std::optional<cache::Config> c = cache::Config::load(diags);
    for (auto [flag, key] : {std::pair{"--cache", "cache_dir"}, {"--remote-cache", "remote_cache"}, {"--max-size", "max_size"}})
        if (auto v = c ? p.value(flag) : std::nullopt)
            if (auto set = c->set_from_flag(key, *v, flag); !set) diags.error(set.error());
    if (c && p.has("--no-cache")) (void)c->set_from_flag("disable", "true", "--no-cache");
    if (diags.has_errors()) {
        std::cerr << diags.render_all(stderr_color());
        return std::nullopt;
    }
    return c;
}

}  // namespace kiln::tool
