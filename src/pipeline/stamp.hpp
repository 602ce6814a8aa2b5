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
#include <string>
#include <vector>

namespace kiln::pipeline {

std::filesystem::path stamp_path(const std::filesystem::path& output_dir, const std::filesystem::path& manifest);

// Whether the stamp says the outputs are current for these options; fills `outputs` when so.
bool stamp_current(const std::filesystem::path& stamp, const std::string& options_key,
                   std::vector<std::filesystem::path>& outputs);

void write_stamp(const std::filesystem::path& stamp, const std::string& options_key,
                 const std::vector<std::filesystem::path>& inputs, const std::vector<std::filesystem::path>& absent,
                 const std::vector<std::filesystem::path>& outputs);

}  // namespace kiln::pipeline
