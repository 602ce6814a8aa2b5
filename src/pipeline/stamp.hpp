// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// The up-to-date check, for a no-op rebuild that does no compiler work: after each successful
// build kiln records, beside the outputs, the MD5 of every input it read (manifest, sources,
// headers, device libraries), of the options, and of each output. When all still match, the
// outputs are current and kiln leaves them alone without loading a front end.
//
// Stamp file, "<output dir>/.kiln-stamp-<12 hex digits of the manifest path's MD5>", text:
//   kiln-stamp 1
//   options <md5>
//   in <mtime>:<size> <md5> <path>    one per input (an unchanged mtime and size skip the MD5)
//   absent - - <path>                 one per path the include search missed (must still be missing)
//   out <mtime>:<size> <md5> <path>   one per output (bundle, header, report, depfile)
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace kiln::pipeline {

std::filesystem::path stamp_path(const std::filesystem::path& output_dir, const std::filesystem::path& manifest);

// Whether the stamp says the outputs are current for these options; fills `outputs` when so.
bool stamp_current(const std::filesystem::path& stamp, const std::string& options_key,
                   std::vector<std::filesystem::path>& outputs);

// Why the outputs are not the build of their inputs as they are now, whatever options built them
// (kiln check --manifest): the first input or output that changed, or that there is no stamp;
// nullopt when all match.
std::optional<std::string> stamp_stale(const std::filesystem::path& stamp);

// The stamp's name beside the outputs: 12 hex digits of the manifest path's MD5, which also name
// the build's commit record (util/output_set.hpp).
std::string stamp_id(const std::filesystem::path& manifest);

// The stamp's text, for outputs about to hold `output_bytes` (their stat is not known yet: the
// first no-op build checks them by MD5). Empty when an input vanished meanwhile (no stamp: the
// next build checks everything).
std::string stamp_text(const std::string& options_key, const std::vector<std::filesystem::path>& inputs,
                       const std::vector<std::filesystem::path>& absent, const std::vector<std::filesystem::path>& outputs,
                       const std::vector<const std::string*>& output_bytes);

// Removes the stamps (and their -jobs, -summary files) of other manifests that name `bundle` among
// their outputs: a manifest moved or renamed left them, and this build replaced what they describe.
void remove_stale_stamps(const std::filesystem::path& dir, const std::filesystem::path& stamp, const std::filesystem::path& bundle);

// Rewrites a current stamp with its outputs' stat, so a no-op build hashes nothing (best effort).
void refresh_stamp(const std::filesystem::path& stamp);

}  // namespace kiln::pipeline
