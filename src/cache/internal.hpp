// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the cache module's files share among themselves (not for other modules), by the file that
// defines it: the cache directory's files, read safely and told apart (directory.cpp), and the
// entry format (entry.cpp, described in cache.hpp).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "cache/signing.hpp"
#include "util/result.hpp"

namespace kiln::cache {

inline constexpr std::string_view k_magic = "KILNCACHE";
inline constexpr std::size_t k_fixed = 9 + 1 + 1 + 1 + 2 + 8 + 8 + 32;  // the header without the key and signature
// An entry is at most its header and a 4 GiB payload.
inline constexpr std::uint64_t k_max_entry = k_fixed + 0xffff + 96 + (std::uint64_t{1} << 32);

// directory.cpp

// Lower-case hex digits, at least one: a key, or a key's directory.
bool is_hex(std::string_view s);

// What reading a file of the cache directory found. Anyone who can write there can put a FIFO
// (reading it blocks for ever) or a link to /dev/zero (endless bytes) in a file's place: files are
// opened without blocking and read only when fstat says they are regular, at most `limit` bytes.
enum class Found { file, missing, special, too_large };
struct FileRead {
    Found found = Found::missing;
    std::string bytes;
};
FileRead read_regular(const std::filesystem::path& path, std::uint64_t limit);

// Whether `dir` has kiln's tag; an error when CACHEDIR.TAG is there but not a regular file.
Result<bool> kiln_tag(const std::filesystem::path& dir);
// "'DIR' is not a kiln cache WHY".
std::string not_a_cache(const std::filesystem::path& dir, std::string_view why);

// What a file in the cache directory is: an entry ("ab/ab12..."), a writer's temporary file
// ("ab/ab12....tmp.<pid>.<n>"; orphaned when its writer is gone), or nothing of kiln's. (A kind
// of file, not of backend.)
enum class EntryKind { entry, temporary, orphaned_temporary, foreign };
// The kind a file's place and name make it (an entry's magic not read).
EntryKind named_kind(const std::filesystem::path& dir, const std::filesystem::path& file);
// The same, an entry's magic read.
EntryKind entry_kind(const std::filesystem::path& dir, const std::filesystem::path& file);
bool starts_with_magic(const std::filesystem::path& file);

// entry.cpp

enum class Check { ok, corrupt, unsigned_entry };
// The payload of an entry's bytes if they are a whole, intact entry stored under `key` (and, with
// a verifier, signed by a trusted key); every field bounds checked.
Check verified_payload(const std::string& bytes, std::string_view key, const Verifier* verifier, std::string& payload);
// The entry for `payload` under `key`: compressed when that makes it smaller, signed with a signer.
std::string entry_of(std::string_view key, std::string_view payload, bool compress, int level, const Signer* signer);

}  // namespace kiln::cache
