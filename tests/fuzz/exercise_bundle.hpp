// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// What the fuzz target and the corpus test do with one input: read it as a bundle and check the
// reader's promises. A broken promise aborts (the fuzzer reports it; the test dies).
#include <cstdlib>
#include <string_view>

#include <kiln/runtime/bundle.hpp>
#include <kiln/runtime/target_id.hpp>

namespace kiln::fuzz {

// Returns whether the input was accepted.
inline bool exercise_bundle(std::string_view input) {
    const runtime::BundleReadResult r = runtime::read_bundle(input);
    if (!r.ok()) {
        // An error is never silent and never comes with entries.
        if (r.error.empty() || !r.entries.empty()) std::abort();
        if (r.error.find(" at offset ") == std::string::npos) std::abort();
        return false;
    }
    if (r.entries.empty()) std::abort();  // "no entries" is never a success
    const std::string_view buffer = r.storage ? std::string_view(*r.storage) : input;
    for (const auto& e : r.entries) {
        // Every entry lies inside the bytes it was read from.
        if (e.data.size() > 0 && (e.data.data() < buffer.data() || e.data.data() + e.data.size() > buffer.data() + buffer.size()))
            std::abort();
        volatile unsigned char sink = 0;
        for (char c : e.data) sink = sink ^ static_cast<unsigned char>(c);
        (void)sink;
    }
    (void)runtime::select_code_object(r.entries, "gfx942:sramecc+:xnack-");
    return true;
}

}  // namespace kiln::fuzz
