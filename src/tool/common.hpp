// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What several commands share: printing a command's diagnostics, numbers and lists on the command
// line, the compile options of build and tune, the cache settings with the command line over them.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cache/config.hpp"
#include "diag/diagnostics.hpp"
#include "pipeline/build.hpp"
#include "tool/args.hpp"

namespace kiln::tool {

// Prints the diagnostics; the exit code: 0 when `ok`, else theirs.
int finish(const diag::Diagnostics& diags, bool ok);

// Whether diagnostics on stderr are coloured: --color=always|never|auto (any command, taken out of
// the arguments by main), else never under NO_COLOR (any value, no-color.org) or TERM=dumb, else
// when stderr is a terminal. False, with nothing changed, for another WHEN.
bool set_color(std::string_view when);
bool stderr_color();
// The same for the tables on stdout (emit::color_table), by whether stdout is a terminal.
bool stdout_color();

// A whole decimal int, or false.
bool to_int(const std::string& s, int& out);

// "gfx942,sm_90" -> {"gfx942", "sm_90"} (empty items dropped).
std::vector<std::string> comma_list(const std::string& list);

// What kiln build and kiln tune both take: where ROCm and CUDA are, -j, --targets (the cache: cache_config).
// The error for a malformed -j, or nothing.
std::optional<std::string> compile_options(const Parsed& p, pipeline::BuildOptions& options);
// What --time-report says of make's jobserver: "jobs: bounded by make's jobserver (pipe 3,4)", why
// MAKEFLAGS named one kiln could not use, or nothing when it named none (compile_options joins it).
const std::string& jobserver_note();

// The cache's settings (cache/config.hpp) with the command line's --cache, --no-cache,
// --remote-cache and --max-size over them; nothing, with the errors printed, when any is wrong.
std::optional<cache::Config> cache_config(const Parsed& p);

}  // namespace kiln::tool
