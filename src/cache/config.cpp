// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "cache/config.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>

#include "cache/cache.hpp"
#include "cache/remote.hpp"
#include "cache/signing.hpp"
#include "util/file.hpp"
#include "util/strings.hpp"

namespace kiln::cache {

namespace fs = std::filesystem;

namespace {

constexpr SettingInfo k_infos[] = {
    {"cache_dir", "KILN_CACHE_DIR", "", "the local cache's directory (default $XDG_CACHE_HOME/kiln, ~/.cache/kiln)"},
    {"max_size", "KILN_CACHE_MAX_SIZE", "5G", "the local cache's size limit: 500M, 10G, 1.5GiB"},
    {"disable", "KILN_CACHE_DISABLE", "false", "neither read nor write the cache (as --no-cache)"},
    {"read_only", "KILN_CACHE_READONLY", "false", "use hits, store nothing"},
    {"compression", "KILN_CACHE_COMPRESSION", "true", "store entries compressed with zstd"},
    {"compression_level", "KILN_CACHE_COMPRESSION_LEVEL", "1", "zstd's level, -5 to 19"},
    {"remote_cache", "KILN_REMOTE_CACHE", "", "remote caches, space-separated: http(s)://, redis://, redis+unix://, '|read-only'"},
    {"remote_timeout", "KILN_REMOTE_CACHE_TIMEOUT", "700", "a remote request's deadline in milliseconds (plus 50 per MB)"},
    {"remote_connect_timeout", "KILN_REMOTE_CACHE_CONNECT_TIMEOUT", "300", "a remote connection's deadline in milliseconds, TLS handshake included"},
    {"remote_token_file", "KILN_REMOTE_CACHE_TOKEN_FILE", "", "a file whose first line is the bearer token (or $KILN_REMOTE_CACHE_TOKEN)"},
    {"remote_ca_file", "KILN_REMOTE_CACHE_CA_FILE", "", "certificates (PEM) that an https:// remote's must chain to (default: the system's)"},
    {"signing_key", "KILN_CACHE_SIGNING_KEY", "", "an Ed25519 private key (PEM) that signs what this machine uploads"},
    {"trusted_keys", "KILN_CACHE_TRUSTED_KEYS", "", "Ed25519 public keys (PEM), space-separated: remote entries must be signed by one"},
};

std::size_t index_of(std::string_view key) {
    for (std::size_t i = 0; i < std::size(k_infos); ++i)
        if (k_infos[i].key == key) return i;
    return std::size(k_infos);
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t start = text.find_first_not_of(" \t", at);
        if (start == std::string_view::npos) break;
        const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
        out.emplace_back(text.substr(start, end - start));
        at = end;
    }
    return out;
}

// A boolean as ccache.conf writes it; an environment variable is true when set to anything but
// "0" (ccache's CCACHE_DISABLE), so only the file's values are checked.
std::optional<bool> boolean(std::string_view value, bool from_env) {
    if (from_env) return value != "0";
    if (value == "true") return true;
    if (value == "false") return false;
    return std::nullopt;
}

std::optional<long> integer(std::string_view value, long low, long high) {
    long n = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < low || n > high) return std::nullopt;
    return n;
}

