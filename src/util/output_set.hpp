// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Outputs that change together or not at all. A build's outputs (bundle, loader header, report,
// depfile, and kiln's own stamp and summary beside them) are published as one set:
//   1. every file whose bytes changed is written beside its target as "<name>.tmp.<pid>.<n>";
//   2. a commit record ".kiln-commit-<id>" listing (temporary, target) pairs is written (through
//      its own temporary file and a rename, so it is either complete or absent);
//   3. each temporary file is renamed over its target; 4. the record is removed.
// A process killed before 2 leaves only temporary files, which the next publish or recover()
// removes once their writer is gone: the previous outputs stand. Killed after 2, the record lets
// the next run finish the renames: the new outputs stand. A failure before 2 (a full disk) removes
// what was written and reports the cause. All of it happens under an flock(2) on the directory, so
// two kiln processes publishing into one directory do not interleave.
// This covers kills and full disks, not power loss (nothing is fsync'ed, as in ccache and ninja).
#include <filesystem>
#include <string>
#include <vector>

#include "util/result.hpp"

namespace kiln::util {

class OutputSet {
public:
    // `dir` holds every file of the set; `id` names its commit record (one set per id and dir).
    OutputSet(std::filesystem::path dir, std::string id) : m_dir(std::move(dir)), m_id(std::move(id)) {}

    void add(const std::filesystem::path& name, std::string bytes);  // `name` inside dir

    // Publishes the set; says per added file (in order) whether its bytes changed. On an error
    // nothing changed.
    Result<std::vector<bool>> publish();

    // Finishes what a killed publish of (dir, id) left: completes a recorded set, and removes the
    // temporary files of `names` (files in dir) whose writers are gone.
    static Result<void> recover(const std::filesystem::path& dir, const std::string& id,
                                const std::vector<std::string>& names);

private:
    std::filesystem::path m_dir;
    std::string m_id;
    std::vector<std::pair<std::filesystem::path, std::string>> m_files;
};

}  // namespace kiln::util
