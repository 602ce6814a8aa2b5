// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The cache's settings (docs/cache.md), each from the first of: a command-line flag, its
// environment variable, the configuration file, the default, as ccache takes them. The file is
// $KILN_CONFIG, else $XDG_CONFIG_HOME/kiln/kiln.conf, else ~/.config/kiln/kiln.conf: lines of
// `key = value` (ccache.conf's syntax), `#` comments. `kiln cache config` shows every value and
// where it came from, as `ccache -p` does, and sets one in the file.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cache/remote.hpp"
#include "diag/diagnostics.hpp"
#include "util/result.hpp"

namespace kiln::cache {

// What one setting is, for checking it and for `kiln cache config`.
struct SettingInfo {
    std::string_view key, env, fallback, meaning;
};
std::span<const SettingInfo> setting_infos();

struct Setting {
    std::string value;
    std::string origin;  // "default", "KILN_CACHE_DIR", "/home/me/.config/kiln/kiln.conf:3", "--cache"
};

// The settings, typed; every value checked when the configuration is loaded.
struct Settings {
    std::filesystem::path dir;
    bool disable = false, read_only = false;
    std::uint64_t max_size = 0;
    bool compression = true;
    int compression_level = 1;
    std::vector<std::string> remotes;  // "URL" or "URL|read-only", in order
    // Deadlines, the bearer token ($KILN_REMOTE_CACHE_TOKEN, else the remote_token_file's first
    // line; never shown) and the HTTPS certificates of every remote.
    RemoteOptions remote;
    std::filesystem::path signing_key;
    std::vector<std::filesystem::path> trusted_keys;
};

class Config {
public:
    // The file kiln reads (it need not exist).
    static std::filesystem::path file();
    // The environment and the file; every problem of the file at once in `diags` (file:line:col,
    // a caret, did-you-mean), and nothing on any error.
    static std::optional<Config> load(diag::Diagnostics& diags);

    // A command-line flag's value for `key`, winning over the rest; an error when it is not one.
    Result<bool> set_from_flag(std::string_view key, std::string value, std::string flag);

    const Setting& operator[](std::string_view key) const;
    const Settings& settings() const { return m_settings; }

    // `kiln cache config KEY VALUE`: the value checked and written into the file (replacing the
    // key's line, or appended; comments and other lines kept); `value` nullopt removes the key.
    static Result<bool> write(std::string_view key, const std::optional<std::string>& value);

private:
    std::vector<Setting> m_values;  // in setting_infos() order
    Settings m_settings;
};

}  // namespace kiln::cache