// Applies `value` of setting `i` to `s`: the problem, if any, with it ("must be ..." or a
// sentence of its own).
std::optional<std::string> apply(std::size_t i, const std::string& value, bool from_env, Settings& s) {
    const std::string_view key = k_infos[i].key;
    if (key == "cache_dir") {
        s.dir = value.empty() ? Cache::default_dir() : fs::path(value);
    } else if (key == "max_size") {
        auto bytes = util::parse_size(value);
        if (!bytes) return "must be a size such as 500M, 10G or 1.5GiB, not '" + value + "'";
        s.max_size = *bytes;
    } else if (key == "disable" || key == "read_only" || key == "compression") {
        auto b = boolean(value, from_env);
        if (!b) return "must be true or false, not '" + value + "'";
        (key == "disable" ? s.disable : key == "read_only" ? s.read_only : s.compression) = *b;
    } else if (key == "compression_level") {
        auto n = integer(value, -5, 19);
        if (!n) return "must be a zstd level from -5 to 19, not '" + value + "'";
        s.compression_level = static_cast<int>(*n);
    } else if (key == "remote_timeout" || key == "remote_connect_timeout") {
        auto n = integer(value, 1, 600000);
        if (!n) return "must be milliseconds (1 to 600000), not '" + value + "'";
        (key == "remote_timeout" ? s.remote.timeout_ms : s.remote.connect_timeout_ms) = *n;
    } else if (key == "remote_cache") {
        s.remotes = words(value);
        for (const auto& spec : s.remotes)
            if (auto r = Remote::open(spec, {}); !r) return r.error();
    } else if (key == "remote_token_file") {
        if (value.empty()) return std::nullopt;
        auto text = util::read_file(value);
        if (!text) return "cannot read the token file: " + text.error();
        if (s.remote.token.empty()) s.remote.token = text->substr(0, text->find_first_of("\r\n"));
    } else if (key == "remote_ca_file") {
        s.remote.ca_file = value;
        if (value.empty()) return std::nullopt;
        auto text = util::read_file(value);
        if (!text) return "cannot read the certificates file: " + text.error();
        if (text->find("-----BEGIN CERTIFICATE-----") == std::string::npos)
            return "'" + value + "' holds no PEM certificate (-----BEGIN CERTIFICATE-----)";
    } else if (key == "signing_key") {
        if (value.empty()) return std::nullopt;
        if (auto k = Signer::load(value); !k) return k.error();
        s.signing_key = value;
    } else if (key == "trusted_keys") {
        s.trusted_keys.clear();
        for (const auto& w : words(value)) {
            if (auto k = Verifier::load({fs::path(w)}); !k) return k.error();
            s.trusted_keys.emplace_back(w);
        }
    }
    return std::nullopt;
}

// "max_size (KILN_CACHE_MAX_SIZE)": a setting named in a message, with where its value came from.
std::string described(std::string_view key, const Setting& s) { return std::string(key) + " (" + s.origin + ")"; }

// The file's `key = value` lines; each problem in `diags`.
struct Line {
    std::size_t index;
    std::string value;
    diag::SourcePos key_pos, value_pos;
};
std::vector<Line> parse_file(const std::string& file, const std::string& text, diag::Diagnostics& diags) {
    std::vector<Line> out;
    std::vector<std::string_view> keys;
    for (const auto& info : k_infos) keys.push_back(info.key);
    std::uint32_t number = 0;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line(text.data() + at, end - at);
        ++number;
        at = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string_view::npos || line[start] == '#') continue;
        const std::size_t eq = line.find('=');
        auto pos = [&](std::size_t column, std::size_t length) {
            return diag::SourcePos{file, number, static_cast<std::uint32_t>(column + 1), static_cast<std::uint32_t>(std::max<std::size_t>(length, 1))};
        };
        if (eq == std::string_view::npos) {
            diags.error(pos(start, line.size() - start), "expected 'key = value'");
            continue;
        }
        std::string_view key = line.substr(start, eq - start);
        while (!key.empty() && (key.back() == ' ' || key.back() == '\t')) key.remove_suffix(1);
        const std::size_t value_start = std::min(line.find_first_not_of(" \t", eq + 1), line.size());
        std::string_view value = line.substr(value_start);
        while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
        const std::size_t i = index_of(key);
        if (i == std::size(k_infos)) {
            std::string msg = "unknown setting '" + std::string(key) + "'";
            if (auto near = util::closest_match(key, keys)) msg += "; did you mean '" + *near + "'?";
            diags.error(pos(start, key.size()), msg);
            continue;
        }
        if (auto first = std::find_if(out.begin(), out.end(), [&](const Line& l) { return l.index == i; }); first != out.end()) {
            diags.error(pos(start, key.size()), std::string(key).insert(0, 1, '\'') + "' is set twice");
            diags.note(first->key_pos, "first set here");
            continue;
        }
        out.push_back({i, std::string(value), pos(start, key.size()), pos(value_start, value.size())});
    }
    return out;
}

}  // namespace

std::span<const SettingInfo> setting_infos() { return k_infos; }

fs::path Config::file() {
    if (const char* c = std::getenv("KILN_CONFIG"); c && *c) return c;
    if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return fs::path(x) / "kiln" / "kiln.conf";
    if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".config" / "kiln" / "kiln.conf";
    return {};
}

std::optional<Config> Config::load(diag::Diagnostics& diags) {
    Config c;
    for (const auto& info : k_infos) c.m_values.push_back({std::string(info.fallback), "default"});
    const std::size_t errors_before = diags.error_count();
    std::vector<Line> lines;
    const fs::path path = file();
    if (std::error_code ec; !path.empty() && fs::exists(path, ec)) {
        auto text = util::read_file(path);
        if (!text) {
            diags.error("cannot read the configuration file '" + path.string() + "': " + text.error());
            return std::nullopt;
        }
        diags.add_source(path.string(), *text);
        lines = parse_file(path.string(), *text, diags);
        for (const Line& l : lines)
            c.m_values[l.index] = {l.value, path.string() + ":" + std::to_string(l.key_pos.line)};
    }
    std::vector<bool> from_env(std::size(k_infos), false);
    for (std::size_t i = 0; i < std::size(k_infos); ++i)
        if (const char* v = std::getenv(std::string(k_infos[i].env).c_str()); v && *v)
            c.m_values[i] = {v, std::string(k_infos[i].env)}, from_env[i] = true;
    if (const char* t = std::getenv("KILN_REMOTE_CACHE_TOKEN"); t && *t) c.m_settings.remote.token = t;
    for (std::size_t i = 0; i < std::size(k_infos); ++i) {
        auto problem = apply(i, c.m_values[i].value, from_env[i], c.m_settings);
        if (!problem) continue;
        auto line = std::find_if(lines.begin(), lines.end(), [&](const Line& l) { return l.index == i; });
        const std::string sep = problem->starts_with("must ") ? " " : ": ";
        if (!from_env[i] && line != lines.end())
            diags.error(line->value_pos, std::string(k_infos[i].key) + sep + *problem);
        else
            diags.error(described(k_infos[i].key, c.m_values[i]) + sep + *problem);
    }
    if (diags.error_count() != errors_before) return std::nullopt;
    return c;
}

Result<bool> Config::set_from_flag(std::string_view key, std::string value, std::string flag) {
    const std::size_t i = index_of(key);
    if (auto problem = apply(i, value, false, m_settings)) return make_error(flag + (problem->starts_with("must ") ? " " : ": ") + *problem);
    m_values[i] = {std::move(value), std::move(flag)};
    return true;
}

const Setting& Config::operator[](std::string_view key) const { return m_values.at(index_of(key)); }

Result<bool> Config::write(std::string_view key, const std::optional<std::string>& value) {
    const std::size_t i = index_of(key);
    if (i == std::size(k_infos)) {
        std::vector<std::string_view> keys;
        for (const auto& info : k_infos) keys.push_back(info.key);
        std::string msg = "unknown setting '" + std::string(key) + "'";
        if (auto near = util::closest_match(key, keys)) msg += "; did you mean '" + *near + "'?";
        return make_error(msg);
    }
    if (value) {
        Settings scratch;
        if (auto problem = apply(i, *value, false, scratch))
            return make_error(std::string(key) + (problem->starts_with("must ") ? " " : ": ") + *problem);
    }
    const fs::path path = file();
    if (path.empty()) return make_error("no configuration file: set $KILN_CONFIG, $XDG_CONFIG_HOME or $HOME");
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    // Concurrent writers of one file each keep their setting: the read and the write under a lock.
    util::DirLock lock(path.parent_path());
    util::remove_orphaned_temporaries(path);
    std::string text, out;
    if (std::error_code ec; fs::exists(path, ec)) {
        auto read = util::read_file(path);
        if (!read) return make_error("cannot read '" + path.string() + "': " + read.error());
        text = std::move(*read);
    }
    bool placed = false;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string line = text.substr(at, end - at);
        at = end + 1;
        const std::size_t start = line.find_first_not_of(" \t"), eq = line.find('=');
        std::string k = start == std::string::npos || eq == std::string::npos || eq < start ? "" : line.substr(start, eq - start);
        while (!k.empty() && (k.back() == ' ' || k.back() == '\t')) k.pop_back();
        if (k == key && line[start] != '#') {
            if (value && !placed) out += std::string(key) + " = " + *value + "\n";
            placed = true;
            continue;
        }
        out += line + "\n";
    }
    if (value && !placed) out += std::string(key) + " = " + *value + "\n";
    if (auto w = util::write_file_atomic(path, out); !w) return make_error(w.error());
    return true;
}

}  // namespace kiln::cache
